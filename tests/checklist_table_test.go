//go:build !wasm

package tests

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// cpOf is a player's CP as the checklist shows it.
func cpOf(t *testing.T, ctx context.Context, player int) string {
	t.Helper()
	return eval[string](t, ctx, `document.querySelector('.counter[data-counter="cp"][data-player="`+strconv.Itoa(player)+`"] .value').textContent`)
}

// fixedShare is the share of the viewport's height covered by fixed or
// sticky elements (the union of their visible bands), with the page
// scrolled to its middle as during play, and which elements they are.
const fixedShare = `(() => {
  window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2);
  const bands = []; window.fixedSeen = [];
  for (const e of document.querySelectorAll("body *")) {
    const s = getComputedStyle(e);
    if ((s.position !== "fixed" && s.position !== "sticky") || s.display === "none" || s.visibility === "hidden") continue;
    const r = e.getBoundingClientRect();
    const top = Math.max(r.top, 0), bottom = Math.min(r.bottom, innerHeight);
    if (bottom > top && r.width > 0) { bands.push([top, bottom]); window.fixedSeen.push(e.className + " " + Math.round(bottom - top) + "px"); }
  }
  bands.sort((a, b) => a[0] - b[0]);
  let covered = 0, end = 0;
  for (const [a, b] of bands) { if (b > end) { covered += b - Math.max(a, end); end = b; } }
  return covered / innerHeight;
})()`

// One wh40k10 player turn at the table: Next phase plays it in at most six
// taps (its CP gained on the way); the players' names show; a stratagem is
// spent from a button with its cost, undone, and the game survives a
// reload; a long press on a counter opens a number entry; the fixed bars
// cover at most 15% of a 390x844 screen.
func TestBrowserChecklistAtTheTable(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	visit(t, ctx, base+checklistPath, checklistPath)
	if got := currentStep(t, ctx); got != "muster-armies" {
		t.Fatalf("a new game starts at %q", got)
	}
	// Names, used throughout.
	eval[bool](t, ctx, `(() => { const d = document.querySelector(".checklist details.players"); d.open = true; return true })()`)
	for p, name := range []string{"Ana", "Bea"} {
		sel := `input.player-name[data-player="` + strconv.Itoa(p) + `"]`
		eval[bool](t, ctx, `(() => { const e = document.querySelector(`+jsString(sel)+`); e.value = `+jsString(name)+`;
		  e.dispatchEvent(new Event("change", {bubbles: true})); return true })()`)
	}
	if !eventually(ctx, `document.querySelector(".checklist details.players summary").textContent === "Players: Ana v Bea"`) {
		t.Fatal("the names were not taken")
	}
	tap(t, ctx, "button.next-phase") // the setup in one tap, to battle round 1
	if !eventually(ctx, stepIs("command-step")) {
		t.Fatalf("Next phase from the setup reached %s", currentStep(t, ctx))
	}
	where := func() string { return eval[string](t, ctx, `document.querySelector(".checklist .where").textContent`) }
	if w := where(); w != "Battle round 1 of 5 · Ana's turn" {
		t.Errorf("where: %q", w)
	}
	taps := 0
	for !strings.Contains(where(), "Bea's turn") {
		if taps == 6 {
			t.Fatalf("six taps of Next phase did not end Ana's turn (at %s)", currentStep(t, ctx))
		}
		before := currentStep(t, ctx)
		tap(t, ctx, "button.next-phase")
		taps++
		if !eventually(ctx, `document.querySelector(".checklist").dataset.step !== `+jsString(before)) {
			t.Fatalf("tap %d of Next phase did nothing", taps)
		}
	}
	t.Logf("one player turn: %d taps of Next phase", taps)
	if got := currentStep(t, ctx); got != "command-step" || cpOf(t, ctx, 0) != "2CP" || cpOf(t, ctx, 1) != "2CP" {
		t.Fatalf("Bea's turn starts at %s with %s/%s, want the Command step with 2CP each", got, cpOf(t, ctx, 0), cpOf(t, ctx, 1))
	}

	// The fixed bars, measured while playing.
	share := eval[float64](t, ctx, fixedShare)
	t.Logf("fixed bars: %.1f%% of a 390x844 screen (%s)", share*100, eval[string](t, ctx, `window.fixedSeen.join(", ")`))
	if share > 0.15 {
		t.Errorf("the fixed bars cover %.1f%% of the screen, more than 15%%", share*100)
	}

	// A stratagem from its button: Insane Bravery, 1CP, Bea's Battle-shock
	// step, folded under the Command step (Next passes it): one tap opens it.
	tap(t, ctx, `.now button.fold-step[data-step="battle-shock"]`)
	if !eventually(ctx, stepIs("battle-shock")) {
		t.Fatalf("the folded Battle-shock step did not open (at %s)", currentStep(t, ctx))
	}
	play := `button.play[data-play="insane-bravery"][data-player="1"]`
	if label := eval[string](t, ctx, `document.querySelector(`+jsString(play)+`).textContent`); label != "Insane Bravery 1CP" {
		t.Errorf("the stratagem button says %q", label)
	}
	if eval[bool](t, ctx, `!!document.querySelector('button.play[data-play="insane-bravery"][data-player="0"]')`) {
		t.Error("Ana is offered Bea's own-turn stratagem")
	}
	tap(t, ctx, play)
	if !eventually(ctx, `document.querySelector('.counter[data-counter="cp"][data-player="1"] .value').textContent === "1CP"`) {
		t.Fatalf("spending 1CP left Bea with %s", cpOf(t, ctx, 1))
	}
	tap(t, ctx, "button.undo")
	if !eventually(ctx, `document.querySelector('.counter[data-counter="cp"][data-player="1"] .value').textContent === "2CP"`) {
		t.Fatalf("Undo left Bea with %s", cpOf(t, ctx, 1))
	}

	// A long press on Ana's VP opens a number entry; 2 is set.
	vp := `.counter[data-counter="vp"][data-player="0"] button.value-btn`
	eval[bool](t, ctx, `(() => { const b = document.querySelector(`+jsString(vp)+`); b.scrollIntoView({block: "center"});
	  b.dispatchEvent(new PointerEvent("pointerdown", {bubbles: true})); return true })()`)
	time.Sleep(700 * time.Millisecond)
	eval[bool](t, ctx, `document.querySelector(`+jsString(vp)+`).dispatchEvent(new PointerEvent("pointerup", {bubbles: true})), true`)
	if !eventually(ctx, `!!document.querySelector("#counter-entry")`) {
		t.Fatal("a long press opened no number entry")
	}
	eval[bool](t, ctx, `(() => { const e = document.querySelector("#counter-entry"); e.value = "2"; return true })()`)
	tap(t, ctx, "form.entry button.set")
	if !eventually(ctx, `document.querySelector('.counter[data-counter="vp"][data-player="0"] .value').textContent === "2VP"`) {
		t.Fatal("the number entry did not set Ana's VP to 2")
	}
	// A short tap does not open it.
	eval[bool](t, ctx, `(() => { const b = document.querySelector(`+jsString(vp)+`);
	  b.dispatchEvent(new PointerEvent("pointerdown", {bubbles: true})); b.dispatchEvent(new PointerEvent("pointerup", {bubbles: true})); return true })()`)
	time.Sleep(300 * time.Millisecond)
	if eval[bool](t, ctx, `!!document.querySelector("#counter-entry")`) {
		t.Error("a short tap opened the number entry")
	}

	reload(t, ctx, checklistPath)
	if got := currentStep(t, ctx); got != "battle-shock" || cpOf(t, ctx, 1) != "2CP" || !strings.Contains(where(), "Bea's turn") {
		t.Errorf("after a reload: %s, Bea %s, %q", got, cpOf(t, ctx, 1), where())
	}
	eval[bool](t, ctx, `window.scrollTo(0, 0), true`)
	screenshot(t, ctx, "checklist-table")
	assertClean(t, log, base)
}

