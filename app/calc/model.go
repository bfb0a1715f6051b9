package calc

import (
	"errors"
	"net/url"

	"auspex/engine/ruleset"
)

// The calculator's form state: what each input holds as typed, its error, and
// the last valid results. The page's parts draw from it; nothing here draws.

// side is whose value an input holds: attacker A, which also holds every
// shared field (target, situation), or attacker B of a comparison.
type side int

const (
	sideA side = iota
	sideB
)

var sides = [...]side{sideA, sideB}

// prefix is what the side puts before a key in a query: "" or "b.".
func (s side) prefix() string {
	if s == sideB {
		return ruleset.SecondPrefix
	}
	return ""
}

// letter names the side for people: "A" or "B".
func (s side) letter() string { return string("AB"[s]) }

// handle is one field of the form, by its place in the calculator's Fields.
// The page reaches a field's value only through a handle, found from the
// field list itself: no code here spells a key, so there is none to misspell.
type handle int

// slot is one input on the page: a field as one side holds it.
type slot struct {
	side side
	h    handle
}

// form is the typed input and what was last calculated from it.
type form struct {
	fields  []ruleset.Field
	perSide []bool             // perSide[h]: B has its own value (an attacker-profile field)
	vals    [2][]string        // vals[side][h], as typed; B's shared fields unused
	bad     map[slot]string    // a field's own error
	cross   map[slot]string    // errors Calculate found across fields
	res     [2]*ruleset.Result // each side's last valid result
	compare bool               // attacker B is shown
	editB   bool               // the attacker fields on screen are B's
	stale   bool               // the input has errors: res is from earlier input
	failure string             // Calculate failed for a reason no field explains
	rev     int                // bumped on every change the results show
	calc    ruleset.Calculator

	edits int           // bumped on every change of a value or of the comparison
	chk   [2]url.Values // checked's answers, good while chkAt matches edits
	chkAt [2]int
}

func newForm(calc ruleset.Calculator) *form {
	decl := calc.Form()
	f := &form{calc: calc, fields: decl.Fields, chkAt: [2]int{-1, -1}}
	f.perSide = make([]bool, len(f.fields))
	for h, fd := range f.fields {
		f.perSide[h] = decl.Compare != "" && decl.KindOf(fd) == decl.Compare
	}
	return f
}

// field is the definition behind a handle.
func (m *form) field(h handle) ruleset.Field { return m.fields[h] }

// handles lists every field, in form order.
func (m *form) handles() []handle {
	hs := make([]handle, len(m.fields))
	for i := range hs {
		hs[i] = handle(i)
	}
	return hs
}

// handleOf finds a field by the key outside input names (a link, an error
// from Calculate); false when the form has no such field.
func (m *form) handleOf(key string) (handle, bool) {
	for h, f := range m.fields {
		if f.Key == key {
			return handle(h), true
		}
	}
	return 0, false
}

// at is the input s holds a field in: B's own input for one of B's fields,
// the shared one (A's) otherwise.
func (m *form) at(s side, h handle) slot {
	if s == sideB && m.perSide[h] {
		return slot{sideB, h}
	}
	return slot{sideA, h}
}

// shown is the side whose attacker fields the form shows.
func (m *form) shown() side {
	if m.compare && m.editB {
		return sideB
	}
	return sideA
}

// onScreen is the input the form shows for a field.
func (m *form) onScreen(h handle) slot { return m.at(m.shown(), h) }

// id is a slot's input id: f-KEY for A, fb-KEY for B.
func (m *form) id(s slot) string {
	if s.side == sideB {
		return "fb-" + m.fields[s.h].Key
	}
	return "f-" + m.fields[s.h].Key
}

// value is what an input holds as typed.
func (m *form) value(s slot) string { return m.vals[s.side][s.h] }

// errorOf is an input's error: its own, else one Calculate found.
func (m *form) errorOf(s slot) string {
	if msg, ok := m.bad[s]; ok {
		return msg
	}
	return m.cross[s]
}

// reset replaces every value: a is attacker A with the shared fields, b
// attacker B's fields (nil: no comparison).
func (m *form) reset(a, b url.Values, compare bool) {
	m.vals = [2][]string{make([]string, len(m.fields)), make([]string, len(m.fields))}
	m.bad, m.cross = map[slot]string{}, map[slot]string{}
	for h, f := range m.fields {
		m.vals[sideA][h] = a.Get(f.Key)
		if m.perSide[h] {
			m.vals[sideB][h] = b.Get(f.Key)
		}
	}
	m.compare = compare
	m.edits++
}

