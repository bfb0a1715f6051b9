//go:build !wasm

package tests

import (
	"cmp"
	"context"
	"fmt"
	"net/url"
	"slices"
	"strings"
	"testing"

	ui "auspex/app"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"

	"github.com/chromedp/chromedp"
)

// Browser tests drive the real built site in headless chromium.

func TestBrowserHomeListsFiveSystems(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	visit(t, ctx, base+"/", "/")
	got := eval[[]string](t, ctx, `[...document.querySelectorAll("ul.systems a.card")].map(a => a.dataset.system)`)
	want := []string{"wh40k10", "wh40k9", "wh40k5", "epic", "alt40k"}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("home lists %v, want %v", got, want)
	}
	if _, empty := systemsByWritten(); empty != nil {
		sel := `#home-coming ~ ul a[data-system=` + jsString(empty.Info.ID) + `]`
		if !eval[bool](t, ctx, `!!document.querySelector(`+jsString(sel)+`)`) {
			t.Errorf("%s, with nothing written, is not listed as coming", empty.Info.ID)
		}
	}
	screenshot(t, ctx, "home")
	assertClean(t, log, base)
}

// The sample of routes (sample_test.go) renders through the wasm with no
// console errors and draws the heading the native render drew; on each page
// every control is a 44x44 px tap target (tapTargetsJS) and axe finds no
// violation (light theme; TestBrowserAxeDark does the dark one). One visit a
// page serves all of it: visits are what browser tests spend their time on.
// The same visit, resized, screenshots the page on a phone (390x844) and a
// tablet (820x1180) and checks its layout on both (layout_test.go): no word
// cut across two lines (outside tables: a sheet's table of 11 columns cuts
// words on a tablet, left for now), and on the tablet no line of the home, reference
// index or chart pages over 90 characters; on the phone the home's five
// systems and a system's five sections show without scrolling, each
// system's search suggests its own terms, and the polish of issue 33 holds
// (phoneChecksJS). Every route is checked natively (routes_test.go).
func TestBrowserSample(t *testing.T) {
	_, base := builtSite(t)
	native := renderedRoutes(t)
	axeJS := axeSource(t)
	ctx, log := newBrowser(t)
	onNewDocument(t, ctx, layoutShifts)
	reg := rulesets.Registry()
	for _, p := range sampleRoutes(reg) {
		r := ui.ParseRoute(reg, p)
		visit(t, ctx, base+p, r.Path())
		// The wasm draws over the pre-rendered page: it must draw the same page.
		if shift := eval[string](t, ctx, shiftedJS); shift != "" {
			t.Errorf("%s: the page moved when the app started: %s", p, shift)
		}
		h1 := eval[string](t, ctx, `(document.querySelector("main h1") || {}).textContent || ""`)
		want := native[p].doc.find(byTag("main")).find(byTag("h1")).textContent()
		// Compared without whitespace: the DOM joins a title and an inline
		// badge with none, the native reader with a space.
		if squash(h1) != squash(want) {
			t.Errorf("%s: the wasm drew the heading %q, the native render %q", p, h1, want)
		}
		if small := eval[[]string](t, ctx, tapTargetsJS); len(small) > 0 {
			t.Errorf("%s: %d tap targets under 44x44px:\n  %s", p, len(small), strings.Join(dedupe(small), "\n  "))
		}
		samplePhone(t, ctx, p, r)
		screenshot(t, ctx, sampleShot(p, phone))
		sampleTablet(t, ctx, p, r)
		phone.emulate(t, ctx)
		eval[bool](t, ctx, `document.documentElement.setAttribute("data-theme", "light"), true`)
		if axeJS == "" {
			continue // said on stderr; a failure under CI
		}
		for _, v := range axeRun(t, ctx, axeJS) {
			t.Errorf("%s (light theme): %s", p, v)
		}
	}
	assertClean(t, log, base)
}

// samplePhone checks a sample page at 390x844 (layout_test.go).
func samplePhone(t *testing.T, ctx context.Context, p string, r ui.Route) {
	t.Helper()
	for _, bad := range eval[[]string](t, ctx, phoneChecksJS) {
		t.Errorf("%s on a phone: %s", p, bad)
	}
	if cut := eval[[]string](t, ctx, brokenWordsJS("main, header", "table")); len(cut) > 0 {
		t.Errorf("%s on a phone: words cut across two lines: %s", p, strings.Join(dedupe(cut), ", "))
	}
	fold := ""
	switch r.View {
	case ui.Home:
		fold = "ul.systems a.card" // all five systems, the fifth card's bottom
	case ui.SystemHome:
		fold = "ul.sections a.card" // a system's five sections
	}
	if fold != "" {
		if below := eval[int](t, ctx, aboveFoldJS(fold)); below > 0 {
			t.Errorf("%s on a phone: the last of %q ends %d px below the fold", p, fold, below)
		}
	}
	if r.View == ui.SectionView && r.Section == ruleset.Reference {
		want := "e.g. " + strings.Join(r.System.Info.SearchExamples, ", ")
		if got := eval[string](t, ctx, `document.querySelector("#ref-q").placeholder`); got != want {
			t.Errorf("%s: the search suggests %q, want the system's own %q", p, got, want)
		}
	}
}

