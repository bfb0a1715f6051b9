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

// packedForm is a calculator form whose weapon lines belong to a profile
// kind of their own ("formation"), with a mode that belongs to none.
var packedForm = &Form{
	Fields: []Field{
		{Key: "mode", Label: "Mode", Kind: Choice, Group: "m", Default: "shoot", Options: []Option{{Value: "shoot", Label: "shoot"}, {Value: "cc", Label: "cc"}}},
		{Key: "units", Label: "Units", Kind: Number, Group: "w", Min: 1, Max: 20, Default: "1"},
		{Key: "shots", Label: "Shots", Kind: Dice, Group: "w", Min: 1, Max: 6, Default: "1"},
		{Key: "hit", Label: "To hit", Kind: Number, Group: "w", Min: 2, Max: 6, Default: "4"},
		{Key: "bs", Label: "BS", Kind: Number, Group: "w", Min: 1, Max: 10, Default: "4"},
		{Key: "sv", Label: "Save", Kind: Number, Group: "t", Min: 2, Max: 7, Default: "7"},
		{Key: "ra", Label: "Tough", Kind: Toggle, Group: "t", Default: "0"},
		{Key: "n", Label: "Units in target", Kind: Number, Group: "t", Min: 1, Max: 20, Default: "1"},
	},
	Groups: []Group{{ID: "m", Label: "Mode"}, {ID: "w", Label: "Weapons", Kind: "formation"}, {ID: "t", Label: "Target", Kind: TargetProfile}},
	Lines:  &Lines{Keys: []string{"units", "shots", "hit", "bs"}, Max: 3, Required: []string{"units"}, Label: "Weapon"},
}

// splitGuns: a profile listing its guns in one characteristic each, split by "|".
func splitGuns(p army.Profile) []army.Profile {
	guns, _ := p.Get("Guns")
	hits, _ := p.Get("Hit")
	rules, _ := p.Get("Rules")
	hs, rs := strings.Split(hits, "|"), strings.Split(rules, "|")
	var out []army.Profile
	for i, g := range strings.Split(guns, "|") {
		out = append(out, army.Profile{Type: p.Type, Name: g, Chars: []army.Char{{Name: "Hit", Value: hs[i]}, {Name: "Rules", Value: rs[i]}}})
	}
	return out
}

// outOnDash leaves a weapon or profile out on "-" or "n/a", and reads "4+" as 4.
func outOnDash(s string) (string, error) {
	if s == "-" || s == "n/a" {
		return "", &Aside{Out: true}
	}
	return plusRead(s)
}

var packedMap = &ArmyMap{
	Builders: "BattleScribe", Systems: []string{"packed"},
	Attacks: []AttackMap{{Label: "Fire", Kind: "formation", Types: []string{"Unit"}, Set: "mode=shoot", Bearers: "units",
		From:     []ProfileMap{{Type: "Unit", Chars: []CharMap{{Name: "BS", Key: "bs"}}}},
		Split:    splitGuns,
		Chars:    []CharMap{{Name: "Hit", Key: "hit", Read: outOnDash}},
		Keywords: "Rules", KeywordMaps: []KeywordMap{
			{Match: "Rapid", Set: "shots=2", Note: "two shots only when close"},
			{Match: "Heavy {x}", Set: "shots={x}"},
			{Match: "Loud", Note: "it warns the target, which the calculator ignores"}}}},
	Main: true,
	Target: []ProfileMap{{Type: "Unit", Chars: []CharMap{{Name: "Sv", Key: "sv", Read: outOnDash}},
		Keywords: "Notes", KeywordMaps: []KeywordMap{{Match: "Tough", Set: "ra=1"}}}},
	Size: "n",
}

