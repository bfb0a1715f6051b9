package game_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"auspex/engine/game"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets/wh40k10"
)

func newGame(t testing.TB) *game.Game {
	t.Helper()
	rs := wh40k10.New()
	if err := rs.Validate(); err != nil {
		t.Fatal(err)
	}
	g := game.New(rs)
	clock := time.Date(2026, 1, 2, 15, 0, 0, 0, time.UTC)
	g.Now = func() time.Time { clock = clock.Add(time.Second); return clock }
	return g
}

func mustNext(t *testing.T, g *game.Game) {
	t.Helper()
	if err := g.Next(); err != nil {
		t.Fatalf("Next at %s: %v", g.Where(), err)
	}
}

// reach plays Next until step is current or folded under the current step,
// then opens it (a tap on it).
func reach(t *testing.T, g *game.Game, step string) {
	t.Helper()
	for g.State.Pos.Step != step {
		if slices.ContainsFunc(g.Folded(), func(p ruleset.Placed) bool { return p.Step.ID == step }) {
			if err := g.Jump(step); err != nil {
				t.Fatal(err)
			}
			return
		}
		mustNext(t, g)
	}
}

// A whole five-round game, Next after Next: the order of rounds, turns and
// steps, the CP gained in every Command step, the round-limited steps only in
// their rounds, and the end.
func TestWholeGame(t *testing.T) {
	g := newGame(t)
	rs := g.Ruleset()
	for i, s := range rs.Setup {
		if g.State.Pos != (game.Pos{Round: 0, Step: s.ID}) {
			t.Fatalf("setup step %d: at %+v, want %s", i, g.State.Pos, s.ID)
		}
		mustNext(t, g)
	}
	seen := map[string][]int{} // step id -> rounds it was reached in
	for round := 1; round <= 5; round++ {
		for turn := 0; turn < 2; turn++ {
			p := g.State.Pos
			if p.Round != round || p.Turn != turn || p.Step != "command-step" {
				t.Fatalf("round %d turn %d starts at %+v, want the Command step", round, turn+1, p)
			}
			// Both players have gained 1CP in each Command step so far.
			want := 2*(round-1) + turn + 1
			for pl := 0; pl < 2; pl++ {
				if got := g.Value("cp", pl); got != want {
					t.Errorf("round %d turn %d: player %d has %dCP, want %d", round, turn+1, pl+1, got, want)
				}
				if got := g.Value("vp", pl); got != 0 {
					t.Errorf("VP changed by itself: %d", got)
				}
			}
			if g.Active() != turn {
				t.Errorf("round %d turn %d: active player %d", round, turn+1, g.Active())
			}
			for {
				seen[g.State.Pos.Step] = append(seen[g.State.Pos.Step], round)
				for _, f := range g.Folded() { // offered, one tap to open
					seen[f.Step.ID] = append(seen[f.Step.ID], round)
				}
				cur := g.Current()
				if !cur.Step.When.Applies(round, turn) {
					t.Errorf("round %d: reached %s, which does not apply", round, cur.Step.ID)
				}
				mustNext(t, g)
				if g.State.Pos.Round != round || g.State.Pos.Turn != turn {
					break
				}
			}
		}
	}
	if g.State.Pos != (game.Pos{Round: 6, Step: "end-battle"}) {
		t.Fatalf("after round 5: at %+v, want the end of the battle", g.State.Pos)
	}
	for _, id := range []string{"command-step", "move-units", "coherency"} {
		if len(seen[id]) != 10 {
			t.Errorf("%s reached %d times, want 10 (every turn)", id, len(seen[id]))
		}
	}
	if r := seen["strategic-reserves-round-2"]; !reflect.DeepEqual(r, []int{2, 2}) {
		t.Errorf("round-2 Strategic Reserves reached in rounds %v, want [2 2]", r)
	}
	if r := seen["strategic-reserves"]; !reflect.DeepEqual(r, []int{3, 3, 4, 4, 5, 5}) {
		t.Errorf("Strategic Reserves from round 3 reached in rounds %v", r)
	}
	if r := seen["score-objectives"]; len(r) != 8 || r[0] != 2 {
		t.Errorf("scoring reached in rounds %v, want rounds 2-5, both turns", r)
	}
	if got := g.Value("cp", 0); got != 10 {
		t.Errorf("after five rounds: %dCP, want 10", got)
	}
	mustNext(t, g)
	mustNext(t, g)
	if !g.State.Over {
		t.Fatal("the game is not over after the last step")
	}
	if err := g.Next(); !errors.Is(err, game.ErrOver) {
		t.Errorf("Next after the end: %v", err)
	}
	if _, err := game.Decode(g.Encode(), rs); err != nil {
		t.Errorf("a finished game does not decode: %v", err)
	}
}

