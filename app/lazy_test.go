//go:build !wasm

package app

import (
	"slices"
	"strings"
	"testing"
	"time"

	"auspex/app/store"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Opening / builds no system: the route, the stored settings (last system
// picked: wh40k10), the whole page and the about and 404 pages read the
// systems' cards only. A system's page then builds that system and no other.
func TestHomeBuildsNoSystem(t *testing.T) {
	var built []string
	reg := rulesets.Lazy(func(id string, took time.Duration) { built = append(built, id) })
	defer func(old *ruleset.Registry) { registry = old }(registry)
	registry = reg

	r := ParseRoute(reg, "/")
	s, err := store.DecodeSettings(`{"v":1,"system":"wh40k10","theme":"dark"}`, reg)
	if err != nil {
		t.Fatal(err)
	}
	p := &Page{route: r, settings: s}
	html := app.HTMLString(p)
	for _, c := range reg.Cards() {
		if !strings.Contains(html, `data-system="`+c.Info.ID+`"`) || !strings.Contains(html, readiness(c)) {
			t.Errorf("the home page has no card for %s saying %q", c.Info.ID, readiness(c))
		}
	}
	if !strings.Contains(html, `class="continue"`) {
		t.Error("the home page does not offer to continue with the last system")
	}
	app.HTMLString(aboutView(reg))
	app.HTMLString(notFoundView(reg))
	if len(built) > 0 {
		t.Fatalf("opening / built %v, want no system", built)
	}

	if r := ParseRoute(reg, "/wh40k10/calc"); r.View != SectionView || r.System == nil {
		t.Fatalf("/wh40k10/calc parsed as %+v", r)
	}
	ParseRoute(reg, "/wh40k10/charts")
	if !slices.Equal(built, []string{"wh40k10"}) {
		t.Fatalf("wh40k10's pages built %v, want [wh40k10] once", built)
	}
}
