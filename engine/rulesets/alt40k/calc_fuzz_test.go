package alt40k

import (
	"math"
	"math/rand/v2"
	"testing"

	"auspex/engine/ruleset/calctest"
)

// Calculate and Roll never panic: any query gets a result or an error, a
// result's stages are distributions, and its canonical query gives it again.
func FuzzCalculate(f *testing.F) {
	for _, s := range []string{"", boltgunQuery, lascannonQuery, heavyQuery, "mode=cc", "mode=cc&type=melee&s=x2&us=10&furious=1&charging=1",
		"template=apoc&snap=1&n=40", "template=flame&under=40&n=40&templates=10&target=swarm&w=7", "voids=6&target=titanicvehicle&a=20&models=10",
		"a=2D6&tesla=1&models=40", "gauss=1&tesla=1", "target=vehicle&haywire=2&poisoned=2&grav=1&destroyer=1&fixed=best",
		"2.type=melee", "7.type=rapid", "s=x3", "ap=0", "hitmod=9", "n=40&w=60", "excess=none", "sv=7",
		"target=building&monsterbane=1&poisoned=3&grav=1&woundrr=fail&hitrr=1&nat6=1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { calctest.FuzzOne(t, Calc, s, rolledAddsUp) })
}

// Rolled stages agree with the exact ones over many rolls, and the dice say
// what the rules do: no 1 ever hits, a 6 to penetrate always does something.
func TestRollMatchesExact(t *testing.T) {
	const n = 4000
	for _, query := range []string{
		"models=5&type=assault&a=2&bs=3&s=4&t=4&sv=4&w=2&n=5&fnp=5&tesla=1&hitrr=1&rending=1",
		"a=3&type=heavy&bs=3&s=7&ap=1&target=vehicle&av=12&w=4&n=2&sv=4&cover=5&open=1&ordnance=1&woundrr=fail",
		"a=4&type=heavy&bs=3&s=9&ap=2&target=titanicvehicle&av=14&w=6&voids=2&excess=lost",
	} {
		q := mustQuery(query)
		exact, _ := Calc.Calculate(q)
		sums := map[string]float64{}
		r := rand.New(rand.NewPCG(4, 4))
		for range n {
			log, err := Calc.Roll(q, r)
			if err != nil {
				t.Fatal(err)
			}
			for _, st := range log.Stages {
				sums[st.ID] += float64(st.Total)
				for _, d := range st.Dice {
					if d.Role == "hit" && d.Face == 1 && d.Success {
						t.Fatal("a 1 hit")
					}
					if d.Role == "penetrate" && d.Face == 6 && !d.Success {
						t.Fatalf("a 6 to penetrate did nothing: %+v", d)
					}
				}
			}
		}
		for _, st := range exact.Stages {
			if se := st.SD / math.Sqrt(n); math.Abs(sums[st.ID]/n-st.Mean) > 5*se+1e-9 {
				t.Errorf("%s: stage %s: rolled mean %.3f, exact %.3f", query, st.ID, sums[st.ID]/n, st.Mean)
			}
		}
	}
	if _, err := Calc.Roll(mustQuery("bs=1"), rand.New(rand.NewPCG(1, 1))); err == nil {
		t.Error("Roll accepted a bad query")
	}
}
