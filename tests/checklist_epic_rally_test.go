//go:build !wasm

package tests

import (
	"context"
	"strings"
	"testing"
)

// Issue 33, Epic's checklist: the add-formation inputs have visible labels;
// Remove sits on the name's line, not under the unit stepper; the header
// names whose activation it is only in the Action phase; the activated
// toggle does not read or look like the Activate button; and the rally
// step applies each formation's rally in one tap (the die rolled, judged
// against its initiative since issue 50), removing Blast markers as §1.14.1
// says (half, rounding up; a broken formation counts its units).
func TestBrowserEpicRallyAndRoster(t *testing.T) {
	const path = "/epic/checklist"
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	visit(t, ctx, base+path, path)
	currentStep(t, ctx)

	for _, id := range []string{"roster-name-0", "roster-count-0"} {
		label := `document.querySelector('label[for="` + id + `"]')`
		if !eval[bool](t, ctx, `(() => { const l = `+label+`; if (!l) return false; const r = l.getBoundingClientRect();
		  return r.width > 20 && r.height > 8 && getComputedStyle(l).clipPath === "none" })()`) {
			t.Errorf("the add-formation input %s has no visible label", id)
		}
	}
	add := func(side, name, count string) {
		t.Helper()
		eval[bool](t, ctx, `document.getElementById("roster-name-`+side+`").value = `+jsString(name)+`, document.getElementById("roster-count-`+side+`").value = `+jsString(count)+`, true`)
		tap(t, ctx, `.roster[data-side="`+side+`"] button.add`)
		if !eventually(ctx, `[...document.querySelectorAll('.roster[data-side="`+side+`"] .unit-name')].some(e => e.textContent === `+jsString(name)+`)`) {
			t.Fatalf("%s was not added", name)
		}
	}
	add("0", "Ork Warband", "7")
	add("1", "Tactical Detachment", "4")
	warband, tacticals := `.roster[data-side="0"] li[data-unit="0"]`, `.roster[data-side="1"] li[data-unit="0"]`
	// Remove is on the name's line, above the stepper, not beside or under it.
	if !eval[bool](t, ctx, `(() => { const u = document.querySelector(`+jsString(warband)+`);
	  const rm = u.querySelector("button.remove").getBoundingClientRect(), down = u.querySelector("button.count-down").getBoundingClientRect(),
	    name = u.querySelector(".unit-name").getBoundingClientRect();
	  return rm.bottom <= down.top && rm.top < name.bottom && rm.bottom > name.top })()`) {
		t.Error("Remove is not on the formation's name line, clear of the unit stepper")
	}
	for range 3 {
		tap(t, ctx, warband+` .mark[data-mark="blast"] button.mark-up`)
	}
	for range 4 { // 4 markers on 4 units: broken
		tap(t, ctx, tacticals+` .mark[data-mark="blast"] button.mark-up`)
	}
	if !eventually(ctx, `document.querySelector(`+jsString(tacticals+` button.flag[data-flag="broken"]`)+`).getAttribute("aria-pressed") === "true"`) {
		t.Fatal("4 Blast markers did not break the Tactical Detachment")
	}

	where := func() string { return eval[string](t, ctx, `document.querySelector(".checklist .where").textContent`) }
	phaseTo(t, ctx, "start-of-turn") // the set-up in one tap: the strategy phase
	if w := where(); strings.Contains(w, "activation") {
		t.Errorf("in the strategy phase (%s) the header says %q", currentStep(t, ctx), w)
	}
	phaseTo(t, ctx, "activate")
	if w := where(); !strings.Contains(w, "activation") {
		t.Errorf("in the action phase the header says %q, not whose activation it is", w)
	}
	toggle := eval[string](t, ctx, `document.querySelector(`+jsString(warband+` button.flag[data-flag="activated"]`)+`).textContent`)
	if strings.Contains(strings.ToLower(toggle), "activat") {
		t.Errorf("the activated toggle reads %q, like the Activate button beside it", toggle)
	}
	if !eval[bool](t, ctx, `(() => { const u = document.querySelector(`+jsString(warband)+`), a = u.querySelector("button.activate"),
	  f = u.querySelector('button.flag[data-flag="activated"]');
	  return !!a && getComputedStyle(a).backgroundColor !== getComputedStyle(f).backgroundColor && a.getBoundingClientRect().width > 2 * f.getBoundingClientRect().width })()`) {
		t.Error("the Activate button does not stand apart from the activated toggle (colour and width)")
	}

	phaseTo(t, ctx, "disengage") // the end phase: activations cleared
	tap(t, ctx, `button.step[data-step="rally"]`)
	if !eventually(ctx, stepIs("rally")) {
		t.Fatalf("the step list did not open the rally step (at %s)", currentStep(t, ctx))
	}
	if w := where(); strings.Contains(w, "activation") {
		t.Errorf("in the end phase the header says %q", w)
	}
	if !eventually(ctx, `!!document.querySelector(`+jsString(warband+" button.rally-die")+`)`) {
		t.Fatalf("at the rally step, no rally offered to the Warband: %s", eval[string](t, ctx, `document.querySelector(`+jsString(warband)+`).textContent`))
	}

	markers := func(unit string) string {
		return eval[string](t, ctx, `document.querySelector(`+jsString(unit+` .mark[data-mark="blast"] .mark-value`)+`).textContent`)
	}
	// Each formation's initiative is given at its rally (issue 50: the
	// checklist judges the die tapped against it).
	need := func(unit, v string) {
		t.Helper()
		eval[bool](t, ctx, `(() => { const s = document.querySelector(`+jsString(unit+" select.need-in")+`); s.value = `+jsString(v)+`;
		  s.dispatchEvent(new Event("change", {bubbles: true})); return true })()`)
		if !eventually(ctx, `(document.querySelector(`+jsString(unit+" .need")+`) || {}).textContent === "Initiative `+v+`+"`) {
			t.Fatalf("%s's initiative was not set to %s+", unit, v)
		}
	}
	need(warband, "3")
	need(tacticals, "1")
	// The Warband passes with 3 markers (a 5 against 3+): 2 removed (half, rounding up).
	tap(t, ctx, warband+` button.rally-die[data-die="5"]`)
	if !eventually(ctx, `document.querySelector(`+jsString(warband+` .mark[data-mark="blast"] .mark-value`)+`).textContent === "Blast markers 1"`) {
		t.Errorf("the Warband rallied with 3 markers and shows %q, want 1", markers(warband))
	}
	if eval[bool](t, ctx, `!!document.querySelector(`+jsString(warband+" button.rally-die")+`)`) {
		t.Error("the Warband is offered a second rally")
	}
	// The broken Tacticals (4 units, 1+) roll 3, -2: 1, rallied: unbroken, 4 markers halved to 2.
	tap(t, ctx, tacticals+` button.rally-die[data-die="3"]`)
	if !eventually(ctx, `document.querySelector(`+jsString(tacticals+` button.flag[data-flag="broken"]`)+`).getAttribute("aria-pressed") === "false"`) {
		t.Error("the rallied Tacticals are still broken")
	}
	if got := markers(tacticals); got != "Blast markers 2" {
		t.Errorf("the broken Tacticals (4 units) rallied and show %q, want 2", got)
	}
	reload(t, ctx, path)
	if !eventually(ctx, `(document.querySelector(`+jsString(tacticals+` .mark[data-mark="blast"] .mark-value`)+`) || {}).textContent === "Blast markers 2"`) {
		t.Errorf("after a reload the Tacticals show %q", markers(tacticals))
	}
	tap(t, ctx, "button.undo")
	if !eventually(ctx, `!!document.querySelector(`+jsString(tacticals+" button.rally-roll")+`)`) {
		t.Fatal("Undo did not bring the Tacticals' rally back")
	}
	tap(t, ctx, tacticals+" button.rally-roll")
	if !eventually(ctx, `(document.querySelector(`+jsString(tacticals+" .rallied")+`) || {}).textContent?.startsWith("Rolled ") || false`) {
		t.Error("the rally roll is not shown in the Tacticals' card")
	}
	tap(t, ctx, "button.undo")
	tap(t, ctx, tacticals+` button.rally-die[data-die="2"]`) // 2 - 2 = 0: failed at any initiative
	if !eventually(ctx, `!document.querySelector(`+jsString(tacticals+" button.rally-die")+`)`) {
		t.Error("a failed rally left the test offered")
	}
	if eval[string](t, ctx, `document.querySelector(`+jsString(tacticals+` button.flag[data-flag="broken"]`)+`).getAttribute("aria-pressed")`) != "true" {
		t.Error("a failed rally unbroke the Tacticals")
	}
	screenshot(t, ctx, "checklist-epic-rally")
	assertClean(t, log, base)
}

// phaseTo taps Next phase once, and waits for the step want.
func phaseTo(t *testing.T, ctx context.Context, want string) {
	t.Helper()
	tap(t, ctx, "button.next-phase")
	if !eventually(ctx, stepIs(want)) {
		t.Fatalf("Next phase did not reach %s (at %s)", want, currentStep(t, ctx))
	}
}
