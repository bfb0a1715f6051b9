//go:build !wasm

package army

import "testing"

// BenchmarkReadRoster2000 is a whole native import of the 2,000 point army's
// .ros: checks, encoding/xml's parse, the tree's limits, the decode.
func BenchmarkReadRoster2000(b *testing.B) {
	data := testdata(b, "strike-force-2000.ros")
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Read(data, Native()); err != nil {
			b.Fatal(err)
		}
	}
}
