package epic

import (
	"testing"

	"auspex/engine/ruleset/calctest"
)

// Calculate and Roll never panic: any query gets a result or an error; a
// result's stages are distributions, its canonical query gives it again, and
// a roll's dice add up (calctest.FuzzOne).
func FuzzCalculate(f *testing.F) {
	for _, s := range append(kitQueries, "", "hit=7", "units=99", "shots=D7", "zz=1", "units=1&units=2", "13.units=1",
		"2.hit=4", "type=we&n=5", "bm=10&n=10", "eligible=11&n=10", "mode=assault&atk.ccn=0&atk.ffn=0",
		"mode=assault&atk.units=2&atk.ccn=2&atk.ffn=2", "mode=assault&units=3", "fire=aa&tk=D3", "b.units=1",
		"type=we&n=4&dc=12&voids=8&units=20&per=4&shots=D6&fire=mw&tk=D6&crit=extra", "atk.cc=3",
		"coversave=4", "coversave=4&cover=1", "coversave=4&cover=0", "fort=1&coversave=5", "fort=2", "dmg=2&type=we&dc=3", "dmg=3&type=we&dc=3") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { calctest.FuzzOne(t, Calc, s, rolledAddsUp) })
}
