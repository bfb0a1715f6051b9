package app

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"auspex/app/store"
	"auspex/engine/army"
	"auspex/engine/game"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// inventedArmy is an army of invented units, stored as the Army page stores
// one: a unit whose ability names the Shooting phase, one whose rule names
// the Movement phase, two units of one name, one unit larger than a roster
// entry holds, and many small ones when asked.
func inventedArmy(system string, extra int) army.Army {
	unit := func(name string, models int, rules ...army.Rule) army.Unit {
		return army.Unit{Name: name, Models: []army.Model{{Name: name, Count: models}}, Rules: rules}
	}
	// Rules, not ability profiles: they are read with or without the
	// system's ArmyMap (ruleset's own tests read the profiles).
	units := []army.Unit{
		unit("Glass Wardens", 10, army.Rule{Name: "Mirror Volley", Text: "Once in your Shooting phase, this unit re-rolls one wound roll."}),
		unit("Ember Walkers", 5, army.Rule{Name: "Steady Feet", Text: "In your Movement phase this unit ignores shallow water."}),
		unit("Ember Walkers", 4),
		unit("Ash Horde", 45, army.Rule{Name: "Rallying Cry", Text: "At the end of the action phase, remove one marker."}),
	}
	for i := range extra {
		units = append(units, unit(fmt.Sprintf("Scout Team %d", i+1), 2))
	}
	return army.Army{Name: "Lantern Host", System: system, File: "lantern.ros", Imported: "2026-11-20",
		Roster: army.Roster{Name: "Lantern Host", System: "Invented", Units: units}}
}

