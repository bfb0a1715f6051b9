package wh40k5

import "auspex/engine/ruleset"

// Organising a battle (pp. 90-95) and the quick reference sheet (p. 117).

var standardMissions = ruleset.Chart{
	ID:         "standard-missions",
	Title:      "Standard Missions",
	Caption:    "Agree a mission or roll a D6.",
	Columns:    []string{"D6", "Mission", "How to win"},
	Rows:       [][]string{{"1-2", "Seize Ground", "Hold the most of D3+2 objectives"}, {"3-4", "Capture and Control", "Hold the most of two objectives, one in each deployment zone"}, {"5-6", "Annihilation", "Its rules are not in the source text"}},
	RowHeaders: true,
	Notes:      []string{"An objective is held by a scoring unit within 3\" with no enemy unit within 3\" (a scoring unit in a transport measures from its hull). An enemy with no units on the table at the end loses (Wipeout!)."},
	Page:       "90-91",
	SourceNote: "The D6 bands and names from the standard missions chart on p. 90, matching the contents page; victory conditions of Seize Ground and Capture and Control from p. 91. The source text lacks the Annihilation mission's rules.",
	Lines:      "3449-3458, 3466-3468, 3482, 3492-3514",
}

var deploymentTypes = ruleset.Chart{
	ID:      "deployment-types",
	Title:   "Deployment Types",
	Caption: "Agree a deployment type or roll a D6.",
	Columns: []string{"D6", "Deployment", "Zones"},
	Rows: [][]string{
		{"1-2", "Pitched Battle", "Long table halves; deploy more than 12\" from the centre line"},
		{"3-4", "Spearhead", "Table quarters; more than 12\" from the centre; the opponent takes the diagonally opposite quarter"},
		{"5-6", "Dawn of War", "Long halves; at most 2 Troops and 1 HQ deployed (the second player's more than 18\" from the enemy); the rest move on in turn 1; night fighting in game turn 1"},
	},
	RowHeaders: true,
	Notes:      []string{"A roll-off picks who chooses to go first; the first player chooses a long edge and deploys first. Then infiltrators, then scout moves."},
	Page:       "92-93",
	SourceNote: "D6 bands from the deployment type chart on p. 92, the zones from each deployment's text (pp. 92-93).",
	Lines:      "3526-3597",
}

var gameLength = ruleset.Chart{
	ID:         "game-length",
	Title:      "Game Length",
	Caption:    "Standard missions last five to seven game turns.",
	Columns:    []string{"At the end of", "D6 to play on", "Otherwise"},
	Rows:       [][]string{{"Game turn 5", "3+ (turn 6 is played)", "The game ends on 1-2"}, {"Game turn 6", "4+ (turn 7 is played)", "The game ends on 1-3"}, {"Game turn 7", "–", "The game always ends"}},
	RowHeaders: true,
	Notes:      []string{"When the game ends, units falling back count as destroyed."},
	Page:       "90",
	SourceNote: "From Ending the Game on p. 90 (1-2 ends after turn 5; 4+ continues after turn 6; turn 7 is the last); the turn chapter (p. 9) agrees on five to seven turns.",
	Lines:      "3460-3464, 431",
}

var reservesTable = ruleset.Chart{
	ID:         "reserves",
	Title:      "Reserves",
	Caption:    "At the start of each Movement phase, a dice per unit in reserve: the score it needs to arrive.",
	Columns:    []string{"Turn", "Arrives on"},
	Rows:       [][]string{{"1", "Cannot arrive"}, {"2", "4+"}, {"3", "3+"}, {"4", "2+"}, {"5 and later", "Automatically"}},
	RowHeaders: true,
	Notes:      []string{"Outflanking units (scouts, infiltrators) roll a dice on arrival: 1-2 the short edge on the player's left, 3-4 on the right, 5-6 the player's choice."},
	Page:       "94, 117",
	SourceNote: "From the reserves table on the quick reference sheet (p. 117), checked against the reserves text on p. 94 (turn 1 none, turn 2 4+, turn 5 automatic). Outflank from p. 94.",
	Lines:      "3625-3647, 4597-4604",
}