// Undo after each kind of action restores the state and the log exactly.
func TestUndoRestoresExactly(t *testing.T) {
	g := newGame(t)
	for range 12 {
		mustNext(t, g) // into battle round 1: CP gained
	}
	type snap struct {
		state string
		log   int
	}
	take := func() snap {
		b, _ := json.Marshal(g.State)
		return snap{string(b), len(g.Log)}
	}
	actions := []func() error{
		g.Next,
		func() error { return g.Adjust("vp", 1, 2) },
		func() error { return g.Adjust("cp", 0, 1) },
		func() error { return g.Jump("coherency") },
		func() error { return g.Jump("battle-shock") },
		func() error { return g.Play("insane-bravery", 0) },
		g.EndBattle,
	}
	for i, act := range actions {
		before := take()
		if err := act(); err != nil {
			t.Fatalf("action %d: %v", i, err)
		}
		if take() == before {
			t.Fatalf("action %d changed nothing", i)
		}
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
		if got := take(); got != before {
			t.Errorf("action %d: undo gave\n%+v\nwant\n%+v", i, got, before)
		}
		act() // redo, so the next action starts from a new state
	}
	// Undo all the way back to the start.
	for g.Undo() == nil {
	}
	fresh := newGame(t)
	if !reflect.DeepEqual(g.State, fresh.State) || len(g.Log) != 0 {
		t.Errorf("undoing everything does not give a fresh game: %+v", g.State)
	}
}

