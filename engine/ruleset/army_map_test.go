package ruleset

import (
	"errors"
	"math/rand/v2"
	"net/url"
	"slices"
	"strings"
	"testing"

	"auspex/engine/army"
)

// armyForm is a small calculator form with weapon lines: enough to read a
// unit through a map.
var armyForm = &Form{
	Fields: []Field{
		{Key: "models", Label: "Models", Kind: Number, Group: "w", Min: 1, Max: 40, Default: "1"},
		{Key: "a", Label: "Attacks", Kind: Dice, Group: "w", Min: 1, Max: 60, Default: "1"},
		{Key: "bs", Label: "BS", Kind: Number, Group: "w", Min: 2, Max: 6, Default: "3"},
		{Key: "sus", Label: "Sustained", Kind: Dice, Group: "w", Min: 0, Max: 6, Default: "0"},
		{Key: "t", Label: "Toughness", Kind: Number, Group: "t", Min: 1, Max: 30, Default: "4"},
		{Key: "fnp", Label: "Feel No Pain", Kind: Number, Group: "t", Min: 0, Max: 6, Default: "0"},
		{Key: "n", Label: "Models in target", Kind: Number, Group: "t", Min: 1, Max: 30, Default: "1"},
	},
	Groups: []Group{{ID: "w", Label: "Weapon", Kind: AttackerProfile}, {ID: "t", Label: "Target", Kind: TargetProfile}},
	Lines:  &Lines{Keys: []string{"models", "a", "bs", "sus"}, Max: 2, Required: []string{"a"}, Label: "Weapon"},
}

func plusRead(s string) (string, error) {
	v, ok := strings.CutSuffix(s, "+")
	if !ok {
		return "", errors.New("not a roll such as 3+")
	}
	return v, nil
}

var armyMap = &ArmyMap{
	Builders: "BattleScribe", Systems: []string{"test system"},
	Attacks: []AttackMap{{Label: "Shoot", Types: []string{"Ranged Weapons"}, Bearers: "models",
		Chars:       []CharMap{{Name: "A", Key: "a"}, {Name: "BS", Key: "bs", Read: plusRead}},
		Keywords:    "Keywords",
		KeywordMaps: []KeywordMap{{Match: "Sustained Hits {x}", Set: "sus={x}"}, {Match: "Assault", Why: "when it may shoot"}}}},
	Target:       []ProfileMap{{Type: "Unit", Chars: []CharMap{{Name: "T", Key: "t"}}}},
	Size:         "n",
	Abilities:    []KeywordMap{{Match: "Feel No Pain {x}+", Set: "fnp={x}"}},
	AbilityTypes: []TextMap{{Type: "Abilities", Text: "Description"}},
}

func weapon(name string, count int, a, bs, kw string) army.Profile {
	return army.Profile{Type: "Ranged Weapons", Name: name, Count: count,
		Chars: []army.Char{{Name: "A", Value: a}, {Name: "BS", Value: bs}, {Name: "Keywords", Value: kw}}}
}

