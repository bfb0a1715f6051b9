// Package wh40k10 is Warhammer 40,000, 10th edition: the 2023 Core Rules.
package wh40k10

import "auspex/engine/ruleset"

// New returns the 10th edition ruleset.
func New() *ruleset.Ruleset {
	return &ruleset.Ruleset{
		Entries: ref().Entries, Glossary: ref().Glossary,
		Info: ruleset.Info{
			ID:        "wh40k10",
			Name:      "Warhammer 40,000",
			Short:     "40k 10th",
			Edition:   "10th edition Core Rules",
			Publisher: "Games Workshop",
			Date:      "2023 (launch text)",
			Source: ruleset.Source{
				Title: "Warhammer 40,000 Core Rules",
				File:  "003_7dcbc0f285500bb2.txt",
			},
			Coverage: "The source is the whole Core Rules booklet (60 pages). So far Auspex carries " +
				"its Wound Roll chart and an attack-sequence sheet; the rules reference, the turn " +
				"checklist, the calculator and the remaining charts are still to come.",
		},
		Setup:    setup,
		Phases:   phases,
		Turn:     turn,
		Counters: counters,
		Charts:   charts,
		Sheets:   sheets,
		Calc:     Calc,
	}
}
