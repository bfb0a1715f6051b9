//go:build !wasm

package wh40k10_test

import (
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"auspex/engine/army"
	"auspex/engine/ruleset"
	"auspex/engine/ruleset/armytest"
	"auspex/engine/rulesets"
	"auspex/engine/rulesets/wh40k10"
)

// readArmy reads one test roster through the real reader and maps every
// unit, by name (the first of a name).
func readArmy(t *testing.T, name string) (*army.Roster, map[string]ruleset.ArmyUnit) {
	t.Helper()
	r := armytest.Read(t, filepath.Join("testdata", "army", name))
	rs := wh40k10.New()
	units := map[string]ruleset.ArmyUnit{}
	for _, u := range r.Units {
		if _, seen := units[u.Name]; !seen {
			units[u.Name] = rs.Army.Unit(rs.Calc.Form(), u)
		}
	}
	return r, units
}

// TestArmySystems: the map owns the game system name of the 10th edition
// data and no other edition's.
func TestArmySystems(t *testing.T) {
	reg := rulesets.Registry()
	for name, want := range map[string]string{
		"Warhammer 40,000 10th Edition": "wh40k10",
		"Warhammer 40,000 9th Edition":  "wh40k9",
	} {
		if rs, ok := reg.ArmyFor(name); !ok || rs.Info.ID != want {
			t.Errorf("%q: got %v, want %s", name, rs, want)
		}
	}
	m := wh40k10.New().Army
	for _, other := range []string{"Warhammer 40,000 9th Edition", "Warhammer 40,000 8th Edition", "Warhammer 40,000 Kenosis Edition",
		"Warhammer 40,000 5th Edition", "Age of Sigmar 4.0", "Warhammer 40,000: Kill Team (2024)"} {
		if m.Owns(other) {
			t.Errorf("the 10th edition map claims %q", other)
		}
	}
}

// TestArmyRosters reads every test roster, maps every unit, and checks
// that each of its attacks, against each unit of the roster as the target,
// is a query the calculator works out.
func TestArmyRosters(t *testing.T) {
	rs := wh40k10.New()
	for name, r := range armytest.Rosters(t, filepath.Join("testdata", "army"), 3) {
		for _, a := range armytest.EveryAttackWorks(t, rs, name, r) {
			if len(a.Attacks) == 0 {
				t.Errorf("%s: %s has no attacks", name, a.Name)
			}
		}
	}
}

type want struct {
	models      int
	target      string
	attacks     map[string]string // label: query
	notModelled []string
	noEffect    []string
}

