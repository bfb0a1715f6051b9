package wh40k9

import "auspex/engine/ruleset"

// The checklist: the mission sequence (p. 24, with the set-up of p. 3 and
// p. 4 that the source carries), the battle round of seven phases (pp. 9-23)
// and the core Stratagems offered where they can be used. Steps that rest on
// the published booklet rather than the source carry the core9 origin.

// turn: the booklet's missions last five battle rounds.
var turn = ruleset.Turn{
	Sides:  []string{"First player", "Second player"},
	Rounds: 5,
	Order:  ruleset.PlayerTurns,
	Names:  ruleset.Names{Round: "Battle round", Turn: "turn"},
	Roster: roster,
	After:  after,
}

// roster: each side's units with their models left. The booklet the seed
// holds stops before the Morale phase, so no unit state is tracked.
var roster = &ruleset.Roster{Unit: "Unit", Count: "models", Max: 40, MaxCount: 30, Page: "4", Lines: "471-473, 479"}

// counters. Starting CP depend on the mission (the Core Book's battle sizes
// give 3 to 18), so both start at 0 and are set by hand in the set-up; the
// "1CP a battle round from other sources" limit belongs to matched play mission
// packs, not the booklet, so it is a reminder rather than an enforced limit.
// Most CP anyone can hold: 18 to start + 5 Command phases + gains from
// abilities, held under 30. VP: the 9th edition matched play missions score at
// most 100VP (primary, secondary and painted-army points together).
var counters = []ruleset.Counter{
	{ID: "cp", Label: "Command points", Unit: "CP", Min: 0, Max: 30, PerPlayer: true,
		Limits: "Auspex holds CP between 0 and 30; the starting CP of the largest Core Book battle size is 18"},
	{ID: "vp", Label: "Victory points", Unit: "VP", Min: 0, Max: 100, PerPlayer: true,
		Limits: "9th edition missions score at most 100VP"},
}

// The core Stratagems, each with its published cost.
var (
	commandReRoll = ruleset.Play{ID: "command-re-roll", Name: "Command Re-roll", Cost: 1, Counter: "cp", Who: ruleset.Either,
		Page: "9", Ref: "command-re-roll", Origin: "core9",
		Timing: "Right after one of your hit, wound, damage, Advance or charge rolls, saving throws, Psychic or Deny the Witch tests, or number-of-attacks rolls: roll it again."}
	emergencyDisembarkation = ruleset.Play{ID: "emergency-disembarkation", Name: "Emergency Disembarkation", Cost: 1, Counter: "cp", Who: ruleset.Either,
		Page: "12", Ref: "emergency-disembarkation", Origin: "core9",
		Timing: "When a Transport of yours is destroyed: its passengers set up wholly within 6\" instead of 3\", and each model that does is lost on a D6 of 1-3."}
	fireOverwatch = ruleset.Play{ID: "fire-overwatch", Name: "Fire Overwatch", Cost: 1, Counter: "cp", Who: ruleset.Opponent,
		Page: "19", Ref: "fire-overwatch", Origin: "core9",
		Timing: "After an enemy unit declares a charge against your unit: that unit shoots the charger, hitting only on unmodified 6s; once per turn."}
	counterOffensive = ruleset.Play{ID: "counter-offensive", Name: "Counter-offensive", Cost: 2, Counter: "cp", Who: ruleset.Either,
		Page: "22", Ref: "counter-offensive", Origin: "core9",
		Timing: "Right after an enemy unit has fought: one of your eligible units that has not fought fights next."}
	insaneBravery = ruleset.Play{ID: "insane-bravery", Name: "Insane Bravery", Cost: 2, Counter: "cp", Who: ruleset.Either,
		Page: "23", Ref: "insane-bravery", Origin: "core9",
		Timing: "Before a unit of yours takes a Morale test: it passes without rolling. Once per battle."}
)

// onceAPhase is the per-phase limit every Stratagem obeys, repeated where
// Stratagems are offered.
const onceAPhase = "No Stratagem can be used twice in the same phase."

