package wh40k5

import (
	"math/rand/v2"
	"testing"
)

var benchQueries = map[string]string{
	"Marines": marinesQuery,
	// Thirty Orks assaulting with two weapons into ten multi-wound models.
	"Mob": "mode=cc&models=30&a=3&charged=1&ws=4&tws=4&s=3&furious=1&t=4&sv=4&w=2&n=10&fnp=1",
	// A squad's four lines at a vehicle with every damage result in play.
	"Vehicle": "models=5&a=2&s=4&2.a=1&2.s=8&2.melta=1&3.a=4&3.s=6&3.rending=1&4.a=1&4.s=9&4.twin=1&av=12&half=1&weapons=3&open=1",
	// The most one line allows: 600 hits at a vehicle.
	"Largest": "autohit=1&models=30&a=20&s=6&rending=1&av=11&weapons=10",
}

func BenchmarkCalculate(b *testing.B) {
	for name, query := range benchQueries {
		q := mustQuery(query)
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
	q, r := mustQuery(benchQueries["Vehicle"]), rand.New(rand.NewPCG(1, 1))
	for b.Loop() {
		if _, err := Calc.Roll(q, r); err != nil {
			b.Fatal(err)
		}
	}
}
