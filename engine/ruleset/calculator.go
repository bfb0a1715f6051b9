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
	Dice   FieldKind = "dice"   // a dice expression: 3, D6, 2D3+1; Max bounds its largest result
	Toggle FieldKind = "toggle" // a flag: present as 1
	Choice FieldKind = "choice" // one of Options
)

// Field is one input of a calculator form. A field left empty takes Default.
type Field struct {
	Key     string
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

// The groups of a calculator form, in the order the form shows them. Saved
// profiles follow them: an attacker profile holds the attacker, weapon and
// abilities groups, a target profile the target group; situation and
// modifiers belong to the moment and are saved with neither.
const (
	GroupAttacker  = "attacker"
	GroupWeapon    = "weapon"
	GroupAbilities = "abilities"
	GroupTarget    = "target"
	GroupSituation = "situation"
	GroupModifiers = "modifiers"
)

// Groups lists the form's groups in order.
var Groups = []string{GroupAttacker, GroupWeapon, GroupAbilities, GroupTarget, GroupSituation, GroupModifiers}

// The kinds of saved profile.
const (
	AttackerProfile = "attacker"
	TargetProfile   = "target"
)

// ProfileKind is the kind of profile a group's fields are saved in, or "".
func ProfileKind(group string) string {
	switch group {
	case GroupAttacker, GroupWeapon, GroupAbilities:
		return AttackerProfile
	case GroupTarget:
		return TargetProfile
	}
	return ""
}

// Option is one value of a Choice field.
type Option struct {
	Value string
	Label string
}

// Result is an exact calculation. Its JSON names are stable: share links,
// tools and tests read them (the README lists every one).
type Result struct {
	Query      string   `json:"query"`       // the canonical query: each key that differs from its default
	Stages     []Stage  `json:"stages"`      // attacks, hits, wounds, unsaved, damage, destroyed
	PDestroyed float64  `json:"p_destroyed"` // probability the whole target unit is destroyed
	Steps      []Reason `json:"steps"`       // why: each step of one attack and the rule that set it
	Extra      []Stage  `json:"extra,omitempty"`
	Notes      []string `json:"notes,omitempty"`
}

// The stage ids the app shows as headline figures (expected damage, expected
// models destroyed) wherever a Result has them.
const (
	StageDamage    = "damage"
	StageDestroyed = "destroyed"
)

// The app's own keys in a calculator URL, beside the fields: CompareKey=1
// turns on the comparison, and SecondPrefix+key holds the second attacker's
// value of an attacker-profile field. Field keys cannot clash: they match
// [a-z][a-z0-9-]* and the registry refuses CompareKey.
const (
	CompareKey   = "compare"
	SecondPrefix = "b."
)

// Stage is the distribution of one quantity (hits, wounds, damage...).
type Stage struct {
	ID      string    `json:"id"`
	Label   string    `json:"label"`
	Mean    float64   `json:"mean"`
	SD      float64   `json:"sd"` // standard deviation
	Median  int       `json:"median"`
	Low     int       `json:"p10"`      // 10th percentile: 9 times in 10 at least this
	High    int       `json:"p90"`      // 90th percentile
	PMF     []float64 `json:"pmf"`      // PMF[k] is the probability of exactly k
	AtLeast []float64 `json:"at_least"` // AtLeast[k] is the probability of k or more
}

// Reason is one step of the attack sequence for a single attack: what it needs,
// how likely it is, and the rule behind it.
type Reason struct {
	Stage string   `json:"stage"`          // the stage id it feeds
	Text  string   `json:"text"`           // e.g. "wound on 3+: S5 vs T4"
	P     *float64 `json:"p,omitempty"`    // the chance for one die or attack, where the step has one
	Rule  string   `json:"rule,omitempty"` // reference entry id
}

// RollLog is one attack rolled with real dice.
type RollLog struct {
	Stages     []RollStage `json:"stages"`
	Percentile float64     `json:"percentile"` // where the damage total falls in the exact distribution
}

// RollStage records the dice of one stage.
type RollStage struct {
	ID         string  `json:"id"`
	Dice       []Die   `json:"dice"`
	Total      int     `json:"total"`
	Percentile float64 `json:"percentile"` // mid-rank of Total in that stage's exact distribution
}

// Die is one die as rolled.
type Die struct {
	Role     string `json:"role"`            // what it was rolled for: attacks, hit, wound, save, damage, fnp...
	Sides    int    `json:"sides"`           // 6, or 3 for a D3
	Face     int    `json:"face"`            // the result that counts (after any re-roll)
	First    int    `json:"first,omitempty"` // the face before a re-roll
	Rerolled bool   `json:"rerolled,omitempty"`
	Success  bool   `json:"success"`
	Critical bool   `json:"critical,omitempty"`
}
