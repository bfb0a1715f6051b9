package alt40k

import (
	"fmt"

	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// The checklist: the pre-game sequence in the book's order (Building a Force
// to Post Deployment Steps), the six-phase turn, and the game-length rolls
// of the End Phase. The D66 objective table is rolled in the app.

// turn: two player turns a round; rolls after rounds 5, 6 and 7 decide the
// length, and the game never passes round 8.
var turn = ruleset.Turn{
	Sides:  []string{"First player", "Second player"},
	Rounds: 8,
	Order:  ruleset.PlayerTurns,
	Names:  ruleset.Names{Round: "Battle round", Turn: "turn"},
	Ends: []ruleset.EndRoll{
		{After: 5, Target: 4, Page: secEnd},
		{After: 6, Target: 4, Page: secEnd},
		{After: 7, Target: 4, Page: secEnd},
	},
	After: []ruleset.Step{
		{ID: "final-score", Lines: "467, 479, 556", Origin: ruleset.Ruling, Title: "Compare victory points", Page: secObjectives, Refs: []string{"d66-objectives", "end-phase"},
			Reminder: "The player with more victory points wins."},
	},
}

// Victory points: at most three objectives score in a turn, the richest
// D3+3; scored in both players' turns over 8 rounds, 200 is out of reach.
var counters = []ruleset.Counter{
	{ID: "vp", Label: "Victory points", Unit: "VP", Min: 0, Max: 200, PerPlayer: true,
		Limits: "Auspex holds VP between 0 and 200; three objectives a turn over eight rounds cannot reach it"},
}

// d66Table is the objective chart as a roll table: one row per result.
func d66Table() []ruleset.RollRow {
	var rows []ruleset.RollRow
	for _, r := range objectivesD66().Rows {
		var v int
		fmt.Sscan(r[0], &v)
		rows = append(rows, ruleset.RollRow{Min: v, Max: v, Text: r[1] + ": " + r[2] + " (" + r[3] + ")"})
	}
	return rows
}

func d6Table(rows ...ruleset.RollRow) *ruleset.Roll {
	return &ruleset.Roll{Dice: 1, Table: rows}
}

func labelled(label string, r *ruleset.Roll) *ruleset.Roll { r.Label = label; return r }

var objectiveRoll = lazy.Of(func() *ruleset.Roll {
	return &ruleset.Roll{Label: "Objective (D66)", Dice: 2, D66: true, Table: d66Table()}
})

var setup = lazy.Of(func() []ruleset.Step {
	return []ruleset.Step{
		{ID: "build-armies", Lines: "35, 43-49, 77-83", Title: "Build armies", Page: secForce, Refs: []string{"army-organisation", "force-slots", "points-and-datasheets"},
			Reminder: "Equal points; one Army Organization; 1-2 HQ (a Warlord), 2-6 Troops, slot limits as the chart (Apocalypse games: see Army Organization).",
			Detail:   "Agree now whether the optional rules (terrain from unused slots) are used."},
		{ID: "set-up-table", Lines: "149", Title: "Set up the table", Page: secSetup, Refs: []string{"battlefield"},
			Reminder: "4'x6' usual (4'x4' under 1500 points, 4'x8' over 3000); zones must end up 24\" apart."},
		{ID: "place-terrain", Lines: "149, 221, 603", Title: "Place terrain", Page: cites(secSetup, secTerrain), Refs: []string{"terrain", "terrain-kinds", "utility-terrain"},
			Reminder: "Alternate placing one piece per 1'x1' area; agree which is Difficult, Dangerous or Impassable."},
		{ID: "night-roll", Lines: "151", Title: "Roll for Night Rules", Page: secSetup, Refs: []string{"night-rules"},
			Reminder: "D6: on 4+ battle round 1 is fought at night (4+ cover beyond 12\"; not in melee, and weapons that ignore cover ignore it: see Night Rules).",
			Roll:     labelled("Night Rules", d6Table(ruleset.RollRow{Min: 1, Max: 3, Text: "no Night Rules"}, ruleset.RollRow{Min: 4, Max: 6, Text: "Night Rules in battle round 1"}))},
		{ID: "initiative", Lines: "155-159", Title: "Roll for initiative", Page: secInitiative, Refs: []string{"initiative"},
			Reminder: "Both roll a D6, re-roll ties; the higher chooses who goes first.",
			Detail:   "- The first player cannot charge in their first turn, nor score objectives in battle round 1.\n- The second player deploys knowing where the enemy stands.",
			Roll:     &ruleset.Roll{Label: "Initiative", Dice: 1, Each: true}},
		{ID: "table-edge", Lines: "157, 186", Title: "First player picks a table edge", Page: secInitiative, Refs: []string{"initiative"},
			Reminder: "The player going first chooses their side of the table."},
		{ID: "terrain-changes", Lines: "157, 187, 603", Title: "Modify terrain", Page: cites(secInitiative, secForce), Refs: []string{"terrain-upgrades", "force-slots", "terrain"},
			Reminder: "Alternate, initiative winner first: unused-slot upgrades (optional rule), purchased Fortifications and Buildings."},
		{ID: "deployment-type", Lines: "163-171", Title: "Roll the deployment type", Page: secDeployment, Refs: []string{"deployment"},
			Reminder: "D6: 1-3 Dawn of War (long edges, 12\" off centre), 4-6 Attrition (short edges, 24\" off centre).",
			Roll:     labelled("Deployment", d6Table(ruleset.RollRow{Min: 1, Max: 3, Text: "Dawn of War"}, ruleset.RollRow{Min: 4, Max: 6, Text: "Attrition"}))},
		{ID: "objective-markers", Lines: "552", Title: "Place objective markers", Page: secObjectives, Refs: []string{"objectives"},
			Reminder: "Alternate, initiative winner first, numbering them 1-6: 12\" apart, 6\" from the edges."},
		{ID: "roll-objectives", Lines: "173, 554-558", Title: "Roll objectives", Page: secObjectives, Refs: []string{"d66-objectives"},
			Reminder: "Each player rolls three D66 objectives; re-roll any result you already hold.",
			Roll:     objectiveRoll()},
		{ID: "deploy", Lines: "157, 173, 188-189", Title: "Deploy", Page: cites(secInitiative, secDeployment), Refs: []string{"initiative", "deployment"},
			Reminder: "First player sets up everything but Infiltrators and reserves, then the second player does.",
			Detail:   "Reserves (Deep Strike, Outflank, any unit held back) are set aside in view."},
		{ID: "infiltrators", Lines: "177, 750", Title: "Place Infiltrators", Page: secPostDeploy, Refs: []string{"infiltrator", "post-deployment"},
			Reminder: "Alternate one unit at a time, first player first; 12\"+ from enemy models, anywhere."},
		{ID: "scouts", Lines: "179, 778", Title: "Move Scouts", Page: secPostDeploy, Refs: []string{"scout", "post-deployment", "movement-phase"},
			Reminder: "First player moves all Scouts up to 12\", then the second player moves all theirs."},
	}
})

// chargeBars is what else stops a unit declaring a charge, as Charges
// lists it, for both players' Declare charges steps.
const chargeBars = "Nor a unit that is Pinned, out of cohesion or falling back, that arrived by Deep Strike or Outflank this turn, " +
	"or that disembarked this turn from a Transport without an Assault Ramp (a ruling: see Charges)."

var phases = lazy.Of(func() []ruleset.Phase {
	return []ruleset.Phase{
		{ID: "command", Name: "Command Phase", Page: secCommand, Steps: []ruleset.Step{
			{ID: "auras-end", Lines: "206, 216, 661", Title: "Auras end", Page: secCommand, Refs: []string{"auras"},
				Reminder: "All your Auras and True Auras end; they can be used again."},
			{ID: "night-fighting", Lines: "473", Title: "Night Fighting roll", Page: secEnd, Refs: []string{"end-phase", "night-rules"},
				When:     ruleset.Condition{FromRound: 8, ToRound: 8, Turn: ruleset.FirstTurn},
				Reminder: "The book rolls this with the round-7 roll that kept the game going: a further D6, on 4+ round 8 is fought at night.",
				Roll:     labelled("Night Fighting", d6Table(ruleset.RollRow{Min: 1, Max: 3, Text: "a normal round"}, ruleset.RollRow{Min: 4, Max: 6, Text: "Night Fighting this round"}))},
			{ID: "rally", Lines: "206, 217, 437, 446", Title: "Rally fleeing units", Page: secCommand, Refs: []string{"command-phase", "flee-and-pursue"},
				Reminder: "2D6 equal to or under the unit's best Ld: it rallies; otherwise it falls back its base M toward your edge now (a compulsory move).",
				Detail:   "Fearless units rally automatically. A unit that falls back off the table edge is destroyed. Slowed vehicles, Grav hits and crushing as it flees: see Command Phase.",
				When:     ruleset.Condition{Situation: "if you have fleeing units"}},
			{ID: "new-objectives", Lines: "208, 554", Title: "Refresh objectives", Page: cites(secCommand, secObjectives), Refs: []string{"d66-objectives"},
				Reminder: "Roll new objectives for completed ones; you may re-roll each objective once; duplicates are re-rolled freely.",
				Roll:     objectiveRoll()},
			{ID: "compulsory", Lines: "210, 733", Title: "Other compulsory moves and Heal", Page: secCommand, Refs: []string{"heal", "command-phase"},
				Reminder: "Make any other Command Phase effects: compulsory moves, Heal (1 wound)."},
		}},
		{ID: "movement", Name: "Movement Phase", Page: secMovement, Steps: []ruleset.Step{
			{ID: "move", Lines: "219-243, 489, 505, 737, 763, 792", Title: "Move units", Page: cites(secMovement, term("Pinning")), Refs: []string{"movement-phase", "cohesion", "dangerous-terrain", "pinning"},
				Reminder: "Each unit moves up to M: difficult costs double, dangerous tests, impassable blocks (Flyers ignore terrain); keep cohesion. Pinned units cannot move.",
				Detail:   "- Embark or disembark transports (not both in one phase).\n- Models locked in melee stay put, except that Hit and Run units may try to leave; Titanic models may leave it.\n- Infantry on bikes or steeds test for Dangerous Terrain in any terrain but Hills and Roads.\n- Roads, Aquatic, Jump, Hover, Grav hits and damaged vehicles change moves: see Movement Phase.\n- High Altitude flyers move at least 20\" and turn up to 90 degrees, only at the end.\n- No Advancing here: it is done in the Shooting Phase."},
			{ID: "pinned-recover", Lines: "764-768", Title: "Pinned units test", Page: term("Pinning"), Refs: []string{"pinning"},
				Reminder: "Each Pinned unit tests Ld: pass and it recovers (counts as having moved); fail and it stays Pinned.",
				When:     ruleset.Condition{Situation: "if you have Pinned units"}},
			{ID: "reserves", Lines: "229-231, 447, 697, 761", Title: "Arrivals from reserve", Page: cites(secMovement, secAssault, term("Outflank")), Refs: []string{"deep-strike", "outflank", "movement-phase", "flee-and-pursue"},
				When:     ruleset.Condition{FromRound: 2, Situation: "if you have units in reserve, or pursuers that left the table"},
				Reminder: "Deep Strike, Outflank (D6: 1-2 left, 3-4 enemy edge, 5-6 right) or walk on from your centre edge.",
				Detail:   "Pursuers that left the table chasing a fleeing unit must come back now, at the point where they left, as if Outflanking (no Outflank roll; no charge this turn).",
				Roll:     labelled("Outflank", d6Table(ruleset.RollRow{Min: 1, Max: 2, Text: "left side"}, ruleset.RollRow{Min: 3, Max: 4, Text: "middle of the enemy deployment edge"}, ruleset.RollRow{Min: 5, Max: 6, Text: "right side"}))},
		}},
		{ID: "psychic", Name: "Psychic Phase", Page: secPsychic, Steps: []ruleset.Step{
			{ID: "cast", Lines: "257-267, 763", Title: "Cast spells", Page: secPsychic, Refs: []string{"psychic-phase"},
				Reminder: "2D6 + Mastery at or above the Cast value; each 1 is a mortal wound; double 6 irresistible, double 1 fails. Pinned units cannot cast.",
				Detail:   "A psyker casts up to its Mastery Level in spells, each once a phase.\nThe enemy may Deny the Witch once per psychic unit within 18\" of the caster or its target, declared before the cast: 2D6 + Mastery at or above the cast."},
		}},
		{ID: "shooting", Name: "Shooting Phase", Page: secShooting, Steps: []ruleset.Step{
			{ID: "shoot-or-advance", Lines: "279-283, 493", Title: "Pick a unit: shoot or Advance", Page: secShooting, Refs: []string{"shooting-phase"},
				Reminder: "Advance 1D6\" (then no shooting or charging), or declare the target of every weapon before rolling.",
				Detail:   "Fleet, Interceptor, Grav hits and damaged vehicles change the Advance; in melee Infantry may fire Pistols and Monsters or Monstrous Infantry any weapon (at -1), and Swarms clog big guns: see Shooting Phase."},
			{ID: "resolve-shots", Lines: "283-287, 317, 339-341, 353, 367, 403", Title: "Hit, wound or penetrate, save", Page: cites(secShooting, secWound, secDefences), Refs: []string{"hit-rolls", "wound-table", "armour-penetration", "saves"},
				Reminder: "BS (modifiers capped at +1/-1, 1 fails); S against T or D6+S against armour (a natural 6 always glances); the defender picks one save.",
				Detail:   "- Snap Shots hit on 6s only (templates then roll snap dice: see Snap Shots).\n- Otherwise templates and Auto Hits roll no hit dice; special rules (Poisoned, Sniper, Destroyer, Armourbane and the like) change wound and penetration rolls: see their entries.\n- Only Assault, Pistol and Grenade weapons still allow a charge (Steady models aside).\n- The target may go to ground after the wound rolls.",
				Loop:     &ruleset.Loop{From: "shoot-or-advance", Label: "units"}},
			{ID: "pinning-tests", Lines: "705, 762", Title: "Pinning tests", Page: cites(term("Fearless"), term("Pinning")), Refs: []string{"pinning"},
				Reminder: "Units wounded by Pinning weapons test Ld minus those wounds (Fearless units pass); failing units are Pinned."},
		}},
		{ID: "assault", Name: "Assault Phase", Page: secAssault, Steps: []ruleset.Step{
			{ID: "declare-charges", Lines: "157, 206, 281, 403, 605, 659, 685, 697, 761, 763, 788", Title: "Declare charges", Page: cites(secAssault, term("Assault Ramp")), Refs: []string{"charges", "assault-ramp"},
				When:     ruleset.Condition{FromRound: 2, Turn: ruleset.FirstTurn},
				Reminder: "Declare every charge; not after Advancing or firing anything but Assault, Pistol or Grenade weapons (a Steady model's fire does not count).",
				Detail:   chargeBars},
			{ID: "declare-charges-second", Lines: "157, 206, 281, 403, 605, 659, 685, 697, 761, 763, 788", Title: "Declare charges", Page: cites(secAssault, term("Assault Ramp")), Refs: []string{"charges", "assault-ramp"},
				When:     ruleset.Condition{Turn: ruleset.SecondTurn},
				Reminder: "Declare every charge; not after Advancing or firing anything but Assault, Pistol or Grenade weapons (a Steady model's fire does not count).",
				Detail:   chargeBars},
			{ID: "overwatch", Lines: "319, 385, 405-409, 705", Title: "Overwatch", Page: secAssault, Refs: []string{"overwatch", "snap-shots"},
				Reminder: "Charged units snap fire (6s; Pistols 5s; templates roll their snap dice), one charger per weapon.",
				Detail:   "Pinning is tested at once (Fearless units pass); a charger that fails is Pinned and its charge fails."},
			{ID: "charge-moves", Lines: "409-411, 788", Title: "Charge moves", Page: secAssault, Refs: []string{"charges", "disorganized-charge"},
				Reminder: "In declared order: 2D6\" (Steady at most 8\"; Grav hits and damaged vehicles less: see Charges); short means no move. Then defenders close up to 3\"."},
			{ID: "challenge", Lines: "415-417", Title: "Pick a melee: challenges", Page: secAssault, Refs: []string{"challenges", "melee"},
				Reminder: "You may issue a challenge; if you do not, the opponent may. A refused challenge sends a character to sulk.",
				Detail:   "An Independent Character on its own neither challenges nor is challenged."},
			{ID: "fight", Lines: "419-427, 605, 693, 781", Title: "Fight", Page: cites(secAssault, term("Slow"), secTerrain), Refs: []string{"melee", "consolidation", "extra-attacks", "disorganized-charge"},
				Reminder: "3\" consolidation; chargers first (a Disorganized one without grenades: no charge bonus, Initiative 0), then Initiative; WS to hit, then wound or penetrate.",
				Detail:   "Slow weapons strike at Initiative 0. A unit with Counterattack counts as charging when charged, so it strikes together with its chargers."},
			{ID: "resolution", Lines: "435-437, 705", Title: "Combat resolution", Page: cites(secAssault, term("Fearless")), Refs: []string{"combat-resolution", "flee-and-pursue"},
				Reminder: "More wounds suffered loses; losers test Ld minus the margin (Fearless: Auto Wounds, no flight); pursuers decide, then flee and pursue 2D6\".",
				Detail:   "Excess wounds in a challenge and side damage such as explosions count; excess wounds on a unit already wiped out do not. Slowed vehicles and Grav hits flee shorter: see Flee and Pursue.",
				Loop:     &ruleset.Loop{From: "challenge", Label: "melees"}},
		}},
		{ID: "end", Name: "End Phase", Page: secEnd, Steps: []ruleset.Step{
			{ID: "cleanup", Lines: "467", Title: "Remove casualties", Page: secEnd, Refs: []string{"end-phase"},
				Reminder: "Take off destroyed models; check nothing was missed."},
			{ID: "score", Lines: "157, 467, 479, 556", Title: "Score objectives", Page: cites(secEnd, secObjectives), Refs: []string{"d66-objectives", "objectives"},
				When:     ruleset.Condition{FromRound: 2, Turn: ruleset.FirstTurn},
				Reminder: "Check each objective held: add the VP it scores."},
			{ID: "score-second", Lines: "157, 467, 479, 556", Title: "Score objectives", Page: cites(secEnd, secObjectives), Refs: []string{"d66-objectives", "objectives"},
				When:     ruleset.Condition{Turn: ruleset.SecondTurn},
				Reminder: "Check each objective held (the opponent may score too, but the first player scores nothing in battle round 1): add the VP it scores."},
		}},
	}
})
