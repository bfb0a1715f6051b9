package wh40k5

import "auspex/engine/ruleset"

var sheets = []ruleset.Sheet{quickReference}

// quickReference is the book's own quick reference sheet (p. 117) in our
// words, with the tables it carries: turn and shooting sequence, combat
// resolution, the three core charts, vehicle damage, reserves; the book's
// other boxes (cover, morale, weapons, vehicle fire, difficult terrain,
// mishaps) as one line each, to keep to two pages. It must
// print on two A4 pages at most (tests/print_test.go measures it).
var quickReference = ruleset.Sheet{
	ID:    "quick-reference",
	Title: "Quick reference",
	Pages: "117",
	Blocks: []ruleset.Block{
		{Kind: ruleset.Heading, Text: "The player turn"},
		{Kind: ruleset.Steps, Lines: "453, 619-621, 1303, 1361, 1862, 2946, 3627, 4547-4577", Items: []string{
			"Movement: reserves from turn 2; falling back units regroup or fall back; then move (infantry 6\").",
			"Shooting: each unit shoots, runs D6\" or does nothing; 25% losses: Morale check at the end of the phase (fearless units pass).",
			"Assault: move assaulting units (6\"), defenders react (6\"), then resolve each combat.",
		}},
		{Kind: ruleset.Heading, Text: "Shooting, unit by unit"},
		{Kind: ruleset.Steps, Lines: "4553-4560, 804, 915-917, 1131, 1146", Items: []string{
			"Pick a unit, check its line of sight, choose one target.",
			"Check range.",
			"Roll to hit (chart below); templates and blasts roll none, they are placed.",
			"Roll to wound.",
			"Saves: armour (if AP higher than Sv), cover or invulnerable, the best one.",
			"Remove casualties.",
		}},
		{Kind: ruleset.ChartRef, Chart: "to-hit-shooting"},
		{Kind: ruleset.ChartRef, Chart: "to-wound"},
		{Kind: ruleset.Heading, Text: "Resolving a combat"},
		{Kind: ruleset.Steps, Lines: "1582-1591, 1613, 1786, 1794-1798, 4614-4622", Items: []string{
			"Pick a combat.",
			"Engaged models hit and wound in Initiative order; their foes save (no cover).",
			"Total the unsaved wounds each side caused: more wins.",
			"The loser tests morale at −1 Ld per wound of difference (fearless losers take No Retreat! wounds instead); passing, go to pile-in.",
			"Falling back losers roll D6 + I against the winner's: unless theirs is higher, they are destroyed (see Sweeping Advances); winners may consolidate D6\".",
			"Units still locked pile in up to 6\".",
			"Next combat, until all are done.",
		}},
		{Kind: ruleset.ChartRef, Chart: "to-hit-close-combat"},
		{Kind: ruleset.ChartRef, Chart: "vehicle-damage"},
		{Kind: ruleset.ChartRef, Chart: "reserves", KeepWhole: true},
		{Kind: ruleset.Heading, Text: "Also on the book's sheet"},
		{Kind: ruleset.List, Lines: "1790-1802, 2166, 2267, 2287, 2460, 2519, 2715, 2879, 2946, 2992, 3006-3008, 3022, 3030-3034, 4573-4688", Items: []string{
			"Cover saves: 6+ wire; 5+ hedges, fences, crops, high grass; 4+ units, woods, ruins, walls, buildings, rubble, wrecks and most solid cover; 3+ fortifications.",
			"Morale checks: 25% or more of the unit lost in a phase (not in combat), at the end of it; when tank shocked; on losing a combat, −1 Ld per wound lost by (stubborn units ignore it). Fearless units pass them all (but take No Retreat! wounds for a lost combat); tank hunters pass tank shock checks; vehicles never test.",
			"Weapons: pistol, fire once after moving and may assault; rapid fire, two shots to 12\" or one at full range standing still, no assault; assault, fire after moving and assault; heavy, not after moving, no assault. Relentless models and vehicles fire as if stationary; relentless models and walkers may still assault.",
			"Vehicles fire: stationary all; combat speed one plus defensive (fast: all); cruising none (fast: one plus defensive); flat out none. Walkers fire all after moving. An ordnance weapon fires alone. Nothing fires in a turn of smoke launchers or ramming.",
			"Difficult terrain: infantry, monstrous creatures, artillery (its guns test dangerous terrain too), beasts, cavalry and walkers are slowed (2D6, keep the highest); bikes and vehicles are not but test dangerous terrain (skilled riders re-roll; turbo-boosting bikes may not enter it); jump infantry, jetbikes and skimmers test only when starting or ending in it.",
			"Deep strike mishap (D6): 1-2 the unit is destroyed; 3-4 the opponent places it; 5-6 back to reserve.",
		}},
	},
}
