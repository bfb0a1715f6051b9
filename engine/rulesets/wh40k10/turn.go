package wh40k10

import "auspex/engine/ruleset"

// The checklist: the mission sequence (p. 57, with the Only War mission of
// pp. 59-60, the one mission in the Core Rules), the battle round (pp. 10-36)
// and the core Stratagems offered where they can be used (pp. 41-42).

// turn is the shape of a battle: Only War ends after the fifth battle round
// at the latest (p. 60).
var turn = ruleset.Turn{
	Sides:  []string{"First player", "Second player"},
	Rounds: 5,
	Order:  ruleset.PlayerTurns,
	Names:  ruleset.Names{Round: "Battle round", Turn: "turn"},
	Roster: roster,
	After:  after,
}

// roster: each side's units with their models left (a unit is destroyed
// with its last model), and the two states the Command phase turns on,
// set by hand: Below Half-strength (against the Starting Strength, or a
// lone model's wounds, which the roster does not count) and Battle-shocked
// (until the start of its side's next Command phase). MaxCount 30 is our
// bound, above the units players field.
var roster = &ruleset.Roster{
	Unit: "Unit", Count: "models", Max: 40, MaxCount: 30, Page: "5, 12", Lines: "178-180, 809-811, 826-829",
	Flags: []ruleset.Flag{
		{ID: "below-half", Label: "Below Half-strength", Page: "12", Lines: "813-824"},
		{ID: "battle-shocked", Label: "Battle-shocked", Page: "11", Lines: "751-765"},
	},
}

// objectives is every phase's closing reminder: control is settled at the
// end of each phase (p. 58), so also at the end of each turn.
const objectives = "As this phase ends, settle who controls each objective marker (higher total OC in range, Battle-shocked models counting 0; equal is contested)."

// counters: no starting CP is given in the Core Rules, so both start at 0.
// CP: every player gains 1CP in each Command phase (two per battle round) and
// at most 1CP more per battle round from anything else (p. 11), so no player
// can hold more than 3 x 5 = 15CP. VP: Only War's one source is its
// progressive objective, at most 3VP a turn from battle round 2 (p. 59): 4
// turns x 3VP = 12VP.
var counters = []ruleset.Counter{
	{ID: "cp", Label: "Command points", Unit: "CP", Min: 0, Max: 15, PerPlayer: true, RoundGain: 1,
		Limits: "besides the 1CP each Command phase, a player gains at most 1CP per battle round, p. 11"},
	{ID: "vp", Label: "Victory points", Unit: "VP", Min: 0, Max: 12, PerPlayer: true, TurnGain: 3,
		Limits: "Only War scores at most 3VP a turn, from battle round 2, p. 59"},
}

