package ruleset

import (
	"errors"
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"auspex/engine/dice"
)

// FieldError is a bad calculator input: which field, what was given, what is allowed.
type FieldError struct {
	Key, Given, Allowed string
}

func (e *FieldError) Error() string {
	return fmt.Sprintf("field %q: given %q; allowed: %s", e.Key, e.Given, e.Allowed)
}

// Values is a checked calculator query: every field present, in canonical form.
type Values struct {
	fields []Field
	v      map[string]string
}

// ParseQuery checks a query against a form: unknown or repeated keys, values out
// of bounds, malformed dice and unknown options are errors naming the field.
// Empty or missing values take the field's default. It reports the first
// fault; CheckQuery reports them all.
func ParseQuery(fields []Field, q url.Values) (Values, error) {
	vals, errs := CheckQuery(fields, q)
	if len(errs) == 0 {
		return vals, nil
	}
	e := errs[0]
	if e.Allowed == noSuchField {
		e.Allowed += "; the fields are " + fieldKeys(fields)
	}
	return vals, &e
}

// noSuchField is the Allowed text of an unknown key.
const noSuchField = "no such field"

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
		var vs []string
		for _, o := range f.Options {
			if o.Value == s {
				return s, nil
			}
			vs = append(vs, strconv.Quote(o.Value))
		}
		return "", errors.New("one of " + strings.Join(vs, ", "))
	}
	return "", fmt.Errorf("field kind %q is unknown", f.Kind)
}

// Str is a field's canonical value.
func (v Values) Str(key string) string { return v.v[key] }

// Int is a Number or numeric Choice field's value; 0 when empty.
func (v Values) Int(key string) int {
	n, _ := strconv.Atoi(v.v[key])
	return n
}

// Flag is a Toggle field's value.
func (v Values) Flag(key string) bool { return v.v[key] == "1" }

// Dice is a Dice field's value.
func (v Values) Dice(key string) dice.Expr {
	e, _ := dice.Parse(v.v[key])
	return e
}

// Encode writes the canonical query: every field that differs from its
// default, in form order.
func (v Values) Encode() string {
	var parts []string
	for _, f := range v.fields {
		if val := v.v[f.Key]; val != f.Default {
			parts = append(parts, url.QueryEscape(f.Key)+"="+url.QueryEscape(val))
		}
	}
	return strings.Join(parts, "&")
}

// CheckQuery is ParseQuery for input that should be salvaged rather than
// refused (a share link, a stored profile): every unknown key, repeated key or
// bad value is reported, in key order then form order, and each bad field
// falls back to its default while the good ones are kept.
func CheckQuery(fields []Field, q url.Values) (Values, []FieldError) {
	vals := Values{fields: fields, v: make(map[string]string, len(fields))}
	var errs []FieldError
	known := make(map[string]bool, len(fields))
	for _, f := range fields {
		known[f.Key] = true
	}
	for _, k := range slices.Sorted(maps.Keys(q)) {
		switch {
		case !known[k]:
			errs = append(errs, FieldError{Key: k, Given: strings.Join(q[k], ","), Allowed: noSuchField})
		case len(q[k]) > 1:
			errs = append(errs, FieldError{Key: k, Given: strings.Join(q[k], ","), Allowed: "one value"})
		}
	}
	for _, f := range fields {
		given := ""
		if vs := q[f.Key]; len(vs) == 1 {
			given = vs[0]
		}
		canon, err := f.Check(given)
		if err != nil {
			errs = append(errs, *err)
			canon, _ = f.Check("") // the default: Validate has checked it
		}
		vals.v[f.Key] = canon
	}
	return vals, errs
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
		return "", &FieldError{Key: f.Key, Given: given, Allowed: err.Error()}
	}
	return canon, nil
}

// Query is the checked values as a query, every field present.
func (v Values) Query() url.Values {
	q := url.Values{}
	for k, s := range v.v {
		q.Set(k, s)
	}
	return q
}
