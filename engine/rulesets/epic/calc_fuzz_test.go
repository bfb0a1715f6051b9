package epic

import (
	"encoding/json"
	"errors"
	"math"
	"math/rand/v2"
	"net/url"
	"testing"

	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// Calculate and Roll never panic: any query gets a result or an error that
// names a field; a result's stages are distributions, its canonical query
// gives it again, and a roll's dice add up.
func FuzzCalculate(f *testing.F) {
	for _, s := range append(kitQueries, "", "hit=7", "units=99", "shots=D7", "zz=1", "units=1&units=2", "13.units=1",
		"2.hit=4", "type=we&n=5", "bm=10&n=10", "eligible=11&n=10", "mode=assault&atk.ccn=0&atk.ffn=0",
		"mode=assault&atk.units=2&atk.ccn=2&atk.ffn=2", "mode=assault&units=3", "fire=aa&tk=D3", "b.units=1",
		"type=we&n=4&dc=12&voids=8&units=20&per=4&shots=D6&fire=mw&tk=D6&crit=extra", "atk.cc=3") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		q, err := url.ParseQuery(s)
		if err != nil {
			return
		}
		res, cerr := Calc.Calculate(q)
		if cerr != nil {
			var fe *ruleset.FieldError
			if !errors.As(cerr, &fe) {
				t.Fatalf("%s: an error naming no field: %v", s, cerr)
			}
			return
		}
		for _, st := range append(res.Stages, res.Extra...) {
			if m := dice.FromPMF(st.PMF).Total(); math.Abs(m-1) > 1e-9 || math.IsNaN(st.Mean) {
				t.Fatalf("%s: stage %s sums to %v", s, st.ID, m)
			}
		}
		if again, err := Calc.Calculate(mustQuery(res.Query)); err != nil || jsonOf(again) != jsonOf(res) {
			t.Fatalf("%s: canonical query %q does not give the same result: %v", s, res.Query, err)
		}
		log, err := Calc.Roll(q, rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			t.Fatalf("%s: Calculate works, Roll says %v", s, err)
		}
		if err := rolledAddsUp(q, log); err != nil {
			t.Fatalf("%s: %v", s, err)
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
