// Package alt40k is the fan-made Alternate 40k Rules.
package alt40k

import "auspex/engine/ruleset"

// New returns the Alternate 40k ruleset.
func New() *ruleset.Ruleset {
	return &ruleset.Ruleset{
		Info: ruleset.Info{
			ID:        "alt40k",
			Name:      "Alternate 40k",
			Short:     "Alt 40k",
			Edition:   "Core Rule Book (final draft)",
			Publisher: "Alternate 40k Rules community (fan-made, unofficial)",
			Date:      "undated (final draft)",
			Source: ruleset.Source{
				Title: "Alternate 40k Core Rule Book",
				File:  "004_5bde4631b0b58e6d.txt",
			},
			Cite: ruleset.CiteNamed, // the book names its sections rather than numbering pages
			Coverage: "A fan-made hybrid of 6th and 9th edition rules. The source is the core rule " +
				"book: force composition, battlefield setup, the battle round, unit types, objectives " +
				"and common rules. No section is filled in yet.",
			Unofficial: true,
		},
		Calc: Calc,
	}
}
