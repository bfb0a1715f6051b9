package epic

import "auspex/engine/ruleset"

var terrainEffects = ruleset.Chart{
	ID:      "terrain-effects",
	Title:   "Terrain Effects Table",
	Caption: "What each type of terrain does to infantry, vehicles and war engines.",
	Columns: []string{"Terrain", "Infantry", "Vehicle", "War Engine"},
	Rows: [][]string{
		{"Buildings", coverSave4, impassable, impassable},
		{"Cliffs", impassable, impassable, impassable},
		{"Fortifications", coverSave3 + ", " + seeRules, seeRules, impassable},
		{"Jungle", coverSave4, impassable, dangerous},
		{"Marsh", coverSave6 + ", " + dangerous, dangerous, dangerous},
		{"Open Ground, Hill Slopes", noEffect, noEffect, noEffect},
		{"River", coverSave6 + ", " + dangerous, impassable, noEffect},
		{"Roads", seeRules, seeRules, seeRules},
		{"Ruins, Rubble", coverSave4, dangerous, dangerous},
		{"Scrub", coverSave6, noEffect, noEffect},
		{"Woods", coverSave5, dangerous, dangerous},
	},
	RowHeaders: true,
	Notes: []string{
		"Cover saves: infantry only (also -1 to be hit), in place of armour. Dangerous: a 1 on a D6 destroys the unit, no save, no Blast marker. " +
			"Exceptions: see Infantry Cover Saves, Dangerous Terrain (§§1.8.1, 1.8.3).",
		"Special (§1.8.4): see Terrain Effects.",
	},
	Page:       "1.8.1-1.8.4, 5.0.1",
	Lines:      "602-677, 2371-2384",
	SourceNote: "Read from §1.8.4; the Reference Sheet copy (§5.0.1) has the same eleven rows and values.",
}

var fortifiedPositions = ruleset.Chart{
	ID:      "fortified-positions",
	Title:   "Fortified Position Effects Table",
	Caption: "Fortified positions some army lists place as terrain: what they do to each unit type.",
	Columns: []string{"Terrain", "Infantry", "Vehicle", "War Engine", "Lists"},
	Rows: [][]string{
		{"Bunker", coverSave3, dangerous, dangerous, "5.7.1, 5.16.1, 5.25.2"},
		{"Gun Emplacement", coverSave4, coverSave5, noEffect, "5.7.1, 5.16.1, 5.23.2, 5.25.2, 5.31.1"},
		{"Minefield", dangerous, dangerous, dangerous, "5.25.2"},
		{"Razor Wire", dangerous, noEffect, noEffect, "5.7.1, 5.23.2"},
		{"Trench", coverSave4, dangerous, noEffect, "5.7.1, 5.16.1, 5.23.2, 5.25.2"},
	},
	RowHeaders: true,
	CiteColumn: "Lists",
	Notes: []string{
		"Bunker: counts as fortifications and holds three units. Gun emplacement: gives vehicles a cover save that works like an infantry cover save; holds one unit. Trench: one infantry unit per 4cm of length.",
		"War engines cannot barge units out of a bunker, gun emplacement or trench.",
		"Minefield: enemy skimmers and jump pack units must test too, and no enemy may re-roll a failed test for it (§5.25.2).",
		"FAQ (§5.7.1): fortified positions are terrain placed by the player, not units; they block no line of fire and protect from every direction; razor wire and trenches are under 5cm wide; a player's own units test for them where they are dangerous to their type.",
	},
	Page:  "5.7.1, 5.16.1, 5.23.2, 5.25.2, 5.31.1",
	Lines: "2780-2810, 3406-3420, 4028-4050",
	SourceNote: "Each army list with fortified positions prints its own table (the Death Korps one is titled Trenchworks Effects Table); every copy that has a row " +
		"gives it the same values, merged here with the lists that carry it.",
}
