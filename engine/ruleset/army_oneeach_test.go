package ruleset

import (
	"slices"
	"strings"
	"testing"

	"auspex/engine/army"
)

// TestArmyMapOneWeaponEach: a map whose models attack with one weapon each
// gives a kind of model carrying several one line choosing among them, its
// bearers models; a weapon of every model joins each kind's choice; one
// used besides (Extra Attacks) keeps a line of its own.
func TestArmyMapOneWeaponEach(t *testing.T) {
	m := *armyMap
	m.Attacks = []AttackMap{{Label: "Fight", Types: []string{"Ranged Weapons"}, Bearers: "models", OneEach: true,
		Chars:   []CharMap{{Name: "A", Key: "a"}, {Name: "BS", Key: "bs", Read: plusRead}},
		Besides: func(p army.Profile) bool { v, _ := p.Get("Keywords"); return strings.Contains(v, "Extra Attacks") }}}
	form := *armyForm
	lines := *armyForm.Lines
	lines.Max = 4
	form.Lines = &lines
	u := army.Unit{Name: "Wardens",
		Models: []army.Model{{Name: "Warden", Count: 4}, {Name: "Warden Prime", Count: 1, Has: []string{"Blade"}}},
		Profiles: []army.Profile{
			weapon("Knife", 5, "2", "3+", "-"),              // every model's
			weapon("Blade", 1, "4", "3+", "-"),              // the Prime's
			weapon("Hooves", 5, "1", "4+", "Extra Attacks"), // every model's, besides
		},
	}
	got := m.Unit(&form, u)
	if len(got.Attacks) != 1 {
		t.Fatalf("attacks %+v", got.Attacks)
	}
	a := got.Attacks[0]
	if a.Query != "models=4&a=2&bs=3&2.models=1&2.a=2&2.bs=3&3.models=5&3.a=1&3.bs=4" ||
		!slices.Equal(a.Weapons, []string{"Knife", "Knife", "Hooves"}) {
		t.Errorf("lines %q %q", a.Query, a.Weapons)
	}
	if len(a.Choices) != 1 || a.Choices[0].Weapon != "Warden Prime" || a.Choices[0].Line != 2 || !slices.Equal(a.Choices[0].Options, []string{"Knife", "Blade"}) {
		t.Fatalf("choices %+v", a.Choices)
	}
	if b := a.Pick([]int{1}); b.Query != "models=4&a=2&bs=3&2.models=1&2.a=4&2.bs=3&3.models=5&3.a=1&3.bs=4" {
		t.Errorf("the blade picked: %q", b.Query)
	}
	// Without OneEach the weapons are lines of their own, as they come.
	m.Attacks[0].OneEach = false
	if a := m.Unit(&form, u).Attacks[0]; a.Query != "models=5&a=2&bs=3&2.models=1&2.a=4&2.bs=3&3.models=5&3.a=1&3.bs=4" || len(a.Choices) != 0 {
		t.Errorf("weapons each on a line: %q %+v", a.Query, a.Choices)
	}
}
