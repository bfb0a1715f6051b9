package wh40k9

import "auspex/engine/ruleset"

var moraleAndAttrition = ruleset.Chart{
	ID:      "morale-and-combat-attrition",
	Title:   "Morale and Combat Attrition",
	Caption: "Who tests in the Morale phase, how, and what failing costs.",
	Columns: []string{"Step", "Rule"},
	Rows: [][]string{
		{"Who tests", "Every unit, of either army, that had models destroyed this turn"},
		{"Morale test", "D6 + models destroyed this turn; failed if the total exceeds the unit's highest Ld"},
		{"Failed", "One model of your choice flees (is destroyed)"},
		{"Combat Attrition", "Then one D6 per remaining model: each 1 makes one more model flee"},
		{"Below half-strength", "-1 to Combat Attrition rolls (each 1 or 2 flees): fewer than half the starting models, or under half wounds for a single model"},
		{"Insane Bravery (2CP, once per battle)", "Before the test: it is passed automatically"},
		{"Unit coherency check", "End of the phase: remove models from units out of coherency until one group is left"},
	},
	RowHeaders: true,
	Page:       "23",
	Origin:     "core9",
	SourceNote: "Not in the source (its contents list Morale Tests and Unit Coherency Checks on p. 23); from the published booklet.",
}
