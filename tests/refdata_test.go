//go:build !wasm

package tests

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	ui "auspex/app"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"
	"auspex/engine/search"
)

// Every system's built reference data file passes the reader the app uses:
// a file the app refuses leaves its search on titles and its entries without
// bodies or links (an empty list once written as null did that to two
// systems, and only a browser showed it).
func TestRefDataFilesReadByTheApp(t *testing.T) {
	dir, _ := builtSite(t)
	for _, sys := range rulesets.Registry().All() {
		if len(sys.Entries) == 0 {
			continue
		}
		t.Run(sys.Info.ID, func(t *testing.T) {
			p := filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(ui.BundlePath(sys.Info.ID), "/")))
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if err := ui.CheckRefBundle(sys, data); err != nil {
				t.Errorf("%s: %v", p, err)
			}
		})
	}
}

// bodyOnlyWord is a word that only one entry's text holds, in no name the
// first keystrokes search (titles, aliases, keywords, chart titles, terms):
// only the whole index, built from the data file, finds it. The first such
// word in alphabetical order, so the test is the same each run.
func bodyOnlyWord(t testing.TB, sys *ruleset.Ruleset) (word, entry string) {
	t.Helper()
	holders := map[string]map[string]bool{}
	for _, e := range sys.Entries {
		for _, w := range strings.FieldsFunc(strings.ToLower(search.PlainText(e.Body)), func(r rune) bool { return r < 'a' || r > 'z' }) {
			if len(w) >= 8 {
				if holders[w] == nil {
					holders[w] = map[string]bool{}
				}
				holders[w][e.ID] = true
			}
		}
	}
	full, names := search.New(sys), search.NewTitleBuilder(sys).Index()
	for _, w := range slices.Sorted(maps.Keys(holders)) {
		if len(holders[w]) != 1 || len(names.Search(w, sys.Info.ID, 1)) > 0 {
			continue
		}
		// The only hit, with no near word (a prefix, a typo away) in another
		// document to compete with it while the index fills.
		if hits := full.Search(w, sys.Info.ID, 2); len(hits) == 1 && hits[0].Doc.Kind == search.EntryDoc && holders[w][hits[0].Doc.ID] {
			return w, hits[0].Doc.ID
		}
	}
	t.Fatalf("%s: no word is found only in one entry's text", sys.Info.ID)
	return "", ""
}
