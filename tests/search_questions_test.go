//go:build !wasm

package tests

import (
	"fmt"
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

// The searches a new player made at the table (issue 50) rank their entry
// first through the real search box, on a phone and a tablet, and a search
// that matches nothing names the nearest entries instead of a bare "No
// matches". The engine's TestNamedQuestionsRankFirst holds the same five.
func TestBrowserSearchRanksNamedEntryFirst(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	cases := []struct{ system, q, want, count string }{
		{"wh40k10", "deep strike distance", "/wh40k10/ref/deep-strike", ""},
		{"wh40k5", "how far does a unit run", "/wh40k5/ref/run", ""},
		{"wh40k5", "how many attacks when charging", "/wh40k5/ref/number-of-attacks", ""},
		{"alt40k", "suppression", "/alt40k/ref/pinning", ""},
		{"alt40k", "reaction", "/alt40k/ref/overwatch", ""},
		{"alt40k", "overwotsh", "/alt40k/ref/overwatch", "No matches for “overwotsh”. The nearest:"},
	}
	count := `document.querySelector("#ref-count").textContent`
	first := `(document.querySelector("#ref-results a") || {}).href || ""`
	for _, s := range []screen{phone, tablet} {
		s.emulate(t, ctx)
		for _, c := range cases {
			route := "/" + c.system + "/ref"
			visit(t, ctx, base+route+"?"+url.Values{"q": {c.q}}.Encode(), route)
			if !eventually(ctx, `!(`+count+`).includes("titles only") && (`+first+`) !== ""`) {
				t.Errorf("%s: %s %q: no result from the whole index (%q)", s.name, c.system, c.q, eval[string](t, ctx, count))
				continue
			}
			if got := eval[string](t, ctx, `new URL(`+first+`).pathname`); got != c.want {
				t.Errorf("%s: %s %q ranks %s first, want %s", s.name, c.system, c.q, got, c.want)
			}
			if got := eval[string](t, ctx, count); c.count != "" && got != c.count {
				t.Errorf("%s: %s %q says %q, want %q", s.name, c.system, c.q, got, c.count)
			}
			if w := eval[string](t, ctx, `document.documentElement.scrollWidth + "/" + document.documentElement.clientWidth`); w != fmt.Sprintf("%d/%d", s.w, s.w) {
				t.Errorf("%s: %s %q: the page is %s px wide", s.name, c.system, c.q, w)
			}
		}
	}
	assertClean(t, log, base)
}
