package app

import (
	"net/url"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/rulesets"
)

func calcSystem(t testing.TB) *ruleset.Ruleset {
	t.Helper()
	sys, ok := rulesets.Registry().Get("wh40k10")
	if !ok || sys.Calc == nil {
		t.Fatal("wh40k10 has no calculator")
	}
	return sys
}

func mustValues(t testing.TB, s string) url.Values {
	t.Helper()
	q, err := url.ParseQuery(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}
