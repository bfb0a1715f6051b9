package alt40k

import "auspex/engine/ruleset"

var forceOrganisation = ruleset.Chart{
	ID:      "force-organisation",
	Lines:   "43-82",
	Title:   "Force Organisation",
	Caption: "How many slots of each kind an army may (and must) fill.",
	Columns: []string{"Slot", "Number", "Notes"},
	Rows: [][]string{
		{"HQ", "1-2", "At least one; one of its models or independent characters is the Warlord"},
		{"Troops", "2-6", "At least two"},
		{"Advisors", "0-*", "Up to three for each Troop slot bought"},
		{"Elite", "0-3", ""},
		{"Fast Attack", "0-3", ""},
		{"Heavy Support", "0-3", ""},
		{"Flyer", "0-2", ""},
		{"Fortification", "0-1*", "One for every 1000 points; replaces a terrain piece in your deployment zone"},
		{"Lord of War", "0-1", ""},
		{"Dedicated Transport", "0-*", "Part of the slot it was bought with; one per eligible unit"},
	},
	RowHeaders: true,
	Notes: []string{
		"The whole force comes from one Army Organization of one Codex.",
		"Apocalypse games: each side may field several armies; only equal points matter.",
		"Fortifications have arcs like vehicles but count as Monsters for wounds; they do not use the Vehicle Damage Chart.",
	},
	Page: secForce,
	SourceNote: "Read from the slot paragraphs of Building a Force, checked against its RECAP (1-2 HQ, 2-6 Troops, " +
		"3 Elite, Fast Attack, Heavy Support, 2 Flyers, 1 Lord of War, 1 Fortification per 1000 points), which agree.",
}

var terrainUpgradeSlots = ruleset.Chart{
	ID:      "terrain-upgrade-slots",
	Lines:   "35, 49-69, 83, 157, 603, 623-629",
	Title:   "Terrain Upgrades from Unused Slots",
	Caption: "What each slot left empty may do to the table before deployment (optional advanced rule).",
	Columns: []string{"Unused slot", "Terrain change"},
	Rows: [][]string{
		{"HQ", "Upgrade a terrain piece to a Tower"},
		{"Troops", "Upgrade a piece to a Building, add a level to a Building (stacks), or turn a Building into a Grove of Trees"},
		{"Elite", "Place an Obstacle such as a Fence or Minefield"},
		{"Fast Attack", "Place Utility Terrain such as a River, Trench or Road"},
		{"Heavy Support", "Upgrade a piece to its Fortified version (+1 T, +5 W per floor; Trees T+1 only)"},
		{"Flyer", "No terrain change"},
		{"Lord of War", "Upgrade a piece to Titanic (+1 T, +5 W per floor; Trees T+1 only)"},
	},
	RowHeaders: true,
	Notes: []string{
		"Players alternate one change at a time after initiative and before deployment, the initiative winner first (Terrain names the Attacker; ours: the same player: see Terrain Upgrades).",
		"Agree before building armies whether these optional rules are used; the book does not recommend them for tournaments.",
	},
	Page:   cites(secForce, secInitiative, secTerrain),
	Origin: "optional",
	SourceNote: "Read from the optional-rule lines of each slot in Building a Force and the Fortifications and Titanic " +
		"Terrain paragraphs of Terrain.",
}

