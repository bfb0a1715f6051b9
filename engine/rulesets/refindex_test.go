//go:build !wasm

package rulesets

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"auspex/engine/content"
)

// The wasm compiles each system's generated reference index (content.IndexFile)
// instead of its Markdown: it must say what ref/ says today, and every system
// with a ref/ folder must have one.
func TestReferenceIndexesAreUpToDate(t *testing.T) {
	for _, sys := range Registry().All() {
		id := sys.Info.ID
		if _, err := os.Stat(filepath.Join(id, "ref")); err != nil {
			continue
		}
		want, err := content.IndexSource(id, &content.Reference{Entries: sys.Entries, Glossary: sys.Glossary})
		if err != nil {
			t.Fatal(err)
		}
		f := filepath.Join("engine", "rulesets", id, content.IndexFile)
		got, err := os.ReadFile(filepath.Join(id, content.IndexFile))
		switch {
		case err != nil:
			t.Errorf("%s: %v: run `go run ./wasm refindex` (the site build does it too)", f, err)
		case !bytes.Equal(got, want):
			t.Errorf("%s is out of date with %s/ref: run `go run ./wasm refindex` (the site build does it too)", f, id)
		}
	}
}
