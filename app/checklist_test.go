package app

import (
	"strings"
	"testing"

	"auspex/engine/game"
	"auspex/engine/rulesets"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The checklist shows a step limited to some rounds only in those rounds, and
// says when it applies.
func TestChecklistShowsRoundLimitedStepsOnlyWhenTheyApply(t *testing.T) {
	sys, _ := rulesets.Registry().Get("wh40k10")
	render := func(round int) string {
		g := game.New(sys)
		for g.State.Pos.Round < round {
			if err := g.Next(); err != nil {
				t.Fatal(err)
			}
		}
		c := &Checklist{System: sys, game: g}
		return app.HTMLString(c)
	}
	r1, r2, r3 := render(1), render(2), render(3)
	for round, html := range map[int]string{1: r1, 2: r2, 3: r3} {
		if !strings.Contains(html, `data-step="command-step"`) || !strings.Contains(html, "Battle round ") {
			t.Errorf("round %d: the checklist does not show the battle round's Command step", round)
		}
	}
	step2, step3 := `data-step="strategic-reserves-round-2"`, `data-step="strategic-reserves"`
	switch {
	case strings.Contains(r1, step2) || strings.Contains(r1, step3):
		t.Error("round 1 lists Strategic Reserves, which cannot arrive then")
	case !strings.Contains(r2, step2) || strings.Contains(r2, step3):
		t.Error("round 2 should list only the round-2 Strategic Reserves step")
	case !strings.Contains(r3, step3) || strings.Contains(r3, step2):
		t.Error("round 3 should list only the round-3-on Strategic Reserves step")
	}
	if !strings.Contains(r2, "Battle round 2 only") || !strings.Contains(r3, "From battle round 3") {
		t.Error("round-limited steps do not say when they apply")
	}
	if !strings.Contains(r1, "Both players gain 1CP") || !strings.Contains(r1, "1CP</output>") {
		t.Errorf("the Command step's reminder or the CP gained is missing")
	}
}
