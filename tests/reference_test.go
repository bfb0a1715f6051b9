//go:build !wasm

package tests

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"auspex/engine/rulesets"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// Search "lethal", open the entry, follow a link inside it: online, then the
// same with the network cut.
func TestBrowserReferenceSearchAndLinks(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	searchOpenFollow(t, ctx, base, "online")
	waitController(t, ctx)
	goOffline(t, ctx)
	searchOpenFollow(t, ctx, base, "offline")
	screenshot(t, ctx, "reference-entry-offline")
	proveOffline(t, ctx)
	assertClean(t, log, base)
}

func searchOpenFollow(t *testing.T, ctx context.Context, base, mode string) {
	t.Helper()
	visit(t, ctx, base+"/wh40k10/ref", "/wh40k10/ref")
	if err := chromedp.Do(ctx, chromedp.SendKeys("#ref-q", "lethal")); err != nil {
		t.Fatalf("%s: typing: %v", mode, err)
	}
	first := `(document.querySelector("#ref-results a strong") || {}).textContent || ""`
	if !eventually(ctx, `(`+first+`).includes("Lethal Hits")`) {
		t.Fatalf("%s: the first result is %q, not Lethal Hits", mode, eval[string](t, ctx, first))
	}
	// "Letha" finds Lethal Hits too, and until the entry text is indexed the
	// titles answer: wait for the last keystroke and the whole index.
	if !eventually(ctx, `location.search === "?q=lethal" && !document.querySelector("#ref-count").textContent.includes("titles only") &&
		(document.querySelector("#ref-results mark") || {textContent: ""}).textContent.toLowerCase() === "lethal"`) {
		t.Fatalf("%s: the search never reached the whole index for the whole word: %q, %q", mode,
			eval[string](t, ctx, `location.search`), eval[string](t, ctx, `document.querySelector("#ref-count").textContent`))
	}
	if got := eval[string](t, ctx, `document.querySelector("#ref-count").textContent`); !strings.Contains(got, "result") {
		t.Errorf("%s: the live count says %q", mode, got)
	}
	if got := eval[string](t, ctx, `location.search`); got != "?q=lethal" {
		t.Errorf("%s: the query is not in the URL: %q", mode, got)
	}
	if got := eval[string](t, ctx, `document.querySelector("#ref-results mark").textContent`); !strings.EqualFold(got, "Lethal") {
		t.Errorf("%s: the match is not highlighted (mark %q)", mode, got)
	}
	// Entry text comes from the reference data file, not the wasm: a snippet
	// shows it.
	if got := eval[string](t, ctx, `(document.querySelector("#ref-results .snippet") || {}).textContent || ""`); len(got) < 20 {
		t.Errorf("%s: no entry text in the results (snippet %q)", mode, got)
	}
	// The keyboard reaches the results: down from the box, down, up, up back to the box.
	focused := `document.activeElement.id || document.activeElement.textContent.slice(0, 20)`
	var trail []string
	for _, key := range []string{kb.ArrowDown, kb.ArrowDown, kb.ArrowUp, kb.ArrowUp} {
		if err := chromedp.Do(ctx, chromedp.KeyEvent(key)); err != nil {
			t.Fatal(err)
		}
		trail = append(trail, eval[string](t, ctx, focused))
	}
	if len(trail) != 4 || !strings.HasPrefix(trail[0], "Lethal Hits") || trail[1] == trail[0] || trail[2] != trail[0] || trail[3] != "ref-q" {
		t.Errorf("%s: arrow keys moved focus through %q", mode, trail)
	}
	screenshot(t, ctx, "reference-search-"+mode)
	if err := chromedp.Do(ctx, chromedp.Click("#ref-results a")); err != nil {
		t.Fatal(err)
	}
	waitRoute(t, ctx, "/wh40k10/ref/lethal-hits")
	waitBody(t, ctx, mode)
	before := eval[string](t, ctx, `document.querySelector(".entry-body").textContent`)
	link := eval[string](t, ctx, `document.querySelector(".entry-body a").getAttribute("href")`)
	if !strings.HasPrefix(link, "/wh40k10/ref/") {
		t.Fatalf("%s: the first link in the entry is %q", mode, link)
	}
	if err := chromedp.Do(ctx, chromedp.Click(".entry-body a")); err != nil {
		t.Fatal(err)
	}
	waitRoute(t, ctx, link)
	waitBody(t, ctx, mode)
	if h1 := eval[string](t, ctx, `document.querySelector("main h1").textContent`); strings.TrimSpace(h1) == "" || h1 == "Lethal Hits" {
		t.Errorf("%s: following %s shows heading %q", mode, link, h1)
	}
	if after := eval[string](t, ctx, `document.querySelector(".entry-body").textContent`); after == before {
		t.Errorf("%s: following %s kept the body of Lethal Hits", mode, link)
	}
}