func TestArmyMapPackedWeaponsAndMainProfile(t *testing.T) {
	if errs := (&Ruleset{Info: Info{ID: "t"}, Calc: fakeFormCalc{packedForm}, Army: packedMap}).validateArmy(); len(errs) > 0 {
		t.Fatal(errs)
	}
	unitProfile := func(name string, count int, bs, sv, guns, hits, rules, notes string) army.Profile {
		return army.Profile{Type: "Unit", Name: name, Count: count, Chars: []army.Char{{Name: "BS", Value: bs}, {Name: "Sv", Value: sv},
			{Name: "Guns", Value: guns}, {Name: "Hit", Value: hits}, {Name: "Rules", Value: rules}, {Name: "Notes", Value: notes}}}
	}
	u := army.Unit{Name: "Band", Models: []army.Model{{Name: "Trooper", Count: 5}, {Name: "Chief", Count: 6}},
		Profiles: []army.Profile{
			unitProfile("Trooper", 5, "4", "5+", "Rifle|Cannon|Knife", "4+|3+|-", "Rapid|Heavy D3+1, Loud|-", "Tough, Sneaky"),
			unitProfile("Chief", 6, "5", "n/a", "Pistol", "5+", "-", "Tough"),
		}}
	got := packedMap.Unit(packedForm, u)
	// The target: the chief's profile has the most models but no save, so
	// it is left out and the troopers' is read, their unknown rule listed.
	if got.Target != "sv=5&ra=1&n=11" {
		t.Errorf("target %q", got.Target)
	}
	// Lines: each gun split from its profile, with its profile's count and
	// the BS of the profile with the most models; the knife is no gun of
	// this attack and leaves no note; D3+1 keeps its +.
	want := "mode=shoot&units=5&shots=2&hit=4&bs=5&2.units=5&2.shots=D3%2B1&2.hit=3&2.bs=5&3.units=6&3.hit=5&3.bs=5"
	if len(got.Attacks) != 1 || got.Attacks[0].Query != want || !slices.Equal(got.Attacks[0].Weapons, []string{"Rifle", "Cannon", "Pistol"}) {
		t.Fatalf("attacks %+v\nwant %s", got.Attacks, want)
	}
	wantNotes := []string{"Trooper: Sneaky", "Rifle: Rapid: two shots only when close", "Cannon: Loud: it warns the target, which the calculator ignores"}
	if !slices.Equal(got.NotModelled, wantNotes) || len(got.NoEffect) != 0 {
		t.Errorf("not modelled %q, want %q; no effect %q", got.NotModelled, wantNotes, got.NoEffect)
	}
	// A unit no profile of which is a target has no target query.
	none := packedMap.Unit(packedForm, army.Unit{Name: "Ghosts", Models: []army.Model{{Name: "Ghost", Count: 2}},
		Profiles: []army.Profile{unitProfile("Ghost", 2, "4", "n/a", "Wail", "5+", "-", "-")}})
	if none.Target != "" || len(none.Attacks) != 1 {
		t.Errorf("ghosts: %+v", none)
	}
	// Nor has a unit with no profile of the target's types.
	bare := packedMap.Unit(packedForm, army.Unit{Name: "Crate", Models: []army.Model{{Name: "Crate", Count: 1}},
		Profiles: []army.Profile{{Type: "Cargo", Name: "Crate", Count: 1}}})
	if bare.Target != "" || len(bare.Attacks) != 0 || len(bare.NotModelled) != 0 {
		t.Errorf("crate: %+v", bare)
	}
}

func TestArmyMapChecksAttackKind(t *testing.T) {
	bad := *packedMap
	bad.Attacks = []AttackMap{packedMap.Attacks[0]}
	bad.Attacks[0].Kind = "" // the weapon keys are the formation's, not the attacker's
	bad.Attacks[0].KeywordMaps = append(bad.Attacks[0].KeywordMaps, KeywordMap{Match: "Quiet"})
	msg := errors.Join((&Ruleset{Info: Info{ID: "t"}, Calc: fakeFormCalc{packedForm}, Army: &bad}).validateArmy()...).Error()
	for _, want := range []string{`field "units" is not of the attacker`, `keyword "Quiet" needs a Match and a Set, a Why or a Note`} {
		if !strings.Contains(msg, want) {
			t.Errorf("want %q in %s", want, msg)
		}
	}
	if strings.Contains(msg, `"mode"`) {
		t.Errorf("the attack's mode belongs to no profile and is allowed: %s", msg)
	}
}

func TestArmyMapBundledModels(t *testing.T) {
	m := *packedMap
	m.Bundled = func(name string) []army.Model {
		if n, rest, ok := strings.Cut(name, "x "); ok && n == "3" {
			return []army.Model{{Name: rest, Count: 3}}
		}
		return nil
	}
	u := army.Unit{Name: "Riders", Models: []army.Model{{Name: "3x Riders", Count: 2}, {Name: "Chief", Count: 1}},
		Profiles: []army.Profile{{Type: "Unit", Name: "Rider", Count: 2, Chars: []army.Char{{Name: "BS", Value: "4"}, {Name: "Sv", Value: "4+"},
			{Name: "Guns", Value: "Lance"}, {Name: "Hit", Value: "3+"}, {Name: "Rules", Value: "-"}, {Name: "Notes", Value: "-"}}}}}
	before := u.Profiles[0].Count
	got := m.Unit(packedForm, u)
	// Two selections of "3x Riders" are six riders, and the chief one more.
	if got.Models != 7 || got.Target != "sv=4&n=7" || len(got.Attacks) != 1 || got.Attacks[0].Query != "mode=shoot&units=6&hit=3&bs=4" {
		t.Errorf("got %d models, target %q, attacks %+v", got.Models, got.Target, got.Attacks)
	}
	if u.Profiles[0].Count != before {
		t.Error("the roster's own unit was changed")
	}
	// Worth: each rider counts as its BS in units (a stand-in for an Epic
	// war engine's damage capacity): six riders of 4 and the chief.
	m.Worth = []ProfileChar{{Type: "Unit", Char: "BS"}}
	if got := m.Unit(packedForm, u); got.Models != 7 || got.Units != 25 {
		t.Errorf("worth: %d models, %d units; want 7 and 25", got.Models, got.Units)
	}
}

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

