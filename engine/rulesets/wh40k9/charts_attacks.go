package wh40k9

import (
	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// The attack sequence (p. 18 of the published booklet; the source lacks it).

// woundSteps are the Wound Roll chart's rows in order; row i wounds on (i+2)+.
var woundSteps = []string{
	"S twice T or more", "S greater than T", "S equal to T", "S lower than T", "S half T or less",
}

var woundRoll = lazy.Of(func() ruleset.Chart {
	return ruleset.Chart{
		ID:         "wound-roll",
		Title:      "Wound Roll",
		Caption:    "What a hit needs on one D6 to wound: the attack's Strength against the target's Toughness.",
		Columns:    []string{"Strength (S) against Toughness (T)", "Wounds on"},
		Rows:       ruleset.ThresholdRows(woundSteps, 2),
		RowHeaders: true,
		Notes: []string{
			"Use the first row that fits, from the top.",
			"An unmodified 6 always wounds; an unmodified 1 always fails.",
			"All modifiers together move the wound roll by no more than +1 or -1.",
		},
		Page:       "18",
		Origin:     "core9",
		SourceNote: "The source lacks the Making Attacks page; the chart is the published booklet's wound table (p. 18), five rows from 2+ to 6+.",
	}
})

var hitAndWoundModifiers = ruleset.Chart{
	ID:         "hit-and-wound-modifiers",
	Title:      "Hit and Wound Rolls: Automatic Results and Modifier Caps",
	Caption:    "What always succeeds or fails, how far modifiers go, and the core rules' own hit-roll modifiers.",
	Columns:    []string{"Roll or situation", "Rule", "Page", "Source"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"Hit roll", "D6 equal to or above BS (ranged) or WS (melee)", "18", fromCore9},
		{"Hit roll: unmodified 6", "Always hits", "18", fromCore9},
		{"Hit roll: unmodified 1", "Always misses", "18", fromCore9},
		{"Hit roll: all modifiers together", "Never more than +1 or less than -1", "18", fromCore9},
		{"Wound roll: unmodified 6", "Always wounds", "18", fromCore9},
		{"Wound roll: unmodified 1", "Always fails", "18", fromCore9},
		{"Wound roll: all modifiers together", "Never more than +1 or less than -1", "18", fromCore9},
		{"Assault weapon, firing unit Advanced this turn", "-1 to hit", "17", fromCore9},
		{"Heavy weapon, Infantry model whose unit moved this turn", "-1 to hit", "17", fromCore9},
		{"Heavy weapon, Vehicle or Monster shooting while its unit is in Engagement Range", "-1 to hit", "16", fromSeed},
		{"Fire Overwatch", "Hits only on an unmodified 6", "19", fromCore9},
	},
	RowHeaders: true,
	Notes: []string{
		"Re-rolls come before modifiers; an 'unmodified' roll is the dice after any re-roll.",
		"Changing a characteristic (+1 Strength) is not a modifier to the roll and is not capped (Auspex's reading of the 9th core rules' cap).",
	},
	Page:  "16-19",
	Lines: "543-553",
	SourceNote: "Only the Big Guns Never Tire row rests on the source (p. 16, its text and summary box agree). " +
		"The rest is from the published booklet: hit and wound rolls p. 18, weapon types p. 17, Fire Overwatch p. 19.",
}

var savingThrows = ruleset.Chart{
	ID:         "saving-throws-and-cover",
	Title:      "Saving Throws and Cover",
	Caption:    "How a save is rolled, what AP, invulnerable saves and cover do to it, and what gets through.",
	Columns:    []string{"Rule", "In brief", "Page"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"Saving throw", "D6 plus the AP (a negative number) against the model's Sv; equal or higher saves", "18"},
		{"Unmodified 1", "Always fails", "18"},
		{"Invulnerable save", "Used instead of the Sv, never modified by AP; only one roll per attack", "18"},
		{"No save possible", "Sv after AP worse than 6+ with no invulnerable save: the attack gets through", "18"},
		{"Benefit of Cover", "+1 to armour saving throws; never to invulnerable saves", "4"},
		{"Cover and heavy armour", "No benefit of cover for a model with Sv 3+ or better against an AP 0 attack", "4"},
		{"Light cover", "Protects against ranged attacks", "4"},
		{"Heavy cover", "Protects against melee attacks, not from a unit that charged this turn", "4"},
		{"Inflict damage", "Wounds lost equal to the Damage; excess damage from one attack is lost", "18"},
		{"Mortal wounds", "No save of any kind; one wound each; the excess carries over to the next model", "19"},
	},
	RowHeaders: true,
	Notes: []string{
		"The core rules put no cap on modifiers to saving throws.",
		"Cover rules are the Core Book's terrain rules; the booklet only introduces terrain features (p. 4).",
	},
	Page:   "4, 18-19",
	Origin: "core9",
	SourceNote: "The source lacks the Making Attacks pages and the Core Book's terrain rules. Saves, invulnerable " +
		"saves and damage are from the published booklet (p. 18), mortal wounds from p. 19 (the page the source's " +
		"Smite text points to); the cover rows summarise the 9th edition Core Book's terrain rules and cite p. 4, " +
		"the booklet page that introduces terrain features.",
}
