//go:build !wasm

package tests

import (
	"testing"
)

// A whole unit on a phone: three weapon lines built in the form, rolled in
// the tray (dice grouped per line), saved as one attacker profile, kept
// across a reload, and shared by a link that a fresh browser opens to the
// same three lines.
func TestBrowserCalcThreeLineUnit(t *testing.T) {
	ctx, log, _ := openCalc(t, "n=10&w=2")
	typeInto(t, ctx, "f-models", "5")
	tap(t, ctx, "#line-add")
	tap(t, ctx, "#line-add")
	if !eventually(ctx, `!!document.querySelector("#f-3-a")`) {
		t.Fatal("two taps on Add did not give three lines")
	}
	typeInto(t, ctx, "f-2-models", "2")
	typeInto(t, ctx, "f-2-s", "8")
	typeInto(t, ctx, "f-3-a", "2")
	typeInto(t, ctx, "f-3-d", "D3")
	q := calcQuery(t, ctx)
	for key, want := range map[string]string{"models": "5", "2.models": "2", "2.s": "8", "3.a": "2", "3.d": "D3"} {
		if got := q.Get(key); got != want {
			t.Errorf("the address has %s=%q, want %q (%v)", key, got, want, q)
		}
	}
	if !eventually(ctx, `document.querySelectorAll("#lines li[data-line]").length === 3`) {
		t.Error("the results do not show each line's share")
	}
	if w := eval[string](t, ctx, `document.documentElement.scrollWidth + "/" + document.documentElement.clientWidth`); w != "390/390" {
		t.Errorf("the page is wider than the phone: %s", w)
	}

	tap(t, ctx, "#roll")
	if !eventually(ctx, `!!document.querySelector("#roll-result[data-percentile]")`) {
		t.Fatal("no roll")
	}
	if !eventually(ctx, `document.querySelectorAll('#roll-result .dice-group[data-group]').length >= 3`) {
		t.Errorf("the dice are not grouped per line: %s", eval[string](t, ctx, `document.querySelector("#roll-result").textContent.slice(0, 300)`))
	}

	eval[bool](t, ctx, `document.querySelector("details.calc-saved").open = true, true`)
	typeInto(t, ctx, "profile-name", "Squad")
	tap(t, ctx, "#save-attacker")
	if !eventually(ctx, `!!document.querySelector('#profiles li[data-name="Squad"]')`) {
		t.Fatalf("not saved: %s", eval[string](t, ctx, `document.querySelector("#profile-msg").textContent`))
	}
	shared := eval[string](t, ctx, `location.href`)

	reload(t, ctx, calcPath)
	if !eventually(ctx, `!!document.querySelector("#f-3-a") && document.querySelector("#f-2-s").value === "8"`) {
		t.Fatal("the three lines did not survive a reload")
	}
	// Down to one line, then the profile brings all three back.
	tap(t, ctx, "#line-remove-3")
	tap(t, ctx, "#line-remove-2")
	if !eventually(ctx, `!document.querySelector("#f-2-a")`) {
		t.Fatal("the lines were not removed")
	}
	eval[bool](t, ctx, `document.querySelector("details.calc-saved").open = true, true`)
	tap(t, ctx, `#profiles li[data-name="Squad"] .load`)
	if !eventually(ctx, `!!document.querySelector("#f-3-d") && document.querySelector("#f-3-d").value === "D3"`) {
		t.Fatal("the profile did not bring its three lines back")
	}

	other, _ := newBrowser(t)
	visit(t, other, shared, calcPath)
	if !eventually(other, `!!document.querySelector("#f-3-a") && document.querySelector("#f-2-s").value === "8" && document.querySelector("#f-3-a").value === "2"`) {
		t.Fatalf("the link %s did not open the three lines", shared)
	}
	noConsoleErrors(t, log)
	screenshot(t, ctx, "calc-three-lines")
}
