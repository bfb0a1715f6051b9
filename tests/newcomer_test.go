//go:build !wasm

package tests

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	ui "auspex/app"
	"auspex/engine/rulesets"

	"github.com/chromedp/chromedp"
)

// What a newcomer meets first, in the browser: Share, the glossary's A-Z
// bar, a tablet's two columns, axe in the dark theme. Tap targets and axe in
// the light theme are checked on every page of the sample by TestBrowserSample.

// Share uses the system share sheet when there is one, copies the link when
// there is not, and says so; when both fail it shows the link to copy.
func TestBrowserShare(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	const page = "/wh40k10/charts/wound-roll"
	cases := []struct{ name, setup, status, check string }{
		{"share sheet",
			`Object.defineProperty(navigator, "share", {configurable: true, value: d => { window.shared = d; return Promise.resolve() }})`,
			"Shared.", `window.shared.url === location.href && window.shared.title.includes("Wound Roll")`},
		{"share sheet closed",
			`Object.defineProperty(navigator, "share", {configurable: true, value: () => Promise.reject(new DOMException("closed", "AbortError"))})`,
			"Not shared.", `true`},
		{"clipboard",
			`Object.defineProperty(navigator, "share", {configurable: true, value: undefined});
			 Object.defineProperty(navigator, "clipboard", {configurable: true, value: {writeText: s => { window.copied = s; return Promise.resolve() }}})`,
			"Link copied.", `window.copied === location.href`},
		{"share fails, clipboard used",
			`Object.defineProperty(navigator, "share", {configurable: true, value: () => Promise.reject(new DOMException("no", "NotAllowedError"))});
			 Object.defineProperty(navigator, "clipboard", {configurable: true, value: {writeText: s => { window.copied = s; return Promise.resolve() }}})`,
			"Link copied.", `window.copied === location.href`},
		{"nothing works",
			`Object.defineProperty(navigator, "share", {configurable: true, value: undefined});
			 Object.defineProperty(navigator, "clipboard", {configurable: true, value: {writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError"))}})`,
			"Could not copy the link (denied)", `document.querySelector("input.share-link").value === location.href`},
	}
	for _, c := range cases {
		visit(t, ctx, base+page+"?from=share-test", page)
		eval[bool](t, ctx, c.setup+`; true`)
		tap(t, ctx, "button.share-btn")
		status := `document.querySelector(".share-status").textContent`
		if !eventually(ctx, `(`+status+`).startsWith(`+jsString(c.status)+`)`) {
			t.Errorf("%s: the status reads %q, want %q", c.name, eval[string](t, ctx, status), c.status)
			continue
		}
		if !eval[bool](t, ctx, c.check) {
			t.Errorf("%s: %s is false", c.name, c.check)
		}
		if c.name == "nothing works" {
			screenshot(t, ctx, "share-failed")
		}
	}
	// Moving on to the next chart in the app leaves the last outcome behind.
	tap(t, ctx, `nav.prevnext a[rel="next"]`)
	if !eventually(ctx, `location.pathname !== `+jsString(page)+` && document.querySelector(".share-status").textContent === ""`) {
		t.Errorf("the next chart still says %q", eval[string](t, ctx, `document.querySelector(".share-status").textContent`))
	}
	// The calculator shares its address, which holds the attack.
	visit(t, ctx, base+"/wh40k10/calc?a=2&bs=4", "/wh40k10/calc")
	eval[bool](t, ctx, cases[0].setup+`; true`)
	tap(t, ctx, "button.share-btn")
	if !eventually(ctx, `!!window.shared && window.shared.url === location.href && location.search.includes("a=2")`) {
		t.Errorf("the calculator shared %q", eval[string](t, ctx, `JSON.stringify(window.shared || null)`))
	}
	assertClean(t, log, base)
}

