package ruleset

import (
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
)

// Form is a calculator's input as data: its fields, the groups the form shows
// them in (and the profile kind each group is saved as), the modes that show
// or hide fields, and the fields repeated per line. The app renders whatever a
// Form declares; it names no group, kind or key of its own.
type Form struct {
	Fields []Field
	Groups []Group // in the order the form shows them; every field's Group is one of them
	Modes  []Mode
	Lines  *Lines // nil: no repeated lines
	// Compare is the profile kind compare mode varies: the second side's
	// values of that kind's fields are keyed with SecondPrefix. "": no compare.
	Compare string

	idx atomic.Pointer[formIndex] // built on first use; a Form is not changed after
}

// formIndex finds a field by key without a scan: every query reads dozens.
type formIndex struct {
	pos      map[string]int // field key -> index in Fields
	repeated []bool         // by field index: repeated per line
	defaults []string       // by field index: the default's canonical form
	shownBy  [][]modeShow   // by field index: the modes that name it, with the values that show it
}

// modeShow is one mode that names a field: the mode's key and the values
// under which the field is shown.
type modeShow struct {
	key    string
	values []string
}

func (f *Form) index() *formIndex {
	if ix := f.idx.Load(); ix != nil {
		return ix
	}
	ix := &formIndex{pos: make(map[string]int, len(f.Fields)), repeated: make([]bool, len(f.Fields)), defaults: make([]string, len(f.Fields))}
	for i, fd := range f.Fields {
		ix.pos[fd.Key] = i
		ix.defaults[i], _ = fd.Check("") // Faults reports a default that fails
		ix.repeated[i] = f.Lines != nil && slices.Contains(f.Lines.Keys, fd.Key)
	}
	ix.shownBy = make([][]modeShow, len(f.Fields))
	for i, fd := range f.Fields {
		for _, m := range f.Modes {
			var vals []string
			for v, keys := range m.Show {
				if slices.Contains(keys, fd.Key) {
					vals = append(vals, v)
				}
			}
			if vals != nil {
				ix.shownBy[i] = append(ix.shownBy[i], modeShow{m.Key, vals})
			}
		}
	}
	f.idx.Store(ix)
	return ix
}

// Group is one group of a form. Kind is the profile kind its fields are
// saved in ("" for fields that belong to the moment and are saved in none).
type Group struct {
	ID     string `json:"id"`
	Label  string `json:"label"`
	Kind   string `json:"kind,omitempty"`
	Folded bool   `json:"folded,omitempty"` // shown folded until opened
}

// The profile kinds most calculators use; a system may declare others (an
// Epic "formation") simply by naming them in its groups.
const (
	AttackerProfile = "attacker"
	TargetProfile   = "target"
)

// Mode is a Choice field whose value shows some fields and hides others.
// Show maps each option value to the keys shown only under it; a field the
// mode names under no value is always shown. A hidden field keeps its value
// but the calculation ignores it.
type Mode struct {
	Key  string              `json:"key"`
	Show map[string][]string `json:"show"`
	// NoEffect names the hidden fields the rule makes harmless, with why in
	// our words ("no cover saves in close combat"): a query giving one is
	// answered without it and that note (Values.Harmless), not refused.
	NoEffect map[string]string `json:"no_effect,omitempty"`
}

// Lines declares repeated lines (weapon lines of one unit, say): line 1 takes
// the plain keys, line k (2..Max) the same keys prefixed "k.", e.g. "2.s".
// A line beyond the first exists when any of its keys is given, and must then
// give every key in Required.
type Lines struct {
	Keys     []string `json:"keys"`
	Max      int      `json:"max"`
	Required []string `json:"required,omitempty"`
	Label    string   `json:"label"` // what one line is, e.g. "Weapon"
}

// The app's own keys in a calculator URL, beside the fields: CompareKey=1
// turns on the comparison, and SecondPrefix+key holds the second side's value
// of a field of the Compare kind (with lines: "b.2.s"). Field keys cannot
// clash: they match [a-z][a-z0-9-]* and the registry refuses CompareKey.
const (
	CompareKey   = "compare"
	SecondPrefix = "b."
)

// Field returns the field with this plain key.
func (f *Form) Field(key string) (Field, bool) {
	i, ok := f.index().pos[key]
	if !ok {
		return Field{}, false
	}
	return f.Fields[i], true
}

// Group returns the group with this id.
func (f *Form) Group(id string) (Group, bool) {
	i := slices.IndexFunc(f.Groups, func(g Group) bool { return g.ID == id })
	if i < 0 {
		return Group{}, false
	}
	return f.Groups[i], true
}

// KindOf is the profile kind a field is saved in, or "".
func (f *Form) KindOf(fd Field) string {
	g, _ := f.Group(fd.Group)
	return g.Kind
}

// Kinds lists the profile kinds the form declares, in group order.
func (f *Form) Kinds() []string {
	var ks []string
	for _, g := range f.Groups {
		if g.Kind != "" && !slices.Contains(ks, g.Kind) {
			ks = append(ks, g.Kind)
		}
	}
	return ks
}

// HasKind says whether a profile kind is one the form declares.
func (f *Form) HasKind(kind string) bool { return kind != "" && slices.Contains(f.Kinds(), kind) }

// Repeated says whether a plain key is repeated per line.
func (f *Form) Repeated(key string) bool {
	i, ok := f.index().pos[key]
	return ok && f.index().repeated[i]
}

// LineKey is the query key of a repeated field on line k (1-based): the plain
// key on line 1, "k.key" after.
func LineKey(k int, key string) string {
	if k <= 1 {
		return key
	}
	return strconv.Itoa(k) + "." + key
}

// SplitLineKey reads "k.key" as (k, key); a plain key is line 1, and so is
// a side-prefixed key ("atk.cc": a field key may name a side). ok is false for a malformed
// line prefix ("0.s", "02.s").
func SplitLineKey(qk string) (line int, key string, ok bool) {
	pre, rest, found := strings.Cut(qk, ".")
	if !found || (pre != "" && pre[0] >= 'a' && pre[0] <= 'z') {
		return 1, qk, true
	}
	n, err := strconv.Atoi(pre)
	if err != nil || n < 2 || strconv.Itoa(n) != pre {
		return 0, qk, false
	}
	return n, rest, true
}

// Shown says whether a field is shown given the values of the mode fields
// (value returns a key's current value). A field named by several modes is
// shown only when each of them shows it (a close combat field that only
// applies against a model: one mode for the attack, one for the target).
func (f *Form) Shown(key string, value func(key string) string) bool {
	ix := f.index()
	i, ok := ix.pos[key]
	if !ok {
		return true // modes name only fields
	}
	for _, m := range ix.shownBy[i] { // looked up once per form: a query asks of every field
		if !slices.Contains(m.values, value(m.key)) {
			return false
		}
	}
	return true
}
