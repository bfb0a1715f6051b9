package game

import (
	"errors"
	"fmt"
	"slices"

	"auspex/engine/ruleset"
)

// LoopMax bounds a loop's count.
const LoopMax = 200

// LoopCount is which unit of the current step's per-unit loop the players
// are on (1 for the first), or 0 when the step is in no loop.
func (g *Game) LoopCount() int {
	if id := g.loopOf(); id != "" {
		return g.State.Loops[id] + 1
	}
	return 0
}

// loopOf is the id of the step that closes the per-unit loop the current
// step belongs to, or "".
func (g *Game) loopOf() string {
	cur := g.Current()
	if cur.Phase == nil {
		return ""
	}
	steps := cur.Phase.Steps
	here := slices.IndexFunc(steps, func(e ruleset.Step) bool { return e.ID == cur.Step.ID })
	for i, s := range steps {
		if s.Loop == nil {
			continue
		}
		if from := slices.IndexFunc(steps, func(e ruleset.Step) bool { return e.ID == s.Loop.From }); from <= here && here <= i {
			return s.ID
		}
	}
	return ""
}

// Looping is the per-unit loop as the current step shows it, so that the
// players see the loop from the step where it starts, even where that step
// or the one that closes it is folded.
type Looping struct {
	Steps []string      // the titles of the loop's steps, in order, those played this turn
	Label string        // what the count counts: "units shot"
	Done  int           // units done so far this turn
	Unit  int           // the unit the players are on (Done+1)
	Close *ruleset.Step // the step that carries the loop
	// Another: "Another unit" can be tapped here: the current step is past
	// the loop's first step, or the closing step is folded under it.
	Another bool
}

// Loop is the per-unit loop shown at the current step: the one the step is
// in, or the one whose first step is folded under it; ok is false for none.
func (g *Game) Loop() (l Looping, ok bool) {
	cur := g.Current()
	if g.State.Over || cur.Phase == nil {
		return Looping{}, false
	}
	stage := g.Stage()
	here := at(stage, cur.Step.ID)
	last := here + len(g.Folded()) // the last step this stop covers
	for i := here; i < len(stage) && stage[i].Phase == cur.Phase; i++ {
		s := stage[i].Step
		if s.Loop == nil {
			continue
		}
		from := at(stage, s.Loop.From)
		if from < 0 || from > last || here > i {
			continue
		}
		l = Looping{Label: s.Loop.Label, Done: g.State.Loops[s.ID], Close: s, Another: here > from || i <= last && here < i}
		l.Unit = l.Done + 1
		for _, p := range stage[from : i+1] {
			l.Steps = append(l.Steps, p.Step.Title)
		}
		return l, true
	}
	return Looping{}, false
}

// AnotherUnit closes the current unit of a per-unit loop and goes back to
// the loop's first step for the next unit (effects do not apply again). It
// is offered wherever Loop says Another.
func (g *Game) AnotherUnit() error {
	l, ok := g.Loop()
	if !ok || !l.Another {
		return errors.New("this step does not repeat for another unit")
	}
	if g.State.Loops[l.Close.ID] >= LoopMax {
		return fmt.Errorf("%d %s is as many as the checklist counts", LoopMax, l.Label)
	}
	g.push()
	if g.State.Loops == nil {
		g.State.Loops = map[string]int{}
	}
	g.State.Loops[l.Close.ID]++
	g.State.Pos.Step = l.Close.Loop.From
	g.logf("%s: %d %s, next unit", g.Current().Phase.Name, g.State.Loops[l.Close.ID], l.Label)
	return nil
}