// The core Stratagems (pp. 41-42), each with its cost and when it is used.
var (
	commandReRoll = ruleset.Play{ID: "command-re-roll", Lines: "3145-3159, 640-643, 759-765", Name: "Command Re-roll", Cost: 1, Counter: "cp", Who: ruleset.Either, Page: "41", Ref: "command-re-roll",
		Timing: "Any phase, right after one of your Hit, Wound, Damage, Advance or Charge rolls, saving throws, Desperate Escape or Hazardous tests, or rolls for the number of attacks: roll it again (never for a Battle-shocked unit, nor a dice already re-rolled)."}
	counterOffensive = ruleset.Play{ID: "counter-offensive", Lines: "3161-3175, 3193-3195, 759-765", Name: "Counter-offensive", Cost: 2, Counter: "cp", Who: ruleset.Either, Page: "41", Ref: "counter-offensive",
		Timing: "Fight phase, once an enemy unit has fought: one of your units in Engagement Range, not Battle-shocked, that has not yet been picked to fight goes next."}
	epicChallenge = ruleset.Play{ID: "epic-challenge", Lines: "3177-3191, 759-765", Name: "Epic Challenge", Cost: 1, Counter: "cp", Who: ruleset.Either, Page: "41", Ref: "epic-challenge",
		Timing: "Fight phase, as your Character unit (not Battle-shocked) in Engagement Range of an Attached unit is picked to fight: one Character model's melee attacks gain [PRECISION] for the phase."}
	insaneBravery = ruleset.Play{ID: "insane-bravery", Lines: "3216-3232", Name: "Insane Bravery", Cost: 1, Counter: "cp", Who: ruleset.Active, Page: "42", Ref: "insane-bravery",
		Timing: "Your Battle-shock step, right after one of your units fails its test: count the test as passed."}
	grenade = ruleset.Play{ID: "grenade", Lines: "3234-3250, 759-765", Name: "Grenade", Cost: 1, Counter: "cp", Who: ruleset.Active, Page: "42", Ref: "grenade",
		Timing: "Your Shooting phase: a Grenades unit that has not shot, is not Battle-shocked and is out of Engagement Range picks a visible enemy unit within 8\" (and out of Engagement Range); six D6, 1 mortal wound per 4+."}
	tankShock = ruleset.Play{ID: "tank-shock", Lines: "3252-3270, 759-765", Name: "Tank Shock", Cost: 1, Counter: "cp", Who: ruleset.Active, Page: "42", Ref: "tank-shock",
		Timing: "Your Charge phase, for a Vehicle unit that is not Battle-shocked: after its Charge move, roll D6 equal to a melee weapon's Strength (two more if it beats the target's Toughness); 5+: 1 mortal wound, 6 at most."}
	rapidIngress = ruleset.Play{ID: "rapid-ingress", Lines: "3272-3289, 759-765", Name: "Rapid Ingress", Cost: 1, Counter: "cp", Who: ruleset.Opponent, Page: "42", Ref: "rapid-ingress",
		Timing: "End of the opponent's Movement phase: one of your Reserves units (not Battle-shocked) arrives as in your own Reinforcements step, but never in a battle round it could not normally arrive in."}
	fireOverwatch = ruleset.Play{ID: "fire-overwatch", Lines: "3291-3313, 759-765", Name: "Fire Overwatch", Cost: 1, Counter: "cp", Who: ruleset.Opponent, Page: "42", Ref: "fire-overwatch",
		Timing: "Opponent's Movement or Charge phase, when an enemy unit is set up or starts or ends a move: a unit within 24\" that could shoot in your own Shooting phase (not Battle-shocked) shoots it, hitting only on unmodified 6s; once per turn."}
	goToGround = ruleset.Play{ID: "go-to-ground", Lines: "3315-3330, 759-765", Name: "Go to Ground", Cost: 1, Counter: "cp", Who: ruleset.Opponent, Page: "42", Ref: "go-to-ground",
		Timing: "Opponent's Shooting phase, once an enemy unit has picked its targets: your targeted Infantry unit (not Battle-shocked) gets a 6+ invulnerable save and the Benefit of Cover for the phase."}
	smokescreen = ruleset.Play{ID: "smokescreen", Lines: "3332-3347, 759-765", Name: "Smokescreen", Cost: 1, Counter: "cp", Who: ruleset.Opponent, Page: "42", Ref: "smokescreen",
		Timing: "Opponent's Shooting phase, once an enemy unit has picked its targets: your targeted Smoke unit (not Battle-shocked) gets the Benefit of Cover and Stealth for the phase."}
	heroicIntervention = ruleset.Play{ID: "heroic-intervention", Lines: "3349-3370, 3386, 759-765", Name: "Heroic Intervention", Cost: 2, Counter: "cp", Who: ruleset.Opponent, Page: "42", Ref: "heroic-intervention",
		Timing: "Opponent's Charge phase, once an enemy unit ends a Charge move: a unit of yours within 6\" that could charge it (not Battle-shocked; Vehicles only if Walkers) does so, with no Charge bonus."}
)

