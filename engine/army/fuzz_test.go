//go:build !wasm

package army

import (
	"errors"
	"testing"
	"unicode/utf8"
)

// FuzzRead: whatever the bytes, Read never panics; it gives either a roster
// that passes Check or one of its own clear refusals: an *Error of a known
// Kind whose message is a sentence of bounded length (what it echoes from
// the file is clipped).
func FuzzRead(f *testing.F) {
	for _, name := range []string{"patrol-10th.ros", "patrol-10th.rosz", "grove-newrecruit.ros"} {
		f.Add(testdata(f, name))
	}
	z := testdata(f, "patrol-10th.rosz")
	f.Add(z[:len(z)/2])
	f.Add(patchCentral(z, 0, -1, 1000))
	f.Add(patchCentral(z, 0, -1, MaxXML+1))
	f.Add(storedZip("army.ros", []byte(tinyRoster)))
	f.Add(zipOf(map[string][]byte{"a.ros": []byte(tinyRoster), "b.ros": []byte(tinyRoster)}))
	f.Add(zipOf(map[string][]byte{}))
	f.Add([]byte(tinyRoster))
	f.Add([]byte(`<!DOCTYPE x [<!ENTITY a "b">]><roster/>`))
	f.Add([]byte(`<roster xmlns="http://example.com/x"/>`))
	f.Add([]byte(`<roster><forces><force><forces><force/></forces></force></forces></roster>`))
	f.Add([]byte("<roster name=\"\xff\"/>"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := Read(data, Native())
		if err == nil {
			if r == nil || r.Check() != nil {
				t.Fatalf("read a roster that fails its own check: %v", r.Check())
			}
			return
		}
		var e *Error
		if !errors.As(err, &e) || e.Kind < TooLarge || e.Kind > NoUnits {
			t.Fatalf("not one of the reader's refusals: %#v", err)
		}
		if n := utf8.RuneCountInString(e.Msg); n < 20 || n > 600 || !utf8.ValidString(e.Msg) {
			t.Fatalf("a refusal of %d characters: %q", n, e.Msg)
		}
	})
}
