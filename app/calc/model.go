package calc

import (
	"errors"
	"net/url"
	"slices"
	"strconv"

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

// slot is one input on the page: a field on one line (1 for a field that is
// not repeated) as one side holds it.
type slot struct {
	side side
	line int
	h    handle
}

// form is the typed input and what was last calculated from it.
type form struct {
	decl    *ruleset.Form
	fields  []ruleset.Field
	perSide []bool             // perSide[h]: B has its own value (a field of the Compare kind)
	rep     []bool             // rep[h]: the field is repeated per line
	lines   [2]int             // lines shown per side; B's count only where B owns repeated fields
	vals    map[slot]string    // as typed
	bad     map[slot]string    // a field's own error
	cross   map[slot]string    // errors Calculate found across fields
	res     [2]*ruleset.Result // each side's last valid result
	kept    string             // the page's canonical query when res was calculated
	compare bool               // attacker B is shown
	editB   bool               // the attacker fields on screen are B's
	stale   bool               // the input has errors: res is from earlier input
	failure string             // Calculate failed for a reason no field explains
	rev     int                // bumped on every change the results show
	calc    ruleset.Calculator

	edits int           // bumped on every change of a value, a line or the comparison
	chk   [2]url.Values // checked's answers, good while chkAt matches edits
	chkAt [2]int
}

func newForm(calc ruleset.Calculator) *form {
	decl := calc.Form()
	f := &form{calc: calc, decl: decl, fields: decl.Fields, chkAt: [2]int{-1, -1}, lines: [2]int{1, 1}}
	f.perSide = make([]bool, len(f.fields))
	f.rep = make([]bool, len(f.fields))
	for h, fd := range f.fields {
		f.perSide[h] = decl.Compare != "" && decl.KindOf(fd) == decl.Compare
		f.rep[h] = decl.Repeated(fd.Key)
	}
	f.vals, f.bad, f.cross = map[slot]string{}, map[slot]string{}, map[slot]string{}
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

// ownsLines says whether B has lines of its own: some repeated field is B's.
func (m *form) ownsLines() bool {
	for h := range m.fields {
		if m.rep[h] && m.perSide[h] {
			return true
		}
	}
	return false
}

// lineSide is the side whose line count s uses.
func (m *form) lineSide(s side) side {
	if s == sideB && m.ownsLines() {
		return sideB
	}
	return sideA
}

// linesOf is how many lines side s has.
func (m *form) linesOf(s side) int { return m.lines[m.lineSide(s)] }

// at is the input s holds a field in on a line: B's own input for one of
// B's fields, the shared one (A's) otherwise; line 1 for a field not repeated.
func (m *form) at(s side, line int, h handle) slot {
	sd := sideA
	if s == sideB && m.perSide[h] {
		sd = sideB
	}
	if !m.rep[h] {
		line = 1
	}
	return slot{sd, line, h}
}

// slotsOf lists every input side s reads: each field, on each of its lines.
func (m *form) slotsOf(s side, hs []handle) []slot {
	var out []slot
	for _, h := range hs {
		n := 1
		if m.rep[h] {
			n = m.linesOf(s)
		}
		for k := 1; k <= n; k++ {
			out = append(out, m.at(s, k, h))
		}
	}
	return out
}

// shown is the side whose attacker fields the form shows.
func (m *form) shown() side {
	if m.compare && m.editB {
		return sideB
	}
	return sideA
}

// onScreen is the input the form shows for a field on a line.
func (m *form) onScreen(line int, h handle) slot { return m.at(m.shown(), line, h) }

// key is a slot's query key within its side: "s", or "2.s" on line 2.
func (m *form) key(s slot) string { return ruleset.LineKey(s.line, m.fields[s.h].Key) }

// id is a slot's input id: f-KEY for A, fb-KEY for B, with the line after
// the dash from line 2 on (f-2-s): keys start with a letter, so it is unique.
func (m *form) id(s slot) string {
	id := "f-"
	if s.side == sideB {
		id = "fb-"
	}
	if s.line > 1 {
		id += strconv.Itoa(s.line) + "-"
	}
	return id + m.fields[s.h].Key
}

// value is what an input holds as typed.
func (m *form) value(s slot) string { return m.vals[s] }

// errorOf is an input's error: its own, else one Calculate found.
func (m *form) errorOf(s slot) string {
	if msg, ok := m.bad[s]; ok {
		return msg
	}
	return m.cross[s]
}

// reset replaces every value: a is side A's full query (every line's keys),
// b side B's own fields (nil: no comparison).
func (m *form) reset(a, b url.Values, compare bool) {
	m.vals, m.bad, m.cross = map[slot]string{}, map[slot]string{}, map[slot]string{}
	m.lines = [2]int{linesIn(a), linesIn(b)}
	for h := range m.fields {
		for k := 1; k <= m.lines[sideA] || k == 1; k++ {
			s := m.at(sideA, k, handle(h))
			m.vals[s] = a.Get(m.key(s))
		}
		if m.perSide[h] {
			for k := 1; k <= m.lines[sideB] || k == 1; k++ {
				s := m.at(sideB, k, handle(h))
				m.vals[s] = b.Get(m.key(s))
			}
		}
	}
	m.compare = compare
	m.edits++
}

// linesIn is the number of lines a query's keys name (1 without any).
func linesIn(q url.Values) int {
	n := 1
	for k := range q {
		if line, _, ok := ruleset.SplitLineKey(k); ok {
			n = max(n, line)
		}
	}
	return n
}

// put records an input as typed and checks it alone.
func (m *form) put(s slot, typed string) {
	m.vals[s] = typed
	m.edits++
	delete(m.bad, s)
	if _, err := m.fields[s.h].Check(typed); err != nil {
		m.bad[s] = err.Explain()
	}
}

// errorsIn counts the marked inputs among ss.
func (m *form) errorsIn(ss []slot) int {
	n := 0
	for _, s := range ss {
		if m.errorOf(s) != "" {
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

// typed is one side's query as typed, every line's keys included: B's own
// fields with A's shared ones.
func (m *form) typed(s side) url.Values {
	q := url.Values{}
	for _, sl := range m.slotsOf(s, m.handles()) {
		q.Set(m.key(sl), m.value(sl))
	}
	return q
}

// own is B's own fields as typed, as the Compare kind's part of the form reads them.
func (m *form) own() url.Values {
	q := url.Values{}
	for _, sl := range m.slotsOf(sideB, m.perSideHandles()) {
		q.Set(m.key(sl), m.value(sl))
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
	if (s == sideB && !m.compare) || m.errorsIn(m.slotsOf(s, m.handles())) > 0 {
		return nil
	}
	v, err := ruleset.ParseForm(m.decl, m.typed(s))
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
	m.kept = m.encode()
	return true
}

// encode is the page's canonical query of valid input: A's, then compare=1
// and B's own keys prefixed b. while comparing (ruleset.Page).
func (m *form) encode() string {
	a, err := ruleset.ParseForm(m.decl, m.typed(sideA))
	if err != nil {
		return ""
	}
	p := ruleset.Page{A: a, Compare: m.compare}
	if m.compare {
		if p.B, err = ruleset.ParseForm(m.decl.Sub(m.decl.Compare), m.own()); err != nil {
			p.Compare = false
		}
	}
	return p.Encode()
}

// calculate runs one side whose inputs are each valid; an error naming a
// field (on a line) is shown beside the input it came from.
func (m *form) calculate(s side) (*ruleset.Result, bool) {
	if m.errorsIn(m.slotsOf(s, m.handles())) > 0 {
		return nil, false
	}
	res, err := m.calc.Calculate(m.decl.Visible(m.typed(s))) // a hidden field keeps its value but takes no part
	var fe *ruleset.FieldError
	switch {
	case errors.As(err, &fe):
		line, key, _ := ruleset.SplitLineKey(fe.Key)
		if h, ok := m.handleOf(key); ok {
			m.cross[m.at(s, line, h)] = fe.Explain()
		} else {
			m.failure = err.Error()
		}
	case err != nil:
		m.failure = err.Error()
	case res == nil:
		m.failure = "The calculator returned no result."
	default:
		res = m.withHidden(s, res)
	}
	return res, err == nil && res != nil
}

// withHidden adds to a result the fields its modes hide that hold a value
// the rule makes harmless (cover in close combat): the calculator never saw
// them, but the player set them and is told why they change nothing.
func (m *form) withHidden(s side, res *ruleset.Result) *ruleset.Result {
	v, err := ruleset.ParseForm(m.decl, m.typed(s))
	if err != nil {
		return res
	}
	more := v.Harmless()
	if len(more) == 0 {
		return res
	}
	r := *res
	r.NoEffect = append(slices.Clone(res.NoEffect), more...)
	return &r
}

// noteOf is what the result of a slot's side says of its input, if anything
// ("no effect: ..."), to show beside it.
func (m *form) noteOf(sl slot) string {
	res := m.res[sl.side]
	if res == nil || m.stale {
		return ""
	}
	key := ruleset.LineKey(sl.line, m.field(sl.h).Key)
	for _, n := range res.NoEffect {
		if n.Key == key {
			return n.Text
		}
	}
	return ""
}

// fill loads a profile into a side: the fields of its kind take q's values
// (q holds every one of them, on each of its lines: profile.Apply), the
// others are left alone. A kind with repeated fields brings its own lines.
func (m *form) fill(s side, kind string, q url.Values) {
	if s == sideB && !m.compare {
		m.startCompare()
	}
	var hs []handle
	lined := false
	for h, f := range m.fields {
		if m.decl.KindOf(f) == kind {
			hs = append(hs, handle(h))
			lined = lined || m.rep[h]
		}
	}
	if lined {
		m.setLines(s, linesIn(q))
	}
	for _, sl := range m.slotsOf(s, hs) {
		m.put(sl, q.Get(m.key(sl)))
	}
	if kind == m.decl.Compare {
		m.editB = s == sideB // show the attacker just loaded
	}
}

// setLines makes side s have n lines: new ones start empty, dropped ones
// take their values and errors with them.
func (m *form) setLines(s side, n int) {
	ls := m.lineSide(s)
	for k := n + 1; k <= m.lines[ls]; k++ {
		for h := range m.fields {
			if sl := m.at(s, k, handle(h)); m.rep[h] && sl.side == ls {
				delete(m.vals, sl)
				delete(m.bad, sl)
				delete(m.cross, sl)
			}
		}
	}
	m.lines[ls] = n
	m.edits++
}

// addLine adds a line to side s, a copy of its last line (so the new line
// gives every required key), unless it has the most the form allows.
func (m *form) addLine(s side) bool {
	n := m.linesOf(s)
	if m.decl.Lines == nil || n >= m.decl.Lines.Max {
		return false
	}
	m.setLines(s, n+1)
	for h := range m.fields {
		if from := m.at(s, n, handle(h)); m.rep[h] && from.line == n {
			m.put(m.at(s, n+1, handle(h)), m.value(from))
		}
	}
	return true
}

// removeLine drops line k (2 or more) of side s; the lines after it move up.
func (m *form) removeLine(s side, k int) {
	n := m.linesOf(s)
	if k < 2 || k > n {
		return
	}
	for j := k; j < n; j++ {
		for h := range m.fields {
			if m.rep[h] {
				from, to := m.at(s, j+1, handle(h)), m.at(s, j, handle(h))
				if from.side == to.side && from.line != to.line {
					m.put(to, m.value(from))
				}
			}
		}
	}
	m.setLines(s, n-1)
}

// startCompare shows attacker B, starting as a copy of A.
func (m *form) startCompare() {
	m.compare, m.editB = true, true
	if m.ownsLines() {
		m.lines[sideB] = m.lines[sideA]
	}
	m.edits++
	for _, sl := range m.slotsOf(sideB, m.perSideHandles()) {
		m.put(sl, m.vals[slot{sideA, sl.line, sl.h}])
	}
}

// stopCompare drops attacker B and its errors.
func (m *form) stopCompare() {
	m.compare, m.editB, m.res[sideB] = false, false, nil
	m.edits++
	for _, sl := range m.slotsOf(sideB, m.perSideHandles()) {
		delete(m.bad, sl)
	}
}
