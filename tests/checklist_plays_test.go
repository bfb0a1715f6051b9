//go:build !wasm

package tests

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// Issue 50, item 5: a stratagem chip says beside itself what it did
// ("−1CP: Command Re-roll"), is marked when its player cannot afford it,
// with what they have, and says why when tapped anyway; each chip's
// accessible name starts with its visible text (axe's
// label-content-name-mismatch, run on the chips).
func TestBrowserStratagemChips(t *testing.T) {
	onScreens(t, func(t *testing.T, ctx context.Context, log *pageLog, base string) {
		visit(t, ctx, base+checklistPath, checklistPath)
		currentStep(t, ctx)
		phaseTo(t, ctx, "command-step") // both players gain 1CP
		tapNext(t, ctx, "move-units")
		chip := `.now button.play[data-play="command-re-roll"][data-player="0"]`
		names := eval[[]string](t, ctx, `[...document.querySelectorAll(".now button.play")].map(b => {
		  const seen = b.innerText.replace(/\s+/g, " ").trim(), name = b.getAttribute("aria-label") || seen;
		  return name.startsWith(seen) ? "" : name + " | " + seen }).filter(x => x)`)
		for _, n := range names {
			t.Errorf("a chip's accessible name does not start with its visible text: %s", n)
		}
		if src := axeSource(t); src != "" {
			if !eval[bool](t, ctx, `typeof axe !== "undefined"`) {
				if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](src+";true")); err != nil {
					t.Fatalf("injecting axe: %v", err)
				}
			}
			bad := eval[[]string](t, ctx, `axe.run(".plays", {runOnly: {type: "rule", values: ["label-content-name-mismatch"]}}).then(r =>
			  r.violations.flatMap(v => v.nodes.map(n => v.id + ": " + n.target.join(" "))).concat(r.passes.length ? [] : ["axe checked no chip"]))`)
			for _, b := range bad {
				t.Errorf("axe: %s", b)
			}
		}
		tap(t, ctx, chip)
		done := `.now .play-row output.played`
		if !eventually(ctx, `(document.querySelector(`+jsString(done)+`) || {}).textContent === "−1CP: Command Re-roll (0CP left)"`) {
			t.Fatalf("the chip says %q beside it", eval[string](t, ctx, `(document.querySelector(`+jsString(done)+`) || {}).textContent || "nothing"`))
		}
		if !eval[bool](t, ctx, `document.querySelector(`+jsString(chip)+`).nextElementSibling === document.querySelector(`+jsString(done)+`)`) {
			t.Error("what the chip did is not next to the chip")
		}
		if !eval[bool](t, ctx, onScreenJS(done)) {
			t.Error("what the chip did is off screen")
		}
		screenshot(t, ctx, "checklist-stratagem-chips-"+strconv.Itoa(eval[int](t, ctx, `innerWidth`)))
		// Player 1 has 0CP now: the chip says so, and why.
		if eval[string](t, ctx, `document.querySelector(`+jsString(chip)+`).getAttribute("aria-disabled")`) != "true" {
			t.Error("a chip Player 1 cannot afford is not marked")
		}
		short := eval[string](t, ctx, `(document.querySelector(".now .play-row .short") || {}).textContent || ""`)
		if !strings.Contains(short, "Player 1 has 0CP") || !strings.Contains(short, "Command Re-roll (1CP)") {
			t.Errorf("the unaffordable chips are explained as %q", short)
		}
		if eval[string](t, ctx, `getComputedStyle(document.querySelector(`+jsString(chip)+`)).borderStyle`) == eval[string](t, ctx,
			`getComputedStyle(document.querySelector('.now button.play[data-player="1"]')).borderStyle`) {
			t.Error("an unaffordable chip looks like an affordable one")
		}
		tap(t, ctx, chip)
		refused := `.now .play-row output.played.refused`
		if !eventually(ctx, `!!document.querySelector(`+jsString(refused)+`)`) ||
			!strings.Contains(eval[string](t, ctx, `document.querySelector(`+jsString(refused)+`).textContent`), "costs 1CP and Player 1 has 0") {
			t.Error("a tap on an unaffordable chip does not say why beside it")
		}
		if got := eval[string](t, ctx, `document.querySelector('.counter[data-counter="cp"][data-player="0"] .value').textContent`); got != "0CP" {
			t.Errorf("Player 1 has %s after one Command Re-roll from 1CP", got)
		}
		assertClean(t, log, base)
	})
}
