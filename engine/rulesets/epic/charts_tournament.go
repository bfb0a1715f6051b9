package epic

import "auspex/engine/ruleset"

var victoryConditions = ruleset.Chart{
	ID:      "victory-conditions",
	Title:   "Victory Conditions Summary",
	Caption: "Checked in the end phase of the third and fourth turns: win with at least two goals and more goals than your opponent.",
	Columns: []string{"Goal", "Achieved when"},
	Rows: [][]string{
		{"Blitzkrieg (Blitz)", "You capture the objective on your opponent's table edge"},
		{"Break Their Spirit (BTS)", "You have destroyed the enemy formation worth the most points"},
		{"Defend the Flag (DTF)", "You control all three objectives in your table half"},
		{"Take and Hold (T&H)", "You capture two objectives in your opponent's table half"},
		{"They Shall Not Pass (TSNP)", "There are no unbroken enemy formations in your table half"},
	},
	RowHeaders: true,
	Notes: []string{
		"Capture: a unit within 15cm of it in the end phase and no enemy one (both: contested); broken and just-rallied formations neither capture nor contest; landed aircraft: see Objectives (§6.1.4).",
		"No winner after the fourth turn: both roll a D6; a match plays another turn, else a tiebreak.",
	},
	Page:       "6.1.7, 5.0.1",
	Lines:      "4440-4474, 4532-4563, 2350-2357",
	SourceNote: "Read from §6.1.7 and the Reference Sheet's summary (§5.0.1), which agree; §6.1.7 misprints Defend the Flag as \"Defend To Flag\".",
}

var tiebreakPoints = ruleset.Chart{
	ID:      "tiebreak-victory-points",
	Title:   "Tiebreak Victory Points",
	Caption: "Victory points each player scores for enemy formations when the game ends in a tiebreak; the higher total wins.",
	Columns: []string{"Enemy formation", "Victory points"},
	Rows: [][]string{
		{"Completely destroyed", "Its full points value"},
		{"Broken and at half strength or less", "Its full points value"},
		{"Not broken, at half strength or less", "Half its points value"},
		{"Broken, above half strength", "Half its points value"},
		{"Not broken, above half strength", "None"},
	},
	RowHeaders: true,
	Notes: []string{
		"Strength: the units in the formation plus the remaining damage capacity of its war engines.",
	},
	Page:       "6.1.7",
	Lines:      "4546-4563",
	SourceNote: "Read from the rule text of §6.1.7 (split by a footnote in the OCR); the last row states what the rule leaves unscored.",
}

var datasheetAbbreviations = ruleset.Chart{
	ID:      "datasheet-abbreviations",
	Title:   "Datasheet Abbreviations",
	Caption: "The abbreviations used on unit datasheets.",
	Columns: []string{"Abbreviation", "Meaning"},
	Rows: [][]string{
		{"AC", "Aircraft"},
		{"AV", "Armoured Vehicle"},
		{"(bc)", "Base contact"},
		{"BP", "Barrage Points"},
		{"CC", "Close Combat"},
		{"CH", "Character"},
		{"D", "Disrupt"},
		{"DC", "Damage Capacity"},
		{"EA(+x)", "Extra Attacks (+x)"},
		{"FF", "Firefight"},
		{"FS", "First Strike"},
		{"FwA", "Forward Fire Arc"},
		{"FxF", "Fixed Forward Fire Arc"},
		{"GM", "Guided Missile"},
		{"IC", "Ignore Cover"},
		{"Ind", "Indirect Fire"},
		{"INF", "Infantry"},
		{"L", "Lance"},
		{"Left", "Left Fire Arc"},
		{"LV", "Light Vehicle"},
		{"MW", "Macro-weapon"},
		{"Right", "Right Fire Arc"},
		{"RrA", "Rear Fire Arc"},
		{"S", "Sniper"},
		{"SC", "Spacecraft"},
		{"Slw", "Slow Firing"},
		{"SS", "Single Shot"},
		{"TK(x)", "Titan Killer (x)"},
		{"WE", "War Engine"},
		{"WM", "Weapon Mount"},
	},
	RowHeaders: true,
	Notes: []string{
		"Lance, Guided Missile and Weapon Mount are army-list abilities (section 5), outside the rules Auspex covers so far.",
	},
	Page:       "5.0",
	Lines:      "2293-2299",
	SourceNote: "Read from the abbreviations list of §5.0, whose three OCR columns were run together; listed here in alphabetical order.",
}