// setup is the mission sequence before the battle.
var setup = []ruleset.Step{
	{ID: "muster-armies", Lines: "4158-4169, 4431-4435", Title: "Muster armies", Page: "57, 59", Refs: []string{"muster-your-army", "battle-size"},
		Reminder: "Agree a battle size and pick each army within its points limit (pp. 55-56).",
		Detail:   "Only War is made for the Incursion, Strike Force and Onslaught battle sizes."},
	{ID: "mission-objectives", Lines: "4173-4183, 4437-4447", Title: "Read the mission objectives", Page: "57, 59", Refs: []string{"mission-sequence", "only-war"},
		Reminder: "Only War: from battle round 2, score VP for objectives held at the end of your Command phase.",
		Detail:   "Each objective marker you control then scores 1VP, and a turn scores at most 3VP."},
	{ID: "create-battlefield", Lines: "4187-4212, 4449-4470", Title: "Create the battlefield", Page: "57, 59", Refs: []string{"terrain-features", "example-battlefields", "objective-markers"},
		Reminder: "Set up terrain (pp. 49-52), then take turns placing the four objective markers.",
		Detail: "Only War's table is at least 44\" x 60\" for Incursion and Strike Force, 44\" x 90\" for Onslaught. " +
			"The winner of a roll-off places the first objective marker; none goes within 6\" of a battlefield edge or within 9\" of another marker."},
	{ID: "attacker-defender", Lines: "4216-4222, 4472-4476", Title: "Determine Attacker and Defender", Page: "57, 59", Refs: []string{"mission-sequence", "battle-formations"},
		Reminder: "Roll off: the winner is the Attacker, the other player the Defender."},
	{ID: "battle-formations", Lines: "4226-4252, 4478-4497, 3855-3864, 3909-3923, 3404-3441", Title: "Declare battle formations", Page: "57, 59, 43, 53", Refs: []string{"battle-formations", "strategic-reserves", "leader", "deep-strike", "hover", "aircraft"},
		Reminder: "Both players write down attached Leaders, embarked units and units in Reserves, then reveal them.",
		Detail: "First, declare which models with Hover are in Hover mode. Aircraft not in Hover mode must start in Reserves, " +
			"and count as Strategic Reserves once the battle begins. " +
			"Strategic Reserves may hold at most 25% of the battle size's points: 250 (Incursion), 500 (Strike Force), 750 (Onslaught), counting units embarked in them; Aircraft are not counted (a ruling: see Strategic Reserves); " +
			"Fortifications never go there (p. 43)."},
	{ID: "deploy-armies", Lines: "4256-4266, 4498-4513, 3056-3065, 3855-3858, 4128-4135", Title: "Deploy armies", Page: "57, 60, 39, 53, 55-56", Refs: []string{"deployment-abilities", "infiltrators", "aircraft", "muster-your-army"},
		Reminder: "From the Attacker, take turns setting up one unit at a time wholly inside your own deployment zone.",
		Detail: "Infiltrators units may instead set up anywhere more than 9\" horizontally from the enemy deployment zone and every enemy model. " +
			"If both players have units that set up after the armies are deployed, roll off; the winner starts and they take turns. " +
			"Not set up now: units declared in Reserves, so every Aircraft not in Hover mode (see Aircraft), and a Dedicated Transport with no unit embarked, " +
			"which is never deployed and counts as destroyed in the first battle round (see Muster Your Army)."},
	{ID: "first-turn", Lines: "4270-4276, 4515-4517", Title: "Determine first turn", Page: "57, 60", Refs: []string{"mission-sequence"},
		Reminder: "Roll off again: the winner takes the first turn of every battle round."},
	{ID: "pre-battle-rules", Lines: "4280-4287, 4519-4521", Title: "Resolve pre-battle rules", Page: "57, 60", Refs: []string{"mission-sequence"},
		Reminder: "Take turns resolving pre-battle rules, starting with the player who goes first."},
	{ID: "begin-battle", Lines: "4291-4296, 4523-4525, 3025-3054", Title: "Begin the battle", Page: "57, 39", Refs: []string{"scouts"},
		Reminder: "The first battle round starts: first make any Scouts moves, the first player's before the other's.",
		Detail:   "A Scouts move is a Normal move of up to its x\" that must end more than 9\" horizontally from every enemy model."},
}

// after is what happens once the battle ends.
var after = []ruleset.Step{
	{ID: "end-battle", Lines: "4300-4309, 4527-4530, 1087-1092", Title: "End the battle", Page: "57, 60, 16", Refs: []string{"end-of-battle", "reinforcements"},
		Reminder: "Only War ends once the fifth battle round is over, or as soon as one army is wholly destroyed.",
		Detail:   "Any Reserves unit still off the battlefield now counts as destroyed."},
	{ID: "determine-victor", Lines: "4313-4320, 4532-4537, 1087-1092", Title: "Determine the victor", Page: "57, 60, 16", Refs: []string{"end-of-battle", "only-war", "reinforcements"},
		Reminder: "A player whose army survives one that was destroyed wins; otherwise the most VP wins, and equal VP is a draw.",
		Detail:   "Reserves units never set up count as destroyed, so an army with nothing else left counts as destroyed (see End of Battle)."},
}

