// Package alt40k is the fan-made Alternate 40k Rules.
package alt40k

import "auspex/engine/ruleset"

// System is the system as the registry lists it: its card, whose counts the
// build generates (card_counts.go), and New, which builds the rest.
var System = ruleset.System{Card: ruleset.Card{Info: info, Counts: counts}, Build: New}

// New returns the Alternate 40k ruleset.
func New() *ruleset.Ruleset {
	return &ruleset.Ruleset{
		Entries: ref().Entries, Glossary: ref().Glossary,
		Info:     info,
		Charts:   charts(),
		Sheets:   sheets,
		Calc:     Calc,
		Setup:    setup(),
		Phases:   phases(),
		Turn:     turn,
		Counters: counters,
	}
}

// info describes the system; the reference loader checks citations against it.
var info = ruleset.Info{
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
	// The book colours three kinds of aside; each keeps its own badge here.
	Origins: []ruleset.Origin{
		{ID: "optional", Badge: "Optional rule", Label: "Alternate 40k Core Rule Book, optional rule (dark blue in the book)"},
		{ID: "designer", Badge: "Designer notes", Label: "Alternate 40k Core Rule Book, designer notes (green in the book)"},
		{ID: "qa", Badge: "Q&A", Label: "Alternate 40k Core Rule Book, Q&A notes (purple in the book)"},
	},
	Coverage: "A fan-made hybrid of 6th and 9th edition rules. The source is the whole core rule book; " +
		"Auspex carries every section as a reference (Q&A notes, optional rules and designer notes marked in " +
		"their entries), the charts, the RECAP boxes as a quick-reference sheet, the checklist and the attack calculator. Where the book uses a term it never defines " +
		"(D2, Fear, Night Fighting, Open Topped, Extra Attack) or contradicts itself, the entry says so and " +
		"gives our reading as a ruling note. Not carried: Codex datasheets and spells, which are in other books.",
	Unofficial:     true,
	SearchExamples: []string{"snap shots", "gets hot", "combat resolution"},
}