var deepStrikeMishap = ruleset.Chart{
	ID:         "deep-strike-mishap",
	Title:      "Deep Strike Mishap",
	Caption:    "Roll when a deep striking unit would land off the table, in impassable terrain, on a friend or within 1\" of an enemy.",
	Columns:    []string{"D6", "Result", "Effect"},
	Rows:       [][]string{{"1-2", "Terrible accident!", "The whole unit is destroyed"}, {"3-4", "Misplaced", "The opponent places the unit anywhere (not in impassable terrain), in deep strike formation, without scatter"}, {"5-6", "Delayed", "Back into reserve; still there when the game ends (after rolling this in turn 5 or later), it counts as destroyed"}},
	RowHeaders: true,
	Notes:      []string{"Deep strike scatter: the scatter dice, and 2D6\" on an arrow. Difficult terrain counts as dangerous for deep strikers. A unit landing in a ruin goes on its ground floor; none may land inside a building or a transport (impassable terrain)."},
	Page:       "95, 117",
	SourceNote: "Read from the mishap table on p. 95 and checked against its copy on the quick reference sheet (p. 117): same bands and results.",
	Lines:      "3649-3684, 4674-4679",
}

var difficultTerrain = ruleset.Chart{
	ID:      "difficult-terrain",
	Title:   "Difficult Terrain by Unit Type",
	Caption: "Whether each unit type is slowed by difficult terrain and when it must take dangerous terrain tests.",
	Columns: []string{"Unit type", "Slowed?", "Dangerous terrain test?"},
	Rows: [][]string{
		{"Infantry", "Yes", "No*"},
		{"Bikes", "No", "Yes"},
		{"Jetbikes", "No", "Only if starting or ending in it"},
		{"Monstrous creatures", "Yes", "No*"},
		{"Jump infantry", "No", "Only if starting or ending in it"},
		{"Artillery", "Yes", "Crew: no*; guns: yes"},
		{"Beasts and cavalry", "Yes", "No*"},
		{"Walkers", "Yes", "No*"},
		{"Skimmers", "No", "Only if starting or ending in it"},
		{"Other vehicles", "No", "Yes"},
	},
	RowHeaders: true,
	Notes:      []string{"*Unless the terrain is also dangerous. Slowed: roll two D6 and keep the highest as the move (three D6 with move through cover; slow and purposeful models always move as if through difficult terrain)."},
	Page:       "14, 75-76, 117",
	SourceNote: "From the difficult terrain chart on the quick reference sheet (p. 117), checked against the unit type pages it summarises (pp. 52-57, 71-72) and difficult terrain on p. 14.",
	Lines:      "560, 2976, 3012, 4581-4595",
}

var moraleChecks = ruleset.Chart{
	ID:         "morale-checks",
	Title:      "Morale Checks",
	Caption:    "When a unit takes a Morale check (Leadership test on 2D6).",
	Columns:    []string{"Cause", "When"},
	Rows:       [][]string{{"25% or more of the unit lost in one phase (not to close combat)", "At the end of that phase"}, {"An enemy tank shocks it", "When the tank reaches it"}, {"It lost a close combat", "Once the result is known, at −1 Ld per wound it lost by"}},
	RowHeaders: true,
	Notes:      []string{"Double 1 always passes. Failing: the unit falls back. Locked units take no checks for shooting casualties; falling back units fail every check except to regroup.", "Vehicles never take Morale checks; fearless units pass them all, tank hunters those for tank shock; stubborn units ignore the −1s."},
	Page:       "43-46, 63, 75-76, 117",
	SourceNote: "From the morale checks box on the quick reference sheet (p. 117), checked against the Morale section (pp. 43-46).",
	Lines:      "1742-1786, 1856, 2519, 2946, 3022, 3030, 4573-4579",
}

var vehiclesMovingShooting = ruleset.Chart{
	ID:         "vehicles-moving-shooting",
	Title:      "Vehicles Moving and Shooting",
	Caption:    "How many weapons a vehicle may fire by how far it moved.",
	Columns:    []string{"Vehicle", "Stationary", "Combat speed", "Cruising speed", "Flat out"},
	Rows:       [][]string{{"Most vehicles", "All", "One, plus defensive", "None", "–"}, {"Fast", "All", "All", "One, plus defensive", "None"}, {"Walker", "All", "All", "–", "–"}},
	RowHeaders: true,
	Notes:      []string{"Combat speed: up to 6\"; cruising speed: over 6\" up to 12\"; flat out (fast vehicles only): over 12\".", "Defensive weapons are those of Strength 4 or less. A vehicle firing ordnance fires nothing else. Fast vehicles go flat out up to 18\" (fast skimmers 24\")."},
	Page:       "57-58, 70-73, 117",
	SourceNote: "From the summary chart on p. 73, identical to its copy on the quick reference sheet (p. 117); speeds from pp. 57, 70-71.",
	Lines:      "2223-2229, 2263-2287, 2757-2767, 2805, 2913-2920",
}

