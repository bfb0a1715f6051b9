//go:build !wasm

package tests

import (
	"slices"
	"strings"
	"testing"
)

// firstFrameJS records, in window.__ff, what the app's first frame held (the
// data-later parts drawn when go-app's loader left the page, as the shared
// harness times it), the list the boot script gave the wasm
// (window.auspexBelow), and what was drawn when the page set its rendered
// mark (data-route).
const firstFrameJS = `(() => {
  if (window.__ff) return;
  const R = window.__ff = {};
  let below;
  Object.defineProperty(window, "auspexBelow", {configurable: true,
    get() { return below; },
    set(v) { if (v && !R.below) R.below = Array.from(v); below = v; }});
  const drawn = () => Array.from(document.querySelectorAll("[data-later]"))
    .filter(e => !e.matches(".calc-output") || e.children.length).map(e => e.getAttribute("data-later"));
  const mo = new MutationObserver(() => {
    if (document.getElementById("app-wasm-loader")) { R.sawLoader = true; return; }
    if (R.sawLoader && !R.first) { R.first = drawn(); R.firstCount = document.body.querySelectorAll("*").length; R.routeAtFirst = document.documentElement.hasAttribute("data-route"); }
    if (R.first && !R.atRoute && document.documentElement.hasAttribute("data-route")) { R.atRoute = drawn(); R.trayAtRoute = !!document.querySelector("#tray button"); R.routeCount = document.body.querySelectorAll("*").length; mo.disconnect(); }
  });
  mo.observe(document, {childList: true, subtree: true, attributes: true, attributeFilter: ["data-route"]});
})()`

type firstFrame struct {
	Below, First, AtRoute  []string
	RouteAtFirst           bool
	TrayAtRoute            bool
	FirstCount, RouteCount int
}

// On a phone the calculator is two and a half screens tall: its first frame
// holds what the screen shows and the rest (most of the form, the results)
// follows just after (app/ui/later.go), in steps (calc.drawLater). The rendered mark waits for the rest,
// and the page then holds every part; on a wide screen, where the results
// are beside the form, they are in the first frame.
func TestBrowserCalcFirstFrameHoldsTheScreen(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	onNewDocument(t, ctx, firstFrameJS)
	read := func(path string) firstFrame {
		t.Helper()
		visit(t, ctx, base+path, path)
		if !eventually(ctx, `!!(window.__ff && window.__ff.atRoute)`) {
			t.Fatalf("%s: the rendered mark was never seen", path)
		}
		return eval[firstFrame](t, ctx, `window.__ff`)
	}
	const path = "/wh40k10/calc"
	p := read(path)
	if !slices.Contains(p.Below, "output") || !slices.ContainsFunc(p.Below, func(k string) bool { return strings.HasPrefix(k, "group:") }) {
		t.Errorf("on a phone the boot script listed %q below the screen: want the results and at least one form group", p.Below)
	}
	for _, k := range p.Below {
		if slices.Contains(p.First, k) {
			t.Errorf("on a phone the first frame drew %q, which was below the screen", k)
		}
		if !slices.Contains(p.AtRoute, k) {
			t.Errorf("on a phone %q was not drawn when the page set its rendered mark (drawn: %q)", k, p.AtRoute)
		}
	}
	t.Logf("on a phone the first frame drew %d elements, the whole page %d; below the screen: %q", p.FirstCount, p.RouteCount, p.Below)
	if !p.TrayAtRoute {
		t.Error("on a phone the dice tray was not drawn when the page set its rendered mark")
	}
	if p.RouteAtFirst {
		t.Error("on a phone the rendered mark was set in the first frame, before the parts below the screen were drawn")
	}
	if len(p.First) == 0 {
		t.Error("on a phone the first frame drew no marked part: the form's first groups belong in it")
	}

	wide := screen{"desktop", 1280, 900}
	wide.emulate(t, ctx)
	w := read(path)
	if slices.Contains(w.Below, "output") || !slices.Contains(w.First, "output") {
		t.Errorf("on a wide screen the results are beside the form: want them in the first frame (below %q, first %q)", w.Below, w.First)
	}
	if !slices.Equal(p.AtRoute, w.AtRoute) {
		t.Errorf("the whole page differs between a phone (%q) and a wide screen (%q)", p.AtRoute, w.AtRoute)
	}
	phone.emulate(t, ctx)
	assertClean(t, log, base)
}
