// Package epic is Epic Armageddon as played with the NetEA Tournament Pack.
package epic

import "auspex/engine/ruleset"

// System is the system as the registry lists it: its card, whose counts the
// build generates (card_counts.go), and New, which builds the rest.
var System = ruleset.System{Card: ruleset.Card{Info: info, Counts: counts}, Build: New}

// New returns the Epic Armageddon ruleset.
func New() *ruleset.Ruleset {
	return &ruleset.Ruleset{
		Entries: ref().Entries, Glossary: ref().Glossary,
		Info:     info,
		Charts:   charts,
		Sheets:   sheets,
		Setup:    setup,
		Phases:   phases,
		Turn:     turn,
		Counters: counters,
		Calc:     Calc,
		Army:     armyMap,
	}
}

// info describes the system; the reference loader checks citations against it.
var info = ruleset.Info{
	ID:        "epic",
	Name:      "Epic Armageddon",
	Short:     "Epic",
	Edition:   "NetEA Tournament Pack",
	Publisher: "NetEA (Tactical Wargame Network), on Games Workshop's Epic Armageddon rules",
	Date:      "2021-05-15",
	Source: ruleset.Source{
		Title: "NetEA Tournament Pack 2021-05-15",
		File:  "001_3d49b8521c4a8d0e.txt",
	},
	Cite: ruleset.CiteSections, // the rules number every section: 1.12.9
	Coverage: "The source holds the Epic Armageddon rules with their errata and FAQ, the " +
		"tournament game rules and the NetEA approved army lists. Auspex will cover the " +
		"rules, not the army lists.",
	SearchExamples: []string{"blast markers", "crossfire", "void shields"},
}
