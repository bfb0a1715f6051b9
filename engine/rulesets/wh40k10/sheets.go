package wh40k10

import "auspex/engine/ruleset"

var sheets = []ruleset.Sheet{quickReference, attackSequence}

// quickReference is the one sheet to print and keep beside the dice: the turn,
// the attack sequence, the distances used every turn and the charts looked up
// most. It must print on two A4 pages at most (tests/print_test.go measures it).
var quickReference = ruleset.Sheet{
	ID:    "quick-reference",
	Title: "Quick reference",
	Pages: "6-7, 10-39, 43-44, 53-54, 58-59",
	Blocks: []ruleset.Block{
		{Kind: ruleset.Heading, Text: "The battle round"},
		{Kind: ruleset.Para, Lines: "707-735", Text: "Every battle round each player takes a turn, in the same order each round. A turn has five phases:"},
		{Kind: ruleset.Steps, Lines: "738-806, 864-987, 1189-1197, 1254-1259, 1333-1342, 1446-1522, 2091-2095, 2282-2339, 2447-2519, 2520-2705, 3272-3289, 3367-3370, 3443-3455, 3866-3871, 3924-3955", Items: []string{
			"Command: both players gain 1CP; Command-phase rules resolve; each of your units Below Half-strength tests Battle-shock (2D6 against its best Ld). Battle-shocked until your next Command phase: OC 0, no Stratagems of yours on it (but Insane Bravery), Desperate Escape tests for all its models if it Falls Back.",
			"Movement: each unit makes a Normal move (M\"), Advances (M+D6\"), Falls Back (M\"; the only way out of Engagement Range, except Aircraft: see Aircraft) or Remains Stationary; then Reserves arrive (Reinforcements step; Strategic Reserves from round 2; see also Rapid Ingress).",
			"Shooting: one eligible unit at a time picks all its targets, then attacks; no shooting after Advancing (Assault weapons aside) or Falling Back. In Engagement Range a unit neither shoots nor is shot at, except with Pistols and by or at Monsters and Vehicles (Big Guns Never Tire: -1 to hit, no Blast; see charts below).",
			"Charge: a unit (no Aircraft) within 12\" of enemies, not in Engagement Range, that did not Advance, Fall Back or disembark from a moved or destroyed Transport, picks targets (an Aircraft only if it can Fly) and rolls 2D6\"; it must be able to end in Engagement Range of every target, coherent, never entering Engagement Range of a unit it did not target (enemy Aircraft aside).",
			"Fight: Fights First units (every model has it; chargers too, not by Heroic Intervention), then the rest; players alternate, the one whose turn it is not picking first. Each piles in 3\", attacks, consolidates 3\".",
		}},
		{Kind: ruleset.Heading, Text: "Making an attack"},
		{Kind: ruleset.Steps, Lines: "1531-1720, 2067-2074, 3089-3102", Items: []string{
			"Hit roll (chart below).",
			"Wound roll: S against T (chart below).",
			"Allocate: the defender picks; a model already wounded or given an attack this phase must take it (Attached units, Precision: see Leader).",
			"Saving throw (below).",
			"Damage: the model loses the attack's Damage in wounds; excess is lost.",
		}},
		{Kind: ruleset.Heading, Text: "Distances used every turn"},
		{Kind: ruleset.List, Lines: "219-234, 412-447, 4345-4366, 4439-4447, 3004-3023, 3459-3485, 1169-1213, 1273-1299", Items: []string{
			"Engagement Range: 1\" horizontally, 5\" vertically.",
			"Unit Coherency: 2\" horizontally, 5\" vertically, of one other model (two in units of 7+); at each turn's end a unit out of it loses models until one coherent group is left.",
			"Objective marker range: 3\" horizontally, 5\" vertically; at each phase's end the higher total OC in range controls it (tie: contested). Only War: from round 2, end of your Command phase, 1VP per marker you control, 3VP a turn at most.",
			"Deep Strike, Strategic Reserves: more than 9\" horizontally from enemy models (other Reserves: per their own rule); Strategic Reserves also wholly within 6\" of an edge.",
			"Disembark wholly within 3\" (6\" in an Emergency Disembarkation).",
		}},
		{Kind: ruleset.ChartRef, Chart: "hit-roll"},
		{Kind: ruleset.ChartRef, Chart: "wound-roll"},
		{Kind: ruleset.Heading, Text: "Saving throw"},
		{Kind: ruleset.List, Lines: "1648-1787, 1946-1953, 3509-3536", Items: []string{
			"Armour: D6 plus AP (a negative number); saved at or above the Sv.",
			"Invulnerable: AP never applies; use it or the Sv, not both.",
			"Unmodified 1 always fails; at most +1 in all.",
			"Benefit of Cover: +1 armour save against ranged attacks; not for Sv 3+ or better against AP 0, nor against Ignores Cover.",
			"Mortal wounds: no save; 1 damage each, the excess carries on; from attacks, after the unit's normal damage.",
			"Feel No Pain x+: a D6 for each wound a model would lose, mortal wounds too; on x+ it is not lost.",
		}},
		{Kind: ruleset.ChartRef, Chart: "weapon-abilities"},
	},
}

var attackSequence = ruleset.Sheet{
	ID:    "attack-sequence",
	Title: "Making attacks",
	Pages: "21-23, 25-26, 39, 42",
	Blocks: []ruleset.Block{
		{Kind: ruleset.Para, Lines: "1589-1614, 1851-1871", Text: "Resolve attacks one at a time, each through these five steps, or roll identical attacks together."},
		{Kind: ruleset.Steps, Lines: "1531-1720, 1776-1783, 1996-2008, 2067-2074, 3089-3102, 3308-3312", Items: []string{
			"Hit roll: one D6; it hits on a result at or above the weapon's BS (ranged) or WS (melee). Torrent weapons hit with no roll; Fire Overwatch hits only on an unmodified 6.",
			"Wound roll: one D6 per hit, against the Wound Roll chart below; an Attached unit uses its Bodyguard models' Toughness. A Critical Hit with Lethal Hits wounds with no roll.",
			"Allocate attack: the defender picks the model; a model already wounded or already allocated to this phase must take it. In an Attached unit, no Character takes it while a Bodyguard model is left, unless the weapon has Precision.",
			"Saving throw: the defender rolls against the model's Save, worsened by the attack's AP, or against its invulnerable save (which AP never worsens) if that is better.",
			"Inflict damage: a failed save costs the model wounds equal to the attack's Damage (Feel No Pain may stop each wound).",
		}},
		{Kind: ruleset.Heading, Text: "Hit roll"},
		{Kind: ruleset.List, Lines: "1541-1551", Items: []string{
			"Unmodified 6: a Critical Hit, which always hits.",
			"Unmodified 1: always a miss.",
			"Net modifier is capped at +1 or -1.",
		}},
		{Kind: ruleset.ChartRef, Chart: "wound-roll"},
	},
}
