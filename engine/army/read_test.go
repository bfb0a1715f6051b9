//go:build !wasm

package army

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func read(t testing.TB, data []byte) *Roster {
	t.Helper()
	r, err := Read(data, Native())
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// summary writes a unit in one line, to compare with one written by hand:
// name, points, models with counts, then profiles type/name×count, rules
// and keywords.
func summary(u Unit) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %gpts [%s]", u.Name, u.Points, u.Force)
	for _, m := range u.Models {
		fmt.Fprintf(&b, " %s×%d", m.Name, m.Count)
	}
	b.WriteString(" |")
	for _, p := range u.Profiles {
		fmt.Fprintf(&b, " %s/%s×%d", p.Type, p.Name, p.Count)
	}
	b.WriteString(" | rules")
	for _, r := range u.Rules {
		fmt.Fprintf(&b, " %s", r.Name)
	}
	fmt.Fprintf(&b, " | %s", strings.Join(u.Keywords, ", "))
	return b.String()
}

// The patrol, counted by hand from what it holds: the captain's profiles
// each once; the squad's Lancer profile on the sergeant (1) and on four
// lancers (4), three rifles and one launcher among the four; the riders'
// unit profile on the unit itself, so once, and their weapons three times.
var patrolWant = []string{
	"Warden Captain 95pts [Army Roster] Warden Captain×1 | Unit/Warden Captain×1 Abilities/Invulnerable Save×1 Abilities/Rallying Word×1 Ranged Weapons/Star-lance×1 Melee Weapons/Warden blade×1 Abilities/Mantle of Stillness×1 | rules Leader | Faction: Void Wardens, Infantry, Character, Captain, Warlord",
	"Lancer Squad 90pts [Army Roster] Lancer Sergeant×1 Lancer×4 | Abilities/Shield Wall×1 Unit/Lancer×5 Ranged Weapons/Lance pistol×1 Melee Weapons/Power glaive×1 Ranged Weapons/Lance rifle×3 Ranged Weapons/➤ Tidecaller launcher - burst×1 Ranged Weapons/➤ Tidecaller launcher - spike×1 Melee Weapons/Close combat weapon×4 | rules | Faction: Void Wardens, Infantry, Battleline, Lancer Squad",
	"Bastion Walker 150pts [Army Roster] Bastion Walker×1 | Unit/Bastion Walker×1 Abilities/Invulnerable Save×1 Abilities/Damaged: 1-4 Wounds Remaining×1 Ranged Weapons/Twin siege cannon×1 Melee Weapons/Crushing fists×1 | rules | Faction: Void Wardens, Vehicle, Walker, Bastion Walker",
	"Skiff Riders 105pts [Army Roster] Skiff Rider×3 | Unit/Skiff Rider×3 Abilities/Skim×1 Ranged Weapons/Skiff carbine×3 Melee Weapons/Ram prow×3 | rules | Faction: Void Wardens, Mounted, Fly, Skiff Riders",
}

func checkUnits(t *testing.T, r *Roster, want []string) {
	t.Helper()
	if len(r.Units) != len(want) {
		t.Fatalf("%d units, want %d", len(r.Units), len(want))
	}
	for i, w := range want {
		if got := summary(r.Units[i]); got != w {
			t.Errorf("unit %d:\n got %s\nwant %s", i+1, got, w)
		}
	}
}

func TestReadPatrol(t *testing.T) {
	for _, file := range []string{"patrol-10th.ros", "patrol-10th.rosz"} {
		t.Run(file, func(t *testing.T) {
			r := read(t, testdata(t, file))
			if r.Name != "Warden Patrol" || r.Builder != "BattleScribe" || r.System != "Warhammer 40,000 10th Edition" ||
				r.SystemID != "sys-352e-adc2-7639-d6a9" || r.Points != 440 {
				t.Errorf("roster %q by %q, %q (%q), %g pts", r.Name, r.Builder, r.System, r.SystemID, r.Points)
			}
			checkUnits(t, r, patrolWant)
			if got := ruleNames(r.Rules); got != "Oath of the Void, Hold the Tide" {
				t.Errorf("the army's rules (the force's, then the detachment's): %s", got)
			}
			lancers := r.Units[1]
			if lancers.Count() != 5 {
				t.Errorf("Lancer Squad has %d models, want 5", lancers.Count())
			}
			p := lancers.Profiles[4]
			want := []Char{{"Range", `24"`}, {"A", "2"}, {"BS", "3+"}, {"S", "4"}, {"AP", "-1"}, {"D", "1"}, {"Keywords", "Heavy"}}
			if p.Name != "Lance rifle" || !reflect.DeepEqual(p.Chars, want) {
				t.Errorf("Lance rifle: %+v", p)
			}
			if v, ok := r.Units[0].Profiles[1].Get("Description"); !ok || v != "4+" {
				t.Errorf("captain's invulnerable save: %q %v", v, ok)
			}
			if got := r.Units[0].Rules[0].Text; got != "This model can be attached to a Lancer Squad." {
				t.Errorf("rule text %q", got)
			}
		})
	}
}

