package ruleset

import (
	"net/url"
	"strings"
)

// modeValue reads a mode field's value from a query as the form would: an
// empty or missing value is the default.
func (f *Form) modeValue(q url.Values) func(key string) string {
	return func(key string) string {
		v := q.Get(key)
		if v == "" {
			if fd, ok := f.Field(key); ok {
				return fd.Default
			}
		}
		return v
	}
}

// Visible is the query without the fields its modes hide (on every line):
// what a page sends to Calculate and Roll, since a hidden field keeps its
// value on screen but takes no part in the attack.
func (f *Form) Visible(q url.Values) url.Values {
	if len(f.Modes) == 0 {
		return q
	}
	value := f.modeValue(q)
	out := url.Values{}
	for k, vs := range q {
		if _, key, ok := SplitLineKey(k); ok {
			if _, known := f.Field(key); known && !f.Shown(key, value) {
				continue
			}
		}
		out[k] = vs
	}
	return out
}

// HiddenGiven is an error naming the first field (in form order, line 1
// first) that the modes hide but that holds a value other than its default:
// a calculator whose modes change the attack refuses such a query rather
// than silently ignoring the value (a Weapon Skill on a shooting attack).
func (v Values) HiddenGiven() *FieldError {
	if v.form == nil || len(v.form.Modes) == 0 {
		return nil
	}
	value := func(key string) string { return v.Str(key) }
	for line := 1; line <= v.lines; line++ {
		lv := v.Line(line)
		for _, fd := range v.form.Fields {
			if line > 1 && !v.form.Repeated(fd.Key) {
				continue
			}
			if val := lv.Str(fd.Key); val != fd.Default && !v.form.Shown(fd.Key, value) && v.form.harmless(fd.Key) == "" {
				return &FieldError{Key: LineKey(line, fd.Key), Line: line * b2i(line > 1), Given: val,
					Allowed: "nothing here: it applies only when " + v.form.showsWhen(fd.Key), Why: whyHidden}
			}
		}
	}
	return nil
}

// Harmless is a note for each field the modes hide that holds a value other
// than its default and that the rule makes harmless (Mode.NoEffect): "no
// effect: no cover saves in close combat". HiddenGiven passes these.
func (v Values) Harmless() []FieldNote {
	if v.form == nil || len(v.form.Modes) == 0 {
		return nil
	}
	value := func(key string) string { return v.Str(key) }
	var out []FieldNote
	for line := 1; line <= v.lines; line++ {
		lv := v.Line(line)
		for _, fd := range v.form.Fields {
			if line > 1 && !v.form.Repeated(fd.Key) {
				continue
			}
			why := v.form.harmless(fd.Key)
			if val := lv.Str(fd.Key); why != "" && val != fd.Default && !v.form.Shown(fd.Key, value) {
				out = append(out, FieldNote{Key: LineKey(line, fd.Key), Text: "no effect: " + why})
			}
		}
	}
	return out
}

// harmless is why the rule makes a hidden field harmless, "" if it does not.
func (f *Form) harmless(key string) string {
	for _, m := range f.Modes {
		if why := m.NoEffect[key]; why != "" {
			return why
		}
	}
	return ""
}

// showsWhen says in words which mode values show a field: "mode=cc and av=10 or 11".
func (f *Form) showsWhen(key string) string {
	var conds []string
	for _, m := range f.Modes {
		var vals []string
		mf, _ := f.Field(m.Key)
		for _, o := range mf.Options { // option order, not map order
			for _, k := range m.Show[o.Value] {
				if k == key {
					if o.Value == "" {
						vals = append(vals, "empty ("+o.Label+")")
					} else {
						vals = append(vals, o.Value)
					}
				}
			}
		}
		if len(vals) > 0 {
			conds = append(conds, m.Key+"="+strings.Join(vals, " or "))
		}
	}
	return strings.Join(conds, " and ")
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
