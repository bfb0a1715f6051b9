package wh40k10

import "auspex/engine/ruleset"

// terrainFeatures is the six terrain feature cards of pp. 45-48 side by side.
var terrainFeatures = ruleset.Chart{
	ID:         "terrain-features",
	Lines:      "1010-1033, 1946-1953, 3328-3330, 3492-3542, 3714-3735",
	Title:      "Terrain Features",
	Caption:    "How each kind of terrain feature affects movement, visibility and cover.",
	Columns:    []string{"Terrain feature", "Keywords", "Movement", "Visibility", "Benefit of Cover", "Page"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"Craters and Rubble", "Area Terrain, Crater", "Moved over as usual (p. 15)", "Normal", "Infantry wholly on top of it", "45"},
		{"Barricades and Fuel Pipes", "Obstacle, Barricade", "Can be crossed; no model is set up or ends a move on top. If an enemy unit is within 1\" of it, a charge from the far side may end within 2\" of that enemy (as close to the barricade as possible); units fight an enemy on the far side within 2\"", "Normal", "Infantry wholly within 3\" of it and not fully visible to every attacking model because of it", "45"},
		{"Battlefield Debris and Statuary", "Obstacle, Battlefield Debris", "Can be crossed; no model is set up or ends a move on top", "Normal", "Any model not fully visible to every attacking model because of it", "46"},
		{"Hills, Industrial Structures, Sealed Buildings and Armoured Containers", "Hill", "Models may stand on top if their base does not overhang it", "Normal", "Any model not fully visible to every attacking model because of it", "46"},
		{"Woods", "Area Terrain, Woods", "Moved over as usual (p. 15); players agree its footprint", "A model wholly within, or seen through or over it, is never fully visible (Aircraft and Towering excepted); those inside see out normally", "Any model wholly within it, or not fully visible to every attacking model because of it", "47"},
		{"Ruins", "Area Terrain, Ruins", "Infantry and Beasts move through walls and floors; only Infantry, Beasts and Fly end on upper floors (no overhang), others on the ground floor", "Nobody sees over or through it (Aircraft and Towering excepted); seeing into and out of it is normal", "Any model wholly within it, or not fully visible to every attacking model because of it; Plunging Fire from 6\" up improves AP by 1 against units at ground level", "48"},
	},
	RowHeaders: true,
	Notes: []string{
		"Benefit of Cover: +1 to armour saves against ranged attacks; not for a model with Sv 3+ or better against AP 0; never more than once (p. 44); none against Ignores Cover.",
		"Any model moves freely over terrain 2\" tall or less; taller terrain is climbed, never passed through (Ruins aside: see Ruins), and no move ends mid-climb (p. 15).",
		"Terrain features can never be the target of an attack (p. 44).",
	},
	Page: "15, 25, 44-48",
	SourceNote: "Read from the six terrain cards on pp. 45-48 (the page order follows the seed: two cards a page, " +
		"then Woods and Ruins a page each, as the intro's 'pages 45-48' implies) and Benefit of Cover on p. 44, " +
		"whose text and summary box agree.",
}
