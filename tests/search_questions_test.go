//go:build !wasm

package tests

import (
	"net/url"
	"testing"

	"github.com/chromedp/chromedp"
)

// A question typed as a player types it finds the entry that answers it,
// first or second, once the whole index is built. It once found nothing the
// player meant: every word, "how" and "does" too, had to be in one entry.
// The engine's TestPlayerQuestions holds twenty such questions; this is one
// of them, through the real search box.
func TestBrowserSearchQuestion(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	const q, want = "how far does a unit run", "/wh40k10/ref/advance-move"
	visit(t, ctx, base+"/wh40k10/ref", "/wh40k10/ref")
	if err := chromedp.Do(ctx, chromedp.SendKeys("#ref-q", q)); err != nil {
		t.Fatal(err)
	}
	count := `document.querySelector("#ref-count").textContent`
	if !eventually(ctx, `location.search === `+jsString("?"+url.Values{"q": {q}}.Encode())+` && !(`+count+`).includes("titles only")`) {
		t.Fatalf("the search never reached the whole index for the whole question: %q, %q", eval[string](t, ctx, `location.search`), eval[string](t, ctx, count))
	}
	firstTwo := `[...document.querySelectorAll("#ref-results a")].slice(0, 2).map(a => new URL(a.href).pathname)`
	if !eventually(ctx, `(`+firstTwo+`).includes(`+jsString(want)+`)`) {
		t.Errorf("%q shows %v first (%s), not %s first or second", q, eval[[]string](t, ctx, firstTwo), eval[string](t, ctx, count), want)
	}
	assertClean(t, log, base)
}
