package calctest

import (
	"fmt"
	"math"
	"net/url"
	"testing"

	"auspex/engine/ruleset"
)

// fakeTotals is the fake's own bookkeeping: hits are the hit dice that
// succeeded, the table result is the worst table die, the margin is the
// difference of the scores.
func fakeTotals(q url.Values, log *ruleset.RollLog) error {
	if hits := log.Stage("hits"); hits != nil {
		n := 0
		for _, d := range hits.Dice {
			if d.Success {
				n++
			}
		}
		table := log.Stage("result")
		if n != hits.Total || table == nil || len(table.Dice) != n {
			return fmt.Errorf("%d hit dice succeeded, total %d, %v table dice", n, hits.Total, table)
		}
		worst := 0
		for _, d := range table.Dice {
			for c, v := range tableValues {
				if d.Outcome == v {
					worst = max(worst, c)
				}
			}
		}
		if worst != table.Total {
			return fmt.Errorf("worst table die %d, total %d", worst, table.Total)
		}
		return nil
	}
	a, b, m := log.Stage("a-score"), log.Stage("b-score"), log.Stage("margin")
	if a == nil || b == nil || m == nil || m.Total != a.Total-b.Total {
		return fmt.Errorf("scores and margin do not agree: %+v", log.Stages)
	}
	return nil
}

func TestFakePassesTheKit(t *testing.T) {
	Run(t, Fake, Kit{
		Queries: []string{
			"shots=6&2.shots=3&2.hit=2&3.shots=6&3.hit=6&4.shots=1&reroll=1&best=1&armour=1",
			"mode=assault&cc=3&units=4",
			"mode=assault&dcc=3",
			"shots=4&best=1",
		},
		Totals: fakeTotals,
		// A field its mode hides is refused: the rule it models is not in play.
		Contradictions: []Contradiction{
			{Query: "mode=assault&shots=3", Key: "shots"}, {Query: "mode=assault&hit=2", Key: "hit"},
			{Query: "mode=assault&reroll=1", Key: "reroll"}, {Query: "mode=assault&armour=1", Key: "armour"},
			{Query: "mode=assault&best=1", Key: "best"}, {Query: "cc=2", Key: "cc"}, {Query: "dcc=2", Key: "dcc"},
		},
		Free: map[string]string{"mode": "either mode goes with any value it shows", "units": "any count of units fights"},
	})
}

// The fake's numbers, worked by hand: one shot hitting on 4+ against armour
// 0; a hit's table result is none on a 1, shaken on 2, stunned on 3-4,
// destroyed on 5, explodes on 6. An assault of D6+3 against D6.
func TestFakeExact(t *testing.T) {
	res, err := Fake.Calculate(url.Values{})
	if err != nil {
		t.Fatal(err)
	}
	table := res.Stage("result")
	want := []float64{0.5 + 0.5/6, 0.5 / 6, 0.5 * 2 / 6, 0.5 / 6, 0.5 / 6}
	for c, p := range want {
		if math.Abs(table.PMF[c]-p) > 1e-12 {
			t.Errorf("P(%s) = %v, want %v", table.Values[c], table.PMF[c], p)
		}
	}
	if table.Kind != ruleset.Ordinal || res.Headline[2].Value != table.PMF[4] {
		t.Errorf("table %+v, headline %+v", table, res.Headline)
	}
	q, _ := url.ParseQuery("mode=assault&cc=3")
	res, err = Fake.Calculate(q)
	if err != nil {
		t.Fatal(err)
	}
	m := res.Stage("margin")
	// Margin 3 + (a - b) runs -2..8; it is 3 with chance 6/36.
	if m.Kind != ruleset.Signed || m.Offset != -2 || len(m.PMF) != 11 || math.Abs(m.P(3)-6.0/36) > 1e-12 || math.Abs(m.Mean-3) > 1e-12 {
		t.Errorf("margin %+v", m)
	}
	// Attacker wins unless a - b <= -3: P = 1 - 6/36.
	if w := res.Headline[0]; math.Abs(w.Value-30.0/36) > 1e-12 {
		t.Errorf("win %+v", w)
	}
	if o := res.Stage("outcome"); o.Kind != ruleset.Categorical || math.Abs(o.P(1)-3.0/36) > 1e-12 {
		t.Errorf("outcome %+v", o)
	}
}

// Lines add up: the whole's hits are the sum of the lines' shares.
func TestFakeLines(t *testing.T) {
	q, _ := url.ParseQuery("shots=2&2.shots=3&2.hit=2")
	res, err := Fake.Calculate(q)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Lines) != 2 || math.Abs(res.Lines[0].Stages[0].Mean+res.Lines[1].Stages[0].Mean-res.Stage("hits").Mean) > 1e-12 {
		t.Errorf("lines %+v", res.Lines)
	}
	if res.Query != "shots=2&2.shots=3&2.hit=2" {
		t.Errorf("query %q", res.Query)
	}
}
