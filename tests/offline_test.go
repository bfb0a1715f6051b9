//go:build !wasm

package tests

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"auspex/wasm/site"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"
)

// The shell's promises to a reader: it says when Auspex is ready offline, a
// first load cut short says so and offers a retry, and what the reader did
// before the app started survives the start.

// cpuSlowdown makes the tab's CPU rate times slower (1: full speed).
func cpuSlowdown(rate float64) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := call(ctx, tg, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: rate})
		return err
	})
}

func do(t testing.TB, ctx context.Context, a chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, a); err != nil {
		t.Fatal(err)
	}
}

// waitReadyOffline waits for the header's mark: every file of this version is
// in the service worker's cache.
func waitReadyOffline(t testing.TB, ctx context.Context) {
	t.Helper()
	if !eventually(ctx, `(document.querySelector(".offline-mark") || {}).textContent === "Ready offline"`) {
		t.Fatalf("never marked ready offline (mark %q, banner %q)",
			eval[string](t, ctx, `(document.querySelector(".offline-mark") || {}).textContent || ""`),
			eval[string](t, ctx, `(document.querySelector(".banner") || {}).textContent || ""`))
	}
}

// A first visit says "Saving for offline…" and then "Ready offline" once the
// service worker holds every file; the mark tells the truth: the cache then
// lacks nothing the worker lists.
func TestBrowserReadyOfflineMark(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	// How the wasm was started: from a module compiled ahead (on a visit the
	// worker controls, the boot script compiles the cached file as soon as it
	// runs) or streamed and compiled when app.js starts it.
	onNewDocument(t, ctx, `(() => {
	  const inst = WebAssembly.instantiate;
	  WebAssembly.instantiate = function (src, ...rest) {
	    if (src instanceof WebAssembly.Module) window.wasmFrom = "a module compiled ahead";
	    return inst.call(this, src, ...rest);
	  };
	  const streaming = WebAssembly.instantiateStreaming;
	  WebAssembly.instantiateStreaming = function (...a) { window.wasmFrom = "a stream"; return streaming.apply(this, a); };
	  // When the worker is asked whether it holds every file: before or after
	  // the app drew the route.
	  const post = ServiceWorker.prototype.postMessage;
	  ServiceWorker.prototype.postMessage = function (m, ...rest) {
	    if (m && m.auspex === "status" && !window.statusAsked)
	      window.statusAsked = document.documentElement.hasAttribute("data-route") ? "after the route was drawn" : "during the start";
	    return post.call(this, m, ...rest);
	  };
	})();`)
	wasmFrom := `String(window.wasmFrom)`
	visit(t, ctx, base+"/wh40k10/ref/lethal-hits", "/wh40k10/ref/lethal-hits")
	if got := eval[string](t, ctx, wasmFrom); got != "a stream" {
		t.Errorf("a first visit started the wasm from %s", got)
	}
	waitReadyOffline(t, ctx)
	missing := eval[int](t, ctx, `caches.keys().then(ks => caches.open(ks[0])).then(c =>
		fetch("/app-worker.js").then(r => r.text()).then(src => {
			const list = JSON.parse(src.match(/resourcesToCache\s*=\s*(\[[^\]]*\])/)[1]);
			return Promise.all(list.map(u => c.match(u))).then(hits => hits.filter(h => !h).length);
		}))`)
	if missing != 0 {
		t.Errorf("marked ready offline with %d files missing from the cache", missing)
	}
	// A visit the worker controls reads the wasm from the cache itself, and
	// compiles it ahead: the page fetches nothing for it (the Cache API leaves
	// no resource timing).
	wasmFetches := `performance.getEntriesByType("resource").filter(r => r.name.endsWith("/web/app.wasm")).length`
	visit(t, ctx, base+"/wh40k10/ref/lethal-hits", "/wh40k10/ref/lethal-hits")
	if n := eval[int](t, ctx, wasmFetches); n != 0 {
		t.Errorf("a repeat visit fetched the wasm %d times instead of reading the cache", n)
	}
	if got := eval[string](t, ctx, wasmFrom); got != "a module compiled ahead" {
		t.Errorf("a repeat visit started the wasm from %s", got)
	}
	// There the worker's check of its cache waits for the route to be drawn:
	// its reads of the cache slowed the page's own read of the wasm.
	if !eventually(ctx, `!!window.statusAsked`) {
		t.Error("a repeat visit never asked the worker whether it holds every file")
	} else if got := eval[string](t, ctx, `window.statusAsked`); got != "after the route was drawn" {
		t.Errorf("a repeat visit asked the worker for its files %s", got)
	}
	// A half-written cache (a file evicted or never stored) is noticed and
	// mended on the next visit; the mark comes back only when it is whole.
	// Meanwhile the page, missing the wasm in the cache, fetches it.
	eval[bool](t, ctx, `caches.keys().then(ks => caches.open(ks[0])).then(c => c.delete("/web/app.wasm"))`)
	visit(t, ctx, base+"/wh40k10", "/wh40k10")
	if n := eval[int](t, ctx, wasmFetches); n != 1 {
		t.Errorf("with the wasm missing from the cache, the page fetched it %d times, want 1", n)
	}
	if got := eval[string](t, ctx, wasmFrom); got != "a stream" {
		t.Errorf("with the wasm missing from the cache, the page started it from %s", got)
	}
	waitReadyOffline(t, ctx)
	if !eval[bool](t, ctx, `caches.keys().then(ks => caches.open(ks[0])).then(c => c.match("/web/app.wasm")).then(r => !!r)`) {
		t.Error("the missing file was not fetched again")
	}
	screenshot(t, ctx, "ready-offline")
	assertClean(t, log, base)
}

