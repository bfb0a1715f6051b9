package rank_test

import (
	"os"
	"testing"

	"auspex/engine/army"
	"auspex/engine/rank"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets/wh40k10"
)

// benchArmy is the corpus's largest real 10th-edition roster, a 2,000 point
// army (cthary_Mordian.ros: its source is in the corpus's SOURCES), as the
// Army page holds it: read and every unit mapped.
const benchArmy = "../army/testdata/corpus/wh40k10/cthary_Mordian.ros"

// BenchmarkRankArmy is the Army page's ranking: every attack of every unit
// of a 2,000 point army against one target, ordered. In the wasm:
//
//	GOOS=js GOARCH=wasm go test -run '^$' -bench RankArmy -count 5 ./engine/rank -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec"
func BenchmarkRankArmy(b *testing.B) {
	sys := wh40k10.New() // not the checked registry: the wasm carries no entry texts to check
	data, err := os.ReadFile(benchArmy)
	if err != nil {
		b.Fatal(err)
	}
	r, err := army.Read(data, army.Env{Inflate: func([]byte, int) ([]byte, error) { return nil, army.ErrPastLimit }}) // XML: nothing to inflate
	if err != nil {
		b.Fatal(err)
	}
	if r.Points < 1900 || r.Points > 2100 {
		b.Fatalf("%s holds %g points, not an army of 2,000", benchArmy, r.Points)
	}
	units := make([]ruleset.ArmyUnit, len(r.Units))
	for i, u := range r.Units {
		units[i] = sys.Army.Unit(sys.Calc.Form(), u)
	}
	attacks := rank.Attacks(units, nil)
	for _, tc := range []struct{ name, target string }{
		{"infantry", "t=4&sv=3&w=2&n=10"},       // ten 2-wound models: a unit's worth of wound allocation
		{"vehicle", "t=11&sv=2&inv=5&w=22&n=1"}, // one big model: long damage distributions
	} {
		b.Run(tc.name, func(b *testing.B) {
			rows := rank.Rank(sys.Calc, attacks, tc.target, nil)
			for _, row := range rows {
				if row.Why != "" {
					b.Logf("%s (%s): %s", row.UnitName, row.Attack, row.Why)
				}
			}
			b.Logf("%d attacks of %d units", len(rows), len(units))
			for b.Loop() {
				rows := rank.Rank(sys.Calc, attacks, tc.target, nil)
				rank.Order(rows, "damage", nil)
			}
		})
	}
}
