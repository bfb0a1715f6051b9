package epic

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"auspex/engine/ruleset"
)

// The roller plays the rules die by die; the exact calculation walks
// distributions. Over many rolls the two must agree on every stage's mean
// (within five standard errors): an independent check of the war engine
// walk, the two-pass allocation, disrupt, barrage and the assault's result.
func TestRollMatchesExact(t *testing.T) {
	const n = 10000
	queries := []string{
		devastatorsQuery,
		"units=3&per=1&shots=D3&fire=at&hit=4&2.units=2&2.fire=mw&2.hit=3&2.disrupt=1&3.units=1&3.fire=ap&3.hit=4&3.sniper=1&type=lv&n=6&sv=5&crossfire=1&action=double&cover=1&ra=1",
		"units=2&per=1&fire=at&hit=3&tk=D3&2.units=3&2.fire=at&2.hit=4&2.disrupt=1&type=we&n=2&dc=3&voids=2&sv=5&ra=1&crit=extra",
		"units=1&per=2&fire=mw&hit=3&2.units=4&2.fire=at&2.hit=4&type=we&n=1&dc=4&sv=4&ra=1&inv=1&crit=destroyed&crossfire=1",
		"units=2&per=1&fire=ap&hit=4&bp=8&under=5&type=inf&n=8&sv=5&cover=4&crossfire=1&bm=2",
		assaultQuery,
		// Issue 30's fixed paths.
		strings.Replace(raCoverQuery, "units=2", "units=6", 1),
		barrageNoneQuery,
		damagedQuery,
		freshMWQuery,
		"units=1&fire=at&hit=3&tk=D3&2.units=2&2.fire=mw&2.hit=3&3.units=2&3.fire=at&3.hit=4&type=we&n=2&dc=3&dmg=1&voids=1&sv=5&ra=1&crit=destroyed",
		assaultRACoverQuery,
		"mode=assault&atk.units=8&atk.ccn=4&atk.ffn=4&atk.cc=3&atk.ff=5&atk.ea=D6&atk.eamw=1&atk.eahit=4&atk.inspiring=1&def.units=5&def.ccn=2&def.ffn=3&def.sv=4&def.ra=1&def.coversave=4&def.bm=2&def.sup=6&def.suphit=5&atk.sup=3",
		"mode=assault&atk.units=6&atk.tsknf=1&atk.bm=3&atk.sv=4&def.units=10&def.broken=1&def.ccn=4&def.ffn=4&def.cc=5&def.ff=6&atk.sup=4",
	}
	for i, raw := range queries {
		q := mustQuery(raw)
		exact, err := Calc.Calculate(q)
		if err != nil {
			t.Fatal(err)
		}
		sum, sq, seen := map[string]float64{}, map[string]float64{}, map[string]float64{}
		r := rand.New(rand.NewPCG(uint64(i), 7))
		v, _ := ruleset.ParseForm(form(), q)
		vo, _ := readVolley(v)
		a, _ := readAssault(v)
		for range n {
			var log *ruleset.RollLog
			if v.Str("mode") == "assault" {
				log = a.roll(newRoller(r))
			} else {
				log = vo.roll(newRoller(r))
			}
			for _, st := range log.Stages {
				x := float64(st.Total)
				sum[st.ID] += x
				sq[st.ID] += x * x
				seen[st.ID]++
			}
		}
		for id, s := range sum {
			ex := exact.Stage(id)
			m := s / seen[id]
			sd := math.Sqrt(max(sq[id]/seen[id]-m*m, 1e-12) / seen[id])
			if id == "margin" { // rolled only when the result is
				if math.Abs(m-ex.Mean) > 5*sd+1e-9 {
					t.Errorf("%s: margin rolled mean %.4f, exact %.4f", raw, m, ex.Mean)
				}
				continue
			}
			if seen[id] != n {
				t.Errorf("%s: stage %s rolled %v times of %d", raw, id, seen[id], n)
			}
			if math.Abs(m-ex.Mean) > 5*sd+1e-9 {
				t.Errorf("%s: stage %s rolled mean %.4f ± %.4f, exact %.4f", raw, id, m, sd, ex.Mean)
			}
		}
	}
}
