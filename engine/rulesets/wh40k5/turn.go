package wh40k5

import "auspex/engine/ruleset"

// The checklist: the pre-game sequence of Organising a Battle (pp. 86-95),
// the player turn of three phases (p. 9) and the game-length rolls of the
// standard missions (p. 90).

// turn: standard missions play five game turns, then roll: 3+ plays a sixth,
// then 4+ a seventh, which is the last (p. 90).
var turn = ruleset.Turn{
	Sides:  []string{"First player", "Second player"},
	Rounds: 7,
	Order:  ruleset.PlayerTurns,
	Names:  ruleset.Names{Round: "Game turn", Turn: "player turn"},
	Ends:   []ruleset.EndRoll{{After: 5, Target: 3, Page: "90"}, {After: 6, Target: 4, Page: "90"}},
	Roster: roster,
	After:  after,
}

// roster: each side's units with their models left, a unit falling back
// (it moves back each Movement phase until it regroups) and one below half
// strength (which cannot regroup), both set by hand. MaxCount 50 is our
// bound, above the largest units players field.
var roster = &ruleset.Roster{
	Unit: "Unit", Count: "models", Max: 40, MaxCount: 50, Page: "3", Lines: "213-215",
	Flags: []ruleset.Flag{
		{ID: "falling-back", Label: "Falling back", Page: "45", Lines: "1814-1818"},
		{ID: "below-half", Label: "Below half strength", Page: "46", Lines: "1862-1864"},
	},
}

// counters: kill points (Annihilation) or objectives held (Seize Ground,
// Capture and Control), per player. A 2,000-point army rarely fields more
// than 40 units, and Seize Ground has at most 5 objectives (D3+2).
var counters = []ruleset.Counter{
	{ID: "kp", Label: "Kill points", Unit: "KP", Min: 0, Max: 60, PerPlayer: true,
		Limits: "Auspex holds kill points between 0 and 60; how they are scored is in the Annihilation mission, which the source lacks"},
	{ID: "objectives", Label: "Objectives held", Unit: "obj.", Min: 0, Max: 5, PerPlayer: true,
		Limits: "Seize Ground places at most 5 objectives (D3+2), Capture and Control 2"},
}