// The glossary's A-Z bar holds each first letter once, in order, and a tap
// brings that letter's terms to the top of the screen, clear of the bars.
func TestBrowserGlossaryAZ(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	sys, _ := rulesets.Registry().Get("wh40k10")
	want := map[string]bool{}
	for _, term := range sys.Glossary {
		r := []rune(strings.ToUpper(term.Term))[0]
		if r >= 'A' && r <= 'Z' {
			want[string(r)] = true
		}
	}
	visit(t, ctx, base+"/wh40k10/ref/glossary", "/wh40k10/ref/glossary")
	letters := eval[[]string](t, ctx, `[...document.querySelectorAll("nav.az a")].map(a => a.textContent)`)
	seen := map[string]bool{}
	for i, l := range letters {
		if seen[l] || (i > 0 && l != "#" && l < letters[i-1]) {
			t.Errorf("the A-Z bar is out of order or repeats: %v", letters)
			break
		}
		seen[l] = true
	}
	for l := range want {
		if !seen[l] {
			t.Errorf("no %s in the A-Z bar %v", l, letters)
		}
	}
	// Every term sits under the letter it starts with.
	if bad := eval[[]string](t, ctx, `[...document.querySelectorAll(".glossary section.letter")].flatMap(s =>
		[...s.querySelectorAll("dt")].filter(dt => s.querySelector("h2").textContent !== "#" &&
			dt.textContent.trim()[0].toUpperCase() !== s.querySelector("h2").textContent).map(dt => dt.textContent))`); len(bad) > 0 {
		t.Errorf("terms under the wrong letter: %v", bad)
	}
	last := letters[len(letters)-1]
	tap(t, ctx, `nav.az a[href="#letter-`+last+`"]`)
	js := `(() => { const h = document.getElementById("letter-` + last + `").getBoundingClientRect();
		const bar = document.querySelector("nav.az").getBoundingClientRect();
		return h.top >= bar.bottom - 1 && h.top < innerHeight / 2 })()`
	if !eventually(ctx, js) {
		t.Errorf("tapping %s did not bring its terms to the top, clear of the A-Z bar (heading at %vpx)", last,
			eval[float64](t, ctx, `document.getElementById("letter-`+last+`").getBoundingClientRect().top`))
	}
	screenshot(t, ctx, "glossary-az")
	assertClean(t, log, base)
}

// tapTargetsJS lists every visible control smaller than 44x44 CSS px. Links
// inside sentences are exempt (WCAG 2.5.5 exempts inline targets); an input
// passes when it or its label (which a tap also reaches) is large enough.
const tapTargetsJS = `(() => {
  const out = [], min = 44 - 0.5;
  const inline = e => e.tagName === "A" && !!e.closest(".entry-body p, .entry-body li, .entry-body td, .notes li, .linked, .coverage, .ruling-note, .snippet, .meta, .source, p.help") &&
    // In running text: the block it sits in (through any bold or italics) says more than the link.
    (e.closest("p, li, td, dd") || e.parentElement).textContent.trim().length > e.textContent.trim().length;
  for (const e of document.querySelectorAll("a[href], button, input, select, textarea, summary, [role=button], [tabindex]:not([tabindex='-1'])")) {
    if (e.closest(".goapp-app-info") || e.classList.contains("skip") || e.type === "hidden") continue;
    const r = e.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue; // not shown
    const label = e.tagName === "INPUT" && (e.closest("label") || (e.id && document.querySelector("label[for='" + e.id + "']")));
    const l = label ? label.getBoundingClientRect() : r;
    if (getComputedStyle(e).visibility === "hidden" || inline(e)) continue;
    if ((r.width < min || r.height < min) && (l.width < min || l.height < min)) {
      out.push(e.tagName.toLowerCase() + (e.className ? "." + String(e.className).split(" ").join(".") : "") +
        " \"" + (e.textContent || e.getAttribute("aria-label") || "").trim().slice(0, 30) + "\" " + Math.round(r.width) + "x" + Math.round(r.height));
    }
  }
  return out;
})()`

func dedupe(list []string) []string {
	seen, out := map[string]int{}, []string(nil)
	for _, s := range list {
		seen[s]++
		if seen[s] == 1 {
			out = append(out, s)
		}
	}
	for i, s := range out {
		if n := seen[s]; n > 1 {
			out[i] = fmt.Sprintf("%s (x%d)", s, n)
		}
	}
	return out
}

