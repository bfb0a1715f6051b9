package wh40k10

import "auspex/engine/ruleset"

// Army and battle set-up: the battle sizes and when Strategic Reserves arrive.

var battleSizes = ruleset.Chart{
	ID:      "battle-sizes",
	Lines:   "3411-3441, 4074-4126",
	Title:   "Battle Sizes",
	Caption: "What each battle size allows: points, playing time, battlefield and Strategic Reserves.",
	Columns: []string{"Battle size", "Points per army", "Duration", "Minimum battlefield", "Strategic Reserves, most points"},
	Rows: [][]string{
		{"Incursion", "1000", "Up to 2 hours", "44\" x 60\"", "250"},
		{"Strike Force", "2000", "Up to 3 hours", "44\" x 60\"", "500"},
		{"Onslaught", "3000", "Up to 4 hours", "44\" x 90\"", "750"},
	},
	RowHeaders: true,
	Notes: []string{
		"The Strategic Reserves limit is 25% of the points limit, counting units embarked in Transports placed there; Aircraft, in Reserves by their own rule, are not counted (a ruling: see Strategic Reserves).",
		"An army holds at most three units of one datasheet (six for Battleline and Dedicated Transport units; an Epic Hero only once), at most three Enhancements, and at least one Character.",
	},
	Page: "43, 55-56, 59",
	SourceNote: "Points and durations from Select Battle Size on p. 55; Strategic Reserves limits from the table " +
		"on p. 43, each 25% of the points as its text says; battlefield sizes from the Only War table on p. 59, " +
		"which groups Incursion with Strike Force, and agrees with the 44\" x 60\" Strike Force example " +
		"battlefield on p. 49. Army limits from Select Units on p. 56.",
}

var strategicReserves = ruleset.Chart{
	ID:         "strategic-reserves",
	Lines:      "3389-3485, 3004-3023",
	Title:      "Strategic Reserves Timing",
	Caption:    "When Strategic Reserves units are chosen, when they may arrive, and where.",
	Columns:    []string{"When", "Rule", "Page"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"Declare Battle Formations", "Pick the units (never Fortifications); their points together are at most 25% of the battle size's limit", "43"},
		{"Battle round 1", "No Strategic Reserves unit can arrive", "43"},
		{"Battle round 2", "Arrive in your Reinforcements step, wholly within 6\" of any battlefield edge, no model in the enemy deployment zone", "43"},
		{"Battle round 3 onwards", "Arrive in your Reinforcements step, wholly within 6\" of any battlefield edge", "43"},
		{"Whenever one arrives", "Not within 9\" horizontally of any enemy model; it counts as having made a Normal move", "16, 43"},
		{"End of your opponent's Movement phase", "Rapid Ingress (1CP): one Reserves unit arrives as if in your Reinforcements step, but never in a battle round it could not arrive in anyway", "42"},
		{"Aircraft", "Start in Reserves and count as Strategic Reserves once the battle begins; one that its own move sends back into Strategic Reserves (off an edge, or short of its 20\") arrives in your next turn", "53"},
		{"End of the battle", "Any still off the battlefield count as destroyed", "43"},
	},
	RowHeaders: true,
	Notes: []string{
		"Other Reserves, such as Deep Strike, follow their own rule instead (Deep Strike: any Reinforcements step, more than 9\" horizontally from enemy models).",
	},
	Page: "16, 39, 42-43, 53",
	SourceNote: "Read from the Strategic Reserves text on p. 43 and its three summary boxes, which agree (second " +
		"round: within 6\" of an edge, not in the enemy deployment zone; third round on: within 6\" of an edge; 9\" " +
		"from enemies). Rapid Ingress from its card on p. 42, Aircraft from p. 53, Deep Strike from p. 39.",
}
