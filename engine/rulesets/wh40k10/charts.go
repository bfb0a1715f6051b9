package wh40k10

import "auspex/engine/ruleset"

var charts = []ruleset.Chart{woundRoll}

var woundRoll = ruleset.Chart{
	ID:      "wound-roll",
	Title:   "Wound Roll",
	Caption: "What a hit needs on one D6 to wound, from the attack's Strength against the target's Toughness.",
	Columns: []string{"Strength (S) against Toughness (T)", "Wounds on"},
	Rows: [][]string{
		{"S at least double T", "2+"},
		{"S above T", "3+"},
		{"S equal to T", "4+"},
		{"S below T", "5+"},
		{"S at most half of T", "6+"},
	},
	RowHeaders: true,
	Notes: []string{
		"An unmodified 6 is a Critical Wound: it always wounds. An unmodified 1 always fails.",
		"However many modifiers apply, the Wound roll moves by at most +1 or -1.",
	},
	Page: "21",
	SourceNote: "The seed's OCR kept the five rows in order but lost the digit before each '+'. " +
		"The required roll rises by one per row from 2+ to 6+; the Fast Dice Rolling example on " +
		"p. 24 (Strength 5 against Toughness 5 wounds on 4+) confirms the middle row.",
}