// setup is the pre-game sequence (pp. 86-95).
var setup = []ruleset.Step{
	{ID: "points", Title: "Agree a points limit and choose forces", Page: "86-87", Lines: "3329-3377", Refs: []string{"force-organisation"},
		Reminder: "Agree the points, then pick armies within them on the force organisation chart: at least one HQ and two Troops choices.",
		Detail:   "Dedicated transports and supernumerary units take no box on the chart (see Force Organisation)."},
	{ID: "battlefield", Title: "Prepare the battlefield", Page: "88", Lines: "3403-3424", Refs: []string{"battlefield", "terrain"},
		Reminder: "Set up terrain (the book suggests about a quarter of the table) and agree what each piece counts as and what cover it gives."},
	{ID: "mission", Title: "Select a mission", Page: "90-91", Lines: "3449-3458", Refs: []string{"missions", "scoring-units"},
		Reminder: "Agree one or roll a D6: 1-2 Seize Ground, 3-4 Capture and Control, 5-6 Annihilation.",
		Roll: &ruleset.Roll{Label: "Standard missions", Dice: 1, Table: []ruleset.RollRow{
			{Min: 1, Max: 2, Text: "Seize Ground"}, {Min: 3, Max: 4, Text: "Capture and Control"}, {Min: 5, Max: 6, Text: "Annihilation"}}}},
	{ID: "deployment-type", Title: "Choose the deployment type", Page: "92-93", Lines: "3526-3535", Refs: []string{"deployment"},
		Reminder: "Agree one or roll a D6: 1-2 Pitched Battle, 3-4 Spearhead, 5-6 Dawn of War.",
		Roll: &ruleset.Roll{Label: "Deployment type", Dice: 1, Table: []ruleset.RollRow{
			{Min: 1, Max: 2, Text: "Pitched Battle"}, {Min: 3, Max: 4, Text: "Spearhead"}, {Min: 5, Max: 6, Text: "Dawn of War"}}}},
	{ID: "deploy", Title: "Deploy forces", Page: "92-94", Lines: "3492-3508, 3561, 3589, 3613-3623", Refs: []string{"deployment", "reserves"},
		Reminder: "Roll off; the winner chooses to go first or second. The first player picks his table edge and deploys, then the other (Dawn of War: see Deployment).",
		Detail:   "Declare which units stay in reserve, what each transport carries, and which reserves will deep strike or outflank. Seize Ground objectives are placed before the zones are chosen; Capture and Control ones after, before any unit deploys."},
	{ID: "infiltrators", Title: "Deploy infiltrators", Page: "75, 92-93", Lines: "2970-2972, 3547, 3591", Refs: []string{"infiltrate"},
		Reminder: "Infiltrators set up last, alternating after a roll-off: more than 12\" from the enemy and out of sight, or more than 18\" away.",
		Detail:   "A unit deployed inside a transport cannot infiltrate. In Dawn of War, Troops and HQ units may infiltrate only if no more than one HQ and two Troops units are on the table when deployment ends (see Deployment)."},
	{ID: "scouts", Title: "Scout moves", Page: "76, 92", Lines: "2998-3000, 3547", Refs: []string{"scouts"},
		Reminder: "Scouts may make a normal move, staying more than 12\" from the enemy; alternate after a roll-off."},
	{ID: "first-turn", Title: "First turn", Page: "92", Lines: "3565, 3579, 3593", Refs: []string{"deployment", "seize-the-initiative"},
		Reminder: "The player who deployed first takes the first player turn of game turn 1."},
}

// after is what happens once the game ends (p. 90).
var after = []ruleset.Step{
	{ID: "falling-back-destroyed", Title: "Falling back units are lost", Page: "90", Lines: "3464, 3684", Refs: []string{"ending-the-game"},
		Reminder: "Units still falling back are removed and count as destroyed; so is a unit that a deep strike mishap (Delayed, rolled in turn 5 or later) left in reserve."},
	{ID: "victory", Title: "Work out the winner", Page: "90-91", Lines: "3468, 3482, 3498-3500, 4505-4507", Refs: []string{"missions", "scoring-units", "victory-points"},
		Reminder: "Objective missions: most objectives held wins; a tie is a tactical draw. No enemy units left on the table: you win.",
		Detail:   "Annihilation's rules are not in the source text. You hold an objective with a scoring unit and no enemy unit within 3\" (a scoring unit in a transport measures from its hull). On a draw, players may agree to compare victory points as a tiebreaker."},
}

