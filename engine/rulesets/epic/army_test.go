//go:build !wasm

package epic

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"auspex/engine/army"
	"auspex/engine/ruleset"
	"auspex/engine/ruleset/armytest"
)

func readRosters(t *testing.T) map[string]*army.Roster {
	return armytest.Rosters(t, filepath.Join("testdata", "army"), 2)
}

// formations maps every formation of a roster, in order.
func formations(r *army.Roster) []ruleset.ArmyUnit {
	var out []ruleset.ArmyUnit
	for _, u := range r.Units {
		out = append(out, armyMap.Unit(Calc.Form(), u))
	}
	return out
}

// TestArmyEveryQueryCalculates: every shooting attack of every formation of
// every test roster, at every formation of it that is a target, is a query
// the calculator answers (sent as a page sends it).
func TestArmyEveryQueryCalculates(t *testing.T) {
	for name, r := range readRosters(t) {
		armytest.EveryAttackWorks(t, New(), name, r)
	}
}

// TestArmyTournamentArmy checks the 3,000 point army: its points, and
// formations worked out from the file by hand.
func TestArmyTournamentArmy(t *testing.T) {
	r := readRosters(t)["void-wardens-3000.ros"]
	if r.Points != 3000 || len(r.Units) != 9 {
		t.Fatalf("points %v, formations %d: want 3000 and 9", r.Points, len(r.Units))
	}
	fs := formations(r)
	by := map[string]ruleset.ArmyUnit{}
	for _, f := range fs {
		if _, ok := by[f.Name]; !ok {
			by[f.Name] = f
		}
	}
	type want struct {
		units       int
		target      string
		attacks     []string
		notModelled []string
		noEffect    []string
	}
	for name, w := range map[string]want{
		// Six infantry and three carriers are nine units; the captain joins
		// as an upgrade and is no unit. The launcher is AP5+/AT6+; the
		// carriers' guns AP only.
		"Warden Host": {units: 9, target: "type=inf&n=9&sv=4",
			attacks: []string{
				"Shoot at infantry (AP): units=6&fire=ap&hit=5&2.units=3&2.fire=ap&2.hit=5",
				"Shoot at vehicles (AT): units=6&fire=at&hit=6"}},
		// Four tanks, each with one cannon and two guns.
		"Bastion Tanks": {units: 4, target: "type=av&n=4&sv=4&ra=1&tra=1",
			attacks: []string{
				"Shoot at infantry (AP): units=4&fire=ap&hit=4&2.units=4&2.per=2&2.fire=ap&2.hit=5",
				"Shoot at vehicles (AT): units=4&fire=at&hit=4"}},
		// A war engine: its own cannon (two macro-weapon shots, TK D3), the
		// chosen arm (four shots) and a barrage the lines cannot hold.
		"Siege Strider": {units: 1, target: "type=we&n=1&sv=4&ra=1&dc=4&voids=2&crit=destroyed",
			attacks: []string{
				"Shoot at infantry (AP): units=1&shots=2&fire=mw&hit=2&tk=D3&2.units=1&2.shots=4&2.fire=ap&2.hit=4",
				"Shoot at vehicles (AT): units=1&shots=2&fire=mw&hit=2&tk=D3&2.units=1&2.shots=4&2.fire=at&2.hit=4"},
			notModelled: []string{"Tremor Mortar: a barrage (3BP): add its barrage points under the firing formation's barrage"},
			noEffect: []string{"Siege Strider: Walker: movement through terrain, not the hits it takes",
				"Siege Strider: Rift Cannon: Forward Arc: which targets it may fire at, not the shots",
				"Starfall Array: Forward Arc: which targets it may fire at, not the shots"}},
		// Aircraft are no target here, and say why.
		"Skyhunter Flight": {units: 2, target: "",
			attacks:     []string{"Shoot at vehicles (AT): units=2&fire=at&hit=4"},
			notModelled: []string{"Skyhunter: a unit of type Aircraft: the calculator's targets are ground formations"},
			noEffect:    []string{"Skyhunter: Hunter Missiles: Fixed Forward Arc: which targets it may fire at, not the shots"}},
		// "Pathfinder" is a rule the map does not know: listed, not dropped.
		"Watch Scouts": {units: 4, target: "type=inf&n=4&sv=5",
			attacks:     []string{"Shoot at infantry (AP): units=4&fire=ap&hit=5&sniper=1"},
			notModelled: []string{"Scout Team: Pathfinder"},
			noEffect:    []string{"Scout Team: Scout: deployment and zones of control, not the hits it takes", "Scout Team: Infiltrators: movement, not the hits it takes"}},
		"Supreme Warden": {units: 1, target: "type=inf&n=1&sv=4",
			notModelled: []string{"Warden Lord: Invulnerable Save (5+): an invulnerable save better than the calculator's 6+"},
			noEffect:    []string{"Warden Lord: Supreme Commander: orders and rallying, not the hits it takes"}},
	} {
		got, ok := by[name]
		if !ok {
			t.Fatalf("no formation %q", name)
		}
		var attacks []string
		for _, a := range got.Attacks {
			attacks = append(attacks, a.Label+": "+a.Query)
		}
		if got.Models != w.units || got.Target != w.target || !slices.Equal(attacks, w.attacks) ||
			!slices.Equal(got.NotModelled, w.notModelled) || !slices.Equal(got.NoEffect, w.noEffect) {
			t.Errorf("%s: got units %d target %q\nattacks %q\nnot modelled %q\nno effect %q\nwant %+v",
				name, got.Models, got.Target, attacks, got.NotModelled, got.NoEffect, w)
		}
	}
	// In the game's roster a war engine counts as its damage capacity: the
	// strider (DC 4) is worth four units for Blast markers and breaking.
	for name, units := range map[string]int{"Warden Host": 9, "Siege Strider": 4, "Skyhunter Flight": 2} {
		if by[name].Units != units {
			t.Errorf("%s counts as %d units, want %d", name, by[name].Units, units)
		}
	}
	// The checklist's Add my army enters the same counts.
	for i, u := range readRosters(t)["void-wardens-3000.ros"].Units {
		if got := New().Army.RosterCount(u); got != fs[i].Units {
			t.Errorf("%s enters the roster as %d units, the map counts %d", u.Name, got, fs[i].Units)
		}
	}
	// The second host has two carriers: eight units.
	if fs[1].Name != "Warden Host" || fs[1].Models != 8 {
		t.Errorf("second host: %s with %d units", fs[1].Name, fs[1].Models)
	}
}

