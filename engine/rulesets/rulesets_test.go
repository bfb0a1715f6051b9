package rulesets

import (
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
