package store

import (
	"strings"
	"testing"

	"auspex/engine/rulesets"
)

// The ranking's stored choices read back as saved; anything else is refused
// with its reason, and LoadRank sets it aside and says so.
func TestRankStoredStrictly(t *testing.T) {
	old := Default()
	UseForTest(New(NewMemory(), ""))
	t.Cleanup(func() { UseForTest(old) })
	sys, _ := rulesets.Registry().Get("wh40k10")

	want := Rank{V: 1, Open: 1, Army: "Warden Strike Force", Target: "u:3:Patrol", Toggles: "fnp=5&stationary=1", By: "kill"}
	if err := SaveRank("wh40k10", want); err != nil {
		t.Fatal(err)
	}
	if got, notice := LoadRank(sys); got != want || notice != "" {
		t.Fatalf("LoadRank = %+v, %q; saved %+v", got, notice, want)
	}
	for raw, says := range map[string]string{
		`{bad`: "not valid JSON",
		`{"v":2,"open":0,"army":"","target":"","toggles":"","by":""}`:                                 "unknown version 2",
		`{"v":1,"open":3,"army":"","target":"","toggles":"","by":""}`:                                 "open is 3",
		`{"v":1,"open":0,"army":"","target":"","toggles":"a=4","by":""}`:                              "is not one of the ranking toggles of wh40k10",
		`{"v":1,"open":0,"army":"","target":"","toggles":"fnp=9","by":""}`:                            `toggle "fnp"`,
		`{"v":1,"open":0,"army":"","target":"","toggles":"half=1&half=0","by":""}`:                    "given 2 times",
		`{"v":1,"open":0,"army":"","target":"","toggles":"%zz","by":""}`:                              "do not read as a query",
		`{"v":1,"open":0,"army":"` + strings.Repeat("x", 500) + `","target":"","toggles":"","by":""}`: "longer than Auspex keeps",
	} {
		if _, err := DecodeRank(raw, sys); err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("%.60s: %v, want %q", raw, err, says)
		}
		if err := Set(RankKey("wh40k10"), raw); err != nil {
			t.Fatal(err)
		}
		got, notice := LoadRank(sys)
		if got != (Rank{V: 1}) || !strings.Contains(notice, "ranking choices could not be read") || !strings.Contains(notice, "kept a copy aside") {
			t.Errorf("%.60s: LoadRank = %+v, %q", raw, got, notice)
		}
		if now, _ := Get(RankKey("wh40k10")); now != "" {
			t.Errorf("%.60s: still stored as %q", raw, now)
		}
	}
}

// FuzzDecodeRank: no stored text panics the reader, and what it accepts
// saves and reads back the same.
func FuzzDecodeRank(f *testing.F) {
	sys, _ := rulesets.Registry().Get("wh40k10")
	for _, s := range []string{`{"v":1,"open":1,"army":"A","target":"calc","toggles":"half=1&fnp=5","by":"kill"}`,
		`{"v":1}`, `{bad`, `{"v":1,"toggles":"%zz"}`, `{"v":1,"toggles":"fnp=5&fnp=6"}`, ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		r, err := DecodeRank(raw, sys)
		if err != nil {
			return
		}
		old := Default()
		UseForTest(New(NewMemory(), ""))
		defer UseForTest(old)
		if err := SaveRank("wh40k10", r); err != nil {
			t.Fatal(err)
		}
		if back, notice := LoadRank(sys); back != r || notice != "" {
			t.Fatalf("%q read as %+v, saved and read back as %+v (%q)", raw, r, back, notice)
		}
	})
}
