package ruleset

import "slices"

// Checks of the turn's shape beyond phases and steps: game-length rolls, the
// roster of an alternating-activations battle, and what a step may ask of
// them (a roll, a per-unit loop, activations).

// Bounds on a roster, whatever a system declares: a phone lists every entry.
const (
	rosterMaxEntries = 40
	rosterMaxCount   = 100
	markMax          = 100
)

// checkEnds: each game-length roll after a round of the battle, in order,
// with a D6 target that can both pass and fail; the battle's Rounds is the
// last round a roll can add.
func (t Turn) checkEnds(bad func(string, ...any)) {
	for i, e := range t.Ends {
		switch {
		case e.After < 1 || e.After >= t.Rounds:
			bad("game-length roll %d: after round %d, but the battle has rounds 1..%d and the roll must leave one to add", i+1, e.After, t.Rounds)
		case i > 0 && e.After <= t.Ends[i-1].After:
			bad("game-length roll %d: rounds must increase (%d after %d)", i+1, e.After, t.Ends[i-1].After)
		case e.Target < 2 || e.Target > 6:
			bad("game-length roll %d: a D6 target of %d+ cannot both pass and fail", i+1, e.Target)
		case e.Page == "":
			bad("game-length roll %d needs its source page", i+1)
		}
	}
	if n := len(t.Ends); n > 0 && t.Ends[n-1].After != t.Rounds-1 {
		bad("the last game-length roll is after round %d, so round %d can never be reached by it (Rounds is %d)", t.Ends[n-1].After, t.Rounds, t.Rounds)
	}
}

// checkRoster: a roster whenever activations alternate (any order may keep
// one), with bounds a phone can show, and marks and flags that are named
// once each.
func (t Turn) checkRoster(bad func(string, ...any)) {
	r := t.Roster
	if r == nil && t.Order == Alternating {
		bad("the Alternating order needs a Roster: its entries are what the sides activate")
	}
	if r == nil {
		return
	}
	if r.Unit == "" || r.Count == "" || r.Page == "" {
		bad("the roster needs what an entry is called, what its number counts, and a source page")
	}
	if r.Max < 1 || r.Max > rosterMaxEntries {
		bad("the roster's Max %d is outside 1..%d", r.Max, rosterMaxEntries)
	}
	if r.MaxCount < 1 || r.MaxCount > rosterMaxCount {
		bad("the roster's MaxCount %d is outside 1..%d", r.MaxCount, rosterMaxCount)
	}
	ids := map[string]bool{"activated": true, "rallied": true} // the flags every roster has
	for _, m := range r.Marks {
		if !idPattern.MatchString(m.ID) || ids[m.ID] || m.Label == "" {
			bad("roster mark %q needs a unique id matching %s and a label", m.ID, idPattern)
		}
		if m.Max < 1 || m.Max > markMax {
			bad("roster mark %q: Max %d is outside 1..%d", m.ID, m.Max, markMax)
		}
		ids[m.ID] = true
	}
	for _, f := range r.Flags {
		if !idPattern.MatchString(f.ID) || ids[f.ID] || f.Label == "" {
			bad("roster flag %q needs a unique id matching %s (not \"activated\" or \"rallied\") and a label", f.ID, idPattern)
		}
		ids[f.ID] = true
	}
	for _, m := range r.Marks {
		if m.Breaks != "" && !slices.ContainsFunc(r.Flags, func(f Flag) bool { return f.ID == m.Breaks }) {
			bad("roster mark %q breaks into %q, which is not a flag of the roster", m.ID, m.Breaks)
		}
	}
	if ra := r.Rally; ra != nil {
		if ra.Label == "" || ra.Test == "" || ra.Page == "" || !slices.ContainsFunc(r.Marks, func(m Mark) bool { return m.ID == ra.Mark }) ||
			ra.Flag != "" && !slices.ContainsFunc(r.Flags, func(f Flag) bool { return f.ID == ra.Flag }) {
			bad("roster rally needs a label, its test, a page, a mark of the roster and no unknown flag")
		}
		for _, m := range ra.Mods {
			if m.Label == "" || m.Delta == 0 || m.Flag != "" && !slices.ContainsFunc(r.Flags, func(f Flag) bool { return f.ID == m.Flag }) {
				bad("rally modifier %q needs a label, a non-zero value and no unknown flag", m.Label)
			}
		}
		if len(ra.Mods) > 0 && ra.Need == "" {
			bad("rally modifiers need a score to reach (Need)")
		}
	}
}

// checkStep: what a step asks of the turn's shape.
func checkStep(t Turn, s Step, inBattle bool, bad func(string, ...any), what string) {
	if !inBattle && (s.Loop != nil || s.Activations || s.ClearRoster) {
		bad("%s: only battle steps can loop or deal with activations", what)
	}
	if (s.Activations || s.ClearRoster) && t.Order != Alternating {
		bad("%s: activations belong to the Alternating order (and its roster)", what)
	}
	if s.Fold && (len(s.Effects) > 0 || s.Activations || s.ClearRoster || s.Rallies || s.Repeat || !inBattle) {
		bad("%s: a folded step is a battle step with no effects, activations, rally or repeat (Next passes it)", what)
	}
	if s.Rallies && (t.Roster == nil || t.Roster.Rally == nil) {
		bad("%s: a rally step needs a roster with a Rally", what)
	}
	if s.Activations && s.Repeat {
		bad("%s: an activations step already repeats; it cannot be marked Repeat", what)
	}
	if s.Loop != nil && (s.Loop.From == "" || s.Loop.Label == "" || s.Loop.From == s.ID || s.Repeat) {
		bad("%s: a loop needs an earlier step to go back to and what it counts, and cannot also Repeat", what)
	}
	if r := s.Roll; r != nil {
		if r.Label == "" || r.Dice < 1 || r.Dice > 6 {
			bad("%s: a roll needs a label and 1 to 6 dice", what)
			return
		}
		first, after, last := r.Dice, func(v int) int { return v + 1 }, 6*r.Dice
		if r.D66 {
			if r.Dice != 2 || r.Add != "" {
				bad("%s: a D66 roll reads exactly 2 dice and adds no counter", what)
				return
			}
			first, after, last = 11, NextD66, 66
		}
		next := first // the lowest result not yet covered
		for i, row := range r.Table {
			if row.Min != next || row.Max < row.Min || row.Text == "" || r.D66 && (row.Max%10 < 1 || row.Max%10 > 6) {
				bad("%s: roll table row %d (%d-%d) must start at %d, not run backwards, end on a result the dice can show, and say what it means", what, i+1, row.Min, row.Max, next)
				return
			}
			next = after(row.Max)
		}
		if r.D66 && len(r.Table) > 0 && next != after(last) {
			bad("%s: the D66 table stops before 66", what)
		} else if !r.D66 && len(r.Table) > 0 && next != 6*r.Dice+1 {
			bad("%s: the roll table covers totals %d..%d, not %d..%d", what, r.Dice, next-1, r.Dice, 6*r.Dice)
		}
	}
}
