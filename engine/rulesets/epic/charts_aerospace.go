package epic

import "auspex/engine/ruleset"

var aircraftManoeuvre = ruleset.Chart{
	ID:      "aircraft-manoeuvre",
	Title:   "Aircraft Manoeuvre Classes",
	Caption: "How aircraft turn on approach and disengagement moves, and what each class may do.",
	Columns: []string{"Class", "Turn", "Interception and CAP", "Jink"},
	Rows: [][]string{
		{"Fighter", "Up to 90° after each 30cm", "Yes", "Yes"},
		{"Bomber", "Up to 45° after each 30cm", "No", "No"},
		{"Fighter-bomber", "As a bomber on a ground attack approach, as a fighter otherwise", "Yes", "Yes"},
	},
	RowHeaders: true,
	Notes: []string{
		"Approach moves are of any length, over terrain, units and zones of control (§4.2.1).",
		"Jinking: the whole formation saves on 4+ instead of its armour and loses its attack if it has not made it (§4.2.3).",
	},
	Page:       "4.2, 4.2.1, 4.2.3",
	Lines:      "2006-2051, 2058-2065",
	SourceNote: "Gathered from the rule text of §§4.2-4.2.3; the source prints no such table.",
}

var antiAircraftModifiers = ruleset.Chart{
	ID:      "anti-aircraft-fire",
	Title:   "Anti-Aircraft and Flak",
	Caption: "Shooting at aircraft: only AA values hit them.",
	Columns: []string{"Situation", "Effect"},
	Rows: [][]string{
		{"Aircraft on combat air patrol or interception", "+1 to hit"},
		{"Flak in the end phase by a unit whose formation moved in its action", "-1 to hit"},
		{"Double, marshal or sustained fire modifiers", "Do not apply to flak (FAQ)"},
		{"Line of fire", "Not needed"},
		{"Crossfire", "Never applies to aircraft"},
		{"Flak by marching or broken formations", "Not allowed"},
		{"Jinking aircraft", "4+ save instead of armour"},
		{"Blast markers on an aircraft formation", "One for coming under fire per approach and per disengagement; one per aircraft lost; one for leaving by another table edge"},
	},
	RowHeaders: true,
	Page:       "4.2.3, 4.2.4, 4.2.7",
	Lines:      "2058-2161",
	SourceNote: "Gathered from the rule text of §§4.2.3-4.2.7 and one FAQ answer (marked); the source prints no such table.",
}
