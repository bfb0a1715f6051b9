package epic

import (
	"fmt"
	"net/url"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/ruleset/calctest"
)

// Queries the kit and the fuzzer start from: each shape of shooting and assault.
var kitQueries = []string{
	devastatorsQuery, crossfireQuery, warhoundQuery, assaultQuery,
	"units=3&per=1&shots=D3&fire=at&hit=4&2.units=2&2.fire=mw&2.hit=3&2.disrupt=1&3.units=1&3.fire=ap&3.hit=4&3.sniper=1&type=lv&n=6&sv=5&crossfire=1&action=double&cover=1",
	"units=2&per=1&hit=6&action=double&cover=1&type=av&sv=4&n=4&fire=at",
	"units=1&per=1&fire=at&hit=3&tk=D6&2.units=2&2.fire=mw&2.hit=2&type=we&n=2&dc=3&voids=2&sv=4&ra=1&crit=destroyed&bm=1",
	"units=1&per=2&fire=at&hit=4&type=we&n=1&dc=6&voids=4&sv=3&ra=1&inv=1&crit=extra&2.units=2&2.fire=ap&2.hit=4&2.disrupt=1",
	"units=0&bp=8&under=6&bic=1&bmw=0&action=sustained&indirect=1&type=inf&n=8&sv=5&cover=4",
	"units=0&bp=3&under=1&weunder=1&type=we&n=1&dc=6&sv=4&ra=1",
	"units=4&fire=aa&hit=4&type=inf",
	"units=3&fire=ap&hit=4&spent=1&2.units=2&2.fire=at&2.hit=5&type=inf&n=5&cover=fort&crossfire=1&tsknf=1&bm=3",
	"mode=assault&atk.units=8&atk.ccn=4&atk.ffn=4&atk.cc=3&atk.ff=5&atk.ea=4&atk.eamw=1&atk.eahit=4&atk.inspiring=1&def.units=5&def.ccn=2&def.ffn=3&def.sv=4&def.ra=1&def.coversave=4&def.bm=2&def.sup=6&def.suphit=5",
	"mode=assault&atk.units=6&atk.tsknf=1&atk.bm=3&atk.sv=4&def.units=10&def.broken=1&def.ccn=4&def.ffn=4&def.cc=5&def.ff=6&atk.sup=4",
	"mode=assault&atk.units=1&atk.ccn=1&atk.ffn=0&atk.cc=2&def.units=1&def.ccn=1&def.ffn=0&def.sv=7&atk.sv=7&atk.inv=1",
}

// rolledAddsUp checks a roll's dice against its totals: hit dice that hit
// bound the hits; a unit destroyed needs a failed save or a hit with none;
// the blast markers include the one for coming under fire; an assault's
// margin is its result dice plus modifiers in the right direction.
func rolledAddsUp(q url.Values, log *ruleset.RollLog) error {
	v, err := ruleset.ParseForm(form, q)
	if err != nil {
		return err
	}
	if v.Str("mode") == "assault" {
		out := log.Stage("outcome").Total
		win := log.Stage("win").Total
		if (win == 1) != (out == 0) {
			return fmt.Errorf("win %d but outcome %d", win, out)
		}
		if m := log.Stage("margin"); m != nil {
			if len(m.Dice) != 2 || (m.Total > 0) != (out == 0) || (m.Total == 0) != (out == 1) {
				return fmt.Errorf("margin %d, outcome %d, dice %v", m.Total, out, m.Dice)
			}
		}
		if log.Stage("kills").Total > v.Int("def.units") || log.Stage("losses").Total > v.Int("atk.units") {
			return fmt.Errorf("more units destroyed than the formation holds")
		}
		return nil
	}
	hits := log.Stage("hits")
	hit := 0
	for _, d := range hits.Dice {
		if d.Success && (d.Role == "hit" || d.Role == "hit 7+") {
			hit++
		}
	}
	if hits.Total > hit {
		return fmt.Errorf("%d hits from %d hit dice that hit", hits.Total, hit)
	}
	if log.Stage("kills").Total > hits.Total && v.Str("type") != "we" {
		return fmt.Errorf("%d kills from %d hits", log.Stage("kills").Total, hits.Total)
	}
	if log.Stage("blast").Total < log.Stage("kills").Total && v.Int("bp") == 0 {
		// every kill places a marker unless disrupt hits placed one each instead
		dis := false
		for k := 1; k <= v.Lines(); k++ {
			dis = dis || v.Line(k).Flag("disrupt")
		}
		if !dis {
			return fmt.Errorf("%d blast markers for %d kills", log.Stage("blast").Total, log.Stage("kills").Total)
		}
	}
	return nil
}

func TestConformance(t *testing.T) {
	calctest.Run(t, Calc, calctest.Kit{Queries: kitQueries, Rolls: 10, Totals: rolledAddsUp})
}
