package store

import (
	"reflect"
	"strings"
	"testing"

	"auspex/engine/rulesets"
)

func TestDecodeSettings(t *testing.T) {
	reg := rulesets.Registry()
	good := map[string]Settings{
		``:                                       {V: 1},
		`{"v":1}`:                                {V: 1},
		`{"v":1,"system":"epic","theme":"dark"}`: {V: 1, System: "epic", Theme: "dark"},
		` {"v":1,"theme":"light"} `:              {V: 1, Theme: "light"},
	}
	for raw, want := range good {
		got, err := DecodeSettings(raw, reg)
		if err != nil || got != want {
			t.Errorf("%q: got %+v, %v; want %+v", raw, got, err, want)
		}
	}
	bad := map[string]string{
		`{broken`:                     "not valid",
		`[]`:                          "not valid",
		`null`:                        "version 0",
		`{"v":2}`:                     "version 2",
		`{"v":1,"system":"wh40k99"}`:  "unknown game system",
		`{"v":1,"theme":"neon"}`:      "unknown theme",
		`{"v":1,"extra":true}`:        "unknown field",
		`{"v":1}{"v":1}`:              "trailing",
		`{"v":"1"}`:                   "not valid",
		`{"v":1,"system":"<b>x</b>"}`: "unknown game system",
	}
	for raw, want := range bad {
		got, err := DecodeSettings(raw, reg)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want one containing %q", raw, err, want)
		}
		if got != (Settings{V: 1}) {
			t.Errorf("%q: a failed decode returned %+v, not the defaults", raw, got)
		}
	}
}

func TestThemeCycle(t *testing.T) {
	seen := []string{}
	th := ""
	for i := 0; i < 3; i++ {
		th = NextTheme(th)
		seen = append(seen, th)
	}
	if strings.Join(seen, ",") != "light,dark," {
		t.Fatalf("cycle %v", seen)
	}
}

// Whatever is in storage, decoding never panics, and what it accepts encodes
// back to something it accepts again.
func FuzzDecodeSettings(f *testing.F) {
	reg := rulesets.Registry()
	for _, s := range []string{``, `{"v":1}`, `{"v":1,"system":"epic","theme":"dark"}`, `{`, `"x"`, `{"v":1e400}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		s, err := DecodeSettings(raw, reg)
		if err != nil {
			return
		}
		again, err := DecodeSettings(s.Encode(), reg)
		if err != nil || again != s {
			t.Fatalf("%q decoded to %+v, which does not round-trip (%v)", raw, s, err)
		}
	})
}

// DecodeSettings names each field it reads; a field added to Settings must be
// read there too, or its stored value would be refused as unknown.
func TestSettingsEveryFieldRoundTrips(t *testing.T) {
	if n := reflect.TypeOf(Settings{}).NumField(); n != 3 {
		t.Fatalf("Settings has %d fields: read the new one in DecodeSettings, then count it here", n)
	}
	s := Settings{V: 1, System: "epic", Theme: "dark"}
	if got, err := DecodeSettings(s.Encode(), rulesets.Registry()); err != nil || got != s {
		t.Fatalf("%s read back as %+v, %v", s.Encode(), got, err)
	}
}
