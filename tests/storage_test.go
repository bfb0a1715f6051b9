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

// Stored state under faults (issue 22): storage blocked, two tabs, long values,
// a full quota.

// blockSiteData makes window.localStorage throw a SecurityError from its
// getter, as Chromium does when the user blocks site data, in every document
// the tab opens, before the page's own scripts run.
const blockSiteData = `Object.defineProperty(window, "localStorage", {configurable: true, enumerable: true,
  get() { window.storageGetterThrew = (window.storageGetterThrew || 0) + 1;
          throw new DOMException("Access is denied for this document.", "SecurityError"); }});`

// onNewDocument runs js in every document the tab opens, before its scripts.
func onNewDocument(t *testing.T, ctx context.Context, js string) {
	t.Helper()
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: js})
		return err
	}))
	if err != nil {
		t.Fatal(err)
	}
}

// warnBanner is the shell's warning banner text, "" when there is none.
const warnBanner = `(document.querySelector(".banner.warn") || {textContent: ""}).textContent`

// With site data blocked the app still runs, in memory: it says once that
// nothing will be kept, and the calculator, a saved profile and the checklist
// all work for the life of the page.
func TestBrowserStorageBlocked(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	check := watchGo(t, ctx, log)
	onNewDocument(t, ctx, blockSiteData)
	visit(t, ctx, base+calcPath, calcPath)
	if eval[int](t, ctx, `window.storageGetterThrew || 0`) == 0 {
		t.Fatal("the blocked getter was never read: the test blocks nothing")
	}
	banner := eval[string](t, ctx, warnBanner)
	if !strings.Contains(banner, "nothing will be kept on this device") || !strings.Contains(banner, "SecurityError") {
		t.Fatalf("no plain notice that nothing is kept (banner %q)", banner)
	}
	if n := strings.Count(banner, "nothing will be kept"); n != 1 {
		t.Errorf("the notice says it %d times: %q", n, banner)
	}
	screenshot(t, ctx, "storage-blocked")
	stillWorks(t, ctx, "storage blocked")

	// A profile saves, in memory, and is listed.
	eval[bool](t, ctx, `document.querySelector("details.calc-saved").open = true, true`)
	typeInto(t, ctx, "profile-name", "Memory")
	tap(t, ctx, "#save-attacker")
	if !eventually(ctx, `document.querySelectorAll("#profiles li[data-name]").length === 1`) {
		t.Errorf("the profile was not saved in memory: %s", eval[string](t, ctx, `(document.querySelector("#profile-msg") || {}).textContent`))
	}

	// Dismissed, the notice stays away while the page lives, whatever else is stored.
	tap(t, ctx, ".banner.warn button")
	stillWorks(t, ctx, "after the notice was dismissed") // stores the input again
	if b := eval[string](t, ctx, warnBanner); strings.Contains(b, "nothing will be kept") {
		t.Errorf("the notice came back after it was dismissed: %q", b)
	}

	// A new page (nothing was kept): the checklist works, the notice is there once.
	visit(t, ctx, base+checklistPath, checklistPath)
	first := currentStep(t, ctx)
	tap(t, ctx, "button.next")
	if !eventually(ctx, `document.querySelector(".checklist").dataset.step !== `+jsString(first)) {
		t.Error("Next does nothing with storage blocked")
	}
	if n := strings.Count(eval[string](t, ctx, `document.body.textContent`), "nothing will be kept"); n != 1 {
		t.Errorf("the checklist page says %d times that nothing is kept", n)
	}
	check()
}

// listed is the names the shelf lists, sorted, joined by commas.
const listed = `[...document.querySelectorAll("#profiles li[data-name]")].map(li => li.dataset.name).sort().join(",")`

// saveAttacker saves the form's attacker under name from the shelf.
func saveAttacker(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	eval[bool](t, ctx, `document.querySelector("details.calc-saved").open = true, true`)
	typeInto(t, ctx, "profile-name", name)
	tap(t, ctx, "#save-attacker")
	if !eventually(ctx, `document.querySelector("#profile-msg").textContent.includes(`+jsString(name)+`)`) {
		t.Fatalf("saving %s: %s", name, eval[string](t, ctx, `document.querySelector("#profile-msg").textContent`))
	}
}

// The sequence in two tabs of one browser: A saves Alpha, B saves
// Bravo, A saves Delta. All three are kept, and each tab follows the other's
// changes (profiles, roll history, theme) without a reload.
func TestBrowserStorageTwoTabs(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	a, log := newBrowser(t)
	check := watchGo(t, a, log)
	visit(t, a, base+calcPath, calcPath)
	b, cancel := chromedp.NewContext(a) // a second tab of the same browser
	defer cancel()
	if err := chromedp.Do(b, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		t.Fatal(err)
	}
	visit(t, b, base+calcPath, calcPath)

	saveAttacker(t, a, "Alpha")
	if !eventually(b, listed+` === "Alpha"`) {
		t.Errorf("tab B does not follow A's save: lists %q", eval[string](t, b, listed))
	}
	saveAttacker(t, b, "Bravo")
	if !eventually(a, listed+` === "Alpha,Bravo"`) {
		t.Errorf("tab A does not follow B's save: lists %q", eval[string](t, a, listed))
	}
	saveAttacker(t, a, "Delta")
	stored := eval[string](t, a, `JSON.parse(localStorage.getItem("auspex.profiles")).profiles.map(p => p.name).sort().join(",")`)
	if stored != "Alpha,Bravo,Delta" {
		t.Errorf("stored profiles %q, want Alpha,Bravo,Delta", stored)
	}
	if !eventually(b, listed+` === "Alpha,Bravo,Delta"`) {
		t.Errorf("tab B lists %q", eval[string](t, b, listed))
	}

	// A roll in A appears in B's history; B's clear keeps nothing it showed.
	tap(t, a, "#roll")
	if !eventually(b, `document.querySelectorAll("#roll-history li").length === 1`) {
		t.Error("tab B does not follow A's roll history")
	}

	// A theme picked in A applies in B.
	tap(t, a, "button.theme")
	want := eval[string](t, a, `String(document.documentElement.dataset.theme)`)
	if !eventually(b, `String(document.documentElement.dataset.theme) === `+jsString(want)) {
		t.Errorf("tab B's theme is %q, A picked %q", eval[string](t, b, `String(document.documentElement.dataset.theme)`), want)
	}
	screenshot(t, b, "two-tabs-b")
	check()
}
