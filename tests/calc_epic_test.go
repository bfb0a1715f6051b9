//go:build !wasm

package tests

import (
	"strings"
	"testing"
)

// The browser sample's Epic shooting case: 1.9.6's Devastators, eight AP5+
// shots at ten Orks with a 6+ save. Each shot kills with 1/3 × 5/6, so the
// headline shows 8 × 5/18 = 2.22 units destroyed; a roll shows the to-hit
// dice and the Orks' saves, each save with its outcome.
func TestBrowserCalcEpicShooting(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	const path = "/epic/calc"
	visit(t, ctx, base+path+"?units=4&per=2&fire=ap&hit=5&type=inf&n=10&sv=6", path)
	waitFigure(t, ctx, "kills", "2.22")
	text := eval[string](t, ctx, `document.querySelector("#results").textContent`)
	for _, want := range []string{"Units destroyed", "Blast markers placed", "Broken or destroyed"} {
		if !strings.Contains(text, want) {
			t.Errorf("the results do not show %q", want)
		}
	}
	eval[bool](t, ctx, `localStorage.setItem("auspex.test.seed", "20261123"), true`)
	reload(t, ctx, path)
	tap(t, ctx, "#roll")
	js := `[...document.querySelectorAll("#roll-result .die")].some(d => ["saved", "failed"].includes(d.dataset.outcome))`
	if !eventually(ctx, js) {
		t.Errorf("no save die among the rolled dice: %s", eval[string](t, ctx, `document.querySelector("#roll-result").textContent`))
	}
	noConsoleErrors(t, log)
}

// The browser sample's Epic assault case: one unit against one. The attacker
// hits on 2+ (the defender has no save), the defender on 4+ (the attacker
// has only a 6+ invulnerable save). It wins outright 5/6 × 7/12 of the time,
// and when neither falls (1/6 × 7/12) both roll the higher of 2D6 with equal
// modifiers: a tie 286/1296 of those times. So P(attacker wins) is 52% and
// P(tie) 2.1%; the margin shows as a signed stage.
func TestBrowserCalcEpicAssault(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	const path = "/epic/calc"
	visit(t, ctx, base+path+"?mode=assault&atk.units=1&atk.ccn=1&atk.ffn=0&atk.cc=2&atk.sv=7&atk.inv=1&def.units=1&def.ccn=1&def.ffn=0&def.sv=7", path)
	waitFigure(t, ctx, "win", "52%")
	waitFigure(t, ctx, "tie", "2.1%")
	if !eval[bool](t, ctx, `!!document.querySelector('#results [data-kind="signed"]')`) {
		t.Error("the result margin is not shown as a signed stage")
	}
	eval[bool](t, ctx, `localStorage.setItem("auspex.test.seed", "20261123"), true`)
	reload(t, ctx, path)
	tap(t, ctx, "#roll")
	js := `document.querySelectorAll("#roll-result .die").length > 0`
	if !eventually(ctx, js) {
		t.Errorf("no die rolled: %s", eval[string](t, ctx, `document.querySelector("#roll-result").textContent`))
	}
	noConsoleErrors(t, log)
}

// A newcomer's first Epic shot: one weapon per unit unless told otherwise,
// "all of them" rather than 0 for the units that can be hit, and one place to
// set cover (it was two fields, a switch and a save).
func TestBrowserCalcEpicDefaults(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	const path = "/epic/calc"
	visit(t, ctx, base+path, path)
	if got := eval[string](t, ctx, `(document.querySelector("#f-per") || {value: "missing"}).value`); got != "1" {
		t.Errorf("weapons per unit starts at %q, want 1", got)
	}
	all := `(() => { const f = document.querySelector("#f-eligible"); if (!f) return "missing";
		return f.tagName === "SELECT" ? f.selectedOptions[0].textContent : (f.querySelector("[aria-pressed=true]") || {textContent: f.value}).textContent; })()`
	if got := eval[string](t, ctx, all); !strings.Contains(got, "all") {
		t.Errorf("units that can be hit shows %q by default, want all of them", got)
	}
	// Infantry, every folded group opened: each field that can show does.
	visit(t, ctx, base+path+"?type=inf", path)
	eval[bool](t, ctx, `document.querySelectorAll("details.group:not([open]) > summary").forEach(s => s.click()), true`)
	if !eventually(ctx, `document.querySelectorAll("details.group:not([open])").length === 0 && !!document.querySelector("#f-crossfire")`) {
		t.Fatal("the folded groups did not open")
	}
	covers := eval[int](t, ctx, `[...document.querySelectorAll("main label:not(:has([id$=-label])), main [id$=-label]")].filter(l => /cover/i.test(l.textContent) && !/ignore/i.test(l.textContent)).length`)
	if covers != 1 {
		t.Errorf("cover can be set in %d places, want 1", covers)
	}
	assertClean(t, log, base)
}
