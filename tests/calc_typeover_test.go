//go:build !wasm

package tests

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// Typing over a value: a tap into any box of the form, dice or number,
// selects what it holds, so the digit typed next replaces it (2 over 1 is 2,
// not 12), as a player with one thumb expects.
func TestBrowserCalcTypeOver(t *testing.T) {
	ctx, log, _ := openCalc(t, "a=1&d=D3&t=4")
	for _, c := range []struct{ id, was, typed string }{
		{"f-a", "1", "2"},  // dice: Attacks
		{"f-d", "D3", "2"}, // dice: Damage
		{"f-t", "4", "5"},  // number: Toughness
	} {
		sel := "#" + c.id
		if !eventually(ctx, `document.querySelector(`+jsString(sel)+`).value === `+jsString(c.was)) {
			t.Fatalf("%s does not start at %q", sel, c.was)
		}
		tap(t, ctx, sel)
		if !eventually(ctx, `(() => { const e = document.querySelector(`+jsString(sel)+`);
		  return document.activeElement === e && e.selectionStart === 0 && e.selectionEnd === e.value.length })()`) {
			t.Errorf("a tap into %s leaves %q unselected (selection %s)", sel, c.was,
				eval[string](t, ctx, `(() => { const e = document.querySelector(`+jsString(sel)+`); return e.selectionStart + "-" + e.selectionEnd })()`))
		}
		if err := chromedp.Do(ctx, chromedp.KeyEvent(c.typed)); err != nil {
			t.Fatal(err)
		}
		if !eventually(ctx, `document.querySelector(`+jsString(sel)+`).value === `+jsString(c.typed)) {
			t.Errorf("typing %s over %s in %s gives %q, want %q", c.typed, c.was, sel,
				eval[string](t, ctx, `document.querySelector(`+jsString(sel)+`).value`), c.typed)
		}
	}
	noConsoleErrors(t, log)
}