// TestArmyRaid checks the smaller army's limits: a horde past the
// calculator's 20 units, a titan killer it has no option for, and a critical
// hit effect it does not model are listed.
func TestArmyRaid(t *testing.T) {
	fs := formations(readRosters(t)["iron-kin-1500.ros"])
	mob, guns, stomper := fs[0], fs[1], fs[2]
	if mob.Models != 24 || mob.Target != "type=inf&sv=7" || len(mob.Attacks) != 0 ||
		!slices.Equal(mob.NotModelled, []string{`Scrap Mob: models: Units in the formation "24" does not fit the calculator (a whole number from 1 to 20)`}) {
		t.Errorf("mob: %+v", mob)
	}
	// D3 shots a gun; crews are infantry of the battery but the guns lead it.
	if guns.Models != 6 || guns.Target != "type=lv&n=6&sv=6" || guns.Attacks[0].Query != "units=3&shots=D3&fire=ap&hit=5" {
		t.Errorf("guns: %+v", guns)
	}
	for _, w := range []string{
		"Iron Stomper: a critical hit's Reactor Damage effect: the calculator counts only its point of damage",
		`Iron Stomper: Crusher Cannon: Titan Killer (D3+1): Titan killer "D3+1" does not fit the calculator (one of "0", "1", "D3", "D6")`,
	} {
		if !slices.Contains(stomper.NotModelled, w) {
			t.Errorf("stomper: %q missing from %q", w, stomper.NotModelled)
		}
	}
	if stomper.Units != 6 || stomper.Models != 1 {
		t.Errorf("stomper: %d models worth %d units, want 1 and 6", stomper.Models, stomper.Units)
	}
	if stomper.Target != "type=we&n=1&sv=4&ra=1&inv=1&dc=6&voids=4" {
		t.Errorf("stomper target %q", stomper.Target)
	}
	// One selection named "2x Blitz Buggy, 3x Blitz Trukk" is five units:
	// two fire the rokkits, three the big shootas; the trukks lead the target.
	buggies := fs[3]
	var attacks []string
	for _, a := range buggies.Attacks {
		attacks = append(attacks, a.Label+": "+a.Query)
	}
	wantAttacks := []string{
		"Shoot at infantry (AP): units=2&fire=ap&hit=6&2.units=3&2.fire=ap&2.hit=6",
		"Shoot at vehicles (AT): units=2&fire=at&hit=5",
	}
	if buggies.Models != 5 || buggies.Target != "type=lv&n=5&sv=5" || !slices.Equal(attacks, wantAttacks) {
		t.Errorf("buggies: %d units, target %q, attacks %q", buggies.Models, buggies.Target, attacks)
	}
}

