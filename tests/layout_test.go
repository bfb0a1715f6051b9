//go:build !wasm

package tests

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	ui "auspex/app"
	"auspex/engine/rulesets"

	"github.com/chromedp/chromedp"
)

// Layout checks the browser sample runs on every page (TestBrowserSample),
// and the long entry's related links (TestBrowserRelatedEntriesCompact).

// The sample's two screens: a phone and a tablet (an iPad Air, portrait).
var (
	phone  = screen{"390", 390, 844}
	tablet = screen{"820", 820, 1180}
)

type screen struct {
	name string
	w, h int64
}

func (s screen) emulate(t testing.TB, ctx context.Context) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(s.w, s.h, chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		t.Fatal(err)
	}
}

// maxLine is the most characters a line of text may hold on a tablet.
const maxLine = 90

// longLinesJS lists the lines of text in main longer than maxLine characters,
// counted with a Range over each word of every text node: words whose boxes
// share a bottom edge in one block are one line. It counts in Liberation
// Sans (Arial's widths, close to a phone's Roboto or San Francisco): this
// machine's only system-ui font, DejaVu Sans, is about 14% wider and would
// hide lines that a tablet draws 100 characters long. It reports "no font"
// if Liberation Sans is missing (the fallback measures the same as DejaVu).
// The font is put back before it returns.
var longLinesJS = `(() => {
  const c = document.createElement("canvas").getContext("2d"), probe = "A rules companion for tabletop wargames";
  const width = f => { c.font = f; return c.measureText(probe).width; };
  if (width('18px "Liberation Sans", monospace') === width("18px monospace")) return ["no font: Liberation Sans (Debian's fonts-liberation) is not installed"];
  const narrow = new CSSStyleSheet(); // an adopted sheet: the site's CSP refuses inline <style>
  narrow.replaceSync('html body, html body * { font-family: "Liberation Sans" !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, narrow];
  const blockOf = new Map(), lines = new Map();
  const block = e => { while (e && getComputedStyle(e).display.startsWith("inline")) e = e.parentElement; return e; };
  const walker = document.createTreeWalker(document.querySelector("main"), NodeFilter.SHOW_TEXT);
  for (let n; (n = walker.nextNode());) {
    if (!blockOf.has(n.parentElement)) blockOf.set(n.parentElement, block(n.parentElement));
    const b = blockOf.get(n.parentElement), re = /\S+/g;
    for (let m; (m = re.exec(n.data));) {
      const r = document.createRange();
      r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
      const box = [...r.getClientRects()].find(x => x.width > 0);
      if (!box) continue;
      if (!lines.has(b)) lines.set(b, new Map());
      const line = lines.get(b), y = Math.round(box.bottom);
      line.set(y, (line.get(y) || []).concat(m[0]));
    }
  }
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter(s => s !== narrow);
  const out = [];
  for (const line of lines.values()) for (const words of line.values()) {
    const text = words.join(" ");
    if (text.length > ` + strconv.Itoa(maxLine) + `) out.push(text.length + " characters: " + text);
  }
  return out;
})()`

// brokenWordsJS lists the words inside elements matching sel, outside any
// matching skip, that are cut across two lines ("Penetratio / n", "3 / +"). A
// word is a run of characters between spaces, hyphens, dashes and slashes:
// "Re-rolls" may break after its hyphen.
func brokenWordsJS(sel, skip string) string {
	return `(() => {
  const out = [], skip = ` + jsString(skip) + `;
  for (const root of document.querySelectorAll(` + jsString(sel) + `)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n; (n = walker.nextNode());) {
      if (skip && n.parentElement.closest(skip)) continue;
      const re = /[^\s\-‐–—\/]+/g;
      for (let m; (m = re.exec(n.data));) {
        const r = document.createRange();
        r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
        const rows = new Set([...r.getClientRects()].filter(x => x.width > 0).map(x => Math.round(x.bottom)));
        if (rows.size > 1) out.push(JSON.stringify(m[0]) + " in " + n.parentElement.tagName.toLowerCase() + "." + n.parentElement.className);
      }
    }
  }
  return out;
})()`
}

// aboveFoldJS is how far the last element matching sel reaches below the
// fold, in px (0 or less: it shows on the first screen without scrolling).
// The fold is the top of the fixed section tabs, where a page has them.
func aboveFoldJS(sel string) string {
	return `(() => {
  window.scrollTo(0, 0);
  const all = document.querySelectorAll(` + jsString(sel) + `);
  if (!all.length) return 9999;
  const tabs = document.querySelector("nav.tabs, .tabs");
  const fold = tabs && tabs.getClientRects().length ? tabs.getBoundingClientRect().top : innerHeight;
  return Math.round(all[all.length - 1].getBoundingClientRect().bottom - fold);
})()`
}

