//go:build !wasm

package tests

import (
	"strings"
	"testing"
)

// Issue 33: a wh40k10 player turn by Next alone takes few taps (at most ten
// since issue 50 unfolded the Shooting and Fight phases' attacks): the steps
// a turn often skips are folded under the step before them, listed there,
// one tap to open, with their Stratagems offered.
func TestBrowserChecklistFoldedSteps(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	visit(t, ctx, base+checklistPath, checklistPath)
	currentStep(t, ctx)
	tap(t, ctx, "button.next-phase") // the setup in one tap
	if !eventually(ctx, stepIs("command-step")) {
		t.Fatalf("Next phase from the setup reached %s", currentStep(t, ctx))
	}
	where := func() string { return eval[string](t, ctx, `document.querySelector(".checklist .where").textContent`) }
	var path []string
	for !strings.Contains(where(), "Player 2's turn") {
		if len(path) == 10 {
			t.Fatalf("ten taps of Next did not end the first player's turn: %s", strings.Join(path, " → "))
		}
		before := currentStep(t, ctx)
		tap(t, ctx, "button.next")
		if !eventually(ctx, `document.querySelector(".checklist").dataset.step !== `+jsString(before)) {
			t.Fatalf("tap %d of Next did nothing", len(path)+1)
		}
		path = append(path, currentStep(t, ctx))
	}
	t.Logf("one player turn by Next: %d taps (%s)", len(path), strings.Join(path, " → "))
	if got := currentStep(t, ctx); got != "command-step" {
		t.Fatalf("the second turn starts at %s", got)
	}
	// Battle-shock is folded under the Command step: listed, its Stratagem
	// offered to the player whose turn it is, one tap to open.
	fold := `.now button.fold-step[data-step="battle-shock"]`
	if !eventually(ctx, `!!document.querySelector(`+jsString(fold)+`)`) {
		t.Fatal("the Command step does not list Battle-shock")
	}
	if !eventually(ctx, `!!document.querySelector('.now button.play[data-play="insane-bravery"][data-player="1"]')`) {
		t.Error("the Command step does not offer Insane Bravery, from the Battle-shock step folded under it")
	}
	tap(t, ctx, fold)
	if !eventually(ctx, stepIs("battle-shock")) {
		t.Fatalf("tapping the folded Battle-shock step did not open it (at %s)", currentStep(t, ctx))
	}
	tapNext(t, ctx, "move-units") // an opened step walks on in order
	assertClean(t, log, base)
}
