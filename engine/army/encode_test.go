//go:build !wasm

package army

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"auspex/engine/strictjson"
)

// stdJSON is what encoding/json writes for v, compact, HTML left as it is:
// the bytes appendArmy must write.
func stdJSON(t testing.TB, v any) string {
	t.Helper()
	var out strings.Builder
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(out.String(), "\n")
}

// testRosters are every roster file the repository's tests use: this
// package's and each ruleset's.
func testRosters(t *testing.T) map[string][]byte {
	t.Helper()
	var files []string
	for _, g := range []string{"testdata/*.ros", "testdata/*.rosz", "../rulesets/*/testdata/army/*.ros", "../rulesets/*/testdata/army/*.rosz"} {
		m, err := filepath.Glob(g)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 10 {
		t.Fatalf("found %d test rosters, want the 10 or more the repository has: %v", len(files), files)
	}
	out := map[string][]byte{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out[f] = b
	}
	return out
}

func TestAppendArmyIsEncodingJSON(t *testing.T) {
	for name, data := range testRosters(t) {
		a := Army{Name: "Mine <&> \"quoted\"", System: "wh40k10", File: filepath.Base(name), Imported: "2026-11-27", Roster: *read(t, data)}
		if got, want := string(appendArmy(nil, a)), stdJSON(t, a); got != want {
			t.Errorf("%s: appendArmy differs from encoding/json at byte %d:\n got %.200s\nwant %.200s", name, diffAt(got, want), got[diffAt(got, want):], want[diffAt(got, want):])
		}
	}
	// Every field empty, nil and set, and numbers in each of encoding/json's forms.
	for _, r := range []Roster{
		{},
		{Units: []Unit{}, Rules: []Rule{}},
		{Units: []Unit{{}, {Models: []Model{}, Profiles: []Profile{{}, {Chars: []Char{}}}, Rules: []Rule{}, Keywords: []string{}}}},
		{Name: "n", Builder: "b", System: "s", SystemID: "i", Points: 2000, Rules: []Rule{{Name: "r"}, {Name: "r", Text: "t"}},
			Units: []Unit{{Name: "u", Entry: "e", Force: "f", Points: 1.5, Models: []Model{{Name: "m", Count: 3}, {Count: -1}},
				Profiles: []Profile{{Type: "T", Name: "N", Chars: []Char{{Name: "BS", Value: "3+"}}, Count: 9}}, Keywords: []string{"Infantry", ""}}}},
		{Points: -3}, {Points: 1e21}, {Points: 1e-7}, {Points: 123456789.125}, {Points: 5e-324}, {Points: -1e100},
	} {
		a := Army{Roster: r}
		if got, want := string(appendArmy(nil, a)), stdJSON(t, a); got != want {
			t.Errorf("appendArmy(%+v):\n got %s\nwant %s", r, got, want)
		}
	}
	if got := string(appendOptFloat(nil, "", math.NaN())); got != "null" {
		t.Errorf("a NaN is written %q, want null", got)
	}
}

// The book's document is the one encoding/json would write for its header and
// armies.
func TestBookEncodeIsEncodingJSON(t *testing.T) {
	b := Book{Armies: []Army{armyOf(t, "One", "wh40k10", "patrol-10th.ros"), armyOf(t, "Two", "wh40k9", "grove-newrecruit.ros")}}
	type doc struct {
		strictjson.Header
		Armies []Army `json:"armies"`
	}
	if got, want := b.Encode(), stdJSON(t, doc{strictjson.NewHeader(BookType, BookVersion), b.Armies}); got != want {
		t.Errorf("Book.Encode differs from encoding/json at byte %d:\n got %.200s\nwant %.200s", diffAt(got, want), got[diffAt(got, want):], want[diffAt(got, want):])
	}
	if got, want := (Book{}).Encode(), `{"app":"auspex","type":"armies","version":1,"armies":[]}`; got != want {
		t.Errorf("an empty book is %s, want %s", got, want)
	}
}

func FuzzAppendString(f *testing.F) {
	for _, s := range []string{"", "plain", "\"\\/\b\f\n\r\t\x00\x1f\x7f", "<&>", "\u2028\u2029", "\xff\xfe ok \xc3", "émoji 🎲", "\xe2\x80"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := string(appendString(nil, s)), stdJSON(t, s); got != want {
			t.Errorf("appendString(%q) = %s, encoding/json writes %s", s, got, want)
		}
	})
}

func diffAt(a, b string) int {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}
