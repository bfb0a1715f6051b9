package wh40k5

import (
	"math"
	"net/url"
)

// Queries named after the book's own examples.
const (
	// p. 17: five Space Marines (BS 4) with boltguns (S4 AP5) at Orks (T4, Sv 6).
	marinesQuery = "models=5&bs=4&s=4&ap=5&t=4&sv=6&n=5"
	// p. 22: a Chaplain (power armour 3+, a 4+ invulnerable save) in a fortification (3+ cover) hit by AP3.
	chaplainQuery = "s=4&ap=3&t=4&sv=3&inv=4&cover=3&w=3"
	// p. 60: a lascannon (S9 AP2) at a Predator's front armour 13.
	lascannonQuery = "s=9&ap=2&av=13&weapons=3"
	// A Sergeant with a power fist who assaulted, at Space Marines.
	fistQuery = "mode=cc&a=2&charged=1&fist=1&ws=4&tws=4&s=4&t=4&sv=3&w=1&n=5"
)

func mustQuery(s string) url.Values {
	q, err := url.ParseQuery(s)
	if err != nil {
		panic(err)
	}
	return q
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-12 }
