//go:build !wasm

package tests

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// stallReference makes the page's fetches of reference data never answer:
// a first visit on a network too slow to bring the text in time.
const stallReference = `(() => { const f = window.fetch; window.fetch = function(u, ...a) {
	return String(u.url || u).includes("/web/ref/") ? new Promise(() => {}) : f.call(this, u, ...a) } })()`

// Before the reference's text has arrived, a search already answers from
// the titles, aliases and keywords the app carries, and says it is doing so.
func TestBrowserSearchTitlesBeforeText(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: stallReference})
		return err
	}))
	if err != nil {
		t.Fatal(err)
	}
	visit(t, ctx, base+"/wh40k10/ref?q=lethal", "/wh40k10/ref")
	first := `(document.querySelector("#ref-results a strong") || {}).textContent || ""`
	if !eventually(ctx, `(`+first+`).includes("Lethal Hits")`) {
		t.Fatalf("the first result is %q, not Lethal Hits", eval[string](t, ctx, first))
	}
	if got := eval[string](t, ctx, `document.querySelector("#ref-count").textContent`); !strings.Contains(got, "titles only") {
		t.Errorf("the count does not say only titles were searched: %q", got)
	}
	noConsoleErrors(t, log)
}
