// Package profile holds saved calculator profiles: an attacker (models,
// weapon, abilities) or a target, under a name, for any system. A Book is
// every profile of every system; it is stored and exported as one versioned
// JSON document and read back strictly.
package profile

import (
	"auspex/engine/lazyre"
	"fmt"
	"net/url"
	"strings"

	"auspex/engine/clip"
	"auspex/engine/names"
	"auspex/engine/ruleset"
)

// Profile is one saved attacker or target.
type Profile struct {
	Name   string `json:"name"`
	System string `json:"system"` // ruleset id
	Kind   string `json:"kind"`   // a profile kind the calculator's form declares
	Query  string `json:"query"`  // canonical query of that kind's fields: non-default values only
}

// MaxName is the longest name, in characters.
const MaxName = names.Max

// CheckName trims a name and checks it: not empty, at most MaxName
// characters, valid UTF-8, no control or invisible formatting characters.
func CheckName(name string) (string, error) { return names.Check(name) }

// Fields is the part of a form a profile of this kind holds.
func Fields(form *ruleset.Form, kind string) []ruleset.Field { return form.Sub(kind).Fields }

// Extract builds a profile's query from the form's query q: the values of
// this kind's fields (on every repeated line) that differ from their
// defaults, in form order. Keys of other kinds (and the app's own keys) are
// ignored; a bad value of this kind is an error naming the field.
func Extract(form *ruleset.Form, q url.Values, kind string) (string, error) {
	if !form.HasKind(kind) {
		return "", fmt.Errorf("unknown profile kind %s (this calculator saves %s)", clip.Quote(kind), strings.Join(form.Kinds(), ", "))
	}
	own := form.Sub(kind)
	sub := url.Values{}
	for k, vs := range q {
		if line, key, ok := ruleset.SplitLineKey(k); ok && (line == 1 || own.Repeated(key)) {
			if _, mine := own.Field(key); mine {
				sub[k] = vs
			}
		}
	}
	v, err := ruleset.ParseForm(own, sub)
	if err != nil {
		return "", err
	}
	return v.Encode(), nil
}

// Apply is what loading a profile puts into the form: every field of the
// profile's kind, those the profile names with its values and the others at
// their defaults (so loading a target clears what the last target set);
// fields of other kinds are not in it and stay as they are. The keys are the
// plain field keys (and line keys), whichever side receives them.
func Apply(form *ruleset.Form, p Profile) (url.Values, error) {
	v, err := parseProfile(form, p.Kind, p.Query)
	if err != nil {
		return nil, err
	}
	return v.Query(), nil
}

// Split parts a query that fills a kind (an army unit's attack) into the
// kind's keys, which load as a profile of it, and those of fields of no kind
// (the moment: the attack mode an army map's attack sets, wh40k5's
// mode=shoot), which a page puts in as they are. Keys it does not know stay
// with the kind's, whose check names them.
func Split(form *ruleset.Form, kind, query string) (own string, moment url.Values) {
	q, err := url.ParseQuery(query)
	if err != nil {
		return query, nil
	}
	for k, vs := range q {
		_, key, _ := ruleset.SplitLineKey(k)
		if f, ok := form.Field(key); ok && form.KindOf(f) == "" && !form.Repeated(key) && len(vs) > 0 {
			if moment == nil {
				moment = url.Values{}
			}
			moment[k] = vs
			delete(q, k)
		}
	}
	return q.Encode(), moment
}

// parseProfile checks a profile query strictly against its kind's fields
// only, so a target profile cannot carry an attacker's keys.
func parseProfile(form *ruleset.Form, kind, query string) (ruleset.Values, error) {
	if !form.HasKind(kind) {
		return ruleset.Values{}, fmt.Errorf("unknown profile kind %s (this calculator saves %s)", clip.Quote(kind), strings.Join(form.Kinds(), ", "))
	}
	q, err := url.ParseQuery(query)
	if err != nil {
		return ruleset.Values{}, fmt.Errorf("the query is not a valid query string: %v", err)
	}
	for k := range q {
		_, key, _ := ruleset.SplitLineKey(k)
		if f, ok := form.Field(key); ok && form.KindOf(f) != kind {
			return ruleset.Values{}, fmt.Errorf("field %s (%s) is not part of %s profile", clip.Quote(k), f.Label, article(kind))
		}
	}
	return ruleset.ParseForm(form.Sub(kind), q)
}

func article(kind string) string {
	if strings.ContainsRune("aeiou", rune(kind[0])) {
		return "an " + kind
	}
	return "a " + kind
}

// Summary is a one-line description of a profile's values: each non-default
// field as "short value" in form order, a toggle by its label alone, e.g.
// "Attacking models 10 · A 2 · S 4 · AP -1 · Lethal Hits". A label holding
// an abbreviation in brackets ("Wounds (W) per model") is shortened to it; one
// ending in X or X+ ("Sustained Hits X") has the value put in its place.
func Summary(form *ruleset.Form, p Profile) string {
	v, err := parseProfile(form, p.Kind, p.Query)
	if err != nil {
		return "unreadable: " + err.Error()
	}
	var parts []string
	for _, f := range Fields(form, p.Kind) {
		val := v.Str(f.Key)
		if val == f.Default {
			continue
		}
		if f.Kind == ruleset.Toggle {
			if val == "1" {
				parts = append(parts, f.Label)
			} else {
				parts = append(parts, "no "+f.Label)
			}
			continue
		}
		shown := val
		if f.Kind == ruleset.Choice {
			for _, o := range f.Options {
				if o.Value == val && o.Label != "" {
					shown = o.Label
				}
			}
		}
		parts = append(parts, labelWith(f.Label, shown))
	}
	if len(parts) == 0 {
		parts = append(parts, "all defaults")
	}
	if n := v.Lines(); n > 1 {
		parts = append(parts, fmt.Sprintf("%d lines", n))
	}
	return strings.Join(parts, " · ")
}

// LabelWith is a field's label with its value, as Summary writes it ("WS 3+",
// "Sustained Hits 1").
func LabelWith(label, val string) string { return labelWith(label, val) }

func labelWith(label, val string) string {
	if m := abbrev.FindStringSubmatch(label); m != nil {
		return m[1] + " " + val
	}
	for _, x := range []string{" X+", " X"} {
		if base, ok := strings.CutSuffix(label, x); ok {
			return base + " " + val
		}
	}
	return label + " " + val
}

// abbrev finds the short name in a label such as "Wounds (W) per model".
var abbrev = lazyre.New(`\(([^()\s]+)\)`)
