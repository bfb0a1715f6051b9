//go:build !wasm

package tests

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
)

// onScreens runs a browser test on a phone (390 px) and a tablet (820 px),
// each in a fresh browser with empty storage.
func onScreens(t *testing.T, run func(t *testing.T, ctx context.Context, log *pageLog, base string)) {
	_, base := builtSite(t)
	for _, s := range []screen{phone, tablet} {
		t.Run(s.name, func(t *testing.T) {
			ctx, log := newBrowser(t)
			s.emulate(t, ctx)
			run(t, ctx, log, base)
		})
	}
}

// typeKeys types into the focused element key by key, as a player would.
func typeKeys(t *testing.T, ctx context.Context, keys string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.KeyEvent(keys)); err != nil {
		t.Fatal(err)
	}
}

// onScreenJS is true when the element sel is wholly in the viewport, clear
// of the fixed bars at the bottom (the checklist's and the tabs).
func onScreenJS(sel string) string {
	return `(() => { const e = document.querySelector(` + jsString(sel) + `); if (!e) return false;
	  const r = e.getBoundingClientRect(), bars = [...document.querySelectorAll(".cl-bar, .tabs")].map(b => b.getBoundingClientRect().top);
	  const bottom = Math.min(innerHeight, ...bars.filter(y => y > 0));
	  return r.height > 0 && r.top >= 0 && r.bottom <= bottom })()`
}
