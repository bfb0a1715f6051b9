//go:build !wasm

package tests

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

const checklistPath = "/wh40k10/checklist"

// fakeWakeLock stands in for navigator.wakeLock, which headless Chromium
// refuses, and counts what the app asks of it.
const fakeWakeLock = `Object.defineProperty(navigator, "wakeLock", {configurable: true, value: {
  request: (type) => { window.wakeRequests = (window.wakeRequests || 0) + 1; window.wakeType = type;
    return Promise.resolve({release: () => { window.wakeReleases = (window.wakeReleases || 0) + 1; return Promise.resolve(); }}); }
}});`

// currentStep is the step the checklist shows as current, once the wasm has
// drawn it, and checks that the step list marks the same one.
func currentStep(t *testing.T, ctx context.Context) string {
	t.Helper()
	if !eventually(ctx, `!!document.querySelector(".checklist[data-step]")`) {
		t.Fatalf("no checklist rendered")
	}
	step := eval[string](t, ctx, `document.querySelector(".checklist").dataset.step`)
	marked := eval[string](t, ctx, `(document.querySelector('button.step[aria-current="step"]') || {dataset: {}}).dataset.step || ""`)
	if marked != step {
		t.Errorf("the step list marks %q as current, the checklist shows %q", marked, step)
	}
	return step
}

// tap scrolls a control to the middle of the screen, clear of the fixed
// bars, and clicks it as a finger would (at its centre).
func tap(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	if !eventually(ctx, `!!document.querySelector(`+jsString(sel)+`)`) {
		t.Fatalf("no %s to tap", sel)
	}
	// Centred, clear of the fixed bars; then wait until it stops moving: near
	// the end of a page the browser first overshoots the largest scroll and
	// settles back over a few frames, and a press made meanwhile is released
	// over another element, which then gets no click.
	eval[bool](t, ctx, `new Promise(done => {
		const el = document.querySelector(`+jsString(sel)+`);
		el.scrollIntoView({block: "center"});
		let last = "", same = 0, frames = 0;
		const check = () => {
			const r = el.getBoundingClientRect(), at = r.x + "," + r.y + "," + scrollY;
			same = at === last ? same + 1 : 0;
			last = at;
			if (same >= 3 || ++frames > 120) return done(true);
			requestAnimationFrame(check);
		};
		requestAnimationFrame(check);
	})`)
	if err := chromedp.Do(ctx, chromedp.Click(sel, chromedp.NodeVisible)); err != nil {
		t.Fatal(err)
	}
}

// tapNext taps Next and waits until the checklist shows the step want.
func tapNext(t *testing.T, ctx context.Context, want string) {
	t.Helper()
	tap(t, ctx, "button.next")
	js := stepIs(want)
	if !eventually(ctx, js) {
		t.Fatalf("Next did not reach %s (at %s)", want, currentStep(t, ctx))
	}
}

func reload(t *testing.T, ctx context.Context, route string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitRoute(t, ctx, route)
}

// Two steps played, a reload: the same step is current, online and offline;
// counters refuse values out of range; New game asks first; the screen is
// kept awake while the checklist is open.
func TestBrowserChecklistSurvivesReloadAndOffline(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	onNewDocument(t, ctx, fakeWakeLock)
	visit(t, ctx, base+checklistPath, checklistPath)
	waitController(t, ctx) // installed: everything is cached for the offline part
	if got := currentStep(t, ctx); got != "muster-armies" {
		t.Fatalf("a new game starts at %q, want muster-armies", got)
	}
	tapNext(t, ctx, "mission-objectives")
	tapNext(t, ctx, "create-battlefield")
	reload(t, ctx, checklistPath)
	if got := currentStep(t, ctx); got != "create-battlefield" {
		t.Fatalf("after a reload the current step is %q, want create-battlefield", got)
	}
	if n := eval[int](t, ctx, `window.wakeRequests || 0`); n < 1 || eval[string](t, ctx, `String(window.wakeType)`) != "screen" {
		t.Errorf("no screen wake lock requested (%d requests)", n)
	}
	before := eval[int](t, ctx, `window.wakeRequests`)
	eval[bool](t, ctx, `document.dispatchEvent(new Event("visibilitychange")), true`)
	if !eventually(ctx, `window.wakeRequests > `+strconv.Itoa(before)) {
		t.Error("the wake lock is not asked for again when the page is visible again")
	}

	// A counter refuses a value below its minimum, with a message.
	cp := `document.querySelector('.counter[data-counter="cp"][data-player="0"]')`
	tap(t, ctx, `.counter[data-counter="cp"][data-player="0"] button.step-down`)
	if !eventually(ctx, `(document.querySelector(".refused") || {}).textContent?.includes("cannot go below 0") || false`) {
		t.Error("no message when CP would go below 0")
	}
	if got := eval[string](t, ctx, cp+`.querySelector(".value").textContent`); got != "0CP" {
		t.Errorf("CP shows %q after a refused step down, want 0CP", got)
	}

	// Offline: the page and the stored game both come back.
	goOffline(t, ctx)
	reload(t, ctx, checklistPath)
	if got := currentStep(t, ctx); got != "create-battlefield" {
		t.Fatalf("offline, after a reload the current step is %q, want create-battlefield", got)
	}
	tapNext(t, ctx, "attacker-defender")
	reload(t, ctx, checklistPath)
	if got := currentStep(t, ctx); got != "attacker-defender" {
		t.Fatalf("offline, a step played then a reload: current step %q, want attacker-defender", got)
	}
	// Tapping a step jumps to it, and Undo comes back.
	tap(t, ctx, `button.step[data-step="deploy-armies"]`)
	if !eventually(ctx, stepIs("deploy-armies")) {
		t.Fatal("tapping a step did not jump to it")
	}
	tap(t, ctx, "button.undo")
	if !eventually(ctx, stepIs("attacker-defender")) {
		t.Fatal("Undo did not return to the step before the jump")
	}
	screenshot(t, ctx, "checklist")

	// New game asks first; "Keep playing" keeps the game.
	tap(t, ctx, "button.new")
	tap(t, ctx, ".confirm button.no")
	if got := currentStep(t, ctx); got != "attacker-defender" {
		t.Fatalf("declining a new game moved the game to %q", got)
	}
	tap(t, ctx, "button.new")
	tap(t, ctx, ".confirm button.yes")
	if !eventually(ctx, stepIs("muster-armies")) {
		t.Fatal("a confirmed new game did not start at the first step")
	}

	// Leaving the checklist lets the screen sleep.
	tap(t, ctx, `nav.tabs a[href$="/charts"]`)
	waitRoute(t, ctx, "/wh40k10/charts")
	if !eventually(ctx, `(window.wakeReleases || 0) >= 1`) {
		t.Error("the wake lock was not released when the checklist closed")
	}
	proveOffline(t, ctx) // the whole game above was played with no network
	assertClean(t, log, base)
}

