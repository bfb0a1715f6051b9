package wh40k10

import "auspex/engine/ruleset"

// Tests a player rolls for: Battle-shock and Leadership on 2D6, and the other
// D6 tests that destroy models or inflict mortal wounds.

var battleShock = ruleset.Chart{
	ID:         "battle-shock",
	Lines:      "751-779, 2771-2773, 2871-2874",
	Title:      "Battle-shock and Leadership Tests",
	Caption:    "Who tests, how, and what being Battle-shocked does.",
	Columns:    []string{"Item", "Rule", "Page"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"Who tests", "In your Battle-shock step: every unit of yours that is on the battlefield and Below Half-strength", "11"},
		{"Battle-shock test", "2D6: passed on a total equal to or above the best Leadership (Ld) in the unit", "11"},
		{"Failed", "Battle-shocked until your next Command phase starts", "11"},
		{"While Battle-shocked", "Every model has OC 0; its player cannot use Stratagems on it; if it Falls Back, every model takes a Desperate Escape test", "11"},
		{"Below Half-strength, Starting Strength 1", "Fewer wounds left than half its Wounds characteristic", "12"},
		{"Below Half-strength, any other unit", "Fewer models left than half its Starting Strength", "12"},
		{"Attached unit's Starting Strength", "Leader's plus Bodyguard's; if one of them is destroyed, the other returns to its own", "12"},
		{"Leadership test (when a rule asks for one)", "2D6: passed on a total equal to or above the best Ld in the unit", "38"},
		{"Passengers of a destroyed Transport", "Battle-shocked until the start of their player's next Command phase", "18"},
		{"Insane Bravery (Stratagem, 1CP)", "Just after a failed Battle-shock test in your Command phase: the unit counts as having passed", "42"},
	},
	RowHeaders: true,
	Notes: []string{
		"Leadership is a target to roll, such as the 4+ of the book's example datasheet: the lower, the better.",
	},
	Page: "11-12, 18, 38, 42",
	SourceNote: "Read from the Battle-shock step text on p. 11 and its summary box, which agree; Below " +
		"Half-strength and Starting Strength from p. 12; the Leadership test from the datasheet page (p. 38), " +
		"whose wording matches the Battle-shock test; destroyed transports from p. 18 (text and box); Insane " +
		"Bravery from its card on p. 42.",
}

var d6Tests = ruleset.Chart{
	ID:         "d6-tests",
	Lines:      "959-987, 1240-1271",
	Title:      "Other D6 Tests",
	Caption:    "The core rules' other tests on D6: when they are taken, what is rolled, and what each result does.",
	Columns:    []string{"Test", "When", "Roll", "Result", "Page"},
	CiteColumn: "Page",
	Rows: [][]string{
		{"Desperate Escape", "Before a Fall Back: for each model that will move over enemy models (not Titanic or Fly models), or for every model if the unit is Battle-shocked", "One D6 per model", "Each 1-2: you remove one model of the unit", "14"},
		{"Hazardous", "After a unit shoots or fights with Hazardous weapons", "One D6 per Hazardous weapon used", "Each 1: one model with such a weapon is destroyed; a Character, Monster or Vehicle takes 3 mortal wounds instead", "28"},
		{"Destroyed Transport", "Units inside disembark before the Transport is removed", "One D6 per disembarking model", "Each 1: that model's unit suffers 1 mortal wound", "18"},
		{"Emergency Disembarkation", "A unit from a destroyed Transport cannot be set up wholly within 3\"; it sets up wholly within 6\" instead", "One D6 per disembarking model", "Each 1-3: 1 mortal wound to the unit; a model that still cannot be set up is destroyed", "18"},
		{"Deadly Demise x", "When the model is destroyed, before it is removed (and before passengers disembark)", "One D6", "6: each unit within 6\" suffers x mortal wounds (a random x is rolled per unit)", "23"},
		{"Tank Shock (Stratagem)", "Your Charge phase, after your Vehicle unit ends a Charge move", "D6 equal to the Strength of one of its melee weapons, two more if that Strength exceeds the enemy's Toughness", "Each 5+: 1 mortal wound to one enemy unit in Engagement Range, 6 at most", "42"},
		{"Grenade (Stratagem)", "Your Shooting phase, a Grenades unit not in Engagement Range", "Six D6", "Each 4+: 1 mortal wound to an enemy unit within 8\" and visible", "42"},
		{"Feel No Pain x+", "Each time the model would lose a wound", "One D6", "x or more: that wound is not lost", "23"},
	},
	RowHeaders: true,
	Notes: []string{
		"A model triggers at most one Desperate Escape test per phase.",
		"Passengers of a destroyed Transport are also Battle-shocked, count as having made a Normal move and cannot charge this turn; they are not hit by its Deadly Demise.",
	},
	Page: "14, 18, 23, 28, 42",
	SourceNote: "Each test is read from its rule's text and checked against the summary box that repeats it: " +
		"Desperate Escape p. 14 (1-2 in both), Destroyed Transports and Emergency Disembarkation p. 18 (1, and 1-3, " +
		"in both), Deadly Demise and Feel No Pain p. 23 (6, within 6\"), Hazardous (1, 3 mortal wounds, in text, " +
		"box and example). Tank Shock (5+, at most 6) and Grenade (six D6, 4+, 8\") have one copy each, on their " +
		"p. 42 cards. Hazardous carries no page in the seed; see Weapon Abilities.",
}
