//go:build !wasm

package tests

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/rulesets"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// Printing and narrow screens: every sheet prints on one or two A4 pages,
// nothing printed is clipped or wider than the page, and on a phone no chart
// pushes the page sideways.

const (
	a4WidthIn, a4HeightIn = 210 / 25.4, 297 / 25.4
	// printWidthPx is the width inside the 14mm margins of the @page rule in
	// static/auspex.css, in CSS pixels (96 to the inch): the width a printed
	// page lays out at.
	printWidthPx = (210.0 - 2*14) / 25.4 * 96
	// maxSheetPages is what a quick-reference sheet may take (ruleset.Sheet).
	maxSheetPages = 2
)

// overflowJS lists what does not fit the layout width: any visible element of
// main reaching past either edge, any table cut off by its scroll container,
// and the page itself scrolling sideways.
const overflowJS = `(() => {
  const w = document.documentElement.clientWidth, out = [];
  for (const e of document.querySelectorAll("main *")) {
    if (e.getClientRects().length === 0) continue;
    const r = e.getBoundingClientRect();
    if (r.right > w + 1 || r.left < -1) out.push(e.tagName.toLowerCase() + "." + e.className + " spans " + Math.round(r.left) + "-" + Math.round(r.right) + "px of " + w);
  }
  for (const s of document.querySelectorAll(".scroll")) {
    if (s.scrollWidth > s.clientWidth + 1) out.push("table in " + s.parentElement.id + " is " + s.scrollWidth + "px in a " + s.clientWidth + "px box");
  }
  if (document.documentElement.scrollWidth > w + 1) out.push("the page is " + document.documentElement.scrollWidth + "px wide in a " + w + "px window");
  return out;
})()`

// printPaths lists the pages made to be printed that the browser checks:
// every sheet (a few per system, each made for paper) and, per system, the
// widest charts' pages (chartsToPrint). A chart that fits is one that is not
// too wide: the widest are the ones that can fail, and taking a fixed number
// keeps these tests' time from growing with the charts.
func printPaths() (charts, sheets []string) {
	for _, sys := range rulesets.Registry().All() {
		for _, c := range widestCharts(sys.Charts, chartsToPrint) {
			charts = append(charts, "/"+sys.Info.ID+"/charts/"+c.ID)
		}
		for _, s := range sys.Sheets {
			sheets = append(sheets, "/"+sys.Info.ID+"/sheets/"+s.ID)
		}
	}
	return charts, sheets
}

// chartsToPrint is how many charts per system the print and phone checks take.
const chartsToPrint = 3

// widestCharts returns the n charts with the most columns, then the longest
// row, in their original order.
func widestCharts(charts []ruleset.Chart, n int) []ruleset.Chart {
	width := func(c ruleset.Chart) int {
		longest := 0
		for _, r := range c.Rows {
			longest = max(longest, len(strings.Join(r, "")))
		}
		return len(c.Columns)*1000 + longest
	}
	order := slices.Clone(charts)
	slices.SortStableFunc(order, func(a, b ruleset.Chart) int { return width(b) - width(a) })
	keep := map[string]bool{}
	for _, c := range order[:min(n, len(order))] {
		keep[c.ID] = true
	}
	var out []ruleset.Chart
	for _, c := range charts {
		if keep[c.ID] {
			out = append(out, c)
		}
	}
	return out
}

func setMedia(t testing.TB, ctx context.Context, media string) {
	t.Helper()
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: media})
		return err
	}))
	if err != nil {
		t.Fatal(err)
	}
}

// printPDF prints the page as Chromium's print preview would on A4, with the
// stylesheet's own @page margins.
func printPDF(t testing.TB, ctx context.Context) []byte {
	t.Helper()
	css, bg := true, false
	var pdf []byte
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		res, err := call(ctx, tg, page.PrintToPDF, page.PrintToPDFParams{
			PaperWidth: a4WidthIn, PaperHeight: a4HeightIn, PreferCSSPageSize: &css, PrintBackground: &bg,
		})
		if err == nil {
			pdf = res.Data
		}
		return err
	}))
	if err != nil {
		t.Fatalf("printing to PDF: %v", err)
	}
	return pdf
}

// pdfPage matches one page object of a PDF (not the /Pages tree node).
var pdfPage = regexp.MustCompile(`/Type\s*/Page\b`)

func pdfPages(pdf []byte) int { return len(pdfPage.FindAll(pdf, -1)) }

// savePDF leaves the printout beside the screenshots, for review.
func savePDF(t testing.TB, path string, pdf []byte) {
	t.Helper()
	if err := os.MkdirAll(screenshots, 0o755); err != nil {
		t.Fatal(err)
	}
	name := fileName(path) + ".pdf"
	if err := os.WriteFile(filepath.Join(screenshots, name), pdf, 0o644); err != nil {
		t.Fatal(err)
	}
}