// phases is one player turn (p. 9).
var phases = []ruleset.Phase{
	{ID: "movement", Name: "Movement phase", Page: "11-14, 94",
		Closing: "A unit that lost 25% or more of its models this phase takes a Morale check now, unless locked in combat; fearless units pass, vehicles never test.", ClosingPage: "43, 63, 75", ClosingLines: "1768-1772, 2519, 2946",
		Steps: []ruleset.Step{
			{ID: "reserves", Title: "Roll for reserves", Page: "94", Lines: "3625-3647, 3653, 3676", Refs: []string{"reserves", "deep-strike"},
				When:     ruleset.Condition{FromRound: 2, Situation: "if you have units in reserve"},
				Reminder: "Before moving anything, a dice for each unit in reserve: game turn 2 needs 4+, turn 3 3+, turn 4 2+, from turn 5 they arrive.",
				Detail:   "Arrivals move on from your table edge, outflank (a dice: 1-2 left short edge, 3-4 right, 5-6 your choice) or deep strike (scatter 2D6\"; mishap on a bad landing; see Deep Strike for ruins and buildings)."},
			{ID: "dawn-of-war-arrivals", Title: "Dawn of War: the rest of the army arrives", Page: "93-94", Lines: "3595, 3643", Refs: []string{"deployment", "reserves"},
				When:     ruleset.Condition{ToRound: 1, Situation: "in a Dawn of War deployment"},
				Reminder: "Every unit neither deployed nor declared in reserve must move on from your own table edge now, as arriving reserves do.",
				Detail:   "A permanently immobile unit that could not be deployed arrives by deep strike instead (see Reserves)."},
			{ID: "fall-back-regroup", Title: "Falling back units: regroup or fall back", Page: "45-46, 52-54, 75", Lines: "1818-1824, 1862-1874, 2031, 2081, 2104, 2128, 2946", Refs: []string{"fall-back", "regrouping"},
				When:     ruleset.Condition{Situation: "if you have units falling back"},
				Reminder: "Regroup test (Ld) if at half strength or more, no enemy within 6\" and in coherency: pass, move up to 3\"; else fall back again.",
				Detail:   "Falling back is 2D6\" towards your own table edge (3D6\" for jump infantry, bikes, jetbikes, beasts and cavalry), not slowed by difficult terrain; reaching the edge, the unit is destroyed. A falling back unit that gains fearless regroups automatically."},
			{ID: "move", Title: "Move units", Page: "11-14, 24, 46, 52-53, 57, 61, 64, 70-72, 75-76", Lines: "453-457, 473, 485, 560, 570, 903-905, 1870-1872, 2027, 2051-2053, 2075, 2228-2229, 2245, 2408-2410, 2420, 2527, 2757, 2805, 2849-2851, 2976, 2986-2988, 3034", Refs: []string{"movement", "terrain", "unit-coherency", "regrouping", "jump-infantry", "vehicle-damage-table"},
				Reminder: "Infantry 6\"; difficult terrain: 2D6 pick the highest; dangerous terrain: a 1 on a D6 is a wound with no armour or cover save.",
				Detail: "- Units locked in combat do not move, nor units gone to ground (see Cover Saves), nor stunned or immobilised vehicles (see Vehicle Damage Table); a unit that regrouped moves only its 3\" (see Regrouping); a unit subject to rage moves as fast as it can towards the closest visible enemy (see Rage). Not within 1\" of the enemy; end in coherency (2\"; 4\" for a vehicle squadron). Jump infantry using jump packs and bikes: up to 12\" (jet packs only 6\": see Jump Infantry and Jet Packs; bikes turbo-boosting up to 24\": see Turbo-boosters). Vehicles: combat speed up to 6\", cruising up to 12\", fast vehicles flat out up to 18\" (fast skimmers 24\"); walkers move as infantry.\n" +
					"- Difficult terrain: move through cover rolls three D6; bikes, jump infantry, jetbikes, skimmers, walkers and slow and purposeful models have their own rules (see Terrain). Dangerous terrain: a vehicle that rolls a 1 is immobilised instead.\n" +
					"- Jump infantry, jetbikes and skimmers may pass over models (see Movement)."},
		}},
	{ID: "shooting", Name: "Shooting phase", Page: "15-32", Steps: []ruleset.Step{
		{ID: "shoot-or-run", Title: "Each unit: shoot, run, or nothing", Page: "15-16, 45, 53, 55, 58, 61-62, 69, 76, 95", Lines: "605-621, 1844, 2085, 2176, 2267, 2406-2410, 2460, 2715, 2954, 2988, 3034, 3663", Refs: []string{"shooting", "run", "rage", "fall-back"},
			Reminder: "A unit not in combat, not gone to ground and not having run may shoot; or run D6\" instead (then no assault unless fleet; bikes and artillery cannot run).",
			Detail: "- Vehicles cannot run either, except walkers.\n" +
				"- Nor may a unit shoot after using turbo-boosters this turn, nor a vehicle that is shaken, stunned, ramming or used its smoke launchers (see Shooting).\n" +
				"- Fleet does not let a unit that arrived by deep strike this turn assault (see Deep Strike).\n" +
				"- A unit subject to rage that runs must run towards the closest visible enemy; a falling back unit runs only towards its own table edge (see Rage, Fall Back!)."},
		{ID: "night-fighting", Title: "Night fighting: can the firers see?", Page: "75, 93, 95", Lines: "2978-2980, 3597, 3605, 3686-3690", Refs: []string{"night-fighting"},
			When:     ruleset.Condition{ToRound: 1, Situation: "in a Dawn of War deployment"},
			Reminder: "After picking its target, a unit rolls 2D6 and multiplies by 3; if the target is further off than that many inches, the unit cannot fire at all this phase.",
			Detail:   "Barrages may still fire at such a target; if they do not roll a hit, they scatter an extra D6\". Models with night vision may re-roll the 2D6, keeping the new result."},
		{ID: "six-steps", Title: "The six shooting steps", Page: "15-26, 45, 51, 55, 62, 76", Lines: "590-599, 774, 899, 1842, 2013, 2172, 2444, 3034", Refs: []string{"shooting", "to-hit-shooting", "to-wound", "saving-throws", "wound-allocation", "artillery"},
			Reminder: "1 target in sight, 2 range, 3 to hit, 4 to wound, 5 saves, 6 remove casualties.",
			Detail:   "Complex units allocate wounds before saves. The target may go to ground after wounds are rolled, before saves (not monstrous creatures, vehicles, falling back units or bikers after turbo-boosting; see Cover Saves). Each hit on an artillery unit is rolled: 1-4 a gun, 5-6 a crewman (see Artillery)."},
		{ID: "pinning", Title: "Pinning tests", Page: "31, 40, 45, 58, 75", Lines: "1190-1200, 1625, 1842, 2303, 2946", Refs: []string{"pinning", "fearless"},
			When:     ruleset.Condition{Situation: "if a unit took unsaved wounds from a pinning weapon"},
			Reminder: "It takes a Leadership test at once; failed: it goes to ground. Vehicles and units already gone to ground take none; fearless units pass automatically.",
			Detail:   "Falling back units pass automatically too. Units locked in combat take no Pinning tests from shooting. Tests from an ordnance barrage are at -1 Ld. See Pinning for turbo-boosters."},
		{ID: "casualty-morale", Title: "25% casualties: Morale checks", Page: "43, 63, 75", Lines: "1768-1772, 2519, 2946", Refs: []string{"morale-checks", "wound-allocation", "fearless"},
			When:     ruleset.Condition{Situation: "for units that lost 25% or more of their models this phase"},
			Reminder: "At the end of the phase, each such unit (not locked in combat) takes a Morale check; failed: it falls back. Fearless units pass automatically.",
			Detail:   "Vehicles never take Morale checks."},
	}},
	{ID: "assault", Name: "Assault phase", Page: "33-46",
		Closing: "Lost 25% or more of its models this phase, not to close combat attacks: a Morale check unless locked in combat (fearless pass; vehicles never test).", ClosingPage: "43, 63, 75", ClosingLines: "1768-1772, 2519, 2946",
		Steps: []ruleset.Step{
			{ID: "declare", Title: "Declare assaults", Page: "33-34, 45-46, 55, 66-67, 70, 72, 75-76, 95", Lines: "1301-1315, 1349, 1850, 1868, 2180, 2632, 2661, 2739, 2879, 2954, 2992, 3034, 3663", Refs: []string{"assault-phase", "deep-strike", "turbo-boosters", "transports", "regrouping", "artillery"},
				Reminder: "Only against the unit it shot; not if locked, after running, firing rapid fire or heavy weapons, going to ground, or while falling back.",
				Detail: "- Nor a unit that arrived by deep strike this turn (fleet or not), used turbo-boosters, or disembarked from a vehicle that had already moved, unless it is open-topped (see Deep Strike, Turbo-boosters, Transports); nor an artillery unit that still has a gun model (see Artillery).\n" +
					"- The assault is declared against the unit it shot, but its other models may still engage other enemy units (see The Assault Phase).\n" +
					"- But fleet units may assault after running, relentless units and walkers after firing rapid fire or heavy weapons, and a unit whose shooting destroyed a transport may assault its passengers (see Fleet, Relentless, Walkers, Transports).\n" +
					"- An assault declared on a falling back unit in range makes it test to regroup at once: passing, it regroups where it stands and the assault goes on; failing, it is destroyed and the assaulters do not move (see Regrouping)."},
			{ID: "assault-move", Title: "Move assaulting units", Page: "34, 36, 53-54", Lines: "1303, 1325-1341, 1414-1418, 1428, 2093, 2138-2140", Refs: []string{"assault-phase", "close-combat"},
				Reminder: "Up to 6\" (12\" for beasts and cavalry); closest model first, engaging as many enemies as possible; terrain tests as in movement.",
				Detail:   "A unit that had to test strikes at Initiative 1, unless it has assault grenades or its foes were already locked in combat or gone to ground; bikes, beasts and cavalry assaulting through terrain have their own rules: see Fighting a Close Combat."},
			{ID: "counter-attack", Title: "Counter-attack tests", Page: "74", Lines: "2930-2936", Refs: []string{"counter-attack"},
				When:     ruleset.Condition{Situation: "if an assaulted unit has counter-attack"},
				Reminder: "Unless it was already locked from an earlier turn, it tests Leadership; passing, each of its models gets the +1 assault bonus attack."},
			{ID: "defenders-react", Title: "Defenders react", Page: "34, 48-49, 64, 73", Lines: "1353-1361, 1951, 2549, 2903", Refs: []string{"assault-phase"},
				Reminder: "Models of assaulted units move up to 6\" into contact, no terrain slowing or tests; independent characters first. Vehicles do not react; walker squadrons do."},
			{ID: "combats", Title: "Resolve each combat", Page: "34-41, 44, 55, 63, 72, 76, 117", Lines: "1580-1591, 1611-1613, 1786, 1794-1798, 2186, 2497, 2891-2893, 3022, 4614-4622", Refs: []string{"close-combat", "to-hit-close-combat", "assault-results", "sweeping-advance", "pile-in-consolidation"},
				Reminder: "Per combat: strike in Initiative order; most wounds wins; loser tests morale; sweeping advance; consolidate D6\" or pile in 6\".",
				Detail: "- The loser's Morale check is at −1 Ld per wound it lost by (stubborn units ignore it); fearless losers take No Retreat! wounds instead; defeated walkers neither test nor take those wounds.\n" +
					"- Sweeping advance: each side D6 + Initiative; winner equal or higher destroys the falling back unit (no sweep for a winner still locked with other enemies; artillery is caught automatically; stunned or immobilised walkers do not sweep).\n" +
					"- Against vehicles there is no result, sweep, pile-in or consolidation (see Vehicles in Close Combat).\n" +
					"- Then the next combat, until all are resolved."},
			{ID: "assault-phase-moves", Title: "Jet packs and Eldar jetbikes: 6\" moves", Page: "52-53", Lines: "2053, 2110", Refs: []string{"jump-infantry", "jetbikes"},
				When:     ruleset.Condition{Situation: "for jet pack units and Eldar jetbikes that did not assault"},
				Reminder: "They may move up to 6\" in this phase, treating difficult terrain as they do in the Movement phase.",
				Detail:   "Eldar jetbikes that used turbo-boosters this turn: see the ruling note in Jetbikes."},
			{ID: "hit-and-run", Title: "Hit and run", Page: "75", Lines: "2960-2964", Refs: []string{"hit-and-run"},
				When:     ruleset.Condition{Situation: "if a locked unit has hit & run"},
				Reminder: "At the end of the phase it may test Initiative: passing, it breaks off with a straight 3D6\" move; enemies left unlocked may consolidate."},
		}},
}
