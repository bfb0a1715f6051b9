//go:build !wasm

package army

import (
	"errors"
	"testing"
	"unicode/utf8"
)

// smallRosterXML is a roster of one unit with the parts a decode reads (a
// force, costs, a profile with characteristics, a rule, a category, a model
// selection): FuzzRead's seed. The fuzzer shrinks every input that finds
// something new before it counts on, trying pieces to cut in a time that
// grows as the square of the input's length; from the 33 KB patrol that
// shrinking was all it did (under 100 executions counted in 30 s, issue 48),
// so its seeds are a few hundred bytes. The patrol is read in full by
// TestReadPatrol.
const smallRosterXML = `<roster name="R" gameSystemName="G"><costs><cost name="pts" value="9"/></costs><forces><force name="F">
<rules><rule name="O"><description>x</description></rule></rules><selections><selection name="S" type="unit">
<profiles><profile name="S" typeName="Unit"><characteristics><characteristic name="T">4</characteristic></characteristics></profile></profiles>
<categories><category name="K"/></categories><selections><selection name="M" type="model" number="5"/></selections>
</selection></selections></force></forces></roster>`

// FuzzRead: whatever the bytes, Read never panics; it gives either a roster
// that passes Check or one of its own clear refusals: an *Error of a known
// Kind whose message is a sentence of bounded length (what it echoes from
// the file is clipped).
func FuzzRead(f *testing.F) {
	small := []byte(smallRosterXML)
	if _, err := Read(small, Native()); err != nil {
		f.Fatalf("the seed roster does not read: %v", err)
	}
	z := zipOf(map[string][]byte{"army.ros": small})
	f.Add(small)
	f.Add(z)
	f.Add(z[:len(z)/2])
	f.Add(patchCentral(z, 0, -1, 100))
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
