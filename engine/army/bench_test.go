package army

import (
	"os"
	"testing"
)

// The steps of an import the wasm runs itself, on the 2,000 point army's
// tree as the browser hands it over (its XML parsed by DOMParser, written as
// JSON by TreeScript). Run them in the wasm with
//
//	GOOS=js GOARCH=wasm go test -run '^$' -bench 'Tree|Decode' ./engine/army -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec"
//
// BenchmarkParseTreeJSON2000 reads the JSON into a Node tree;
// BenchmarkDecodeRoster2000 checks the tree's limits and decodes it.

func treeJSON2000(b *testing.B) []byte {
	data, err := os.ReadFile("testdata/strike-force-2000.tree.json")
	if err != nil {
		b.Fatal(err)
	}
	return data
}

func BenchmarkParseTreeJSON2000(b *testing.B) {
	data := treeJSON2000(b)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := ParseTreeJSON(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeRoster2000(b *testing.B) {
	root, err := ParseTreeJSON(treeJSON2000(b))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if err := checkTree(root); err != nil {
			b.Fatal(err)
		}
		r, err := decode(root)
		if err != nil || len(r.Units) != 19 {
			b.Fatal(len(r.Units), err)
		}
	}
}

// BenchmarkStoreArmy2000 is the storing half of an import: the army put in
// a book already holding two others, and the book written out once.
func BenchmarkStoreArmy2000(b *testing.B) {
	root, err := ParseTreeJSON(treeJSON2000(b))
	if err != nil {
		b.Fatal(err)
	}
	r, err := decode(root)
	if err != nil {
		b.Fatal(err)
	}
	var book Book
	for _, name := range []string{"First", "Second"} {
		if _, err := book.Put(Army{Name: name, System: "wh40k10", File: "a.ros", Imported: "2026-11-27", Roster: *r}); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		next := Book{Armies: append([]Army(nil), book.Armies...)}
		if _, err := next.Put(Army{Name: "Third", System: "wh40k10", File: "a.ros", Imported: "2026-11-27", Roster: *r}); err != nil {
			b.Fatal(err)
		}
		if len(next.Encode()) == 0 {
			b.Fatal("empty")
		}
	}
}
