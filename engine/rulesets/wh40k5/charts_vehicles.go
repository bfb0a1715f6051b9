package wh40k5

import "auspex/engine/ruleset"

// Vehicle charts (pp. 60-63, and the quick reference sheet, p. 117).

var armourPenetration = ruleset.Chart{
	ID:      "armour-penetration",
	Title:   "Armour Penetration",
	Caption: "D6 + the hit's Strength against the Armour Value of the facing hit; the dice added by each weapon rule.",
	Columns: []string{"Roll", "Result"},
	Rows: [][]string{
		{"D6 + S below the Armour Value", "No effect"},
		{"D6 + S equal to the Armour Value", "Glancing hit"},
		{"D6 + S above the Armour Value", "Penetrating hit"},
		{"Ordnance", "Roll two D6, keep the higher"},
		{"Melta, at half range or less", "Roll an extra D6 (2D6 + S)"},
		{"Rending, on a roll of 6", "Add a further D3"},
		{"Lance", "Armour Values above 12 count as 12"},
		{"Monstrous creature in close combat", "2D6 + S"},
		{"Tank hunters", "+1 to the roll"},
		{"Blast whose centre misses the hull but covers part of it", "Half Strength (round down), facing towards the marker's centre"},
	},
	RowHeaders: true,
	Notes: []string{
		"Close combat hits strike rear armour, except on a walker: front armour (a death or glory attack also strikes front armour). Each glancing or penetrating hit rolls on the Vehicle Damage table.",
		"Also: twin-linked template weapons re-roll the penetration dice; a witchblade counts as Strength 9; grenades have fixed values (see Grenades against Vehicles); a squadron is hit on one common Armour Value (see Squadrons); a vehicle vulnerable to blasts/templates counts each such hit as two.",
	},
	Page: "30-32, 42, 51, 60, 63-64, 68-69, 76",
	SourceNote: "From the armour penetration rules on p. 60 (no effect / glancing / penetrating, ordnance, blasts) and the weapon " +
		"and unit rules each row names: rending (p. 31), melta and lance (p. 32), monstrous creatures (p. 51), close combat (p. 63), " +
		"tank hunters (p. 76); the notes add twin-linked (pp. 30-31), the witchblade (p. 42), squadrons (p. 64), death or glory (pp. 68-69) and vulnerable to blasts/templates (p. 76). " +
		"The book prints no chart of these.",
	Lines: "2342-2363, 2489-2491, 2881, 1233, 1283, 1290, 2017, 3030, 1227, 1706, 2535, 2705, 3038",
}

var vehicleDamage = ruleset.Chart{
	ID:      "vehicle-damage",
	Title:   "Vehicle Damage Table",
	Caption: "Roll a D6 for each glancing or penetrating hit, apply every modifier that applies, and read the result.",
	Columns: []string{"D6", "Result", "Effect"},
	Rows: [][]string{
		{"1 or less", "Crew – Shaken", "Cannot fire before its next turn is over"},
		{"2", "Crew – Stunned", "Cannot move or fire before its next turn is over"},
		{"3", "Damaged – Weapon Destroyed", "The attacker picks one weapon to lose; with none left, Immobilised instead"},
		{"4", "Damaged – Immobilised", "May not move for the rest of the game; again, Weapon Destroyed instead"},
		{"5", "Destroyed – Wrecked", "Left in place as a wreck: difficult and dangerous terrain, gives cover"},
		{"6 or more", "Destroyed – Explodes!", "Models within D6\" take a S3, AP – hit; replaced by a crater of difficult ground"},
	},
	RowHeaders: true,
	Notes: []string{
		"Modifiers (cumulative): glancing hit −2; hit by an 'AP –' weapon −1; hit by an AP 1 weapon +1; target is open-topped +1; a building with occupiers on its parapet +1.",
		"Shaken and Stunned do not stack. Either Damaged result on a vehicle with no weapons left that is already immobilised: Wrecked. Squadrons, skimmers that moved flat out, artillery guns, buildings and passengers read some results differently, and a thunder hammer or a Dreadnought's close combat weapon adds effects: see Vehicle Damage Table.",
	},
	Page: "42, 55, 61, 64, 66-67, 71, 73, 77-81, 117",
	SourceNote: "Results and modifiers read from the table on p. 61 and checked against the copy on the quick reference sheet " +
		"(p. 117), which agrees (its rows say 1 and 6, p. 61 says 1 or less and 6 or more). Effects summarised from the damage results on p. 61. " +
		"The notes add who reads them differently: the thunder hammer (p. 42), artillery (p. 55), squadrons (p. 64), passengers (pp. 66-67), " +
		"skimmers (p. 71), Dreadnought weapons (p. 73) and buildings and parapets (pp. 77-81).",
	Lines: "2365-2432, 4664-4672, 1698, 2160, 2543, 2659, 2811, 2909, 3130, 3154",
}

var vehiclesInCloseCombat = ruleset.Chart{
	ID:         "hitting-vehicles-close-combat",
	Title:      "Hitting Vehicles in Close Combat",
	Caption:    "Vehicles have no Weapon Skill: the score a close combat attack needs depends on how the vehicle moved in its last turn.",
	Columns:    []string{"The vehicle, in its previous turn", "D6 needed"},
	Rows:       [][]string{{"Immobilised, or stayed stationary", "Automatic hit"}, {"Moved at combat speed", "4+"}, {"Moved at cruising speed", "6"}, {"Fast vehicle that moved flat out (not immobilised)", "6"}},
	RowHeaders: true,
	Notes:      []string{"Only the distance actually covered from where it started counts. All hits strike rear armour. Walkers are not on this chart: they are hit by comparing Weapon Skills, on their front armour."},
	Page:       "63, 70-71",
	SourceNote: "Read from the table on p. 63; the book has one copy. The flat-out row is not in that table: it comes from Fast Vehicles (pp. 70-71), which says a fast vehicle that moved flat out is hit as one that moved at cruising speed.",
	Lines:      "2478-2491, 2881, 2771",
}

var grenadesVsVehicles = ruleset.Chart{
	ID:         "grenades-vs-vehicles",
	Title:      "Grenades Against Vehicles",
	Caption:    "Armour penetration of grenades used in close combat against a vehicle; each model using them makes one attack only.",
	Columns:    []string{"Grenade", "Penetration roll"},
	Rows:       [][]string{{"Assault or defensive grenade", "4 + D6"}, {"Krak grenade", "6 + D6"}, {"Melta bomb", "8 + 2D6"}},
	RowHeaders: true,
	Page:       "63",
	SourceNote: "Read from the list on p. 63 (4+D6, 6+D6, 8+2D6); the book has one copy.",
	Lines:      "2507-2515",
}
