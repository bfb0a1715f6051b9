//go:build !wasm

package army

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"strings"
	"testing"
)

// wantErr reads data and wants an *Error of kind whose message holds each of
// the given pieces.
func wantErr(t *testing.T, data []byte, env Env, kind Kind, pieces ...string) {
	t.Helper()
	r, err := Read(data, env)
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("got %v, %v; want an *Error of kind %d", r, err, kind)
	}
	if e.Kind != kind {
		t.Errorf("kind %d, want %d: %s", e.Kind, kind, e.Msg)
	}
	for _, p := range pieces {
		if !strings.Contains(e.Msg, p) {
			t.Errorf("message %q lacks %q", e.Msg, p)
		}
	}
}

// patchCentral rewrites the first central directory entry's CRC, packed and
// expanded sizes (a negative value leaves one as it is).
func patchCentral(z []byte, crc uint32, packed, size int64) []byte {
	z = bytes.Clone(z)
	i := bytes.Index(z, []byte("PK\x01\x02"))
	if crc != 0 {
		binary.LittleEndian.PutUint32(z[i+16:], crc)
	}
	if packed >= 0 {
		binary.LittleEndian.PutUint32(z[i+20:], uint32(packed))
	}
	if size >= 0 {
		binary.LittleEndian.PutUint32(z[i+24:], uint32(size))
	}
	return z
}

// noInflate is an Env whose Inflate fails the test if it is ever called.
func noInflate(t *testing.T) Env {
	env := Native()
	env.Inflate = func([]byte, int) ([]byte, error) {
		t.Error("inflated a zip that should have been refused before")
		return nil, errors.New("called")
	}
	return env
}

const tinyRoster = `<?xml version="1.0" encoding="UTF-8"?>
<roster name="R" xmlns="http://www.battlescribe.net/schema/rosterSchema"><forces><force name="F"><selections>
<selection name="NAME" type="model" number="1"/></selections></force></forces></roster>`

func TestRefusesZipBombs(t *testing.T) {
	zeros := make([]byte, 4<<20)
	// A zip whose entry declares more than MaxXML: refused from the
	// directory, without inflating anything.
	z := zipOf(map[string][]byte{"army.ros": zeros})
	wantErr(t, patchCentral(z, 0, -1, MaxXML+1), noInflate(t), TooLarge, `"army.ros"`, "would expand to 32 MB", "at most 32 MB")
	// A zip that declares 1,000 bytes and holds 4 MB: the inflater is given
	// the declared size as its limit and stops just past it.
	produced := 0
	env := Native()
	env.Inflate = func(raw []byte, limit int) ([]byte, error) {
		out, err := inflate(raw, limit)
		produced = limit
		return out, err
	}
	wantErr(t, patchCentral(z, 0, -1, 1000), env, TooLarge, "expands past the 1000 bytes it declares")
	if produced != 1000 {
		t.Errorf("the inflater was given a limit of %d, want the declared 1000", produced)
	}
	if out, err := inflate(deflated(zeros), 1000); !errors.Is(err, ErrPastLimit) || out != nil {
		t.Errorf("inflate past its limit: %d bytes, %v", len(out), err)
	}
}

// deflated is raw DEFLATE of b, as a zip entry holds it.
func deflated(b []byte) []byte {
	z := zipOf(map[string][]byte{"x": b})
	i := bytes.Index(z, []byte("PK\x01\x02"))
	packed := binary.LittleEndian.Uint32(z[i+20:])
	start := 30 + int(binary.LittleEndian.Uint16(z[26:])) + int(binary.LittleEndian.Uint16(z[28:]))
	return z[start : start+int(packed)]
}

func TestRefusesZipsWithoutOneRoster(t *testing.T) {
	ros := []byte(tinyRoster)
	wantErr(t, zipOf(map[string][]byte{"a.ros": ros, "b.ros": ros}), Native(), BadZip, "2 rosters", `"a.ros"`, `"b.ros"`)
	wantErr(t, zipOf(map[string][]byte{"notes.txt": []byte("hi"), "army.json": []byte("{}")}), Native(), BadZip, "holds no roster", `"army.json"`, `"notes.txt"`)
	wantErr(t, zipOf(map[string][]byte{}), Native(), BadZip, "empty zip")
	// What macOS adds when it zips a file is not a second roster.
	r := read(t, zipOf(map[string][]byte{"army.ros": ros, "__MACOSX/._army.ros": []byte("junk")}))
	if r.Units[0].Name != "NAME" {
		t.Errorf("read %+v", r)
	}
}

func TestRefusesDamagedZips(t *testing.T) {
	z := testdata(t, "patrol-10th.rosz")
	wantErr(t, z[:len(z)/2], Native(), BadZip, "damaged", "cut short")
	wantErr(t, z[:len(z)-10], Native(), BadZip, "damaged")
	wantErr(t, patchCentral(z, 12345, -1, -1), Native(), BadZip, "checksum")
	wantErr(t, []byte("PK\x03\x04 not really a zip"), Native(), BadZip, "damaged")

	enc := bytes.Clone(z)
	i := bytes.Index(enc, []byte("PK\x01\x02"))
	enc[i+8] |= 1 // the encrypted flag
	wantErr(t, enc, noInflate(t), BadZip, "encrypted")

	z64 := patchCentral(z, 0, 0xFFFFFFFF, -1)
	wantErr(t, z64, noInflate(t), BadZip, "zip64")

	split := bytes.Clone(z)
	end := bytes.LastIndex(split, []byte("PK\x05\x06"))
	split[end+4] = 1 // this disk's number
	wantErr(t, split, noInflate(t), BadZip, "split over several files")

	// A stored (method 0) roster reads as well as a deflated one.
	stored := storedZip("army.ros", []byte(tinyRoster))
	if r := read(t, stored); r.Units[0].Name != "NAME" {
		t.Errorf("stored zip: %+v", r)
	}
	wantErr(t, bytes.Replace(stored, []byte("NAME"), []byte("NAMX"), 1), Native(), BadZip, "checksum")
}