// Corrupt stored games: a notice, a fresh game, the bad value kept aside,
// never a crash or a half-restored game.
func TestBrowserChecklistCorruptStateResets(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	visit(t, ctx, base+checklistPath, checklistPath)
	tapNext(t, ctx, "mission-objectives")
	good := eval[string](t, ctx, `localStorage.getItem("auspex.game.wh40k10")`)
	if !strings.Contains(good, `"step":"mission-objectives"`) {
		t.Fatalf("the game is not stored after a tap: %q", good)
	}
	for _, corrupt := range []string{
		`{broken`,
		`[]`,
		strings.Replace(good, `"step":"mission-objectives"`, `"step":"<img src=x onerror=alert(1)>"`, 1),
		strings.Replace(good, `"cp":[0,0]`, `"cp":[-5,0]`, 1),
		strings.Replace(good, `"system":"wh40k10"`, `"system":"epic"`, 1),
	} {
		if corrupt == good {
			t.Fatal("a corruption did not apply")
		}
		eval[bool](t, ctx, `localStorage.setItem("auspex.game.wh40k10", `+jsString(corrupt)+`), true`)
		reload(t, ctx, checklistPath)
		if got := currentStep(t, ctx); got != "muster-armies" {
			t.Errorf("%.40s: the checklist shows %q, want a fresh game", corrupt, got)
		}
		notice := eval[string](t, ctx, `(document.querySelector(".checklist .banner.warn") || {}).textContent || ""`)
		if !strings.Contains(notice, "could not be read") {
			t.Errorf("%.40s: no notice (got %q)", corrupt, notice)
		}
		if kept := eval[string](t, ctx, `String(localStorage.getItem("auspex.game.wh40k10.corrupt.1"))`); kept != corrupt {
			t.Errorf("%.40s: the corrupt game was not kept aside (got %.60q)", corrupt, kept)
		}
		if ok := eval[bool](t, ctx, `JSON.parse(localStorage.getItem("auspex.game.wh40k10")).state.pos.step === "muster-armies"`); !ok {
			t.Errorf("%.40s: the fresh game was not stored", corrupt)
		}
	}

	// A game from a newer Auspex: kept aside under its version, not as corrupt.
	newer := `{"v":99,"names":["Ana","Bea"],"future":true}`
	eval[bool](t, ctx, `localStorage.setItem("auspex.game.wh40k10", `+jsString(newer)+`), true`)
	reload(t, ctx, checklistPath)
	if got := currentStep(t, ctx); got != "muster-armies" {
		t.Errorf("a newer game: the checklist shows %q, want a fresh game", got)
	}
	if notice := eval[string](t, ctx, `(document.querySelector(".checklist .banner.warn") || {}).textContent || ""`); !strings.Contains(notice, "newer version") {
		t.Errorf("a newer game: notice %q", notice)
	}
	if kept := eval[string](t, ctx, `String(localStorage.getItem("auspex.game.wh40k10.v99"))`); kept != newer {
		t.Errorf("the newer game was not kept aside as it was (got %.60q)", kept)
	}
	if names := eval[string](t, ctx, `JSON.parse(localStorage.getItem("auspex.game.wh40k10")).names.join()`); names != "Ana,Bea" {
		t.Errorf("the newer game's player names were not carried over: %q", names)
	}

	// The fresh game plays on into the battle: both players gain 1CP.
	for _, s := range []string{"mission-objectives", "create-battlefield", "attacker-defender", "battle-formations",
		"deploy-armies", "first-turn", "pre-battle-rules", "begin-battle", "command-step"} {
		tapNext(t, ctx, s)
	}
	for p := range 2 {
		sel := `document.querySelector('.counter[data-counter="cp"][data-player="` + strconv.Itoa(p) + `"] .value').textContent`
		if got := eval[string](t, ctx, sel); got != "1CP" {
			t.Errorf("player %d has %s after the first Command step, want 1CP", p+1, got)
		}
	}
	eval[bool](t, ctx, `window.scrollTo(0, 0), true`)
	screenshot(t, ctx, "checklist-battle")
	assertClean(t, log, base)
}

// stepIs is true in the page once the checklist's current step is want.
func stepIs(want string) string {
	return `document.querySelector(".checklist").dataset.step === ` + jsString(want)
}
