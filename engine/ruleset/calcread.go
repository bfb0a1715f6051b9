package ruleset

import (
	"errors"
	"fmt"
	"net/url"
)

// Guard runs f and turns a panic inside into an error that names what was
// being done and the query: Calculate and Roll never take the page down.
func Guard[T any](doing string, q url.Values, f func() (*T, error)) (out *T, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("internal error %s %q: %v", doing, q.Encode(), r)
		}
	}()
	return f()
}

// ReadLines checks a query against a form (its bounds, then no value in a
// field its modes hide, but for those the rule makes harmless: they are
// left out, and the notes say why) and reads each repeated line with read,
// in order; an error of a repeated key on line k is put under that line's
// key ("2.s").
func ReadLines[L any](form *Form, q url.Values, readLine func(line Values) (L, error)) (Values, []L, []FieldNote, error) {
	v, err := ParseForm(form, q)
	if err != nil {
		return v, nil, nil, err
	}
	if fe := v.HiddenGiven(); fe != nil {
		return v, nil, nil, fe
	}
	// The lines are read without the harmless values; v keeps them, as the
	// canonical query of what was asked.
	notes, read := v.Harmless(), v
	if len(notes) > 0 {
		if read, err = ParseForm(form, form.Visible(q)); err != nil {
			return v, nil, nil, err
		}
	}
	var lines []L
	for k := 1; k <= read.Lines(); k++ {
		l, err := readLine(read.Line(k))
		if fe := new(FieldError); k > 1 && errors.As(err, &fe) && form.Repeated(fe.Key) {
			err = &FieldError{Key: LineKey(k, fe.Key), Line: k, Given: fe.Given, Allowed: fe.Allowed, Why: fe.Why}
		}
		if err != nil {
			return v, nil, nil, err
		}
		lines = append(lines, l)
	}
	return v, lines, notes, nil
}
