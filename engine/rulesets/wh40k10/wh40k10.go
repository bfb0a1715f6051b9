// Package wh40k10 is Warhammer 40,000, 10th edition: the 2023 Core Rules.
package wh40k10

import "auspex/engine/ruleset"

// System is the system as the registry lists it: its card, whose counts the
// build generates (card_counts.go), and New, which builds the rest.
var System = ruleset.System{Card: ruleset.Card{Info: info, Counts: counts}, Build: New}

// New returns the 10th edition ruleset.
func New() *ruleset.Ruleset {
	return &ruleset.Ruleset{
		Entries: ref().Entries, Glossary: ref().Glossary,
		Info:     info,
		Setup:    setup,
		Phases:   phases,
		Turn:     turn,
		Counters: counters,
		Charts:   charts(),
		Sheets:   sheets,
		Calc:     Calc,
		Army:     armyMap,
	}
}

// info describes the system; the reference loader checks citations against it.
var info = ruleset.Info{
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
	Cite: ruleset.CitePages,
	Coverage: "The source is the whole Core Rules booklet (60 pages). Auspex carries all of it as " +
		"a rules reference in its own words with a glossary, the mission sequence and turn as a " +
		"checklist with command and victory points, every chart of the book and a printable " +
		"quick-reference sheet, and an exact attack calculator with a dice roller. Mission packs published after the Core Rules are not covered: the only " +
		"mission is Only War. Auspex follows the 2023 launch text throughout and does not mark the rules that " +
		"later official updates changed.",
	SearchExamples: []string{"devastating wounds", "hover", "fall back"},
}