// TestArmyUnits checks units of the test rosters against values worked out
// by hand from their profiles.
func TestArmyUnits(t *testing.T) {
	r, units := readArmy(t, "strike-force-2000.ros")
	if r.Points != 2000 || len(r.Units) != 16 {
		t.Errorf("roster: %v points, %d units, want 2000 and 16", r.Points, len(r.Units))
	}
	cases := map[string]want{
		"Prism Lord": {models: 1, target: "t=4&sv=3&inv=4&w=5&n=1",
			attacks: map[string]string{"Shoot": "models=1&a=1&bs=2&s=5&ap=-1&d=2&melta=2", "Fight": "models=1&a=5&bs=2&s=5&ap=-2&d=2&lethal=1"},
			noEffect: []string{"Prism pistol: Pistol: says when the weapon may shoot (within Engagement Range), not how its attacks roll",
				"Glass sabre: Precision: lets the attacker pick which model in the target takes the wounds, not how many there are",
				"Leader: says which units it may join; the calculator works out this unit on its own", "Deep Strike: changes where the unit is set up"}},
		// The sergeant carries a carbine too (10); the main profile is the
		// troopers' (9), and the sergeant's is the same.
		"Shardguard Squad": {models: 10, target: "t=4&sv=3&w=2&n=10",
			attacks: map[string]string{"Shoot": "models=10&a=2&bs=3&s=4&ap=-1&d=1&sus=1&rapid=1",
				"Fight": "models=1&a=4&bs=3&s=5&ap=-2&d=1&2.models=9&2.a=3&2.bs=3&2.s=4&2.ap=0&2.d=1"},
			noEffect: []string{"Splinter carbine: Assault: lets the unit shoot after it Advanced; the attack itself is the same"}},
		// Torrent: BS "N/A" sets nothing; "Ignores cover" in lower case.
		"Mirror Drones": {models: 6, target: "t=3&sv=4&fnp=6&w=1&n=6&stealth=1",
			attacks: map[string]string{"Shoot": "models=6&a=1&s=3&ap=0&d=1&torrent=1&ignorecover=1", "Fight": "models=6&a=1&bs=5&s=3&ap=0&d=1"}},
		// An invulnerable save in a sentence; an unknown keyword listed.
		"Cinder Hounds": {models: 5, target: "t=5&sv=5&inv=5&w=3&n=5",
			attacks: map[string]string{"Shoot": "models=5&a=D6&s=4&ap=0&d=1&torrent=1", "Fight": "models=5&a=3&bs=3&s=6&ap=-1&d=2&dev=1&anti=4"},
			notModelled: []string{"Cinder breath: Searing",
				"Searing jaws: Anti-Infantry 4+: worked out as if the target is Infantry; set Anti to none against a target that is not"},
			noEffect: []string{"Scouts 6\": a move before the battle"}},
		"Refractor Battery": {models: 1, target: "t=10&sv=3&dr=1&w=12&n=1",
			attacks: map[string]string{"Shoot": "models=1&a=2&bs=3&s=12&ap=-3&d=D6%2B1&twin=1&heavy=1&2.models=1&2.a=D6&2.bs=3&2.s=6&2.ap=0&2.d=1&2.blast=1&2.indirect=1",
				"Fight": "models=1&a=3&bs=4&s=6&ap=0&d=1"},
			notModelled: []string{"Flare mortar: Indirect Fire: worked out as firing at a target no attacking model can see; turn Indirect Fire off when one can"},
			noEffect:    []string{"Deadly Demise D3: happens when the unit is destroyed, after the attacks"}},
		// A weapon of two profiles (strike, sweep) is one line, the first
		// (TestArmyAlternatives picks the other).
		"Lancer Knight": {models: 1, target: "t=11&sv=2&inv=5&w=22&n=1",
			attacks: map[string]string{"Shoot": "models=1&a=2&bs=3&s=14&ap=-4&d=D6%2B2&melta=4&2.models=1&2.a=3&2.bs=3&2.s=9&2.ap=-3&2.d=3&2.anti=4&2.hazardous=1",
				"Fight": "models=1&a=4&bs=3&s=16&ap=-3&d=6"},
			notModelled: []string{"Overcharged beam: Anti-Vehicle 4+: worked out as if the target is Vehicle; set Anti to none against a target that is not"},
			noEffect:    []string{"Deadly Demise D6: happens when the unit is destroyed, after the attacks"}},
		"Storm Choir": {models: 4, target: "t=3&sv=5&inv=4&w=1&n=4",
			attacks: map[string]string{"Shoot": "models=4&a=2D6&bs=3&s=5&ap=-1&d=1&blast=1", "Fight": "models=4&a=1&bs=4&s=3&ap=0&d=1"},
			noEffect: []string{"Choir wail: Psychic: marks the attack as psychic, which only other units' rules react to",
				"Choir wail: Precision: lets the attacker pick which model in the target takes the wounds, not how many there are",
				"Choir wail: One Shot: limits the weapon to one use a battle; the calculator works out that one use",
				"Ritual knife: Extra Attacks: the weapon is used besides the bearer's other melee weapon; its line is worked out the same"}},
		// Ten weapons: the last two are past the calculator's eight lines.
		"Glass Arsenal": {models: 1, target: "t=12&sv=2&w=18&n=1",
			attacks: map[string]string{"Shoot": "models=1&a=1&bs=4&s=12&ap=-2&d=2&lance=1&2.models=1&2.a=2&2.bs=4&2.s=10&2.ap=-2&2.d=2&2.heavy=1" +
				"&3.models=1&3.a=6&3.bs=4&3.s=5&3.ap=-2&3.d=2&3.rapid=3&4.models=1&4.a=3&4.bs=4&4.s=6&4.ap=-2&4.d=2&4.twin=1" +
				"&5.models=1&5.a=4&5.bs=4&5.s=7&5.ap=-2&5.d=2&5.sus=D3&6.models=1&6.a=D6%2B3&6.bs=4&6.s=4&6.ap=-2&6.d=2&6.blast=1&6.ignorecover=1" +
				"&7.models=1&7.a=1&7.bs=4&7.s=16&7.ap=-2&7.d=2&7.melta=D3&8.models=1&8.a=2D6&8.bs=4&8.s=3&8.ap=-2&8.d=2&8.lethal=1"},
			notModelled: []string{"Shoot: 2 weapons past the calculator's 8 lines (Prism flare, Mirror shot)"}},
		// A save against ranged attacks only is not taken as a save.
		"Skyglass Riders": {models: 3, target: "t=5&sv=3&fnp=5&w=4&n=3",
			attacks: map[string]string{"Shoot": "models=3&a=3&bs=3&s=6&ap=-1&d=2&twin=1", "Fight": "models=3&a=3&bs=3&s=6&ap=-2&d=2&lance=1"},
			noEffect: []string{"Lone Operative: limits who may target the unit, not what the attacks do",
				"Twin splinter lance: Assault: lets the unit shoot after it Advanced; the attack itself is the same"}},
	}
	for name, w := range cases {
		checkUnit(t, name, units[name], w)
	}
}

