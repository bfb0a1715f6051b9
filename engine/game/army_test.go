package game_test

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"auspex/engine/game"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"
	"auspex/engine/rulesets/epic"
	"auspex/engine/rulesets/wh40k10"
)

// A player-turn roster keeps count and flags, and nothing of activations:
// every 40k system has one, its units take their models and the flags the
// rules give, the built-in Activated flag and the active side are refused,
// and nothing clears the flags as the turns go by.
func TestPlayerTurnRoster(t *testing.T) {
	for _, rs := range rulesets.Registry().All() {
		r := rs.Turn.Roster
		if rs.Turn.Order != ruleset.PlayerTurns || r == nil {
			continue
		}
		t.Run(rs.Info.ID, func(t *testing.T) {
			g := game.New(rs)
			must(t, g.AddUnit(0, "Squad", 10))
			must(t, g.AddUnit(1, "Walker", 1))
			if err := g.AddUnit(0, "Horde", r.MaxCount+1); err == nil {
				t.Errorf("%d %s accepted, above MaxCount %d", r.MaxCount+1, r.Count, r.MaxCount)
			}
			if err := g.ToggleFlag(0, 0, game.Activated); err == nil {
				t.Error("a player-turn roster took the Activated flag")
			}
			if err := g.SetSide(1); err == nil {
				t.Error("a player-turn system let a side activate next")
			}
			for _, f := range r.Flags {
				must(t, g.ToggleFlag(1, 0, f.ID))
			}
			must(t, g.AdjustCount(0, 0, -3))
			for range 40 {
				mustNext(t, g)
			}
			if u := g.State.Roster[1][0]; len(u.Flags) != len(r.Flags) || g.State.Roster[0][0].Count != 7 {
				t.Errorf("after 40 steps: %+v, %+v", g.State.Roster[0][0], u)
			}
			back, err := game.Decode(g.Encode(), rs)
			if err != nil || back.Encode() != g.Encode() {
				t.Errorf("a player-turn roster does not round-trip: %v", err)
			}
		})
	}
	// The 40k systems are the ones that have it.
	for _, id := range []string{"wh40k10", "wh40k9", "wh40k5"} {
		if rs, ok := rulesets.Registry().Get(id); !ok || rs.Turn.Roster == nil || rs.Turn.Order != ruleset.PlayerTurns {
			t.Errorf("%s has no player-turn roster", id)
		}
	}
}

// AddArmy fills a side's roster: each unit with its count, clipped to the
// roster's bounds with a note, a second unit of a name numbered, nothing
// twice when tapped twice, the rest past Max counted as left out; the army
// is remembered and one Undo takes all of it back.
func TestAddArmy(t *testing.T) {
	rs := wh40k10.New()
	r := rs.Turn.Roster
	g := game.New(rs)
	must(t, g.AddUnit(0, "Captain", 1)) // entered by hand before
	army := []game.Brought{
		{Name: "Captain", Count: 1},
		{Name: "Battle Squad", Count: 10},
		{Name: "Battle Squad", Count: 5},
		{Name: "Horde", Count: r.MaxCount + 12},
		{Name: "Odd", Count: 0},
	}
	added, err := g.AddArmy(0, "Crimson Host", army)
	must(t, err)
	names := func(side int) []string {
		var out []string
		for _, u := range g.State.Roster[side] {
			out = append(out, fmt.Sprintf("%s:%d", u.Name, u.Count))
		}
		return out
	}
	want := []string{"Captain:1", "Battle Squad:10", "Battle Squad (2):5", fmt.Sprintf("Horde:%d", r.MaxCount), "Odd:1"}
	if got := names(0); !slices.Equal(got, want) {
		t.Errorf("roster %v, want %v", got, want)
	}
	if added.Added != 4 || added.Present != 1 || added.LeftOut != 0 || len(added.Notes) != 2 {
		t.Errorf("report %+v", added)
	}
	msg := added.String()
	for _, s := range []string{"Crimson Host: 4 units added", "1 already in the roster", fmt.Sprintf("Horde: %d models in the army, entered as %d", r.MaxCount+12, r.MaxCount)} {
		if !strings.Contains(msg, s) {
			t.Errorf("the report %q lacks %q", msg, s)
		}
	}
	if g.Army(0) != "Crimson Host" || g.Army(1) != "" {
		t.Errorf("armies %q", g.State.Armies)
	}
	// Twice: nothing new, no undo step.
	hist := len(g.History)
	again, err := g.AddArmy(0, "Crimson Host", army)
	must(t, err)
	if again.Added != 0 || again.Present != len(army) || len(g.History) != hist || len(g.State.Roster[0]) != len(want) {
		t.Errorf("the second tap changed something: %+v, history %d → %d", again, hist, len(g.History))
	}
	// Over Max: up to Max, the rest left out.
	big := make([]game.Brought, r.Max+5)
	for i := range big {
		big[i] = game.Brought{Name: fmt.Sprintf("Unit %d", i+1), Count: 3}
	}
	over, err := g.AddArmy(1, "Swarm", big)
	must(t, err)
	if len(g.State.Roster[1]) != r.Max || over.Added != r.Max || over.LeftOut != 5 || !strings.Contains(over.String(), "5 left out") {
		t.Errorf("over Max: %d entries, report %+v", len(g.State.Roster[1]), over)
	}
	back, err := game.Decode(g.Encode(), rs)
	if err != nil || back.Army(1) != "Swarm" || back.Encode() != g.Encode() {
		t.Fatalf("the armies do not round-trip: %v", err)
	}
	must(t, g.Undo())
	if len(g.State.Roster[1]) != 0 || g.Army(1) != "" || g.Army(0) != "Crimson Host" {
		t.Errorf("undo left %d entries and armies %q", len(g.State.Roster[1]), g.State.Armies)
	}
	// Refusals.
	if _, err := g.AddArmy(2, "X", army); err == nil {
		t.Error("a third side was accepted")
	}
	if _, err := g.AddArmy(0, strings.Repeat("x", game.EntryNameMax+1), army); err == nil {
		t.Error("an army name past the limit was accepted")
	}
}

