package app

import (
	"regexp"
	"strings"
	"testing"

	"auspex/engine/game"
	"auspex/engine/game/gametest"
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
	if !strings.Contains(unlinked(r1), "Both players gain 1CP") || !strings.Contains(r1, "1CP</output>") {
		t.Errorf("the Command step's reminder or the CP gained is missing")
	}
}

// The roster of an alternating-activations system, on the fake system (no
// real system plays that way yet): the system's own words for rounds and
// entries, the players' names, Activate only for the side whose turn it is
// and only for entries still waiting, retaining where the system allows it,
// marks and flags as controls; nothing of 40k's vocabulary.
func TestChecklistRosterOnFakeSystem(t *testing.T) {
	sys := gametest.Alternating()
	if err := sys.Validate(); err != nil {
		t.Fatal(err)
	}
	g := game.New(sys)
	g.SetName(0, "Ana")
	g.SetName(1, "Bea")
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(g.AddUnit(0, "Tactical", 6))
	must(g.AddUnit(0, "Bikes", 3))
	must(g.AddUnit(1, "Boyz", 12))
	must(g.AdjustMark(1, 0, "blast", 2))
	for g.State.Pos.Step != "activate" {
		must(g.Next())
	}
	must(g.Activate(0, 0, false))
	html := app.HTMLString(&Checklist{System: sys, game: g})
	for _, want := range []string{"Turn 1 (at most 4) · Bea&#39;s activation", "Bea to activate", "Ana instead",
		"Ana (2)", "Bea (1)", "Blast markers 2", "6 units", `class="unit activated"`, "Activate, retain the initiative",
		"Formation name"} {
		if !strings.Contains(html, want) {
			t.Errorf("the roster lacks %q", want)
		}
	}
	// Only Bea's waiting Boyz can be activated now.
	if n := strings.Count(html, `class="btn activate"`); n != 1 {
		t.Errorf("%d Activate buttons, want 1 (Bea's Boyz)", n)
	}
	for _, banned := range []string{"Battle round", "battle round", "Command points"} {
		if strings.Contains(html, banned) {
			t.Errorf("the fake system's checklist says %q", banned)
		}
	}
	// A roll step offers its roll; after rolling, the result shows.
	g2 := game.New(sys)
	for g2.State.Pos.Step != "strategy-roll" {
		must(g2.Next())
	}
	if html := app.HTMLString(&Checklist{System: sys, game: g2}); !strings.Contains(html, "Roll: Strategy roll") {
		t.Error("the strategy roll is not offered")
	}
	must(g2.Roll())
	if html := app.HTMLString(&Checklist{System: sys, game: g2}); !strings.Contains(html, "Strategy roll: Player 1 ") {
		t.Error("the roll's result is not shown")
	}
	// The 40k checklist keeps a roster of units, with no activations.
	w, _ := rulesets.Registry().Get("wh40k10")
	wg := game.New(w)
	must(wg.AddUnit(0, "Tactical", 10))
	wh := app.HTMLString(&Checklist{System: w, game: wg, armiesRead: true})
	if !strings.Contains(wh, `class="roster"`) || !strings.Contains(wh, "10 models") || strings.Contains(wh, "Acted this") || strings.Contains(wh, "Activate") {
		t.Error("a player-turn system's roster is missing or shows activations")
	}
}

// The 40k checklist at the table: Next phase beside Next step, the
// stratagems of the moment as buttons with their CP cost for each player by
// name, the phases folded but the current one, the per-unit loop as a count.
func TestChecklistAtTheTable(t *testing.T) {
	sys, _ := rulesets.Registry().Get("wh40k10")
	g := game.New(sys)
	g.SetName(0, "Ana")
	for g.State.Pos.Step != "select-shooter" {
		if err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	// The Hazardous tests are folded under the shooting phase's first step:
	// one tap opens them.
	if err := g.Jump("hazardous-shooting"); err != nil {
		t.Fatal(err)
	}
	if err := g.AnotherUnit(); err != nil {
		t.Fatal(err)
	}
	html := app.HTMLString(&Checklist{System: sys, game: g})
	for _, want := range []string{`class="next-phase"`, "Next step", `data-play="grenade"`, `<span class="cost">1CP</span>`,
		"Grenade 1CP, Ana", "Shooting phase · unit 2", "settle who controls each objective marker"} {
		if !strings.Contains(html, want) && !strings.Contains(unlinked(html), want) {
			t.Errorf("the checklist lacks %q", want)
		}
	}
	phases := regexp.MustCompile(`<details[^>]*data-phase="([a-z-]+)"[^>]*>`).FindAllStringSubmatch(html, -1)
	var open []string
	for _, m := range phases {
		if strings.Contains(m[0], " open>") || strings.Contains(m[0], " open ") {
			open = append(open, m[1])
		}
	}
	if len(phases) != 6 || len(open) != 1 || open[0] != "shooting" {
		t.Errorf("%d folded phases, open %v; want 6, only shooting open", len(phases), open)
	}
	g.Jump("hazardous-shooting")
	if html := app.HTMLString(&Checklist{System: sys, game: g}); !strings.Contains(html, "Another unit (units shot so far: 1)") {
		t.Error("the loop's count is not shown")
	}
}

// unlinked is html without the tags of links and with its spaces collapsed,
// so that a test reads the text of sentences whose names of rules are linked
// (app/linked.go).
func unlinked(html string) string {
	return strings.Join(strings.Fields(linkTag.ReplaceAllString(html, "")), " ")
}

var linkTag = regexp.MustCompile(`</?a\b[^>]*>`)
