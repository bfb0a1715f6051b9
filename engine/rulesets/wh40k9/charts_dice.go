package wh40k9

import "auspex/engine/ruleset"

// Dice conventions (p. 5, in the source).

var d3 = ruleset.Chart{
	ID:         "d3",
	Title:      "Rolling a D3",
	Caption:    "A D3 is one D6 halved, rounding up.",
	Columns:    []string{"D6 result", "D3 result"},
	Rows:       [][]string{{"1 or 2", "1"}, {"3 or 4", "2"}, {"5 or 6", "3"}},
	RowHeaders: true,
	Page:       "5",
	SourceNote: "Worked out from the D3 rule on p. 5 (halve the D6, round up), which the text and the summary box state alike; the page prints no table.",
}

var diceAndModifiers = ruleset.Chart{
	ID:         "dice-and-modifiers",
	Title:      "Dice, Modifiers and Re-rolls",
	Caption:    "How dice are rolled, modified in order and re-rolled, and how ties between players are settled.",
	Columns:    []string{"Rule", "In brief", "Page", "Source"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"D6, 2D6, 3+", "Six-sided dice; 2D6 is two added together; 3+ is 3 or more on the dice", "5", fromSeed},
		{"Modifier order", "1. divide, 2. multiply, 3. add, 4. subtract; all modifiers are cumulative", "5", fromSeed},
		{"Fractions", "Rounded up, once, after every modifier", "5", fromSeed},
		{"Limits", "A roll may be modified above its maximum, never below 1", "5", fromSeed},
		{"Re-roll", "Never more than once per dice; before any modifier", "5", fromSeed},
		{"Re-rolling a sum (2D6, 3D6)", "All its dice, unless the rule says otherwise", "5", fromSeed},
		{"Re-rolling a D3 result", "Judged on the halved value (re-roll 1s: a D6 of 1 or 2)", "5", fromSeed},
		{"Unmodified", "The dice after any re-roll, before modifiers", "5", fromSeed},
		{"Hit and wound rolls", "All modifiers together held to +1 or -1", "18", fromCore9},
		{"Roll-off", "One D6 each, highest wins, ties roll again; no re-rolls or modifiers", "6", fromCore9},
		{"Rules due at once, in a turn", "The player whose turn it is picks the order", "6", fromCore9},
		{"Rules due at once, outside turns", "Roll off; the winner picks the order", "6", fromCore9},
	},
	RowHeaders: true,
	Page:       "5-6, 18",
	SourceNote: "The dice, modifier and re-roll rows are read from the source's p. 5 text and its summary boxes, " +
		"which agree (division, multiplication, addition, subtraction; round up; never below 1; re-roll once, before " +
		"modifiers). Roll-offs and sequencing (p. 6) and the modifier caps (p. 18) are from the published booklet.",
}
