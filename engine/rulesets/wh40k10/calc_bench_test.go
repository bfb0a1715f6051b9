package wh40k10

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// The heavy case of issue 3: 60 attacks, D6 damage, Sustained Hits 1 and Lethal
// Hits, into 20 models of 3 wounds with a 6+ feel-no-pain.
const heavyQuery = "models=10&a=6&bs=3&s=5&ap=-1&d=D6&sus=1&lethal=1&t=4&sv=3&w=3&n=20&fnp=6"

var benchQueries = map[string]string{
	"Heavy":                 heavyQuery,
	"HeavyDevastating":      heavyQuery + "&dev=1",
	"Typical":               "models=10&a=2&bs=3&s=4&ap=-1&d=1&t=4&sv=3&w=1&n=10",
	"LargeDevastating":      "models=20&a=4&sus=1&dev=1&d=D6&w=3&n=20&fnp=5",
	"LargestSustainedD6Dmg": "models=40&a=5&sus=2&d=2D6&w=10&n=30&fnp=5",
	// At the bounds: the most attacks of one line, the most hits, the most
	// work Devastating Wounds may take, each with the widest damage and unit.
	"MostAttacks":        "models=40&a=10&d=5D6&w=30&n=10&fnp=5",
	"MostHits":           "models=40&a=5&sus=2&d=5D6&w=30&n=10&fnp=5",
	"DevastatingNoSus":   "models=30&a=6&dev=1&d=D6&w=3&n=20&fnp=5",
	"DevastatingLethal":  "models=20&a=4&sus=1&lethal=1&dev=1&d=D6&w=3&n=20&fnp=5",
	"DevastatingMost":    "models=40&a=10&dev=1&d=D6&w=2&n=20&fnp=5",
	"DevastatingRandom":  "models=10&a=D6+4&sus=1&dev=1&d=D6&w=3&n=20&fnp=5",
	"EightLinesOfRifles": eightLines,
}

// eightLines is a unit of eight weapon lines, 40 attacks each, into 30 models of 3 wounds.
var eightLines = func() string {
	q := "models=20&a=2&d=D3&lethal=1&sus=1&w=3&n=30&fnp=6"
	for k := 2; k <= 8; k++ {
		q += fmt.Sprintf("&%d.models=20&%d.a=2&%d.d=D3&%d.sus=1", k, k, k, k)
	}
	return q
}()

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
	q := mustQuery(heavyQuery)
	r := rand.New(rand.NewPCG(1, 1))
	for b.Loop() {
		if _, err := Calc.Roll(q, r); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFixedCost is one Calculate of the default attack (one attack, one
// model): what every calculation costs besides its distributions.
func BenchmarkFixedCost(b *testing.B) {
	q := mustQuery("")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Calc.Calculate(q); err != nil {
			b.Fatal(err)
		}
	}
}
