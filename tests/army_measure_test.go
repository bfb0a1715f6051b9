//go:build !wasm

package tests

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// BenchmarkArmyPage measures, in one browser on the built site, (1) the
// import of the 2,000 point roster through the file input, from the pick to
// the army stored (the page's data-import-ms; data-import-read-ms is the
// reading alone), five times, reporting the median and the first (the
// first in a page runs code the page has not compiled yet); and (2) the Army page's render with that army
// stored against an entry page's, in the same run: reloads of each in turn
// (service worker warm), each timed from navigation start to the app's
// first render of the route (data-rendered-ms). Run it with
// -bench ArmyPage -benchtime 1x against a built site (AUSPEX_TEST_SITE).
func BenchmarkArmyPage(b *testing.B) {
	requireBrowser(b)
	_, base := builtSite(b)
	const entry = "/wh40k10/ref/lethal-hits"
	for i := 0; i < b.N; i++ {
		ctx, _ := newBrowser(b)
		visit(b, ctx, base+armyPath, armyPath)
		waitController(b, ctx)
		var total, read []float64
		for k := 1; k <= 5; k++ {
			eval[bool](b, ctx, `document.documentElement.removeAttribute("data-import-ms"), true`)
			upload(b, ctx, "#army-file", armyRoster(b, "strike-force-2000.ros"))
			if !eventually(ctx, `document.documentElement.hasAttribute("data-import-ms") && document.querySelectorAll("#armies .army-entry").length === `+itoa(k)) {
				b.Fatalf("import %d never finished: %q", k, eval[string](b, ctx, armyMsg))
			}
			total = append(total, eval[float64](b, ctx, `Number(document.documentElement.getAttribute("data-import-ms"))`))
			read = append(read, eval[float64](b, ctx, `Number(document.documentElement.getAttribute("data-import-read-ms"))`))
		}
		b.ReportMetric(median(total), "ms-import-2000pt")
		b.ReportMetric(total[0], "ms-import-2000pt-first")
		b.ReportMetric(median(read), "ms-import-2000pt-reading")
		// Keep one army: the page then lists one 2,000 point army.
		eval[bool](b, ctx, `(() => { const b = JSON.parse(localStorage.getItem("auspex.armies")); b.armies = b.armies.slice(0, 1); localStorage.setItem("auspex.armies", JSON.stringify(b)); return true })()`)
		var army, ref []float64
		for k := 0; k < 9; k++ {
			for _, pg := range []string{armyPath, entry} {
				if err := chromedp.Do(ctx, chromedp.Navigate(base+pg)); err != nil {
					b.Fatal(err)
				}
				waitRoute(b, ctx, pg)
				ms := eval[float64](b, ctx, `Number(document.documentElement.getAttribute("data-rendered-ms"))`)
				if pg == armyPath {
					if n := eval[int](b, ctx, `document.querySelectorAll("#armies .army-entry").length`); n != 1 {
						b.Fatalf("the army page lists %d armies, want 1", n)
					}
					army = append(army, ms)
				} else {
					ref = append(ref, ms)
				}
			}
		}
		b.ReportMetric(median(army), "ms-render-army")
		b.ReportMetric(median(ref), "ms-render-entry")
		b.ReportMetric(median(army)/median(ref), "x-army-entry")
		b.Logf("import (ms) %s; army page %s; entry %s", fmtAll(total), fmtAll(army), fmtAll(ref))
	}
}

func fmtAll(xs []float64) string {
	var s []string
	for _, x := range xs {
		s = append(s, strconv.FormatFloat(x, 'f', 1, 64))
	}
	return strings.Join(s, " ")
}
