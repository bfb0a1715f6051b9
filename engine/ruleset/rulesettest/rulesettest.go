// Package rulesettest holds helpers that every system's data tests share.
// Only test files import it, so it never reaches the wasm.
package rulesettest

import (
	"net/url"
	"strconv"
	"strings"
	"testing"

	"auspex/engine/ruleset"
)

// Chart returns the chart id of r, failing the test if there is none.
func Chart(t *testing.T, r *ruleset.Ruleset, id string) ruleset.Chart {
	t.Helper()
	c, ok := r.Chart(id)
	if !ok {
		t.Fatalf("no chart %q", id)
	}
	return c
}

// Pages expands "6-7, 13, 25-28" into the set of pages it names, failing the
// test on anything else.
func Pages(t *testing.T, s string) map[int]bool {
	t.Helper()
	set := map[int]bool{}
	for _, part := range strings.Split(s, ",") {
		lo, hi, isRange := strings.Cut(strings.TrimSpace(part), "-")
		a, err := strconv.Atoi(lo)
		b := a
		if isRange {
			b, err = strconv.Atoi(hi)
		}
		if err != nil || b < a {
			t.Fatalf("bad page list %q", s)
		}
		for p := a; p <= b; p++ {
			set[p] = true
		}
	}
	return set
}

// Query parses a calculator query written in a test, failing the test if it
// is not one.
func Query(t testing.TB, s string) url.Values {
	t.Helper()
	q, err := url.ParseQuery(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}