// Games stored by the code before format 3 (captured from it: a wh40k10
// game mid-battle with its undo history, an Epic game with its roster) load
// unchanged: the 40k game gains an empty roster, in its undo steps too; the
// Epic game's roster is the one stored; both store again as format 3.
func TestDecodeVersion2Fixtures(t *testing.T) {
	for _, c := range []struct {
		file string
		rs   *ruleset.Ruleset
	}{{"testdata/v2-wh40k10.json", wh40k10.New()}, {"testdata/v2-epic.json", epic.New()}} {
		raw, err := os.ReadFile(c.file)
		must(t, err)
		var v2 struct {
			V     int             `json:"v"`
			Names []string        `json:"names"`
			State json.RawMessage `json:"state"`
			Log   []game.Line     `json:"log"`
			Hist  []game.Undo     `json:"history"`
		}
		must(t, json.Unmarshal(raw, &v2))
		var was game.State
		must(t, json.Unmarshal(v2.State, &was))
		g, err := game.Decode(string(raw), c.rs)
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		if v2.V != 2 || g.State.Pos != was.Pos || !slices.Equal(g.Names, v2.Names) || len(g.Log) != len(v2.Log) ||
			len(g.History) != len(v2.Hist) || len(g.History) == 0 {
			t.Errorf("%s: not the stored game: %+v", c.file, g.State.Pos)
		}
		for id, vals := range was.Counters {
			if !slices.Equal(g.State.Counters[id], vals) {
				t.Errorf("%s: counter %s %v, stored %v", c.file, id, g.State.Counters[id], vals)
			}
		}
		if was.Roster != nil {
			a, _ := json.Marshal(was.Roster)
			b, _ := json.Marshal(g.State.Roster)
			if string(a) != string(b) {
				t.Errorf("%s: roster %s, stored %s", c.file, b, a)
			}
		} else if len(g.State.Roster) != len(c.rs.Turn.Sides) || len(g.State.Roster[0]) != 0 {
			t.Errorf("%s: a game stored without a roster reads as %v", c.file, g.State.Roster)
		}
		enc := g.Encode()
		if !strings.HasPrefix(enc, fmt.Sprintf(`{"v":%d,`, game.Version)) {
			t.Errorf("%s: stores as %.10s", c.file, enc)
		}
		again, err := game.Decode(enc, c.rs)
		if err != nil || again.Encode() != enc {
			t.Errorf("%s: the migrated game does not round-trip: %v", c.file, err)
		}
		must(t, g.Undo())
		if _, err := game.Decode(g.Encode(), c.rs); err != nil {
			t.Errorf("%s: after Undo: %v", c.file, err)
		}
	}
}
