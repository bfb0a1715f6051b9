package game

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Brought is one entry of a stored army, as the roster takes it: its name in
// the army and its count (a unit's models, an Epic formation's units).
type Brought struct {
	Name  string
	Count int
}

// Added is what AddArmy did, for the players.
type Added struct {
	Army    string
	Entries [2]string // what an entry is called, one and several: "unit", "units"
	Added   int       // entries added
	Present int       // entries skipped: the roster already has one by that name
	LeftOut int       // entries past the most a roster holds
	Notes   []string  // counts brought into the roster's bounds, names that could not be taken
}

// String says what was done, in a player's words.
func (a Added) String() string {
	what := a.Entries[1]
	if a.Added == 1 {
		what = a.Entries[0]
	}
	s := fmt.Sprintf("%s: %d %s added", a.Army, a.Added, what)
	if a.Present > 0 {
		s += fmt.Sprintf(", %d already in the roster", a.Present)
	}
	if a.LeftOut > 0 {
		s += fmt.Sprintf(", %d left out (the roster holds no more)", a.LeftOut)
	}
	s += "."
	for _, n := range a.Notes {
		s += " " + n + "."
	}
	return s
}

// AddArmy fills a side's roster from a stored army and remembers the army as
// the side's. Each entry keeps the army's name for it (a second of the same
// name is "Name (2)"), its count within the roster's bounds (a clipped count
// is noted); an entry the roster already has by that name is skipped, so
// adding an army twice adds nothing twice; past the roster's Max the rest is
// counted as left out. One Undo takes it all back.
func (g *Game) AddArmy(side int, army string, units []Brought) (Added, error) {
	r, err := g.roster()
	if err != nil {
		return Added{}, err
	}
	if side < 0 || side >= len(g.State.Roster) {
		return Added{}, fmt.Errorf("there is no side %d", side+1)
	}
	army = strings.TrimSpace(army)
	if err := checkEntryName(army); err != nil {
		return Added{}, fmt.Errorf("army name: %v", err)
	}
	entry := strings.ToLower(r.Unit)
	out := Added{Army: army, Entries: [2]string{entry, entry + "s"}}
	have := map[string]bool{}
	for _, u := range g.State.Roster[side] {
		have[u.Name] = true
	}
	var add []Unit
	seen := map[string]int{}
	for _, b := range units {
		base := strings.TrimSpace(b.Name)
		seen[base]++
		name := entryName(base, seen[base])
		if err := checkEntryName(name); err != nil {
			out.Notes = append(out.Notes, fmt.Sprintf("An entry was not taken: %v", err))
			continue
		}
		if have[name] {
			out.Present++
			continue
		}
		if len(g.State.Roster[side])+len(add) >= r.Max {
			out.LeftOut++
			continue
		}
		n := min(max(b.Count, 1), r.MaxCount)
		if n != b.Count {
			out.Notes = append(out.Notes, fmt.Sprintf("%s: %d %s in the army, entered as %d (the roster holds 1 to %d)", name, b.Count, r.Count, n, r.MaxCount))
		}
		have[name] = true
		add = append(add, Unit{Name: name, Count: n})
	}
	out.Added = len(add)
	if len(add) == 0 && g.broughtBy(side) == army {
		return out, nil // nothing changes: no undo step, no log line
	}
	g.push()
	g.State.Roster[side] = append(g.State.Roster[side], add...)
	if g.State.Armies == nil {
		g.State.Armies = make([]string, len(g.rs.Turn.Sides))
	}
	g.State.Armies[side] = army
	g.logf("%s brought %s: %d %s added", g.name(side), army, len(add), out.Entries[1])
	return out, nil
}

// Army is the name of the stored army a side brought, "" if none.
func (g *Game) Army(side int) string { return g.broughtBy(side) }

func (g *Game) broughtBy(side int) string {
	if side >= 0 && side < len(g.State.Armies) {
		return g.State.Armies[side]
	}
	return ""
}

// entryName is the k-th entry of an army named base: base itself, then
// "base (2)", "base (3)", shortening base so that the whole fits a roster
// entry's name.
func entryName(base string, k int) string {
	if k < 2 {
		return clipRunes(base, EntryNameMax)
	}
	tail := fmt.Sprintf(" (%d)", k)
	return clipRunes(base, EntryNameMax-utf8.RuneCountInString(tail)) + tail
}

func clipRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return strings.TrimSpace(string([]rune(s)[:n-1])) + "…"
}