func TestReadNewRecruit(t *testing.T) {
	r := read(t, testdata(t, "grove-newrecruit.ros"))
	if r.Name != "Ironroot Grove" || r.Builder != "New Recruit" || r.Points != 450 {
		t.Errorf("roster %q by %q, %g pts", r.Name, r.Builder, r.Points)
	}
	if u := r.Units[1]; u.Name != "The Old Guard" || u.Entry != "Bark Striders" || r.Units[0].Entry != "" {
		t.Errorf("a renamed unit reads as %q (datasheet %q); one not renamed has datasheet %q", u.Name, u.Entry, r.Units[0].Entry)
	}
	if got := ruleNames(r.Rules); got != "Deep Roots, Living Wall" {
		t.Errorf("the army's rules: %s", got)
	}
	checkUnits(t, r, []string{
		"Rootwarden 110pts [Army Roster] Rootwarden×1 | Unit/Rootwarden×1 Abilities/Feel No Pain×1 Melee Weapons/Heartwood maul×1 Ranged Weapons/Seed sling×1 | rules | Faction: Ironroot Kin, Infantry, Character, Rootwarden",
		"The Old Guard 120pts [Army Roster] Bark Elder×1 Bark Strider×9 | Unit/Bark Strider×10 Ranged Weapons/Thorn bow×10 | rules | Faction: Ironroot Kin, Infantry, Battleline, Bark Striders",
		"Thornback Beast 220pts [Army Roster] Thornback Beast×1 | Unit/Thornback Beast×1 Abilities/Damaged: 1-5 Wounds Remaining×1 Ranged Weapons/Spine volley×1 Melee Weapons/➤ Goring tusks - gore×1 Melee Weapons/➤ Goring tusks - trample×1 | rules | Faction: Ironroot Kin, Monster, Thornback Beast",
	})
}

// The 2,000 point army: 19 units; a few counted by hand. Lancer Squad A is
// an even copy, so its lancers are doubled (8, with 6 rifles, 2 launchers
// and 8 close combat weapons) beside the one sergeant; Skiff Riders C is
// doubled too (6); Warden Captain B is no warlord and has no enhancement.
func TestReadStrikeForce(t *testing.T) {
	r := read(t, testdata(t, "strike-force-2000.ros"))
	if len(r.Units) != 19 || r.Points != 1990 {
		t.Fatalf("%d units, %g pts", len(r.Units), r.Points)
	}
	byName := map[string]Unit{}
	total := 0.0
	for _, u := range r.Units {
		byName[u.Name] = u
		total += u.Points
	}
	if total != r.Points {
		t.Errorf("units add up to %g pts, the roster says %g", total, r.Points)
	}
	drills := " | rules Drill 1 Drill 2 Drill 3 Drill 4 Drill 5 Drill 6 Drill 7 Drill 8 | "
	for _, w := range []string{
		"Lancer Squad A 90pts [Army Roster] Lancer Sergeant×1 Lancer×8 | Abilities/Shield Wall×1 Unit/Lancer×9 Ranged Weapons/Lance pistol×1 Melee Weapons/Power glaive×1 Ranged Weapons/Lance rifle×6 Ranged Weapons/➤ Tidecaller launcher - burst×2 Ranged Weapons/➤ Tidecaller launcher - spike×2 Melee Weapons/Close combat weapon×8" + drills + "Faction: Void Wardens, Infantry, Battleline, Lancer Squad",
		"Lancer Squad B 90pts [Army Roster] Lancer Sergeant×1 Lancer×4 | Abilities/Shield Wall×1 Unit/Lancer×5 Ranged Weapons/Lance pistol×1 Melee Weapons/Power glaive×1 Ranged Weapons/Lance rifle×3 Ranged Weapons/➤ Tidecaller launcher - burst×1 Ranged Weapons/➤ Tidecaller launcher - spike×1 Melee Weapons/Close combat weapon×4" + drills + "Faction: Void Wardens, Infantry, Battleline, Lancer Squad",
		"Skiff Riders C 105pts [Army Roster] Skiff Rider×6 | Unit/Skiff Rider×6 Abilities/Skim×1 Ranged Weapons/Skiff carbine×6 Melee Weapons/Ram prow×6" + drills + "Faction: Void Wardens, Mounted, Fly, Skiff Riders",
		"Warden Captain B 80pts [Army Roster] Warden Captain B×1 | Unit/Warden Captain×1 Abilities/Invulnerable Save×1 Abilities/Rallying Word×1 Ranged Weapons/Star-lance×1 Melee Weapons/Warden blade×1 | rules Leader Drill 1 Drill 2 Drill 3 Drill 4 Drill 5 Drill 6 Drill 7 Drill 8 | Faction: Void Wardens, Infantry, Character, Captain",
	} {
		head, _, _ := strings.Cut(w, "pts [")
		if got := summary(byName[head[:strings.LastIndex(head, " ")]]); got != w {
			t.Errorf("\n got %s\nwant %s", got, w)
		}
	}
	if _, ok := byName["Bastion Walker E"]; ok {
		t.Error("a fifth walker")
	}
}

func ruleNames(rs []Rule) string {
	var ns []string
	for _, r := range rs {
		ns = append(ns, r.Name)
	}
	return strings.Join(ns, ", ")
}