// Charts and sheets print with no app chrome, nothing clipped or wider than
// the printed page, and every sheet on at most two A4 pages.
func TestBrowserPrintLayout(t *testing.T) {
	_, base := builtSite(t)
	ctx, _ := newBrowser(t)
	charts, sheets := printPaths()
	if len(sheets) == 0 || len(charts) == 0 {
		t.Fatal("no sheet or chart to print")
	}
	for _, p := range append(charts, sheets...) {
		visit(t, ctx, base+p, p)
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(math.Round(printWidthPx)), 1100)); err != nil {
			t.Fatal(err)
		}
		setMedia(t, ctx, "print")
		hidden := eval[bool](t, ctx, `[".top", ".tabs", ".foot", "button", "details.source-note"].every(s =>
			[...document.querySelectorAll(s)].every(e => e.getClientRects().length === 0))`)
		if !hidden {
			t.Errorf("%s: app chrome still shows in print", p)
		}
		if tables := eval[int](t, ctx, `document.querySelectorAll("main table").length`); tables == 0 {
			t.Errorf("%s: no table to measure", p)
		}
		if bad := eval[[]string](t, ctx, overflowJS); len(bad) > 0 {
			t.Errorf("%s does not fit the printed page:\n%s", p, strings.Join(bad, "\n"))
		}
		// A value such as "3+" printed as "3" over "+" misreads at the table.
		if cut := eval[[]string](t, ctx, brokenWordsJS("main table td.v", "")); len(cut) > 0 {
			t.Errorf("%s prints values cut across two lines: %s", p, strings.Join(dedupe(cut), ", "))
		}
		screenshot(t, ctx, "print-"+fileName(p))
		pdf := printPDF(t, ctx)
		savePDF(t, p, pdf)
		n := pdfPages(pdf)
		t.Logf("%s prints on %d A4 pages", p, n)
		if n == 0 {
			t.Errorf("%s: found no page in the PDF", p)
		}
		if strings.Contains(p, "/sheets/") && n > maxSheetPages {
			t.Errorf("%s prints on %d A4 pages, more than %d", p, n, maxSheetPages)
		}
		setMedia(t, ctx, "")
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
			t.Fatal(err)
		}
	}
}

// On a 390px phone every sheet and the widest charts (printPaths) fit the
// width: wide charts turn into cards, and nothing makes the page scroll
// sideways. The screenshots show them for review.
func TestBrowserChartsFitAPhone(t *testing.T) {
	_, base := builtSite(t)
	ctx, _ := newBrowser(t)
	charts, sheets := printPaths()
	for _, p := range append(charts, sheets...) {
		visit(t, ctx, base+p, p)
		if w := eval[int](t, ctx, `document.documentElement.clientWidth`); w != 390 {
			t.Fatalf("%s: the window is %dpx wide, want the 390px phone", p, w)
		}
		if bad := eval[[]string](t, ctx, overflowJS); len(bad) > 0 {
			t.Errorf("%s does not fit a 390px phone:\n%s", p, strings.Join(bad, "\n"))
		}
		screenshot(t, ctx, "phone-"+fileName(p))
	}
	for _, id := range []string{"core-stratagems", "d6-tests", "terrain-features", "hit-roll"} {
		p := "/wh40k10/charts/" + id
		visit(t, ctx, base+p, p)
		if bad := eval[[]string](t, ctx, overflowJS); len(bad) > 0 {
			t.Errorf("%s does not fit a 390px phone:\n%s", p, strings.Join(bad, "\n"))
		}
		screenshot(t, ctx, "phone-chart-"+id)
	}
}

// A chart a sheet keeps whole (ruleset.Block.KeepWhole) is printed in one
// column: 5th edition's Reserves, five rows, printed its first row at the foot
// of one column and the rest atop the next. The browser's print emulation
// lays out no pages, so where the PDF's columns end cannot be read here: what
// is checked is that print is told not to split each such chart, and
// TestBrowserPrintLayout that every sheet still prints on two pages.
func TestBrowserSheetChartsKeptWhole(t *testing.T) {
	_, base := builtSite(t)
	ctx, _ := newBrowser(t)
	whole := map[string][]string{} // sheet path: the ids of its charts kept whole
	for _, sys := range rulesets.Registry().All() {
		for _, s := range sys.Sheets {
			for _, b := range s.Blocks {
				if b.Kind == ruleset.ChartRef && b.KeepWhole {
					p := "/" + sys.Info.ID + "/sheets/" + s.ID
					whole[p] = append(whole[p], b.Chart)
				}
			}
		}
	}
	const sheet = "/wh40k5/sheets/quick-reference"
	if !slices.Contains(whole[sheet], "reserves") {
		whole[sheet] = append(whole[sheet], "reserves")
		t.Errorf("%s does not keep its Reserves chart whole", sheet)
	}
	for p, ids := range whole {
		visit(t, ctx, base+p, p)
		setMedia(t, ctx, "print")
		for _, id := range ids {
			got := eval[string](t, ctx, `(() => { const e = document.querySelector("article.sheet #chart-`+id+`");
				return e ? getComputedStyle(e).breakInside : "missing"; })()`)
			if got != "avoid" {
				t.Errorf("printed, %s may split chart %s (break-inside: %s)", p, id, got)
			}
		}
		setMedia(t, ctx, "")
	}
}
