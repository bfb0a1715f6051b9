package ruleset

// RollLog is one attack rolled with real dice.
type RollLog struct {
	Stages []RollStage `json:"stages"`
	Groups []RollGroup `json:"groups,omitempty"` // what the dice's Group ids name
	// Figure is the stage the luck line compares ("better than 78% of
	// rolls"); Percentile is that stage's.
	Figure     string  `json:"figure"`
	Percentile float64 `json:"percentile"`
	// Exact is the exact result the roll is ranked against, computed once with
	// the roll so the tray needs no second Calculate.
	Exact *Result `json:"-"`
}

// RollGroup names a group of dice: a weapon line, a side.
type RollGroup struct {
	ID    string `json:"id"`
	Label string `json:"label"`
}

// RollStage records the dice of one stage.
type RollStage struct {
	ID         string  `json:"id"`
	Dice       []Die   `json:"dice"`
	Total      int     `json:"total"`
	Percentile float64 `json:"percentile"` // mid-rank of Total in that stage's exact distribution
}

// Die is one die as rolled: what it was for, what it showed, what it meant.
type Die struct {
	Role    string `json:"role"`  // what it was rolled for: attacks, hit, wound, save, damage, fnp...
	Sides   int    `json:"sides"` // 6, or 3 for a D3
	Face    int    `json:"face"`  // the result that counts
	Outcome string `json:"outcome,omitempty"`
	// Discarded are faces rolled for this die and not counted, in the order
	// rolled: the first roll before a re-roll, the lower die of best of 2D6.
	Discarded []int  `json:"discarded,omitempty"`
	Group     string `json:"group,omitempty"` // a RollGroup id: the weapon line or side
	Success   bool   `json:"success"`         // it did what it was rolled for (a hit, a failed save...)
	Critical  bool   `json:"critical,omitempty"`
}

// The outcome words of a D6 test die.
const (
	OutcomeMiss     = "miss"
	OutcomeHit      = "hit"
	OutcomeCritical = "critical"
)

// Stage returns the rolled stage with this id, or nil.
func (l *RollLog) Stage(id string) *RollStage {
	for i := range l.Stages {
		if l.Stages[i].ID == id {
			return &l.Stages[i]
		}
	}
	return nil
}
