//go:build !wasm

package wh40k9_test

import (
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"auspex/engine/army"
	"auspex/engine/ruleset"
	"auspex/engine/ruleset/armytest"
	"auspex/engine/rulesets"
	"auspex/engine/rulesets/wh40k9"
)

func readArmy(t *testing.T, name string) (*army.Roster, []ruleset.ArmyUnit) {
	t.Helper()
	r := armytest.Read(t, filepath.Join("testdata", "army", name))
	rs := wh40k9.New()
	var units []ruleset.ArmyUnit
	for _, u := range r.Units {
		units = append(units, rs.Army.Unit(rs.Calc.Form(), u))
	}
	return r, units
}

// TestArmySystems: the map owns the 9th edition data's game system name and
// no other edition's.
func TestArmySystems(t *testing.T) {
	if rs, ok := rulesets.Registry().ArmyFor("Warhammer 40,000 9th Edition"); !ok || rs.Info.ID != "wh40k9" {
		t.Errorf("9th edition roster: %v", rs)
	}
	m := wh40k9.New().Army
	for _, other := range []string{"Warhammer 40,000 10th Edition", "Warhammer 40,000 8th Edition", "Warhammer 40,000 Kenosis Edition",
		"Warhammer 40,000 5th Edition", "Warhammer 40,000: Kill Team (2021)"} {
		if m.Owns(other) {
			t.Errorf("the 9th edition map claims %q", other)
		}
	}
}

// TestArmyRosters maps every unit of every test roster and works out each
// attack against each unit of the roster.
func TestArmyRosters(t *testing.T) {
	rs := wh40k9.New()
	for name, r := range armytest.Rosters(t, filepath.Join("testdata", "army"), 2) {
		for _, a := range armytest.EveryAttackWorks(t, rs, name, r) {
			if len(a.Attacks) == 0 {
				t.Errorf("%s: %s has no attacks", name, a.Name)
			}
		}
	}
}

type want struct {
	models             int
	target             string
	attacks            map[string]string
	notModelled, noEff []string
}

