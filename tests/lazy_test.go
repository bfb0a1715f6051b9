//go:build !wasm

package tests

import (
	"slices"
	"testing"
)

// buildMarksJS lists the systems the page's wasm has built: the registry
// marks each first build auspex-build-<id>, its detail the milliseconds.
const buildMarksJS = `performance.getEntriesByType("mark").filter(m => m.name.startsWith("auspex-build-")).
	map(m => m.name.slice("auspex-build-".length) + " " + (+m.detail).toFixed(2) + " ms")`

// A fresh visit to / builds no system, even once the service worker has
// taken control (what waited for the first frame has run by then); the
// calculator's page builds its own system and no other.
func TestBrowserHomeBuildsNoSystem(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	visit(t, ctx, base+"/", "/")
	waitController(t, ctx)
	if markMs(t, ctx, "auspex-registry") < 0 {
		t.Fatal("no auspex-registry mark: the wasm did not say when its registry was made")
	}
	t.Logf("/: main at %.1f ms, registry made %.2f ms later", markMs(t, ctx, "auspex-main"),
		markMs(t, ctx, "auspex-registry")-markMs(t, ctx, "auspex-main"))
	if built := eval[[]string](t, ctx, buildMarksJS); len(built) > 0 {
		t.Errorf("opening / built %v, want no system", built)
	}
	visit(t, ctx, base+"/wh40k10/calc", "/wh40k10/calc")
	built := eval[[]string](t, ctx, `(`+buildMarksJS+`).map(s => s.split(" ")[0])`)
	if !slices.Equal(built, []string{"wh40k10"}) {
		t.Errorf("opening /wh40k10/calc built %v, want [wh40k10]", built)
	}
	t.Logf("/wh40k10/calc: %v", eval[[]string](t, ctx, buildMarksJS))
	assertClean(t, log, base)
}