// phases is one player's turn. Next stops at the steps that are the
// substance of a phase (a phase's first step; in the Shooting phase, targets
// and attacks; in the Fight phase, the attacks and the remaining combats):
// ten a turn. The others are folded under the stop before them (Step.Fold),
// listed there with their Stratagems, one tap to open: the situational ones
// (Battle-shock, Reserves, Hazardous tests) and the moves a unit makes
// around its attacks (pile in, consolidate, the charge move).
var phases = []ruleset.Phase{
	{ID: "command", Name: "Command phase", Page: "11-12", Closing: objectives, ClosingPage: "11, 58", ClosingLines: "4352-4366, 759-761", Steps: []ruleset.Step{
		{ID: "command-step", Lines: "738-806", Title: "Command", Page: "11", Refs: []string{"command-phase", "command-points"},
			Reminder: "Both players gain 1CP first; then resolve your other Command phase rules.",
			Detail:   "Apart from this gain, no player can gain more than 1CP per battle round, whatever the source.",
			Effects:  []ruleset.Effect{{Counter: "cp", Delta: 1, Who: ruleset.Both}}},
		{ID: "battle-shock", Fold: true, Lines: "751-779, 959-968", Title: "Battle-shock", Page: "11-12", Refs: []string{"battle-shock", "starting-strength", "leadership-tests"},
			When:     ruleset.Condition{Situation: "for your units Below Half-strength"},
			Reminder: "Test each of your units Below Half-strength: 2D6 at least its best Leadership passes.",
			Detail: "A unit that fails is Battle-shocked until your next Command phase starts: its models have OC 0, " +
				"you cannot use Stratagems on it (Insane Bravery aside), and it takes Desperate Escape tests for every model when it Falls Back.",
			Plays: []ruleset.Play{insaneBravery}},
		{ID: "score-objectives", Fold: true, Lines: "4439-4447, 4345-4366, 759-761", Title: "Score objectives (Only War)", Page: "58-59", Refs: []string{"objective-markers", "only-war"},
			When:     ruleset.Condition{FromRound: 2},
			Reminder: "End of your Command phase: 1VP for each objective marker you control, 3VP a turn at most.",
			Detail: "A model is in range of a marker within 3\" horizontally and 5\" vertically; the player with the higher total OC " +
				"in range controls it (Battle-shocked models count 0), and equal totals leave it contested (p. 58)."},
	}},
	{ID: "movement", Name: "Movement phase", Page: "13-16", Closing: objectives, ClosingPage: "11, 58", ClosingLines: "4352-4366, 759-761", Steps: []ruleset.Step{
		{ID: "move-units", Lines: "864-987, 1035-1043, 1181-1187, 1913-1925, 3866-3871, 3924-3945, 225-228, 3980-3988", Title: "Move units", Page: "13-15, 17, 53-54, 7", Refs: []string{"movement-phase", "normal-move", "advance-move", "fall-back-move", "remain-stationary", "desperate-escape", "moving-over-terrain", "flying", "aircraft", "transports", "engagement-range"},
			Reminder: "One unit at a time: Normal move, Advance or Remain Stationary; in Engagement Range, Fall Back or stay (Aircraft aside: see Aircraft).",
			Detail: "- Normal move: up to M\", never into Engagement Range of an enemy (Fly models and moves past Aircraft may cross it, not end in it).\n" +
				"- Advance: up to M+D6\", never into Engagement Range (Fly and Aircraft as for a Normal move); no shooting (Assault weapons aside) or charging this turn.\n" +
				"- Fall Back: up to M\", ending out of Engagement Range; no shooting or charging this turn. " +
				"A model crossing enemy models (unless Titanic or able to Fly) takes a Desperate Escape test first, and a Battle-shocked unit tests every model: each 1-2 destroys one model.\n" +
				"- Remain Stationary: none of its models moves this phase (a unit that disembarked before its Transport moved cannot choose it).\n" +
				"- Aircraft: an Aircraft model only ever makes a Normal move, even from Engagement Range, and that move may end within it (a ruling: see Engagement Range); a unit whose only enemies in Engagement Range are Aircraft may still make a Normal move or Advance (see Aircraft).",
			Plays: []ruleset.Play{fireOverwatch, commandReRoll}},
		{ID: "reinforcements", Fold: true, Lines: "1087-1127, 3011-3023, 3886-3889", Title: "Reinforcements", Page: "16, 39, 53", Refs: []string{"reinforcements", "deep-strike", "aircraft"},
			When:     ruleset.Condition{Situation: "if you have Reserves units"},
			Reminder: "Set up Reserves units one at a time; each counts as having made a Normal move.",
			Detail: "Distances from enemy models are measured horizontally. Deep Strike units arrive anywhere more than 9\" horizontally " +
				"from every enemy model (p. 39). Units set up now can still shoot, charge and fight this turn. " +
				"Strategic Reserves cannot arrive in the first battle round; Rapid Ingress (below) brings a Reserves unit in at the end of your opponent's Movement phase. " +
				"An Aircraft that went back into Strategic Reserves must arrive in your next turn (see Aircraft).",
			Plays: []ruleset.Play{fireOverwatch, rapidIngress}},
		{ID: "strategic-reserves-round-2", Fold: true, Lines: "3443-3485, 3886-3889", Title: "Strategic Reserves (second battle round)", Page: "43, 53", Refs: []string{"strategic-reserves", "aircraft"},
			When:     ruleset.Condition{FromRound: 2, ToRound: 2, Situation: "if you have Strategic Reserves"},
			Reminder: "Arrive wholly within 6\" of a battlefield edge, no model in the enemy deployment zone.",
			Detail:   "Strategic Reserves cannot arrive in the first battle round, and never within 9\" horizontally of an enemy model. Aircraft held in Strategic Reserves must come on in your next turn (see Aircraft).",
			Plays:    []ruleset.Play{fireOverwatch, rapidIngress}},
		{ID: "strategic-reserves", Fold: true, Lines: "3443-3485, 3886-3889", Title: "Strategic Reserves (third battle round on)", Page: "43, 53", Refs: []string{"strategic-reserves", "battle-round", "aircraft"},
			When:     ruleset.Condition{FromRound: 3, Situation: "if you have Strategic Reserves"},
			Reminder: "Arrive wholly within 6\" of any battlefield edge, more than 9\" horizontally from every enemy model.",
			Detail:   "An Aircraft that went back into Strategic Reserves must arrive in your next turn (see Aircraft).",
			Plays:    []ruleset.Play{fireOverwatch, rapidIngress}},
	}},
	{ID: "shooting", Name: "Shooting phase", Page: "19-23", Closing: objectives, ClosingPage: "11, 58", ClosingLines: "4352-4366, 759-761", Steps: []ruleset.Step{
		{ID: "select-shooter", Lines: "1333-1342, 1446-1522, 1913-1925, 1964-1990, 2091-2095", Title: "Pick a unit to shoot", Page: "19-20, 25-26", Refs: []string{"shooting-phase", "locked-in-combat", "big-guns-never-tire", "assault", "pistol"},
			Reminder: "Units that Advanced or Fell Back cannot shoot, nor units in Engagement Range; each unit shoots once.",
			Detail:   "Exceptions: Assault weapons after an Advance, Pistols in Engagement Range (never Blast ones), and Monsters and Vehicles (Big Guns Never Tire).",
			Plays:    []ruleset.Play{grenade}},
		{ID: "select-targets", Lines: "1344-1376, 1446-1452, 1409-1411, 1489-1497, 2029-2042, 1964-1990, 2092-2095", Title: "Select targets", Page: "19-20, 25-26", Refs: []string{"select-targets", "visibility", "big-guns-never-tire", "lone-operative", "indirect-fire"},
			Reminder: "Each weapon picks a visible enemy unit in range that is not in Engagement Range of your army.",
			Detail: "Exceptions: an enemy Monster or Vehicle may be picked even in Engagement Range of your army (Big Guns Never Tire: -1 to hit except with Pistols, never with Blast); " +
				"a unit in Engagement Range firing Pistols picks only a unit it is engaged with, and a model (Monsters and Vehicles aside) fires its Pistols or its other ranged weapons, not both; " +
				"Indirect Fire weapons may pick a target none of whose models is visible (then -1 to hit, and the target has the Benefit of Cover); " +
				"a Lone Operative not in an Attached unit can only be picked by an attacking model within 12\".",
			Plays: []ruleset.Play{goToGround, smokescreen}},
		{ID: "ranged-attacks", Lines: "1412-1444, 1589-1610", Title: "Make ranged attacks", Page: "20-23", Refs: []string{"making-attacks", "hit-roll", "wound-roll", "allocate-attack", "saving-throw", "inflict-damage", "shooting-phase"},
			Reminder: "Hit, wound, allocate, save, damage; finish one target and one weapon profile before the next.",
			Plays:    []ruleset.Play{commandReRoll}},
		{ID: "hazardous-shooting", Fold: true, Lines: "2166-2201", Title: "Hazardous tests", Page: "28", Refs: []string{"hazardous"},
			When:     ruleset.Condition{Situation: "if the unit shot with Hazardous weapons"},
			Reminder: "Once the unit has made all its attacks: one D6 per Hazardous weapon it fired; each 1 fails.",
			Detail:   "Each failed test destroys one model carrying a Hazardous weapon, picked by its owner; a Character, Monster or Vehicle takes 3 mortal wounds instead.",
			Plays:    []ruleset.Play{commandReRoll},
			Loop:     &ruleset.Loop{From: "select-shooter", Label: "units shot"}},
	}},
	{ID: "charge", Name: "Charge phase", Page: "29", Closing: objectives, ClosingPage: "11, 58", ClosingLines: "4352-4366, 759-761", Steps: []ruleset.Step{
		{ID: "declare-charge", Lines: "2282-2301, 3949-3955, 1189-1194, 1254-1259", Title: "Declare a charge", Page: "29, 17-18", Refs: []string{"charge-phase", "disembark", "destroyed-transports"},
			Reminder: "Pick a unit within 12\" of the enemy, then its targets within 12\"; they need not be visible. Only a unit that can Fly may target an Aircraft.",
			Detail: "A unit cannot charge if it Advanced or Fell Back this turn, is in Engagement Range, or is an Aircraft; " +
				"nor if it disembarked this turn from a Transport that had made a Normal move, or from a destroyed Transport (see Disembark, Destroyed Transports).",
			Plays: []ruleset.Play{tankShock}},
		{ID: "charge-move", Fold: true, Lines: "2297-2339, 2369-2378, 2381-2408, 3367-3370, 3565-3572, 3932-3938", Title: "Charge roll and move", Page: "29-31, 42, 45, 54", Refs: []string{"charge-move", "charge-bonus", "charge-phase"},
			Reminder: "Roll 2D6\": reach Engagement Range of every target, of no other enemy, in coherency, or the charge fails.",
			Detail: "Each model moves up to the roll, ends closer to a target and in base-to-base contact if it can. " +
				"Across a Barricade, ending as close to it as possible and within 2\" of an enemy unit within 1\" of it is enough, and any model may pass through the Engagement Range of enemy Aircraft. " +
				"Terrain is crossed as in any move (see Moving over Terrain: Ruins, Barricades, Debris, Hills; Fly models measure through the air). " +
				"A unit that made a Charge move has Fights First until the end of the turn (not after Heroic Intervention). Repeat for the next unit.",
			Plays: []ruleset.Play{fireOverwatch, heroicIntervention, commandReRoll}},
	}},
	{ID: "fight", Name: "Fight phase", Page: "32-35", Closing: objectives, ClosingPage: "11, 58", ClosingLines: "4352-4366, 759-761", Steps: []ruleset.Step{
		{ID: "fights-first", Lines: "2447-2519, 3574-3577, 3957-3961", Title: "Fights First", Page: "32, 45, 54", Refs: []string{"fight-phase", "fights-first"},
			Reminder: "Units with Fights First (in every model; chargers too, Heroic Intervention aside) fight; players alternate, the opponent picks first.",
			Detail: "A unit is eligible if it is in Engagement Range or made a Charge move this turn (an Aircraft only against units that can Fly; across a Barricade, an enemy within 2\" counts); no unit fights twice, " +
				"and nobody may pass while they have an eligible unit. Each unit piles in, attacks, then consolidates.",
			Plays: []ruleset.Play{counterOffensive, epicChallenge}},
		{ID: "pile-in", Fold: true, Lines: "2520-2543, 3963-3976", Title: "Pile in", Page: "33, 54", Refs: []string{"pile-in", "aircraft"},
			Reminder: "Up to 3\" per model, each ending closer to the nearest enemy model, in contact if it can.",
			Detail:   "The unit must end in Engagement Range of an enemy unit and in coherency, or no model piles in. Aircraft never pile in, and models that cannot Fly ignore Aircraft as the nearest enemy (see Aircraft)."},
		{ID: "melee-attacks", Lines: "2545-2670, 2250-2256, 3574-3577, 3957-3961", Title: "Make melee attacks", Page: "28, 33-34, 45, 54", Refs: []string{"melee-attacks", "making-attacks"},
			Reminder: "Models in Engagement Range, or touching a unit-mate in base contact with the foe, attack with one melee weapon.",
			Detail: "Declare every target first, then resolve one target and one weapon profile at a time, as for shooting. " +
				"Extra Attacks weapons attack on top of the chosen weapon. Only models that can Fly attack Aircraft, and Aircraft attack only units that can Fly; " +
				"across a Barricade, an enemy within 2\" can be attacked.",
			Plays: []ruleset.Play{commandReRoll, counterOffensive}},
		{ID: "hazardous-fight", Fold: true, Lines: "2166-2201", Title: "Hazardous tests", Page: "28", Refs: []string{"hazardous"},
			When:     ruleset.Condition{Situation: "if the unit fought with Hazardous weapons"},
			Reminder: "Once the unit has made all its attacks: one D6 per Hazardous weapon it used; each 1 fails.",
			Detail:   "Each failed test destroys one model carrying a Hazardous weapon, picked by its owner; a Character, Monster or Vehicle takes 3 mortal wounds instead.",
			Plays:    []ruleset.Play{commandReRoll}},
		{ID: "consolidate", Fold: true, Lines: "2672-2705, 3963-3976", Title: "Consolidate", Page: "35, 54", Refs: []string{"consolidate", "aircraft"},
			Reminder: "Up to 3\" per model towards the nearest enemy; if that can't end in Engagement Range, towards an objective.",
			Detail:   "Moving towards the closest objective marker must leave the unit in range of it and in coherency; otherwise no model moves. Aircraft never consolidate, and models that cannot Fly ignore Aircraft as the nearest enemy (see Aircraft).",
			Loop:     &ruleset.Loop{From: "pile-in", Label: "units fought"}},
		{ID: "remaining-combats", Lines: "2466-2492, 3367-3370", Title: "Remaining combats", Page: "32, 42", Refs: []string{"remaining-combats"},
			Reminder: "Every other eligible unit fights (pile in, attack, consolidate); alternate, the opponent first.",
			Detail:   "Units that became eligible after another unit consolidated fight here too, as do units that charged with Heroic Intervention (no Charge bonus).",
			Plays:    []ruleset.Play{counterOffensive, epicChallenge}},
	}},
	{ID: "end-of-turn", Name: "End of turn", Page: "6", Steps: []ruleset.Step{
		{ID: "coherency", Lines: "412-447", Title: "Unit coherency", Page: "6", Refs: []string{"unit-coherency"},
			Reminder: "Both players remove models from units out of coherency until one coherent group is left.",
			Detail: "Coherency: within 2\" horizontally and 5\" vertically of one other model of the unit, or of two others " +
				"when the unit has 7 or more models. Removed models count as destroyed but trigger no rules."},
		{ID: "objectives-end-of-turn", Fold: true, Lines: "4345-4366, 759-761", Title: "Check objectives", Page: "58", Refs: []string{"objective-markers"},
			When:     ruleset.Condition{Situation: "if the mission uses objective markers"},
			Reminder: "The turn is ending: settle who controls each objective marker, as at the end of every phase.",
			Detail:   "A model is in range within 3\" horizontally and 5\" vertically; the higher total OC in range controls the marker (Battle-shocked models count 0), and equal totals leave it contested."},
	}},
}