// setup is the mission sequence before the battle.
var setup = []ruleset.Step{
	{ID: "select-mission", Title: "Select a mission", Page: "3", Lines: "427-435", Refs: []string{"army", "only-war"},
		Reminder: "Play Only War (p. 25) or pick a mission from a mission pack (open, matched or narrative play, in the Core Book).",
		Detail:   "The mission sets the army size, the battlefield, deployment, special rules and how to win."},
	{ID: "muster-armies", Title: "Muster armies", Page: "3", Lines: "439-467", Refs: []string{"army", "datasheets", "keywords"},
		Reminder: "Pick your army; its Power Level is the sum of its units' Power Ratings.",
		Detail: "The mission says how big each army should be. Below 15 Power in all, Kill Team may suit you better; above 300, Apocalypse. " +
			"Have a datasheet for every unit, and choose any bracketed keywords as units join the army, within what the datasheet's book allows."},
	{ID: "starting-cp", Title: "Set starting command points", Page: "9", Origin: "core9", Refs: []string{"command-points"},
		Reminder: "Set each player's CP to what the mission gives them.",
		Detail: "The Core Book's battle sizes give 3CP (Combat Patrol, up to 25 PL), 6CP (Incursion, up to 50 PL), " +
			"12CP (Strike Force, up to 100 PL) or 18CP (Onslaught, up to 150 PL)."},
	{ID: "read-briefing", Title: "Read the mission briefing", Page: "24", Origin: "core9", Refs: []string{"missions", "only-war"},
		Reminder: "Note the primary objectives (how VP are scored) and any mission rules."},
	{ID: "create-battlefield", Title: "Create the battlefield", Page: "4-5", Lines: "497-503, 535-537", Refs: []string{"battlefield", "benefit-of-cover"},
		Reminder: "Set up terrain, about one feature per 12\" by 12\" area (rounding up), unless the mission says otherwise; then objective markers as the mission says.",
		Detail:   "Agree what each terrain feature counts as before the battle, and where any wobbly model really stands (a spot it could physically occupy)."},
	{ID: "deploy-armies", Title: "Deploy armies", Page: "24", Origin: "core9", Refs: []string{"missions", "reinforcements", "transports", "army"},
		Reminder: "Take turns setting up units wholly within your deployment zone, as the mission's map shows.",
		Detail:   "Decide which units start embarked in Transports and which start off the battlefield as Reinforcements. No model is set up within Engagement Range of an enemy."},
	{ID: "first-turn", Title: "Determine first turn", Page: "24", Origin: "core9", Refs: []string{"missions", "roll-offs"},
		Reminder: "As the mission says (Only War: roll off; the winner chooses who goes first)."},
	{ID: "pre-battle", Title: "Resolve pre-battle abilities", Page: "24", Origin: "core9", Refs: []string{"missions", "sequencing"},
		Reminder: "Abilities used before the battle (redeployments, scout moves); roll off for their order if both players have some."},
}

// after is what happens once the battle ends.
var after = []ruleset.Step{
	{ID: "end-battle", Title: "End the battle", Page: "24-25", Origin: "core9", Refs: []string{"missions", "only-war", "reinforcements"},
		Reminder: "The battle ends as the mission says (Only War: after battle round 5, or when one army has no models left).",
		Detail:   "Units still waiting off the battlefield as Reinforcements count as destroyed."},
	{ID: "determine-victor", Title: "Determine the victor", Page: "24-25", Origin: "core9", Refs: []string{"missions", "only-war"},
		Reminder: "Apply the mission's victory conditions: usually the player with the most VP wins."},
}

