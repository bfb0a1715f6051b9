//go:build !wasm

package tests

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"auspex/wasm/site"
)

// firstVisitBudget is the most a first visit may download, brotli: the
// worker and all it pre-caches (issues 31 and 32), set with Go 1.26 (go.mod's).
const firstVisitBudget = 2.4 * (1 << 20)

// helloGo126 is tests/hello's wasm, brotli as the site serves it, built by Go
// 1.26.8 (1.26.0: 1,426,935): a stock go-app page, what Go itself puts in
// every go-app wasm. Go 1.27 grows it to 1,622,676 (+196 KB): its
// encoding/json, rebuilt on json/v2, adds about 1.1 MB before compression to
// any program that imports it, and go-app does.
const helloGo126 = 1427127

// The first visit of the built site stays within its budget. The figure is
// the build report's: every file the worker pre-caches, brotli. With a Go
// other than 1.26 the budget moves by what that Go adds to (or takes from)
// the stock hello page, so the test holds the app's own bytes, not Go's.
func TestFirstVisitWithinBudget(t *testing.T) {
	dir, _ := builtSite(t)
	list, err := site.PrecacheList(dir)
	if err != nil {
		t.Fatal(err)
	}
	n := firstVisit(t, dir, list)
	budget, why := float64(firstVisitBudget), "2.4 MiB"
	if v := runtime.Version(); !strings.HasPrefix(v, "go1.26.") && v != "go1.26" {
		hello := helloBrotli(t)
		budget += float64(hello - helloGo126)
		why = fmt.Sprintf("2.4 MiB%+d bytes: the stock hello page is %d bytes brotli with %s, %d with Go 1.26.8", hello-helloGo126, hello, v, helloGo126)
	}
	t.Logf("first visit: %d bytes brotli (%.3f MiB) over %d files; budget %.0f bytes (%s)", n, mib(n), len(list)+1, budget, why)
	if float64(n) > budget {
		t.Errorf("the first visit downloads %d bytes brotli (%.3f MiB), over the budget of %s by %.0f bytes",
			n, mib(n), why, float64(n)-budget)
	}
}

// helloBrotli builds tests/hello with stock go-app, as the floors are, and
// measures its wasm as the site would serve it.
func helloBrotli(t *testing.T) int {
	t.Helper()
	out := filepath.Join(t.TempDir(), "app.wasm")
	if err := site.BuildWasm("..", "./tests/hello", out, []string{}, os.Stderr); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	br, err := site.Brotli(b)
	if err != nil {
		t.Fatal(err)
	}
	return len(br)
}