// storedZip is a zip of one file stored without compression, written by hand.
func storedZip(name string, data []byte) []byte {
	var b bytes.Buffer
	le := func(v ...any) {
		for _, x := range v {
			binary.Write(&b, binary.LittleEndian, x)
		}
	}
	crc := crc32.ChecksumIEEE(data)
	le(uint32(sigLocal), uint16(20), uint16(0), uint16(0), uint32(0), crc, uint32(len(data)), uint32(len(data)), uint16(len(name)), uint16(0))
	b.WriteString(name)
	b.Write(data)
	cd := b.Len()
	le(uint32(sigCentral), uint16(20), uint16(20), uint16(0), uint16(0), uint32(0), crc, uint32(len(data)), uint32(len(data)),
		uint16(len(name)), uint16(0), uint16(0), uint16(0), uint16(0), uint32(0), uint32(0))
	b.WriteString(name)
	cdLen := b.Len() - cd
	le(uint32(sigEnd), uint16(0), uint16(0), uint16(1), uint16(1), uint32(cdLen), uint32(cd), uint16(0))
	return b.Bytes()
}

func TestRefusesUnsafeOrNonXML(t *testing.T) {
	laughs := `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<roster name="&lol2;"/>`
	wantErr(t, []byte(laughs), Native(), Unsafe, "<!DOCTYPE")
	wantErr(t, []byte(`<roster><!ENTITY x "y"></roster>`), Native(), Unsafe)
	wantErr(t, []byte("name,points\nCaptain,80\n"), Native(), NotXML, "not XML")
	wantErr(t, []byte("%PDF-1.7 ..."), Native(), NotXML, "not XML")
	wantErr(t, []byte{}, Native(), NotXML, "empty")
	wantErr(t, []byte("<roster name=\"caf\xe9\"/>"), Native(), NotXML, "not UTF-8")
	wantErr(t, []byte("\xff\xfe<\x00r\x00"), Native(), NotXML, "not UTF-8")
	wantErr(t, []byte(`<?xml version="1.0" encoding="ISO-8859-1"?><roster/>`), Native(), NotXML, `"ISO-8859-1"`)
	wantErr(t, []byte(tinyRoster[:len(tinyRoster)-20]), Native(), NotXML, "not readable XML")
	wantErr(t, []byte(`<roster name="a" name="b">`), Native(), NotXML)
	wantErr(t, []byte(`<roster>&unknown;</roster>`), Native(), NotXML)
	wantErr(t, bytes.Repeat([]byte(" "), MaxFile+1), Native(), TooLarge, "8 MB")
	// A byte-order mark is no fault.
	read(t, append([]byte("\xEF\xBB\xBF"), tinyRoster...))
}

func TestRefusesOtherDocuments(t *testing.T) {
	wantErr(t, []byte(`<roster xmlns="http://example.com/another/schema"><forces/></roster>`), Native(), NotRoster, "another schema", "example.com")
	wantErr(t, []byte(`<catalogue xmlns="http://www.battlescribe.net/schema/catalogueSchema"/>`), Native(), NotRoster, "BattleScribe data (a catalogue)")
	wantErr(t, []byte(`<html><body>hello</body></html>`), Native(), NotRoster, `"html"`)
	wantErr(t, []byte(strings.Replace(tinyRoster, `type="model"`, `type="upgrade"`, 1)), Native(), NoUnits, "no units")
	wantErr(t, []byte(strings.Replace(tinyRoster, `number="1"`, `number="lots"`, 1)), Native(), NotRoster, `"lots"`)
}

func TestRefusesTreesOverLimits(t *testing.T) {
	long := strings.Repeat("x", 5000)
	wantErr(t, []byte(strings.Replace(tinyRoster, "NAME", long, 1)), Native(), OverLimit,
		`A selection's name (in "R" › "F") is 5,000 characters long; the limit is 200.`)
	wantErr(t, []byte(strings.Replace(tinyRoster, `<selection name="NAME" type="model" number="1"/>`,
		`<selection name="N" type="model"><rules><rule name="r"><description>`+strings.Repeat("é", MaxText+1)+`</description></rule></rules></selection>`, 1)),
		Native(), OverLimit, `A description's text (in "F" › "N" › "r") is 20,001 characters long; the limit is 20,000.`)
	deep := strings.Repeat("<a>", MaxDepth+1) + strings.Repeat("</a>", MaxDepth+1)
	wantErr(t, []byte(deep), Native(), OverLimit, "more than 64 deep")
	many := "<roster>" + strings.Repeat("<a/>", MaxElements) + "</roster>"
	wantErr(t, []byte(many), Native(), OverLimit, "more than 100,000 elements")
	many = strings.Replace(tinyRoster, "<forces>", strings.Repeat(`<x/>`, 10)+"<forces>", 1)
	var attrs strings.Builder
	for i := range 200_000 { // refused at the 65th, not read to the end with a quadratic check for repeats
		fmt.Fprintf(&attrs, ` a%d=""`, i)
	}
	wantErr(t, []byte("<roster"+attrs.String()+"/>"), Native(), OverLimit, "A <roster> element has more than 64 attributes; the limit is 64.")
	wantErr(t, []byte("<roster><unclosed></roster>"), Native(), NotXML, "not readable XML (line 1: element <unclosed> is closed by")
	read(t, []byte(many))
}
