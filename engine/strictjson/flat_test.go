package strictjson

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// flat is what the fuzz test reads both ways: through DecodeFlat, and
// through Decode into a struct with the same keys (the oracle).
type flat struct {
	V      int    `json:"v"`
	System string `json:"system"`
	Theme  string `json:"theme"`
}

func readFlat(data []byte) (flat, error) {
	got := flat{V: -7, Theme: "kept"} // null and absent keys leave these
	err := DecodeFlat(data, Int("v", &got.V), Text("system", &got.System), Text("theme", &got.Theme))
	return got, err
}

func readStruct(data []byte) (flat, error) {
	got := flat{V: -7, Theme: "kept"}
	err := Decode(data, &got)
	return got, err
}

var flatSeeds = []string{
	`{"v":1,"system":"wh40k10","theme":"dark"}`, ` { "v" : 1 } `, `{}`, `null`, ` null `, `{"v":null,"theme":null}`,
	`{"V":2,"SYSTEM":"x","Theme":"y"}`, `{"ſystem":"long s"}`, `{"v":1,"v":2}`, `{"system":"a","system":null}`,
	`{"v":-0}`, `{"v":9223372036854775807}`, `{"v":9223372036854775808}`, `{"v":-9223372036854775808}`,
	`{"v":1.0}`, `{"v":1e2}`, `{"v":01}`, `{"v":-}`, `{"v":1.}`, `{"v":.5}`, `{"v":+1}`, `{"v":"1"}`, `{"v":true}`,
	`{"system":1}`, `{"system":false}`, `{"system":[]}`, `{"system":{}}`, `{"system":nul}`, `{"system":nullx}`,
	`{"theme":"a\"b\\c\/d\b\f\n\r\t"}`, `{"theme":"\u00e9\u20AC\ud83d\ude00"}`, `{"theme":"\ud800"}`, `{"theme":"\ud800\u0041"}`,
	`{"theme":"\udc00\ud800"}`, `{"theme":"\u12"}`, `{"theme":"\x"}`, "{\"theme\":\"\xff\xfe ok\"}", "{\"theme\":\"tab\there\"}",
	"{\"theme\":\"\x7f\"}", `{"theme":"unterminated}`, `{"other":1}`, `{"":1}`, `{"v":1,}`, `{,}`, `{"v" 1}`, `{"v":1 "x":2}`,
	`{"v":1}x`, `{"v":1}{}`, `{"v":1}]`, `[1]`, `"text"`, `12`, `true`, ``, `   `, `{`, `{"v":1`, "\xef\xbb\xbf{}",
	`{"v":1}` + "\n\t\r ", `{"system":"\u0000"}`, `{"\u0076":3}`, `{"system":"` + strings.Repeat("é", 300) + `"}`,
	strings.Repeat("[", 5000), `{"system":` + strings.Repeat("[", 5000) + `}`, `{"system":"a"}  null`,
}

// DecodeFlat accepts and refuses exactly what Decode does, and reads the
// same values.
func TestDecodeFlatAgreesWithDecode(t *testing.T) {
	for _, in := range flatSeeds {
		agree(t, []byte(in))
	}
}

func FuzzDecodeFlat(f *testing.F) {
	for _, in := range flatSeeds {
		f.Add([]byte(in))
	}
	f.Fuzz(agree)
}

func agree(t *testing.T, data []byte) {
	got, err := readFlat(data)
	want, werr := readStruct(data)
	switch {
	case (err == nil) != (werr == nil):
		t.Fatalf("%q: DecodeFlat says %v, Decode says %v", data, err, werr)
	case err == nil && got != want:
		t.Fatalf("%q: DecodeFlat read %+v, Decode %+v", data, got, want)
	case err != nil && !utf8.ValidString(err.Error()):
		t.Fatalf("%q: the error is not valid text: %q", data, err)
	}
}

// Refusals are worded for the person whose stored data it was.
func TestDecodeFlatErrors(t *testing.T) {
	for in, want := range map[string]string{
		`{"v":"1"}`:        `field "v" should be a number in range, not a JSON string`,
		`{"v":1.5}`:        `field "v" should be a number in range, not a JSON number 1.5`,
		`{"system":[1]}`:   `field "system" should be text, not a JSON array`,
		`{"theme":true}`:   `field "theme" should be text, not a JSON bool`,
		`{"colour":"red"}`: `unknown field "colour"`,
		`[1]`:              `the document should be an object, not a JSON array`,
		`{"v":1} {}`:       `trailing data after the JSON value`,
		`{"v":1`:           `the text ends where ',' or '}' after a value should be`,
		`{"v":x}`:          `"x" at byte 6, where a value should be`,
		``:                 `no JSON value`,
	} {
		if _, err := readFlat([]byte(in)); err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %s", in, err, want)
		}
	}
}
