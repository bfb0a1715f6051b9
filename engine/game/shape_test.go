package game_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"auspex/engine/game"
	"auspex/engine/game/gametest"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets/alt40k"
	"auspex/engine/rulesets/wh40k10"
)

// fakeGame is a game of the fake alternating system with seeded dice.
func fakeGame(t testing.TB, seed uint64) *game.Game {
	t.Helper()
	rs := gametest.Alternating()
	if err := rs.Validate(); err != nil {
		t.Fatal(err)
	}
	g := game.New(rs)
	g.Rand = rand.New(rand.NewPCG(seed, seed))
	return g
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// Alternating activations: the turn passes after each activation, stays with
// a side that retains the initiative or whose opponent has nothing left, and
// the end phase clears the activated flags and the marks and flags the
// system clears, nothing else.
func TestAlternatingActivations(t *testing.T) {
	g := fakeGame(t, 1)
	must(t, g.AddUnit(0, "Tactical", 6))
	must(t, g.AddUnit(0, "Bikes", 3))
	must(t, g.AddUnit(1, "Boyz", 12))
	if err := g.AddUnit(1, "Too many", 13); err == nil || !strings.Contains(err.Error(), "1..12") {
		t.Errorf("a formation over MaxCount: %v", err)
	}
	must(t, g.AddUnit(1, "Nobz", 2))
	must(t, g.AddUnit(1, "Grots", 10))
	if err := g.AddUnit(1, "Fourth", 1); err == nil {
		t.Error("a fourth formation was accepted over Max 3")
	}
	must(t, g.AdjustMark(1, 0, "blast", 2))
	must(t, g.AdjustMark(1, 0, "pin", 1))
	must(t, g.ToggleFlag(1, 0, "broken"))
	must(t, g.ToggleFlag(0, 0, "marched"))
	if err := g.AdjustMark(1, 0, "blast", 11); err == nil {
		t.Error("blast markers over their Max were accepted")
	}
	if err := g.Activate(0, 0, false); err == nil {
		t.Error("activated outside the activations step")
	}
	for g.State.Pos.Step != "activate" {
		must(t, g.Next())
	}
	if g.Where() != "Turn 1 · Action phase · Activate formations" {
		t.Errorf("Where is %q", g.Where())
	}
	if err := g.Activate(1, 0, false); err == nil {
		t.Error("the second side activated out of turn")
	}
	must(t, g.Activate(0, 0, false))
	if g.Active() != 1 {
		t.Fatalf("after side 1's activation, side %d is active", g.Active()+1)
	}
	if err := g.Activate(1, 0, true); err != nil {
		t.Fatal(err)
	}
	if g.Active() != 1 {
		t.Error("retaining the initiative passed the turn")
	}
	must(t, g.Activate(1, 1, false))
	if g.Active() != 0 {
		t.Error("the turn did not pass back")
	}
	if err := g.Activate(0, 0, false); err == nil {
		t.Error("a formation activated twice in a turn")
	}
	must(t, g.Activate(0, 1, false))
	if g.Active() != 1 || g.Waiting(0) != 0 || g.Waiting(1) != 1 {
		t.Errorf("side 1 has nothing left: side %d active, waiting %d/%d", g.Active()+1, g.Waiting(0), g.Waiting(1))
	}
	must(t, g.Activate(1, 2, false))
	if g.Active() != 1 {
		t.Error("the turn passed to a side with nothing left to activate")
	}
	must(t, g.Undo())
	must(t, g.Activate(1, 2, false))
	must(t, g.Next()) // to the end phase: rally clears
	if g.State.Pos.Step != "rally" {
		t.Fatalf("at %s", g.State.Pos.Step)
	}
	boyz := g.State.Roster[1][0]
	if boyz.Has(game.Activated) || boyz.Marks["blast"] != 2 || boyz.Marks["pin"] != 0 || !boyz.Has("broken") {
		t.Errorf("the end phase cleared the wrong things: %+v", boyz)
	}
	if tac := g.State.Roster[0][0]; tac.Has("marched") || tac.Has(game.Activated) {
		t.Errorf("a clearing flag survived the end phase: %+v", tac)
	}
	if g.Waiting(0) != 2 || g.Waiting(1) != 3 {
		t.Error("activations were not cleared for the next turn")
	}
	must(t, g.RemoveUnit(1, 2))
	must(t, g.AdjustCount(1, 0, -4))
	if n := len(g.State.Roster[1]); n != 2 || g.State.Roster[1][0].Count != 8 {
		t.Errorf("roster after remove and count: %+v", g.State.Roster[1])
	}
	back, err := game.Decode(g.Encode(), g.Ruleset())
	if err != nil {
		t.Fatal(err)
	}
	if back.Encode() != g.Encode() {
		t.Error("a roster game does not round-trip")
	}
	// Systems without a roster refuse roster moves.
	if err := game.New(alt40k.New()).AddUnit(0, "x", 1); err == nil {
		t.Error("a system without a roster accepted a roster entry")
	}
}

// The game-length roll: after turn 2 a D6 of 3+ plays on, after turn 3 one
// of 4+. Over many seeds the battle ends after turn 2, 3 and 4 as often as
// the table says (2/6, 4/6 x 3/6 and 4/6 x 3/6), each roll logged.
func TestGameLengthRoll(t *testing.T) {
	ends := map[int]int{}
	const n = 3000
	for seed := range uint64(n) {
		g := fakeGame(t, seed)
		last := 0
		for !g.State.Over && g.State.Pos.Round <= 4 {
			last = g.State.Pos.Round
			must(t, g.NextPhase())
		}
		if g.State.Pos.Step != "victory" {
			t.Fatalf("seed %d: the battle ended at %+v", seed, g.State.Pos)
		}
		rolls := 0
		for _, l := range g.Log {
			if strings.HasPrefix(l.Text, "Game length (§4): rolled ") {
				rolls++
			}
		}
		if want := min(last, 3) - 1; rolls != want {
			t.Fatalf("seed %d: %d game-length rolls logged for a battle of %d turns, want %d", seed, rolls, last, want)
		}
		ends[last]++
	}
	for turns, p := range map[int]float64{2: 2.0 / 6, 3: 4.0 / 6 * 3 / 6, 4: 4.0 / 6 * 3 / 6} {
		got := float64(ends[turns]) / n
		if got < p-0.04 || got > p+0.04 {
			t.Errorf("battles of %d turns: %.3f, want about %.3f", turns, got, p)
		}
	}
	if ends[1] != 0 {
		t.Error("a battle ended after turn 1, where no roll is made")
	}
}

// A step's roll: every player rolls, the table says what each total means,
// the roll is logged and undone like any move.
func TestStepRoll(t *testing.T) {
	g := fakeGame(t, 7)
	for g.State.Pos.Step != "strategy-roll" {
		must(t, g.Next())
	}
	must(t, g.SetName(0, "Ana"))
	must(t, g.Roll())
	r := g.State.Roll
	if r == nil || len(r.Dice) != 2 || len(r.Dice[0]) != 1 {
		t.Fatalf("roll %+v", r)
	}
	for i := range 2 {
		want := "low"
		if r.Total(i) >= 4 {
			want = "high"
		}
		if !strings.Contains(r.Text, want) {
			t.Errorf("roll text %q lacks %q for a %d", r.Text, want, r.Total(i))
		}
	}
	if !strings.HasPrefix(g.Log[len(g.Log)-1].Text, "Strategy roll: Ana ") {
		t.Errorf("log: %q", g.Log[len(g.Log)-1].Text)
	}
	must(t, g.Undo())
	if g.State.Roll != nil {
		t.Error("undo kept the roll")
	}
	must(t, g.Next())
	if err := g.Roll(); err == nil {
		t.Error("a step without a roll rolled")
	}
}

// Next phase: a wh40k10 player turn is six taps, the Command phase's CP
// still gained on the way, one Undo going back a whole phase.
func TestNextPhaseSixTapsATurn(t *testing.T) {
	g := newGame(t)
	for g.State.Pos.Round == 0 {
		mustNext(t, g)
	}
	start := g.State.Pos
	var phases []string
	for taps := 1; ; taps++ {
		if err := g.NextPhase(); err != nil {
			t.Fatal(err)
		}
		phases = append(phases, g.Current().Phase.ID)
		if g.State.Pos.Turn != start.Turn {
			if taps > 6 {
				t.Errorf("a player turn took %d taps of Next phase", taps)
			}
			break
		}
	}
	if want := []string{"movement", "shooting", "charge", "fight", "end-of-turn", "command"}; !slices.Equal(phases, want) {
		t.Errorf("Next phase went through %v, want %v", phases, want)
	}
	if g.Value("cp", 0) != 2 || g.State.Pos.Step != "command-step" {
		t.Errorf("the second turn's Command step: %dCP at %s", g.Value("cp", 0), g.State.Pos.Step)
	}
	must(t, g.Undo())
	if g.Value("cp", 0) != 1 || g.Current().Phase.ID != "end-of-turn" {
		t.Errorf("undo of a Next phase: %dCP at %s", g.Value("cp", 0), g.State.Pos.Step)
	}
	// Before the battle, Next phase goes to the battle's start.
	g = newGame(t)
	must(t, g.NextPhase())
	if g.State.Pos != (game.Pos{Round: 1, Step: "command-step"}) {
		t.Errorf("Next phase from the setup went to %+v", g.State.Pos)
	}
}

// Per-unit loops: another unit goes back to the loop's first step and
// counts; the count resets with the turn.
func TestPerUnitLoop(t *testing.T) {
	g := newGame(t)
	reach(t, g, "hazardous-shooting")
	if g.LoopCount() != 1 {
		t.Errorf("first unit: count %d", g.LoopCount())
	}
	must(t, g.AnotherUnit())
	if g.State.Pos.Step != "select-shooter" || g.LoopCount() != 2 {
		t.Errorf("another unit: at %s, unit %d", g.State.Pos.Step, g.LoopCount())
	}
	if err := g.AnotherUnit(); err == nil {
		t.Error("another unit from a step that does not close the loop")
	}
	reach(t, g, "charge-move")
	if g.LoopCount() != 0 {
		t.Error("a step outside any loop has a count")
	}
	reach(t, g, "hazardous-fight")
	if g.LoopCount() != 1 {
		t.Errorf("fight loop: unit %d", g.LoopCount())
	}
	must(t, g.NextPhase())
	must(t, g.NextPhase())
	if g.State.Loops != nil {
		t.Errorf("loop counts survived the turn: %v", g.State.Loops)
	}
}

// Player names: defaults, used in the log and counters, refused when bad,
// kept by Undo and by the stored game.
func TestPlayerNames(t *testing.T) {
	g := newGame(t)
	if !slices.Equal(g.Names, []string{"Player 1", "Player 2"}) {
		t.Errorf("default names %v", g.Names)
	}
	must(t, g.SetName(1, "  Bea  "))
	for _, bad := range []string{strings.Repeat("x", game.NameMax+1), "a\x00b"} {
		if err := g.SetName(0, bad); err == nil {
			t.Errorf("name %q accepted", bad)
		}
	}
	must(t, g.Adjust("cp", 1, 1))
	if l := g.Log[len(g.Log)-1].Text; !strings.HasPrefix(l, "Bea: Command points 0 → 1") {
		t.Errorf("log %q", l)
	}
	must(t, g.Undo())
	if g.Names[1] != "Bea" {
		t.Error("undo renamed a player")
	}
	must(t, g.SetName(1, ""))
	if g.Names[1] != "Player 2" {
		t.Errorf("an emptied name is %q, want the default", g.Names[1])
	}
}

// Today's stored games (format 1, captured from the code before format 2)
// load: the same position, counters, log and undo history, default names.
func TestDecodeVersion1Fixture(t *testing.T) {
	raw, err := os.ReadFile("testdata/v1-wh40k10.json")
	if err != nil {
		t.Fatal(err)
	}
	rs := wh40k10.New()
	g, err := game.Decode(string(raw), rs)
	if err != nil {
		t.Fatal(err)
	}
	var v1 struct {
		State struct {
			Pos      game.Pos         `json:"pos"`
			Counters map[string][]int `json:"counters"`
		} `json:"state"`
		Log     []game.Line      `json:"log"`
		History []map[string]any `json:"history"`
	}
	must(t, json.Unmarshal(raw, &v1))
	if g.State.Pos != v1.State.Pos || g.State.Pos.Step != "charge-move" {
		t.Errorf("position %+v, want %+v", g.State.Pos, v1.State.Pos)
	}
	if !slices.Equal(g.State.Counters["cp"], []int{1, 2}) || !slices.Equal(g.State.Counters["vp"], []int{1, 0}) {
		t.Errorf("counters %v", g.State.Counters)
	}
	if len(g.Log) != len(v1.Log) || len(g.History) != len(v1.History) || len(g.History) == 0 {
		t.Errorf("log %d/%d, history %d/%d", len(g.Log), len(v1.Log), len(g.History), len(v1.History))
	}
	if !slices.Equal(g.Names, []string{"Player 1", "Player 2"}) || g.Rev != 0 {
		t.Errorf("names %v rev %d", g.Names, g.Rev)
	}
	must(t, g.Undo())
	must(t, g.Next())
	if again, err := game.Decode(g.Encode(), rs); err != nil || !strings.Contains(g.Encode(), fmt.Sprintf(`"v":%d`, game.Version)) {
		t.Errorf("the migrated game does not store as version %d: %v", game.Version, err)
	} else if again.Encode() != g.Encode() {
		t.Error("the migrated game does not round-trip")
	}
}

// A game from a newer Auspex is refused with a *NewerError that salvages
// the players' names when they can be read.
func TestDecodeNewerVersion(t *testing.T) {
	rs := wh40k10.New()
	g := game.New(rs)
	must(t, g.SetName(0, "Ana"))
	newer := strings.Replace(g.Encode(), fmt.Sprintf(`"v":%d`, game.Version), fmt.Sprintf(`"v":%d`, game.Version+1), 1)
	newer = strings.Replace(newer, `"state":`, `"futureField":1,"state":`, 1)
	_, err := game.Decode(newer, rs)
	var ne *game.NewerError
	if !errors.As(err, &ne) || ne.V != game.Version+1 || !slices.Equal(ne.Names, []string{"Ana", "Player 2"}) {
		t.Fatalf("newer game: %v (%+v)", err, ne)
	}
	_, err = game.Decode(fmt.Sprintf(`{"v":%d,"names":["",""]}`, game.Version+1), rs)
	if !errors.As(err, &ne) || ne.Names != nil {
		t.Errorf("unreadable names were salvaged: %+v", ne)
	}
}

// StoredRev reads the revision alone.
func TestStoredRev(t *testing.T) {
	g := game.New(wh40k10.New())
	g.Rev = 41
	if got := game.StoredRev(g.Encode()); got != 41 {
		t.Errorf("rev %d", got)
	}
	if game.StoredRev(`{broken`) != -1 || game.StoredRev(`{"v":1}`) != -1 || game.StoredRev(`{"rev":1,"x":`+strings.Repeat("[", 101)+strings.Repeat("]", 101)+`}`) != -1 {
		t.Error("a game without a revision has one")
	}
}

// The registry's checks of the new shapes, on the fake system.
func TestValidateTurnShapes(t *testing.T) {
	breakers := map[string]func(*ruleset.Ruleset){
		"no round name":        func(r *ruleset.Ruleset) { r.Turn.Names.Round = "" },
		"roll after the last":  func(r *ruleset.Ruleset) { r.Turn.Ends[1].After = 4 },
		"roll target 7":        func(r *ruleset.Ruleset) { r.Turn.Ends[0].Target = 7 },
		"rolls out of order":   func(r *ruleset.Ruleset) { r.Turn.Ends[0].After = 3 },
		"unreachable rounds":   func(r *ruleset.Ruleset) { r.Turn.Rounds = 5 },
		"roster of 0":          func(r *ruleset.Ruleset) { r.Turn.Roster.Max = 0 },
		"roster of 41":         func(r *ruleset.Ruleset) { r.Turn.Roster.Max = 41 },
		"formation of 101":     func(r *ruleset.Ruleset) { r.Turn.Roster.MaxCount = 101 },
		"mark without max":     func(r *ruleset.Ruleset) { r.Turn.Roster.Marks[0].Max = 0 },
		"flag named activated": func(r *ruleset.Ruleset) { r.Turn.Roster.Flags[0].ID = "activated" },
		"roster, player turns": func(r *ruleset.Ruleset) { r.Turn.Order = ruleset.PlayerTurns },
		"no roster":            func(r *ruleset.Ruleset) { r.Turn.Roster = nil },
		"breaks into no flag":  func(r *ruleset.Ruleset) { r.Turn.Roster.Marks[2].Breaks = "gone" },
		"no activations step":  func(r *ruleset.Ruleset) { r.Phases[1].Steps[0].Activations = false },
		"table gap": func(r *ruleset.Ruleset) {
			r.Phases[0].Steps[0].Roll.Table = []ruleset.RollRow{{Min: 1, Max: 2, Text: "a"}, {Min: 4, Max: 6, Text: "b"}}
		},
		"table short": func(r *ruleset.Ruleset) {
			r.Phases[0].Steps[0].Roll.Table = []ruleset.RollRow{{Min: 1, Max: 5, Text: "a"}}
		},
		"seven dice":      func(r *ruleset.Ruleset) { r.Phases[0].Steps[0].Roll.Dice = 7 },
		"loop in setup":   func(r *ruleset.Ruleset) { r.Setup[1].Loop = &ruleset.Loop{From: "muster", Label: "x"} },
		"loop forwards":   func(r *ruleset.Ruleset) { r.Phases[2].Steps[0].Loop = &ruleset.Loop{From: "score", Label: "x"} },
		"closing no page": func(r *ruleset.Ruleset) { r.Phases[0].Closing = "Check things." },
	}
	for name, brk := range breakers {
		rs := gametest.Alternating()
		brk(rs)
		if err := rs.Validate(); err == nil {
			t.Errorf("%s: not caught", name)
		}
	}
}

// The decoder on games with a roster, rolls and a side to activate: what it
// accepts plays on and stores again.
func FuzzDecodeRoster(f *testing.F) {
	g := fakeGame(f, 3)
	g.AddUnit(0, "Tactical", 6)
	g.AddUnit(1, "Boyz", 12)
	g.AdjustMark(1, 0, "blast", 3)
	g.ToggleFlag(1, 0, "broken")
	for g.State.Pos.Step != "activate" {
		g.Next()
	}
	g.Activate(0, 0, false)
	f.Add(g.Encode())
	g.Next()
	f.Add(g.Encode())
	rs := g.Ruleset()
	f.Fuzz(func(t *testing.T, raw string) {
		g, err := game.Decode(raw, rs)
		if err != nil {
			return
		}
		g.Rand = rand.New(rand.NewPCG(1, 2))
		g.Activate(g.Active(), 0, true)
		g.AdjustMark(0, 0, "pin", 1)
		g.Roll()
		g.NextPhase()
		g.AddUnit(1, "Grots", 3)
		if _, err := game.Decode(g.Encode(), rs); err != nil {
			t.Fatalf("a game played on from an accepted one does not decode: %v", err)
		}
	})
}

// A mark that Breaks: when it reaches the entry's count (after more marks or
// fewer units) the flag is set and the marks go; an Idle flag keeps the
// entry from activating and from counting as waiting, so the turn passes
// over a side whose only entries left are idle.
func TestBreakingMarkAndIdleFlag(t *testing.T) {
	g := fakeGame(t, 1)
	must(t, g.AddUnit(0, "Tactical", 3))
	must(t, g.AddUnit(0, "Scouts", 2))
	must(t, g.AddUnit(1, "Boyz", 4))
	must(t, g.AdjustMark(0, 0, "shock", 2))
	if tac := g.State.Roster[0][0]; tac.Has("routed") || tac.Marks["shock"] != 2 {
		t.Fatalf("2 shock on 3 units broke it: %+v", tac)
	}
	must(t, g.AdjustCount(0, 0, -1)) // a unit lost: 2 marks on 2 units
	if tac := g.State.Roster[0][0]; !tac.Has("routed") || tac.Marks["shock"] != 0 || !g.Idle(tac) {
		t.Fatalf("2 shock on 2 units did not break it: %+v", tac)
	}
	must(t, g.AdjustMark(0, 1, "shock", 1))
	must(t, g.AdjustMark(0, 1, "blast", 5)) // a mark without Breaks never breaks
	if sc := g.State.Roster[0][1]; sc.Has("routed") {
		t.Fatalf("1 shock on 2 units, or blast markers, broke it: %+v", sc)
	}
	for g.State.Pos.Step != "activate" {
		must(t, g.Next())
	}
	if g.Waiting(0) != 1 {
		t.Errorf("side 1 waiting %d, want 1 (the routed formation is idle)", g.Waiting(0))
	}
	if err := g.Activate(0, 0, false); err == nil || !strings.Contains(err.Error(), "routed") {
		t.Errorf("a routed formation activated: %v", err)
	}
	must(t, g.AdjustMark(0, 1, "shock", 1)) // Scouts break too: side 1 has nothing left
	if g.Waiting(0) != 0 {
		t.Errorf("side 1 still waiting %d", g.Waiting(0))
	}
	if err := g.SetSide(1); err != nil {
		t.Fatal(err)
	}
	must(t, g.Activate(1, 0, false))
	if g.Active() != 1 {
		t.Error("the turn passed to a side whose formations are all routed")
	}
}

// A roll that adds a per-player counter (Epic's strategy rating) adds each
// player's own value to their die and says so; validation refuses an Add
// that names no per-player counter or comes with a table.
func TestRollAddsACounter(t *testing.T) {
	rs := gametest.Alternating()
	rs.Phases[0].Steps[0].Roll.Table = nil
	rs.Phases[0].Steps[0].Roll.Add = "vp"
	if err := rs.Validate(); err != nil {
		t.Fatal(err)
	}
	g := game.New(rs)
	g.Rand = rand.New(rand.NewPCG(3, 3))
	must(t, g.SetName(0, "Ana"))
	must(t, g.SetName(1, "Bea"))
	must(t, g.Adjust("vp", 0, 3))
	must(t, g.Adjust("vp", 1, 1))
	for g.State.Pos.Step != "strategy-roll" {
		must(t, g.Next())
	}
	must(t, g.Roll())
	r := g.State.Roll
	for i, p := range []struct {
		name string
		add  int
	}{{"Ana", 3}, {"Bea", 1}} {
		want := fmt.Sprintf("%s %d + %d victory points = %d", p.name, r.Total(i), p.add, r.Total(i)+p.add)
		if !strings.Contains(r.Text, want) {
			t.Errorf("roll text %q lacks %q", r.Text, want)
		}
	}
	for name, brk := range map[string]func(*ruleset.Ruleset){
		"unknown counter": func(r *ruleset.Ruleset) { r.Phases[0].Steps[0].Roll.Add = "nope" },
		"with a table":    func(r *ruleset.Ruleset) { r.Phases[0].Steps[0].Roll.Add = "vp" },
	} {
		rs := gametest.Alternating()
		brk(rs)
		if err := rs.Validate(); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// A D66 roll reads its two dice as tens and units and looks the result up in
// a table over 11-66; validation refuses a D66 roll with other than two
// dice, or a table with a gap or a row ending on a result dice cannot show.
func TestD66Roll(t *testing.T) {
	d66 := func(rs *ruleset.Ruleset) *ruleset.Roll {
		r := &rs.Phases[0].Steps[0].Roll
		(*r).Dice, (*r).D66, (*r).Each = 2, true, false
		(*r).Table = []ruleset.RollRow{{Min: 11, Max: 36, Text: "marker"}, {Min: 41, Max: 66, Text: "deed"}}
		return *r
	}
	rs := gametest.Alternating()
	d66(rs)
	if err := rs.Validate(); err != nil {
		t.Fatal(err)
	}
	g := game.New(rs)
	g.Rand = rand.New(rand.NewPCG(5, 9))
	for g.State.Pos.Step != "strategy-roll" {
		must(t, g.Next())
	}
	for range 20 {
		must(t, g.Roll())
		d := g.State.Roll.Dice[0]
		v := d[0]*10 + d[1]
		want := "marker"
		if v > 36 {
			want = "deed"
		}
		if !strings.Contains(g.State.Roll.Text, fmt.Sprintf(" %d (%s)", v, want)) {
			t.Fatalf("dice %v: text %q, want %d (%s)", d, g.State.Roll.Text, v, want)
		}
	}
	for name, brk := range map[string]func(*ruleset.Roll){
		"three dice":   func(r *ruleset.Roll) { r.Dice = 3 },
		"gap":          func(r *ruleset.Roll) { r.Table[1].Min = 42 },
		"row ends 37":  func(r *ruleset.Roll) { r.Table[0].Max = 37 },
		"stops at 65":  func(r *ruleset.Roll) { r.Table[1].Max = 65 },
		"adds counter": func(r *ruleset.Roll) { r.Add = "vp"; r.Table = nil },
	} {
		rs := gametest.Alternating()
		brk(d66(rs))
		if err := rs.Validate(); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if ruleset.NextD66(16) != 21 || ruleset.NextD66(65) != 66 || ruleset.NextD66(66) != 71 {
		t.Error("NextD66 does not step over the faces dice cannot show")
	}
}