// sampleTablet screenshots a sample page at 820x1180 and checks it there.
func sampleTablet(t *testing.T, ctx context.Context, p string, r ui.Route) {
	t.Helper()
	tablet.emulate(t, ctx)
	if cut := eval[[]string](t, ctx, brokenWordsJS("main, header", "table")); len(cut) > 0 {
		t.Errorf("%s on a tablet: words cut across two lines: %s", p, strings.Join(dedupe(cut), ", "))
	}
	screenshot(t, ctx, sampleShot(p, tablet))
	// The pages the issue found one 784px column of 110-character lines.
	refIndex := r.View == ui.SectionView && r.Section == ruleset.Reference
	if r.View == ui.Home || refIndex || r.View == ui.ChartView {
		if long := eval[[]string](t, ctx, longLinesJS); len(long) > 0 {
			t.Errorf("%s on a tablet: lines over %d characters:\n  %s", p, maxLine, strings.Join(long, "\n  "))
		}
	}
}

// sampleShot names a sample page's screenshot: home-390, wh40k10-charts-820.
func sampleShot(p string, s screen) string {
	return cmp.Or(fileName(p), "home") + "-" + s.name
}

// layoutShifts records every layout shift of a page from its start.
const layoutShifts = `window.__shifts = []; new PerformanceObserver(l => window.__shifts.push(...l.getEntries()))
	.observe({type: "layout-shift", buffered: true});`

// shiftedJS waits two frames after the app's render and names what moved, if
// the shifts add up to 0.02 or more (Chromium's cumulative layout shift; 0.1
// is where it counts as poor): the first frame the wasm drew was once the 404
// view, a frame before the page, and moved the whole page (0.099 on the home).
const shiftedJS = `new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => {
	const sum = window.__shifts.reduce((a, e) => a + e.value, 0);
	done(sum < 0.02 ? "" : sum.toFixed(3) + " by " + window.__shifts.flatMap(e => (e.sources || []).map(s =>
		s.node ? s.node.nodeName + "." + (s.node.className || "") : "?")).join(", "));
})))`

// After one visit the whole app works with the network cut: the sample of
// routes, a share-style link with a query, and a deep link the service worker
// never cached (the app shell routes it).
func TestBrowserOffline(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	visit(t, ctx, base+"/", "/")
	waitController(t, ctx)
	goOffline(t, ctx)
	reg := rulesets.Registry()
	for _, p := range sampleRoutes(reg) {
		visit(t, ctx, base+p, ui.ParseRoute(reg, p).Path())
	}
	visit(t, ctx, base+"/wh40k10/charts?shared=1", "/wh40k10/charts")
	visit(t, ctx, base+"/wh40k10/sheets/", "/wh40k10/sheets")
	visit(t, ctx, base+"/wh40k10/ref/never-cached-entry", "/404")
	if n := eval[int](t, ctx, `document.querySelectorAll("main li a").length`); n != 5 {
		t.Errorf("offline 404 page lists %d systems, want 5", n)
	}
	// Reload, not just navigate: the page itself comes from the cache.
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitRoute(t, ctx, "/404")
	screenshot(t, ctx, "offline-404")
	// The icon the page shows comes from the service worker's cache...
	if !eventually(ctx, `(() => { const i = document.querySelector(".brand img"); return !!i && i.complete && i.naturalWidth > 0 })()`) {
		t.Error("offline, the header icon did not load from the cache")
	}
	// ...yet now and then (twice in about ten full runs, never when this test
	// ran alone) one more load of that file failed offline. It looks like the
	// tab icon's fetch, which Chromium long made outside service workers
	// (crbug.com/448427); not proven. The page's own use of the file is
	// checked above, so that one failed load is allowed.
	proveOffline(t, ctx) // still cut after every visit and the reload
	assertClean(t, log, base, "/web/icon.svg")
}

func TestBrowserViewportAllowsZoom(t *testing.T) {
	_, base := builtSite(t)
	ctx, _ := newBrowser(t)
	visit(t, ctx, base+"/wh40k10/charts", "/wh40k10/charts")
	vp := eval[string](t, ctx, `document.querySelector('meta[name="viewport"]').content`)
	if strings.Contains(vp, "user-scalable=0") || strings.Contains(vp, "user-scalable=no") || strings.Contains(vp, "maximum-scale") {
		t.Fatalf("viewport forbids zoom: %q", vp)
	}
}

