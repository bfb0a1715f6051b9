package ruleset

import (
	"math"

	"auspex/engine/dice"
)

// Result is an exact calculation. Its JSON names are stable: share links,
// tools and tests read them (the README lists every one).
type Result struct {
	Query    string      `json:"query"`    // the canonical query: each key that differs from its default
	Headline []Figure    `json:"headline"` // the figures to show first, in order
	Sides    []StageSide `json:"sides,omitempty"`
	Stages   []Stage     `json:"stages"`
	Steps    []Reason    `json:"steps"` // why: each step of one attack and the rule that set it
	Extra    []Stage     `json:"extra,omitempty"`
	Lines    []Line      `json:"lines,omitempty"` // with repeated lines: each line's share
	Notes    []string    `json:"notes,omitempty"`
	// NoEffect is each input given that changes nothing in this attack,
	// with the rule's reason in our words: the page says it by the input.
	NoEffect []FieldNote `json:"no_effect,omitempty"`
}

// FieldNote is a word about one input of the query: its key ("cover",
// "2.ap") and what to say of it.
type FieldNote struct {
	Key  string `json:"key"`
	Text string `json:"text"`
}

// Stat is the statistic of a stage a headline figure shows.
type Stat string

// The statistics a figure can show.
const (
	StatMean     Stat = "mean"     // the stage's mean
	StatAtLeast  Stat = "at_least" // the chance of At or more (At 1: of any at all)
	StatCategory Stat = "category" // the chance of exactly At (a category of the stage)
)

// Figure is one headline figure: a statistic of a stage, computed.
type Figure struct {
	ID    string  `json:"id"`    // stable, for links and tests: "damage", "destroyed", "wipe"
	Label string  `json:"label"` // "Expected damage"
	Stage string  `json:"stage"` // the stage id it reads
	Stat  Stat    `json:"stat"`
	At    int     `json:"at,omitempty"` // the value At and Category compare with
	Unit  string  `json:"unit,omitempty"`
	Of    int     `json:"of,omitempty"` // the whole it is out of, from the query ("of 10" models); 0: none
	Value float64 `json:"value"`        // the mean, or a probability 0..1
	Short string  `json:"short"`        // a word or two for a narrow bar: "dmg", "dead", "wipe"
}

// StageSide is one of the two sides a two-sided calculation has (an assault).
type StageSide struct {
	ID    string `json:"id"`
	Label string `json:"label"`
}

// StageKind says what a stage's values are.
type StageKind string

// The kinds of stage.
const (
	Count       StageKind = ""            // 0, 1, 2...: hits, wounds, models
	Ordinal     StageKind = "ordinal"     // ordered categories, each with a label in Values
	Categorical StageKind = "categorical" // unordered categories: no mean, no "at least"
	Signed      StageKind = "signed"      // a count that can be negative: Offset is its least value
)

// Stage is the distribution of one quantity (hits, wounds, damage, a damage
// table result, an assault margin...). PMF[k] is the chance of the value
// Offset+k; Median, Low and High are values (Offset included).
type Stage struct {
	ID      string    `json:"id"`
	Label   string    `json:"label"`
	Kind    StageKind `json:"kind,omitempty"`
	Offset  int       `json:"offset,omitempty"` // the value of PMF[0]
	Values  []string  `json:"values,omitempty"` // a label per PMF index (ordinal, categorical)
	Side    string    `json:"side,omitempty"`   // a StageSide id, when the stage belongs to one side
	Line    int       `json:"line,omitempty"`   // the repeated line it belongs to, 0 for the whole
	Mean    float64   `json:"mean"`
	SD      float64   `json:"sd"` // standard deviation
	Median  int       `json:"median"`
	Low     int       `json:"p10"`      // 10th percentile: 9 times in 10 at least this
	High    int       `json:"p90"`      // 90th percentile
	PMF     []float64 `json:"pmf"`      // PMF[k] is the probability of exactly Offset+k
	AtLeast []float64 `json:"at_least"` // AtLeast[k] is the probability of Offset+k or more
}

// Line is one repeated line's share of a whole result: its own stages, and
// figures whose Value is the line's part of the whole's mean (the lines'
// parts add up to the whole's).
type Line struct {
	Line    int      `json:"line"`
	Label   string   `json:"label"`
	Stages  []Stage  `json:"stages"`
	Figures []Figure `json:"figures,omitempty"`
}

// Reason is one step of the attack sequence for a single attack: what it needs,
// how likely it is, and the rule behind it.
type Reason struct {
	Stage string   `json:"stage"`          // the stage id it feeds
	Text  string   `json:"text"`           // e.g. "wound on 3+: S5 vs T4"
	P     *float64 `json:"p,omitempty"`    // the chance for one die or attack, where the step has one
	Rule  string   `json:"rule,omitempty"` // reference entry id
	Line  int      `json:"line,omitempty"` // the repeated line it is about, 0 for all
}

// Stage returns the stage with this id, in Stages then Extra, or nil.
func (r *Result) Stage(id string) *Stage {
	for _, list := range [][]Stage{r.Stages, r.Extra} {
		for i := range list {
			if list[i].ID == id {
				return &list[i]
			}
		}
	}
	return nil
}

// P is the chance of the value x.
func (s *Stage) P(x int) float64 {
	if k := x - s.Offset; k >= 0 && k < len(s.PMF) {
		return s.PMF[k]
	}
	return 0
}

// PAtLeast is the chance of x or more.
func (s *Stage) PAtLeast(x int) float64 {
	k := x - s.Offset
	switch {
	case k <= 0:
		return 1
	case k >= len(s.AtLeast):
		return 0
	}
	return s.AtLeast[k]
}

// Figure computes a figure's Value from its stage; a figure whose stage is
// missing is 0.
func (r *Result) Figure(f Figure) Figure {
	st := r.Stage(f.Stage)
	switch {
	case st == nil:
		f.Value = 0
	case f.Stat == StatMean:
		f.Value = st.Mean
	case f.Stat == StatAtLeast:
		f.Value = st.PAtLeast(f.At)
	case f.Stat == StatCategory:
		f.Value = st.P(f.At)
	}
	return f
}

// SetHeadline computes each figure from the result's stages and sets them
// as its headline.
func (r *Result) SetHeadline(figs ...Figure) {
	r.Headline = make([]Figure, len(figs))
	for i, f := range figs {
		r.Headline[i] = r.Figure(f)
	}
}

// StageOf summarises a distribution as a stage: d's value k stands for
// Offset+k (Offset 0 for a count, negative for a signed stage). Kind, Values
// and Side are the caller's to set.
func StageOf(id, label string, d dice.Dist, offset int) Stage {
	pmf := d.PMF()
	atLeast := make([]float64, len(pmf))
	tail := 0.0
	for k := len(pmf) - 1; k >= 0; k-- {
		tail += pmf[k]
		atLeast[k] = min(tail, 1)
	}
	return Stage{
		ID: id, Label: label, Offset: offset, Mean: d.Mean() + float64(offset), SD: math.Sqrt(d.Variance()),
		Median: d.Median() + offset, Low: d.Quantile(0.1) + offset, High: d.Quantile(0.9) + offset,
		PMF: pmf, AtLeast: atLeast,
	}
}

// Percentile is the mid-rank of the value x: P(X < x) + P(X = x)/2.
func (s *Stage) Percentile(x int) float64 {
	return 1 - s.PAtLeast(x) + s.P(x)/2
}
