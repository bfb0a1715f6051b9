package calc

import (
	"net/url"
	"testing"

	"auspex/app/store"
	"auspex/engine/ruleset"
	"auspex/engine/ruleset/rulesettest"
	"auspex/engine/rulesets"
)

// calcSystem is wh40k10, with a fresh in-memory store for this test.
func calcSystem(t testing.TB) *ruleset.Ruleset {
	t.Helper()
	freshStore(t)
	sys, ok := rulesets.Registry().Get("wh40k10")
	if !ok || sys.Calc == nil {
		t.Fatal("wh40k10 has no calculator")
	}
	return sys
}

func mustValues(t testing.TB, s string) url.Values { t.Helper(); return rulesettest.Query(t, s) }

// freshStore gives the test an empty in-memory store of its own.
func freshStore(t testing.TB) *store.Memory {
	m := store.NewMemory()
	old := store.Default()
	store.UseForTest(store.New(m, ""))
	t.Cleanup(func() { store.UseForTest(old) })
	return m
}
