package app

import (
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// linked is plain text with the names of rules linked to their entries, the
// first mention of each, as entry bodies link them (ruleset.Linker): a rule
// restated in a checklist step, a sheet line, a chart note or a glossary
// definition is one tap from the entry that carries it. self is the entry
// the text belongs to ("" for none); sys nil links nothing.
func linked(sys *ruleset.Ruleset, text, self string) []app.UI {
	if sys == nil {
		return []app.UI{app.Text(text)}
	}
	runs := sys.Linker().Link(text, self)
	out := make([]app.UI, len(runs))
	for i, r := range runs {
		if r.Entry == "" {
			out[i] = app.Text(r.Text)
			continue
		}
		out[i] = app.A().Class("auto").Href(entryPath(sys, r.Entry)).Text(r.Text)
	}
	return out
}