// Two tabs on one game: the later write wins and the other tab says so.
// A tab follows the other's writes as they come (the storage event); a tap
// made on a stale game (the other tab wrote, the event not yet in) is not
// applied: the tab shows the latest game with a notice instead.
func TestBrowserChecklistTwoTabs(t *testing.T) {
	_, base := builtSite(t)
	a, log := newBrowser(t)
	visit(t, a, base+checklistPath, checklistPath)
	b, cancel := chromedp.NewContext(a) // a second tab of the same browser: same storage
	defer cancel()
	visit(t, b, base+checklistPath, checklistPath)
	if currentStep(t, a) != "muster-armies" || currentStep(t, b) != "muster-armies" {
		t.Fatal("both tabs should start at the first step")
	}
	tapNext(t, a, "mission-objectives")
	if !eventually(b, stepIs("mission-objectives")) {
		t.Fatalf("the second tab did not follow the first (at %s)", currentStep(t, b))
	}
	if n := eval[string](t, b, `(document.querySelector(".checklist .banner.warn") || {}).textContent || ""`); !strings.Contains(n, "another tab") {
		t.Errorf("the second tab took the change without a notice: %q", n)
	}
	tapNext(t, b, "create-battlefield")
	if !eventually(a, stepIs("create-battlefield")) {
		t.Fatal("the first tab did not follow the second")
	}
	// A write the tab has not heard of: another tab's game one revision on,
	// put in place without an event (as when a tap races the event).
	eval[bool](t, a, `(() => { const k = "auspex.game.wh40k10"; const g = JSON.parse(localStorage.getItem(k));
	  g.rev += 1; g.state.pos.step = "attacker-defender"; localStorage.setItem(k, JSON.stringify(g)); return true })()`)
	tap(t, a, "button.next")
	if !eventually(a, stepIs("attacker-defender")) {
		t.Fatalf("the tap on a stale game was applied or the latest not shown (at %s)", currentStep(t, a))
	}
	if n := eval[string](t, a, `(document.querySelector(".checklist .banner.warn") || {}).textContent || ""`); !strings.Contains(n, "not applied") {
		t.Errorf("no notice that the tap was not applied: %q", n)
	}
	if step := eval[string](t, a, `JSON.parse(localStorage.getItem("auspex.game.wh40k10")).state.pos.step`); step != "attacker-defender" {
		t.Errorf("the stored game was overwritten: %s", step)
	}
	tapNext(t, a, "battle-formations") // the next tap plays on from the latest
	assertClean(t, log, base)
}
