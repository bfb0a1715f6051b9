//go:build !wasm

package tests

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Issue 50, item 3: Epic's rally at the table. Blast markers are typed
// several at once; a formation that breaks says why its markers went to 0;
// the rally is judged from the die the player taps (or the checklist
// rolls) against the formation's initiative and modifiers, and the verdict
// shows in the formation's own card, on screen where the player tapped; a
// roll that cannot be judged without the initiative is refused there, with
// the reason; a broken formation rolling 1 fails.
func TestBrowserEpicRallyJudged(t *testing.T) {
	onScreens(t, func(t *testing.T, ctx context.Context, log *pageLog, base string) {
		const path = "/epic/checklist"
		visit(t, ctx, base+path, path)
		currentStep(t, ctx)
		add := func(side, name, count, need string) {
			t.Helper()
			eval[bool](t, ctx, `(() => { const v = (id, x) => document.getElementById(id).value = x;
			  v("roster-name-`+side+`", `+jsString(name)+`); v("roster-count-`+side+`", `+jsString(count)+`); v("roster-need-`+side+`", `+jsString(need)+`); return true })()`)
			tap(t, ctx, `.roster[data-side="`+side+`"] button.add`)
			if !eventually(ctx, `[...document.querySelectorAll('.roster[data-side="`+side+`"] .unit-name')].some(e => e.textContent === `+jsString(name)+`)`) {
				t.Fatalf("%s was not added", name)
			}
		}
		add("0", "Ork Warband", "7", "3")
		add("1", "Tactical Detachment", "4", "") // initiative not given
		warband, tacticals := `.roster[data-side="0"] li[data-unit="0"]`, `.roster[data-side="1"] li[data-unit="0"]`
		if got := eval[string](t, ctx, `document.querySelector(`+jsString(warband+" .need")+`).textContent`); got != "Initiative 3+" {
			t.Errorf("the Warband shows %q, want its initiative 3+", got)
		}
		markers := func(unit string) string {
			return eval[string](t, ctx, `document.querySelector(`+jsString(unit+` .mark[data-mark="blast"] .mark-value`)+`).textContent`)
		}
		// Several markers at once: a tap on the count, the number typed over it.
		setMarkers := func(unit, n string) {
			t.Helper()
			tap(t, ctx, unit+` .mark[data-mark="blast"] button.mark-value`)
			if !eventually(ctx, `document.activeElement && document.activeElement.id === "mark-entry"`) {
				t.Fatalf("a tap on %s's Blast markers opened no focused number entry", unit)
			}
			typeKeys(t, ctx, n)
			if got := eval[string](t, ctx, `document.getElementById("mark-entry").value`); got != n {
				t.Errorf("typing %s into the marker entry gives %q", n, got)
			}
			tap(t, ctx, unit+" form.mark-entry button.set")
			if !eventually(ctx, `!document.querySelector("#mark-entry")`) {
				t.Fatalf("the marker entry stayed open: %s", eval[string](t, ctx, `document.querySelector(`+jsString(unit)+`).textContent`))
			}
		}
		setMarkers(warband, "3")
		if got := markers(warband); got != "Blast markers 3" {
			t.Errorf("3 typed: the Warband shows %q", got)
		}
		// 4 markers on 4 units: broken, and the card says why they went.
		setMarkers(tacticals, "4")
		if !eventually(ctx, `document.querySelector(`+jsString(tacticals+` button.flag[data-flag="broken"]`)+`).getAttribute("aria-pressed") === "true"`) {
			t.Fatal("4 Blast markers did not break the Tactical Detachment")
		}
		note := eval[string](t, ctx, `(document.querySelector(`+jsString(tacticals+" .unit-note")+`) || {}).textContent || ""`)
		if markers(tacticals) != "Blast markers 0" || !strings.Contains(note, "Broken") || !strings.Contains(note, "4 blast markers") || !strings.Contains(note, "4 units") {
			t.Errorf("the broken Tacticals show %q with the note %q: not why the count went to 0", markers(tacticals), note)
		}
		if why := eval[string](t, ctx, `(document.querySelector(`+jsString(tacticals+" .mark-why")+`) || {}).textContent || ""`); !strings.Contains(why, "broken") {
			t.Errorf("once the note is gone, the broken Tacticals' 0 markers read %q beside them", why)
		}

		phaseTo(t, ctx, "start-of-turn")
		phaseTo(t, ctx, "activate")
		phaseTo(t, ctx, "disengage")
		tap(t, ctx, `button.step[data-step="rally"]`)
		if !eventually(ctx, stepIs("rally")) {
			t.Fatalf("the step list did not open the rally step (at %s)", currentStep(t, ctx))
		}
		// The Tacticals' initiative is not given: a 3 (-2 broken: 1) passes
		// at 1+ and fails at 2+, so it is refused, in their card.
		eval[bool](t, ctx, `document.querySelector(`+jsString(tacticals)+`).scrollIntoView({block: "center"}), true`)
		screenshot(t, ctx, "checklist-epic-rally-row-"+strconv.Itoa(eval[int](t, ctx, `innerWidth`)))
		die := func(unit string, d int) string { return unit + ` button.rally-die[data-die="` + strconv.Itoa(d) + `"]` }
		tap(t, ctx, die(tacticals, 3))
		refused := tacticals + " .unit-note.refused"
		if !eventually(ctx, `!!document.querySelector(`+jsString(refused)+`)`) ||
			!strings.Contains(eval[string](t, ctx, `document.querySelector(`+jsString(refused)+`).textContent`), "initiative") {
			t.Errorf("a 3 for the broken Tacticals with no initiative given was not refused with the reason at their card")
		} else if !eval[bool](t, ctx, onScreenJS(refused)) {
			t.Error("the refusal is not on screen where the player tapped")
		}
		// A broken formation rolling 1 fails, whatever its initiative.
		tap(t, ctx, die(tacticals, 1))
		verdict := func(unit string) string {
			t.Helper()
			sel := unit + " .rallied"
			if !eventually(ctx, `!!document.querySelector(`+jsString(sel)+`)`) {
				t.Fatalf("no rally verdict in %s's card: %s", unit, eval[string](t, ctx, `document.querySelector(`+jsString(unit)+`).textContent`))
			}
			if !eval[bool](t, ctx, onScreenJS(sel)) {
				t.Errorf("%s's rally verdict is off screen (%s)", unit,
					eval[string](t, ctx, `JSON.stringify(document.querySelector(`+jsString(sel)+`).getBoundingClientRect())`))
			}
			return eval[string](t, ctx, `document.querySelector(`+jsString(sel)+`).textContent`)
		}
		if v := verdict(tacticals); !strings.Contains(v, "failed") || !strings.Contains(v, "Rolled 1") {
			t.Errorf("the broken Tacticals rolled 1: %q, want a failure", v)
		}
		if eval[string](t, ctx, `document.querySelector(`+jsString(tacticals+` button.flag[data-flag="broken"]`)+`).getAttribute("aria-pressed")`) != "true" {
			t.Error("a failed rally unbroke the Tacticals")
		}
		// The Warband (3+, enemy within 30cm: -1) rolls 3: 2, failed.
		tap(t, ctx, warband+` button.rally-mod[data-mod="1"]`)
		if !eventually(ctx, `document.querySelector(`+jsString(warband+` button.rally-mod[data-mod="1"]`)+`).getAttribute("aria-pressed") === "true"`) {
			t.Fatal("the enemy-within-30cm modifier did not toggle")
		}
		tap(t, ctx, die(warband, 3))
		if v := verdict(warband); !strings.Contains(v, "failed") || markers(warband) != "Blast markers 3" {
			t.Errorf("3 - 1 against 3+: %q, %s; want failed, 3 kept", v, markers(warband))
		}
		tap(t, ctx, "button.undo")
		tap(t, ctx, die(warband, 4)) // 4 - 1 = 3: rallied, 3 markers halved rounding up: 1 left
		if v := verdict(warband); !strings.Contains(v, "passed") || markers(warband) != "Blast markers 1" {
			t.Errorf("4 - 1 against 3+: %q, %s; want passed, 1 left", v, markers(warband))
		}
		eval[bool](t, ctx, `document.querySelector(`+jsString(warband)+`).scrollIntoView({block: "center"}), true`)
		screenshot(t, ctx, "checklist-epic-rally-judged-"+strconv.Itoa(eval[int](t, ctx, `innerWidth`)))
		// Rolled by the checklist: the verdict follows the die and the rule.
		tap(t, ctx, "button.undo")
		tap(t, ctx, warband+" button.rally-roll")
		v := verdict(warband)
		m := regexp.MustCompile(`^Rolled (\d)`).FindStringSubmatch(v)
		if m == nil {
			t.Fatalf("the checklist's roll reads %q", v)
		}
		d, _ := strconv.Atoi(m[1])
		if pass := d-1 >= 3; pass != strings.Contains(v, "passed") || !pass != strings.Contains(v, "failed") {
			t.Errorf("rolled %d - 1 against 3+: %q", d, v)
		}
		reload(t, ctx, path)
		if !eventually(ctx, `(document.querySelector(`+jsString(warband+" .rallied")+`) || {}).textContent === `+jsString(v)) {
			t.Errorf("after a reload the Warband's verdict is not %q", v)
		}
		assertClean(t, log, base)
	})
}
