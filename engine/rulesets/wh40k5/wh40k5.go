// Package wh40k5 is Warhammer 40,000, 5th edition: the 2008 Condensed Rule book.
package wh40k5

import "auspex/engine/ruleset"

// New returns the 5th edition ruleset.
func New() *ruleset.Ruleset {
	return &ruleset.Ruleset{
		Entries: ref().Entries, Glossary: ref().Glossary,
		Info:   info,
		Charts: charts,
		Calc:   Calc,
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
		"Carried: the rules the attack sequence uses (shooting, saves, close combat, vehicles, weapon and special " +
		"rules) and the charts. Being added: the rest of the book's sections, the checklist and the quick-reference sheet.",
}
