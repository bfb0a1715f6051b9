package ruleset

import (
	"fmt"
	"slices"
	"strings"

	"auspex/engine/lazyre"
)

// fieldKeyPattern is a field key: an id, or a side's id and an id joined by
// a dot ("atk.cc"), for a form whose two sides (an assault's attacker and
// defender) have the same fields. A line prefix is a number, so the two
// never clash: line 2 of a side's key is "2.atk.cc".
var fieldKeyPattern = lazyre.New(`^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)?$`)

// Faults checks a calculator form as the app will render it: keys that are
// safe in a query, each once, a declared group, a label, a default that
// passes its own check; groups, modes and lines that name real fields. Each
// fault is one message naming its place; none: a sound form.
func (form *Form) Faults() []string {
	fs := &formFaults{}
	groups := map[string]bool{}
	for _, g := range form.Groups {
		switch {
		case !idPattern.MatchString(g.ID) || groups[g.ID]:
			fs.add("calculator group %q: the id must match %s, once", g.ID, idPattern)
		case g.Label == "":
			fs.add("calculator group %q needs a label", g.ID)
		case g.Kind != "" && !idPattern.MatchString(g.Kind):
			fs.add("calculator group %q: profile kind %q must match %s", g.ID, g.Kind, idPattern)
		}
		groups[g.ID] = true
	}
	seen := map[string]bool{}
	for _, f := range form.Fields {
		bad := func(format string, a ...any) {
			fs.add("calculator field %q: "+format, append([]any{f.Key}, a...)...)
		}
		switch {
		case !fieldKeyPattern.MatchString(f.Key) || strings.HasPrefix(f.Key, SecondPrefix):
			bad("key must match %s and not start with %q", fieldKeyPattern, SecondPrefix)
		case seen[f.Key]:
			bad("defined twice")
		case f.Key == CompareKey:
			bad("the key %q is the app's own", CompareKey)
		case f.Label == "" || f.Help == "":
			bad("needs a label and help")
		case !groups[f.Group]:
			bad("group %q is not one the form declares", f.Group)
		case f.Kind == Choice && len(f.Options) == 0:
			bad("a choice needs options")
		}
		seen[f.Key] = true
		if _, err := f.Check(f.Default); err != nil {
			bad("default fails its own check: %v", err)
		}
	}
	for _, m := range form.Modes {
		mf, ok := form.Field(m.Key)
		if !ok || mf.Kind != Choice {
			fs.add("calculator mode %q: not a choice field", m.Key)
			continue
		}
		for v, keys := range m.Show {
			if !slices.ContainsFunc(mf.Options, func(o Option) bool { return o.Value == v }) {
				fs.add("calculator mode %q: %q is not one of its options", m.Key, v)
			}
			for _, k := range keys {
				if !seen[k] || k == m.Key {
					fs.add("calculator mode %q shows %q, which is not another field", m.Key, k)
				}
			}
		}
	}
	if l := form.Lines; l != nil {
		if l.Max < 2 || l.Max > 99 || len(l.Keys) == 0 || l.Label == "" {
			fs.add("calculator lines: need keys, a label and a Max from 2 to 99")
		}
		for _, k := range append(slices.Clone(l.Keys), l.Required...) {
			if !seen[k] {
				fs.add("calculator lines: %q is not a field", k)
			}
		}
		for _, k := range l.Required {
			if !slices.Contains(l.Keys, k) {
				fs.add("calculator lines: required %q is not one of the repeated keys", k)
			}
		}
	}
	if form.Compare != "" && !form.HasKind(form.Compare) {
		fs.add("calculator compare kind %q is not a kind any group is saved as", form.Compare)
	}
	return fs.msgs
}

// formFaults collects a form's faults as messages.
type formFaults struct{ msgs []string }

func (f *formFaults) add(format string, a ...any) { f.msgs = append(f.msgs, fmt.Sprintf(format, a...)) }
