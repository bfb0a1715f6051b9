//go:build !wasm

package app

import (
	"strings"
	"testing"

	"auspex/engine/rulesets"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The home page says what Auspex does, offers to continue only with a system
// that has something written, and lists the empty ones apart as coming, each
// card naming its book and what it has.
func TestHomeGroupsComingSystems(t *testing.T) {
	reg := rulesets.Registry()
	empty := "" // a system with nothing written yet, if any is left
	for _, c := range reg.Cards() {
		if !written(c) && empty == "" {
			empty = c.Info.ID
		}
	}
	for _, last := range []string{"", empty, "wh40k10"} {
		html := app.HTMLString(homeView(reg, last))
		if !strings.Contains(html, "rules companion for tabletop wargames") {
			t.Errorf("last %q: the page does not say what Auspex does", last)
		}
		if got := strings.Contains(html, `class="continue"`); got != (last == "wh40k10") {
			t.Errorf("last %q: continue offered = %v", last, got)
		}
		coming := "" // no system left empty: no Coming list at all
		if i := strings.Index(html, `id="home-coming"`); i >= 0 {
			coming = html[i:]
		}
		for _, c := range reg.Cards() {
			card := `data-system="` + c.Info.ID + `"`
			if !strings.Contains(html, card) || !strings.Contains(html, "Book: "+c.Info.Source.Title) {
				t.Errorf("last %q: no card naming the book of %s", last, c.Info.ID)
			}
			if strings.Contains(coming, card) == written(c) {
				t.Errorf("last %q: %s (written %v) is in the wrong group", last, c.Info.ID, written(c))
			}
		}
	}
	wh, _ := reg.Card("wh40k10")
	if got := readiness(wh); !strings.Contains(got, "Reference (") || !strings.Contains(got, "Calculator") {
		t.Errorf("wh40k10's card says %q", got)
	}
}
