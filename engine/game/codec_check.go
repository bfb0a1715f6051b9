package game

import (
	"errors"
	"fmt"
	"slices"
	"unicode/utf8"

	"auspex/engine/ruleset"
)

// checkRoster: a roster exactly when the system has one, one list per side,
// each within the system's bounds, with only its marks and flags.
func (g *Game) checkRoster(roster [][]Unit) error {
	r := g.rs.Turn.Roster
	if r == nil {
		if roster != nil {
			return errors.New("this system has no roster")
		}
		return nil
	}
	if len(roster) != len(g.rs.Turn.Sides) {
		return fmt.Errorf("the roster has %d sides, want %d", len(roster), len(g.rs.Turn.Sides))
	}
	for s, side := range roster {
		if len(side) > r.Max {
			return fmt.Errorf("side %d's roster has %d entries, more than %d", s+1, len(side), r.Max)
		}
		for i, u := range side {
			where := fmt.Sprintf("side %d, %s %d", s+1, r.Unit, i+1)
			if err := checkEntryName(u.Name); err != nil {
				return fmt.Errorf("%s: %v", where, err)
			}
			if u.Count < 1 || u.Count > r.MaxCount {
				return fmt.Errorf("%s: %d %s is outside 1..%d", where, u.Count, r.Count, r.MaxCount)
			}
			for id, v := range u.Marks {
				k := slices.IndexFunc(r.Marks, func(m ruleset.Mark) bool { return m.ID == id })
				if k < 0 || v < 1 || v > r.Marks[k].Max {
					return fmt.Errorf("%s: mark %q = %d is not valid", where, id, v)
				}
			}
			if err := checkNeed(r, u.Need); err != nil {
				return fmt.Errorf("%s: %v", where, err)
			}
			if u.Rally != "" && (!u.Has(Rallied) || len(u.Rally) > 300 || !utf8.ValidString(u.Rally)) {
				return fmt.Errorf("%s: a rally outcome without a rally test, or too long", where)
			}
			if !slices.IsSorted(u.Flags) || len(slices.Compact(slices.Clone(u.Flags))) != len(u.Flags) {
				return fmt.Errorf("%s: flags must be sorted and unique", where)
			}
			for _, f := range u.Flags {
				builtIn := f == Activated && g.alternates() || f == Rallied && r.Rally != nil
				if !builtIn && !slices.ContainsFunc(r.Flags, func(e ruleset.Flag) bool { return e.ID == f }) {
					return fmt.Errorf("%s: unknown flag %q", where, f)
				}
			}
		}
	}
	return nil
}

// checkArmies: the armies brought, one name (or none) per side, only where
// the system keeps a roster to fill.
func (g *Game) checkArmies(armies []string) error {
	if armies == nil {
		return nil
	}
	if g.rs.Turn.Roster == nil || len(armies) != len(g.rs.Turn.Sides) {
		return errors.New("the armies brought do not match this system's sides")
	}
	for i, a := range armies {
		if a == "" {
			continue
		}
		if err := checkEntryName(a); err != nil {
			return fmt.Errorf("side %d's army: %v", i+1, err)
		}
	}
	return nil
}

// checkRoll: a roll of real D6 by real players, with bounded text.
func (g *Game) checkRoll(r *Rolled) error {
	if r == nil {
		return nil
	}
	n := len(g.rs.Turn.Sides)
	if r.Label == "" || len(r.Label) > 80 || !utf8.ValidString(r.Label) || len(r.Text) > 500 || !utf8.ValidString(r.Text) ||
		r.Round < 0 || r.Round > g.rs.Turn.Rounds+1 || len(r.Players) == 0 || len(r.Players) > n || len(r.Dice) != len(r.Players) {
		return errors.New("the last roll is not valid")
	}
	for i, p := range r.Players {
		if p < 0 || p >= n || len(r.Dice[i]) < 1 || len(r.Dice[i]) > 6 {
			return errors.New("the last roll is not valid")
		}
		for _, d := range r.Dice[i] {
			if d < 1 || d > 6 {
				return fmt.Errorf("the last roll holds a die of %d", d)
			}
		}
	}
	return nil
}