func TestArmyMapReadsAUnit(t *testing.T) {
	u := army.Unit{Name: "Wardens", Models: []army.Model{{Name: "Warden", Count: 4}, {Name: "Warden Prime", Count: 1}},
		Profiles: []army.Profile{
			{Type: "Unit", Name: "Warden", Count: 1, Chars: []army.Char{{Name: "T", Value: "4"}}},
			weapon("Pulse rifle", 4, "2", "3+", "Assault, Sustained Hits d3"),
			weapon("Arc pistol", 1, "1", "3+", "Hazardous"),
			weapon("Beam cannon", 1, "D6+1", "4+", "-"),
			weapon("Odd gun", 1, "2", "User", "-"),
			{Type: "Abilities", Name: "Stubborn", Chars: []army.Char{{Name: "Description", Value: "Shrugs off harm."}}},
		},
		Rules: []army.Rule{{Name: "Feel No Pain 5+"}},
	}
	if errs := (&Ruleset{Info: Info{ID: "t"}, Calc: fakeFormCalc{armyForm}, Army: armyMap}).validateArmy(); len(errs) > 0 {
		t.Fatal(errs)
	}
	got := armyMap.Unit(armyForm, u)
	if got.Models != 5 || got.Target != "t=4&fnp=5&n=5" {
		t.Errorf("models %d target %q, want 5 and t=4&fnp=5&n=5", got.Models, got.Target)
	}
	if len(got.Attacks) != 1 || got.Attacks[0].Query != "models=4&a=2&bs=3&sus=D3&2.models=1&2.a=1&2.bs=3" {
		t.Fatalf("attacks %+v", got.Attacks)
	}
	for _, want := range []string{"Arc pistol: Hazardous", `Odd gun: BS "User": not a roll such as 3+`, "Odd gun: left out of \"Shoot\", since a characteristic above does not fit", "Shoot: 1 weapon past the calculator's 2 lines (Beam cannon)"} {
		if !slices.Contains(got.NotModelled, want) {
			t.Errorf("not modelled %q missing from %q", want, got.NotModelled)
		}
	}
	if !slices.Contains(got.NoEffect, "Pulse rifle: Assault: when it may shoot") {
		t.Errorf("no effect: %q", got.NoEffect)
	}
	if len(got.Abilities) != 2 || got.Abilities[0].Text != "Shrugs off harm." {
		t.Errorf("abilities %+v", got.Abilities)
	}
}

func TestArmyMapChecksKeys(t *testing.T) {
	bad := *armyMap
	bad.Size = "t2"
	bad.Abilities = []KeywordMap{{Match: "Fast", Set: "a=2"}} // an attacker key set on the target
	errs := (&Ruleset{Info: Info{ID: "t"}, Calc: fakeFormCalc{armyForm}, Army: &bad}).validateArmy()
	msg := errors.Join(errs...).Error()
	for _, want := range []string{`no calculator field "t2"`, `field "a" is not of the target`} {
		if !strings.Contains(msg, want) {
			t.Errorf("want %q in %s", want, msg)
		}
	}
}

// fakeFormCalc is a calculator that only has a form.
type fakeFormCalc struct{ f *Form }

func (c fakeFormCalc) Form() *Form                                 { return c.f }
func (fakeFormCalc) Calculate(url.Values) (*Result, error)         { return nil, errors.New("no") }
func (fakeFormCalc) Roll(url.Values, *rand.Rand) (*RollLog, error) { return nil, errors.New("no") }

// oldForm is a form for data where a weapon takes its bearer's skill,
// attacks and strength, and ranged and melee weapons share a profile type.
var oldForm = &Form{
	Fields: []Field{
		{Key: "models", Label: "Models", Kind: Number, Group: "w", Min: 1, Max: 40, Default: "1"},
		{Key: "type", Label: "Type", Kind: Choice, Group: "w", Default: "rapid", Options: []Option{{Value: "rapid"}, {Value: "melee"}}},
		{Key: "a", Label: "Attacks", Kind: Dice, Group: "w", Min: 1, Max: 60, Default: "1"},
		{Key: "bs", Label: "BS", Kind: Number, Group: "w", Min: 2, Max: 6, Default: "3"},
		{Key: "s", Label: "S", Kind: Number, Group: "w", Min: 1, Max: 30, Default: "4"},
		{Key: "anti", Label: "Anti", Kind: Number, Group: "w", Min: 0, Max: 6, Default: "0"},
		{Key: "t", Label: "Toughness", Kind: Number, Group: "t", Min: 1, Max: 30, Default: "4"},
		{Key: "w", Label: "Wounds", Kind: Number, Group: "t", Min: 1, Max: 30, Default: "1"},
	},
	Groups: []Group{{ID: "w", Label: "Weapon", Kind: AttackerProfile}, {ID: "t", Label: "Target", Kind: TargetProfile}},
	Lines:  &Lines{Keys: []string{"models", "type", "a", "bs", "s", "anti"}, Max: 4, Required: []string{"a"}, Label: "Weapon"},
}

