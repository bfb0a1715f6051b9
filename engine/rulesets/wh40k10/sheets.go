package wh40k10

import "auspex/engine/ruleset"

var sheets = []ruleset.Sheet{attackSequence}

var attackSequence = ruleset.Sheet{
	ID:    "attack-sequence",
	Title: "Making attacks",
	Pages: "21-22",
	Blocks: []ruleset.Block{
		{Kind: ruleset.Para, Text: "Resolve attacks one at a time, each through these five steps, or roll identical attacks together."},
		{Kind: ruleset.Steps, Items: []string{
			"Hit roll: one D6; it hits on a result at or above the weapon's BS (ranged) or WS (melee).",
			"Wound roll: one D6 per hit, against the Wound Roll chart below.",
			"Allocate attack: the defender picks the model; a model already wounded or already allocated to this phase must take it.",
			"Saving throw: the defender rolls against the model's Save, worsened by the attack's AP.",
			"Inflict damage: a failed save costs the model wounds equal to the attack's Damage.",
		}},
		{Kind: ruleset.Heading, Text: "Hit roll"},
		{Kind: ruleset.List, Items: []string{
			"Unmodified 6: a Critical Hit, which always hits.",
			"Unmodified 1: always a miss.",
			"Net modifier is capped at +1 or -1.",
		}},
		{Kind: ruleset.ChartRef, Chart: "wound-roll"},
	},
}
