package wh40k9

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"net/url"
	"testing"

	"auspex/engine/dice"
)

// Calculate and Roll never panic: any query gets a result or an error, a
// result's stages are distributions, and its canonical query gives it again.
func FuzzCalculate(f *testing.F) {
	for _, s := range []string{"", boltgunQuery, heavyQuery, "a=2D6&blast=1&n=11&type=heavy", "bs=7", "a=D7", "zz=1", "a=1&a=2",
		"hit6x=D3&hit6w=1&wound6mw=D3&wound6mode=instead", "wound6ap=6&sv=2&cover=1&inv=6", "type=grenade&models=2",
		"advanced=1&type=heavy", "engaged=1&vm=1&type=heavy&moved=1", "models=40&a=5&hit6x=2&n=30&w=10", "d=%ZZ", "ap=-0",
		"fnp=2&dr=half&wound6mw=6", "2.a=D6&2.type=melee&3.a=1", "9.a=1", "hitrr=noncrit&woundrr=noncrit&saverr=fail"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		q, err := url.ParseQuery(s)
		if err != nil {
			return // not a query at all: the page never sends one
		}
		log, rerr := Calc.Roll(q, rand.New(rand.NewPCG(1, 2)))
		res, cerr := Calc.Calculate(q)
		switch {
		case (cerr == nil) != (rerr == nil):
			t.Fatalf("%s: Calculate says %v, Roll says %v", s, cerr, rerr)
		case cerr != nil && (res != nil || log != nil):
			t.Fatalf("%s: an answer with an error", s)
		case cerr != nil:
			return
		}
		for _, st := range res.Stages {
			if m := dice.FromPMF(st.PMF).Total(); math.Abs(m-1) > 1e-9 || math.IsNaN(st.Mean) {
				t.Fatalf("%s: stage %s sums to %v", s, st.ID, m)
			}
		}
		if err := rolledAddsUp(q, log); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		if again, err := Calc.Calculate(mustQuery(res.Query)); err != nil || jsonOf(again) != jsonOf(res) {
			t.Fatalf("%s: canonical query %q does not give the same result: %v", s, res.Query, err)
		}
	})
}

func jsonOf(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return err.Error()
	}
	return string(b)
}

// Rolled stages agree with the exact ones over many rolls, and the dice say
// what the rules do: no 1 ever hits, re-rolled 1s only, extra hits on 6s.
func TestRollMatchesExact(t *testing.T) {
	const n = 4000
	q := mustQuery("models=5&type=assault&a=2&s=4&t=4&sv=4&d=D3&w=2&n=5&fnp=5&hit6x=1&hitrr=1&wound6mw=D3")
	exact, _ := Calc.Calculate(q)
	var sums [6]float64
	mortal, r := 0, rand.New(rand.NewPCG(4, 4))
	for range n {
		log, err := Calc.Roll(q, r)
		if err != nil {
			t.Fatal(err)
		}
		sixes, hits := 0, 0
		for _, d := range log.Stages[1].Dice {
			if d.Role != "hit" {
				continue
			}
			if d.Face == 1 && d.Success {
				t.Fatal("a 1 hit")
			}
			if len(d.Discarded) > 0 && d.Discarded[0] != 1 {
				t.Fatalf("re-rolled %v with hitrr=1", d.Discarded)
			}
			if d.Success {
				hits++
			}
			if d.Face == 6 {
				sixes++
			}
		}
		if log.Stages[1].Total != hits+sixes { // one extra hit per 6
			t.Fatalf("%d hits from %d hit dice and %d sixes", log.Stages[1].Total, hits, sixes)
		}
		for _, d := range log.Stages[4].Dice {
			if d.Role == "mortal" {
				mortal++
			}
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
	if mortal == 0 {
		t.Error("no mortal wounds were ever rolled")
	}
	if _, err := Calc.Roll(mustQuery("bs=1"), r); err == nil {
		t.Error("Roll accepted a bad query")
	}
}
