package rulesets

import (
	"auspex/engine/search"
	"os"
	"path/filepath"
	"testing"
)

// The five systems and their ids are a contract: ids appear in URLs, saved data
// and golden file paths.
func TestRegistryHoldsTheFiveSystems(t *testing.T) {
	want := []string{"wh40k10", "wh40k9", "wh40k5", "epic", "alt40k"}
	all := Registry().All()
	if len(all) != len(want) {
		t.Fatalf("got %d systems, want %d", len(all), len(want))
	}
	for i, r := range all {
		if r.Info.ID != want[i] {
			t.Errorf("system %d is %q, want %q", i, r.Info.ID, want[i])
		}
	}
}

// Every system names a seed that exists, so its facts can be checked.
func TestSourcesExist(t *testing.T) {
	seeds := filepath.Join("..", "..", "..", "shared", "seeds")
	if _, err := os.Stat(seeds); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI runs with shared/ beside the checkout, but %v", err)
		}
		t.Skipf("no seeds beside the checkout (%v): sources not checked", err)
	}
	for _, r := range Registry().All() {
		if _, err := os.Stat(filepath.Join(seeds, r.Info.Source.File)); err != nil {
			t.Errorf("%s: source %v", r.Info.ID, err)
		}
	}
}

// Each system suggests search terms of its own in its search box, and each
// finds a rule by its name at once, before the reference's text has loaded.
func TestSearchExamplesFindTheirRules(t *testing.T) {
	for _, r := range Registry().All() {
		if len(r.Entries) > 0 && len(r.Info.SearchExamples) < 2 {
			t.Errorf("%s suggests %d search terms, want at least 2", r.Info.ID, len(r.Info.SearchExamples))
		}
		titles := search.NewTitleBuilder(r).Index()
		for _, q := range r.Info.SearchExamples {
			hits := titles.Search(q, r.Info.ID, 1)
			if len(hits) == 0 || len(hits[0].TitleSpans) == 0 {
				t.Errorf("%s: the suggested search %q finds no rule by its name", r.Info.ID, q)
			}
		}
	}
}