// TestArmyBundled reads the names the data gives a selection of several units.
func TestArmyBundled(t *testing.T) {
	for name, want := range map[string][]army.Model{
		"4x Scout Squads":                  {{Name: "Scout Squads", Count: 4}},
		"1x Sniper Squad, 3x Scout Squads": {{Name: "Sniper Squad", Count: 1}, {Name: "Scout Squads", Count: 3}},
		"Pair of Land Raiders":             {{Name: "Land Raiders", Count: 2}},
		"2x Pathfinder Teams, Devilfish":   {{Name: "Pathfinder Teams", Count: 2}, {Name: "Devilfish", Count: 1}},
		"12× Conscripts":                   {{Name: "Conscripts", Count: 12}},
		"Tactical Squad":                   nil,
		"Land Raider Crusader":             nil,
	} {
		if got := bundled(name); !slices.EqualFunc(got, want, func(a, b army.Model) bool { return a.Name == b.Name && a.Count == b.Count }) {
			t.Errorf("bundled(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestArmyFirepower reads firepower values as the data writes them.
func TestArmyFirepower(t *testing.T) {
	for _, c := range []struct{ in, fire, want string }{
		{"AP5+/AT6+", "ap", "fire=ap&hit=5"},
		{"AP5+/AT6+", "at", "fire=at&hit=6"},
		{"2x AP4+/AT5+/AA5+", "at", "fire=at&hit=5&shots=2"},
		{"4x MW2+", "ap", "fire=mw&hit=2&shots=4"},
		{"D3x AP5+", "ap", "fire=ap&hit=5&shots=D3"},
		{"6x AP3/AT5+", "ap", "fire=ap&hit=3&shots=6"},
		{"AP4+", "at", ""},
		{"Small Arms", "ap", ""},
		{"3BP", "ap", ""},
	} {
		got, err := readFirepower(c.in, c.fire)
		var aside *ruleset.Aside
		if errors.As(err, &aside) && aside.Out {
			got, err = "", nil
		}
		if err != nil || got != c.want {
			t.Errorf("readFirepower(%q, %s) = %q, %v; want %q", c.in, c.fire, got, err, c.want)
		}
	}
	if _, err := readFirepower("AP5+/AT6", "ap"); err != nil {
		t.Errorf("a value without its + reads: %v", err)
	}
	if _, err := readFirepower("Lots of dakka", "ap"); err == nil {
		t.Error("a firepower it cannot read is an error")
	}
}

// TestArmySystems: the map owns BattleScribe's Epic Armageddon data and no
// other system's.
func TestArmySystems(t *testing.T) {
	for name, own := range map[string]bool{
		"Epic Armageddon":               true,
		"Warhammer 40,000 10th Edition": false,
		"wh40k-5th-edition":             false,
		"NetEpic Gold":                  false, // Space Marine era rules, not Armageddon
		"Adeptus Titanicus":             false,
		"Legions Imperialis":            false,
	} {
		if armyMap.Owns(name) != own {
			t.Errorf("Owns(%q) = %v, want %v", name, !own, own)
		}
	}
}

// BenchmarkArmyTournament reads the 3,000 point roster and maps every
// formation, as an import does.
func BenchmarkArmyTournament(b *testing.B) {
	data, err := os.ReadFile("testdata/army/void-wardens-3000.ros")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		r, err := army.Read(data, army.Native())
		if err != nil {
			b.Fatal(err)
		}
		for _, u := range r.Units {
			armyMap.Unit(Calc.Form(), u)
		}
	}
}