func typeRead(s string) (string, error) {
	if strings.EqualFold(s, "Melee") {
		return "type=melee", nil
	}
	n, ok := strings.CutPrefix(s, "Rapid Fire ")
	if !ok {
		return "", errors.New("not a weapon type")
	}
	return "type=rapid&a=" + n, nil
}

func naRead(s string) (string, error) {
	if s == "N/A" {
		return "", nil
	}
	return plusRead(s)
}

var oldMap = &ArmyMap{
	Builders: "BattleScribe", Systems: []string{"old system"},
	Attacks: []AttackMap{
		{Label: "Shoot", Types: []string{"Weapon"}, Bearers: "models", Only: &CharFilter{Name: "Type", Match: "Melee", Not: true},
			Bearer:   &ProfileMap{Type: "Model", Chars: []CharMap{{Name: "BS", Key: "bs", Read: naRead}}},
			Chars:    []CharMap{{Name: "Type", Read: typeRead}, {Name: "S", Key: "s", Of: "S"}},
			Keywords: "Abilities", Split: ".",
			KeywordMaps: []KeywordMap{{Match: "Anti-{*} {x}+", Set: "anti={x}", Why: "only against {*}"}}},
		{Label: "Fight", Types: []string{"Weapon"}, Bearers: "models", Only: &CharFilter{Name: "Type", Match: "Melee"},
			Bearer: &ProfileMap{Type: "Model", Chars: []CharMap{{Name: "WS", Key: "bs", Read: naRead}, {Name: "A", Key: "a"}}},
			Chars:  []CharMap{{Name: "Type", Read: typeRead}, {Name: "S", Key: "s", Of: "S"}}},
	},
	Target: []ProfileMap{{Type: "Model", Chars: []CharMap{{Name: "T", Key: "t"}, {Name: "W", Key: "w"}}}},
}

func oldWeapon(name string, count int, typ, s, abilities string) army.Profile {
	return army.Profile{Type: "Weapon", Name: name, Count: count,
		Chars: []army.Char{{Name: "Type", Value: typ}, {Name: "S", Value: s}, {Name: "Abilities", Value: abilities}}}
}

func oldModel(name string, count int, ws, bs, s, a, w string) army.Profile {
	return army.Profile{Type: "Model", Name: name, Count: count, Chars: []army.Char{{Name: "WS", Value: ws}, {Name: "BS", Value: bs},
		{Name: "S", Value: s}, {Name: "T", Value: "4"}, {Name: "W", Value: w}, {Name: "A", Value: a}}}
}