// waitBody waits for the entry's rendered body, fetched by the wasm.
func waitBody(t *testing.T, ctx context.Context, mode string) {
	t.Helper()
	if !eventually(ctx, `!!document.querySelector(".entry-body p, .entry-body ul")`) {
		t.Fatalf("%s: the entry body never appeared: %q", mode, eval[string](t, ctx, `document.querySelector("main").textContent`))
	}
}

// Any query shows results or "No matches"; markup in it stays text.
func TestBrowserSearchOddQueries(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	for _, q := range []string{`<img src=x onerror=alert(1)>`, `.*[(`, "Ультрамарины", strings.Repeat("hover ", 500), "fel no pain"} {
		visit(t, ctx, base+"/wh40k10/ref?q="+url.QueryEscape(q), "/wh40k10/ref")
		// Until the reference data (entry text) loads, only titles are searched.
		eventually(ctx, `!document.querySelector("#ref-count").textContent.includes("titles only")`)
		count := eval[string](t, ctx, `document.querySelector("#ref-count").textContent`)
		if count != "No matches" && !strings.Contains(count, "result") {
			t.Errorf("%.40q: count says %q", q, count)
		}
		if n := eval[int](t, ctx, `document.querySelectorAll("main img, main script").length`); n != 0 {
			t.Errorf("%.40q: markup from the query was rendered", q)
		}
	}
	if first := eval[string](t, ctx, `document.querySelector("#ref-results a strong").textContent`); first != "Feel No Pain" {
		t.Errorf(`"fel no pain" finds %q first`, first)
	}
	assertClean(t, log, base)
}

// The tree lists every entry and the glossary every term, each linked.
func TestBrowserReferenceTreeAndGlossary(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	sys, _ := rulesets.Registry().Get("wh40k10")
	visit(t, ctx, base+"/wh40k10/ref", "/wh40k10/ref")
	if n := eval[int](t, ctx, `document.querySelectorAll(".ref-tree li a").length`); n != len(sys.Entries) {
		t.Errorf("the tree links %d entries, want %d", n, len(sys.Entries))
	}
	screenshot(t, ctx, "reference-tree")
	visit(t, ctx, base+"/wh40k10/ref/glossary", "/wh40k10/ref/glossary")
	if n := eval[int](t, ctx, `document.querySelectorAll(".glossary dt a").length`); n != len(sys.Glossary) {
		t.Errorf("the glossary links %d terms, want %d", n, len(sys.Glossary))
	}
	screenshot(t, ctx, "reference-glossary")
	assertClean(t, log, base)
}

// checkPrefixedEntry: under a hosting prefix, an entry's links and its fetched
// body keep the prefix (called by TestPrefixBuild, which builds that site).
func checkPrefixedEntry(t *testing.T, ctx context.Context, base string) {
	t.Helper()
	visit(t, ctx, base+"/auspex/wh40k10/ref", "/wh40k10/ref")
	if err := chromedp.Do(ctx, chromedp.Click(`.ref-tree a[href$="/ref/lethal-hits"]`, chromedp.NodeVisible)); err != nil {
		t.Fatal(err)
	}
	waitRoute(t, ctx, "/wh40k10/ref/lethal-hits")
	waitBody(t, ctx, "prefix")
	links := eval[[]string](t, ctx, `[...document.querySelectorAll(".entry-body a, .related a, .prevnext a")].map(a => a.getAttribute("href"))`)
	if len(links) == 0 {
		t.Fatal("the entry has no links")
	}
	for _, l := range links {
		if !strings.HasPrefix(l, "/auspex/wh40k10/ref/") {
			t.Errorf("under the prefix, an entry links to %q", l)
		}
	}
}

