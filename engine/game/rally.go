package game

import (
	"fmt"
	"strings"

	"auspex/engine/ruleset"
)

// Rallied is the flag of an entry that has taken its rally test this round;
// it goes when the next ClearRoster step clears the activations.
const Rallied = "rallied"

// Rallying reports whether an entry is still to take the roster's rally
// test at this step: the step is marked Rallies, the entry has the rally's
// mark or flag, and it has not been tested yet.
func (g *Game) Rallying(u Unit) bool {
	r := g.rs.Turn.Roster
	if r == nil || r.Rally == nil || g.State.Over || !g.Current().Step.Rallies || u.Has(Rallied) {
		return false
	}
	return u.Marks[r.Rally.Mark] > 0 || r.Rally.Flag != "" && u.Has(r.Rally.Flag)
}

// Rally applies an entry's rally test: passed, its flag is lifted (it then
// counts as many marks as units) and half its marks go, rounding up;
// failed, its marks stay. Either way it is marked Rallied.
func (g *Game) Rally(side, i int, passed bool) error {
	u, r, err := g.unit(side, i)
	if err != nil {
		return err
	}
	if !g.Rallying(*u) {
		return fmt.Errorf("%s takes no %s test now", u.Name, strings.ToLower(rallyLabel(r)))
	}
	ra := r.Rally
	g.push()
	u.set(Rallied, true)
	if !passed {
		if ra.Flag != "" && u.Has(ra.Flag) {
			g.logf("%s: %s failed: %s", u.Name, ra.Label, ra.Fail)
		} else {
			g.logf("%s: %s failed, keeps %d %s", u.Name, ra.Label, u.Marks[ra.Mark], strings.ToLower(g.markLabel(ra.Mark)))
		}
		return nil
	}
	n := u.Marks[ra.Mark]
	was := ""
	if ra.Flag != "" && u.Has(ra.Flag) {
		u.set(ra.Flag, false)
		n = u.Count
		was = fmt.Sprintf(", no longer %s (counts %d)", strings.ToLower(g.flagLabel(ra.Flag)), n)
	}
	keep := n / 2 // half removed, rounding up
	if u.Marks == nil {
		u.Marks = map[string]int{}
	}
	u.Marks[ra.Mark] = keep
	if keep == 0 {
		delete(u.Marks, ra.Mark)
	}
	if len(u.Marks) == 0 {
		u.Marks = nil
	}
	g.logf("%s: %s passed%s, %s %d", u.Name, ra.Label, was, g.markLabel(ra.Mark), keep)
	return nil
}

// RallyRoll rolls the D6 of an entry's rally test for the players, with
// the modifier its flag brings noted; they apply the outcome.
func (g *Game) RallyRoll(side, i int) error {
	u, r, err := g.unit(side, i)
	if err != nil {
		return err
	}
	if !g.Rallying(*u) {
		return fmt.Errorf("%s takes no %s test now", u.Name, strings.ToLower(rallyLabel(r)))
	}
	d := g.d6(1)
	text := fmt.Sprintf("%s rolled %d", u.Name, d[0])
	if f := r.Rally.Flag; f != "" && u.Has(f) {
		text += " (" + strings.ToLower(g.flagLabel(f)) + ")"
	}
	g.push()
	g.State.Roll = &Rolled{Label: r.Rally.Label, Round: g.State.Pos.Round, Players: []int{side}, Dice: [][]int{d}, Text: text}
	g.logf("%s: %s", r.Rally.Label, text)
	return nil
}

func rallyLabel(r *ruleset.Roster) string {
	if r.Rally == nil {
		return "rally"
	}
	return r.Rally.Label
}

// markLabel and flagLabel name a roster mark and flag by id.
func (g *Game) markLabel(id string) string {
	for _, m := range g.rs.Turn.Roster.Marks {
		if m.ID == id {
			return m.Label
		}
	}
	return id
}

func (g *Game) flagLabel(id string) string {
	for _, f := range g.rs.Turn.Roster.Flags {
		if f.ID == id {
			return f.Label
		}
	}
	return id
}