// storeArmies puts armies in a fresh memory store, through the book's own
// checks, and makes the store the app's for the test.
func storeArmies(t *testing.T, armies ...army.Army) {
	t.Helper()
	Register(rulesets.Registry())
	old := store.Default()
	t.Cleanup(func() { store.UseForTest(old) })
	m := store.NewMemory()
	store.UseForTest(store.New(m, ""))
	var b army.Book
	for _, a := range armies {
		if _, err := b.Put(a); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.Set(store.ArmiesKey, b.Encode()); err != nil {
		t.Fatal(err)
	}
}

// redraw draws the checklist afresh (go-app draws a component once), with
// c's game, armies and last report.
func redraw(c *Checklist) string {
	return app.HTMLString(&Checklist{System: c.System, game: c.game, armies: c.armies, armiesRead: c.armiesRead, added: c.added, addedSide: c.addedSide})
}

// tapArmy finds "Add my army"'s button for an army on a side and plays it.
func tapArmy(t *testing.T, c *Checklist, side int, name string) string {
	t.Helper()
	html := redraw(c)
	if !regexp.MustCompile(`data-side="` + fmt.Sprint(side) + `"[^>]*>\s*<summary>Add my army</summary>`).MatchString(html) {
		t.Fatalf("no Add my army control for side %d", side)
	}
	a, ok := c.storedArmy(name)
	if !ok || !strings.Contains(html, `data-army="`+name+`"`) {
		t.Fatalf("the army %q is not offered", name)
	}
	c.addArmy(side, a)
	if c.message != "" {
		t.Fatalf("refused: %s", c.message)
	}
	return redraw(c)
}

// "Add my army" on wh40k10: each unit with its models, the second of a name
// numbered, a unit too large clipped with a note, nothing twice on a second
// tap, and past the roster's Max the rest counted as left out.
func TestChecklistAddMyArmy(t *testing.T) {
	sys, _ := rulesets.Registry().Get("wh40k10")
	r := sys.Turn.Roster
	storeArmies(t, inventedArmy(sys.Info.ID, 0), func() army.Army {
		a := inventedArmy(sys.Info.ID, r.Max)
		a.Name = "Great Host"
		return a
	}())
	c := &Checklist{System: sys, game: game.New(sys)}
	html := tapArmy(t, c, 0, "Lantern Host")
	for _, want := range []string{"Glass Wardens", "10 models", "Ember Walkers (2)", "5 models", "4 models",
		fmt.Sprintf("%d models", r.MaxCount), "Lantern Host: 4 units added", fmt.Sprintf("Ash Horde: 45 models in the army, entered as %d", r.MaxCount),
		"Battle-shocked", "Below Half-strength"} {
		if !strings.Contains(html, want) {
			t.Errorf("after Add my army the checklist lacks %q", want)
		}
	}
	if strings.Contains(html, "Acted this") || strings.Contains(html, `data-flag="activated"`) {
		t.Error("a player-turn roster shows the activations flag")
	}
	if n := len(c.game.State.Roster[0]); n != 4 {
		t.Fatalf("%d entries, want 4", n)
	}
	html = tapArmy(t, c, 0, "Lantern Host")
	if n := len(c.game.State.Roster[0]); n != 4 || !strings.Contains(html, "Lantern Host: 0 units added, 4 already in the roster") {
		t.Errorf("a second tap: %d entries; %q", n, c.added)
	}
	html = tapArmy(t, c, 1, "Great Host")
	if n := len(c.game.State.Roster[1]); n != r.Max || !strings.Contains(html, "Great Host: 40 units added, 4 left out (the roster holds no more)") {
		t.Errorf("over Max: %d entries; %q", n, c.added)
	}
	// What was stored reads back with both armies remembered.
	raw, _ := store.Get(gameKey(sys))
	back, err := game.Decode(raw, sys)
	if err != nil || back.Army(0) != "Lantern Host" || back.Army(1) != "Great Host" || len(back.State.Roster[1]) != r.Max {
		t.Errorf("the stored game: %v", err)
	}
}

// With no army stored, "Add my army" says what to do and links the Army
// page; where the system has no Army page it is not offered.
func TestChecklistAddMyArmyWithNoneStored(t *testing.T) {
	sys, _ := rulesets.Registry().Get("wh40k10")
	storeArmies(t)
	html := app.HTMLString(&Checklist{System: sys, game: game.New(sys)})
	if !strings.Contains(html, `href="/wh40k10/army"`) || !strings.Contains(html, "Import your roster on the") {
		t.Error("with no army stored, Add my army does not lead to the Army page")
	}
	// A system with a roster but no Army page offers nothing to add.
	checked := 0
	for _, sys := range rulesets.Registry().All() {
		if sys.Turn.Roster != nil && !sys.Has(ruleset.Army) {
			checked++
			if html := app.HTMLString(&Checklist{System: sys, game: game.New(sys)}); strings.Contains(html, "Add my army") {
				t.Errorf("%s has no Army page but offers Add my army", sys.Info.ID)
			}
		}
	}
	t.Logf("%d systems with a roster and no Army page", checked)
}

// Reminders: the ability naming the Shooting phase shows in the shooting
// phase and nowhere else, the rule naming the Movement phase only in the
// movement phase, the one naming the action phase only in Epic's, as
// "Unit: Ability" with the text folded; for Epic too, where a formation is
// a unit of the roster.
func TestChecklistArmyReminders(t *testing.T) {
	for _, id := range []string{"wh40k10", "wh40k5", "epic"} {
		sys, _ := rulesets.Registry().Get(id)
		storeArmies(t, inventedArmy(id, 0))
		c := &Checklist{System: sys, game: game.New(sys)}
		tapArmy(t, c, 0, "Lantern Host")
		seen := map[string]string{} // ability → the phase it showed in
		var order []string
		for g := c.game; g.State.Pos.Round < 2; {
			cur := g.Current()
			html := redraw(c)
			for _, ability := range []string{"Glass Wardens: Mirror Volley", "Ember Walkers: Steady Feet", "Ash Horde: Rallying Cry"} {
				if !strings.Contains(html, ability) {
					continue
				}
				if cur.Phase == nil {
					t.Errorf("%s: %q shows outside the battle, at %s", id, ability, cur.Step.ID)
					continue
				}
				if p, ok := seen[ability]; ok && p != cur.Phase.ID {
					t.Errorf("%s: %q shows in the %s and the %s", id, ability, p, cur.Phase.ID)
				}
				seen[ability] = cur.Phase.ID
				order = append(order, cur.Phase.ID+"/"+cur.Step.ID)
			}
			if err := g.Next(); err != nil {
				t.Fatal(err)
			}
		}
		wantShooting, wantMovement := phaseNamed(sys, "shooting"), phaseNamed(sys, "movement")
		if seen["Glass Wardens: Mirror Volley"] != wantShooting {
			t.Errorf("%s: Mirror Volley showed in %q, want %q", id, seen["Glass Wardens: Mirror Volley"], wantShooting)
		}
		if seen["Ember Walkers: Steady Feet"] != wantMovement {
			t.Errorf("%s: Steady Feet showed in %q, want %q (%v)", id, seen["Ember Walkers: Steady Feet"], wantMovement, order)
		}
		if want := phaseNamed(sys, "action"); seen["Ash Horde: Rallying Cry"] != want {
			t.Errorf("%s: Rallying Cry showed in %q, want %q", id, seen["Ash Horde: Rallying Cry"], want)
		}
	}
}

// phaseNamed is the id of the phase whose name holds word, "" if none
// (Epic has neither a shooting nor a movement phase: its reminders show
// nowhere).
func phaseNamed(sys *ruleset.Ruleset, word string) string {
	for _, p := range sys.Phases {
		if strings.Contains(strings.ToLower(p.Name), word) {
			return p.ID
		}
	}
	return ""
}
