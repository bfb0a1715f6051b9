//go:build !wasm

package app

import (
	"strings"
	"testing"

	"auspex/engine/ruleset"
)

// The reader refuses each wrong shape by name.
func TestReadBundleRefusesWrongShapes(t *testing.T) {
	sys := &ruleset.Ruleset{Entries: []ruleset.Entry{{ID: "a"}}}
	for file, want := range map[string]string{
		`[]`:                                "not an object",
		`{"html":{"a":"<p>x</p>"},"in":{}}`: `no "out" object`,
		`{"html":{"a":1},"out":{},"in":{}}`: "is not text",
		`{"html":{"a":"<p>x</p>"},"out":{"a":null},"in":{}}`:  `links of entry "a" in the data file are not a list`,
		`{"html":{"a":"<p>x</p>"},"out":{"a":[3]},"in":{}}`:   "is not an id",
		`{"html":{"a":"<p>x</p>"},"out":{"a":["b"]},"in":{}}`: "not an entry's",
		`{"html":{},"out":{"a":[]},"in":{}}`:                  "entry a has no body",
	} {
		err := CheckRefBundle(sys, []byte(file))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want %q", file, err, want)
		}
	}
	if err := CheckRefBundle(sys, []byte(`{"html":{"a":"<p>x</p>"},"out":{"a":[]},"in":{}}`)); err != nil {
		t.Errorf("a sound file: %v", err)
	}
}
