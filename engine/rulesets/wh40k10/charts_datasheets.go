package wh40k10

import "auspex/engine/ruleset"

// datasheetCharacteristics explains a datasheet's profile and weapon columns,
// with the values of the book's example datasheet as a pattern.
var datasheetCharacteristics = ruleset.Chart{
	ID:      "datasheet-characteristics",
	Lines:   "2846-2978, 203-213",
	Title:   "Datasheet Characteristics",
	Caption: "What each characteristic on a datasheet means, with the book's example datasheet values.",
	Columns: []string{"Characteristic", "Measures", "Example (p. 37)"},
	Rows: [][]string{
		{"Move (M)", "How far the model moves; '-' means it cannot move", "5\""},
		{"Toughness (T)", "Resistance to harm, against an attack's Strength", "4"},
		{"Save (Sv)", "The armour save", "2+"},
		{"Wounds (W)", "Damage the model takes before it is destroyed", "7"},
		{"Leadership (Ld)", "Nerve for Battle-shock and Leadership tests; lower is better", "4+"},
		{"Objective Control (OC)", "Its weight when controlling an objective marker", "1"},
		{"Invulnerable save", "A save AP never changes (on some datasheets)", "4+"},
		{"Range", "How far the weapon shoots; 'Melee' marks a melee weapon", "12\", 24\", Melee"},
		{"Attacks (A)", "Attacks made each time the weapon is used", "D3, 2, 4"},
		{"Ballistic Skill (BS)", "Hit roll needed with a ranged weapon", "2+"},
		{"Weapon Skill (WS)", "Hit roll needed with a melee weapon", "2+"},
		{"Strength (S)", "Against Toughness, for the Wound roll", "4"},
		{"Armour Penetration (AP)", "Taken off the target's armour saving throw", "-1, 0, -3"},
		{"Damage (D)", "Wounds lost per failed save", "1"},
	},
	RowHeaders: true,
	Notes: []string{
		"A random characteristic (2D6\" Move, D6 Attacks...) is rolled per model or weapon each time it is needed; a random Move is rolled once for the whole unit.",
		"Keywords and Faction keywords work the same in play; Faction keywords also decide who can join the army.",
	},
	Page: "37-38",
	SourceNote: "Definitions from the datasheet key on p. 38; the examples are the p. 37 example datasheet's profile " +
		"line (M 5\", T 4, Sv 2+, W 7, Ld 4+, OC 1), its 4+ invulnerable save and its three weapons, in order " +
		"(a [PISTOL] weapon, a [RAPID FIRE 1] weapon and a melee weapon).",
}
