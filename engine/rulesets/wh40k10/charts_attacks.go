package wh40k10

import (
	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// The attack sequence's three rolls (pp. 21-22), with the modifiers the core
// rules attach to them elsewhere in the book.

var hitRoll = ruleset.Chart{
	ID:         "hit-roll",
	Lines:      "1531-1551",
	Title:      "Hit Roll",
	Caption:    "What one D6 needs to hit, and the core rules that change it.",
	Columns:    []string{"Attack or situation", "Hit roll", "Page"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"Ranged attack", "D6 equal to or above the weapon's BS", "21"},
		{"Melee attack", "D6 equal to or above the weapon's WS", "21"},
		{"Unmodified 6 (Critical Hit)", "Always hits", "21"},
		{"Unmodified 1", "Always misses", "21"},
		{"[HEAVY] weapon, attacker's unit Remained Stationary this turn", "+1", "26"},
		{"[INDIRECT FIRE] weapon, no model of the target visible when it was picked", "-1 (and the target has the Benefit of Cover)", "26"},
		{"Ranged attack against a unit in which every model has Stealth", "-1", "20"},
		{"Big Guns Never Tire: ranged attack by, or against, a Monster or Vehicle in Engagement Range (not with a Pistol)", "-1", "20"},
		{"[TORRENT] weapon", "Hits automatically, no roll", "25"},
		{"Fire Overwatch shots", "Only an unmodified 6 hits, whatever the BS or modifiers", "42"},
	},
	RowHeaders: true,
	Notes: []string{
		"All modifiers together move the Hit roll by no more than +1 or -1.",
		"A failed Hit roll ends that attack's sequence.",
	},
	Page: "20-21, 25-26, 42",
	SourceNote: "Read from the Hit Roll text on p. 21 and its summary box beside it, which agree. Big Guns " +
		"Never Tire (p. 20), Heavy and Indirect Fire (p. 26) are each checked against their rule's text and its " +
		"summary box. Stealth (p. 20), Torrent (p. 25) and Fire Overwatch's restriction (p. 42) have no summary " +
		"box: those rows rest on the one copy in their rule's text.",
}

// woundSteps are the Wound Roll chart's rows in order; row i wounds on (i+2)+.
// The chart and the calculator (woundTarget) both read them.
var woundSteps = []string{"S at least double T", "S above T", "S equal to T", "S below T", "S at most half of T"}

var woundRoll = lazy.Of(func() ruleset.Chart {
	return ruleset.Chart{
		ID:         "wound-roll",
		Lines:      "1553-1630, 2005-2008, 2262-2270, 3089-3093",
		Title:      "Wound Roll",
		Caption:    "What a hit needs on one D6 to wound, from the attack's Strength against the target's Toughness.",
		Columns:    []string{"Strength (S) against Toughness (T)", "Wounds on"},
		Rows:       ruleset.ThresholdRows(woundSteps, 2),
		RowHeaders: true,
		Notes: []string{
			"An unmodified 6 is a Critical Wound (Anti x+ makes lower rolls critical against its keyword): it always wounds. An unmodified 1 always fails.",
			"However many modifiers apply, the Wound roll moves by at most +1 or -1.",
			"A Critical Hit with Lethal Hits wounds with no roll; against an Attached unit, use its Bodyguard models' Toughness.",
		},
		Page: "21, 25, 28, 39",
		SourceNote: "The seed's OCR kept the five rows in order but lost the digit before each '+'. " +
			"The required roll rises by one per row from 2+ to 6+; the Fast Dice Rolling example on " +
			"p. 24 (Strength 5 against Toughness 5 wounds on 4+) confirms the middle row.",
	}
})

var savingThrow = ruleset.Chart{
	ID:         "saving-throw",
	Lines:      "1648-1706",
	Title:      "Saving Throw",
	Caption:    "How the defender saves an attack allocated to one of their models, and what changes the roll.",
	Columns:    []string{"Save or situation", "Rule", "Page"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"Armour save", "One D6, modified by the attack's AP (AP -1 takes 1 off the roll); saved if the result is at least the model's Sv", "22"},
		{"Invulnerable save", "AP never modifies it; the defender uses either it or the Sv, never both, and only one invulnerable save if the model has several", "22"},
		{"Unmodified 1", "Always fails", "22"},
		{"Improvement", "No more than +1 in all", "22"},
		{"Benefit of Cover", "+1 to armour saves against ranged attacks, never to invulnerable saves; not for a model with Sv 3+ or better against AP 0; never counted twice", "44"},
		{"Ruins: Plunging Fire", "A ranged attacker wholly within a ruin, 6\" or more above ground level, shooting a unit wholly at ground level: AP improves by 1", "48"},
		{"Go to Ground (Stratagem)", "Infantry target: 6+ invulnerable save and the Benefit of Cover until the end of the phase", "42"},
		{"Mortal wounds", "No saving throw of any kind; 1 damage each, applied one at a time", "23"},
		{"Feel No Pain x+", "Each wound the model would lose, mortal ones included: one D6, on x or more it is not lost", "23"},
		{"Failed save", "The model loses wounds equal to the attack's Damage; excess damage is lost when it dies (not so for mortal wounds)", "23"},
	},
	RowHeaders: true,
	Page:       "22-23, 42, 44, 48",
	SourceNote: "Read from the Saving Throw and Invulnerable Saves text on p. 22 and their summary boxes, " +
		"which agree; Benefit of Cover from p. 44 (text and box), Plunging Fire from the Ruins card on p. 48, " +
		"Go to Ground from its card on p. 42, damage rules from p. 23.",
}
