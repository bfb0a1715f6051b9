package wh40k10

import (
	"math"
	"math/rand/v2"
	"net/url"
	"testing"

	"auspex/engine/combat/attack40k"
)

// Calculate and Roll never panic: any query gets a result or an error.
func FuzzCalculate(f *testing.F) {
	for _, s := range []string{"", heavyQuery, heavyQuery + "&dev=1&devrule=nosave", "a=2D6&blast=1&n=11", "bs=7", "a=D7", "zz=1",
		"a=1&a=2", "sus=D3&lethal=1&dev=1&anti=2", "models=40&a=5&sus=2&dev=1", "d=%ZZ", "ap=-0", "sv=7&inv=4&cover=1&indirect=1",
		"torrent=1&overwatch=1", "fnp=2&fnpmortal=1&dr=half", "n=30&w=10&a=60&models=3", "hitrr=noncrit&woundrr=noncrit&saverr=fail",
		"a=2&2.a=1&2.s=8&3.a=D6&3.dev=1", "2.s=5", "9.a=1", "3.a=1", "2.a=D6 1&2.models=40&2.sus=6", "b.2.a=1", "2.t=4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		q, err := url.ParseQuery(s)
		if err != nil {
			return
		}
		res, err := Calc.Calculate(q)
		if err != nil {
			if res != nil {
				t.Fatal("a result with an error")
			}
			return
		}
		for _, st := range res.Stages {
			sum := 0.0
			for _, p := range st.PMF {
				sum += p
			}
			if math.Abs(sum-1) > 1e-9 || math.IsNaN(st.Mean) {
				t.Fatalf("%s: stage %s sums to %v", s, st.ID, sum)
			}
		}
		if _, err := Calc.Roll(q, rand.New(rand.NewPCG(1, 2))); err != nil {
			t.Fatalf("%s: calculated but could not roll: %v", s, err)
		}
		// The canonical query gives the same result.
		again, err := Calc.Calculate(mustQuery(res.Query))
		if err != nil || again.Query != res.Query || again.Stages[5].Mean != res.Stages[5].Mean {
			t.Fatalf("%s: canonical query %q does not round-trip: %v", s, res.Query, err)
		}
	})
}

// Roll records every die and its totals follow from them; its stages agree
// with the exact distributions over many rolls.
func TestRoll(t *testing.T) {
	q := mustQuery("models=5&a=2&bs=3&s=4&t=4&sv=4&d=D3&w=2&n=5&fnp=5&sus=1&hitrr=1&hazardous=1")
	r := rand.New(rand.NewPCG(4, 4))
	exact, _ := Calc.Calculate(q)
	const n = 4000
	sums := make([]float64, 6)
	for range n {
		log, err := Calc.Roll(q, r)
		if err != nil {
			t.Fatal(err)
		}
		if len(log.Stages) != 7 || log.Stages[6].ID != "hazardous" || len(log.Stages[6].Dice) != 5 {
			t.Fatalf("stages %+v", log.Stages)
		}
		hit := log.Stages[1]
		crits, hits := 0, 0
		for _, d := range hit.Dice {
			if d.Role == "hit" && d.Success {
				hits++
			}
			if d.Critical {
				crits++
			}
			if len(d.Discarded) > 0 && (len(d.Discarded) != 1 || d.Discarded[0] != 1) {
				t.Fatalf("re-rolled %v with hitrr=1", d.Discarded)
			}
			if want := attack40k.OutcomeWords["hit"][b2i(d.Success)+b2i(d.Critical)]; d.Role == "hit" && d.Outcome != want {
				t.Fatalf("hit die %+v: outcome %q, want %q", d, d.Outcome, want)
			}
			if d.Role == "hit" && d.Face == 1 && d.Success {
				t.Fatal("a 1 hit")
			}
		}
		if hit.Total != hits+crits { // Sustained Hits 1: one more hit per critical
			t.Fatalf("hits total %d from %d hits and %d criticals", hit.Total, hits, crits)
		}
		if log.Stages[5].Total != log.Stages[4].Total/2 {
			t.Fatalf("destroyed %d from %d wounds lost", log.Stages[5].Total, log.Stages[4].Total)
		}
		if log.Percentile < 0 || log.Percentile > 1 {
			t.Fatalf("percentile %v", log.Percentile)
		}
		for i := range 6 {
			sums[i] += float64(log.Stages[i].Total)
		}
	}
	for i, st := range exact.Stages {
		if se := st.SD / math.Sqrt(n); math.Abs(sums[i]/n-st.Mean) > 5*se+1e-9 {
			t.Errorf("stage %s: rolled mean %.3f, exact %.3f", st.ID, sums[i]/n, st.Mean)
		}
	}
	if _, err := Calc.Roll(mustQuery("bs=1"), r); err == nil {
		t.Error("Roll accepted a bad query")
	}
}
