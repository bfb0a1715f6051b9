//go:build !wasm

package calc

import (
	"net/url"
	"strings"
	"testing"

	"auspex/app/store"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// plainResult renders a system's result for a query as HTML.
func plainResult(t *testing.T, system, query string) (*ruleset.Ruleset, *ruleset.Result, string) {
	t.Helper()
	sys, ok := rulesets.Registry().Get(system)
	if !ok {
		t.Fatalf("no system %s", system)
	}
	q, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	res, err := sys.Calc.Calculate(q)
	if err != nil {
		t.Fatalf("%s %s: %v", system, query, err)
	}
	return sys, res, app.HTMLString(resultView(sys, res, false, nil, nil))
}

// A count of none or one is a chance: no mean and spread, no median, no
// at-least mark; the mark never starts at a value every roll reaches.
func TestSmallAttackReadsAsChances(t *testing.T) {
	_, res, html := plainResult(t, "wh40k5", "s=9&ap=2&av=12")
	for _, bad := range []string{"±", "at least 0:", "none or worse:", "1 or more"} {
		if strings.Contains(html, bad) {
			t.Errorf("one shot at a vehicle reads %q", bad)
		}
	}
	hits := res.Stage("hits")
	if k, ok := yesNo(hits); !ok || k != 1 {
		t.Fatalf("the hits of one shot are not none or one: %v", hits.PMF)
	}
	if !strings.Contains(squash(html), "<dt>Chanceof1</dt><dd>"+pct(hits.PMF[1])+"</dd>") {
		t.Errorf("the hits do not read as the chance of one hit (%s)", pct(hits.PMF[1]))
	}
	for _, st := range append(res.Stages, res.Extra...) {
		if _, ok := certain(&st); ok || len(st.AtLeast) == 0 {
			continue
		}
		if k := defaultMark(&st); k >= 0 && k < len(st.AtLeast) && st.AtLeast[k] > 1-sureEnough && k+1 < len(st.AtLeast) {
			t.Errorf("%s: the mark starts at %d, which every roll reaches", st.ID, k)
		}
	}
	// Ten shots are a spread again.
	if _, _, html := plainResult(t, "wh40k5", "a=10&s=9&ap=2&av=12"); !strings.Contains(html, "±") {
		t.Error("ten shots lost their mean and spread")
	}
}

// A whole unit of one model, of two, of ten.
func TestAllOfCountsProperly(t *testing.T) {
	for n, want := range map[int]string{1: "its only model", 2: "both models", 10: "all 10 models"} {
		if got := allOf(n, "models"); got != want {
			t.Errorf("allOf(%d) = %q, want %q", n, got, want)
		}
	}
	if _, _, html := plainResult(t, "wh40k10", "a=1&bs=3&s=12&ap=3&d=D6%2B1&t=4&sv=3&w=2&n=1"); strings.Contains(html, "all 1 models") || !strings.Contains(html, "its only model") {
		t.Error("a unit of one model still reads all 1 models")
	}
}

// Last rolls name what was rolled in words, or by the name it was filled
// under; a roll kept before rolls had names is described from its query.
func TestRollNames(t *testing.T) {
	sys, res, _ := plainResult(t, "wh40k10", "a=1&bs=3&s=12&ap=3&d=D6%2B1&t=10&sv=3&w=12&n=1")
	form := sys.Calc.Form()
	if got, want := attackName(form, res.Query, nil), "S 12 · AP 3 · D D6+1 vs T 10 · W 12"; got != want {
		t.Errorf("named %q, want %q", got, want)
	}
	named := func(kind, canon string) string {
		if kind == ruleset.AttackerProfile {
			return "Predator (Shoot)"
		}
		return ""
	}
	if got, want := attackName(form, res.Query, named), "Predator (Shoot) vs T 10 · W 12"; got != want {
		t.Errorf("named %q, want %q", got, want)
	}
	if got, want := attackName(form, "", nil), "the default attacker vs the default target"; got != want {
		t.Errorf("the defaults are named %q, want %q", got, want)
	}
	epic, _ := rulesets.Registry().Get("epic")
	if got := attackName(epic.Calc.Form(), "", nil); strings.Contains(got, "assaulter") {
		t.Errorf("an Epic shooting attack is named with the assault's sides: %q", got)
	}
	old := store.RollEntry{At: 1, Query: res.Query, Stages: []store.RollTotal{{ID: "hits", Label: "Hits", Total: 1}}}
	html := app.HTMLString(historyItem(form, old, nil))
	if !strings.Contains(html, "S 12 · AP 3") || strings.Contains(html, "<code") {
		t.Errorf("an unnamed kept roll reads %s", html)
	}
	old.Name = "Predator (Shoot) vs Rhino"
	if html := app.HTMLString(historyItem(form, old, nil)); !strings.Contains(html, "Predator (Shoot) vs Rhino") {
		t.Errorf("a named roll reads %s", html)
	}
}
