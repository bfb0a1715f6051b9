//go:build !wasm

package tests

import (
	"context"
	"testing"
	"time"
)

// Issue 50, item 7: every number field of the app selects what it holds as
// it takes the focus, so 12 typed into a field showing 1 is 12: the
// checklist's counter entry, its roster count and Blast marker entry, and
// the calculator's fields.
func TestBrowserNumberFieldsTypeOver(t *testing.T) {
	onScreens(t, func(t *testing.T, ctx context.Context, log *pageLog, base string) {
		typeOver := func(sel, was, typed string) {
			t.Helper()
			if !eventually(ctx, `document.activeElement === document.querySelector(`+jsString(sel)+`)`) {
				t.Fatalf("%s is not focused", sel)
			}
			if got := eval[string](t, ctx, `document.querySelector(`+jsString(sel)+`).value`); got != was {
				t.Fatalf("%s shows %q, want %q", sel, got, was)
			}
			typeKeys(t, ctx, typed)
			if got := eval[string](t, ctx, `document.querySelector(`+jsString(sel)+`).value`); got != typed {
				t.Errorf("typing %s into %s showing %s gives %q", typed, sel, was, got)
			}
		}
		// The counter entry, opened by a long press: it opens focused.
		visit(t, ctx, base+checklistPath, checklistPath)
		currentStep(t, ctx)
		phaseTo(t, ctx, "command-step") // 1CP each
		cp := `.counter[data-counter="cp"][data-player="0"] button.value-btn`
		eval[bool](t, ctx, `(() => { const b = document.querySelector(`+jsString(cp)+`); b.scrollIntoView({block: "center"});
		  b.dispatchEvent(new PointerEvent("pointerdown", {bubbles: true})); return true })()`)
		time.Sleep(700 * time.Millisecond)
		eval[bool](t, ctx, `document.querySelector(`+jsString(cp)+`).dispatchEvent(new PointerEvent("pointerup", {bubbles: true})), true`)
		typeOver("#counter-entry", "1", "12")
		// Tapped again after the focus went elsewhere, it selects again.
		eval[bool](t, ctx, `document.activeElement.blur(), true`)
		tap(t, ctx, "#counter-entry")
		typeOver("#counter-entry", "12", "3")

		// Epic's roster: the units field, and the Blast marker entry.
		const epic = "/epic/checklist"
		visit(t, ctx, base+epic, epic)
		currentStep(t, ctx)
		tap(t, ctx, "#roster-count-0")
		typeOver("#roster-count-0", "1", "12")
		eval[bool](t, ctx, `document.getElementById("roster-name-0").value = "Ork Warband", true`)
		tap(t, ctx, `.roster[data-side="0"] button.add`)
		if !eventually(ctx, `(document.querySelector('.roster[data-side="0"] li[data-unit="0"] .count') || {}).textContent === "12 units"`) {
			t.Fatal("the Warband of 12 units was not added")
		}
		tap(t, ctx, `.roster[data-side="0"] li[data-unit="0"] .mark[data-mark="blast"] button.mark-value`)
		typeOver("#mark-entry", "0", "5")

		// The calculator: a number and a dice field.
		const calc = "/wh40k10/calc"
		visit(t, ctx, base+calc+"?a=1&t=4", calc)
		for _, f := range []struct{ id, was string }{{"#f-a", "1"}, {"#f-t", "4"}} {
			tap(t, ctx, f.id)
			typeOver(f.id, f.was, "12")
		}
		assertClean(t, log, base)
	})
}