// twoColumnsJS is true when two of the selected items sit side by side.
func twoColumnsJS(sel string) string {
	return `(() => { const r = [...document.querySelectorAll(` + jsString(sel) + `)].map(e => e.getBoundingClientRect()).filter(r => r.width > 0);
  return r.some(a => r.some(b => b.left > a.right - 1 && b.top < a.bottom && a.top < b.bottom)) })()`
}

// On an 820px tablet, lists and the reference use two columns, and nothing
// is wider than the screen.
func TestBrowserTabletTwoColumns(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(820, 1180, chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		t.Fatal(err)
	}
	pages := []struct{ path, items string }{
		{"/", "ul.systems > li"},
		{"/wh40k10", "ul.sections > li"},
		{"/wh40k10/ref", ".ref-tree > section"},
		{"/wh40k10/ref/glossary", ".glossary .term"},
		{"/wh40k10/ref/lethal-hits", ".entry > .entry-body, .entry > .related"},
		{"/wh40k10/charts", ".chart-index > li"},
		{"/wh40k10/sheets", "ul.sections > li"},
		{"/wh40k10/calc", ".calc-form, .calc-output"},
		{"/wh40k10/checklist", ".checklist > .now, .checklist > nav.steps"},
	}
	for _, p := range pages {
		visit(t, ctx, base+p.path, p.path)
		if w := eval[int](t, ctx, `document.documentElement.clientWidth`); w != 820 {
			t.Fatalf("the window is %dpx wide, want 820", w)
		}
		if !eventually(ctx, twoColumnsJS(p.items)) {
			t.Errorf("%s: no two of %q side by side on an 820px tablet", p.path, p.items)
		}
		if bad := eval[[]string](t, ctx, overflowJS); len(bad) > 0 {
			t.Errorf("%s does not fit an 820px tablet:\n%s", p.path, strings.Join(bad, "\n"))
		}
		screenshot(t, ctx, "tablet-"+strings.Trim(fileName(p.path), "-")+"x")
	}
	assertClean(t, log, base)
}

// axe finds no violation in the dark theme either, on the pages outside the
// systems and each system's home and sections (TestBrowserSample runs axe on
// the whole sample in the light theme).
func TestBrowserAxeDark(t *testing.T) {
	_, base := builtSite(t)
	src := axeSource(t)
	if src == "" {
		t.Skip("axe-core is not installed (see above)")
	}
	ctx, _ := newBrowser(t)
	reg := rulesets.Registry()
	for _, p := range sampleRoutes(reg) {
		if strings.Count(p, "/") > 2 {
			continue
		}
		visit(t, ctx, base+p, ui.ParseRoute(reg, p).Path())
		eval[bool](t, ctx, `document.documentElement.setAttribute("data-theme", "dark"), true`)
		for _, v := range axeRun(t, ctx, src) {
			t.Errorf("%s (dark theme): %s", p, v)
		}
	}
}

// axeRun injects axe (once per page) and returns its violations, one line each.
func axeRun(t *testing.T, ctx context.Context, src string) []string {
	t.Helper()
	if !eval[bool](t, ctx, `typeof axe !== "undefined"`) {
		if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](src+";true")); err != nil {
			t.Fatalf("injecting axe: %v", err)
		}
	}
	raw := eval[string](t, ctx, `axe.run(document, {resultTypes: ["violations"]}).then(r => JSON.stringify(r.violations.map(v =>
		({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map(n => n.target.join(" ") + ": " + n.failureSummary.split("\n").slice(1).join(" "))}))))`)
	var vs []struct {
		ID, Impact, Help string
		Nodes            []string
	}
	if err := json.Unmarshal([]byte(raw), &vs); err != nil {
		t.Fatalf("reading axe's answer: %v", err)
	}
	var out []string
	for _, v := range vs {
		out = append(out, fmt.Sprintf("[%s] %s (%s):\n    %s", v.Impact, v.ID, v.Help, strings.Join(v.Nodes, "\n    ")))
	}
	return out
}
