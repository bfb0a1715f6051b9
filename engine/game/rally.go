package game

import (
	"errors"
	"fmt"
	"slices"
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

// Rally applies an entry's rally test as the players judged it: passed,
// its flag is lifted (it then counts as many marks as units) and half its
// marks go, rounding up; failed, its marks stay. Either way it is marked
// Rallied. Where the roster's rally has a Need, the checklist judges the
// roll instead (RallyDie) and this is refused.
func (g *Game) Rally(side, i int, passed bool) error {
	u, r, err := g.rallying(side, i)
	if err != nil {
		return err
	}
	if r.Rally.Need != "" {
		return fmt.Errorf("%s: give the roll, and the checklist judges it against its %s", u.Name, strings.ToLower(r.Rally.Need))
	}
	g.push()
	g.applyRally(u, r.Rally, passed, "")
	return nil
}

// rallying is an entry that takes its rally test now, or an error saying
// why it does not.
func (g *Game) rallying(side, i int) (*Unit, *ruleset.Roster, error) {
	u, r, err := g.unit(side, i)
	if err != nil {
		return nil, nil, err
	}
	if !g.Rallying(*u) {
		return nil, nil, fmt.Errorf("%s takes no %s test now", u.Name, strings.ToLower(rallyLabel(r)))
	}
	return u, r, nil
}

// applyRally records a rally's outcome on an entry (pushed by the caller);
// roll is how the roll went, "" when the players judged it.
func (g *Game) applyRally(u *Unit, ra *ruleset.Rally, passed bool, roll string) {
	u.set(Rallied, true)
	if roll != "" {
		roll += ": "
	}
	if !passed {
		if ra.Flag != "" && u.Has(ra.Flag) {
			u.Rally = fmt.Sprintf("%s%s failed: %s", roll, ra.Label, ra.Fail)
		} else {
			u.Rally = fmt.Sprintf("%s%s failed, keeps %d %s", roll, ra.Label, u.Marks[ra.Mark], strings.ToLower(g.markLabel(ra.Mark)))
		}
		g.logf("%s: %s", u.Name, u.Rally)
		return
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
	u.Rally = fmt.Sprintf("%s%s passed%s, %s %d → %d", roll, ra.Label, was, strings.ToLower(g.markLabel(ra.Mark)), n, keep)
	g.logf("%s: %s", u.Name, u.Rally)
}

// rallyMods are the modifiers to an entry's rally roll: those its flags
// bring, and the situations the players said apply (indexes into the
// rally's Mods that name no flag).
func (g *Game) rallyMods(u Unit, situations []int) ([]ruleset.RallyMod, error) {
	ra := g.rs.Turn.Roster.Rally
	var out []ruleset.RallyMod
	for k, m := range ra.Mods {
		if m.Flag != "" && u.Has(m.Flag) || m.Flag == "" && slices.Contains(situations, k) {
			out = append(out, m)
		}
	}
	for _, k := range situations {
		if k < 0 || k >= len(ra.Mods) || ra.Mods[k].Flag != "" {
			return nil, fmt.Errorf("there is no situation %d to modify the %s roll", k+1, strings.ToLower(ra.Label))
		}
	}
	return out, nil
}

// RallyDie applies an entry's rally test from the D6 rolled and the
// situations that apply: the modified roll against the entry's Need
// decides. With the Need not given, a roll that passes or fails whatever
// the Need is decides (a broken Epic formation rolling 1 or 2 fails at
// any initiative), and any other is refused with the reason.
func (g *Game) RallyDie(side, i, die int, situations []int) error {
	u, r, err := g.rallying(side, i)
	if err != nil {
		return err
	}
	ra := r.Rally
	if ra.Need == "" {
		return fmt.Errorf("%s: the players judge this %s roll (Rallied or Failed)", u.Name, strings.ToLower(ra.Label))
	}
	if die < 1 || die > 6 {
		return fmt.Errorf("%s: a D6 shows 1 to 6, not %d", u.Name, die)
	}
	mods, err := g.rallyMods(*u, situations)
	if err != nil {
		return err
	}
	total := die
	sum := fmt.Sprintf("rolled %d", die)
	for _, m := range mods {
		total += m.Delta
		sum += fmt.Sprintf(" %s %s", signed(m.Delta), m.Label)
	}
	if len(mods) > 0 {
		sum += fmt.Sprintf(" = %d", total)
	}
	need := strings.ToLower(ra.Need)
	var passed bool
	switch {
	case u.Need > 0:
		passed = total >= u.Need
		sum += fmt.Sprintf(", needs %s %d+", need, u.Need)
	case total < 1:
		sum += fmt.Sprintf(", below any %s", need)
	case total >= ruleset.NeedMax:
		passed = true
		sum += fmt.Sprintf(", reaches any %s", need)
	default:
		return fmt.Errorf("%s %s: give its %s first (this passes at %d+ or better, fails at %d+ or worse)",
			u.Name, sum, need, total, total+1)
	}
	g.push()
	g.applyRally(u, ra, passed, capital(sum))
	return nil
}

// RallyRoll rolls the D6 of an entry's rally test for the players and
// applies it as RallyDie does.
func (g *Game) RallyRoll(side, i int, situations []int) error {
	if _, _, err := g.rallying(side, i); err != nil {
		return err
	}
	return g.RallyDie(side, i, g.d6(1)[0], situations)
}

// SetNeed gives the score an entry's rally roll needs (Epic: its
// initiative value), 1 to ruleset.NeedMax.
func (g *Game) SetNeed(side, i, need int) error {
	u, r, err := g.unit(side, i)
	if err != nil {
		return err
	}
	if r.Rally == nil || r.Rally.Need == "" {
		return errors.New("this system's roster keeps no rally need")
	}
	if need < 1 {
		return fmt.Errorf("%s: %s %d is outside 1..%d", u.Name, strings.ToLower(r.Rally.Need), need, ruleset.NeedMax)
	}
	if err := checkNeed(r, need); err != nil {
		return fmt.Errorf("%s: %v", u.Name, err)
	}
	if need == u.Need {
		return nil
	}
	g.push()
	u.Need = need
	g.logf("%s: %s %d+", u.Name, r.Rally.Need, need)
	return nil
}

// checkNeed: 0 (not given), or 1..NeedMax where the roster's rally has a Need.
func checkNeed(r *ruleset.Roster, need int) error {
	switch {
	case need == 0:
		return nil
	case r.Rally == nil || r.Rally.Need == "":
		return errors.New("this roster keeps no rally need")
	case need < 1 || need > ruleset.NeedMax:
		return fmt.Errorf("%s %d is outside 1..%d", strings.ToLower(r.Rally.Need), need, ruleset.NeedMax)
	}
	return nil
}

func signed(v int) string {
	if v < 0 {
		return fmt.Sprintf("−%d", -v)
	}
	return fmt.Sprintf("+%d", v)
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
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
