package alt40k

import (
	"strconv"

	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// penText: the outcome of D6+S against armour av, with the chance of a glance
// (tie, or a natural 6 that falls short) and of a penetration (beat it).
func penText(s, av int) string {
	glance, pen := 0, 0
	for f := 1; f <= 6; f++ {
		switch {
		case f+s > av:
			pen++
		case f+s == av || f == 6:
			glance++
		}
	}
	return strconv.Itoa(pen) + " pen / " + strconv.Itoa(glance) + " glance"
}

func penRows() [][]string {
	var rows [][]string
	for s := 3; s <= 10; s++ {
		row := []string{"S" + strconv.Itoa(s)}
		for av := 10; av <= 14; av++ {
			row = append(row, penText(s, av))
		}
		rows = append(rows, row)
	}
	return rows
}

var vehiclePenetration = lazy.Of(func() ruleset.Chart {
	return ruleset.Chart{
		ID:         "vehicle-penetration",
		Lines:      "315, 341, 429, 507, 657, 689, 701, 725, 729, 753-760, 771, 775, 808",
		Title:      "Vehicle Penetration",
		Caption:    "Out of the six faces of a D6 added to S, how many penetrate and how many glance each Armour Value.",
		Columns:    []string{"Strength \\ Armour", "AV10", "AV11", "AV12", "AV13", "AV14"},
		Rows:       penRows(),
		RowHeaders: true,
		Notes: []string{
			"Roll a D6 and add S. Equal to the Armour Value: a Glancing Hit. Above it: a Penetrating Hit. A natural 6 always glances at least.",
			"Glance: 1 wound; the vehicle may take its Armour Save or another save (no Armour Save against a Rending glance on a natural 5+). Penetration: 1 wound, no Armour Save (other saves allowed, but none against Destroyer), and a roll on the damage chart if the saves fail (never for Fortifications).",
			"Armourbane, and Melta within half range: 2D6 instead of 1D6. Ordnance: 2D6, keep the higher die.",
			"Lance: armour above 12 counts as 12. Haywire (#+): glances on #+, a natural 6 penetrates. Destroyer: penetrates on 2+, never glances.",
			"Poisoned, Grav: buildings and vehicles only glanced on a 6. Void Shields: armour 12 against ranged attacks while shields last.",
			"Facing: the arc the attacker stands in, drawn corner to corner from the vehicle; in a split, the majority, else Side Armour. Melee strikes the facing in base contact; Combat Walkers use Front Armour (Rear Armour once their M is 0). A Blast judges the facing from the target, with 90-degree arcs.",
		},
		Page: cites(secWound, secVehicles, term("Armourbane"), term("Melta"), term("Ordnance"), term("Lance"), term("Haywire (#+)"), term("Destroyer"), term("Rending")),
		SourceNote: "The rule (D6+S, tie glances, beat penetrates, natural 6 glances) is stated twice, in Rolling to Wound or " +
			"Penetrate and under Vehicles, and both agree; the counts are computed from it. Weapon rules from Terminology.",
	}
})

var vehicleDamage = ruleset.Chart{
	ID:      "vehicle-damage",
	Lines:   "65, 507, 511-518, 528, 772, 776, 808",
	Title:   "Vehicle Damage Chart",
	Caption: "Roll a D6 after a penetrating hit whose saves fail; the result adds to the 1 wound of the hit.",
	Columns: []string{"D6", "Result", "Extra wounds", "Effect"},
	Rows: [][]string{
		{"1-3", "Weapon Disabled", "+1", "One random weapon fires only Snap Shots for a full battle round (to the same phase of your next turn)"},
		{"4", "Crew Stunned", "+1", "Half speed for every move (Advance, charge and flee too) for a full battle round; stacks, rounding down, to 0 (no pivoting)"},
		{"5", "Immobilized", "+2", "Half speed for the rest of the game; stacks, rounding down, to 0 (no pivoting)"},
		{"6+", "Weapon Destroyed", "+2", "One random weapon is gone for the game; a Primary weapon is disabled instead (and still +2)"},
	},
	RowHeaders: true,
	Notes: []string{
		"Modifiers, which stack: weapon AP1+ +1; weapon AP- -2; Open Topped vehicle +2.",
		"Ours: a result below 1 (AP- on a 1 or 2) reads as Weapon Disabled, the lowest row.",
		"Repair on a 5+ undoes one effect but not its extra wounds.",
		"Titanic Vehicles roll on their own chart; Fortifications never roll on this one. A penetration that takes down a Void Shield has no result.",
	},
	Page: cites(secForce, secVehicles, term("Primary"), term("Repair"), term("Void Shields #")),
	SourceNote: "Read from the chart under Vehicles (1-3, 4, 5, 6+ and their extra wounds) and the modifiers above it; " +
		"Primary's 'still +2' confirms the Weapon Destroyed extra. The book never defines Open Topped.",
}

var titanicDamage = ruleset.Chart{
	ID:      "titanic-damage",
	Lines:   "511, 528-536, 701, 808",
	Title:   "Titanic Vehicle Damage Chart",
	Caption: "Titanic Vehicles roll on this chart instead of the Vehicle Damage Chart.",
	Columns: []string{"D6", "Result", "Extra wounds", "Effect"},
	Rows: [][]string{
		{"-1 to 4", "Wounded", "+1", "No other effect"},
		{"5", "Mobility Damaged", "+2", "Moves, Advances, Charges and Flees at half speed, rounded down; at 0 it is Immobilized"},
		{"6+", "Weapon Disabled", "+2", "As the Vehicle result; no weapon of a Titanic Vehicle is ever destroyed"},
	},
	RowHeaders: true,
	Notes: []string{
		"The book gives this chart no modifiers of its own, but its lowest row starts at -1, which only the Vehicle Damage Chart's modifiers (AP1+ +1, AP- -2, Open Topped +2) can reach; ours: they apply here too.",
		"Destroyer hits add 2 damage each against Titanic targets.",
		"A penetration that takes down a Void Shield has no result.",
	},
	Page:       cites(secTitanicV, term("Destroyer"), term("Void Shields #")),
	SourceNote: "Read from the chart under Titanic Vehicles; its lowest row starts at -1, matching the -2 for AP-.",
}

var destroyedVehicles = ruleset.Chart{
	ID:      "destroyed-vehicles",
	Lines:   "245, 450, 520-522, 538, 814",
	Title:   "Destroyed Vehicles and Wrecks",
	Caption: "What happens when a vehicle loses its last wound.",
	Columns: []string{"Vehicle", "Explodes on", "Explosion", "Wreck left otherwise"},
	Rows: [][]string{
		{"Vehicle", "D6 of 6+", "D6\" radius from its closest part: a hit at S User, AP- to every model", "Wreckage: T7, wounds equal to its starting wounds, Sv-"},
		{"Titanic Vehicle", "D6 of 6+", "2D6\" radius from its hull: a hit at S User, AP2+ to every model", "Titanic Wreckage: T8, wounds equal to its starting wounds, Sv-"},
		{"Wreck of unknown origin", "-", "-", "W10 (Titanic: W20)"},
	},
	RowHeaders: true,
	Notes: []string{
		"Embarked units Force Disembark first (Pinned, Dangerous Terrain test), then the explosion roll is made.",
		"An exploding vehicle is removed; its damage counts in combat resolution.",
		"Monsters and vehicles with melee weapons can push a wreck at half speed, as through Difficult Terrain.",
		"Excess wounds that destroyed the vehicle are lost.",
		"Ours: Terminology gives every wreck T7, Titanic Vehicles gives Titanic Wreckage T8; the specific rule, T8, is followed.",
	},
	Page: cites(secVehicles, secTitanicV, term("Wreckage"), secTransports),
	SourceNote: "Read from Vehicles and Titanic Vehicles (6+, D6\" or 2D6\", AP- or AP2+, T7 or T8) and the Wreckage " +
		"entry of Terminology (W10, W20), which agree on starting wounds; Terminology says T7 for every wreck, Titanic Vehicles T8 for Titanic Wreckage (a note says which is followed).",
}

var transports = ruleset.Chart{
	ID:      "transports",
	Lines:   "235-247, 489, 659, 679, 709, 717, 800-806",
	Title:   "Transports",
	Caption: "How many spaces each model takes, and how units get in and out.",
	Columns: []string{"Item", "Rule", "Section"},
	Rows: [][]string{
		{"Infantry", "1 space", cites(secTransports, term("Transport #"))},
		{"Bulky", "2 spaces, and 2 Fire Ports when firing", term("Bulky")},
		{"Very Bulky", "3 spaces, and 3 Fire Ports when firing", term("Very Bulky")},
		{"Bikes, Steeds", "Never embark", secUnitTypes},
		{"Embark", "Whole unit reaches an Access Point within its move", secTransports},
		{"Disembark", "Set up wholly within M of an Access Point, ignoring other models", secTransports},
		{"Both in one phase", "Not allowed", secTransports},
		{"Fire Ports", "One model each, 90 degree arc unless marked 360; they count as stationary", cites(secTransports, term("Fire Ports"))},
		{"Transport destroyed", "Force Disembark: Pinned (even if immune), Dangerous Terrain test; destroyed if they cannot be placed", cites(secTransports, term("Force Disembark"))},
		{"Assault Ramp", "May charge the turn they disembark", term("Assault Ramp")},
	},
	RowHeaders: true,
	CiteColumn: "Section",
	Notes: []string{
		"Embarked units can still be targeted by Auras, and share those on the transport.",
		"Ours: Infantry take one space; the Movement Phase says Transport # counts Infantry and Monstrous Infantry models, Terminology says only Infantry, Bulky and Very Bulky may board.",
	},
	Page: cites(secTransports, secUnitTypes, term("Bulky"), term("Very Bulky"), term("Fire Ports"), term("Force Disembark"), term("Assault Ramp"), term("Transport #")),
	SourceNote: "Read from Transports in the Movement Phase and the Transport #, Bulky, Very Bulky, Fire Ports and " +
		"Force Disembark entries of Terminology; where they differ on Monstrous Infantry, the note says so.",
}
