package wh40k10

import (
	"slices"
	"testing"

	"auspex/engine/game"
	"auspex/engine/ruleset"
)

// The eleven core Stratagems are all offered, each with the cost printed on
// pp. 41-42 wherever it appears.
func TestCoreStratagemsOffered(t *testing.T) {
	want := map[string]int{
		"command-re-roll": 1, "counter-offensive": 2, "epic-challenge": 1, "insane-bravery": 1,
		"grenade": 1, "tank-shock": 1, "rapid-ingress": 1, "fire-overwatch": 1,
		"go-to-ground": 1, "smokescreen": 1, "heroic-intervention": 2,
	}
	seen := map[string]bool{}
	for _, p := range New().Phases {
		for _, s := range p.Steps {
			for _, o := range s.Plays {
				seen[o.ID] = true
				if cost, ok := want[o.ID]; !ok || o.Cost != cost || o.Counter != "cp" {
					t.Errorf("step %s offers %s at %d %s, want %d CP", s.ID, o.ID, o.Cost, o.Counter, cost)
				}
			}
		}
	}
	for id := range want {
		if !seen[id] {
			t.Errorf("%s is offered at no step", id)
		}
	}
}

// Next stops at most ten times in any player turn (issue 50: within ten taps
// of Next), always at the steps that are the substance of their phase (the
// targets and attacks of the Shooting phase, the attacks and remaining
// combats of the Fight phase); folded steps carry no effect Next would pass.
func TestPlayerTurnStops(t *testing.T) {
	substance := []string{"select-shooter", "select-targets", "ranged-attacks", "fights-first", "melee-attacks", "remaining-combats"}
	rs := New()
	for round := 1; round <= rs.Turn.Rounds; round++ {
		for turn := range 2 {
			stops := 0
			for _, p := range rs.BattleSteps(round, turn) {
				if !p.Step.Fold {
					stops++
				} else if len(p.Step.Effects) > 0 {
					t.Errorf("folded step %s has effects", p.Step.ID)
				}
				if p.Step.Fold && slices.Contains(substance, p.Step.ID) {
					t.Errorf("round %d: %s, the substance of its phase, is folded", round, p.Step.ID)
				}
			}
			if stops > 10 {
				t.Errorf("round %d turn %d: %d stops, want at most 10", round, turn+1, stops)
			}
		}
	}
}

// In play: ten Nexts take a player turn to the next one; the Command
// step lists Battle-shock folded under it and offers its Stratagem; an
// opened folded step walks on in order.
func TestFoldedStepsInPlay(t *testing.T) {
	g := game.New(New())
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(g.NextPhase()) // the setup
	if id := g.State.Pos.Step; id != "command-step" {
		t.Fatalf("the battle starts at %s", id)
	}
	if f := g.Folded(); len(f) == 0 || f[0].Step.ID != "battle-shock" {
		t.Errorf("folded under the Command step: %v", f)
	}
	if !slices.ContainsFunc(g.Plays(), func(p ruleset.Play) bool { return p.ID == "insane-bravery" }) {
		t.Error("the Command step does not offer Insane Bravery from the folded Battle-shock step")
	}
	taps := 0
	for g.State.Pos.Turn == 0 {
		must(g.Next())
		taps++
	}
	if taps > 10 {
		t.Errorf("a player turn took %d Nexts", taps)
	}
	must(g.Jump("battle-shock"))
	must(g.Next())
	if id := g.State.Pos.Step; id != "move-units" {
		t.Errorf("Next from the opened Battle-shock step reached %s, want move-units", id)
	}
	must(g.Jump("select-targets"))
	must(g.Next())
	if id := g.State.Pos.Step; id != "ranged-attacks" {
		t.Errorf("Next from the opened Select targets step reached %s, want ranged-attacks", id)
	}
}

// Issue 50: the per-unit loop is shown from the step where it starts, and
// "Another unit" is offered from the steps after it, also where the step that
// closes the loop is folded under the current one.
func TestLoopShownFromItsStart(t *testing.T) {
	g := game.New(New())
	go1 := func(id string) {
		t.Helper()
		for g.State.Pos.Step != id {
			if err := g.Next(); err != nil || g.State.Pos.Turn != 0 {
				t.Fatalf("Next never reached %s (%v)", id, err)
			}
		}
	}
	g.NextPhase()
	for _, c := range []struct {
		step    string
		loop    bool
		another bool
		first   string
	}{
		{"move-units", false, false, ""},
		{"select-shooter", true, false, "Pick a unit to shoot"},
		{"select-targets", true, true, "Pick a unit to shoot"},
		{"ranged-attacks", true, true, "Pick a unit to shoot"},
		{"declare-charge", false, false, ""},
		{"fights-first", true, false, "Pile in"},
		{"melee-attacks", true, true, "Pile in"},
		{"remaining-combats", false, false, ""},
	} {
		go1(c.step)
		l, ok := g.Loop()
		if ok != c.loop || ok && (l.Another != c.another || l.Steps[0] != c.first || l.Unit != 1) {
			t.Errorf("%s: loop %v %+v, want loop %v, another %v, from %q", c.step, ok, l, c.loop, c.another, c.first)
		}
		if c.step == "ranged-attacks" {
			if l.Steps[len(l.Steps)-1] != "Hazardous tests" {
				t.Errorf("the shooting loop ends at %q", l.Steps[len(l.Steps)-1])
			}
			if err := g.AnotherUnit(); err != nil || g.State.Pos.Step != "select-shooter" {
				t.Fatalf("Another unit from %s: %v, at %s", c.step, err, g.State.Pos.Step)
			}
			if l, _ := g.Loop(); l.Unit != 2 || l.Done != 1 {
				t.Errorf("after Another unit: %+v", l)
			}
		}
	}
}
