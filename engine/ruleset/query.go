package ruleset

import (
	"errors"
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"auspex/engine/clip"
	"auspex/engine/dice"
)

// FieldError is a bad calculator input: which field, what was given, what is
// allowed and why (the rule, or the calculator's own limit, in a player's
// words): a refusal a player cannot argue with is one that names its rule.
type FieldError struct {
	Key, Given, Allowed string
	Why                 string
	Line                int // the repeated line (2 and up) the key is on; 0 otherwise
}

func (e *FieldError) Error() string {
	where := "field " + clip.Quote(e.Key)
	if e.Line > 1 {
		where = fmt.Sprintf("line %d, %s", e.Line, where)
	}
	return fmt.Sprintf("%s: given %s; allowed: %s", where, clip.Quote(e.Given), e.Explain())
}

// Explain is what is allowed and why, as the form shows it beside the field.
func (e *FieldError) Explain() string {
	if e.Why == "" {
		return e.Allowed
	}
	return e.Allowed + " (why: " + e.Why + ")"
}

// Values is a checked calculator query: every field present, in canonical form.
// With repeated lines it holds every line's values; Line(k) reads one line.
type Values struct {
	form  *Form
	v     []string // v[(line-1)*len(form.Fields) + field index]; lines past 1 hold repeated fields only
	lines int      // how many repeated lines (1 without Lines)
	line  int      // the line this view reads repeated keys from; 0 or 1: the plain keys
}

// ParseQuery checks a query against a list of fields (a form with no groups,
// modes or lines): see ParseForm.
func ParseQuery(fields []Field, q url.Values) (Values, error) {
	return ParseForm(&Form{Fields: fields}, q)
}

// CheckQuery is CheckForm for a list of fields.
func CheckQuery(fields []Field, q url.Values) (Values, []FieldError) {
	return CheckForm(&Form{Fields: fields}, q)
}

// ParseForm checks a query against a form: unknown or repeated keys, values out
// of bounds, malformed dice, unknown options, repeated-line keys beyond the
// declared count and lines missing a required key are errors naming the field
// (and line). Empty or missing values take the field's default. It reports
// the first fault; CheckForm reports them all.
func ParseForm(form *Form, q url.Values) (Values, error) {
	vals, errs := CheckForm(form, q)
	if len(errs) == 0 {
		return vals, nil
	}
	e := errs[0]
	if e.Allowed == noSuchField {
		e.Allowed += "; the fields are " + fieldKeys(form.Fields)
		e.Why = whyNoSuchField
	}
	return vals, &e
}

// noSuchField is the Allowed text of an unknown key.
const noSuchField = "no such field"

// The reasons of refusals that any form gives.
const (
	whyNoSuchField = "this calculator has no input of that name"
	whyOneValue    = "a field takes one value"
	whyLines       = "the form takes that many lines at most"
	whyLineNeeds   = "a line without it has nothing to calculate"
	whyHidden      = "the rule it models does not apply to this attack"
)

func fieldKeys(fields []Field) string {
	ks := make([]string, len(fields))
	for i, f := range fields {
		ks[i] = f.Key
	}
	return strings.Join(ks, " ")
}

// check validates one value and returns its canonical form.
func (f Field) check(s string) (string, error) {
	switch f.Kind {
	case Number:
		n, err := strconv.Atoi(strings.TrimPrefix(s, "+"))
		if err != nil || n < f.Min || n > f.Max {
			return "", fmt.Errorf("a whole number from %d to %d", f.Min, f.Max)
		}
		return strconv.Itoa(n), nil
	case Dice:
		e, err := dice.Parse(s)
		if err != nil {
			var se *dice.SyntaxError
			if errors.As(err, &se) { // the value is shown once, as Given
				return "", fmt.Errorf("a dice expression such as 3, D6 or 2D3+1 (%s)", se.Problem)
			}
			return "", fmt.Errorf("a dice expression such as 3, D6 or 2D3+1 (%v)", err)
		}
		if e.Max() > f.Max || e.Min() < f.Min {
			return "", fmt.Errorf("a dice expression whose results stay within %d to %d", f.Min, f.Max)
		}
		return e.String(), nil
	case Toggle:
		if s == "0" || s == "1" {
			return s, nil
		}
		return "", errors.New("1 (on) or 0 (off)")
	case Choice:
		for _, o := range f.Options {
			if o.Value == s {
				return s, nil
			}
		}
		vs := make([]string, len(f.Options))
		for i, o := range f.Options {
			vs[i] = strconv.Quote(o.Value)
		}
		return "", errors.New("one of " + strings.Join(vs, ", "))
	}
	return "", fmt.Errorf("field kind %q is unknown", f.Kind)
}

