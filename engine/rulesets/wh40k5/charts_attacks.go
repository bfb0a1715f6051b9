package wh40k5

import "auspex/engine/ruleset"

// The attack sequence's charts (pp. 17-21, 37-38, and the quick reference sheet, p. 117).

var toHitShooting = ruleset.Chart{
	ID:      "to-hit-shooting",
	Title:   "To Hit (Shooting)",
	Caption: "The D6 score a shot needs to hit, by the firer's Ballistic Skill; from BS 6 a roll of 1 is re-rolled, needing the score after the slash.",
	Columns: []string{"Firer's BS", "Score needed"},
	Rows: [][]string{
		{"1", "6"}, {"2", "5+"}, {"3", "4+"}, {"4", "3+"}, {"5", "2+"},
		{"6", "2/6"}, {"7", "2/5"}, {"8", "2/4"}, {"9", "2/3"}, {"10", "2/2"},
	},
	RowHeaders: true,
	Notes: []string{
		"A 1 always misses; no shot hits automatically.",
		"BS 6 or more: re-roll each 1 to hit, needing the second number. A model with another re-roll to hit uses that instead, at the first score.",
	},
	Page: "17-18",
	SourceNote: "BS 1-5 from the chart on p. 17, matching its rule (7 minus BS) and the copy on the quick reference sheet (p. 117); " +
		"BS 6-10 from the chart on p. 18 (its second numbers are printed in italics there).",
	Lines: "676-700",
}

var toHitCloseCombat = ruleset.Chart{
	ID:      "to-hit-close-combat",
	Title:   "To Hit (Close Combat)",
	Caption: "The D6 score a close combat attack needs to hit: the attacker's Weapon Skill (rows) against the target's (columns).",
	Columns: append([]string{"Attacker's WS"}, oneToTen...),
	Rows: [][]string{
		{"1", "4+", "4+", "5+", "5+", "5+", "5+", "5+", "5+", "5+", "5+"},
		{"2", "3+", "4+", "4+", "4+", "5+", "5+", "5+", "5+", "5+", "5+"},
		{"3", "3+", "3+", "4+", "4+", "4+", "4+", "5+", "5+", "5+", "5+"},
		{"4", "3+", "3+", "3+", "4+", "4+", "4+", "4+", "4+", "5+", "5+"},
		{"5", "3+", "3+", "3+", "3+", "4+", "4+", "4+", "4+", "4+", "4+"},
		{"6", "3+", "3+", "3+", "3+", "3+", "4+", "4+", "4+", "4+", "4+"},
		{"7", "3+", "3+", "3+", "3+", "3+", "3+", "4+", "4+", "4+", "4+"},
		{"8", "3+", "3+", "3+", "3+", "3+", "3+", "3+", "4+", "4+", "4+"},
		{"9", "3+", "3+", "3+", "3+", "3+", "3+", "3+", "3+", "4+", "4+"},
		{"10", "3+", "3+", "3+", "3+", "3+", "3+", "3+", "3+", "3+", "4+"},
	},
	RowHeaders: true,
	Notes: []string{
		"Columns are the target's Weapon Skill. Higher WS than the target: 3+; target's WS more than double yours: 5+; otherwise 4+.",
		"Attacks against a model with WS 0 hit automatically. Vehicles other than walkers have no WS: see Hitting Vehicles in Close Combat; walkers are hit by comparing WS (see Walkers).",
	},
	Page: "37, 72, 117",
	SourceNote: "Read from the chart on p. 37 and checked cell by cell against the copy on the quick reference sheet (p. 117): " +
		"the two agree. The test checks every cell against the rule in the first note.",
	Lines: "1454-1485, 2881-2885",
}

var toWound = ruleset.Chart{
	ID:      "to-wound",
	Title:   "To Wound",
	Caption: "The D6 score a hit needs to wound: the attack's Strength (rows) against the target's Toughness (columns). –: no effect.",
	Columns: append([]string{"Strength"}, oneToTen...),
	Rows: [][]string{
		{"1", "4+", "5+", "6+", "6+", "–", "–", "–", "–", "–", "–"},
		{"2", "3+", "4+", "5+", "6+", "6+", "–", "–", "–", "–", "–"},
		{"3", "2+", "3+", "4+", "5+", "6+", "6+", "–", "–", "–", "–"},
		{"4", "2+", "2+", "3+", "4+", "5+", "6+", "6+", "–", "–", "–"},
		{"5", "2+", "2+", "2+", "3+", "4+", "5+", "6+", "6+", "–", "–"},
		{"6", "2+", "2+", "2+", "2+", "3+", "4+", "5+", "6+", "6+", "–"},
		{"7", "2+", "2+", "2+", "2+", "2+", "3+", "4+", "5+", "6+", "6+"},
		{"8", "2+", "2+", "2+", "2+", "2+", "2+", "3+", "4+", "5+", "6+"},
		{"9", "2+", "2+", "2+", "2+", "2+", "2+", "2+", "3+", "4+", "5+"},
		{"10", "2+", "2+", "2+", "2+", "2+", "2+", "2+", "2+", "3+", "4+"},
	},
	RowHeaders: true,
	Notes: []string{
		"Columns are the target's Toughness. – (the book prints N): the hit cannot harm a target that tough.",
		"A 1 never wounds. Strength double the Toughness or more inflicts instant death on an unsaved wound (eternal warriors are immune).",
		"Sniper (4+), witchblade (2+) and poisoned hits, and rending 6s, wound whatever the Toughness; hits on vehicles roll armour penetration instead.",
	},
	Page: "19, 31, 38, 42, 60, 74, 117",
	SourceNote: "The book prints this chart three times (p. 19 in shooting, p. 38 in close combat, p. 117 on the quick reference " +
		"sheet); the three OCR copies agree cell for cell. The test checks each cell against 4 + T − S (2+ at best, 6+ up to T = S + 3, no effect beyond).",
	Lines: "716-766, 979-981, 1233, 1242, 1688-1690, 1704-1706, 2332, 2938-2940",
}

