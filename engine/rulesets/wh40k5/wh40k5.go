// Package wh40k5 is Warhammer 40,000, 5th edition: the 2008 Condensed Rule book.
package wh40k5

import "auspex/engine/ruleset"

// System is the system as the registry lists it: its card, whose counts the
// build generates (card_counts.go), and New, which builds the rest.
var System = ruleset.System{Card: ruleset.Card{Info: info, Counts: counts}, Build: New}

// New returns the 5th edition ruleset.
func New() *ruleset.Ruleset {
	return &ruleset.Ruleset{
		Entries: ref().Entries, Glossary: ref().Glossary,
		Info:   info,
		Charts: charts, Sheets: sheets,
		Calc: Calc, Army: armyMap,
		Setup: setup, Phases: phases, Turn: turn, Counters: counters,
	}
}

// info describes the system; the reference loader checks citations against it.
var info = ruleset.Info{
	ID:        "wh40k5",
	Name:      "Warhammer 40,000",
	Short:     "40k 5th",
	Edition:   "5th edition (Condensed Rule book)",
	Publisher: "Games Workshop",
	Date:      "2008",
	Source: ruleset.Source{
		Title: "Warhammer 40,000 Condensed Rule book",
		File:  "000_fd082f6ee6fbcca6.txt",
	},
	Cite: ruleset.CitePages,
	Coverage: "The source is the complete condensed rulebook, vehicles and universal special rules included, " +
		"as OCR text without page markers: pages come from its contents page, index and cross-references. " +
		"Carried: every section of the rules as a reference with a glossary, the pre-game sequence and the " +
		"three-phase player turn as a checklist with the game-length rolls and kill point and objective counters, " +
		"and the charts. Not carried: the Annihilation mission's rules, Seize the Initiative and the force " +
		"organisation chart's picture, which the source text lacks; the army lists of the Reference section.",
	SearchExamples: []string{"rending", "instant death", "vehicle damage"},
}
