package alt40k

import "auspex/engine/ruleset"

var sheets = []ruleset.Sheet{recap}

// recap gathers the book's RECAP boxes, one per section, rewritten, with the
// attack tables added. It must print on two A4 pages at most
// (tests/print_test.go measures it).
var recap = ruleset.Sheet{
	ID:    "recap",
	Title: "RECAP quick reference",
	Pages: cites(secForce, secDatasheets, secPostDeploy, secCommand, secMovement, secPsychic, secWeapTypes, secAssault, secEnd),
	Blocks: []ruleset.Block{
		{Kind: ruleset.Heading, Text: "Army"},
		{Kind: ruleset.List, Page: secForce, Lines: "77-83, 142-145", Items: []string{
			"HQ 1-2, Troops 2-6; Elite, Fast Attack, Heavy Support up to 3 each; Flyers up to 2; Lord of War up to 1; one Fortification per 1000 points (Apocalypse: see Army Organization).",
			"Advanced rules (not for tournaments): empty slots change terrain before deployment.",
			"Datasheets give the base models, cost, wargear and rules; extra models and upgrades are bought as they say.",
		}},
		{Kind: ruleset.Heading, Text: "Before the battle"},
		{Kind: ruleset.Steps, Page: cites(secSetup, secPostDeploy), Lines: "151-157, 163-191, 552-554", Items: []string{
			"Night roll: D6, 4+ gives round 1 a 4+ cover save beyond 12\" (see Night Rules).",
			"Initiative: roll off; the winner chooses first or second.",
			"First player picks the table edge; alternate terrain changes from unused slots.",
			"Deployment type (D6: 1-3 Dawn of War, 4-6 Attrition); place markers 1-6; roll three D66 objectives each.",
			"First player deploys (no charges in turn 1, no scoring in round 1); second player deploys (and gives up shooting before anyone has moved).",
			"Infiltrators alternate; then each player's Scouts move, first player first.",
		}},
		{Kind: ruleset.Heading, Text: "The turn"},
		{Kind: ruleset.Steps, Page: cites(secRounds, secCommand, secMovement, secPsychic, secAssault, term("Fearless"), term("Pinning")), Lines: "195-217, 225, 251-255, 263, 273-277, 395, 411, 421, 456-481, 705, 763", Items: []string{
			"Command: your Auras end (use them again at will); fleeing units try to rally (2D6 ≤ best Ld; Fearless units always do); refresh objectives.",
			"Movement: up to M; difficult terrain costs double; dangerous terrain tests; impassable is closed (Flyers aside); Pinned units and models locked in melee stay put (Titanic, Hit and Run aside). No Advancing now.",
			"Psychic: up to Mastery spells, each once, on 2D6 + Mastery ≥ the value (not while Pinned); 1s are mortal wounds to the caster; only a double 6 denies a double 6. Deny: once a phase per psyker, within 18\" of caster or target.",
			"Shooting: each unit shoots or Advances; Advancing and most weapon types forbid a charge (Steady models aside).",
			"Assault: charges, Overwatch, 2D6\" moves; chargers first (exceptions: Assault, below), then Initiative; resolve; flee (never Fearless), pursue.",
			"End: remove casualties, score VP. After rounds 5, 6, 7: D6 4+ to go on; never past 8; round 8 may be at night.",
		}},
		{Kind: ruleset.Heading, Text: "Shooting and saves"},
		{Kind: ruleset.List, Page: cites(secWeapTypes, secSnap, secDefences), Lines: "319, 326-327, 367-369, 385, 395-399, 780", Items: []string{
			"Snap Shots hit on 6 only (Pistol Overwatch 5+); Flame 1D3, Hellstorm 2D3 automatic hits; Blasts roll snap dice (a hit per model at most).",
			"One save per wound: armour, cover or invulnerable, the defender's pick. Feel No Pain comes on top (mortal wounds and Destroyer allow neither).",
			"Going to ground: better cover (6+ in the open, +1 in cover, Shroud +1 more, 3+ at best) and the unit is Pinned.",
		}},
		{Kind: ruleset.ChartRef, Chart: "hit-rolls"},
		{Kind: ruleset.ChartRef, Chart: "wound-table"},
		{Kind: ruleset.ChartRef, Chart: "blast-scatter"},
		{Kind: ruleset.ChartRef, Chart: "vehicle-damage"},
		{Kind: ruleset.Heading, Text: "Assault"},
		{Kind: ruleset.List, Page: cites(secAssault, term("Fearless"), term("Slow")), Lines: "421, 425, 441, 456-463, 705, 781", Items: []string{
			"Units declare charges; their targets may fire Overwatch; chargers move 2D6\".",
			"Chargers and Counterattack defenders fight first unless Disorganized without grenades; then Initiative (Slow at 0).",
			"Combat resolution (what counts: see its entry): more wounds suffered loses; each losing unit tests Ld minus the difference.",
			"Fleeing units (never Fearless) head for the nearest point of their own edge; pursuers follow, or test to hold back first.",
			"Tanks, Monsters and Titanic models crush units and terrain they flee through.",
		}},
		{Kind: ruleset.Heading, Text: "Victory"},
		{Kind: ruleset.List, Page: cites(secSetup, secEnd, secObjectives), Lines: "151, 157, 479-481, 554", Items: []string{
			"VP count at the end of every player turn, the opponent's too (none for the first player in round 1).",
			"The game lasts 5 to 8 battle rounds; round 8 may use night rules.",
		}},
	},
}