// Settings outlive a reload; corrupt ones are reset with a notice, never a crash.
func TestBrowserSettingsPersistAndCorruptDataResets(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	full, empty := systemsByWritten()
	if empty != nil { // a system with nothing written is never offered as "Continue with"
		visit(t, ctx, base+"/"+empty.Info.ID, "/"+empty.Info.ID)
		visit(t, ctx, base+"/", "/")
		if eval[bool](t, ctx, `!!document.querySelector("a.continue")`) {
			t.Errorf("home offers to continue with %s, which has nothing written", empty.Info.ID)
		}
	}
	visit(t, ctx, base+"/"+full.Info.ID, "/"+full.Info.ID)
	visit(t, ctx, base+"/", "/")
	if got := eval[string](t, ctx, `(document.querySelector("a.continue") || {}).textContent || ""`); !strings.Contains(got, full.Info.Title()) {
		t.Fatalf("home does not offer to continue with the last system: %q", got)
	}
	if got := eval[string](t, ctx, `document.querySelector("button.theme").textContent + " | " + document.querySelector("button.theme").getAttribute("aria-label")`); got != "Theme: Auto | Theme: Auto, tap for Light" {
		t.Errorf("the theme button reads %q", got)
	}
	if err := chromedp.Do(ctx, chromedp.Click("button.theme", chromedp.NodeVisible)); err != nil {
		t.Fatal(err)
	}
	if got := eval[string](t, ctx, `String(document.documentElement.dataset.theme)`); got != "light" {
		t.Fatalf("theme toggle set %q, want light", got)
	}
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitRoute(t, ctx, "/")
	if got := eval[string](t, ctx, `String(document.documentElement.dataset.theme)`); got != "light" {
		t.Fatalf("after reload the theme is %q, want light", got)
	}
	screenshot(t, ctx, "home-light")

	// The last looks like an expired go-app state: go-app's own start-up
	// cleanup deleted such values before the app could set them aside.
	corrupts := []string{`{broken`, `{"v":99}`, `{"v":1,"system":"<script>alert(1)</script>"}`, `[]`, `{"ExpiresAt":"2001-01-01T00:00:00Z","Value":1}`}
	for i, corrupt := range corrupts {
		eval[bool](t, ctx, `localStorage.setItem("auspex.settings", `+jsString(corrupt)+`), true`)
		if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
			t.Fatal(err)
		}
		waitRoute(t, ctx, "/")
		notice := eval[string](t, ctx, `(document.querySelector(".banner.warn") || {}).textContent || ""`)
		if !strings.Contains(notice, "could not be read") {
			t.Errorf("%s: no notice shown (banner %q)", corrupt, notice)
		}
		if n := eval[int](t, ctx, `document.querySelectorAll("ul.systems a.card").length`); n != 5 {
			t.Errorf("%s: home shows %d systems after the reset", corrupt, n)
		}
		stored := eval[string](t, ctx, `localStorage.getItem("auspex.settings")`)
		if stored != `{"v":1}` {
			t.Errorf("%s: settings not reset, stored %q", corrupt, stored)
		}
		// The last three are kept aside, newest first, and no more.
		for n := 1; n <= 4; n++ {
			want := "null"
			if n <= 3 && i+1-n >= 0 {
				want = corrupts[i+1-n]
			}
			if kept := eval[string](t, ctx, fmt.Sprintf(`String(localStorage.getItem("auspex.settings.corrupt.%d"))`, n)); kept != want {
				t.Errorf("%s: auspex.settings.corrupt.%d holds %q, want %q", corrupt, n, kept, want)
			}
		}
	}
	screenshot(t, ctx, "settings-reset")
	assertClean(t, log, base)
}

func TestBrowserUnknownRouteListsSystems(t *testing.T) {
	_, base := builtSite(t)
	ctx, _ := newBrowser(t)
	for _, p := range []string{"/nope", "/wh40k10/bogus", "/wh40k99", "/wh40k10/sheets/none", "/%3Cscript%3E"} {
		visit(t, ctx, base+p, "/404")
		if n := eval[int](t, ctx, `document.querySelectorAll("main li a").length`); n != 5 {
			t.Errorf("%s: the 404 page lists %d systems, want 5", p, n)
		}
	}
}

func squash(s string) string { return strings.Join(strings.Fields(s), "") }

// systemsByWritten returns the first system with some section written and
// the first with none (nil when every system has something).
func systemsByWritten() (full, empty *ruleset.Ruleset) {
	for _, sys := range rulesets.Registry().All() {
		has := false
		for _, s := range ruleset.Sections {
			has = has || sys.Has(s)
		}
		if has && full == nil {
			full = sys
		}
		if !has && empty == nil {
			empty = sys
		}
	}
	return full, empty
}

// assertClean: no console errors but those expected (errors containing one of
// the given strings), and every request stayed on the site's origin.
func assertClean(t *testing.T, log *pageLog, base string, expected ...string) {
	t.Helper()
	errs, reqs := log.snapshot()
	expected = append(expected, probePath) // the requests that prove a cut network fail by design
next:
	for _, e := range errs {
		for _, x := range expected {
			if strings.Contains(e, x) {
				continue next
			}
		}
		t.Errorf("browser error: %s", e)
	}
	origin, _ := url.Parse(base)
	for _, r := range reqs {
		u, err := url.Parse(r)
		if err != nil || (u.Scheme != "data" && u.Scheme != "blob" && u.Host != origin.Host) {
			t.Errorf("request left the origin: %s", r)
		}
	}
	if len(reqs) == 0 {
		t.Error("no requests were recorded: the request log is not working")
	}
}
