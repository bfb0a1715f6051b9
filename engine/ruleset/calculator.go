package ruleset

import (
	"math/rand/v2"
	"net/url"
)

// Calculator is a system's attack calculator. Its canonical input is a URL query
// (a=10&bs=3&s=4...): the form, share links, saved profiles and tests all speak it.
type Calculator interface {
	// Form describes the input: fields, groups, modes and repeated lines.
	Form() *Form
	// Calculate computes exact distributions. It never panics; a bad query gets an
	// error that names the field, the value given and what is allowed.
	Calculate(q url.Values) (*Result, error)
	// Roll makes the same attack with real dice, recording every die, with the
	// exact result it is compared against (computed once, for the roll).
	Roll(q url.Values, r *rand.Rand) (*RollLog, error)
}

// FieldKind says how a field is entered.
type FieldKind string

// The kinds of calculator field.
const (
	Number FieldKind = "number" // an integer between Min and Max
	Dice   FieldKind = "dice"   // a dice expression: 3, D6, 2D3+1; Max bounds its largest result
	Toggle FieldKind = "toggle" // a flag: present as 1
	Choice FieldKind = "choice" // one of Options
)

// Field is one input of a calculator form. A field left empty takes Default.
type Field struct {
	Key     string
	Label   string
	Kind    FieldKind
	Group   string // the id of one of the form's Groups
	Min     int
	Max     int
	Default string
	Options []Option
	Help    string // one line, in our own words
	Ref     string // reference entry id of the rule behind the field
	// Bound says why Min and Max are what they are, for a refused value: the
	// rule ("a D6 roll's target: 2+ to 6+") or the calculator's own limit.
	// Empty: the calculator's limit, said generically.
	Bound string
}

// Option is one value of a Choice field.
type Option struct {
	Value string
	Label string
}
