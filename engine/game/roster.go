package game

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"auspex/engine/ruleset"
)

// Activated is the flag every entry of an alternating-activations roster
// has: it has acted this round. A player-turn roster has no such flag.
const Activated = "activated"

// Unit is one entry of a side's roster: a formation or a unit.
type Unit struct {
	Name  string         `json:"name"`
	Count int            `json:"count"`           // units (or models) in it
	Marks map[string]int `json:"marks,omitempty"` // markers on it, by mark id; never 0
	Flags []string       `json:"flags,omitempty"` // flags it has, sorted
	// Need is the score its rally roll needs (the roster's Rally.Need:
	// Epic's initiative value), 1 to ruleset.NeedMax; 0 when not given.
	Need int `json:"need,omitempty"`
	// Rally is what its rally test did this round, in words, shown with
	// it; set with the Rallied flag and cleared with it.
	Rally string `json:"rally,omitempty"`
}

func (u Unit) clone() Unit {
	c := u
	if u.Marks != nil {
		c.Marks = maps.Clone(u.Marks)
	}
	c.Flags = slices.Clone(u.Flags)
	return c
}

// Has reports whether the entry has a flag.
func (u Unit) Has(flag string) bool { return slices.Contains(u.Flags, flag) }

func (u *Unit) set(flag string, on bool) {
	i, has := slices.BinarySearch(u.Flags, flag)
	switch {
	case on && !has:
		u.Flags = slices.Insert(u.Flags, i, flag)
	case !on && has:
		u.Flags = slices.Delete(u.Flags, i, i+1)
	}
	if len(u.Flags) == 0 {
		u.Flags = nil
	}
}

// roster is the game's roster rules, or an error when the system has none.
func (g *Game) roster() (*ruleset.Roster, error) {
	if r := g.rs.Turn.Roster; r != nil {
		return r, nil
	}
	return nil, errors.New("this system keeps no roster")
}

// alternates reports whether the sides take turns activating their rosters.
func (g *Game) alternates() bool { return g.rs.Turn.Order == ruleset.Alternating }

// unit is a roster entry, or an error naming the side and entry.
func (g *Game) unit(side, i int) (*Unit, *ruleset.Roster, error) {
	r, err := g.roster()
	if err != nil {
		return nil, nil, err
	}
	if side < 0 || side >= len(g.State.Roster) {
		return nil, nil, fmt.Errorf("there is no side %d", side+1)
	}
	if i < 0 || i >= len(g.State.Roster[side]) {
		return nil, nil, fmt.Errorf("%s has no %s %d", g.name(side), strings.ToLower(r.Unit), i+1)
	}
	return &g.State.Roster[side][i], r, nil
}

// AddUnit adds an entry to a side's roster.
func (g *Game) AddUnit(side int, name string, count int) error {
	return g.AddUnitNeeding(side, name, count, 0)
}

// AddUnitNeeding adds an entry with the score its rally roll needs (0: not
// given yet).
func (g *Game) AddUnitNeeding(side int, name string, count, need int) error {
	r, err := g.roster()
	if err != nil {
		return err
	}
	if side < 0 || side >= len(g.State.Roster) {
		return fmt.Errorf("there is no side %d", side+1)
	}
	name = strings.TrimSpace(name)
	if err := checkEntryName(name); err != nil {
		return fmt.Errorf("%s name: %v", r.Unit, err)
	}
	switch {
	case len(g.State.Roster[side]) >= r.Max:
		return fmt.Errorf("%s already has %d entries, the most a roster holds", g.name(side), r.Max)
	case count < 1 || count > r.MaxCount:
		return fmt.Errorf("%s: %d %s is outside 1..%d", name, count, r.Count, r.MaxCount)
	}
	if err := checkNeed(r, need); err != nil {
		return fmt.Errorf("%s: %v", name, err)
	}
	g.push()
	g.State.Roster[side] = append(g.State.Roster[side], Unit{Name: name, Count: count, Need: need})
	g.logf("%s added %s (%d %s)", g.name(side), name, count, r.Count)
	return nil
}

// RemoveUnit takes an entry off a side's roster (destroyed, or added by mistake).
func (g *Game) RemoveUnit(side, i int) error {
	u, _, err := g.unit(side, i)
	if err != nil {
		return err
	}
	name := u.Name
	g.push()
	g.State.Roster[side] = slices.Delete(g.State.Roster[side], i, i+1)
	g.logf("%s removed %s", g.name(side), name)
	return nil
}

// AdjustCount changes how many units an entry has.
func (g *Game) AdjustCount(side, i, delta int) error {
	u, r, err := g.unit(side, i)
	if err != nil {
		return err
	}
	n := u.Count + delta
	if n < 1 || n > r.MaxCount {
		return fmt.Errorf("%s: %d %s is outside 1..%d (remove the %s instead)", u.Name, n, r.Count, r.MaxCount, strings.ToLower(r.Unit))
	}
	g.push()
	g.logf("%s: %s %d → %d", u.Name, r.Count, u.Count, n)
	u.Count = n
	g.checkBreaks(u, r)
	return nil
}

// AdjustMark adds or removes markers on an entry.
func (g *Game) AdjustMark(side, i int, mark string, delta int) error {
	u, r, err := g.unit(side, i)
	if err != nil {
		return err
	}
	k := slices.IndexFunc(r.Marks, func(m ruleset.Mark) bool { return m.ID == mark })
	if k < 0 {
		return fmt.Errorf("there is no mark %q", mark)
	}
	m := r.Marks[k]
	v := u.Marks[mark] + delta
	if v < 0 || v > m.Max {
		return fmt.Errorf("%s: %d %s is outside 0..%d", u.Name, v, strings.ToLower(m.Label), m.Max)
	}
	g.push()
	g.logf("%s: %s %d → %d", u.Name, m.Label, u.Marks[mark], v)
	if u.Marks == nil {
		u.Marks = map[string]int{}
	}
	u.Marks[mark] = v
	if v == 0 {
		delete(u.Marks, mark)
	}
	if len(u.Marks) == 0 {
		u.Marks = nil
	}
	g.checkBreaks(u, r)
	return nil
}

