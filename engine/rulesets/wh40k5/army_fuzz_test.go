//go:build !wasm

package wh40k5

import (
	"net/url"
	"testing"

	"auspex/engine/army"
)

// FuzzArmyUnit feeds the map units whose profile text is anything a file may
// hold: it never panics, and every attack it gives, at the unit itself and
// at a vehicle, is one the calculator answers.
func FuzzArmyUnit(f *testing.F) {
	f.Add("4", "3+", "24\"", "4", "5", "Rapid Fire, Twin-linked", "A 5+ invulnerable save.", 10)
	f.Add("X", "-", "Template", "D6", "-", "Heavy 2D6, Poisoned (3+), Blast", "", 1)
	f.Fuzz(func(t *testing.T, bs, sv, rng, str, ap, typ, gear string, n int) {
		n = n%30 + 1
		if n < 1 {
			n = 1
		}
		u := army.Unit{Name: "Fuzz", Models: []army.Model{{Name: "Fuzz", Count: n}}, Profiles: []army.Profile{
			{Type: "Unit", Name: "Fuzz", Count: n, Chars: []army.Char{{Name: "WS", Value: bs}, {Name: "BS", Value: bs}, {Name: "S", Value: str},
				{Name: "T", Value: str}, {Name: "W", Value: "1"}, {Name: "A", Value: bs}, {Name: "Sv", Value: sv}}},
			{Type: "Weapon", Name: "Gun", Count: n, Chars: []army.Char{{Name: "Range", Value: rng}, {Name: "Strength", Value: str},
				{Name: "AP", Value: ap}, {Name: "Type", Value: typ}}},
			{Type: "Wargear Item", Name: "Gear", Count: 1, Chars: []army.Char{{Name: "Description", Value: gear}}},
		}}
		got := armyMap.Unit(Calc.Form(), u)
		for _, a := range got.Attacks {
			for _, target := range []string{got.Target, "av=12&n=1"} {
				v, err := url.ParseQuery(a.Query + "&" + target)
				if err != nil {
					t.Fatalf("%q: %v", a.Query, err)
				}
				if _, err := Calc.Calculate(Calc.Form().Visible(v)); err != nil {
					t.Fatalf("%s %q at %q: %v", a.Label, a.Query, target, err)
				}
			}
		}
	})
}
