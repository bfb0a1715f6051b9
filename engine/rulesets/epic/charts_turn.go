package epic

import "auspex/engine/ruleset"

var blastMarkerTable = ruleset.Chart{
	ID:      "blast-marker-table",
	Title:   "Blast Marker Table",
	Caption: "What Blast markers on a formation do.",
	Columns: []string{"Markers", "Result", "Effect"},
	Rows: [][]string{
		{"Each Blast marker", "One unit suppressed", "That unit cannot shoot"},
		{"As many as the formation has units", "Formation broken", "It withdraws"},
	},
	RowHeaders: true,
	Notes: []string{
		"Suppression takes the units furthest from the target first (§1.9.2); it never applies in assaults.",
		"A war engine counts its starting damage capacity in units (§3.2.4). They Shall Know No Fear formations need two markers per unit; aerospace formations in the air are never suppressed or broken.",
		"A broken formation need not withdraw (FAQ, §1.7).",
	},
	Page:       "1.3, 5.0.1",
	Lines:      "377-393, 2303-2309, 686, 709, 1033, 1868-1872, 2004, 2432-2437, 529-536",
	SourceNote: "Read from §1.3; " + sheetCopied,
}

var actionSummary = ruleset.Chart{
	ID:      "actions",
	Title:   "Actions",
	Caption: "What each action lets a formation do.",
	Columns: []string{"Action", "What the formation does"},
	Rows: [][]string{
		{"Advance", "One move, then shoot"},
		{"Engage", "One charge move, then fight an assault"},
		{"Double", "Two moves, then shoot at -1"},
		{"March", "Three moves"},
		{"Marshal", "Shoot at -1 then regroup, or one move then regroup"},
		{"Overwatch", "No move; shoot later, straight after an enemy formation moves or unloads"},
		{"Sustained fire", "No move (not even turning); shoot at +1"},
		{"Hold (after a failed action test)", "One move, or shoot, or regroup"},
	},
	RowHeaders: true,
	Notes: []string{
		"Overwatch and sustained fire are not allowed with units out of formation; a hold must be a move if any are, and cannot fire indirectly.",
		"Aircraft have their own actions: interception, ground attack, combat air patrol, stand down (§4.2); landed ones act as ground formations (FAQ, §4.2.6).",
	},
	Page:       "1.6.1, 4.2, 4.2.6, 5.0.1",
	Lines:      "455-478, 2311-2320, 2010-2034, 1751, 2137-2138",
	SourceNote: "Read from §1.6.1 and the Reference Sheet's Actions list (§5.0.1), which agree.",
}

var actionTestTable = ruleset.Chart{
	ID:      "action-test-table",
	Title:   "Action Test Table",
	Caption: "D6, needing the formation's initiative value or more; modifiers add up.",
	Columns: []string{"Situation", "Modifier / result"},
	Rows: [][]string{
		{"Any Blast marker on the formation", "-1"},
		{"Retaining the initiative with it", "-1"},
		{"Passed", "The declared action; its player may then retain the initiative (§1.6.3)"},
		{"Failed", "A hold action and one Blast marker; no retaining the initiative"},
	},
	RowHeaders: true,
	Notes: []string{
		"A roll of 1 does not fail automatically (FAQ, §1.6.2).",
		"Aircraft: -1 per Blast marker instead of the first row; failed, they stand down with no marker (§§4.2, 4.2.7).",
	},
	Page:       "1.6.2, 4.2, 4.2.7, 5.0.1",
	Lines:      "479-515, 2322-2324, 2010, 2140, 2146-2160",
	SourceNote: "Read from §1.6.2, whose table the OCR split mid-word; the Reference Sheet copy (§5.0.1) gives both modifiers whole and marks them cumulative.",
}