func checkUnit(t *testing.T, name string, got ruleset.ArmyUnit, w want) {
	t.Helper()
	if got.Name != name || got.Models != w.models || got.Target != w.target {
		t.Errorf("%s: %q, %d models, target %q; want %d models, target %q", name, got.Name, got.Models, got.Target, w.models, w.target)
	}
	if len(got.Attacks) != len(w.attacks) {
		t.Errorf("%s: %d attacks %+v, want %d", name, len(got.Attacks), got.Attacks, len(w.attacks))
	}
	for _, a := range got.Attacks {
		if a.Query != w.attacks[a.Label] {
			t.Errorf("%s %s:\n got %s\nwant %s", name, a.Label, a.Query, w.attacks[a.Label])
		}
	}
	if !slices.Equal(got.NotModelled, w.notModelled) && !(len(got.NotModelled) == 0 && len(w.notModelled) == 0) {
		t.Errorf("%s: not modelled\n got %q\nwant %q", name, got.NotModelled, w.notModelled)
	}
	for _, n := range w.noEffect {
		if !slices.Contains(got.NoEffect, n) {
			t.Errorf("%s: no effect %q missing from %q", name, n, got.NoEffect)
		}
	}
	if len(got.NoEffect) != len(w.noEffect) {
		t.Errorf("%s: no effect %q, want %d", name, got.NoEffect, len(w.noEffect))
	}
}

// TestArmyOtherShapes reads the same units from the patrol and the New
// Recruit export, which write them differently (costs, from and group).
func TestArmyOtherShapes(t *testing.T) {
	_, strike := readArmy(t, "strike-force-2000.ros")
	for _, f := range []string{"patrol-500.ros", "newrecruit-1000.ros"} {
		r, units := readArmy(t, f)
		if f == "newrecruit-1000.ros" && r.Builder != "New Recruit" {
			t.Errorf("%s: builder %q", f, r.Builder)
		}
		for name, u := range units {
			if name == "Shardguard Squad" {
				continue // a smaller squad in one of them
			}
			if s := strike[name]; s.Target != u.Target || !slices.Equal(queries(s), queries(u)) {
				t.Errorf("%s: %s reads otherwise than in the strike force", f, name)
			}
		}
	}
	_, nr := readArmy(t, "newrecruit-1000.ros")
	if got := nr["Shardguard Squad"]; got.Models != 5 || !strings.Contains(got.Target, "n=5") {
		t.Errorf("New Recruit squad: %d models, target %q", got.Models, got.Target)
	}
}

func queries(u ruleset.ArmyUnit) []string {
	var q []string
	for _, a := range u.Attacks {
		q = append(q, a.Label+" "+a.Query)
	}
	return q
}

// TestArmyAlternatives: the strike and sweep profiles of one weapon are one
// line, the player's choice, never summed.
func TestArmyAlternatives(t *testing.T) {
	_, units := readArmy(t, "newrecruit-1000.ros")
	var knight ruleset.ArmyUnit
	for _, u := range units {
		if u.Name == "Lancer Knight" {
			knight = u
		}
	}
	fight := knight.Attacks[len(knight.Attacks)-1]
	want := []ruleset.ArmyChoice{{Weapon: "Sunspear haft", Line: 1, Options: []string{"➤ Sunspear haft - strike", "➤ Sunspear haft - sweep"}}}
	if fight.Label != "Fight" || !reflect.DeepEqual(fight.Choices, want) {
		t.Fatalf("Lancer Knight's last attack %s, choices %+v; want Fight, %+v", fight.Label, fight.Choices, want)
	}
	sweep := fight.Pick([]int{1})
	if sweep.Query != "models=1&a=12&bs=3&s=8&ap=-1&d=1" || !slices.Equal(sweep.Weapons, []string{"➤ Sunspear haft - sweep"}) {
		t.Errorf("sweep: %s %q", sweep.Query, sweep.Weapons)
	}
	if back := sweep.Pick([]int{0}); back.Query != fight.Query || back.Pick([]int{7}).Query != fight.Query {
		t.Errorf("strike again: %s, want %s", back.Query, fight.Query)
	}
}
