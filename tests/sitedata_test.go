//go:build !wasm

package tests

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// blockingProfile is a Chromium profile whose content settings block cookies
// and site data for origin, as Settings > Privacy and security > Site settings
// > "Not allowed to save data on your device" writes it. The refusal is the
// browser's own: navigator.serviceWorker.register rejects ("NotSupportedError:
// ... The user denied permission to use Service Worker" in Chromium 148) and
// the localStorage getter throws a SecurityError, with no script of the test
// in between.
func blockingProfile(t *testing.T, origin string) string {
	t.Helper()
	prefs, err := json.Marshal(map[string]any{"profile": map[string]any{"content_settings": map[string]any{"exceptions": map[string]any{
		"cookies": map[string]any{origin + ",*": map[string]any{"setting": 2}}, // 2: block
	}}}})
	if err != nil {
		t.Fatal(err)
	}
	profile := t.TempDir()
	if err := os.MkdirAll(filepath.Join(profile, "Default"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(profile, "Default", "Preferences"), prefs, 0o644); err != nil {
		t.Fatal(err)
	}
	return profile
}

// offlineMarkText is the header's offline mark, "" when there is none.
const offlineMarkText = `(document.querySelector(".offline-mark") || {textContent: ""}).textContent`

// With site data blocked the browser refuses the service worker: the header
// says Auspex cannot be kept for offline use here (not "Saving for offline…"
// forever), the banner says why, and the app goes on working online.
func TestBrowserSiteDataBlockedSaysNotOffline(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowserIn(t, blockingProfile(t, base))
	visit(t, ctx, base+"/wh40k10", "/wh40k10")
	// The block is real: the browser itself refuses a worker and storage.
	if got := eval[string](t, ctx, `navigator.serviceWorker.register("/app-worker.js").then(() => "registered", e => e.name + ": " + e.message)`); got == "registered" {
		t.Fatalf("the profile blocks nothing: a registration gave %q", got)
	}
	if got := eval[string](t, ctx, `window.auspexStorage.blocked`); !strings.Contains(got, "SecurityError") {
		t.Fatalf("the profile does not block storage: %q", got)
	}
	if !eventually(ctx, offlineMarkText+` === "Can't be kept offline here"`) {
		t.Fatalf("the header mark says %q with the service worker refused", eval[string](t, ctx, offlineMarkText))
	}
	banner := eval[string](t, ctx, `(document.querySelector(".banner.offline-failed") || {textContent: ""}).textContent`)
	if !strings.Contains(banner, "cannot be kept for offline use here") || !strings.Contains(banner, "works while online") {
		t.Errorf("the banner does not say why: %q", banner)
	}
	screenshot(t, ctx, "site-data-blocked")
	// Dismissed, the banner goes (it would take a phone's screen on every
	// page); the mark stays, as no worker will come. The app works online.
	tap(t, ctx, ".banner.offline-failed button")
	time.Sleep(time.Second)
	if eval[bool](t, ctx, `!!document.querySelector(".banner.offline-failed")`) {
		t.Error("the banner stays after Dismiss")
	}
	if got := eval[string](t, ctx, offlineMarkText); got != "Can't be kept offline here" {
		t.Errorf("the mark changed to %q", got)
	}
	if err := chromedp.Do(ctx, chromedp.Click(`nav.tabs a[href$="/calc"]`, chromedp.NodeVisible)); err != nil {
		t.Fatal(err)
	}
	waitRoute(t, ctx, calcPath)
	stillWorks(t, ctx, "site data blocked")
	if got := eval[string](t, ctx, offlineMarkText); got != "Can't be kept offline here" {
		t.Errorf("on the calculator the mark says %q", got)
	}
	assertClean(t, log, base)
}
