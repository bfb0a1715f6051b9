package epic

import "auspex/engine/ruleset"

var toHitModifiers = ruleset.Chart{
	ID:      "to-hit-modifiers",
	Title:   "To Hit Modifier Table",
	Caption: "Modifiers to shooting hit rolls; they add up. A natural 1 always misses.",
	Columns: []string{"Situation", "Modifier"},
	Rows: [][]string{
		{"Target in cover", "-1"},
		{"Firer on a double or marshal action", "-1"},
		{"Firer on a sustained fire action", "+1"},
	},
	RowHeaders: true,
	Notes: []string{
		"With only part of the target in cover the firer may skip the -1, then hitting only units in the open. Ignore cover weapons: no cover -1. Assault dice take no modifiers (§1.12.5); aircraft: see Anti-Aircraft and Flak.",
	},
	Page:       "1.9.5, 5.0.1",
	Lines:      "752-789, 2326-2330, 1029-1060, 1697-1699",
	SourceNote: "The OCR of §1.9.5 scrambled the table (values and footnote out of order); rows and values are the Reference Sheet copy (§5.0.1), which matches the rule text.",
}

var needingSevenToHit = ruleset.Chart{
	ID:      "needing-7-to-hit",
	Title:   "Needing 7+ to Hit",
	Caption: "When modifiers push the number needed past 6: roll a 6, then roll that die again.",
	Columns: []string{"Score needed", "Rolls"},
	Rows: [][]string{
		{"7", "6, then 4+"},
		{"8", "6, then 5+"},
		{"9", "6, then 6"},
		{"10", "Cannot hit"},
	},
	RowHeaders: true,
	Notes:      []string{"Only hit rolls work this way: a save needing 7+ is simply failed (FAQ, §1.9.6)."},
	Page:       "1.9.5, 5.0.1",
	Lines:      "769-778, 2331-2336, 802-808",
	SourceNote: "Read from §1.9.5; " + sheetCopied,
}

var barrageTable = ruleset.Chart{
	ID:      "barrage-table",
	Title:   "Barrage Table",
	Caption: "Add up the barrage points (BP) of every weapon that can fire in the barrage.",
	Columns: []string{"BP", "Extra templates", "Extra Blast markers", "Hits infantry (AP)", "Hits armour (AT)"},
	Rows: [][]string{
		{"1", "0", "0", "6+", "6+"},
		{"2", "0", "0", "5+", "6+"},
		{"3", "0", "0", "4+", "5+"},
		{"4-5", "1", "0", "4+", "5+"},
		{"6-7", "1", "1", "4+", "5+"},
		{"8-9", "2", "1", "4+", "5+"},
		{"10-12", "2", "2", "4+", "5+"},
		{"13-15", "2", "3", "4+", "5+"},
		{"16-18", "2", "4", "4+", "5+"},
	},
	RowHeaders: true,
	Notes: []string{
		"One to-hit die per unit under the templates, friend or foe; extra templates touch the first without overlapping; extra Blast markers go on every formation attacked.",
		"A war engine under a template's centre takes half its starting DC in attacks, rounding up (§3.2.1). Orbital bombardments: 12cm template, no crossfire (§4.3.3).",
	},
	Page:  "1.9.8, 5.0.1",
	Lines: "824-869, 2358-2370, 1848, 2204-2213",
	SourceNote: "Read from §1.9.8; the Reference Sheet copy (§5.0.1) has the same rows. The rule text speaks of one to three extra " +
		"Blast markers while both tables run to four at 16-18 BP: the tables are followed.",
}
