//go:build !wasm

package store

import (
	"errors"
	"strings"
	"testing"

	"auspex/engine/army"
	"auspex/engine/ruleset/armytest"
	"auspex/engine/rulesets"
)

// patrol reads a test roster as the Army page does, and names it.
func patrol(t *testing.T, name string) army.Army {
	t.Helper()
	r := armytest.Read(t, "../../engine/army/testdata/patrol-10th.ros")
	return army.Army{Name: name, System: "wh40k10", File: "patrol-10th.ros", Imported: "2026-11-26", Roster: *r}
}

func putArmy(a army.Army) func(*army.Book) error {
	return func(b *army.Book) error { _, err := b.Put(a); return err }
}

func armyNames(b army.Book) string {
	var ns []string
	for _, a := range b.Of("wh40k10") {
		ns = append(ns, a.Name)
	}
	return strings.Join(ns, ",")
}

// Stored armies are read back whole; a corrupt value is set aside under
// .corrupt.1 with a notice, and an empty book replaces it.
func TestLoadArmiesSetsCorruptAside(t *testing.T) {
	reg := rulesets.Registry()
	s, _ := fresh(t, 0)
	if b, notice := LoadArmies(reg); len(b.Armies) != 0 || notice != "" {
		t.Fatalf("empty storage: %v, %q", b, notice)
	}
	if _, _, err := UpdateArmies(reg, army.Book{}, putArmy(patrol(t, "Alpha"))); err != nil {
		t.Fatal(err)
	}
	if b, notice := LoadArmies(reg); armyNames(b) != "Alpha" || notice != "" || len(b.Armies[0].Roster.Units) == 0 {
		t.Fatalf("read back %q, %q", armyNames(b), notice)
	}
	for _, bad := range []string{`{"app":"auspex","type":"armies","version":1,"armies":[{"name":"X","system":"nosuch"}]}`, `not json`, `{"app":"auspex","type":"armies","version":9,"armies":[]}`} {
		s.Set(ArmiesKey, bad)
		b, notice := LoadArmies(reg)
		if len(b.Armies) != 0 || !strings.Contains(notice, SetAsideKey(ArmiesKey, 1)) || !strings.Contains(notice, "imported armies") {
			t.Errorf("%s: %v, notice %q", bad, b, notice)
		}
		if kept, _ := s.Get(SetAsideKey(ArmiesKey, 1)); kept != bad {
			t.Errorf("set aside %q, want %q", kept, bad)
		}
		if now, _ := s.Get(ArmiesKey); now != (army.Book{}).Encode() {
			t.Errorf("after a reset storage holds %q", now)
		}
	}
}

// Two tabs: B, which read the book before A imported Alpha, imports Bravo;
// both are kept. B renaming Alpha, which it never saw, is refused and the
// stored book comes back; a full storage changes nothing.
func TestUpdateArmiesTwoTabs(t *testing.T) {
	reg := rulesets.Registry()
	_, m := fresh(t, 0)
	tabA, _ := LoadArmies(reg)
	tabB, _ := LoadArmies(reg)
	var err error
	if tabA, _, err = UpdateArmies(reg, tabA, putArmy(patrol(t, "Alpha"))); err != nil {
		t.Fatal(err)
	}
	if tabB, _, err = UpdateArmies(reg, tabB, putArmy(patrol(t, "Bravo"))); err != nil {
		t.Fatal(err)
	}
	if got := armyNames(tabB); got != "Alpha,Bravo" {
		t.Fatalf("tab B sees %s", got)
	}
	// Tab A never saw Bravo; its own Bravo (another import) is refused.
	other := patrol(t, "Bravo")
	other.Imported = "2026-11-27"
	got, _, err := UpdateArmies(reg, tabA, putArmy(other))
	var c *Conflict
	if !errors.As(err, &c) || !strings.Contains(err.Error(), "“Bravo”") || !strings.Contains(err.Error(), "armies") {
		t.Fatalf("error %v", err)
	}
	if armyNames(got) != "Alpha,Bravo" || got.Armies[1].Imported != "2026-11-26" {
		t.Errorf("the refused change returns %s", armyNames(got))
	}
	m.Quota = 1
	if got, _, err := UpdateArmies(reg, tabB, func(b *army.Book) error { b.Delete("wh40k10", "Alpha"); return nil }); err == nil || armyNames(got) != "Alpha,Bravo" {
		t.Errorf("a full storage: %v, book %s", err, armyNames(got))
	}
	m.Quota = 0
	if stored, _ := LoadArmies(reg); armyNames(stored) != "Alpha,Bravo" {
		t.Errorf("stored %s", armyNames(stored))
	}
}
