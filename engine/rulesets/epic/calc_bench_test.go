package epic

import (
	"math/rand/v2"
	"testing"
)

// Typical and heavy cases: a Devastator volley, twelve weapon lines of mixed
// kinds at light vehicles, titan killers and macro-weapons at Warhounds with
// void shields, and an assault with supporting fire.
var benchQueries = map[string]string{
	"volley":  devastatorsQuery,
	"12lines": "units=4&per=2&fire=ap&hit=4&2.units=4&2.fire=at&2.hit=5&3.units=2&3.fire=mw&3.hit=3&4.units=2&4.fire=ap&4.hit=5&4.sniper=1&5.units=3&5.fire=ap&5.hit=4&6.units=1&6.fire=at&6.hit=3&7.units=1&7.fire=ap&7.hit=6&8.units=1&8.fire=at&8.hit=4&9.units=1&9.fire=ap&9.hit=5&10.units=1&10.fire=at&10.hit=6&11.units=1&11.fire=ap&11.hit=3&12.units=1&12.fire=at&12.hit=5&type=lv&n=12&sv=5&crossfire=1",
	"titans":  "units=2&per=1&fire=at&hit=3&tk=D3&2.units=4&2.per=2&2.fire=at&2.hit=4&3.units=2&3.fire=mw&3.hit=3&type=we&n=2&dc=3&voids=2&sv=5&ra=1&crit=extra",
	"assault": "mode=assault&atk.units=10&atk.ccn=6&atk.ffn=4&atk.cc=3&atk.ff=5&atk.ea=D6&atk.eamw=1&def.units=10&def.ccn=5&def.ffn=5&def.sv=4&def.sup=12&atk.sup=12",
}

func BenchmarkCalculate(b *testing.B) {
	for name, raw := range benchQueries {
		q := mustQuery(raw)
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if _, err := Calc.Calculate(q); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkRoll(b *testing.B) {
	q := mustQuery(benchQueries["titans"])
	r := rand.New(rand.NewPCG(1, 1))
	for b.Loop() {
		if _, err := Calc.Roll(q, r); err != nil {
			b.Fatal(err)
		}
	}
}
