//go:build !wasm

package tests

import (
	"fmt"
	"os"
	"testing"
)

// TestMain gives the whole run one scratch directory, so that the built site
// and the browsers' temporary files (chromium writes some to TMPDIR) are
// removed when the tests end, whatever happened.
func TestMain(m *testing.M) {
	scratch, err := os.MkdirTemp("", "auspex-tests-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv("TMPDIR", scratch)
	code := m.Run()
	os.RemoveAll(scratch)
	os.Exit(code)
}
