package wh40k9

import (
	"math/rand/v2"
	"testing"
)

// Ten boltguns within half range at ten Guardsmen-like models.
const boltgunQuery = "models=10&a=1&half=1&s=4&ap=-1&t=3&sv=5&w=1&n=10"

// The heavy case: 60 attacks with an extra hit on each 6 and D3 mortal wounds
// in addition on a 6 to wound, D6 damage, into 20 models of 3 wounds with a
// 6+ feel-no-pain.
const heavyQuery = "models=10&type=assault&a=6&s=5&ap=-1&d=D6&hit6x=1&wound6mw=D3&t=4&sv=3&w=3&n=20&fnp=6"

var benchQueries = map[string]string{
	"Boltguns": boltgunQuery,
	"Heavy":    heavyQuery,
	// The most work one line may ask for: 200 attacks, 2 extra hits, into 300 wounds.
	"Largest": "models=40&type=assault&a=5&hit6x=2&d=D6&wound6mw=D3&w=10&n=30&fnp=5",
	"Unit":    "models=8&a=1&half=1&s=4&2.type=heavy&2.a=D6&2.blast=1&2.s=7&2.ap=-1&2.d=2&3.type=melee&3.a=3&3.s=5&3.wound6mw=1&t=4&sv=3&w=2&n=10",
}

// timed runs f as a sub-benchmark.
func timed(b *testing.B, name string, f func() error) {
	b.Run(name, func(b *testing.B) {
		for b.Loop() {
			if err := f(); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkCalculate(b *testing.B) {
	for name, query := range benchQueries {
		q := mustQuery(query)
		timed(b, name, func() error { _, err := Calc.Calculate(q); return err })
	}
}

// BenchmarkRoll rolls the heavy case once, its exact result included.
func BenchmarkRoll(b *testing.B) {
	q, r := mustQuery(heavyQuery), rand.New(rand.NewPCG(1, 1))
	timed(b, "Heavy", func() error { _, err := Calc.Roll(q, r); return err })
}
