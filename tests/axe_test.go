//go:build !wasm

package tests

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// axe-core (Deque's accessibility engine, MPL-2.0) is installed from npm by
// the test itself, out loud, into a cache directory, and injected into pages
// with chromedp. A pinned version: a new axe release must not change the
// verdict of an unchanged app.
const axeVersion = "4.14.1"

var (
	axeOnce sync.Once
	axeJS   string
	axeErr  error
)

// axeSource returns axe.min.js, or "" when it cannot be had (no npm, no
// network): then a test fails under CI=true, and elsewhere it is said on
// stderr (shown without -v) that the accessibility checks did not run.
func axeSource(t testing.TB) string {
	t.Helper()
	axeOnce.Do(func() {
		cache, err := os.UserCacheDir()
		if err != nil {
			cache = os.TempDir()
		}
		dir := filepath.Join(cache, "auspex", "axe-core-"+axeVersion)
		file := filepath.Join(dir, "node_modules", "axe-core", "axe.min.js")
		if _, err := os.Stat(file); err != nil {
			fmt.Fprintf(os.Stderr, "installing axe-core %s from npm into %s (once; the accessibility tests use it)\n", axeVersion, dir)
			if err := os.MkdirAll(dir, 0o755); err != nil {
				axeErr = err
				return
			}
			cmd := exec.Command("npm", "install", "--no-audit", "--no-fund", "--prefix", dir, "axe-core@"+axeVersion)
			if out, err := cmd.CombinedOutput(); err != nil {
				axeErr = fmt.Errorf("npm install axe-core@%s: %v\n%s", axeVersion, err, out)
				return
			}
		}
		b, err := os.ReadFile(file)
		axeJS, axeErr = string(b), err
	})
	if axeErr != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("axe-core is needed for the accessibility tests: %v", axeErr)
		}
		axeWarn.Do(func() {
			fmt.Fprintf(os.Stderr, "axe-core could not be installed, so the accessibility checks did NOT run (under CI=true this fails): %v\n", axeErr)
		})
		return ""
	}
	return axeJS
}

var axeWarn sync.Once
