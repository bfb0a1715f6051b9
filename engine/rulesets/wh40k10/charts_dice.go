package wh40k10

import "auspex/engine/ruleset"

// Dice conventions from Core Concepts (p. 9).

var d3 = ruleset.Chart{
	ID:      "d3",
	Lines:   "601-627",
	Title:   "Rolling a D3",
	Caption: "A D3 is one D6 halved, rounding up.",
	Columns: []string{"D6 result", "D3 result"},
	Rows: [][]string{
		{"1 or 2", "1"},
		{"3 or 4", "2"},
		{"5 or 6", "3"},
	},
	RowHeaders: true,
	Page:       "9",
	SourceNote: "The seed lost the dice faces of this table, leaving only 'or 1', 'or 2' and 'or 3'. " +
		"The rule printed above it (halve the D6 and round up) gives the faces, and matches the three " +
		"surviving D3 results.",
}

var diceRules = ruleset.Chart{
	ID:         "re-rolls-and-sequencing",
	Lines:      "633-704",
	Title:      "Re-rolls, Roll-offs and Sequencing",
	Caption:    "How re-rolls, unmodified results, roll-offs and simultaneous rules work.",
	Columns:    []string{"Rule", "In brief", "Page"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"Re-roll limit", "No dice is ever re-rolled more than once", "9"},
		{"Re-rolling a sum (2D6, 3D6...)", "Re-roll every dice of the sum, unless a rule says otherwise", "9"},
		{"Order", "Re-rolls first, then modifiers", "9"},
		{"Unmodified result", "The dice after any re-rolls and before any modifiers", "9"},
		{"Roll-off", "Each player rolls one D6; the higher wins; a tie rolls again; no re-rolls or modifiers allowed", "9"},
		{"Rules at the same time, during the battle", "The player whose turn it is picks the order", "9"},
		{"Rules at the same time, outside the battle or at a battle round's start or end", "Roll off; the winner picks the order", "9"},
		{"Command Re-roll (1CP)", "Re-roll one Hit, Wound or Damage roll, saving throw, Advance or Charge roll, Desperate Escape or Hazardous test, or number-of-attacks roll for your own attack, model or unit", "41"},
	},
	RowHeaders: true,
	Notes: []string{
		"Rolling again a dice that left the table or landed cocked is a common courtesy, not a re-roll (a hint, not a rule).",
	},
	Page:       "9, 41",
	SourceNote: "Read from the Re-rolls, Roll-offs and Sequencing text on p. 9 and the Re-rolls summary box, which agree; Command Re-roll from its card on p. 41.",
}
