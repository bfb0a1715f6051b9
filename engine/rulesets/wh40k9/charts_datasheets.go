package wh40k9

import "auspex/engine/ruleset"

var datasheetCharacteristics = ruleset.Chart{
	ID:      "datasheet-characteristics",
	Title:   "Datasheet Characteristics",
	Caption: "The nine characteristics of a model's profile and the six entries of a weapon's.",
	Columns: []string{"Abbreviation", "Name", "Used for"},
	Rows: [][]string{
		{"M", "Move", "Inches a model can move (Normal Move, Fall Back; plus D6 to Advance)"},
		{"WS", "Weapon Skill", "Hit roll needed in melee"},
		{"BS", "Ballistic Skill", "Hit roll needed with ranged weapons"},
		{"S", "Strength", "Against Toughness on the wound roll (melee weapons often use or modify it)"},
		{"T", "Toughness", "Against Strength on the wound roll"},
		{"W", "Wounds", "Wounds lost before the model is destroyed"},
		{"A", "Attacks", "Melee attacks made when it fights"},
		{"Ld", "Leadership", "Morale tests: a total above it fails"},
		{"Sv", "Save", "Saving throw needed, worsened by AP"},
		{"Range", "Weapon: Range", "How far it shoots; Melee for close combat weapons"},
		{"Type", "Weapon: Type", "Assault, Heavy, Rapid Fire, Grenade or Pistol and its number of attacks; Melee"},
		{"S", "Weapon: Strength", "Its attacks' Strength: a number, User, or a change to the user's (+1, x2)"},
		{"AP", "Weapon: Armour Penetration", "Subtracted from the target's saving throw"},
		{"D", "Weapon: Damage", "Wounds lost per unsaved attack; random values rolled per attack"},
		{"Abilities", "Weapon: Abilities", "Its special rules, such as Blast"},
	},
	RowHeaders: true,
	Page:       "7-8",
	Origin:     "core9",
	SourceNote: "Not in the source (its contents list Datasheets on pp. 7-8); from the published booklet's datasheet pages.",
}
