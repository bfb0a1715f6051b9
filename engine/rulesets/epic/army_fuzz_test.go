//go:build !wasm

package epic

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"auspex/engine/army"
	"auspex/engine/ruleset"
)

// FuzzArmyUnit feeds the map formations whose profile text is anything a
// file may hold: it never panics, and every attack it gives, at an infantry
// formation and at a war engine, is one the calculator answers.
func FuzzArmyUnit(f *testing.F) {
	f.Add("4x Scout Squads", "Infantry", "4+", "Rifle<BR><BR>Gun<BR>and", "45cm<BR><BR>30cm<BR>and (15cm)", "2x AP5+/AT6+<BR><BR>MW3+<BR>and Small Arms", "Titan Killer (D3)<BR><BR>-<BR>and +1A", "Reinforced Armour, 2 Sh", 3)
	f.Add("Pair of Tanks", "War Engine", "n/a", "none", "", "D3x AP4+/AA5+", "Disrupt, Macro-weapon", "Invulnerable Save (5+)", 1)
	f.Fuzz(func(t *testing.T, model, typ, armour, weapons, ranges, fps, notes, unitNotes string, n int) {
		n = n%30 + 1
		if n < 1 {
			n = 1
		}
		p := army.Profile{Type: "Unit", Name: "Fuzz", Count: n, Chars: []army.Char{
			{Name: "Type", Value: typ}, {Name: "Armour", Value: armour}, {Name: "Weapons", Value: weapons},
			{Name: "Range", Value: ranges}, {Name: "Firepower", Value: fps}, {Name: "Notes", Value: notes}, {Name: "Unit Notes", Value: unitNotes}}}
		w := army.Profile{Type: "Weapon", Name: "Arm", Count: 1, Chars: p.Chars[3:6]}
		u := army.Unit{Name: "Fuzz", Models: []army.Model{{Name: model, Count: n}}, Profiles: []army.Profile{p, w}}
		got := armyMap.Unit(Calc.Form(), u)
		for _, a := range got.Attacks {
			for _, target := range []string{"type=inf&n=6&sv=4", "type=we&n=1&sv=4&dc=3"} {
				v, err := url.ParseQuery(a.Query + "&" + target)
				if err != nil {
					t.Fatalf("%q: %v", a.Query, err)
				}
				if _, err := Calc.Calculate(Calc.Form().Visible(v)); err != nil {
					t.Fatalf("%s %q at %s: %v", a.Label, a.Query, target, err)
				}
			}
		}
		if got.Target != "" {
			if _, err := url.ParseQuery(got.Target); err != nil {
				t.Fatalf("target %q: %v", got.Target, err)
			}
		}
	})
}

// A formation whose attack would pass the calculator's 40 hits on a war
// engine keeps it within them: the weapon past the limit is left out and
// listed with the reason (the fuzzer's input, kept as its seed
// testdata/fuzz/FuzzArmyUnit/at2-formation).
func TestArmyUnitKeepsWithinWarEngineHits(t *testing.T) {
	p := army.Profile{Type: "Unit", Name: "Tank", Count: 20, Chars: []army.Char{{Name: "Type", Value: "Armoured Vehicle"}, {Name: "Armour", Value: "4+"},
		{Name: "Weapons", Value: "Gun"}, {Name: "Range", Value: "30cm"}, {Name: "Firepower", Value: "2xAT2"}}}
	w := army.Profile{Type: "Weapon", Name: "Arm", Count: 1, Chars: []army.Char{{Name: "Range", Value: "30cm"}, {Name: "Firepower", Value: "2xAT2"}}}
	u := army.Unit{Name: "Column", Models: []army.Model{{Name: "Tank", Count: 20}}, Profiles: []army.Profile{p, w}}
	got := armyMap.Unit(Calc.Form(), u)
	var at *ruleset.ArmyAttack
	for i := range got.Attacks {
		if strings.Contains(got.Attacks[i].Label, "AT") {
			at = &got.Attacks[i]
		}
	}
	if at == nil || len(at.Weapons) != 1 {
		t.Fatalf("attacks %+v; want the AT shooting with its first weapon only", got.Attacks)
	}
	v, _ := url.ParseQuery(at.Query + "&type=we&n=1&sv=4&dc=3")
	if _, err := Calc.Calculate(Calc.Form().Visible(v)); err != nil {
		t.Errorf("the attack is refused at a war engine: %v", err)
	}
	if !slices.ContainsFunc(got.NotModelled, func(s string) bool { return strings.Contains(s, "Arm: left out of") && strings.Contains(s, "42 hits") }) {
		t.Errorf("the weapon left out is not listed with its reason: %q", got.NotModelled)
	}
}
