//go:build !wasm

package site

import (
	"image/color"
	"os"
	"path/filepath"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
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

// The 8-bit icons keep the drawn colours where they are common: the tile,
// the transparent corner, the rings; only rare edge blends move.
func TestIconsKeepTheirColoursPaletted(t *testing.T) {
	img := drawIcon(192, false)
	p := paletted(img)
	if len(p.Palette) > 256 {
		t.Fatalf("%d colours", len(p.Palette))
	}
	moved := 0
	for y := range 192 {
		for x := range 192 {
			if p.At(x, y) != color.Color(img.NRGBAAt(x, y)) {
				moved++
			}
		}
	}
	for _, at := range [][2]int{{0, 0}, {96, 96}, {96, 96 - 69}} {
		if got, want := p.At(at[0], at[1]), color.Color(img.NRGBAAt(at[0], at[1])); got != want {
			t.Errorf("pixel %v is %v, want %v", at, got, want)
		}
	}
	if moved > 192*192/50 {
		t.Errorf("%d of %d pixels changed colour", moved, 192*192)
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

// The version changes with the assets and with every setting of the page
// shell, and with nothing else.
func TestVersionFollowsContent(t *testing.T) {
	web := t.TempDir()
	os.WriteFile(filepath.Join(web, "app.wasm"), []byte("wasm"), 0o644)
	version := func(h *app.Handler) string {
		v, err := contentHash(web, shellSettings(h))
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	base := version(handler("", "2026-01-01", []string{"/"}))
	if again := version(handler("", "2026-01-01", []string{"/"})); again != base {
		t.Fatal("the same content gave two versions")
	}
	changed := map[string]*app.Handler{
		"prefix": handler("x", "2026-01-01", []string{"/"}),
		"date":   handler("", "2026-01-02", []string{"/"}),
		"data":   handler("", "2026-01-01", []string{"/", "/web/ref/x.json"}),
	}
	retitled := handler("", "2026-01-01", []string{"/"})
	retitled.Title = "Other"
	changed["title"] = retitled
	for what, h := range changed {
		if version(h) == base {
			t.Errorf("changing the %s kept the version", what)
		}
	}
	os.WriteFile(filepath.Join(web, "app.wasm"), []byte("wasm2"), 0o644)
	if version(handler("", "2026-01-01", []string{"/"})) == base {
		t.Error("changing the wasm kept the version")
	}
}

// A build that fails leaves the output folder as it was (here: a previous
// build's) and nothing beside it, so the next build to it goes ahead.
func TestFailedBuildLeavesNothingBehind(t *testing.T) {
	parent := t.TempDir()
	out := filepath.Join(parent, "dist")
	os.MkdirAll(out, 0o755)
	os.WriteFile(filepath.Join(out, "app-worker.js"), []byte("previous"), 0o644)
	_, err := Build(nil, Options{Out: out, Root: "../..", Main: "./no-such-package", GoApp: []string{}})
	if err == nil {
		t.Fatal("a build of a package that does not exist succeeded")
	}
	if b, _ := os.ReadFile(filepath.Join(out, "app-worker.js")); string(b) != "previous" {
		t.Errorf("the failed build changed the previous build")
	}
	if entries, _ := os.ReadDir(parent); len(entries) != 1 {
		t.Errorf("the failed build left %d entries beside the output, want only it: %v", len(entries), entries)
	}
	if err := emptyOut(out); err != nil {
		t.Errorf("the next build would refuse the folder: %v", err)
	}
}
