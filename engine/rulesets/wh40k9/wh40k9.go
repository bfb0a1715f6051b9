// Package wh40k9 is Warhammer 40,000, 9th edition: the 2020 Core Rules.
package wh40k9

import "auspex/engine/ruleset"

// System is the system as the registry lists it: its card, whose counts the
// build generates (card_counts.go), and New, which builds the rest.
var System = ruleset.System{Card: ruleset.Card{Info: info, Counts: counts}, Build: New}

// New returns the 9th edition ruleset.
func New() *ruleset.Ruleset {
	return &ruleset.Ruleset{
		Entries: ref().Entries, Glossary: ref().Glossary,
		Info:     info,
		Charts:   charts(),
		Sheets:   sheets,
		Calc:     Calc,
		Army:     armyMap,
		Setup:    setup,
		Phases:   phases,
		Turn:     turn,
		Counters: counters,
	}
}

// info describes the system; the reference loader checks citations against it.
var info = ruleset.Info{
	ID:        "wh40k9",
	Name:      "Warhammer 40,000",
	Short:     "40k 9th",
	Edition:   "9th edition Core Rules",
	Publisher: "Games Workshop",
	Date:      "2020",
	Source: ruleset.Source{
		Title: "Warhammer 40,000 Core Rules",
		File:  "002_fced9ada99bf5288.txt",
	},
	Cite: ruleset.CitePages,
	// What the seed lacks comes from the published core rules, marked so.
	Origins: []ruleset.Origin{{ID: "core9", Badge: "9th core rules",
		Label: "9th edition core rules, not in the source text"}},
	Coverage: "The source is only part of the 25-page booklet: its contents page, the rules key, the " +
		"Basic Rules (pp. 3-5), the Movement phase's moves (p. 10), Smite and Perils of the Warp (p. 14) and " +
		"the Shooting phase (pp. 15-16). Auspex completes it from the published 9th edition Core Rules: every " +
		"entry, checklist step, chart and chart row that does not rest on the source is marked \"9th core " +
		"rules\", and its page numbers are those of the published 2020 booklet (the source's contents page " +
		"gives its sections' pages). Carried: the whole booklet as a rules reference with a glossary, the " +
		"mission sequence and seven-phase turn as a checklist with command and victory points and the five " +
		"core Stratagems, the charts and a quick-reference sheet, and the attack calculator. Cover rules " +
		"(Benefit of Cover) are the Core Book's terrain rules, summarised. Not carried: the Only War " +
		"deployment map and its exact victory-point values (the source lacks p. 25, and Auspex does not " +
		"reproduce them from memory), the Core Book's other terrain and matched play rules.",
	SearchExamples: []string{"smite", "overwatch", "heroic intervention"},
}