// Nothing on an entry page's first frame needs the system's data file (the
// body is in the pre-rendered page), so it is fetched once that frame is
// drawn, and its links then appear.
func TestBrowserEntryDataAfterFirstFrame(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	path := "/wh40k10/ref/lethal-hits"
	visit(t, ctx, base+path, path)
	started := `(performance.getEntriesByType("resource").find(r => r.name.endsWith("/web/ref/wh40k10.json")) || {startTime: -1}).startTime`
	if !eventually(ctx, started+` >= 0`) {
		t.Fatal("the entry page never fetched its data file")
	}
	if at, drawn := eval[float64](t, ctx, started), renderedMs(t, ctx, "data-rendered-ms"); at < drawn {
		t.Errorf("the data file was fetched at %.0f ms, before the first frame at %.0f ms", at, drawn)
	}
	if !eventually(ctx, `[...document.querySelectorAll(".entry h3")].some(h => /refer/i.test(h.textContent))`) {
		t.Errorf("the entry's links never appeared: %q", eval[string](t, ctx, `document.querySelector(".entry").textContent.slice(-300)`))
	}
	assertClean(t, log, base)
	// An entry opened from the index while the file is still on its way (the
	// search box, which asked for it, is gone by then) shows once it is here.
	ctx, log = newBrowser(t)
	visit(t, ctx, base+"/wh40k10/ref", "/wh40k10/ref")
	eval[bool](t, ctx, `(document.querySelector('.ref-tree a[href$="/ref/lethal-hits"]').click(), true)`)
	waitRoute(t, ctx, path)
	waitBody(t, ctx, "opened while loading")
	assertClean(t, log, base)
}

// In every system, a word that only an entry's text holds finds that entry
// once the data file is read (the names index cannot), and the entry opened
// from the result shows its rule. Two systems' data files were once refused
// by the app: their searches stayed on titles and their entries said "The
// reference could not be loaded".
func TestBrowserSearchFindsEntryText(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	for _, sys := range rulesets.Registry().All() {
		if len(sys.Entries) == 0 {
			continue
		}
		id := sys.Info.ID
		word, entry := bodyOnlyWord(t, sys)
		t.Logf("%s: %q is only in the text of %s", id, word, entry)
		visit(t, ctx, base+"/"+id+"/ref", "/"+id+"/ref")
		if err := chromedp.Do(ctx, chromedp.SendKeys("#ref-q", word)); err != nil {
			t.Fatal(err)
		}
		count := `document.querySelector("#ref-count").textContent`
		if !eventually(ctx, `location.search === `+jsString("?q="+word)+` && (!(`+count+`).includes("titles only") || (`+count+`).includes("could not"))`) {
			t.Errorf("%s: searching %q never left the titles: %q", id, word, eval[string](t, ctx, count))
			continue
		}
		first := `(document.querySelector("#ref-results a") || {href: ""}).href`
		if !eventually(ctx, `(`+first+`).endsWith(`+jsString("/"+id+"/ref/"+entry)+`)`) {
			t.Errorf("%s: %q, found only in the text of %s, gives %q first (%s)", id, word, entry, eval[string](t, ctx, first), eval[string](t, ctx, count))
			continue
		}
		if err := chromedp.Do(ctx, chromedp.Click("#ref-results a")); err != nil {
			t.Fatal(err)
		}
		waitRoute(t, ctx, "/"+id+"/ref/"+entry)
		waitBody(t, ctx, id)
		if body := eval[string](t, ctx, `document.querySelector(".entry-body").textContent.toLowerCase()`); !strings.Contains(body, word) {
			t.Errorf("%s: the entry %s opened from the result does not show %q", id, entry, word)
		}
	}
	assertClean(t, log, base)
}
