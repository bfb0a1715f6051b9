package wh40k9

import (
	"archive/zip"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"

	"auspex/engine/army"
	"auspex/engine/ruleset"
)

// BenchmarkImportLargestReal is an import of the largest real roster in the
// corpus (largestReal): read, decoded and every unit mapped through this
// system's map, as the Army page shows it. In the wasm:
//
//	GOOS=js GOARCH=wasm go test -run '^$' -bench ImportLargestReal -count 5 ./engine/rulesets/wh40k9 -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec"
func BenchmarkImportLargestReal(b *testing.B) {
	data := largestReal(b)
	sys := New()
	env := army.Env{Inflate: func([]byte, int) ([]byte, error) { return nil, army.ErrPastLimit }} // XML: nothing to inflate
	for b.Loop() {
		ruleset.ForgetMatches() // each import the page's first
		r, err := army.Read(data, env)
		if err != nil {
			b.Fatal(err)
		}
		if !sys.Army.Owns(r.System) {
			b.Fatal(r.System)
		}
		form := sys.Calc.Form()
		for _, u := range r.Units {
			sys.Army.Unit(form, u)
		}
	}
}

// BenchmarkReadLargestReal is the reading half alone (army.Read): what the
// Army page does on import before it stores the army.
func BenchmarkReadLargestReal(b *testing.B) {
	data := largestReal(b)
	env := army.Env{Inflate: func([]byte, int) ([]byte, error) { return nil, army.ErrPastLimit }}
	for b.Loop() {
		if _, err := army.Read(data, env); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkMapLargestReal is the mapping half alone: every unit of the
// largest real roster through the map.
func BenchmarkMapLargestReal(b *testing.B) {
	data := largestReal(b)
	r, err := army.Read(data, army.Env{Inflate: func([]byte, int) ([]byte, error) { return nil, army.ErrPastLimit }})
	if err != nil {
		b.Fatal(err)
	}
	sys := New()
	form := sys.Calc.Form()
	for b.Loop() {
		ruleset.ForgetMatches()
		for _, u := range r.Units {
			sys.Army.Unit(form, u)
		}
	}
}

// largestReal is the XML of the largest real roster of this system in the
// corpus (engine/army/testdata/corpus/wh40k9), found afresh so that a larger
// one added later is the one timed; a .rosz is unzipped here, so the
// benchmarks time what the page does once the browser has inflated it.
func largestReal(b *testing.B) []byte {
	files, err := filepath.Glob(filepath.Join("..", "..", "army", "testdata", "corpus", "wh40k9", "*.ros*"))
	if err != nil || len(files) == 0 {
		b.Fatalf("no corpus rosters: %v", err)
	}
	var largest []byte
	var name string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		if zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data))); err == nil && len(zr.File) > 0 {
			rc, err := zr.File[0].Open()
			if err != nil {
				b.Fatal(err)
			}
			data, err = io.ReadAll(rc)
			rc.Close()
			if err != nil {
				b.Fatal(err)
			}
		}
		if len(data) > len(largest) {
			largest, name = data, filepath.Base(f)
		}
	}
	b.Logf("largest real roster: %s, %d bytes of XML", name, len(largest))
	b.SetBytes(int64(len(largest)))
	return largest
}
