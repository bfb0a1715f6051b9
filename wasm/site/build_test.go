//go:build !wasm

package site

import (
	"os"
	"path/filepath"
	"testing"
)

func TestIconsAreDrawnInsideTheirShape(t *testing.T) {
	img := drawIcon(64, false)
	if a := img.NRGBAAt(0, 0).A; a != 0 {
		t.Errorf("the rounded icon's corner is not transparent (alpha %d)", a)
	}
	if a := drawIcon(64, true).NRGBAAt(0, 0).A; a != 255 {
		t.Errorf("the maskable icon is not full-bleed (alpha %d)", a)
	}
	if c := img.NRGBAAt(32, 32); c != tile {
		t.Errorf("the centre is %v, want the tile colour", c)
	}
}

func TestBuildRefusesToEmptyAForeignDirectory(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module x"), 0o644)
	if err := emptyOut(dir); err == nil {
		t.Fatal("emptyOut would delete a directory that is not a build")
	}
	if _, err := os.Stat(filepath.Join(dir, "go.mod")); err != nil {
		t.Fatal("the foreign file is gone")
	}
	os.WriteFile(filepath.Join(dir, "app-worker.js"), nil, 0o644)
	if err := emptyOut(dir); err != nil {
		t.Fatalf("a previous build was not emptied: %v", err)
	}
	if err := emptyOut(filepath.Join(dir, "missing")); err != nil {
		t.Fatalf("a missing directory is fine to build into: %v", err)
	}
}
