package wh40k9

import "auspex/engine/ruleset"

var coreDistances = ruleset.Chart{
	ID:         "core-distances",
	Title:      "Core Distances",
	Caption:    "Every fixed distance of the core rules.",
	Columns:    []string{"Rule", "Distance", "Page", "Source"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"Engagement Range", "1\" horizontally and 5\" vertically", "4", fromSeed},
		{"Unit Coherency", "2\" horizontally and 5\" vertically, of 1 other model (2 others in units of 6+ models)", "4", fromSeed},
		{"Terrain density (guide)", "One terrain feature per 12\" by 12\" area", "4", fromSeed},
		{"Smite", "Closest visible enemy unit within 18\"", "14", fromSeed},
		{"Perils of the Warp, Psyker destroyed", "Every unit within 6\"", "14", fromSeed},
		{"Look Out, Sir", "Within 3\" of the escorting friendly unit", "16", fromSeed},
		{"Deny the Witch", "Denying Psyker within 24\"", "14", fromCore9},
		{"Reinforcements (most)", "Set up more than 9\" from every enemy model", "11", fromCore9},
		{"Embark", "Every model within 3\" of the Transport", "12", fromCore9},
		{"Disembark", "Wholly within 3\" (6\" with Emergency Disembarkation)", "12", fromCore9},
		{"Declare a charge", "Targets within 12\"", "19", fromCore9},
		{"Heroic Intervention", "Character within 3\" horizontally and 5\" vertically of an enemy unit; moves up to 3\"", "20", fromCore9},
		{"Pile in and Consolidate", "Up to 3\", ending closer to the closest enemy model", "21-22", fromCore9},
		{"Fighting from the second rank", "Within 1/2\" of a friendly model that is within 1/2\" of an enemy unit", "21", fromCore9},
		{"Objective marker range", "3\" horizontally and 5\" vertically", "24", fromCore9},
	},
	RowHeaders: true,
	Notes: []string{
		"Measure between the closest points of bases (or hulls); 'within' includes the exact distance.",
	},
	Page:  "4, 11-12, 14, 16, 19-22, 24",
	Lines: "513-533",
	SourceNote: "Engagement Range and Unit Coherency are read from the source's p. 4 text and summary boxes, " +
		"which agree; Smite's 18\" and Perils' 6\" from p. 14 (text and summary); Look Out, Sir's 3\" from p. 16 " +
		"(text and summary). Rows marked 9th core rules are from the published booklet.",
}

var movementOptions = ruleset.Chart{
	ID:         "movement-options",
	Title:      "Movement Options",
	Caption:    "The ways a unit can move in the Movement phase, and what each costs later in the turn.",
	Columns:    []string{"Move", "Distance", "Restrictions", "Afterwards", "Page", "Source"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"Normal Move", "Up to M\"", "Not within Engagement Range of enemy models; not if the unit starts in Engagement Range", "Shoots and charges as normal", "10", fromSeed},
		{"Advance", "Up to M+D6\" (one D6 for the unit)", "As a Normal Move", "No shooting (Assault weapons aside), no charge", "10", fromSeed},
		{"Fall Back", "Up to M\"", "Only from Engagement Range; must end outside it", "No shooting (Titanic aside), no charge", "10", fromSeed},
		{"Remain Stationary", "None", "Any unit; units not picked to move count as stationary", "Infantry fire Heavy weapons without -1", "10", fromSeed},
		{"Reinforcements", "Set up, not moved", "Usually more than 9\" from enemy models", "Counts as having moved; can shoot and charge", "11", fromCore9},
	},
	RowHeaders: true,
	Notes: []string{
		"Every move must end in unit coherency; no model moves through other models or off the battlefield.",
		"Distance is measured by the part of the base or hull that travels furthest.",
		"A unit that Fell Back cannot manifest psychic powers this turn either, unless it is Titanic.",
	},
	Page:  "10-11",
	Lines: "45-99, 145-147, 493",
	SourceNote: "The four moves are read from the source's Movement phase page (p. 10): its text and its " +
		"summary boxes agree (M\", M+D6\", no shooting or charging after an Advance or Fall Back). Reinforcements " +
		"are from the published p. 11.",
}