// checkBreaks applies the roster's breaking marks to an entry: a mark that
// names a flag in Breaks and has reached the entry's count sets that flag
// and is removed.
func (g *Game) checkBreaks(u *Unit, r *ruleset.Roster) {
	for _, m := range r.Marks {
		if m.Breaks == "" || u.Marks[m.ID] < u.Count {
			continue
		}
		label := m.Breaks
		if k := slices.IndexFunc(r.Flags, func(f ruleset.Flag) bool { return f.ID == m.Breaks }); k >= 0 {
			label = r.Flags[k].Label
		}
		g.logf("%s: %s: its %d %s reached its %d %s, so they are removed", u.Name, label, u.Marks[m.ID], strings.ToLower(m.Label), u.Count, r.Count)
		u.set(m.Breaks, true)
		delete(u.Marks, m.ID)
		if len(u.Marks) == 0 {
			u.Marks = nil
		}
	}
}

// idleLabel names the flag that keeps an entry from activating.
func idleLabel(r *ruleset.Roster, u Unit) string {
	for _, f := range r.Flags {
		if f.Idle && u.Has(f.ID) {
			return f.Label
		}
	}
	return ""
}

// Idle reports whether an entry has a flag that keeps it from activating.
func (g *Game) Idle(u Unit) bool {
	r := g.rs.Turn.Roster
	return r != nil && slices.ContainsFunc(r.Flags, func(f ruleset.Flag) bool { return f.Idle && u.Has(f.ID) })
}

// ToggleFlag sets or lifts a flag of an entry (Activated too, as a correction).
func (g *Game) ToggleFlag(side, i int, flag string) error {
	u, r, err := g.unit(side, i)
	if err != nil {
		return err
	}
	label := "Activated"
	if flag != Activated || !g.alternates() {
		k := slices.IndexFunc(r.Flags, func(f ruleset.Flag) bool { return f.ID == flag })
		if k < 0 {
			return fmt.Errorf("there is no flag %q", flag)
		}
		label = r.Flags[k].Label
	}
	g.push()
	on := !u.Has(flag)
	u.set(flag, on)
	state := "no longer " + strings.ToLower(label)
	if on {
		state = strings.ToLower(label)
	}
	g.logf("%s: %s", u.Name, state)
	return nil
}

// Activate plays an entry's activation at a step marked Activations: the
// entry is marked activated and, unless the side retains the initiative,
// the other side activates next (while it has an entry left to activate).
func (g *Game) Activate(side, i int, retain bool) error {
	u, r, err := g.unit(side, i)
	if err != nil {
		return err
	}
	switch {
	case g.State.Over || !g.Current().Step.Activations:
		return errors.New("entries are activated only at the activations step")
	case side != g.State.Side:
		return fmt.Errorf("it is %s's turn to activate, not %s's", g.name(g.State.Side), g.name(side))
	case u.Has(Activated):
		return fmt.Errorf("%s has already been activated this %s", u.Name, strings.ToLower(g.rs.Turn.Names.Round))
	case g.Idle(*u):
		return fmt.Errorf("%s cannot be activated while %s", u.Name, strings.ToLower(idleLabel(r, *u)))
	case retain && r.Retain == "":
		return errors.New("this system has no retaining the initiative")
	}
	g.push()
	u.set(Activated, true)
	next := side
	if !retain {
		for _, other := range g.Players(ruleset.Opponent) {
			if g.Waiting(other) > 0 {
				next = other
			}
		}
	}
	g.State.Side = next
	if retain {
		g.logf("%s activated %s and retained the initiative", g.name(side), u.Name)
	} else {
		g.logf("%s activated %s", g.name(side), u.Name)
	}
	return nil
}

// SetSide says which side activates next (the winner of a strategy roll
// chooses; a correction).
func (g *Game) SetSide(side int) error {
	if !g.alternates() {
		return errors.New("in this system the sides play whole turns; no side activates next")
	}
	if side < 0 || side >= len(g.rs.Turn.Sides) {
		return fmt.Errorf("there is no side %d", side+1)
	}
	if side == g.State.Side {
		return nil
	}
	g.push()
	g.State.Side = side
	g.logf("%s activates next", g.name(side))
	return nil
}

// Waiting is how many of a side's entries can still be activated this round
// (not yet activated, and no flag that keeps them idle).
func (g *Game) Waiting(side int) int {
	n := 0
	if side >= 0 && side < len(g.State.Roster) {
		for _, u := range g.State.Roster[side] {
			if !u.Has(Activated) && !g.Idle(u) {
				n++
			}
		}
	}
	return n
}

// clearRoster ends a round's activations: the Activated flag, and every mark
// and flag the system clears, go.
func (g *Game) clearRoster() {
	r := g.rs.Turn.Roster
	if r == nil {
		return
	}
	for s := range g.State.Roster {
		for i := range g.State.Roster[s] {
			u := &g.State.Roster[s][i]
			u.set(Activated, false)
			u.set(Rallied, false)
			u.Rally = ""
			for _, f := range r.Flags {
				if f.Clear {
					u.set(f.ID, false)
				}
			}
			for _, m := range r.Marks {
				if m.Clear {
					delete(u.Marks, m.ID)
				}
			}
			if len(u.Marks) == 0 {
				u.Marks = nil
			}
		}
	}
	g.logf("Activations cleared for the next %s", strings.ToLower(g.rs.Turn.Names.Round))
}
