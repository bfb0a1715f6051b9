package ruleset

import (
	"fmt"
	"slices"
	"strings"
)

// reminderMax keeps reminders to one line on a phone.
const reminderMax = 160

// Counter returns the counter with the given id.
func (r *Ruleset) Counter(id string) (Counter, bool) {
	for _, c := range r.Counters {
		if c.ID == id {
			return c, true
		}
	}
	return Counter{}, false
}

// validateTurn checks the checklist data: ids unique, counters sane,
// conditions within the battle, references that exist, and every turn of
// every round with at least one step (or Next would have nowhere to go).
func (r *Ruleset) validateTurn() []error {
	if len(r.Phases) == 0 && len(r.Setup) == 0 && len(r.Counters) == 0 && len(r.Turn.After) == 0 {
		return nil
	}
	fs := &faults{id: r.Info.ID}
	bad := fs.bad
	t := r.Turn
	if len(r.Phases) == 0 {
		bad("checklist data without phases")
	}
	if len(t.Sides) < 1 || t.Rounds < 1 {
		bad("Turn needs sides and a number of rounds")
	}
	for i, s := range t.Sides {
		if s == "" {
			bad("Turn.Sides[%d] is empty", i)
		}
	}
	if t.Order != PlayerTurns && t.Order != SharedRound && t.Order != Alternating {
		bad("unknown turn order %d", t.Order)
	}
	if t.Names.Round == "" || t.Names.Turn == "" {
		bad("Turn.Names needs what a round and a turn are called")
	}
	t.checkEnds(bad)
	t.checkRoster(bad)

	counters := map[string]bool{}
	for _, c := range r.Counters {
		switch {
		case !idPattern.MatchString(c.ID):
			bad("counter id %q must match %s", c.ID, idPattern)
		case counters[c.ID]:
			bad("counter %q defined twice", c.ID)
		case c.Label == "":
			bad("counter %q has no label", c.ID)
		case c.Min >= c.Max:
			bad("counter %q: Min %d must be below Max %d", c.ID, c.Min, c.Max)
		case c.Start < c.Min || c.Start > c.Max:
			bad("counter %q: Start %d is outside %d..%d", c.ID, c.Start, c.Min, c.Max)
		case c.RoundGain < 0 || c.TurnGain < 0:
			bad("counter %q: negative gain limit", c.ID)
		case (c.RoundGain > 0 || c.TurnGain > 0) && c.Limits == "":
			bad("counter %q: a gain limit needs its source in Limits", c.ID)
		}
		counters[c.ID] = true
	}

	ref := func(what, id string) {
		if _, ok := r.Entry(id); len(r.Entries) > 0 && !ok {
			bad("%s refers to unknown reference entry %q", what, id)
		}
	}

	ids := map[string]bool{}
	plays := map[string]Play{}
	step := func(where string, s Step, inBattle bool) {
		what := fmt.Sprintf("step %q (%s)", s.ID, where)
		switch {
		case !idPattern.MatchString(s.ID):
			bad("%s: id must match %s", what, idPattern)
		case ids[s.ID]:
			bad("%s: id used twice", what)
		}
		ids[s.ID] = true
		if s.Title == "" || s.Reminder == "" || s.Page == "" {
			bad("%s needs a title, a reminder and a source page", what)
		}
		if strings.Contains(s.Reminder, "\n") || len(s.Reminder) > reminderMax {
			bad("%s: the reminder must be one line of at most %d characters", what, reminderMax)
		}
		for _, id := range s.Refs {
			ref(what, id)
		}
		w := s.When
		if !inBattle && w.Limited() {
			bad("%s: only battle steps can be limited to rounds or turns", what)
		}
		if w.FromRound < 0 || w.ToRound < 0 || w.FromRound > t.Rounds || w.ToRound > t.Rounds ||
			w.ToRound > 0 && w.FromRound > w.ToRound {
			bad("%s: rounds %d..%d are outside the battle's 1..%d", what, w.FromRound, w.ToRound, t.Rounds)
		}
		if w.Turn < AnyTurn || w.Turn > SecondTurn || w.Turn == SecondTurn && len(t.Sides) < 2 {
			bad("%s: no such turn %d", what, w.Turn)
		}
		for _, e := range s.Effects {
			if !counters[e.Counter] {
				bad("%s: effect on unknown counter %q", what, e.Counter)
			}
			if e.Who != Active && e.Who != Opponent && e.Who != Both || e.Delta == 0 {
				bad("%s: an effect needs a change and Active, Opponent or Both", what)
			}
		}
		checkStep(t, s, inBattle, bad, what)
		if ro := s.Roll; ro != nil && ro.Add != "" {
			k := slices.IndexFunc(r.Counters, func(c Counter) bool { return c.ID == ro.Add })
			if k < 0 || !r.Counters[k].PerPlayer || len(ro.Table) > 0 {
				bad("%s: a roll adds a per-player counter (not %q) and then has no table", what, ro.Add)
			}
		}
		for _, o := range s.Plays {
			ow := what + " play " + o.ID
			if prev, seen := plays[o.ID]; seen && prev.Name != o.Name {
				bad("%s: play id already names %q", ow, prev.Name)
			}
			plays[o.ID] = o
			switch {
			case !idPattern.MatchString(o.ID) || o.Name == "" || o.Timing == "" || o.Page == "":
				bad("%s needs an id, a name, its timing and a page", ow)
			case o.Cost < 0 || o.Cost > 0 && !counters[o.Counter]:
				bad("%s: cost %d paid from unknown counter %q", ow, o.Cost, o.Counter)
			case o.Who != Active && o.Who != Opponent && o.Who != Either:
				bad("%s: Who must be Active, Opponent or Either", ow)
			}
			if o.Ref != "" {
				ref(ow, o.Ref)
			}
		}
	}
	for _, s := range r.Setup {
		step("setup", s, false)
	}
	phases := map[string]bool{}
	for _, p := range r.Phases {
		if !idPattern.MatchString(p.ID) || phases[p.ID] {
			bad("phase id %q must be unique and match %s", p.ID, idPattern)
		}
		phases[p.ID] = true
		if p.Name == "" || p.Page == "" || len(p.Steps) == 0 {
			bad("phase %q needs a name, a source page and steps", p.ID)
		}
		if (p.Closing == "") != (p.ClosingPage == "") || strings.Contains(p.Closing, "\n") || len(p.Closing) > reminderMax {
			bad("phase %q: a closing reminder is one line of at most %d characters, with its page", p.ID, reminderMax)
		}
		for i, s := range p.Steps {
			step("phase "+p.ID, s, true)
			if i == 0 && s.Fold {
				bad("step %q: the first step of phase %q is where Next stops, so it cannot be folded", s.ID, p.ID)
			}
			if s.Loop != nil && !slices.ContainsFunc(p.Steps[:i], func(e Step) bool { return e.ID == s.Loop.From }) {
				bad("step %q: its loop goes back to %q, which is not an earlier step of phase %q", s.ID, s.Loop.From, p.ID)
			}
		}
	}
	for _, s := range t.After {
		step("after the battle", s, false)
	}
	for id := range phases {
		if ids[id] {
			bad("phase id %q is also a step id", id)
		}
	}
	if t.Order == Alternating && !slices.ContainsFunc(r.Phases, func(p Phase) bool {
		return slices.ContainsFunc(p.Steps, func(s Step) bool { return s.Activations })
	}) {
		bad("alternating activations need a step marked Activations")
	}
	if len(fs.errs) == 0 {
		for round := 1; round <= t.Rounds; round++ {
			for turn := 0; turn < r.TurnsPerRound(); turn++ {
				if len(r.BattleSteps(round, turn)) == 0 {
					bad("battle round %d, turn %d has no step that applies", round, turn+1)
				}
			}
		}
	}
	return fs.errs
}

// TurnsPerRound is how many turns a battle round has: one per side in
// PlayerTurns order, one shared turn otherwise.
func (r *Ruleset) TurnsPerRound() int {
	if r.Turn.Order != PlayerTurns {
		return 1
	}
	return len(r.Turn.Sides)
}

// Placed is a step with the phase it belongs to ("" for setup and after).
type Placed struct {
	Phase *Phase
	Step  *Step
}

// BattleSteps lists the steps that apply in a turn of a battle round, in order.
func (r *Ruleset) BattleSteps(round, turn int) []Placed {
	var out []Placed
	for i := range r.Phases {
		p := &r.Phases[i]
		for j := range p.Steps {
			if p.Steps[j].When.Applies(round, turn) {
				out = append(out, Placed{Phase: p, Step: &p.Steps[j]})
			}
		}
	}
	return out
}
