//go:build !wasm

package tests

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"auspex/wasm/site"

	"github.com/chromedp/chromedp"
)

// A new version of the site installs beside the old, offers a reload, and the
// user's saved state survives it.
func TestBrowserUpdateKeepsState(t *testing.T) {
	built, _ := builtSite(t)
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(built)); err != nil {
		t.Fatal(err)
	}
	h, err := site.FileServer(dir)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()

	ctx, log := newBrowser(t)
	visit(t, ctx, srv.URL+"/wh40k10", "/wh40k10")
	waitController(t, ctx)
	waitReadyOffline(t, ctx)

	// Publish "the next version": a worker with another cache name.
	worker := filepath.Join(dir, "app-worker.js")
	b, err := os.ReadFile(worker)
	if err != nil {
		t.Fatal(err)
	}
	name := regexp.MustCompile(`version\s*=\s*"[0-9a-f]+`) // the cache is "auspex-" + version
	if !name.Match(b) {
		t.Fatal("no version in the worker")
	}
	next := name.ReplaceAllFunc(b, func(v []byte) []byte { return append(append([]byte(nil), v...), "-next"...) })
	os.Remove(worker + ".br")
	os.Remove(worker + ".gz")
	if err := os.WriteFile(worker, next, 0o644); err != nil {
		t.Fatal(err)
	}

	eval[string](t, ctx, `window.marks = [], new MutationObserver(() => {
		const m = document.querySelector(".offline-mark"); if (m) window.marks.push(m.textContent) }).observe(document.body, {subtree: true, childList: true, characterData: true}), "ok"`)
	eval[string](t, ctx, `navigator.serviceWorker.getRegistration().then(r => r.update()).then(() => "ok")`)
	if !eventually(ctx, `!!document.querySelector(".banner.update button") &&
		document.querySelector(".banner.update").textContent.includes("Update ready")`) {
		t.Fatalf("no update offered")
	}
	if marks := eval[string](t, ctx, `window.marks.join(",")`); !strings.Contains(marks, "Updating…") {
		t.Errorf("the mark never said Updating… while the new version was saved (marks: %s)", marks)
	}
	eval[bool](t, ctx, `window.oldPage = true`)
	if err := chromedp.Do(ctx, chromedp.Click(`.banner.update button`, chromedp.NodeVisible)); err != nil {
		t.Fatal(err)
	}
	// The button reloads the page: wait for a new page that has rendered.
	if !eventually(ctx, `!window.oldPage && document.documentElement.getAttribute("data-route") === "/wh40k10"`) {
		t.Fatal("no reload after the update")
	}
	waitReadyOffline(t, ctx)
	if !eventually(ctx, `caches.keys().then(k => k.length === 1 && k[0].endsWith("-next"))`) {
		t.Errorf("the old version's cache was not replaced by the new one (caches: %s)",
			eval[string](t, ctx, `caches.keys().then(k => k.join(","))`))
	}
	visit(t, ctx, srv.URL+"/", "/")
	if got := eval[string](t, ctx, `(document.querySelector("a.continue") || {}).textContent || ""`); !strings.Contains(got, "10th edition") {
		t.Errorf("the last system picked did not survive the update: %q", got)
	}
	assertClean(t, log, srv.URL)
}

// The keyboard reaches everything, and the skip link puts focus on the content.
func TestBrowserKeyboardAndThemes(t *testing.T) {
	_, base := builtSite(t)
	ctx, _ := newBrowser(t)
	visit(t, ctx, base+"/wh40k10/charts", "/wh40k10/charts")
	if err := chromedp.Do(ctx, chromedp.KeyEvent("\t")); err != nil {
		t.Fatal(err)
	}
	if got := eval[string](t, ctx, `document.activeElement.className + " " + (document.activeElement.getBoundingClientRect().left >= 0)`); got != "skip true" {
		t.Fatalf("first Tab focuses %q, want the visible skip link", got)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent("\r")); err != nil {
		t.Fatal(err)
	}
	if got := eval[string](t, ctx, `document.activeElement.id`); got != "main" {
		t.Errorf("the skip link moved focus to %q, want main", got)
	}
	outline := eval[string](t, ctx, `document.querySelector("nav.tabs a").focus(), getComputedStyle(document.activeElement).outlineStyle`)
	if outline == "none" {
		t.Error("a focused link shows no outline")
	}

	bg := func() string { return eval[string](t, ctx, `getComputedStyle(document.body).backgroundColor`) }
	for _, c := range []struct{ theme, want string }{{"light", "rgb(247, 247, 244)"}, {"dark", "rgb(18, 20, 23)"}} {
		if err := chromedp.Do(ctx, chromedp.Click("button.theme", chromedp.NodeVisible)); err != nil {
			t.Fatal(err)
		}
		if got := eval[string](t, ctx, `String(document.documentElement.dataset.theme)`); got != c.theme {
			t.Fatalf("theme toggle gave %q, want %q", got, c.theme)
		}
		if got := bg(); got != c.want {
			t.Errorf("%s theme: background %s, want %s", c.theme, got, c.want)
		}
		screenshot(t, ctx, "charts-"+c.theme)
	}
}

