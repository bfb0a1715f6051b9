//go:build !wasm

package tests

import (
	"context"
	"sort"
	"strconv"
	"testing"
)

// BenchmarkPageLoad measures, in headless chromium, the time from navigation
// start to the app's first render of the home page (the moment the wasm has
// drawn the route), on nine first visits (fresh profile, nothing cached) and
// nine repeat visits (service worker cache warm), and reports the medians. It
// also reports first contentful paint, which the pre-rendered HTML gives long
// before the wasm runs. Run it with ./build.sh bench.
func BenchmarkPageLoad(b *testing.B) {
	_, base := builtSite(b)
	const visits = 9
	for i := 0; i < b.N; i++ {
		var first, repeat, fcp []float64
		for v := 0; v < visits; v++ {
			ctx, _ := newBrowser(b)
			visit(b, ctx, base+"/", "/")
			first = append(first, renderedMs(b, ctx))
			fcp = append(fcp, eval[float64](b, ctx,
				`(performance.getEntriesByName("first-contentful-paint")[0] || {startTime: -1}).startTime`))
			waitController(b, ctx)
			visit(b, ctx, base+"/", "/")
			repeat = append(repeat, renderedMs(b, ctx))
		}
		b.ReportMetric(median(first), "ms-first-render")
		b.ReportMetric(median(repeat), "ms-repeat-render")
		b.ReportMetric(median(fcp), "ms-first-paint")
	}
}

func renderedMs(b *testing.B, ctx context.Context) float64 {
	b.Helper()
	s := eval[string](b, ctx, `document.documentElement.getAttribute("data-rendered-ms")`)
	ms, err := strconv.ParseFloat(s, 64)
	if err != nil {
		b.Fatalf("data-rendered-ms %q: %v", s, err)
	}
	return ms
}

func median(xs []float64) float64 {
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	return s[len(s)/2]
}
