package epic

import "auspex/engine/ruleset"

var assaultModifiers = ruleset.Chart{
	ID:      "assault-modifiers",
	Title:   "Assault Modifiers",
	Caption: "Added to the higher of each side's 2D6 when working out an assault's result; they add up.",
	Columns: []string{"Situation", "Modifier"},
	Rows: [][]string{
		{"Each enemy unit you killed in the assault", "+1"},
		{"Your side outnumbers the enemy formation", "+1"},
		{"Your side outnumbers it more than two to one (on top of the above)", "+1"},
		{"No Blast markers on your formation", "+1"},
		{"The enemy formation carries more Blast markers than yours", "+1"},
		{"Each Inspiring unit of yours in the assault", "+1"},
	},
	RowHeaders: true,
	Notes: []string{
		"Count units left in the charging and defending formations, not supporters; a broken formation has as many Blast markers as units; surviving Inspiring units only (§2.1.5). Space Marines: see They Shall Know No Fear.",
		"War engines: each point of damage is a kill, and a survivor counts as its starting DC in units (§3.3.3).",
	},
	Page:  "1.12.9, 2.1.5, 5.0.1, 5.1.1",
	Lines: "1105-1165, 1450-1453, 2338-2345, 1938-1941, 2438",
	SourceNote: "The §1.12.9 copy lost its values in the OCR and has no Inspiring row; the values and the Inspiring row (from §2.1.5) are " +
		"the Reference Sheet copy (§5.0.1).",
}

var counterChargeMoves = ruleset.Chart{
	ID:      "assault-distances",
	Title:   "Assault Distances",
	Caption: "The distances an assault turns on.",
	Columns: []string{"Distance", "What it is for", "Section"},
	Rows: [][]string{
		{"Base contact", "Attack with the close combat value; at most two chargers per defender (two per point of starting DC for a war engine)", "1.12.3, 3.3.1"},
		{"15cm", "Attack with the firefight value (with a line of fire); a charge must end with a unit this close or there is no assault; supporting fire", "1.12.3, 1.12.5, 1.12.6"},
		{"10cm", "Counter-charge of a unit with speed 30cm or more", "1.12.4"},
		{"5cm", "Counter-charge of a unit with speed 25cm or less; consolidation move of the winners", "1.12.4, 1.12.9"},
		{"Two moves", "Withdrawal of the loser; a unit ending it within 15cm of the enemy is destroyed (5cm if fearless)", "1.13.3, 2.1.3"},
	},
	RowHeaders: true,
	CiteColumn: "Section",
	Page:       "1.12.3-1.12.9, 1.13.3, 2.1.3, 3.3.1",
	Lines:      "987-1165, 1200-1207, 1427-1445, 1911-1932",
	SourceNote: "Gathered from the rule text of the sections cited; the source prints no such table.",
}

var rallyModifiers = ruleset.Chart{
	ID:      "rally-modifiers",
	Title:   "Rally Test Modifiers",
	Caption: "End phase: D6, needing the formation's initiative value or more; modifiers add up.",
	Columns: []string{"Situation", "Modifier"},
	Rows: [][]string{
		{"Formation is broken", "-2"},
		{"There are enemy units within 30cm", "-1"},
	},
	RowHeaders: true,
	Notes: []string{
		"Passed: remove half the markers, rounding up; a broken formation rallies keeping half its units in markers, rounded down (§1.14.1); war engines (our ruling), Space Marines: see Rallying.",
		"Failed: a broken formation may withdraw (optional: FAQ); an unbroken one keeps its Blast markers.",
		"Leaders remove one more Blast marker each, two for Space Marines (§§2.1.8, 5.1.1).",
	},
	Page:       "1.14.1, 2.1.3, 2.1.8, 3.2.4, 5.0.1, 5.1.1",
	Lines:      "1232-1261, 534-536, 2346-2349, 1488-1491, 1431, 1891-1893, 2439",
	SourceNote: "Read from §1.14.1; " + sheetCopied,
}
