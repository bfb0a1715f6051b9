//go:build !wasm

package tests

import (
	"strings"
	"testing"
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
	onNewDocument(t, ctx, stallReference)
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

// A reference data file that is not what the app expects (cut short, or
// valid JSON of another shape, as a broken cache could serve) is named in
// the count, and the search keeps answering from the titles.
func TestBrowserSearchCorruptReference(t *testing.T) {
	_, base := builtSite(t)
	for _, c := range []struct{ name, body, says string }{
		{"cut short", `{"html": {"lethal-hits": "<p>Crit`, "could not be loaded"},
		{"another shape", `{"html": {"lethal-hits": 5}, "out": {}, "in": {}}`, `entry "lethal-hits" of the data file is not text`},
		{"no links", `{"html": {}, "out": [], "in": {}}`, `no \"out\" object`},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx, _ := newBrowser(t)
			serve := `(() => { const f = window.fetch; window.fetch = function(u, ...a) {
				return String(u.url || u).includes("/web/ref/") ? Promise.resolve(new Response(` + jsString(c.body) + `)) : f.call(this, u, ...a) } })()`
			onNewDocument(t, ctx, serve)
			visit(t, ctx, base+"/wh40k10/ref?q=lethal", "/wh40k10/ref")
			count := `document.querySelector("#ref-count").textContent`
			if !eventually(ctx, `(`+count+`).includes("titles only: The reference could not be loaded")`) {
				t.Fatalf("the count does not say the reference failed: %q", eval[string](t, ctx, count))
			}
			if got := eval[string](t, ctx, count); !strings.Contains(got, strings.ReplaceAll(c.says, `\"`, `"`)) {
				t.Errorf("the count does not name the fault %q: %q", c.says, got)
			}
			// Still searching, from the titles.
			eval[bool](t, ctx, `(() => { const b = document.querySelector("#ref-q"); b.value = "hover"; b.dispatchEvent(new Event("input", {bubbles: true})); return true })()`)
			first := `(document.querySelector("#ref-results a strong") || {}).textContent || ""`
			if !eventually(ctx, `(`+first+`).includes("Hover")`) {
				t.Errorf("after the failure, a search for hover shows %q first", eval[string](t, ctx, first))
			}
		})
	}
}
