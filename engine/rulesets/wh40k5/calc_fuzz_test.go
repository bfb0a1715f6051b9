package wh40k5

import (
	"math"
	"math/rand/v2"
	"testing"

	"auspex/engine/ruleset/calctest"
)

// Calculate and Roll never panic on any query (calctest.FuzzOne says what is checked).
func FuzzCalculate(f *testing.F) {
	for _, s := range append([]string{"", "zz=1", "a=1&a=2", "a=D7", "bs=11", "ws=3", "av=9", "av=12&t=5", "mode=cc&av=14&mc=1&s=10&rending=1",
		"2.a=D6&2.melta=1&av=12&half=1&3.a=1", "9.a=1", "ap=0", "tbase=9", "poisoned=1", "mode=cc&tws=0&a=20&models=30&charged=1",
		"autohit=1&twin=1&gethot=1&bs=10&a=20&models=30", "av=10&weapons=0&immobilised=1&open=1&ap=1&cover=2", "d=%ZZ"}, kitQueries...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { calctest.FuzzOne(t, Calc, s, rolledAddsUp) })
}

// Rolled stages agree with the exact ones over many rolls, and the dice say
// what the rules do: the discarded die of ordnance is never the higher, a
// glancing hit's damage roll is shown with its result.
func TestRollMatchesExact(t *testing.T) {
	const n = 3000
	for _, raw := range []string{fistQuery, "models=3&a=2&bs=7&s=5&ap=4&rending=1&gethot=1&t=4&sv=4&fnp=1&w=2&n=4",
		"a=2&s=8&ap=1&av=14&ordnance=1&rending=1&autohit=1&twin=1&cover=5&weapons=1",
		"mode=cc&models=3&a=2&charged=1&s=5&mc=1&av=13&moved=combat&weapons=0"} {
		q := mustQuery(raw)
		exact, _ := Calc.Calculate(q)
		sums := map[string]float64{}
		r := rand.New(rand.NewPCG(7, 7))
		for range n {
			log, err := Calc.Roll(q, r)
			if err != nil {
				t.Fatal(err)
			}
			for _, st := range log.Stages {
				sums[st.ID] += float64(st.Total)
				for _, d := range st.Dice {
					if d.Role == "penetration" && len(d.Discarded) == 1 && d.Discarded[0] > d.Face {
						t.Fatalf("ordnance kept %d and discarded %d", d.Face, d.Discarded[0])
					}
					if d.Role == "damage" && d.Outcome == "" {
						t.Fatal("a damage die with no result")
					}
				}
			}
		}
		for _, st := range append(exact.Stages, exact.Extra...) {
			if se := st.SD / math.Sqrt(n); math.Abs(sums[st.ID]/n-st.Mean) > 5*se+1e-9 {
				t.Errorf("%s: stage %s rolled mean %.3f, exact %.3f", raw, st.ID, sums[st.ID]/n, st.Mean)
			}
		}
	}
}
