package wh40k10

import "auspex/engine/ruleset"

// distances gathers every fixed distance and threshold of the core rules.
var distances = ruleset.Chart{
	ID:         "distances",
	Lines:      "254-266, 1101-1107",
	Title:      "Distances and Thresholds",
	Caption:    "Every fixed distance of the core rules, in the order of the turn.",
	Columns:    []string{"What", "Distance", "Page"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"Engagement Range", "Within 1\" horizontally and 5\" vertically", "7"},
		{"Unit Coherency, units of 2-6 models", "Each model within 2\" horizontally and 5\" vertically of one other model of the unit", "6"},
		{"Unit Coherency, units of 7+ models", "Each model within 2\" horizontally and 5\" vertically of two other models of the unit", "6"},
		{"Objective marker range", "Within 3\" horizontally and 5\" vertically", "58"},
		{"Objective marker size (recommended)", "Round, 40mm across", "58"},
		{"Objective markers in Only War", "Not within 6\" of a battlefield edge nor within 9\" of another marker", "59"},
		{"Normal move", "Up to M\"", "13"},
		{"Advance move", "Up to M+D6\"", "14"},
		{"Fall Back move", "Up to M\"", "14"},
		{"Terrain features 2\" tall or less", "Moved over as if not there; taller ones are climbed, the climb counting towards the move", "15"},
		{"Embark", "Every model ends its move within 3\" of the Transport", "17"},
		{"Disembark", "Wholly within 3\" of the Transport", "17"},
		{"Emergency Disembarkation", "Wholly within 6\" of the destroyed Transport", "18"},
		{"Lone Operative", "Can be targeted by ranged attacks only from within 12\" (unless in an Attached unit)", "19"},
		{"Rapid Fire and Melta bonus", "Target within half the weapon's range", "25-26"},
		{"Deadly Demise", "Units within 6\" of the destroyed model", "23"},
		{"Charge eligibility and targets", "Enemy units within 12\"", "29"},
		{"Charge roll", "2D6\"", "29"},
		{"Pile-in move", "Up to 3\"", "33"},
		{"Consolidation move", "Up to 3\"", "35"},
		{"Deep Strike", "Set up more than 9\" horizontally from every enemy model", "39"},
		{"Scouts x\"", "Normal move of up to x\" before the first turn, ending more than 9\" horizontally from every enemy model", "39"},
		{"Infiltrators", "Set up more than 9\" horizontally from the enemy deployment zone and every enemy model", "39"},
		{"Strategic Reserves arriving", "Wholly within 6\" of a battlefield edge, and not within 9\" horizontally of any enemy model", "43"},
		{"Grenade (Stratagem)", "Enemy unit within 8\" and visible", "42"},
		{"Fire Overwatch (Stratagem)", "Your unit within 24\" of the enemy unit", "42"},
		{"Heroic Intervention (Stratagem)", "Your unit within 6\" of the enemy unit that charged", "42"},
		{"Barricades and Fuel Pipes", "Charge across one at an enemy unit within 1\" of it, ending within 2\" of that unit; fight across it within 2\"; cover for Infantry wholly within 3\"", "45"},
		{"Ruins: Plunging Fire", "Attacker 6\" or more above ground level", "48"},
		{"Aircraft Normal move", "At least 20\" straight forward, then one pivot of up to 90°", "53"},
	},
	RowHeaders: true,
	Notes: []string{
		"'Within' a distance means not more than it: within 1\" includes exactly 1\".",
		"Measure between the closest points of the bases (or of the models, if they have none); a Reserves set-up distance from enemy models is always horizontal.",
	},
	Page: "6-7, 13-19, 23, 25-26, 29, 33, 35, 39, 42-43, 45, 48, 53, 58-59",
	SourceNote: "Most distances appear in their rule's text and again in its summary box, and the two copies " +
		"agree. These rows have one copy only: Lone Operative, Infiltrators, Grenade, Fire Overwatch, Heroic " +
		"Intervention, Barricades and Fuel Pipes, Ruins: Plunging Fire, the Only War objective marker spacing and " +
		"the 40mm marker size. Unit Coherency sits between the p. 5 and p. 7 pages in the seed, so it is given as " +
		"p. 6; Engagement Range is pinned to p. 7 by the cross reference on p. 13. Pile-in is on the first Fight " +
		"page after the p. 32 phase overview (p. 33), Consolidate on p. 35 (cross reference on p. 32).",
}
