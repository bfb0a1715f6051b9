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
// compared node by node: tags, attributes, text, the properties the
// attributes set (value, checked, selected, open, disabled, class) and the
// event listeners each element has (by type and number, counted by a script
// that wraps addEventListener and removeEventListener: the batched mount
// attaches go-app's handlers itself, and removes them through what it kept).
func TestBatchedMountMakesGoAppsDOM(t *testing.T) {
	_, base := builtSite(t)
	reg := rulesets.Registry()
	routes := sampleRoutes(reg)
	draw := func(batched bool) []string {
		ctx, log := newBrowser(t)
		onNewDocument(t, ctx, listenerCount)
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

// An element the app takes off the page loses the listeners the batched
// mount gave it: go-app removes a handler through the function it attached,
// and the batched mount through the one it kept on the element. The
// calculator is drawn, then the reference is opened in the app (a section
// tab's link, which go-app follows without loading a page), which takes the
// calculator's form off the page.
func TestBatchedMountRemovesListeners(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	onNewDocument(t, ctx, listenerCount)
	visit(t, ctx, base+"/wh40k10/calc", "/wh40k10/calc")
	const listened = `[...window.auspexListened].filter(el => document.body.contains(el) && window.auspexListeners(el)).length`
	if n := eval[int](t, ctx, listened); n < 20 {
		t.Fatalf("the calculator has %d elements with listeners; the count does not see them", n)
	}
	eval[bool](t, ctx, `document.querySelector('a[href="/wh40k10/ref"]').click(), true`)
	waitRoute(t, ctx, "/wh40k10/ref")
	left := eval[string](t, ctx, `[...window.auspexListened].filter(el => !el.isConnected && window.auspexListeners(el)).map(el => el.tagName + " " + (el.id || el.className) + ": " + window.auspexListeners(el)).slice(0, 5).join("; ")`)
	if left != "" {
		t.Errorf("elements taken off the page still have listeners: %s", left)
	}
	if eval[int](t, ctx, `[...window.auspexListened].filter(el => !el.isConnected).length`) == 0 {
		t.Errorf("no element with listeners was taken off the page: the check saw nothing")
	}
	assertClean(t, log, base)
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
    out.push(pad + n.tagName + (n.namespaceURI !== "http://www.w3.org/1999/xhtml" ? "@" + n.namespaceURI : "") + " " + attrs.join(" ") + " | " + props.join(" ") +
      (window.auspexListeners ? " | on " + window.auspexListeners(n) : ""));
    for (const c of n.childNodes) walk(c, depth + 1);
  };
  walk(document.body, 0);
  return out.join("\n");
  }
})`

// listenerCount keeps, for each element, the listeners added and not yet
// removed, and window.auspexListeners(el) lists them as "type×count";
// window.auspexListened holds every element that was given one.
const listenerCount = `(() => {
  const live = new WeakMap(), add = EventTarget.prototype.addEventListener, rem = EventTarget.prototype.removeEventListener;
  window.auspexListened = new Set();
  EventTarget.prototype.addEventListener = function (type, fn, opts) {
    let m = live.get(this);
    if (this instanceof Element) window.auspexListened.add(this);
    if (!m) live.set(this, m = new Map());
    if (!m.has(type)) m.set(type, new Set());
    m.get(type).add(fn);
    return add.call(this, type, fn, opts);
  };
  EventTarget.prototype.removeEventListener = function (type, fn, opts) {
    const m = live.get(this);
    if (m && m.has(type)) m.get(type).delete(fn);
    return rem.call(this, type, fn, opts);
  };
  window.auspexListeners = el => [...(live.get(el) || new Map())].filter(([, s]) => s.size).map(([t, s]) => t + "×" + s.size).sort().join(" ");
})();`

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
