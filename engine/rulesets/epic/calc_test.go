package epic

import (
	"math"
	"net/url"
	"testing"

	"auspex/engine/ruleset"
)

const (
	// 1.9.6's example: four Devastators, two missile launchers each, AP5+ at an Ork warband (6+).
	devastatorsQuery = "units=4&per=2&fire=ap&hit=5&type=inf&n=10&sv=6"
	// 1.11's example: Land Raider heavy bolters in crossfire at eight Orks.
	crossfireQuery = "units=4&per=2&fire=ap&hit=5&type=inf&n=8&sv=6&crossfire=1"
	// 3.2.5's example: Shadowsword titan killers (D3) at two Warhounds.
	warhoundQuery = "units=3&per=1&fire=mw&hit=2&tk=D3&type=we&n=2&dc=3&sv=5&ra=1"
	assaultQuery  = "mode=assault&atk.units=6&atk.ccn=4&atk.ffn=2&atk.cc=4&atk.ff=4&def.units=8&def.ccn=3&def.ffn=3&def.cc=4&def.ff=5&def.sv=6&atk.sv=4&def.bm=1"
)

func mustQuery(s string) url.Values {
	q, err := url.ParseQuery(s)
	if err != nil {
		panic(err)
	}
	return q
}

func calc(t *testing.T, s string) *ruleset.Result {
	t.Helper()
	res, err := Calc.Calculate(mustQuery(s))
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return res
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-12 }

func TestSmoke(t *testing.T) {
	for _, q := range kitQueries {
		res := calc(t, q)
		for _, f := range res.Headline {
			t.Logf("%s: %s %.6f", q, f.ID, f.Value)
		}
	}
}