var modelStatLine = ruleset.Chart{
	ID:      "model-stat-line",
	Lines:   "108-126, 507",
	Title:   "Model Stat Line",
	Caption: "The columns of a model's profile and what a typical model has.",
	Columns: []string{"Stat", "Name", "Use", "Typical"},
	Rows: [][]string{
		{"M", "Movement", "Inches a model may move in the Movement Phase", "Infantry 6, tank 10"},
		{"WS", "Weapon Skill", "D6 score to hit in melee; lower is better", "4+ (tanks 5+)"},
		{"BS", "Ballistic Skill", "D6 score to hit at range; lower is better", "4+"},
		{"S", "Strength", "Melee strength, against T or armour", "Human 3, tank 6"},
		{"T", "Toughness", "Resistance to wounds; vehicles have armour facings instead", "Human 3; weak facings 10"},
		{"W", "Wounds", "Wounds lost before the model is destroyed", "Soldier 1, general 5, tank 12"},
		{"I", "Initiative", "Order of striking in an ongoing melee; higher first", "Human 3, tank 1"},
		{"A", "Attacks", "Melee attacks", "Human 1, general 3-4, tank 3"},
		{"Ld", "Leadership", "2D6 tests: morale, rallying, pinning", "Soldier 7, sergeant 8"},
		{"Sv", "Armour Save", "D6 score that stops a wound, if AP allows", "Hordes 5+-6+, soldiers 4+, heavy troops 3+"},
	},
	RowHeaders: true,
	Notes: []string{
		"Vehicles replace T with Front, Side and Rear Armour (FA, SA, RA).",
		"The unit's Champion (sergeant) usually has +1 A and +1 Ld and is a Character.",
	},
	Page:       cites(secUnitComp, secVehicles),
	SourceNote: "Read from the stat-line list in Unit Composition; the column order is the sample datasheet's.",
}

var weaponProfile = ruleset.Chart{
	ID:      "weapon-profile",
	Lines:   "128-138",
	Title:   "Weapon Profile",
	Caption: "The columns of a weapon's line on a datasheet.",
	Columns: []string{"Column", "Meaning"},
	Rows: [][]string{
		{"Selection", "The option letter (and cost) the datasheet uses to swap or add it"},
		{"Name", "The weapon or wargear"},
		{"Range", "Inches to a target it may attack; Melee means base contact, or within 1\" of a friend in base contact"},
		{"S", "Strength of its attacks (User, X2: the bearer's S, doubled)"},
		{"AP", "Armour Piercing: removes armour saves equal to or worse than it (AP5+ removes Sv5+ and Sv6+; AP- removes none)"},
		{"Rules", "Its type and number of shots (Rapid Fire 1, Pistol 1) and special rules"},
	},
	RowHeaders: true,
	Notes: []string{
		"A hard armour save: the save is either kept whole or lost, never worsened step by step.",
	},
	Page:       secWeapons,
	SourceNote: "Read from the weapon stat-line list in Weapons and the sample weapon table of Points and Datasheets.",
}

var deploymentAndNight = ruleset.Chart{
	ID:      "deployment-and-night",
	Lines:   "149-151, 163-171",
	Title:   "Deployment Types and Night Rules",
	Caption: "The two rolls that shape the table: night before initiative, deployment type after terrain.",
	Columns: []string{"Roll", "Result", "Effect"},
	Rows: [][]string{
		{"Night (D6, before initiative)", "4+", "Night Rules: in battle round 1 models more than 12\" away have a 4+ cover save"},
		{"Night (D6, before initiative)", "1-3", "No Night Rules"},
		{"Deployment (D6)", "1-3", "Dawn of War: zones along the long edges, from 12\" off the centre line back to your edge (typically 6' by 12\")"},
		{"Deployment (D6)", "4-6", "Attrition: zones on the short edges, from 24\" off the centre line back to your edge (typically 4' by 24\")"},
	},
	Notes: []string{
		"Zones assume a 4' deep table; adjust so the two zones are at least 24\" apart.",
		"Ours: on a 6' long table, 24\" off the centre line leaves an Attrition zone 12\" deep, not the typical 4'x24\" the book also gives; we follow the 24\" off the centre line unless players agree the larger zone.",
		"Table size: 4'x6' usual, 4'x4' under 1500 points, 4'x8' or more above 3000; one small terrain feature per 1'x1'.",
	},
	Page: cites(secSetup, secDeployment),
	SourceNote: "Read from Setting up the Battlefield (night roll 4+, beyond 12\", battle round 1) and Deployment " +
		"(1-3 Dawn of War 12\", 4-6 Attrition 24\"). The book's '6'x12\"' zone is kept as printed.",
}
