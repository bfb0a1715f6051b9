package alt40k

import (
	"math/rand/v2"
	"net/url"
	"testing"
)

func mustQuery(s string) url.Values {
	q, err := url.ParseQuery(s)
	if err != nil {
		panic(err)
	}
	return q
}

// Ten bolters (Rapid Fire 1, S4, AP5+) within half range at ten Guardsmen.
const boltgunQuery = "models=10&a=1&half=1&bs=3&s=4&ap=5&t=3&sv=5&n=10"

// A lascannon at a Rhino-like vehicle's side.
const lascannonQuery = "type=heavy&a=1&bs=3&s=9&ap=2&target=vehicle&av=11&w=10&sv=4"

// The heavy case: 40 models with Tesla (a 6 makes three hits) re-rolling
// misses, into 30 models of 10 wounds with a 5+ feel-no-pain.
const heavyQuery = "models=40&type=assault&a=5&tesla=1&hitrr=fail&s=5&ap=4&t=4&sv=3&inv=5&w=10&n=30&fnp=5&excess=lost"

var benchQueries = map[string]string{
	"Boltguns":  boltgunQuery,
	"Lascannon": lascannonQuery,
	"Heavy":     heavyQuery,
	"Voids":     "models=10&type=heavy&a=3&s=8&ap=3&target=titanicvehicle&av=14&w=40&voids=6",
	"Unit":      "overwatch=1&type=pistol&models=5&a=1&s=4&2.type=heavy&2.a=D6&2.s=5&2.ap=4&3.type=rapid&3.a=2&3.scatter=1&t=4&sv=4&w=2&n=5",
}

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
