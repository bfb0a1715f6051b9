package wh40k10

import "auspex/engine/ruleset"

// The mission maps: the key every deployment map uses (p. 58) and what the
// seed keeps of the Only War map (p. 60), whose drawing the OCR lost.

var missionMapKey = ruleset.Chart{
	ID:      "mission-map-key",
	Lines:   "4369-4388",
	Title:   "Mission Map Key",
	Caption: "What the areas and icons of a mission's deployment map mean.",
	Columns: []string{"On the map", "Meaning"},
	Rows: [][]string{
		{"Attacker's Deployment Zone", "Where the Attacker sets up their army"},
		{"Defender's Deployment Zone", "Where the Defender sets up their army"},
		{"No Man's Land", "The part of the battlefield in neither player's deployment zone"},
		{"Objective marker icon", "Where an objective marker is placed, when the map shows them"},
	},
	RowHeaders: true,
	Page:       "58",
	SourceNote: "Read from the Mission Map Key on p. 58, after the Objective Markers rules; it has one copy. " +
		"The seed keeps its four labels and their text but none of the colours or the icon's drawing.",
}

var onlyWarMap = ruleset.Chart{
	ID:      "only-war-map",
	Lines:   "4425-4539",
	Title:   "Only War Deployment Map (what the source text keeps)",
	Caption: "The Only War deployment map's drawing is lost in the source text: only what is listed here survives. Use the printed map for the deployment zones.",
	Columns: []string{"Map feature", "In the source text"},
	Rows: [][]string{
		{"Deployment zones", "Lost: their shapes and sizes are not in the text"},
		{"Distance labels", "Two labels survive, each reading 12\", with nothing to say what they measure"},
		{"Objective markers", "Not on the map: the players place four, none within 6\" of a battlefield edge or 9\" of another marker (p. 59)"},
		{"Battlefield", "At least 44\" x 60\" (Incursion, Strike Force) or 44\" x 90\" (Onslaught) (p. 59)"},
	},
	RowHeaders: true,
	Page:       "59-60",
	SourceNote: "The seed ends the Only War mission with the map's two distance labels, '12\"' twice, and nothing " +
		"else of the drawing: the deployment zones cannot be read from it, so Auspex does not draw or describe " +
		"them rather than guess. The objective and battlefield rows repeat the mission's own text on p. 59.",
}