// cutNetwork serves a built site slowly (640 KiB/s: the wasm takes
// seconds) and, while cut is set, drops every connection, mid-response too:
// the network failing under a first load, which DevTools' offline switch
// does not do to a download already under way.
type cutNetwork struct {
	h   http.Handler
	cut atomic.Bool
}

func (c *cutNetwork) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if c.cut.Load() {
		panic(http.ErrAbortHandler)
	}
	c.h.ServeHTTP(&slowWriter{ResponseWriter: w, net: c}, r)
}

type slowWriter struct {
	http.ResponseWriter
	net *cutNetwork
}

func (s *slowWriter) Write(b []byte) (int, error) {
	n := 0
	for len(b) > 0 {
		if s.net.cut.Load() {
			panic(http.ErrAbortHandler)
		}
		k := min(len(b), 16<<10)
		m, err := s.ResponseWriter.Write(b[:k])
		n += m
		if err != nil {
			return n, err
		}
		if f, ok := s.ResponseWriter.(http.Flusher); ok {
			f.Flush()
		}
		b = b[k:]
		time.Sleep(time.Duration(m) * 100 * time.Millisecond / (64 << 10)) // 640 KiB/s
	}
	return n, nil
}

// Cut the network one second into a slow first load: the page says the load
// failed and offers Retry, never an endless spinner; back online, Retry gives
// a working app that then gets ready offline.
func TestBrowserFirstLoadCutShowsRetry(t *testing.T) {
	dir, _ := builtSite(t)
	h, err := site.FileServer(dir)
	if err != nil {
		t.Fatal(err)
	}
	net := &cutNetwork{h: h}
	srv := httptest.NewServer(net)
	defer srv.Close()
	ctx, log := newBrowser(t)
	go func() {
		time.Sleep(time.Second)
		net.cut.Store(true)
	}()
	chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/wh40k10/calc")) // may fail: the network is cut under it
	if !eventually(ctx, `!!document.querySelector("#app-wasm-loader.failed button")`) {
		t.Fatalf("no failure message with Retry after the network was cut (loader: %q)",
			eval[string](t, ctx, `(document.querySelector("#app-wasm-loader") || {}).textContent || "(gone)"`))
	}
	msg := eval[string](t, ctx, `document.querySelector("#app-wasm-loader").textContent`)
	if !strings.Contains(msg, "connection was lost") || strings.Contains(msg, "TypeError") {
		t.Errorf("the failure message is %q", msg)
	}
	if eval[bool](t, ctx, `!!document.querySelector("#app-wasm-loader .goapp-spin")`) {
		t.Error("the spinner still spins beside the failure")
	}
	screenshot(t, ctx, "first-load-cut")
	net.cut.Store(false)
	if err := chromedp.Do(ctx, chromedp.Click("#app-wasm-loader button", chromedp.NodeVisible)); err != nil {
		t.Fatal(err)
	}
	waitRoute(t, ctx, "/wh40k10/calc")
	waitReadyOffline(t, ctx)
	// The failed fetches of the cut are the only errors allowed.
	assertClean(t, log, srv.URL, "loading wasm failed", "Failed to load resource", "ERR_", "service worker", "fetching the script")
}

