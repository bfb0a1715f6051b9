//go:build !wasm

package tests

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// Issue 50, item 4: in a wh40k10 player turn Next stops at the steps that
// are the substance of the Shooting and Fight phases (targets, ranged
// attacks, melee attacks, remaining combats), not folded as "if needed";
// the per-unit loop shows from the step where it starts, with Another unit
// where the loop can close; Next says when it leaves the phase; and a whole
// player turn stays within ten taps of Next.
func TestBrowserChecklistShootingAndFightShown(t *testing.T) {
	onScreens(t, func(t *testing.T, ctx context.Context, log *pageLog, base string) {
		visit(t, ctx, base+checklistPath, checklistPath)
		currentStep(t, ctx)
		phaseTo(t, ctx, "command-step")
		where := func() string { return eval[string](t, ctx, `document.querySelector(".checklist .where").textContent`) }
		folded := func() []string {
			return eval[[]string](t, ctx, `[...document.querySelectorAll(".now button.fold-step")].map(b => b.dataset.step)`)
		}
		loop := func() string {
			return eval[string](t, ctx, `(document.querySelector(".now .loop") || {}).textContent || ""`)
		}
		var path []string
		for !strings.Contains(where(), "Player 2's turn") {
			if len(path) == 10 {
				t.Fatalf("ten taps of Next did not end the first player's turn: %s", strings.Join(path, " → "))
			}
			here := currentStep(t, ctx)
			for _, f := range folded() {
				if slices.Contains([]string{"select-targets", "ranged-attacks", "melee-attacks", "remaining-combats"}, f) {
					t.Errorf("at %s, %s is folded as if needed", here, f)
				}
			}
			switch here {
			case "select-shooter":
				if l := loop(); !strings.Contains(l, "Pick a unit to shoot → Select targets → Make ranged attacks") || !eval[bool](t, ctx, onScreenJS(".now .loop")) {
					t.Errorf("the shooting loop is not shown (on screen) from its first step: %q", l)
				}
			case "ranged-attacks":
				if !eval[bool](t, ctx, `!!document.querySelector(".now button.another")`) {
					t.Error("Make ranged attacks offers no Another unit")
				}
				if got := eval[string](t, ctx, `document.querySelector("button.next").textContent`); got != "Next: Charge" {
					t.Errorf("Next at the last shooting stop says %q", got)
				}
			case "fights-first":
				if l := loop(); !strings.Contains(l, "Pile in") || !strings.Contains(l, "Make melee attacks") || !strings.Contains(l, "Consolidate") {
					t.Errorf("the fight loop is not shown where it starts: %q", l)
				}
			}
			tap(t, ctx, "button.next")
			if !eventually(ctx, `document.querySelector(".checklist").dataset.step !== `+jsString(here)) {
				t.Fatalf("tap %d of Next did nothing", len(path)+1)
			}
			path = append(path, currentStep(t, ctx))
		}
		t.Logf("one player turn by Next: %d taps (%s)", len(path), strings.Join(path, " → "))
		for _, want := range []string{"select-targets", "ranged-attacks", "melee-attacks", "remaining-combats"} {
			if !slices.Contains(path, want) {
				t.Errorf("Next passed %s: %s", want, strings.Join(path, " → "))
			}
		}
		// The second player's shooting: another unit goes back to the loop's start.
		for _, step := range []string{"move-units", "select-shooter", "select-targets", "ranged-attacks"} {
			tapNext(t, ctx, step)
		}
		tap(t, ctx, ".now button.another")
		if !eventually(ctx, stepIs("select-shooter")) || !strings.Contains(eval[string](t, ctx, `document.querySelector(".now .phase").textContent`), "unit 2") {
			t.Errorf("Another unit reached %s, %q", currentStep(t, ctx), eval[string](t, ctx, `document.querySelector(".now .phase").textContent`))
		}
		assertClean(t, log, base)
	})
}
