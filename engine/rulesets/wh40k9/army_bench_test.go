package wh40k9

import (
	"os"
	"path/filepath"
	"testing"

	"auspex/engine/army"
	"auspex/engine/ruleset"
)

// BenchmarkImportLargestReal is an import of the largest real roster in the
// corpus (engine/army/testdata/corpus: a 9th edition army of 196 KB of
// XML): read, decoded and every unit mapped through this system's map, as
// the Army page shows it. In the wasm:
//
//	GOOS=js GOARCH=wasm go test -run '^$' -bench ImportLargestReal -count 5 ./engine/rulesets/wh40k9 -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec"
func BenchmarkImportLargestReal(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("..", "..", "army", "testdata", "corpus", "wh40k9", "yellowscribe_sample-army.ros"))
	if err != nil {
		b.Fatal(err)
	}
	sys := New()
	env := army.Env{Inflate: func([]byte, int) ([]byte, error) { return nil, army.ErrPastLimit }} // a .ros: nothing to inflate
	b.SetBytes(int64(len(data)))
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
	data, err := os.ReadFile(filepath.Join("..", "..", "army", "testdata", "corpus", "wh40k9", "yellowscribe_sample-army.ros"))
	if err != nil {
		b.Fatal(err)
	}
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
	data, err := os.ReadFile(filepath.Join("..", "..", "army", "testdata", "corpus", "wh40k9", "yellowscribe_sample-army.ros"))
	if err != nil {
		b.Fatal(err)
	}
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
