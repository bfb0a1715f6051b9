//go:build !wasm

package tests

import (
	"strings"
	"testing"
)

// The browser sample's vehicle case: Alternate 40k lascannons (S9 AP2+,
// BS 3+) at a vehicle's armour 11 with 10 wounds. Each shot hits on 3+ and
// penetrates on 3+ (D6 + 9 beats 11): 4/9 per shot, so five shots give at
// least one penetration 1 - (5/9)^5 = 94.7% of the time. The damage chart
// shows as an ordinal stage with the book's rows, and a roll shows the
// penetration dice with their outcomes.
func TestBrowserCalcAlt40kVehicle(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	const path = "/alt40k/calc"
	visit(t, ctx, base+path+"?models=5&type=heavy&bs=3&s=9&ap=2&target=vehicle&av=11&w=10&sv=4", path)
	waitFigure(t, ctx, "pen", "94")
	text := eval[string](t, ctx, `document.querySelector("#results").textContent`)
	for _, want := range []string{"Penetrating hits", "Glancing hits", "Worst damage chart result", "Weapon Destroyed", "Vehicles destroyed"} {
		if !strings.Contains(text, want) {
			t.Errorf("the results do not show %q", want)
		}
	}
	if !eval[bool](t, ctx, `!!document.querySelector('#results [data-kind="ordinal"]')`) {
		t.Error("the damage chart result is not shown as an ordinal stage")
	}
	eval[bool](t, ctx, `localStorage.setItem("auspex.test.seed", "20261123"), true`)
	reload(t, ctx, path)
	tap(t, ctx, "#roll")
	js := `[...document.querySelectorAll("#roll-result .die")].some(d => ["penetrating", "glancing", "nothing"].includes(d.dataset.outcome))`
	if !eventually(ctx, js) {
		t.Errorf("no penetration die among the rolled dice: %s", eval[string](t, ctx, `document.querySelector("#roll-result").textContent`))
	}
	noConsoleErrors(t, log)
}
