package epic

import "auspex/engine/ruleset"

var criticalHits = ruleset.Chart{
	ID:      "critical-hits",
	Title:   "Critical Hits",
	Caption: "Roll a D6 for each point of damage a war engine takes.",
	Columns: []string{"D6", "Result"},
	Rows: [][]string{
		{"1-5", "Normal damage: the war engine loses 1 point of damage capacity"},
		{"6", "Critical hit: it loses 1 point and suffers the critical hit effect on its datasheet"},
	},
	RowHeaders: true,
	Notes: []string{
		"Critical effects are cumulative. Roll for every point, from any cause, including titan killer damage and extra hits (§§3.2.4, 3.2.5).",
		"A war engine destroyed by a critical effect gives its formation extra Blast markers equal to the damage capacity it had left (§3.2.4).",
	},
	Page:       "3.2.3",
	Lines:      "1860-1906",
	SourceNote: "Read from the rule text of §3.2.3; the source prints it as prose, not as a table.",
}

var warEngineValues = ruleset.Chart{
	ID:      "war-engine-values",
	Title:   "War Engine Values",
	Caption: "Where a war engine's starting damage capacity (DC) replaces the rule for one unit.",
	Columns: []string{"Rule", "War engine", "Section"},
	Rows: [][]string{
		{"Formation coherency", "Within DC × 5cm of another unit", "3.1.1"},
		{"Zone of control in an assault", "Lost once charged by DC units", "3.1.2"},
		{"Hits allocated before the next unit", "DC hits", "3.2.1"},
		{"Attacks from a template centred on it", "Half DC, rounding up", "3.2.1"},
		{"Damage", "Each unsaved hit: -1 DC and one Blast marker; destroyed at 0", "3.2.2, 3.2.4"},
		{"Blast markers to suppress or break it", "DC (added to the other units for the formation's break point)", "3.2.4"},
		{"Broken, after withdrawing", "1 damage (no save) per enemy unit within 15cm", "3.2.4"},
		{"Units barged aside when charging", "2 per DC", "3.3.1"},
		{"Enemy units in base contact", "Up to 2 per DC", "3.3.1"},
		{"Assault dice", "DC dice, split between CC and FF", "3.3.2"},
		{"Assault result", "Each point of damage is a kill; counts as DC units; the loser takes 1 damage per point lost by", "3.3.3"},
		{"Titan killer hit", "TK(x): x points of damage; one without brackets: 1", "3.2.5"},
		{"Passengers trapped aboard", "When touching 2 × DC enemy units (FAQ)", "3.1.3"},
	},
	RowHeaders: true,
	Notes: []string{
		"Fearless war engines take no damage for losing an assault, and may stay put instead of withdrawing, taking none for enemies within 15cm (§2.1.3). War engine aircraft in the air are never suppressed or broken (§4.1.1). Void shields stop none of the damage after a withdrawal, for losing an assault or for Blast markers while broken (FAQ, §5.4.1).",
	},
	CiteColumn: "Section",
	Page:       "2.1.3, 3.1.1-3.3.3, 4.1.1, 5.4.1",
	Lines:      "1786-1941, 1431, 2004, 2555-2557",
	SourceNote: "Gathered from the rule text of section 3 (and one FAQ answer, marked); the source prints no such table.",
}