var armourSaves = ruleset.Chart{
	ID:      "armour-saves",
	Title:   "Armour Saves and AP",
	Caption: "Whether a weapon's AP lets the target take its armour save.",
	Columns: []string{"Weapon's AP", "Armour saves it ignores"},
	Rows: [][]string{
		{"1", "All (2+ and worse)"},
		{"2", "All (2+ and worse)"},
		{"3", "3+ and worse"},
		{"4", "4+ and worse"},
		{"5", "5+ and 6+"},
		{"6", "6+"},
		{"–", "None"},
	},
	RowHeaders: true,
	Notes: []string{
		"An armour save is ignored when the AP is equal to or lower than the save's number. Invulnerable and cover saves ignore AP. Power weapons and monstrous creatures allow no armour save in close combat.",
		"Examples: Ork armour 6+, Imperial Guard flak armour 5+, Space Marine power armour 3+; boltgun AP 5, heavy bolter AP 4, lascannon AP 2.",
		"A model takes only one save per wound, its best; no save can be better than 2+; a roll of 1 always fails.",
	},
	Page: "20, 24, 42, 51",
	SourceNote: "Worked out from the AP rule on p. 20 (AP equal to or lower than Sv pierces the armour) and its examples; the " +
		"page prints the armour and AP examples as two small tables, not this chart. Maximum save from p. 24.",
	Lines: "776-831, 915-925, 1678, 2017",
}

var coverChart = ruleset.Chart{
	ID:      "cover-chart",
	Title:   "Cover Chart",
	Caption: "The cover save each kind of cover gives; players agree each terrain piece's save before deploying.",
	Columns: []string{"Cover", "Save"},
	Rows: [][]string{
		{"Wire mesh or razor wire", "6+"},
		{"Hedges, fences, bushes, crops or high grass", "5+"},
		{"Woods and jungles; rocks, rubble, craters, hill crests; ruins, walls and buildings; wreckage and wrecked vehicles; " +
			"trenches, gun pits, emplacements, tank traps, sandbags, barricades; logs, pipes, crates and barrels; other units, friend or foe", "4+"},
		{"Fortifications", "3+"},
	},
	RowHeaders: true,
	Notes: []string{
		"Going to ground: +1 to cover saves, or a 6+ cover save for a unit in the open (not monstrous creatures, vehicles, falling back units, or bikers the turn after turbo-boosting: see Turbo-boosters). Stealth: +1 to cover saves. No cover saves against templates or in close combat.",
		"Half or more of a unit's models in cover: the whole unit has the save; fewer: none does. A monstrous creature needs half its body hidden: see Monstrous Creatures.",
	},
	Page: "21, 24, 29, 39, 45, 51, 62, 76, 117",
	SourceNote: "Read from the cover chart on p. 21 and checked against its copy on the quick reference sheet (p. 117): same " +
		"saves and items (p. 21 says \"Fortifications\", p. 117 \"Fortification\"). Going to ground from p. 24.",
	Lines: "817-831, 867-873, 895-901, 1131, 1534, 1842, 2013, 2444, 3018, 3034, 4606-4612",
}

var weaponTypes = ruleset.Chart{
	ID:      "weapon-types",
	Title:   "Weapon Type Summary",
	Caption: "How each weapon type fires as its unit moves, and whether the unit may then assault (not for vehicles).",
	Columns: []string{"Type", "Moving and firing", "Firing and assaulting"},
	Rows: [][]string{
		{"Pistol", "Fires once after moving", "May fire, then assault the unit it shot; counts as an extra close combat weapon"},
		{"Rapid Fire", "Two shots at up to 12\" (moved or not), or one shot up to full range if stationary", "No assault after firing it, unless a special rule allows"},
		{"Assault", "Fires normally after moving", "May fire, then assault the unit it shot"},
		{"Heavy", "Cannot fire after moving", "No assault after firing it, unless a special rule allows"},
	},
	RowHeaders: true,
	Notes:      []string{"If any model in a unit moved, the whole unit counts as having moved. Ordnance is for vehicles (pp. 58, 60)."},
	Page:       "28-29, 117",
	SourceNote: "Read from the weapon type summary on the quick reference sheet (p. 117) and checked against the weapon type rules on pp. 28-29.",
	Lines:      "668-674, 1056-1118, 4654-4662",
}

var d3 = ruleset.Chart{
	ID:         "d3",
	Title:      "Rolling a D3",
	Caption:    "A D3 is one D6 halved, rounding up.",
	Columns:    []string{"D6 result", "D3 result"},
	Rows:       [][]string{{"1 or 2", "1"}, {"3 or 4", "2"}, {"5 or 6", "3"}},
	RowHeaders: true,
	Page:       "2",
	SourceNote: "From the Rolling a D3 rule in the Dice section (p. 2), which gives the three pairs in its text (1 or 2 = 1, 3 or 4 = 2, 5 or 6 = 3).",
}