// phases is one player's turn: seven phases (p. 9).
var phases = []ruleset.Phase{
	{ID: "command", Name: "Command phase", Page: "9", Steps: []ruleset.Step{
		{ID: "gain-cp", Title: "Gain command points", Page: "9", Origin: "core9", Refs: []string{"command-phase", "command-points"},
			Reminder: "You gain 1CP.",
			Detail: "Matched play mission packs (not the core rules) add: besides this, no player gains more than 1CP per battle round from other rules. " +
				onceAPhase,
			Effects: []ruleset.Effect{{Counter: "cp", Delta: 1, Who: ruleset.Active}}},
		{ID: "command-rules", Title: "Command phase rules and scoring", Page: "9", Origin: "core9", Refs: []string{"command-phase", "missions"},
			Reminder: "Use Command phase abilities and Stratagems; score the mission's objectives if it scores now.",
			Detail:   "An objective marker is in range within 3\" horizontally and 5\" vertically; more models in range than the enemy controls it."},
	}},
	{ID: "movement", Name: "Movement phase", Page: "10-13", Steps: []ruleset.Step{
		{ID: "move-units", Title: "Move units", Page: "10", Lines: "35-125, 493", Refs: []string{"movement-phase", "normal-move", "advance", "fall-back", "remain-stationary", "transports", "aircraft"},
			Reminder: "One unit at a time: Normal Move (M\"), Advance (M+D6\") or Remain Stationary; from Engagement Range, Fall Back or stay.",
			Detail: "- Units disembark before their Transport moves (Transports, 9th core rules).\n" +
				"- Normal Move and Advance never end or pass within Engagement Range of enemy models.\n" +
				"- Advanced: no shooting (Assault weapons aside, 9th core rules) and no charge this turn.\n" +
				"- Fell Back: no shooting or psychic powers (Titanic aside) and no charge this turn.\n" +
				"- Every move ends in unit coherency.\n" +
				"- Stratagems (9th core rules): " + onceAPhase,
			Plays: []ruleset.Play{commandReRoll}},
		{ID: "reinforcements", Title: "Reinforcements", Page: "11", Origin: "core9", Refs: []string{"reinforcements"},
			When:     ruleset.Condition{Situation: "if you have units off the battlefield"},
			Reminder: "Set up arriving units as their rules say, most more than 9\" from every enemy model.",
			Detail:   "They count as having moved (Heavy weapons of Infantry at -1) but can shoot, charge and fight this turn."},
	}},
	{ID: "psychic", Name: "Psychic phase", Page: "14", Steps: []ruleset.Step{
		{ID: "manifest", Title: "Manifest psychic powers", Page: "14", Origin: "core9", Refs: []string{"psychic-phase", "psychic-tests", "smite", "perils-of-the-warp"},
			When:     ruleset.Condition{Situation: "if you have Psyker units"},
			Reminder: "Pick a Psyker and a power; Psychic test 2D6 against its warp charge. Double 1 or 6: Perils of the Warp.",
			Detail: "- Smite: warp charge 5, +1 per earlier Smite attempt by your army this phase; D3 mortal wounds to the closest visible enemy within 18\" (you pick among equidistant ones), D6 on 11+.\n" +
				"- Perils: D3 mortal wounds to the Psyker's unit; if it dies, the power fails and every other unit within 6\" suffers D3 mortal wounds.\n" +
				"- Each power once per battle round for your whole army, except Smite, which each Psyker unit can attempt once; each Psyker unit is picked once and makes all its attempts then.\n" +
				"- A Psyker unit that Fell Back this turn cannot manifest powers (Titanic aside).",
			Plays: []ruleset.Play{commandReRoll}},
		{ID: "deny", Title: "Deny the Witch", Page: "14", Origin: "core9", Refs: []string{"deny-the-witch"},
			When:     ruleset.Condition{Situation: "if the opponent has a Psyker within 24\""},
			Reminder: "The opponent may roll 2D6 with a Psyker within 24\": beating the Psychic test's total denies the power.",
			Plays:    []ruleset.Play{commandReRoll}},
	}},
	{ID: "shooting", Name: "Shooting phase", Page: "15-17", Steps: []ruleset.Step{
		{ID: "select-shooter", Title: "Pick a unit to shoot", Page: "15-16", Lines: "85-109, 143-149, 185-195, 289-351", Refs: []string{"shooting-phase", "locked-in-combat", "big-guns-never-tire", "pistol"},
			Reminder: "An eligible unit: not Advanced (Assault weapons aside, 9th core rules), not Fallen Back (Titanic aside), not in Engagement Range.",
			Detail:   "In Engagement Range only Pistols (9th core rules) and Vehicles or Monsters (Big Guns Never Tire: Heavy weapons at -1 to hit) shoot, at the enemy they are engaged with. Each unit shoots once."},
		{ID: "select-targets", Title: "Select targets", Page: "15-16", Lines: "101-105, 155-167, 213-227, 283, 309-389", Refs: []string{"select-targets", "look-out-sir", "ranged-weapon-types", "blast", "big-guns-never-tire"},
			Reminder: "Declare each weapon's target and profile first: visible enemies in range, not engaged with your army (except by a Vehicle or Monster engaged with them).",
			Detail: "All attacks of one weapon go at the same target unit. " +
				"Look Out, Sir: a Character with W 9 or less within 3\" of a friendly Vehicle, Monster or 3+ model unit can only be picked if visible and closest (ignore other such Characters when finding the closest)."},
		{ID: "ranged-attacks", Title: "Resolve ranged attacks", Page: "16-18", Origin: "core9", Lines: "369-379", Refs: []string{"number-of-attacks", "making-attacks", "hit-roll", "wound-roll", "saving-throws", "damage"},
			Reminder: "Hit, wound, allocate, save, damage: one target, and one weapon profile, at a time.",
			Detail: "Rapid Fire doubles within half range; Blast: at least 3 attacks against 6-10 models, the maximum against 11+. " +
				"Hit and wound modifiers are held to +1/-1. " + onceAPhase,
			Plays: []ruleset.Play{commandReRoll, emergencyDisembarkation}},
	}},
	{ID: "charge", Name: "Charge phase", Page: "19-20", Steps: []ruleset.Step{
		{ID: "declare-charge", Title: "Declare a charge", Page: "19", Origin: "core9", Refs: []string{"charge-phase", "fire-overwatch"},
			Reminder: "A unit within 12\" of the enemy that did not Advance or Fall Back declares its targets (all within 12\").",
			Detail:   "Not from Engagement Range, not an Aircraft. The targets may answer with Fire Overwatch (1CP, once per turn).",
			Plays:    []ruleset.Play{fireOverwatch}},
		{ID: "charge-roll", Title: "Charge roll and move", Page: "19", Origin: "core9", Refs: []string{"charge-phase"},
			Reminder: "Roll 2D6\": end within Engagement Range of every target, of no other enemy, in coherency; or stay put.",
			Detail:   "Each model ends closer to a target, in base contact if it can. Then the next charge.",
			Plays:    []ruleset.Play{commandReRoll}},
		{ID: "heroic-interventions", Title: "Heroic Interventions", Page: "20", Origin: "core9", Refs: []string{"heroic-interventions"},
			Reminder: "Once all charges are done: the opponent's Characters within 3\" of your units may move up to 3\" towards the closest enemy model."},
	}},
	{ID: "fight", Name: "Fight phase", Page: "21-22", Steps: []ruleset.Step{
		{ID: "fights-first", Title: "Chargers fight first", Page: "21", Origin: "core9", Refs: []string{"fight-phase", "pile-in", "melee-attacks", "consolidate"},
			Reminder: "Units that charged this turn (and units that fight first) fight: pile in 3\", attack, consolidate 3\".",
			Detail:   "Models within Engagement Range, or within 1/2\" of a unit-mate within 1/2\" of the enemy, make their A attacks. " + onceAPhase,
			Plays:    []ruleset.Play{commandReRoll, counterOffensive, emergencyDisembarkation}},
		{ID: "remaining-combats", Title: "Remaining combats", Page: "21-22", Origin: "core9", Refs: []string{"fight-phase", "counter-offensive"},
			Reminder: "Alternate picking eligible units to fight, the player whose turn it is not first, until none is left.",
			Detail:   "Eligible: in Engagement Range of an enemy unit and not yet fought this phase.",
			Plays:    []ruleset.Play{commandReRoll, counterOffensive, emergencyDisembarkation}},
	}},
	{ID: "morale", Name: "Morale phase", Page: "23", Steps: []ruleset.Step{
		{ID: "morale-tests", Title: "Morale tests", Page: "23", Origin: "core9", Refs: []string{"morale-phase", "insane-bravery"},
			When:     ruleset.Condition{Situation: "for units (of both armies) that lost models this turn"},
			Reminder: "D6 + models lost this turn: above the unit's best Ld, one model flees, then Combat Attrition. An unmodified 1 always passes.",
			Detail:   "Combat Attrition: a D6 per remaining model, each 1 flees (1-2 if below half-strength).",
			Plays:    []ruleset.Play{insaneBravery}},
		{ID: "coherency-checks", Title: "Unit coherency checks", Page: "23", Origin: "core9", Refs: []string{"unit-coherency"},
			Reminder: "Both players remove models from units out of coherency until one coherent group is left.",
			Detail:   "Coherency: 2\" horizontally and 5\" vertically of one other model, or of two others while the unit has 6 or more models."},
	}},
}
