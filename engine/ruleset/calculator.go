package ruleset

import (
	"math/rand/v2"
	"net/url"
)

// Calculator is a system's attack calculator. Its canonical input is a URL query
// (a=10&bs=3&s=4...): the form, share links, saved profiles and tests all speak it.
type Calculator interface {
	// Fields describes the form: one field per query key.
	Fields() []Field
	// Calculate computes exact distributions. It never panics; a bad query gets an
	// error that names the field, the value given and what is allowed.
	Calculate(q url.Values) (*Result, error)
	// Roll makes the same attack with real dice, recording every die.
	Roll(q url.Values, r *rand.Rand) (*RollLog, error)
}

// FieldKind says how a field is entered.
type FieldKind string

// The kinds of calculator field.
const (
	Number FieldKind = "number" // an integer between Min and Max
	Dice   FieldKind = "dice"   // a dice expression: 3, D6, 2D3+1
	Toggle FieldKind = "toggle" // a flag: present as 1
	Choice FieldKind = "choice" // one of Options
)

// Field is one input of a calculator form.
type Field struct {
	Key     string // the query key
	Label   string
	Kind    FieldKind
	Group   string // attacker, weapon, abilities, target, situation
	Min     int
	Max     int
	Default string
	Options []Option
	Help    string // one line, in our own words
	Ref     string // reference entry id of the rule behind the field
}

// Option is one value of a Choice field.
type Option struct {
	Value string
	Label string
}

// Result is an exact calculation: one distribution per stage of the attack.
type Result struct {
	Stages []Stage `json:"stages"`
}

// Stage is the distribution of one quantity (hits, wounds, damage...).
type Stage struct {
	ID    string    `json:"id"`
	Label string    `json:"label"`
	Mean  float64   `json:"mean"`
	PMF   []float64 `json:"pmf"` // PMF[k] is the probability of exactly k
}

// RollLog is one attack rolled with real dice.
type RollLog struct {
	Stages     []RollStage `json:"stages"`
	Percentile float64     `json:"percentile"` // where the outcome falls in the exact distribution
}

// RollStage records the dice of one stage.
type RollStage struct {
	ID    string `json:"id"`
	Dice  []Die  `json:"dice"`
	Total int    `json:"total"`
}

// Die is one die as rolled.
type Die struct {
	Face     int  `json:"face"`
	Rerolled bool `json:"rerolled,omitempty"`
	Success  bool `json:"success"`
	Critical bool `json:"critical,omitempty"`
}
