//go:build !wasm

package tests

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"auspex/engine/ruleset/rulesettest"
	"auspex/engine/rulesets"
)

// wh40k5's calculator in the browser: its two modes (shooting or close
// combat, a model or a vehicle target) drawn from its form, a vehicle case
// whose dice show the ordnance die discarded, each penetration roll's result
// and each damage roll's table result, and a close combat case.

const wh40k5Calc = "/wh40k5/calc"

// Three battle cannon hits (S8, ordnance) at armour 13 of a vehicle with two weapons.
const wh40k5Vehicle = "models=3&autohit=1&s=8&ap=3&ordnance=1&av=13&weapons=2"

// Five assaulting Marines (A1 +1) with WS 4 against WS 3, S4, at five T4 Sv 4+ models.
const wh40k5Assault = "mode=cc&models=5&charged=1&ws=4&tws=3&t=4&sv=4&n=5"

// exactFigure is a headline figure as the page writes a chance between 10% and 90%.
func exactFigure(t *testing.T, query, id string) string {
	t.Helper()
	sys, _ := rulesets.Registry().Get("wh40k5")
	res, err := sys.Calc.Calculate(rulesettest.Query(t, query))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range res.Headline {
		if f.ID == id {
			if f.Value < 0.1 || f.Value > 0.9 {
				t.Fatalf("figure %s is %v: pick a query where it is a whole percent", id, f.Value)
			}
			return strconv.FormatFloat(f.Value*100, 'f', 0, 64) + "%"
		}
	}
	t.Fatalf("no figure %s", id)
	return ""
}

func openWh40k5(t *testing.T, ctx context.Context, base, query string) {
	t.Helper()
	visit(t, ctx, base+wh40k5Calc+"?"+query, wh40k5Calc)
}

func TestBrowserCalcWh40k5(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	ctx, log := newBrowser(t)

	// The vehicle case, opened from a link: the vehicle's fields are shown, a model's are not.
	openWh40k5(t, ctx, base, wh40k5Vehicle)
	waitFigure(t, ctx, "destroyed", exactFigure(t, wh40k5Vehicle, "destroyed"))
	// A field is shown when it is in the form with every folded group opened
	// (a group's fields are built when it is first opened).
	shown := func(id string) bool {
		eval[bool](t, ctx, `document.querySelectorAll("details.group").forEach(d => d.open = true), true`)
		if !eventually(ctx, `[...document.querySelectorAll("details.group")].every(d => d.querySelector(".field"))`) {
			t.Fatal("an opened group shows no fields")
		}
		return eval[bool](t, ctx, `!!document.querySelector("#f-`+id+`")`)
	}
	for id, want := range map[string]bool{"weapons": true, "ordnance": true, "bs": true, "t": false, "ws": false, "tws": false} {
		if got := shown(id); got != want {
			t.Errorf("vehicle shooting: field %s shown %v", id, got)
		}
	}
	eval[bool](t, ctx, `localStorage.setItem("auspex.test.seed", "5"), true`)
	reload(t, ctx, wh40k5Calc)
	tap(t, ctx, "#roll")
	if !eventually(ctx, `document.querySelectorAll("#roll-result .die").length > 0`) {
		t.Fatal("a roll showed no dice")
	}
	outcomes := eval[string](t, ctx, `Array.from(document.querySelectorAll("#roll-result .die[data-outcome]")).map(d => d.closest("[data-stage]").dataset.stage + "/" + d.dataset.outcome + "/" + d.className).join("\n")`)
	for _, want := range []string{" rerolled", "result/"} { // ordnance's lower die is shown as not counted
		if !strings.Contains(outcomes, want) {
			t.Errorf("the roll's dice lack %q:\n%s", want, outcomes)
		}
	}
	if !strings.Contains(outcomes, "/glancing/") && !strings.Contains(outcomes, "/penetrating/") {
		t.Errorf("no penetration die says glancing or penetrating:\n%s", outcomes)
	}
	results := 0
	for _, w := range []string{"crew shaken", "crew stunned", "weapon destroyed", "immobilised", "wrecked", "explodes"} {
		results += strings.Count(outcomes, "result/"+w)
	}
	if results == 0 {
		t.Errorf("no damage die names its table result:\n%s", outcomes)
	}
	screenshot(t, ctx, "calc-wh40k5-vehicle")

	// The close combat case: choosing close combat against a model swaps the fields.
	openWh40k5(t, ctx, base, wh40k5Assault)
	waitFigure(t, ctx, "unsaved", "")
	for id, want := range map[string]bool{"ws": true, "tws": true, "charged": true, "bs": false, "cover": false, "weapons": false} {
		if got := shown(id); got != want {
			t.Errorf("close combat: field %s shown %v", id, got)
		}
	}
	// 10 attacks hitting on 3+, wounding on 4+, through a 4+ save: 10/6 unsaved.
	waitFigure(t, ctx, "unsaved", "1.67")
	explain := explainText(t, ctx)
	if !strings.Contains(explain, "WS 4 against WS 3") {
		t.Errorf("the explanation lacks the to-hit chart's reason: %s", explain)
	}
	tap(t, ctx, "#roll")
	if !eventually(ctx, `document.querySelectorAll("#roll-result .die.hit, #roll-result .die.miss").length > 0`) {
		t.Error("no hit dice in the close combat roll")
	}
	noConsoleErrors(t, log)
	screenshot(t, ctx, "calc-wh40k5-assault")
}