// oldWorker is a service worker of the earlier design: it pre-cached pages one
// by one and answered every request from its cache first, keeping whatever it
// fetched. A device that still runs it must move to the current version and
// end up ready offline, with the old cache gone.
const oldWorker = `const cacheName = "auspex-0000000000000old";
self.addEventListener("install", (e) => e.waitUntil(caches.open(cacheName)
  .then((c) => c.addAll(["/", "/wh40k10", "/wh40k10/charts", "/app.js", "/wasm_exec.js", "/web/app.wasm", "/web/auspex.css", "/app.css"]))
  .then(() => self.skipWaiting())));
self.addEventListener("activate", (e) => e.waitUntil(self.clients.claim()));
self.addEventListener("fetch", (e) => {
  if (e.request.method !== "GET") return;
  e.respondWith(caches.match(e.request).then((hit) => hit || fetch(e.request).then((res) => {
    const copy = res.clone(); caches.open(cacheName).then((c) => c.put(e.request, copy)); return res; })));
});`

func TestBrowserOlderWorkerGivesWay(t *testing.T) {
	built, _ := builtSite(t)
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(built)); err != nil {
		t.Fatal(err)
	}
	worker := filepath.Join(dir, "app-worker.js")
	current, err := os.ReadFile(worker)
	if err != nil {
		t.Fatal(err)
	}
	for _, ext := range []string{".br", ".gz"} {
		os.Remove(worker + ext)
	}
	if err := os.WriteFile(worker, []byte(oldWorker), 0o644); err != nil {
		t.Fatal(err)
	}
	h, err := site.FileServer(dir)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()

	ctx, log := newBrowser(t)
	visit(t, ctx, srv.URL+"/wh40k10", "/wh40k10")
	waitController(t, ctx)
	if !eventually(ctx, `caches.keys().then(k => k.includes("auspex-0000000000000old"))`) {
		t.Fatal("the old worker did not install")
	}
	// The current version is published; the device is visited again.
	if err := os.WriteFile(worker, current, 0o644); err != nil {
		t.Fatal(err)
	}
	visit(t, ctx, srv.URL+"/wh40k10", "/wh40k10")
	eval[string](t, ctx, `navigator.serviceWorker.getRegistration().then(r => r.update()).then(() => "ok")`)
	if !eventually(ctx, `!!document.querySelector(".banner.update button") || (document.querySelector(".offline-mark") || {}).textContent === "Ready offline"`) {
		t.Fatalf("the device never moved from the old worker to the current one (mark %q, banner %q, state %q)",
			eval[string](t, ctx, `(document.querySelector(".offline-mark") || {}).textContent || ""`),
			eval[string](t, ctx, `(document.querySelector(".banner") || {}).textContent || ""`),
			eval[string](t, ctx, `JSON.stringify(window.auspexOffline || null)`))
	}
	visit(t, ctx, srv.URL+"/wh40k10", "/wh40k10")
	waitReadyOffline(t, ctx)
	if got := eval[string](t, ctx, `caches.keys().then(k => k.join(","))`); strings.Contains(got, "old") || !strings.HasPrefix(got, "auspex-") {
		t.Errorf("caches after the move: %s", got)
	}
	goOffline(t, ctx)
	visit(t, ctx, srv.URL+"/wh40k10/ref/lethal-hits", "/wh40k10/ref/lethal-hits")
	if !eventually(ctx, `!!document.querySelector(".entry-body p, .entry-body ul")`) {
		t.Errorf("offline after the move, the entry has no body (%q)", eval[string](t, ctx, `document.querySelector("main").textContent`))
	}
	proveOffline(t, ctx)
	assertClean(t, log, srv.URL)
}
