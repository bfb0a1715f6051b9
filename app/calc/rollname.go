package calc

import (
	"net/url"
	"strings"

	"auspex/engine/profile"
	"auspex/engine/ruleset"
)

// A roll in "Last rolls" is named for what it rolled: each kind of profile
// in the form (the attacker and its weapons, then the target) by the army
// unit or the saved profile that filled it, else by its values in words, as
// the saved profiles list them: "Devastators (Shoot) vs Rhino", "S 9 · AP 2
// vs AV 12". A query means nothing to a player at the table.

// attackName names the attack of a canonical query; named gives the name a
// kind's values were filled under ("" when none: they are then described).
func attackName(form *ruleset.Form, query string, named func(kind, canon string) string) string {
	q, err := url.ParseQuery(query)
	if err != nil {
		return ""
	}
	v, err := ruleset.ParseForm(form, q)
	if err != nil {
		return ""
	}
	var parts []string
	for _, kind := range form.Kinds() {
		if !kindShown(form, kind, v) {
			continue // the kinds of another mode (Epic's assaulter in a shooting attack)
		}
		canon, err := profile.Extract(form, q, kind)
		if err != nil {
			continue
		}
		name := ""
		if named != nil {
			name = named(kind, canon)
		}
		if name == "" {
			name = profile.Summary(form, profile.Profile{Kind: kind, Query: canon})
			if name == "all defaults" {
				name = "the default " + kindLabel(kind)
			}
		}
		parts = append(parts, name)
	}
	return strings.Join(parts, " vs ")
}

// kindShown says whether any field of a kind is shown under the query's modes.
func kindShown(form *ruleset.Form, kind string, v ruleset.Values) bool {
	for _, f := range form.Fields {
		if form.KindOf(f) == kind && form.Shown(f.Key, v.Str) {
			return true
		}
	}
	return false
}

// namedAs is the name the form's side A kind holds values under: the army
// unit that filled it (with its attack), or a saved profile of the same
// values; "" when neither.
func (c *Page) namedAs(kind, canon string) string {
	if f, ok := c.sources[c.sourceOf(sideA, kind)]; ok && f.canon == canon {
		if f.Attack != "" {
			return f.Unit + " (" + f.Attack + ")"
		}
		return f.Unit
	}
	for _, p := range c.shelf.book.Profiles {
		if p.System == c.System.Info.ID && p.Kind == kind && p.Query == canon {
			return p.Name
		}
	}
	return ""
}