// phoneChecksJS names what the issue 33 polish found wrong on a page at
// 390px: the theme button's text on two lines, a switch's checkbox under
// 44x44 px (its label around it reached 44 tall, the box itself 36), and a
// stage chart of a single bar (a fixed count, which is a figure).
const phoneChecksJS = `(() => {
  const out = [];
  const theme = document.querySelector("button.theme");
  if (theme) {
    const rows = new Set([...theme.childNodes].flatMap(n => { // the words it shows, not its hidden ones
      if (n.nodeType === 1 && n.getBoundingClientRect().width <= 1) return [];
      const r = document.createRange(); r.selectNodeContents(n);
      return [...r.getClientRects()].filter(x => x.width > 0).map(x => Math.round(x.bottom));
    }));
    if (rows.size > 1) out.push("the theme button " + JSON.stringify(theme.innerText) + " takes " + rows.size + " lines");
  }
  for (const e of document.querySelectorAll(".switch input")) {
    const b = e.getBoundingClientRect();
    if (b.width > 0 && (b.width < 43.5 || b.height < 43.5)) out.push("switch " + e.id + " is " + Math.round(b.width) + "x" + Math.round(b.height) + " px");
  }
  for (const s of document.querySelectorAll("section.stage svg")) {
    const bars = [...s.querySelectorAll("path")].reduce((n, p) => n + ((p.getAttribute("d") || "").match(/M/g) || []).length, 0);
    if (bars === 1) out.push("stage " + s.closest("section").dataset.stage + " draws a chart of one bar");
  }
  return out;
})()`

// Epic's Unit Types was 5,100 px tall on a phone, 4,000 of them its related
// entries one a line. The entry with the most related entries of any system
// keeps them within one screen (lists of more than a dozen folded under their
// count); opened, the links flow several to a line, each a 44px tap target.
func TestBrowserRelatedEntriesCompact(t *testing.T) {
	dir, base := builtSite(t)
	path, most := "", 0
	for _, sys := range rulesets.Registry().All() {
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(ui.BundlePath(sys.Info.ID), "/"))))
		if err != nil {
			continue // a system without a reference
		}
		var b struct{ Out map[string][]string }
		if err := json.Unmarshal(data, &b); err != nil {
			t.Fatalf("%s: %v", sys.Info.ID, err)
		}
		in := map[string]int{} // the links back, which the app derives from Out
		for _, tos := range b.Out {
			for _, to := range tos {
				in[to]++
			}
		}
		for _, e := range sys.Entries {
			if n := in[e.ID] + len(b.Out[e.ID]); n > most {
				path, most = "/"+sys.Info.ID+"/ref/"+e.ID, n
			}
		}
	}
	ctx, log := newBrowser(t)
	visit(t, ctx, base+path, path)
	waitBody(t, ctx, "related")
	if !eventually(ctx, `!!document.querySelector("section.related")`) {
		t.Fatalf("%s: no related entries", path)
	}
	if h := eval[int](t, ctx, `Math.round(document.querySelector("section.related").getBoundingClientRect().height)`); h > int(phone.h) {
		t.Errorf("%s: its %d related entries take %d px, more than a %d px phone screen", path, most, h, phone.h)
	}
	t.Logf("%s (%d related entries): the page is %d px tall", path, most, eval[int](t, ctx, `document.documentElement.scrollHeight`))
	screenshot(t, ctx, "related-folded")
	eval[bool](t, ctx, `[...document.querySelectorAll("section.related details")].forEach(d => d.open = true), true`)
	links := eval[int](t, ctx, `document.querySelectorAll("section.related a").length`)
	rows := eval[int](t, ctx, `new Set([...document.querySelectorAll("section.related a")].map(a => Math.round(a.getBoundingClientRect().top))).size`)
	// They flow: a link starts a new line only when it would not fit beside
	// the one before (long titles may take a line each; the folded height
	// above is what bounds the section).
	wrapped := eval[[]string](t, ctx, `(() => {
		const out = [];
		for (const list of document.querySelectorAll("section.related details")) {
			const as = [...list.querySelectorAll("a")], box = list.getBoundingClientRect();
			let gap = Infinity;
			for (let i = 1; i < as.length; i++) {
				const a = as[i-1].getBoundingClientRect(), b = as[i].getBoundingClientRect();
				if (Math.abs(a.top - b.top) < 2) gap = Math.min(gap, b.left - a.right);
			}
			if (gap === Infinity) gap = 0;
			for (let i = 1; i < as.length; i++) {
				const a = as[i-1].getBoundingClientRect(), b = as[i].getBoundingClientRect();
				if (b.top > a.top + 2 && a.right + gap + b.width <= box.right - 1) out.push(as[i].textContent);
			}
		}
		return out;
	})()`)
	if links != most || len(wrapped) > 0 || (links >= 4 && rows >= links) {
		t.Errorf("%s: %d related links (want %d) on %d lines; wrapped though they fit beside the one before: %q", path, links, most, rows, wrapped)
	}
	t.Logf("%s: %d related links on %d lines", path, links, rows)
	if small := eval[[]string](t, ctx, tapTargetsJS); len(small) > 0 {
		t.Errorf("%s: tap targets under 44x44px:\n  %s", path, strings.Join(dedupe(small), "\n  "))
	}
	screenshot(t, ctx, "related-open")
	assertClean(t, log, base)
}