// why is the reason a value given to the field is refused (the check has
// already said what is allowed).
func (f Field) why(given string) string {
	bound := f.Bound
	if bound == "" {
		bound = fmt.Sprintf("the range this calculator computes for %s", f.Label)
	}
	switch f.Kind {
	case Number:
		if _, err := strconv.Atoi(strings.TrimPrefix(given, "+")); err != nil {
			return "a count or a characteristic is a whole number"
		}
		return bound
	case Dice:
		if _, err := dice.Parse(given); err != nil {
			return "it is not a roll of the dice the rules use"
		}
		return bound
	case Toggle:
		return "a rule either applies or it does not"
	case Choice:
		return "the rule offers only these choices"
	}
	return "the form does not know this kind of field"
}

// Str is a field's canonical value ("" for a key the form lacks).
func (v Values) Str(key string) string {
	if v.form == nil {
		return ""
	}
	ix := v.form.index()
	i, ok := ix.pos[key]
	if !ok {
		return ""
	}
	if v.line > 1 && ix.repeated[i] {
		i += (v.line - 1) * len(v.form.Fields)
	}
	return v.v[i]
}

// Int is a Number or numeric Choice field's value; 0 when empty.
func (v Values) Int(key string) int {
	s := v.Str(key)
	if s == "" {
		return 0
	}
	n, _ := strconv.Atoi(s)
	return n
}

// Flag is a Toggle field's value.
func (v Values) Flag(key string) bool { return v.Str(key) == "1" }

// Dice is a Dice field's value.
func (v Values) Dice(key string) dice.Expr {
	e, _ := dice.Parse(v.Str(key))
	return e
}

// Lines is how many repeated lines the query holds (1 without any).
func (v Values) Lines() int { return v.lines }

// Line is a view of line k (1-based): repeated keys read that line's values,
// the others the shared ones.
func (v Values) Line(k int) Values {
	v.line = k
	return v
}

// Encode writes the canonical query: every field that differs from its
// default, in form order, then each further line's keys in form order
// (required keys always, so the line stays). Values are query-escaped, so a
// "+" is written %2B.
func (v Values) Encode() string {
	if v.form == nil {
		return ""
	}
	var parts []string
	add := func(k, val string) { parts = append(parts, url.QueryEscape(k)+"="+url.QueryEscape(val)) }
	for i, f := range v.form.Fields {
		if val := v.v[i]; val != f.Default {
			add(f.Key, val)
		}
	}
	rep := v.form.index().repeated
	for line := 2; line <= v.lines; line++ {
		for i, f := range v.form.Fields {
			if !rep[i] {
				continue
			}
			if val := v.v[(line-1)*len(v.form.Fields)+i]; val != f.Default || slices.Contains(v.form.Lines.Required, f.Key) {
				add(LineKey(line, f.Key), val)
			}
		}
	}
	return strings.Join(parts, "&")
}