// typeRead reads a ranged weapon's Type, leaving melee weapons and
// headers ("-") out; meleeRead keeps only melee weapons.
func typeRead(s string) (string, error) {
	if strings.EqualFold(s, "Melee") || s == "-" {
		return "", &Aside{Out: true}
	}
	n, ok := strings.CutPrefix(s, "Rapid Fire ")
	if !ok {
		return "", errors.New("not a weapon type")
	}
	return "type=rapid&a=" + n, nil
}

func meleeRead(s string) (string, error) {
	if !strings.EqualFold(s, "Melee") {
		return "", &Aside{Out: true}
	}
	return "type=melee", nil
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
		{Label: "Shoot", Types: []string{"Weapon"}, Bearers: "models",
			From:     []ProfileMap{{Type: "Model", Chars: []CharMap{{Name: "BS", Key: "bs", Read: naRead}}}},
			Chars:    []CharMap{{Name: "Type", Read: typeRead}, {Name: "S", Key: "s", Of: "S"}},
			Keywords: "Abilities", Sep: ".",
			KeywordMaps: []KeywordMap{{Match: "Anti-{*} {x}+", Set: "anti={x}", Note: "only against {*}"}}},
		{Label: "Fight", Types: []string{"Weapon"}, Bearers: "models",
			From:  []ProfileMap{{Type: "Model", Chars: []CharMap{{Name: "WS", Key: "bs", Read: naRead}, {Name: "A", Key: "a"}}}},
			Chars: []CharMap{{Name: "Type", Read: meleeRead}, {Name: "S", Key: "s", Of: "S"}}},
	},
	Target: []ProfileMap{{Type: "Model", Chars: []CharMap{{Name: "T", Key: "t"}, {Name: "W", Key: "w"}}}},
	Main:   true, Differ: true,
}

func oldWeapon(name string, count int, typ, s, abilities string) army.Profile {
	return army.Profile{Type: "Weapon", Name: name, Count: count,
		Chars: []army.Char{{Name: "Type", Value: typ}, {Name: "S", Value: s}, {Name: "Abilities", Value: abilities}}}
}

func oldModel(name string, count int, ws, bs, s, a, w string) army.Profile {
	return army.Profile{Type: "Model", Name: name, Count: count, Chars: []army.Char{{Name: "WS", Value: ws}, {Name: "BS", Value: bs},
		{Name: "S", Value: s}, {Name: "T", Value: "4"}, {Name: "W", Value: w}, {Name: "A", Value: a}}}
}

// TestArmyMapFrom reads weapons that take their bearer's values: a Read
// that leaves weapons out splits one profile type into two attacks, the
// bearer is the profile most models carry (a damaged bracket that does not
// read whole, as the target reads it, is passed over), a sergeant's other
// values are listed, relative strengths are worked out, an "N/A" skill sets
// nothing, keywords written as sentences are split at full stops, and a
// keyword's Note names what {*} matched.
func TestArmyMapFrom(t *testing.T) {
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
			oldWeapon("Combi-gun", 1, "-", "-", "Choose a profile below."),
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
	if slices.ContainsFunc(got.NotModelled, func(s string) bool {
		return strings.HasPrefix(s, "Warden, broken") || strings.HasPrefix(s, "Combi-gun")
	}) {
		t.Errorf("a bracket whose values do not read, or a weapon left out, is listed: %q", got.NotModelled)
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

// TestArmyMapPastLines: a weapon past the calculator's lines reaches none
// of it, so its keywords are not listed one by one, only the weapon.
func TestArmyMapPastLines(t *testing.T) {
	u := army.Unit{Name: "Gunners", Models: []army.Model{{Name: "Gunner", Count: 3}},
		Profiles: []army.Profile{weapon("Gun A", 1, "1", "3+", "-"), weapon("Gun B", 1, "1", "3+", "-"), weapon("Gun C", 1, "1", "3+", "Hazardous, Assault")}}
	got := armyMap.Unit(armyForm, u)
	if !slices.Equal(got.NotModelled, []string{"Shoot: 1 weapon past the calculator's 2 lines (Gun C)"}) || len(got.NoEffect) != 0 {
		t.Errorf("not modelled %q, no effect %q", got.NotModelled, got.NoEffect)
	}
}
