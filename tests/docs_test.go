//go:build !wasm

package tests

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/rulesets"
)

// Each system's README lists its calculator's query keys, generated from the
// form: a key added, renamed or re-bounded without the doc fails here.
// AUSPEX_UPDATE_DOCS=1 rewrites the generated part (and nothing else).
const (
	keysBegin = "<!-- query keys: generated from the form by TestQueryKeysDocs (AUSPEX_UPDATE_DOCS=1 go test ./tests -run QueryKeysDocs rewrites it) -->\n"
	keysEnd   = "<!-- end of query keys -->\n"
)

func TestQueryKeysDocs(t *testing.T) {
	for _, sys := range rulesets.Registry().All() {
		if sys.Calc == nil {
			continue
		}
		path := filepath.Join("..", "engine", "rulesets", sys.Info.ID, "README.md")
		b, err := os.ReadFile(path)
		if err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
		doc := string(b)
		if doc == "" {
			doc = "# " + sys.Info.Title() + "\n\n## Calculator query keys\n\n" + keysBegin + keysEnd
		}
		i, j := strings.Index(doc, keysBegin), strings.Index(doc, keysEnd)
		if i < 0 || j < i {
			t.Errorf("%s: no generated query keys block (%q ... %q)", path, keysBegin, keysEnd)
			continue
		}
		want := doc[:i] + keysBegin + ruleset.QueryKeysDoc(sys.Calc.Form()) + keysEnd + doc[j+len(keysEnd):]
		if want == string(b) {
			continue
		}
		if os.Getenv("AUSPEX_UPDATE_DOCS") == "1" {
			if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("%s: query keys rewritten", path)
			continue
		}
		t.Errorf("%s: the query keys are stale: run AUSPEX_UPDATE_DOCS=1 go test ./tests -run QueryKeysDocs and read the diff", path)
	}
}
