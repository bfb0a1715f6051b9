// Package wh40k5 is Warhammer 40,000, 5th edition: the 2008 Condensed Rule book.
package wh40k5

import "auspex/engine/ruleset"

// New returns the 5th edition ruleset.
func New() *ruleset.Ruleset {
	return &ruleset.Ruleset{
		Calc: Calc,
		Info: ruleset.Info{
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
			Coverage: "The source is the complete condensed rulebook, vehicles and universal " +
				"special rules included. No section is filled in yet.",
		},
	}
}