// CheckForm is ParseForm for input that should be salvaged rather than
// refused (a share link, a stored profile): every unknown key, repeated key or
// bad value is reported, in key order then form order, and each bad field
// falls back to its default while the good ones are kept.
func CheckForm(form *Form, q url.Values) (Values, []FieldError) {
	vals := Values{form: form, lines: 1}
	var errs []FieldError
	var given map[int]bool // lines beyond the first that some key names
	for _, k := range slices.Sorted(maps.Keys(q)) {
		line, key, ok := SplitLineKey(k)
		_, known := form.Field(key)
		switch {
		case !ok || !known || (line > 1 && !form.Repeated(key)):
			errs = append(errs, FieldError{Key: k, Given: strings.Join(q[k], ","), Allowed: noSuchField, Why: whyNoSuchField})
			continue
		case line > 1 && line > form.Lines.Max:
			errs = append(errs, FieldError{Key: k, Line: line, Given: strings.Join(q[k], ","),
				Allowed: fmt.Sprintf("lines 1 to %d (%s keys %s; line 1 takes the plain keys)", form.Lines.Max, form.Lines.Label, lineKeysHint(form.Lines)), Why: whyLines})
			continue
		case len(q[k]) > 1:
			errs = append(errs, FieldError{Key: k, Line: line, Given: strings.Join(q[k], ","), Allowed: "one value", Why: whyOneValue})
		}
		if line > 1 {
			if given == nil {
				given = map[int]bool{}
			}
			given[line] = true
			vals.lines = max(vals.lines, line)
		}
	}
	vals.v = make([]string, len(form.Fields)*vals.lines)
	for i, f := range form.Fields {
		vals.v[i] = checkOne(form, i, f.Key, 0, q, &errs)
	}
	for line := 2; line <= vals.lines; line++ {
		for _, key := range form.Lines.Keys {
			i := form.index().pos[key]
			f := form.Fields[i]
			lk := LineKey(line, key)
			if _, ok := q[lk]; !ok && slices.Contains(form.Lines.Required, key) {
				gap := ""
				if !given[line] {
					gap = fmt.Sprintf(" (line %d is given, so lines 2 to %d must be too)", vals.lines, vals.lines)
				}
				errs = append(errs, FieldError{Key: lk, Line: line, Given: "",
					Allowed: fmt.Sprintf("a value: every %s line needs %s (%s)%s", form.Lines.Label, key, f.Label, gap), Why: whyLineNeeds})
			}
			vals.v[(line-1)*len(form.Fields)+i] = checkOne(form, i, lk, line, q, &errs)
		}
	}
	return vals, errs
}

// checkOne reads one field's value under its query key, salvaging a bad one
// as the default.
func checkOne(form *Form, i int, qk string, line int, q url.Values, errs *[]FieldError) string {
	given := ""
	if vs := q[qk]; len(vs) == 1 {
		given = vs[0]
	}
	if given == "" {
		return form.index().defaults[i] // most fields of most queries
	}
	canon, err := form.Fields[i].Check(given)
	if err != nil {
		err.Key, err.Line = qk, line
		*errs = append(*errs, *err)
		canon = form.index().defaults[i]
	}
	return canon
}

func lineKeysHint(l *Lines) string {
	return "such as " + LineKey(2, l.Keys[0])
}

// Check validates one value typed into a field (empty takes the default) and
// returns its canonical form, or an error naming the field.
func (f Field) Check(given string) (string, *FieldError) {
	given = strings.TrimSpace(given)
	if given == "" {
		given = f.Default
	}
	canon, err := f.check(given)
	if err != nil {
		return "", &FieldError{Key: f.Key, Given: given, Allowed: err.Error(), Why: f.why(given)}
	}
	return canon, nil
}

// Query is the checked values as a query, every field present (every
// repeated field on every line).
func (v Values) Query() url.Values {
	q := url.Values{}
	if v.form == nil {
		return q
	}
	rep := v.form.index().repeated
	for line := 1; line <= v.lines; line++ {
		for i, f := range v.form.Fields {
			if line == 1 || rep[i] {
				q.Set(LineKey(line, f.Key), v.v[(line-1)*len(v.form.Fields)+i])
			}
		}
	}
	return q
}
