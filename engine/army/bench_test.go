package army

import (
	"os"
	"testing"
)

// The steps of an import the wasm runs itself, on the 2,000 point army's
// XML (after any unzipping, which the browser does). Run them in the wasm
// with
//
//	GOOS=js GOARCH=wasm go test -run '^$' -bench 'XML|Decode|Store' ./engine/army -exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec"
//
// BenchmarkParseXML2000 reads the XML into a Node tree;
// BenchmarkDecodeRoster2000 checks the tree's limits and decodes it.

func tree2000(b *testing.B) *Node {
	root, err := ParseXML(xml2000(b))
	if err != nil {
		b.Fatal(err)
	}
	return root
}

func xml2000(b *testing.B) []byte {
	data, err := os.ReadFile("testdata/strike-force-2000.ros")
	if err != nil {
		b.Fatal(err)
	}
	return data
}

func BenchmarkParseXML2000(b *testing.B) {
	data := xml2000(b)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := ParseXML(data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeRoster2000(b *testing.B) {
	root := tree2000(b)
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
	r, err := decode(tree2000(b))
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
