package wh40k10

import "auspex/engine/ruleset"

// weaponAbilities is the core weapon abilities in one line each (pp. 25-26, 28).
var weaponAbilities = ruleset.Chart{
	ID:         "weapon-abilities",
	Lines:      "1541-1551, 1622-1630, 1927-1944",
	Title:      "Weapon Abilities",
	Caption:    "The core weapon abilities a profile names in square brackets, each in brief.",
	Columns:    []string{"Ability", "Effect", "Page"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"[ASSAULT]", "The unit may shoot after Advancing, with its Assault weapons only", "25"},
		{"[RAPID FIRE X]", "+X Attacks against a target within half range", "25"},
		{"[IGNORES COVER]", "The target never has the Benefit of Cover against it", "25"},
		{"[TWIN-LINKED]", "Re-roll the Wound roll", "25"},
		{"[PISTOL]", "Can shoot while its unit is in Engagement Range, at a unit it is engaged with; a model shoots its Pistols or its other ranged weapons, not both (Monsters and Vehicles excepted)", "25"},
		{"[TORRENT]", "Hits automatically", "25"},
		{"[LETHAL HITS]", "A Critical Hit wounds automatically", "25"},
		{"[LANCE]", "+1 to the Wound roll if the bearer made a Charge move this turn", "25"},
		{"[INDIRECT FIRE]", "May target a unit no attacker can see; if none of its models were visible when picked, -1 to hit and the target has the Benefit of Cover", "26"},
		{"[PRECISION]", "When it wounds an Attached unit, the attacker may allocate it to a Character model there that the attacker can see", "26"},
		{"[BLAST]", "+1 Attack for every five models in the target (round down); never fired at a unit in Engagement Range of the attacker's army", "26"},
		{"[MELTA X]", "+X Damage against a target within half range", "26"},
		{"[HEAVY]", "+1 to hit if the bearer's unit Remained Stationary this turn", "26"},
		{"[HAZARDOUS]", "After the unit attacks, one Hazardous test (D6) per such weapon used: each 1 destroys a model carrying one (a Character, Monster or Vehicle takes 3 mortal wounds instead)", "28"},
		{"[DEVASTATING WOUNDS]", "A Critical Wound becomes mortal wounds equal to the weapon's Damage, and the attack sequence stops", "28"},
		{"[SUSTAINED HITS X]", "A Critical Hit scores X extra hits", "28"},
		{"[EXTRA ATTACKS]", "Attacks with it come on top of the weapon the model picked to fight with; their number cannot be modified", "28"},
		{"[ANTI-KEYWORD X+]", "Against a target with that keyword, an unmodified Wound roll of X+ is a Critical Wound", "28"},
	},
	RowHeaders: true,
	Notes: []string{
		"Half range: within half the weapon's Range characteristic.",
		"A Critical Hit is an unmodified Hit roll of 6; a Critical Wound an unmodified Wound roll of 6.",
	},
	Page: "25-26, 28",
	SourceNote: "Each effect is read from the ability's text and checked against its summary box where it has " +
		"one (Ignores Cover, Twin-linked, Torrent, Lethal Hits and Lance have none). Pistol is pinned to " +
		"p. 25 and Precision to p. 26 by the book's cross references. The seed gives no page for the last five; " +
		"they follow the p. 26 abilities and the weapon-designations illustration that fills p. 27, so they are on p. 28.",
}