// TestArmyMapBearer reads weapons that take their bearer's values: the
// filter splits one profile type into two attacks, the bearer is the profile
// most models carry (a damaged bracket that does not fit is passed over), a
// sergeant's other values are listed, relative strengths are worked out, an
// "N/A" skill sets nothing, and a keyword that sets keys on trust says so.
func TestArmyMapBearer(t *testing.T) {
	if errs := (&Ruleset{Info: Info{ID: "t"}, Calc: fakeFormCalc{oldForm}, Army: oldMap}).validateArmy(); len(errs) > 0 {
		t.Fatal(errs)
	}
	u := army.Unit{Name: "Wardens", Models: []army.Model{{Name: "Warden", Count: 4}, {Name: "Warden Prime", Count: 1}},
		Profiles: []army.Profile{
			oldModel("Warden Prime", 1, "3+", "3+", "4", "2", "1"),
			oldModel("Warden, broken", 4, "3+", "3+", "4", "*", "N/A"),
			oldModel("Warden", 4, "3+", "3+", "4", "1", "1"),
			oldWeapon("Pulse carbine", 5, "Rapid Fire 2", "4", "Anti-Beast 4+. Loud"),
			oldWeapon("Maul", 4, "Melee", "+1", "-"),
			oldWeapon("Crusher", 1, "Melee", "x2", "-"),
			oldWeapon("Knife", 1, "Melee", "User", "-"),
		}}
	got := oldMap.Unit(oldForm, u)
	if got.Target != "t=4&w=1" {
		t.Errorf("target %q, want t=4&w=1 (the Warden profile)", got.Target)
	}
	if len(got.Attacks) != 2 {
		t.Fatalf("attacks %+v", got.Attacks)
	}
	if q := got.Attacks[0].Query; q != "models=5&type=rapid&a=2&bs=3&s=4&anti=4" {
		t.Errorf("shoot %q", q)
	}
	if q := got.Attacks[1].Query; q != "models=4&type=melee&a=1&bs=3&s=5&2.models=1&2.type=melee&2.a=1&2.bs=3&2.s=8&3.models=1&3.type=melee&3.a=1&3.bs=3&3.s=4" {
		t.Errorf("fight %q", q)
	}
	for _, want := range []string{"Warden Prime: A 2, where the calculator takes 1 of Warden", "Pulse carbine: Anti-Beast 4+: only against Beast", "Pulse carbine: Loud"} {
		if !slices.Contains(got.NotModelled, want) {
			t.Errorf("not modelled %q missing from %q", want, got.NotModelled)
		}
	}
	if slices.ContainsFunc(got.NotModelled, func(s string) bool { return strings.HasPrefix(s, "Warden, broken") }) {
		t.Errorf("a bracket whose values do not fit is listed: %q", got.NotModelled)
	}

	// A relative strength needs a bearer whose own is a number.
	u.Profiles = []army.Profile{oldModel("Walker", 1, "3+", "N/A", "*", "2", "8"), oldWeapon("Claw", 1, "Melee", "x2", "-"), oldWeapon("Cannon", 1, "Rapid Fire 1", "7", "-")}
	got = oldMap.Unit(oldForm, u)
	if len(got.Attacks) != 1 || got.Attacks[0].Query != "models=1&type=rapid&a=1&s=7" {
		t.Errorf("walker attacks %+v (the cannon keeps the default skill, the claw is left out)", got.Attacks)
	}
	if !slices.ContainsFunc(got.NotModelled, func(s string) bool { return strings.HasPrefix(s, `Claw: S "x2": relative to the bearer's S`) }) {
		t.Errorf("not modelled %q", got.NotModelled)
	}
}

// TestArmyMapAbilities matches abilities by name and text together, by one
// sentence of a longer text, and by the unit's keywords; every map that
// matches applies, and a closing full stop is no matter.
func TestArmyMapAbilities(t *testing.T) {
	m := *armyMap
	m.Abilities = []KeywordMap{
		{Match: "Feel No Pain {x}+", Set: "fnp={x}"},
		{Match: "{*} is tough as {x} walls", Set: "t={x}"},
		{Match: "Beast", Why: "a keyword other rules react to"},
	}
	u := army.Unit{Name: "Hounds", Models: []army.Model{{Name: "Hound", Count: 3}}, Keywords: []string{"Beast", "Infantry"},
		Profiles: []army.Profile{
			{Type: "Abilities", Name: "Feel No Pain", Count: 1, Chars: []army.Char{{Name: "Description", Value: "5+"}}},
			{Type: "Abilities", Name: "Thick hide", Count: 1, Chars: []army.Char{{Name: "Description", Value: "It howls. This hound is tough as 6 walls."}}},
		}}
	got := m.Unit(armyForm, u)
	if got.Target != "t=6&fnp=5&n=3" {
		t.Errorf("target %q, want t=6&fnp=5&n=3", got.Target)
	}
	if !slices.Contains(got.NoEffect, "Beast: a keyword other rules react to") {
		t.Errorf("no effect %q", got.NoEffect)
	}
}
