//go:build !wasm

package tests

import (
	"encoding/json"
	"testing"

	"auspex/engine/army"
)

// storedArmyBook is, as a JavaScript string literal, a book of one wh40k10 army of invented units, encoded
// as the Army page stores it (app/store/armies.go: army.Book under
// auspex.armies): one unit whose rule names the Shooting phase, two of one
// name.
func storedArmyBook(t *testing.T) string {
	t.Helper()
	unit := func(name string, models int, rules ...army.Rule) army.Unit {
		return army.Unit{Name: name, Models: []army.Model{{Name: name, Count: models}}, Rules: rules}
	}
	var b army.Book
	_, err := b.Put(army.Army{Name: "Lantern Host", System: "wh40k10", File: "lantern.ros", Imported: "2026-11-20",
		Roster: army.Roster{Name: "Lantern Host", System: "Invented", Units: []army.Unit{
			unit("Glass Wardens", 10, army.Rule{Name: "Mirror Volley", Text: "Once in your Shooting phase, this unit re-rolls one wound roll."}),
			unit("Ember Walkers", 5),
			unit("Ember Walkers", 4),
		}}})
	if err != nil {
		t.Fatal(err)
	}
	lit, _ := json.Marshal(b.Encode()) // a JS string literal: the book spans lines
	return string(lit)
}

// "Add my army" on the 40k checklist: with an army stored, one tap on the
// army fills the first player's roster with its units and their models; in
// the shooting phase the unit's ability that names it is listed, open; a
// reload keeps the roster and the reminder.
func TestBrowserChecklistAddMyArmy(t *testing.T) {
	const path = "/wh40k10/checklist"
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	visit(t, ctx, base+path, path)
	eval[bool](t, ctx, `localStorage.setItem("auspex.armies", `+storedArmyBook(t)+`), true`)
	reload(t, ctx, path)
	if got := currentStep(t, ctx); got != "muster-armies" {
		t.Fatalf("a new game starts at %q", got)
	}
	side := `.roster[data-side="0"]`
	tap(t, ctx, side+` .add-army summary`)
	tap(t, ctx, side+` button.pick-army[data-army="Lantern Host"]`)
	units := `Array.from(document.querySelectorAll(` + jsString(side+" li.unit") + `)).map(li => li.querySelector(".unit-name").textContent + " " + li.querySelector(".count").textContent).join("; ")`
	const want = "Glass Wardens 10 models; Ember Walkers 5 models; Ember Walkers (2) 4 models"
	if !eventually(ctx, units+` === `+jsString(want)) {
		t.Fatalf("after Add my army the roster is %q, want %q", eval[string](t, ctx, units), want)
	}
	if got := eval[string](t, ctx, `(document.querySelector(`+jsString(side+" .added")+`) || {}).textContent || ""`); got != "Lantern Host: 3 units added." {
		t.Errorf("the report says %q", got)
	}
	if eval[bool](t, ctx, `!!document.querySelector('[data-flag="activated"]')`) {
		t.Error("a player-turn roster offers the activations flag")
	}

	reminder := `.now .army-reminders`
	for range 12 {
		if eval[string](t, ctx, `document.querySelector(".checklist").dataset.step`) == "select-shooter" {
			break
		}
		if eval[bool](t, ctx, `!!document.querySelector(`+jsString(reminder)+`)`) {
			t.Errorf("a reminder shows at %s, before the shooting phase", currentStep(t, ctx))
		}
		before := currentStep(t, ctx)
		tap(t, ctx, "button.next-phase")
		if !eventually(ctx, `document.querySelector(".checklist").dataset.step !== `+jsString(before)) {
			t.Fatalf("Next phase did not move on from %s", before)
		}
	}
	if got := currentStep(t, ctx); got != "select-shooter" {
		t.Fatalf("Next phase reached %s, not the shooting phase", got)
	}
	shown := `(() => { const d = document.querySelector(` + jsString(reminder) + `); return d ? (d.open ? "open: " : "closed: ") + d.textContent : ""; })()`
	check := func(when string) {
		t.Helper()
		if !eventually(ctx, shown+`.startsWith("open: ") && `+shown+`.includes("Glass Wardens: Mirror Volley")`) {
			t.Errorf("%s, the shooting phase shows %q", when, eval[string](t, ctx, shown))
		}
	}
	check("at first")
	eval[bool](t, ctx, `document.querySelector(`+jsString(reminder)+`).scrollIntoView({block: "center"}), true`)
	screenshot(t, ctx, "checklist-army")
	reload(t, ctx, path)
	if got := currentStep(t, ctx); got != "select-shooter" {
		t.Fatalf("after a reload the checklist is at %s", got)
	}
	check("after a reload")
	if !eventually(ctx, units+` === `+jsString(want)) {
		t.Errorf("after a reload the roster is %q", eval[string](t, ctx, units))
	}
	assertClean(t, log, base)
}