// Text typed into the search box while a slow first load is under way, with
// its focus, stays when the app starts, and the app searches for it.
func TestBrowserTypingBeforeStartSurvives(t *testing.T) {
	dir, _ := builtSite(t)
	h, err := site.FileServer(dir)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(&cutNetwork{h: h}) // slow, never cut: the wasm takes seconds
	defer srv.Close()
	base := srv.URL
	ctx, log := newBrowser(t)
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/wh40k10/ref")); err != nil {
		t.Fatal(err)
	}
	if !eventually(ctx, `!!document.querySelector("#ref-q") && !document.documentElement.hasAttribute("data-route")`) {
		t.Fatal("the pre-rendered search box did not show before the app started")
	}
	if eval[bool](t, ctx, `document.querySelector("#ref-all").checked`) {
		t.Error("the pre-rendered All systems box is ticked, though the page searches one system")
	}
	if err := chromedp.Do(ctx, chromedp.SendKeys("#ref-q", "lethal")); err != nil {
		t.Fatal(err)
	}
	if eval[bool](t, ctx, `document.documentElement.hasAttribute("data-route")`) {
		t.Fatal("the app had started before the typing ended: the load is not slow enough to test this")
	}
	waitRoute(t, ctx, "/wh40k10/ref")
	if !eventually(ctx, `document.querySelector("#ref-q").value === "lethal" && document.activeElement.id === "ref-q"`) {
		t.Fatalf("after the start the box holds %q, focus on %q",
			eval[string](t, ctx, `document.querySelector("#ref-q").value`), eval[string](t, ctx, `document.activeElement.id`))
	}
	if !eventually(ctx, `[...document.querySelectorAll(".search a")].some(a => a.textContent.includes("Lethal Hits"))`) {
		t.Error("the app did not search for the text typed before it started")
	}
	assertClean(t, log, base)
}

// Markup typed into the search never becomes markup: no element, no handler
// run, under the site's Content-Security-Policy, which the app passes with no
// violation.
func TestBrowserSearchTextStaysText(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	visit(t, ctx, base+"/wh40k10/ref", "/wh40k10/ref")
	eval[bool](t, ctx, `window.pwned = 0, document.addEventListener("securitypolicyviolation", e => console.error("CSP violation: " + e.violatedDirective + " " + e.blockedURI)), true`)
	payload := `<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>`
	if err := chromedp.Do(ctx, chromedp.SendKeys("#ref-q", payload)); err != nil {
		t.Fatal(err)
	}
	if !eventually(ctx, `document.querySelector("#ref-q").value.length > 60 && document.body.textContent.includes("No matches") || document.querySelectorAll(".search li").length > 0`) {
		t.Fatal("the search did not answer")
	}
	time.Sleep(300 * time.Millisecond)
	if n := eval[int](t, ctx, `document.querySelectorAll("main img[src=x], main script").length + window.pwned`); n != 0 {
		t.Errorf("search text became markup or ran (%d)", n)
	}
	// A link carrying the same in its query shows it as text too.
	visit(t, ctx, base+"/wh40k10/ref?q="+strings.NewReplacer("<", "%3C", ">", "%3E", " ", "%20", `"`, "%22", "=", "%3D").Replace(payload), "/wh40k10/ref")
	eval[bool](t, ctx, `window.pwned = window.pwned || 0, true`)
	time.Sleep(300 * time.Millisecond)
	if n := eval[int](t, ctx, `document.querySelectorAll("main img[src=x], main script").length + (window.pwned || 0)`); n != 0 {
		t.Errorf("a link's query became markup or ran (%d)", n)
	}
	if got := eval[string](t, ctx, `document.querySelector("#ref-q").value`); !strings.Contains(got, "<img") {
		t.Errorf("the query from the link was not shown as text: %q", got)
	}
	assertClean(t, log, base)
}

