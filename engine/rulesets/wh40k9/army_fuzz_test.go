//go:build !wasm

package wh40k9_test

import (
	"testing"

	"auspex/engine/army"
	"auspex/engine/ruleset/armytest"
	"auspex/engine/rulesets/wh40k9"
)

// FuzzArmyUnit maps a unit of any model and weapon characteristics: it never
// panics, and every query it returns is one the form accepts field by field.
func FuzzArmyUnit(f *testing.F) {
	f.Add("3+", "3+", "4", "2", "3+", "Rapid Fire 1", "4", "-1", "1", "Blast. An unmodified hit roll of 6 scores 2 additional hits.", 5)
	f.Add("*", "N/A", "User", "D3+3", "5+/4+", "Melee", "x2", "-3", "D6", "-", 1)
	f.Add("6+", "4+", "7", "-", "+3", "Dakka 3/2", "+1", "*", "2D6", "Each time this model would lose a wound, roll one D6: on a 5+, that wound is not lost.", 30)
	rs := wh40k9.New()
	form := rs.Calc.Form()
	f.Fuzz(func(t *testing.T, ws, bs, s, a, save, typ, ws2, ap, d, abilities string, n int) {
		n = max(0, min(n, 50))
		u := army.Unit{Name: "Fuzzed", Models: []army.Model{{Name: "Fuzzed", Count: n}}, Keywords: []string{"Vehicle"},
			Profiles: []army.Profile{
				{Type: "Unit", Name: "Fuzzed", Count: n, Chars: []army.Char{{Name: "WS", Value: ws}, {Name: "BS", Value: bs}, {Name: "S", Value: s},
					{Name: "T", Value: "4"}, {Name: "W", Value: "2"}, {Name: "A", Value: a}, {Name: "Save", Value: save}}},
				{Type: "Weapon", Name: "Gun", Count: n, Chars: []army.Char{{Name: "Type", Value: typ}, {Name: "S", Value: ws2},
					{Name: "AP", Value: ap}, {Name: "D", Value: d}, {Name: "Abilities", Value: abilities}}},
				{Type: "Abilities", Name: "Hide", Count: 1, Chars: []army.Char{{Name: "Description", Value: abilities}}},
			}}
		armytest.FormAccepts(t, form, rs.Army.Unit(form, u))
	})
}