// TestArmyUnits checks units against values worked out by hand: a weapon's
// BS, WS, melee Attacks and relative Strength come from its bearer.
func TestArmyUnits(t *testing.T) {
	r, units := readArmy(t, "battalion-9th.ros")
	if r.Points != 965 || len(units) != 7 {
		t.Errorf("battalion: %v points, %d units", r.Points, len(units))
	}
	_, patrol := readArmy(t, "patrol-9th.ros")
	byName := map[string]ruleset.ArmyUnit{}
	for _, u := range append(units, patrol...) {
		byName[u.Name] = u
	}
	cases := map[string]want{
		// BS 2+ and WS 2+, A 4 and S 4 from the model; a power fist's x2
		// is 8; a Grenade is one model's.
		"Forge Warden": {models: 1, target: "t=4&sv=3&inv=4&w=5&n=1",
			attacks: map[string]string{
				"Shoot": "models=1&type=rapid&a=1&bs=2&s=4&ap=0&d=1&2.models=1&2.type=grenade&2.a=D6&2.bs=2&2.s=3&2.ap=0&2.d=1&2.blast=1",
				"Fight": "models=1&type=melee&a=4&bs=2&s=8&ap=-3&d=3"},
			notModelled: []string{"Forge hammer: Clumsy in the hand: subtract 1 from hit rolls made with it"}},
		// The troopers' profile is the unit's own; the sergeant's third
		// attack is listed; "User" is S 4.
		"Warden Squad": {models: 5, target: "t=4&sv=3&fnp=6&w=2&n=5",
			attacks: map[string]string{
				"Shoot": "models=4&type=rapid&a=1&bs=3&s=4&ap=0&d=1&2.models=1&2.type=grenade&2.a=D6&2.bs=3&2.s=3&2.ap=0&2.d=1&2.blast=1" +
					"&3.models=1&3.type=assault&3.a=1&3.bs=3&3.s=8&3.ap=-4&3.d=D6",
				"Fight": "models=1&type=melee&a=2&bs=3&s=8&ap=-3&d=2&2.models=4&2.type=melee&2.a=2&2.bs=3&2.s=4&2.ap=-1&2.d=1"},
			notModelled: []string{"Melta carbine: Within half range, its Damage is D6+2 instead",
				"Chain blade: The bearer makes 1 more attack with it each time it fights",
				"Warden Sergeant: A 3, where the calculator takes 2 of Warden"}},
		// The first bracket whose values all read; the others' BS listed;
		// a Vehicle.
		"Siege Tank": {models: 1, target: "t=8&sv=3&w=11&n=1",
			attacks: map[string]string{"Shoot": "models=1&vm=1&type=heavy&a=D6&bs=3&s=8&ap=-2&d=D3&blast=1&2.models=1&2.type=heavy&2.a=4&2.bs=3&2.s=7&2.ap=-1&2.d=2" +
				"&3.models=1&3.type=assault&3.a=D6&3.bs=3&3.s=4&3.ap=0&3.d=1&3.auto=1"},
			notModelled: []string{"Siege Tank [2] (3-5 wounds remaining): BS 4+, where the calculator takes 3+ of Siege Tank [1] (6+ wounds remaining)",
				"Siege Tank [3] (1-2 wounds remaining): BS 5+, where the calculator takes 3+ of Siege Tank [1] (6+ wounds remaining)"}},
		// "4+/5+" is a save and an invulnerable save; the combi-weapon's
		// header is no weapon; a type the calculator lacks is listed.
		"Gate Sentinels": {models: 10, target: "t=3&sv=4&inv=5&w=1&n=10",
			// The combi-melta's two guns are one choice: the first, the carbine.
			attacks: map[string]string{"Shoot": "models=2&type=rapid&a=1&bs=4&s=4&ap=0&d=1"},
			notModelled: []string{`Storm repeater: Type "Dakka 3/2": not a weapon type the calculator has (Assault, Heavy, Rapid Fire, Grenade, Pistol, Melee)`,
				`Storm repeater: left out of "Shoot", since a characteristic above does not fit`}},
		// Sentences of unmodified 6s; S "+1" on S 5.
		"Honour Guard": {models: 5, target: "t=5&sv=2&inv=5&dr=1&w=3&n=5",
			attacks: map[string]string{
				// Each model carries the pistol and the seeker bolts: shot apart.
				"Shoot":   "models=5&type=heavy&a=2&bs=3&s=5&ap=-1&d=1&hit6w=1&wound6ap=1",
				"Pistols": "models=5&type=pistol&a=1&bs=3&s=5&ap=-1&d=2&wound6mw=1&wound6mode=add",
				"Fight":   "models=5&type=melee&a=3&bs=2&s=6&ap=-2&d=2&hit6x=1"},
			notModelled: []string{"Pistols: an attack of their own, since a model that carries Pistols and other ranged weapons shoots one or the other, not both (a Pistol whose bearers carry no other ranged weapon stays in Shoot)"}},
		// A Monster; random Attacks from the model; "instead" mortal wounds.
		"Iron Beast": {models: 1, target: "t=7&sv=3&fnp=6&w=14&n=1",
			attacks: map[string]string{"Shoot": "models=1&vm=1&type=assault&a=2D6&bs=4&s=5&ap=-1&d=1&wound6mw=1&wound6mode=instead",
				"Fight": "models=1&vm=1&type=melee&a=D3%2B3&bs=3&s=14&ap=-3&d=D6"}},
		"Lorekeeper": {models: 1, target: "t=4&sv=3&inv=5&w=4&n=1",
			attacks: map[string]string{"Shoot": "models=1&type=rapid&a=1&bs=3&s=4&ap=0&d=1", "Fight": "models=1&type=melee&a=3&bs=3&s=6&ap=-1&d=D3"}},
	}
	for name, w := range cases {
		got := byName[name]
		if got.Models != w.models || got.Target != w.target {
			t.Errorf("%s: %d models, target %q; want %d, %q", name, got.Models, got.Target, w.models, w.target)
		}
		if len(got.Attacks) != len(w.attacks) {
			t.Errorf("%s: attacks %+v", name, got.Attacks)
		}
		for _, a := range got.Attacks {
			if a.Query != w.attacks[a.Label] {
				t.Errorf("%s %s:\n got %s\nwant %s", name, a.Label, a.Query, w.attacks[a.Label])
			}
		}
		if !slices.Equal(got.NotModelled, w.notModelled) && len(got.NotModelled)+len(w.notModelled) > 0 {
			t.Errorf("%s: not modelled\n got %q\nwant %q", name, got.NotModelled, w.notModelled)
		}
		if !slices.Equal(got.NoEffect, w.noEff) && len(got.NoEffect)+len(w.noEff) > 0 {
			t.Errorf("%s: no effect %q, want %q", name, got.NoEffect, w.noEff)
		}
	}
	// The psychic power is among the abilities, with its text.
	if !slices.ContainsFunc(byName["Lorekeeper"].Abilities, func(r army.Rule) bool { return r.Name == "Iron Ward" && r.Text != "" }) {
		t.Errorf("Lorekeeper abilities %+v", byName["Lorekeeper"].Abilities)
	}
}

// TestArmyAlternatives: a combi-weapon's two guns, one upgrade, are one
// line, the player's choice.
func TestArmyAlternatives(t *testing.T) {
	_, units := readArmy(t, "battalion-9th.ros")
	for _, u := range units {
		if u.Name != "Gate Sentinels" {
			continue
		}
		shoot := u.Attacks[0]
		want := []ruleset.ArmyChoice{{Weapon: "Combi-melta", Line: 1, Options: []string{"Combi-melta (carbine)", "Combi-melta (melta)"}}}
		if !reflect.DeepEqual(shoot.Choices, want) {
			t.Fatalf("choices %+v, want %+v", shoot.Choices, want)
		}
		if got := shoot.Pick([]int{1}).Query; got != "models=2&type=assault&a=1&bs=4&s=8&ap=-4&d=D6" {
			t.Errorf("melta: %s", got)
		}
		return
	}
	t.Fatal("no Gate Sentinels")
}