// Storage too small for the app: the service worker cannot save it, the page
// says why (storage full) and goes on working online.
func TestBrowserStorageFullSaysSo(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	quota := float64(256 << 10) // far less than the wasm
	do(t, ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := call(ctx, tg, storage.OverrideQuotaForOrigin, storage.OverrideQuotaForOriginParams{Origin: base, QuotaSize: &quota})
		return err
	}))
	visit(t, ctx, base+"/wh40k10", "/wh40k10")
	if !eventually(ctx, `(document.querySelector(".banner.offline-failed") || {}).textContent?.includes("storage is full")`) {
		t.Fatalf("no word about the full storage (mark %q, banner %q)",
			eval[string](t, ctx, `(document.querySelector(".offline-mark") || {}).textContent || ""`),
			eval[string](t, ctx, `(document.querySelector(".banner") || {}).textContent || ""`))
	}
	if eval[string](t, ctx, `(document.querySelector(".offline-mark") || {}).textContent || ""`) == "Ready offline" {
		t.Error("marked ready offline with nothing saved")
	}
	screenshot(t, ctx, "storage-full")
	// Still working online: a navigation in the app, a page drawn.
	if err := chromedp.Do(ctx, chromedp.Click(`nav.tabs a[href$="/charts"]`, chromedp.NodeVisible)); err != nil {
		t.Fatal(err)
	}
	waitRoute(t, ctx, "/wh40k10/charts")
	assertClean(t, log, base, "QuotaExceeded", "Uncaught (in promise)")
}

// Before the wasm starts, the pre-rendered page's buttons can do nothing: they
// look inactive and take no taps. Once the app has drawn the page they look
// again. At a phone's width, where
// a stylesheet fault once left the rule applying only on tablets.
func TestBrowserControlsInactiveUntilStart(t *testing.T) {
	dir, _ := builtSite(t)
	h, err := site.FileServer(dir)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(&cutNetwork{h: h}) // slow, never cut: the wasm takes seconds
	defer srv.Close()
	ctx, log := newBrowser(t)
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/wh40k10/calc")); err != nil {
		t.Fatal(err)
	}
	look := `(() => { const b = document.querySelector(".shell main button:not(:disabled)"); if (!b) return "";
		const s = getComputedStyle(b); return s.opacity + " " + s.pointerEvents; })()`
	if !eventually(ctx, `!!document.querySelector(".shell main button:not(:disabled)")`) {
		t.Fatal("the pre-rendered calculator has no button")
	}
	before := eval[string](t, ctx, look)
	if eval[bool](t, ctx, `document.documentElement.hasAttribute("data-route")`) {
		t.Fatal("the app had started before the check: the load is not slow enough to test this")
	}
	if before != "0.5 none" {
		t.Errorf("before the start a button looks %q (opacity, pointer-events), want inactive: 0.5 none", before)
	}
	waitRoute(t, ctx, "/wh40k10/calc")
	if after := eval[string](t, ctx, look); after != "1 auto" {
		t.Errorf("after the start a button looks %q, want 1 auto", after)
	}
	assertClean(t, log, srv.URL)
}
