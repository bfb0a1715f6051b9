//go:build !wasm

package tests

import (
	"testing"

	"auspex/wasm/site"
)

// firstVisitBudget is the most a first visit may download, brotli: the
// worker and all it pre-caches (issues 31 and 32).
const firstVisitBudget = 2.4 * (1 << 20)

// The first visit of the built site stays within its budget. The figure is
// the build report's: every file the worker pre-caches, brotli.
func TestFirstVisitWithinBudget(t *testing.T) {
	dir, _ := builtSite(t)
	list, err := site.PrecacheList(dir)
	if err != nil {
		t.Fatal(err)
	}
	n := firstVisit(t, dir, list)
	t.Logf("first visit: %d bytes brotli (%.3f MiB) over %d files; budget %.0f bytes", n, mib(n), len(list)+1, float64(firstVisitBudget))
	if float64(n) > firstVisitBudget {
		t.Errorf("the first visit downloads %d bytes brotli (%.3f MiB), over the budget of 2.4 MiB by %.0f bytes",
			n, mib(n), float64(n)-firstVisitBudget)
	}
}
