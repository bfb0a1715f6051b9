//go:build !wasm

package wh40k10_test

import (
	"os"
	"path/filepath"
	"testing"

	"auspex/engine/army"
	"auspex/engine/ruleset/armytest"
	"auspex/engine/rulesets/wh40k10"
)

// FuzzArmyUnit maps a unit of any characteristics and keywords: it never
// panics, and every query it returns is one the form accepts field by field.
func FuzzArmyUnit(f *testing.F) {
	f.Add("2", "3+", "4", "-1", "1", "Assault, Rapid Fire 1, Sustained Hits D3", "4", "3+", "2", 5, "Invulnerable Save", "4+")
	f.Add("D6+3", "N/A", "12", "0", "D6+1", "Torrent, Anti-Fly 2+, Melta 2", "12", "2+", "18", 1, "Feel No Pain 5+", "")
	f.Add("2D6", "7+", "x2", "-", "*", "Rapid Fire 99, Sustained Hits 0, Anti- 4", "0", "N/A", "-", 0, "Shroud", "It has a 9+ invulnerable save.")
	rs := wh40k10.New()
	form := rs.Calc.Form()
	f.Fuzz(func(t *testing.T, a, bs, s, ap, d, kw, tough, sv, w string, n int, abName, abText string) {
		n = max(0, min(n, 50))
		u := army.Unit{Name: "Fuzzed", Models: []army.Model{{Name: "Fuzzed", Count: n}},
			Profiles: []army.Profile{
				{Type: "Unit", Name: "Fuzzed", Count: n, Chars: []army.Char{{Name: "T", Value: tough}, {Name: "SV", Value: sv}, {Name: "W", Value: w}}},
				{Type: "Ranged Weapons", Name: "Gun", Count: n, Chars: []army.Char{{Name: "A", Value: a}, {Name: "BS", Value: bs},
					{Name: "S", Value: s}, {Name: "AP", Value: ap}, {Name: "D", Value: d}, {Name: "Keywords", Value: kw}}},
				{Type: "Abilities", Name: abName, Count: 1, Chars: []army.Char{{Name: "Description", Value: abText}}},
			}}
		armytest.FormAccepts(t, form, rs.Army.Unit(form, u))
	})
}

// BenchmarkArmyStrikeForce reads the 2,000 point test roster natively and
// maps every unit: the work an import does past the XML parse.
func BenchmarkArmyStrikeForce(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", "army", "strike-force-2000.ros"))
	if err != nil {
		b.Fatal(err)
	}
	rs := wh40k10.New()
	form := rs.Calc.Form()
	r, err := army.Read(data, army.Native())
	if err != nil {
		b.Fatal(err)
	}
	b.Run("map", func(b *testing.B) {
		for b.Loop() {
			for _, u := range r.Units {
				rs.Army.Unit(form, u)
			}
		}
	})
	b.Run("read+map", func(b *testing.B) {
		for b.Loop() {
			r, _ := army.Read(data, army.Native())
			for _, u := range r.Units {
				rs.Army.Unit(form, u)
			}
		}
	})
}