// Counters refuse values outside their limits, and gains beyond the rules.
func TestCounterLimits(t *testing.T) {
	g := newGame(t)
	if err := g.Adjust("cp", 0, -1); err == nil || !strings.Contains(err.Error(), "below 0") {
		t.Errorf("CP below 0: %v", err)
	}
	if err := g.Adjust("cp", 0, 1); err != nil {
		t.Fatal(err)
	}
	err := g.Adjust("cp", 0, 1)
	if err == nil || !strings.Contains(err.Error(), "p. 11") {
		t.Errorf("a second hand-made CP in one battle round: %v", err)
	}
	if err := g.Adjust("cp", 1, 1); err != nil {
		t.Errorf("the other player's own gain was refused: %v", err)
	}
	for range 3 {
		if err := g.Adjust("vp", 0, 1); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Adjust("vp", 0, 1); err == nil {
		t.Error("a fourth VP in one turn was accepted")
	}
	if err := g.Adjust("vp", 0, -1); err != nil {
		t.Errorf("a correction downwards was refused: %v", err)
	}
	if err := g.Adjust("vp", 0, 1); err != nil {
		t.Errorf("the corrected VP could not be scored again: %v", err)
	}
	if err := g.Adjust("vp", 2, 1); err == nil {
		t.Error("a third player was accepted")
	}
	if err := g.Adjust("nope", 0, 1); err == nil {
		t.Error("an unknown counter was accepted")
	}
	// Gains reset with the round: walk to the next round.
	for g.State.Pos.Round < 2 {
		mustNext(t, g)
	}
	if err := g.Adjust("cp", 0, 1); err != nil {
		t.Errorf("a new round's gain was refused: %v", err)
	}
	// A stratagem needs the CP.
	g2 := newGame(t)
	reach(t, g2, "battle-shock")
	g2.State.Counters["cp"][0] = 0
	if err := g2.Play("insane-bravery", 0); err == nil || !strings.Contains(err.Error(), "costs 1CP") {
		t.Errorf("a stratagem without CP: %v", err)
	}
	if err := g2.Play("insane-bravery", 1); err == nil {
		t.Error("the opponent used a your-turn-only stratagem")
	}
	if err := g2.Play("grenade", 0); err == nil {
		t.Error("a stratagem of another step was accepted")
	}
}

// Jumps stay inside the current turn and never apply effects.
func TestJump(t *testing.T) {
	g := newGame(t)
	if err := g.Jump("move-units"); err == nil {
		t.Error("jumped from the setup into the battle")
	}
	for g.State.Pos.Round < 1 {
		mustNext(t, g)
	}
	if err := g.Jump("strategic-reserves"); err == nil {
		t.Error("jumped to a step that does not apply in round 1")
	}
	if err := g.Jump("coherency"); err != nil {
		t.Fatal(err)
	}
	cp := g.Value("cp", 0)
	if err := g.Jump("command-step"); err != nil {
		t.Fatal(err)
	}
	if g.Value("cp", 0) != cp {
		t.Error("jumping to the Command step gained CP")
	}
}

// Encode and Decode round-trip a game in any state exactly.
func TestEncodeDecode(t *testing.T) {
	g := newGame(t)
	for range 30 {
		mustNext(t, g)
	}
	g.Adjust("vp", 0, 3)
	raw := g.Encode()
	back, err := game.Decode(raw, g.Ruleset())
	if err != nil {
		t.Fatal(err)
	}
	if back.Encode() != raw {
		t.Errorf("round trip changed the game:\n%s\n%s", raw, back.Encode())
	}
	if back.Undo() != nil || g.Undo() != nil || back.Encode() != g.Encode() {
		t.Error("the undo history did not survive the round trip")
	}
}

// Stored games that are wrong in one place each are refused whole.
func TestDecodeRefusesCorruptValues(t *testing.T) {
	g := newGame(t)
	for range 14 {
		mustNext(t, g)
	}
	good := g.Encode()
	v := fmt.Sprintf(`"v":%d`, game.Version)
	cases := map[string]string{
		"not JSON":              v[:len(v)-1] + `,`,
		"empty":                 ``,
		"version 0":             strings.Replace(good, v, `"v":0`, 1),
		"future version":        strings.Replace(good, v, `"v":99`, 1),
		"version 1 with names":  strings.Replace(good, v, `"v":1`, 1),
		"unnamed player":        strings.Replace(good, `"Player 1"`, `""`, 1),
		"one name":              strings.Replace(good, `"Player 1",`, ``, 1),
		"negative rev":          strings.Replace(good, `"rev":0`, `"rev":-3`, 1),
		"side of player turns":  strings.Replace(good, `"pos":`, `"side":1,"pos":`, 1),
		"loop on no loop step":  strings.Replace(good, `"pos":`, `"loops":{"move-units":1},"pos":`, 1),
		"roster of three sides": strings.Replace(good, `"roster":[null,null]`, `"roster":[[],[],[]]`, 1),
		"activated, no turns":   strings.Replace(good, `"roster":[null,null]`, `"roster":[[{"name":"A","count":5,"flags":["activated"]}],null]`, 1),
		"rallied, no rally":     strings.Replace(good, `"roster":[null,null]`, `"roster":[[{"name":"A","count":5,"flags":["rallied"]}],null]`, 1),
		"models above max":      strings.Replace(good, `"roster":[null,null]`, `"roster":[[{"name":"A","count":31}],null]`, 1),
		"one army of two sides": strings.Replace(good, `"pos":`, `"armies":["Mine"],"pos":`, 1),
		"die of 7":              strings.Replace(good, `"pos":`, `"roll":{"label":"x","round":1,"players":[0],"dice":[[7]],"text":""},"pos":`, 1),
		"other system":          strings.Replace(good, `"system":"wh40k10"`, `"system":"epic"`, 1),
		"unknown step":          strings.Replace(good, `"step":"move-units"`, `"step":"nap"`, 1),
		"round 9":               strings.Replace(good, `"round":1,"turn":0,"step":"move-units"`, `"round":9,"turn":0,"step":"move-units"`, 1),
		"turn 3":                strings.Replace(good, `"round":1,"turn":0,"step":"move-units"`, `"round":1,"turn":2,"step":"move-units"`, 1),
		"CP above its max":      strings.Replace(good, `"cp":[1,1]`, `"cp":[16,1]`, 1),
		"negative VP":           strings.Replace(good, `"vp":[0,0]`, `"vp":[-1,0]`, 1),
		"three players":         strings.Replace(good, `"cp":[1,1]`, `"cp":[1,1,1]`, 1),
		"unknown field":         strings.Replace(good, v, v+`,"cheat":true`, 1),
		"missing counter":       strings.Replace(good, `"cp":[1,1],`, ``, 1),
		"over too early":        strings.Replace(good, `"pos":`, `"over":true,"pos":`, 1),
		"step of another round": strings.Replace(good, `"step":"move-units"`, `"step":"strategic-reserves"`, 1),
		"nested 101 deep":       strings.Replace(good, `"pos":`, `"x":`+strings.Repeat("[", 101)+strings.Repeat("]", 101)+`,"pos":`, 1),
	}
	for name, raw := range cases {
		if raw == good {
			t.Fatalf("%s: the corruption did not apply", name)
		}
		if _, err := game.Decode(raw, g.Ruleset()); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// The migration hook upgrades an older stored version before checking it.
func TestDecodeMigrates(t *testing.T) {
	rs := wh40k10.New()
	// A hypothetical version just before this one stored "cps" instead of
	// "counters"; a migration renames it.
	prev := game.Version - 1
	old := strings.Replace(strings.Replace(game.New(rs).Encode(), fmt.Sprintf(`"v":%d`, game.Version), fmt.Sprintf(`"v":%d`, prev), 1), `"counters"`, `"cps"`, 1)
	if _, err := game.Decode(old, rs); err == nil {
		t.Fatal("the renamed field was accepted without a migration")
	}
	saved := game.Migrations[prev]
	game.Migrations[prev] = func(m map[string]json.RawMessage, _ *ruleset.Ruleset) (map[string]json.RawMessage, error) {
		var st map[string]json.RawMessage
		if err := json.Unmarshal(m["state"], &st); err != nil {
			return nil, err
		}
		st["counters"] = st["cps"]
		delete(st, "cps")
		m["state"], _ = json.Marshal(st)
		return m, nil
	}
	defer func() { game.Migrations[prev] = saved }()
	g, err := game.Decode(old, rs)
	if err != nil {
		t.Fatal(err)
	}
	if g.Encode() != game.New(rs).Encode() {
		t.Error("the migrated game differs from the original")
	}
}

// Validation catches the mistakes checklist data can make.
func TestValidateTurnData(t *testing.T) {
	breakers := map[string]func(*ruleset.Ruleset){
		"duplicate step":    func(r *ruleset.Ruleset) { r.Phases[1].Steps[0].ID = "command-step" },
		"duplicate phase":   func(r *ruleset.Ruleset) { r.Phases[1].ID = "command" },
		"round beyond 5":    func(r *ruleset.Ruleset) { r.Phases[1].Steps[0].When.FromRound = 6 },
		"from after to":     func(r *ruleset.Ruleset) { r.Phases[1].Steps[0].When = ruleset.Condition{FromRound: 3, ToRound: 2} },
		"setup by round":    func(r *ruleset.Ruleset) { r.Setup[0].When.FromRound = 2 },
		"min above max":     func(r *ruleset.Ruleset) { r.Counters[0].Max = -1 },
		"start outside":     func(r *ruleset.Ruleset) { r.Counters[0].Start = 99 },
		"duplicate counter": func(r *ruleset.Ruleset) { r.Counters[1].ID = "cp" },
		"effect on nothing": func(r *ruleset.Ruleset) { r.Phases[0].Steps[0].Effects[0].Counter = "nope" },
		"no reminder":       func(r *ruleset.Ruleset) { r.Phases[0].Steps[0].Reminder = "" },
		"two-line reminder": func(r *ruleset.Ruleset) { r.Phases[0].Steps[0].Reminder = "a\nb" },
		"unknown ref": func(r *ruleset.Ruleset) {
			r.Entries = []ruleset.Entry{{ID: "command-phase"}}
		},
		"no sides": func(r *ruleset.Ruleset) { r.Turn.Sides = nil },
		"empty turn": func(r *ruleset.Ruleset) {
			for i := range r.Phases {
				for j := range r.Phases[i].Steps {
					r.Phases[i].Steps[j].When.FromRound = 2
				}
			}
		},
	}
	for name, brk := range breakers {
		rs := own(wh40k10.New())
		brk(rs)
		if err := rs.Validate(); err == nil {
			t.Errorf("%s: not caught", name)
		}
	}
}

// own copies the turn data a test changes: New shares the package's slices.
func own(rs *ruleset.Ruleset) *ruleset.Ruleset {
	c := *rs
	c.Setup = slices.Clone(rs.Setup)
	c.Counters = slices.Clone(rs.Counters)
	c.Turn.Sides = slices.Clone(rs.Turn.Sides)
	c.Phases = slices.Clone(rs.Phases)
	for i := range c.Phases {
		c.Phases[i].Steps = slices.Clone(c.Phases[i].Steps)
		for j := range c.Phases[i].Steps {
			c.Phases[i].Steps[j].Effects = slices.Clone(c.Phases[i].Steps[j].Effects)
		}
	}
	return &c
}

func FuzzDecode(f *testing.F) {
	g := newGame(f)
	for range 20 {
		g.Next()
	}
	g.Adjust("vp", 1, 2)
	f.Add(g.Encode())
	f.Add(game.New(g.Ruleset()).Encode())
	f.Add(`{"v":1}`)
	f.Add(`{"v":1,"system":"wh40k10","state":{"pos":{"round":6,"turn":0,"step":"end-battle"},"counters":{},"roundGains":{},"turnGains":{}}}`)
	if v1, err := os.ReadFile("testdata/v1-wh40k10.json"); err == nil {
		f.Add(string(v1))
	}
	f.Add(`{"v":3,"names":["A","B"]}`)
	if v2, err := os.ReadFile("testdata/v2-wh40k10.json"); err == nil {
		f.Add(string(v2))
	}
	brought := game.New(g.Ruleset())
	brought.AddArmy(1, "Lantern Host", []game.Brought{{Name: "Glass Wardens", Count: 10}, {Name: "Glass Wardens", Count: 5}})
	brought.ToggleFlag(1, 0, "battle-shocked")
	f.Add(brought.Encode())
	rs := g.Ruleset()
	f.Fuzz(func(t *testing.T, raw string) {
		g, err := game.Decode(raw, rs)
		if err != nil {
			return
		}
		// Whatever Decode accepts is a game that plays on and stores the same.
		again, err := game.Decode(g.Encode(), rs)
		if err != nil {
			t.Fatalf("re-encoding an accepted game fails: %v", err)
		}
		_ = again
		g.Current()
		g.Where()
		g.Next()
		g.Undo()
		g.Adjust("cp", 0, 1)
		g.AnotherUnit()
		g.NextPhase()
		if _, err := game.Decode(g.Encode(), rs); err != nil {
			t.Fatalf("a game played on from an accepted one does not decode: %v", err)
		}
	})
}