// put records an input as typed and checks it alone.
func (m *form) put(s slot, typed string) {
	m.vals[s.side][s.h] = typed
	m.edits++
	delete(m.bad, s)
	if _, err := m.fields[s.h].Check(typed); err != nil {
		m.bad[s] = err.Allowed
	}
}

// errorsOf counts the marked inputs among hs as side s sees them.
func (m *form) errorsOf(s side, hs []handle) int {
	n := 0
	for _, h := range hs {
		if m.errorOf(m.at(s, h)) != "" {
			n++
		}
	}
	return n
}

// perSideHandles are the fields A and B differ in.
func (m *form) perSideHandles() []handle {
	var hs []handle
	for h := range m.fields {
		if m.perSide[h] {
			hs = append(hs, handle(h))
		}
	}
	return hs
}

// sideFields are the fields of perSideHandles.
func (m *form) sideFields() []ruleset.Field {
	var fs []ruleset.Field
	for _, h := range m.perSideHandles() {
		fs = append(fs, m.fields[h])
	}
	return fs
}

// typed is one side's query as typed: B's own fields with A's shared ones.
func (m *form) typed(s side) url.Values {
	q := url.Values{}
	for h, f := range m.fields {
		q.Set(f.Key, m.value(m.at(s, handle(h))))
	}
	return q
}

// checked is a side's full query when every input of it is valid, else nil:
// the dice tray and the profiles use only valid input. The other side's
// errors do not count: they are not on this side's form. Each page redraw
// asks for it, so the answer is kept until the next edit.
func (m *form) checked(s side) url.Values {
	if m.chkAt[s] != m.edits {
		m.chk[s], m.chkAt[s] = m.check(s), m.edits
	}
	return m.chk[s]
}

func (m *form) check(s side) url.Values {
	if (s == sideB && !m.compare) || m.errorsOf(s, m.handles()) > 0 {
		return nil
	}
	v, err := ruleset.ParseQuery(m.fields, m.typed(s))
	if err != nil {
		return nil
	}
	return v.Query()
}

// recompute runs the calculator on valid input, and reports whether it did.
// With errors anywhere the last valid results stay, both of them when
// comparing, marked stale. Each side is still calculated when the other has
// errors, so that errors Calculate finds across fields show on both at once.
func (m *form) recompute() bool {
	m.rev++
	m.cross, m.failure = map[slot]string{}, ""
	res, ok := m.calculate(sideA)
	var resB *ruleset.Result
	if m.compare {
		var okB bool
		resB, okB = m.calculate(sideB)
		ok = ok && okB
	}
	if !ok {
		m.stale = true
		return false
	}
	m.res, m.stale = [2]*ruleset.Result{res, resB}, false
	return true
}

// calculate runs one side whose inputs are each valid; an error naming a
// field is shown beside the input it came from.
func (m *form) calculate(s side) (*ruleset.Result, bool) {
	if m.errorsOf(s, m.handles()) > 0 {
		return nil, false
	}
	res, err := m.calc.Calculate(m.typed(s))
	var fe *ruleset.FieldError
	switch {
	case errors.As(err, &fe):
		if h, ok := m.handleOf(fe.Key); ok {
			m.cross[m.at(s, h)] = fe.Allowed
		} else {
			m.failure = err.Error()
		}
	case err != nil:
		m.failure = err.Error()
	case res == nil:
		m.failure = "The calculator returned no result."
	}
	return res, err == nil && res != nil
}

// fill loads a profile into a side: the fields of its kind take q's values
// (q holds every one of them: profile.Apply), the others are left alone.
func (m *form) fill(s side, kind string, q url.Values) {
	if s == sideB && !m.compare {
		m.startCompare()
	}
	for h, f := range m.fields {
		if m.calc.Form().KindOf(f) == kind {
			m.put(m.at(s, handle(h)), q.Get(f.Key))
		}
	}
	if kind == m.calc.Form().Compare {
		m.editB = s == sideB // show the attacker just loaded
	}
}

// startCompare shows attacker B, starting as a copy of A.
func (m *form) startCompare() {
	m.compare, m.editB = true, true
	m.edits++
	for _, h := range m.perSideHandles() {
		m.put(slot{sideB, h}, m.vals[sideA][h])
	}
}

// stopCompare drops attacker B and its errors.
func (m *form) stopCompare() {
	m.compare, m.editB, m.res[sideB] = false, false, nil
	m.edits++
	for _, h := range m.perSideHandles() {
		delete(m.bad, slot{sideB, h})
	}
}
