package wh40k9

import "auspex/engine/ruleset"

// Ranged weapon types (p. 17 of the published booklet) and the number of
// attacks (p. 16, in the source), then the Shooting phase's restrictions.

var attacksByWeaponType = ruleset.Chart{
	ID:         "attacks-by-weapon-type",
	Title:      "Attacks by Weapon Type",
	Caption:    "How many attacks each ranged weapon type makes, when it can fire and what it costs to hit.",
	Columns:    []string{"Type", "Attacks", "Can fire", "Hit roll", "Page", "Source"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"Any ranged weapon", "The number after its type (Heavy 3: 3 attacks); random numbers rolled per weapon", "Once per phase", "BS", "16", fromSeed},
		{"Assault", "Its number", "Also after its unit Advanced", "-1 if its unit Advanced", "17", fromCore9},
		{"Heavy", "Its number", "As normal", "-1 for an Infantry model whose unit moved this turn", "17", fromCore9},
		{"Rapid Fire", "Double its number against a target within half range", "As normal", "BS", "17", fromCore9},
		{"Grenade", "Its number, thrown by one model of the unit", "Instead of that model's other weapons", "BS", "17", fromCore9},
		{"Pistol", "Its number", "Also in Engagement Range, at an enemy unit in Engagement Range of its unit; not with its model's other types", "BS", "17", fromCore9},
		{"Any, fired by a Vehicle or Monster in Engagement Range", "Its number", "At enemy units in Engagement Range of it (Big Guns Never Tire)", "-1 for Heavy weapons", "16", fromSeed},
	},
	RowHeaders: true,
	Notes: []string{
		"A unit that Advanced fires only Assault weapons (that exception is from the 9th core rules); a unit that Fell Back fires nothing (Titanic units aside).",
		"Melee attacks use the model's Attacks (A) characteristic instead (9th core rules, Fight phase).",
	},
	Page:  "16-17",
	Lines: "53-81, 289-307, 355-373",
	SourceNote: "The number-of-attacks rule and Big Guns Never Tire are read from the source's p. 16 text and " +
		"summary boxes, which agree ('Assault 1' makes one attack, 'Heavy 3' three). The five weapon types' " +
		"page (p. 17) is not in the source: those rows are from the published booklet.",
}

var blastAttacks = ruleset.Chart{
	ID:      "blast",
	Title:   "Blast Weapons",
	Caption: "A Blast weapon's attacks by the size of the target unit.",
	Columns: []string{"Target unit", "Attacks"},
	Rows: [][]string{
		{"1-5 models", "Roll as normal"},
		{"6-10 models", "Roll as normal; any result below 3 counts as 3"},
		{"11 or more models", "No roll: the maximum the weapon can make (D3: 3, D6: 6, 2D6: 12)"},
		{"Unit within Engagement Range of the firing model's unit", "Cannot be targeted (not even as a Pistol or by a Vehicle or Monster)"},
	},
	RowHeaders: true,
	Notes: []string{
		"A Rapid Fire Blast weapon within half range doubles the result.",
	},
	Page:       "17",
	Origin:     "core9",
	SourceNote: "Not in the source; from the published booklet's Blast rule beside the weapon types (p. 17).",
}

var shootingRestrictions = ruleset.Chart{
	ID:         "shooting-restrictions",
	Title:      "Shooting Restrictions",
	Caption:    "Who can shoot, and at whom.",
	Columns:    []string{"Situation", "Rule", "Page", "Source"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"Unit Advanced this turn", "Cannot shoot, except with Assault weapons", "15, 17", fromSeed},
		{"Unit Fell Back this turn", "Cannot shoot, unless Titanic", "15", fromSeed},
		{"Each unit", "Picked to shoot once per phase; each ranged weapon fires once", "15", fromSeed},
		{"Targets", "Enemy units only, with a model in range and visible to the firing model", "15", fromSeed},
		{"Declaring", "All targets, weapons and profiles picked before any attack is rolled", "15", fromSeed},
		{"Order", "Finish one target, and one weapon profile at a time, before the next", "16", fromSeed},
		{"Firing unit in Engagement Range", "Cannot shoot (Pistols and Big Guns Never Tire aside)", "16", fromSeed},
		{"Target in Engagement Range of your units", "Cannot be targeted", "16", fromSeed},
		{"Character with W 9 or less within 3\" of a friendly Vehicle, Monster or unit of 3+ models", "Cannot be targeted unless visible and the closest enemy unit (Look Out, Sir)", "16", fromSeed},
		{"Blast weapon", "Never at a unit in Engagement Range of the firing model's unit", "17", fromCore9},
	},
	RowHeaders: true,
	Notes: []string{
		"Look Out, Sir: other enemy Characters with W 9 or less are ignored when finding the closest unit.",
	},
	Page:  "15-17",
	Lines: "155-161, 215-227",
	SourceNote: "Read from the source's Shooting phase text (pp. 15-16) and its summary boxes, which repeat " +
		"each rule (Look Out, Sir's 9 wounds and 3\" in both). The OCR mixes the two pages' columns; page " +
		"numbers follow the booklet's order (Select Targets on p. 15, the rest on p. 16). The Blast row and " +
		"the Assault exception are from the published p. 17.",
}