var ramming = ruleset.Chart{
	ID:         "ramming",
	Title:      "Ramming Strength",
	Caption:    "Each vehicle in a ram takes a hit on the facing struck (the rammer on its front); work out each one's Strength.",
	Columns:    []string{"For the other vehicle's", "Strength"},
	Rows:       [][]string{{"Armour on the facing that hits (each point above 10)", "+1"}, {"Speed of the rammer (each full 3\" before impact)", "+1"}, {"Mass (it is a tank)", "+1"}},
	RowHeaders: true,
	Page:       "69",
	SourceNote: "From the ramming rules on p. 69 (armour, speed, mass).",
	Lines:      "2713-2725",
}

var buildingsArmour = ruleset.Chart{
	ID:         "buildings-armour",
	Title:      "Buildings Armour",
	Caption:    "The Armour Value of an occupied building, by what it is made of.",
	Columns:    []string{"Building", "Armour Value"},
	Rows:       [][]string{{"Corrugated iron or wooden shed", "9"}, {"Log cabin", "10"}, {"Brick house", "11"}, {"Concrete city building", "12"}, {"Stone-walled palace", "13"}, {"Bastion or bunker", "14"}},
	RowHeaders: true,
	Page:       "79",
	SourceNote: "Read from the buildings armour chart (p. 79 by the index), listed here from weakest to strongest; the book has one copy.",
	Lines:      "3128-3140",
}

var ruinsLevels = ruleset.Chart{
	ID:         "ruins-levels",
	Title:      "Moving Up and Down in Ruins",
	Caption:    "Every level of a ruin counts as 3\" tall.",
	Columns:    []string{"Who", "Moving between levels"},
	Rows:       [][]string{{"Infantry, monstrous creatures, walkers", "3\" of the difficult terrain move per level; a roll of 1 or 2 allows no vertical move"}, {"Jump infantry, jetbikes", "Placed anywhere within 12\", any level; dangerous terrain test to start or end in the ruin"}, {"Everything else", "Ground level only"}},
	RowHeaders: true,
	Notes:      []string{"Coherency across levels: a model's body within 2\" of the base of the model above it."},
	Page:       "82-83",
	SourceNote: "From Moving Within Ruins and Unit Coherency (pp. 82-83).",
	Lines:      "3199-3219",
}

var scatter = ruleset.Chart{
	ID:         "scatter",
	Title:      "Scatter",
	Caption:    "How far a blast marker or deep striking unit moves after the scatter dice.",
	Columns:    []string{"What", "Hit symbol", "Arrow"},
	Rows:       [][]string{{"Blast, target in sight", "On target", "2D6\" minus the firer's BS (not below 0)"}, {"Barrage at a target out of sight", "On target", "The full 2D6\""}, {"Deep strike", "Where placed", "2D6\""}},
	RowHeaders: true,
	Page:       "30, 32, 95",
	SourceNote: "From the blast (p. 30), barrage (p. 32) and deep strike (p. 95) rules.",
}

var movement = ruleset.Chart{
	ID:         "movement",
	Title:      "Movement by Unit Type",
	Caption:    "How far each unit type moves, assaults and falls back.",
	Columns:    []string{"Unit type", "Move", "Assault", "Fall back"},
	Rows:       [][]string{{"Infantry, monstrous creatures", "6\"", "6\"", "2D6\""}, {"Jump infantry", "12\" (or 6\" as infantry)", "6\"", "3D6\""}, {"Bikes, jetbikes", "12\"", "6\"", "3D6\""}, {"Beasts and cavalry", "6\"", "12\"", "3D6\""}, {"Walkers", "6\"", "6\"", "–"}, {"Vehicles", "Combat 6\", cruising 12\" (fast: flat out 18\", skimmers 24\")", "–", "–"}},
	RowHeaders: true,
	Notes:      []string{"Run: D6\" instead of shooting (not bikes, artillery or vehicles other than walkers). Turbo-boosters: 24\". Regroup: up to 3\". Pile-in and defenders react: 6\". Consolidate: D6\"."},
	Page:       "11, 34, 40, 45-46, 51-55, 57-58, 70-72, 76",
	SourceNote: "Gathered from each unit type's page and the movement, assault and morale rules; the book prints no single table of these.",
	Lines:      "453, 621, 1361, 1601-1613, 1820, 1870, 2027-2031, 2075-2085, 2128-2138, 2176, 2228-2229, 2267, 2757, 2805, 2849-2851, 3034",
}

