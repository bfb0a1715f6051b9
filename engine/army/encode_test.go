//go:build !wasm

package army

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"auspex/engine/strictjson"
)

// stdJSON is what encoding/json writes for v, compact, HTML left as it is.
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

func diffAt(a, b string) int {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}
