//go:build !wasm

package tests

import (
	"strings"
	"testing"

	ui "auspex/app"
	"auspex/engine/rulesets"
)

// The browser's go-app mounts a page's DOM in one call (the batched mount,
// wasm/site/goapp/batch_mount.go). It must make the DOM go-app's own mount
// makes: every route of the browser sample is drawn by two browsers in the
// same order, one with the batched mount and one with it switched off
// (window.auspexMount hidden, so go-app's path runs), and the two pages are
// compared node by node: tags, attributes, text, and the properties the
// attributes set (value, checked, selected, open, disabled, class).
func TestBatchedMountMakesGoAppsDOM(t *testing.T) {
	_, base := builtSite(t)
	reg := rulesets.Registry()
	routes := sampleRoutes(reg)
	draw := func(batched bool) []string {
		ctx, log := newBrowser(t)
		if !batched {
			onNewDocument(t, ctx, `Object.defineProperty(window, "auspexMount", {get() {}, set() {}, configurable: false});`)
		}
		var out []string
		for _, p := range routes {
			visit(t, ctx, base+p, ui.ParseRoute(reg, p).Path())
			out = append(out, eval[string](t, ctx, domDumpJS))
		}
		if got := eval[bool](t, ctx, `typeof window.auspexMount === "function"`); got != batched {
			t.Fatalf("batched %v: window.auspexMount is a function: %v", batched, got)
		}
		assertClean(t, log, base)
		closeBrowser(t, ctx)
		return out
	}
	batched, plain := draw(true), draw(false)
	for i, p := range routes {
		if batched[i] != plain[i] {
			t.Errorf("%s: the batched mount made another DOM than go-app's:\n%s", p, firstDiff(batched[i], plain[i]))
		}
	}
}

// domDumpJS writes the page's body a node a line, once it has stopped
// changing (a reference page redraws when its data file has been read), and
// leaves the offline status out: it follows the service worker's progress,
// which two browsers do not share.
const domDumpJS = `new Promise(done => {
  const settled = (last, tries) => setTimeout(() => {
    const now = dump();
    if (now === last || tries === 0) done(now); else settled(now, tries - 1);
  }, 150);
  settled(dump(), 20);
  function dump() {
  const out = [];
  const walk = (n, depth) => {
    const pad = " ".repeat(depth);
    if (n.nodeType === 3) { out.push(pad + "#text " + JSON.stringify(n.nodeValue)); return; }
    if (n.nodeType !== 1) { out.push(pad + "#" + n.nodeType); return; }
    if (n.matches(".offline-mark, .offline-failed")) { out.push(pad + "(offline status)"); return; }
    const attrs = [...n.attributes].map(a => a.name + "=" + JSON.stringify(a.value)).sort();
    const props = ["value", "checked", "selected", "open", "disabled", "className"].filter(k => k in n && typeof n[k] !== "object").map(k => k + ":" + JSON.stringify(n[k]));
    out.push(pad + n.tagName + (n.namespaceURI !== "http://www.w3.org/1999/xhtml" ? "@" + n.namespaceURI : "") + " " + attrs.join(" ") + " | " + props.join(" "));
    for (const c of n.childNodes) walk(c, depth + 1);
  };
  walk(document.body, 0);
  return out.join("\n");
  }
})`

// firstDiff is the first line where a and b differ, with its neighbours.
func firstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(la) || i < len(lb); i++ {
		if i >= len(la) || i >= len(lb) || la[i] != lb[i] {
			at := func(l []string) string {
				if i < len(l) {
					return l[i]
				}
				return "(end)"
			}
			return "  batched: " + at(la) + "\n  go-app:  " + at(lb)
		}
	}
	return ""
}