var victoryPoints = ruleset.Chart{
	ID:         "victory-points",
	Title:      "Victory Points",
	Caption:    "The optional tiebreaker: what each enemy unit is worth at the end.",
	Columns:    []string{"Enemy unit at the end", "VPs"},
	Rows:       [][]string{{"Destroyed, falling back or off the table", "Its full points cost"}, {"Half its models lost (single models: half their Wounds; vehicles: any Damaged result)", "Half its cost, rounded down"}},
	RowHeaders: true,
	Notes:      []string{"A difference under 10% of the points limit is an even game."},
	Page:       "116",
	SourceNote: "From the Victory Points page (p. 116).",
	Lines:      "4505-4543",
}

var orbitalWeapons = ruleset.Chart{
	ID:         "orbital-weapons",
	Title:      "Orbital Weapons",
	Caption:    "The orbital strikes in the Reference section's Inquisition list.",
	Columns:    []string{"Weapon", "S", "AP", "Notes"},
	Rows:       [][]string{{"Barrage bomb", "6", "4", "Ordnance blast"}, {"Lance strike", "10", "1", "Ordnance blast"}, {"Melta torpedo", "8", "3", "Ordnance blast; 2D6 armour penetration"}, {"Psyk-out", "9", "1", "See Codex: Witch Hunters"}},
	RowHeaders: true,
	Page:       "104-115",
	SourceNote: "Read from the orbital weapons table in the Reference section (pp. 104-115); the OCR gives no page markers and the index does not list it, so the exact page within the section cannot be fixed.",
}

var nemesisForceWeapons = ruleset.Chart{
	ID:         "nemesis-force-weapons",
	Title:      "Nemesis Force Weapon Bonuses",
	Caption:    "What a Grey Knight's Nemesis force weapon gives, by rank.",
	Columns:    []string{"Rank", "Strength", "Power weapon", "Force weapon"},
	Rows:       [][]string{{"Grey Knight", "+2", "No", "No"}, {"Brother-Captain", "+2", "Yes", "No"}, {"Grand Master", "+2", "Yes", "Yes"}, {"Justicar or Terminator", "+2", "Yes", "No"}},
	RowHeaders: true,
	Page:       "104-115",
	SourceNote: "Read from the table in the Reference section (pp. 104-115); the exact page within the section cannot be fixed from the OCR or the index.",
}

var outflank = ruleset.Chart{
	ID:         "outflank",
	Title:      "Outflank",
	Caption:    "Where an outflanking unit (scouts or infiltrators held in reserve) comes on: roll a dice when it arrives.",
	Columns:    []string{"D6", "Enters from"},
	Rows:       [][]string{{"1-2", "The short table edge on its player's left"}, {"3-4", "The short table edge on its player's right"}, {"5-6", "Either short edge, as its player chooses"}},
	RowHeaders: true,
	Notes:      []string{"The unit must be declared as outflanking during deployment; it moves on as other reserves do."},
	Page:       "94",
	SourceNote: "From the outflank rule on p. 94; the book prints it as text, not a table.",
	Lines:      "3623, 3645-3647",
}

var forceOrganisation = ruleset.Chart{
	ID:      "force-organisation",
	Title:   "Force Organisation",
	Caption: "The categories an army is chosen in; the Codex's chart gives the number of boxes of each.",
	Columns: []string{"Category", "What it holds", "Compulsory"},
	Rows: [][]string{
		{"HQ", "Commanders and leading monsters", "At least 1"},
		{"Troops", "The army's common soldiers; its scoring units", "At least 2"},
		{"Elites", "Few, expensive, the best soldiers", "No"},
		{"Fast Attack", "Fast units for scouting and assault", "No"},
		{"Heavy Support", "The big guns and toughest creatures", "No"},
	},
	RowHeaders: true,
	Notes: []string{"Dedicated transports take no box; they count as their unit's category when it matters.",
		"The standard chart's picture, with the most boxes of each category, is not in the source text, so no maximum is given here."},
	Page:       "86-87",
	SourceNote: "Categories from pp. 86-87; the compulsory minimum (one HQ, two Troops) is stated in the text on p. 87. The chart itself is an image the OCR lacks.",
	Lines:      "3339-3373",
}
