package wh40k9

import "auspex/engine/ruleset"

var coreStratagems = ruleset.Chart{
	ID:         "core-stratagems",
	Title:      "Core Stratagems",
	Caption:    "The Stratagems every army can use, with their cost and when.",
	Columns:    []string{"Stratagem", "Cost", "Turn", "When", "Effect", "Page"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"Command Re-roll", "1CP", "Either player's turn", "Just after one of your hit, wound, damage, Advance or charge rolls, saving throws, Psychic or Deny the Witch tests, or number-of-attacks rolls", "Re-roll that roll", "9"},
		{"Emergency Disembarkation", "1CP", "Either player's turn", "When a Transport of yours is destroyed", "Passengers set up wholly within 6\" instead of 3\"; each model that does rolls a D6 and each 1-3 destroys one", "12"},
		{"Fire Overwatch", "1CP", "Opponent's turn", "Opponent's Charge phase, after an enemy unit declares a charge against your unit", "A targeted unit shoots the charger, hitting only on unmodified 6s; once per turn", "19"},
		{"Counter-offensive", "2CP", "Either player's turn", "Fight phase, after an enemy unit has fought", "One of your eligible units that has not fought fights next", "22"},
		{"Insane Bravery", "2CP", "Either player's turn", "Before a unit of yours takes a Morale test", "The test is passed automatically; once per battle", "23"},
	},
	RowHeaders: true,
	Notes: []string{
		"The same Stratagem can be used at most once per phase.",
		"Matched play mission packs limit CP gained from sources other than the Command phase to 1 per battle round (not a booklet rule).",
	},
	Page:   "9, 12, 19, 22-23",
	Origin: "core9",
	SourceNote: "Not in the source; costs and timings from the published 9th edition core rules, each row citing " +
		"the booklet page of the phase it belongs to.",
}
