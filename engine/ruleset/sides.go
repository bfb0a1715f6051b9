package ruleset

import (
	"maps"
	"net/url"
	"slices"
	"strings"
)

// Sub is the part of a form a profile of this kind holds: the kind's fields,
// and the repeated keys among them.
func (f *Form) Sub(kind string) *Form {
	sub := &Form{Groups: f.Groups, Modes: f.Modes}
	own := func(key string) bool { fd, ok := f.Field(key); return ok && f.KindOf(fd) == kind }
	for _, fd := range f.Fields {
		if own(fd.Key) {
			sub.Fields = append(sub.Fields, fd)
		}
	}
	if f.Lines != nil {
		l := *f.Lines
		l.Keys, l.Required = nil, nil
		for _, k := range f.Lines.Keys {
			if own(k) {
				l.Keys = append(l.Keys, k)
			}
		}
		for _, k := range f.Lines.Required {
			if own(k) {
				l.Required = append(l.Required, k)
			}
		}
		if len(l.Keys) > 0 {
			sub.Lines = &l
		}
	}
	return sub
}

// Page is a calculator page's whole query read: side A, and while comparing
// side B's values of the Compare kind's fields (with their lines).
type Page struct {
	A       Values
	B       Values // meaningful only with Compare
	Compare bool
}

// CheckPage reads a page query (a share link, the stored state): the fields,
// CompareKey, and SecondPrefix keys for side B. Like CheckForm it salvages:
// every fault is reported (side B's keys keep their prefix in the error) and
// the field falls back to its default. B's keys without compare=1 are
// reported, not silently dropped.
func CheckPage(form *Form, q url.Values) (Page, []FieldError) {
	var errs []FieldError
	a, b := url.Values{}, url.Values{}
	var p Page
	for _, k := range slices.Sorted(maps.Keys(q)) {
		vs := q[k]
		switch {
		case k == CompareKey:
			p.Compare = slices.Equal(vs, []string{"1"})
			if !p.Compare && !slices.Equal(vs, []string{"0"}) {
				errs = append(errs, FieldError{Key: k, Given: strings.Join(vs, ","), Allowed: "1 (compare) or 0"})
			}
		case strings.HasPrefix(k, SecondPrefix):
			b[strings.TrimPrefix(k, SecondPrefix)] = vs
		default:
			a[k] = vs
		}
	}
	var errsA []FieldError
	p.A, errsA = CheckForm(form, a)
	errs = append(errs, errsA...)
	side := form.Sub(form.Compare)
	if p.Compare && form.Compare != "" {
		var errsB []FieldError
		p.B, errsB = CheckForm(side, b)
		for _, e := range errsB {
			e.Key = SecondPrefix + e.Key
			errs = append(errs, e)
		}
	} else {
		p.B, _ = CheckForm(side, nil)
		allowed := "only with " + CompareKey + "=1"
		if form.Compare == "" {
			allowed = "nothing: this calculator has no compare mode"
		}
		for _, k := range slices.Sorted(maps.Keys(b)) {
			errs = append(errs, FieldError{Key: SecondPrefix + k, Given: strings.Join(b[k], ","), Allowed: allowed})
		}
	}
	return p, errs
}

// SideB is side B's whole query: side A's values with B's own in place of
// the Compare kind's fields (B's lines replace A's).
func (p Page) SideB() url.Values {
	q := url.Values{}
	for k, vs := range p.A.Query() {
		line, key, _ := SplitLineKey(k)
		if _, own := p.B.form.Field(key); own && (line == 1 || p.B.form.Repeated(key)) {
			continue
		}
		q[k] = vs
	}
	for k, vs := range p.B.Query() {
		q[k] = vs
	}
	return q
}

// Encode writes the page's canonical query: A's, then compare=1 and B's keys
// prefixed while comparing.
func (p Page) Encode() string {
	s := p.A.Encode()
	if !p.Compare {
		return s
	}
	parts := []string{}
	if s != "" {
		parts = append(parts, s)
	}
	parts = append(parts, CompareKey+"=1")
	if b := p.B.Encode(); b != "" {
		for _, kv := range strings.Split(b, "&") {
			parts = append(parts, url.QueryEscape(SecondPrefix)+kv)
		}
	}
	return strings.Join(parts, "&")
}
