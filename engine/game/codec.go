package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"
	"unicode/utf8"

	"auspex/engine/clip"
	"auspex/engine/ruleset"
	"auspex/engine/strictjson"
)

// Version is the stored format's version. A change to the format bumps it and
// adds a migration from the old version to Migrations.
//
// Version 2 added the players' names, the write revision, and in the state the
// active side, per-unit loop counts, the roster and the last roll.
// Version 3 gave player-turn systems a roster and added the army each side
// brought.
// Version 4 added to a roster entry the score its rally roll needs and what
// its rally this round did.
const Version = 4

// MaxStored bounds what Decode reads: a full game (caps on history and log)
// stays far below it.
const MaxStored = 1 << 20

// Migrations turn a stored game of version v (the key) into version v+1. Each
// gets the whole stored object and the system it is for, and returns the new
// object; Decode then checks the result as strictly as a game stored by this
// version.
var Migrations = map[int]func(map[string]json.RawMessage, *ruleset.Ruleset) (map[string]json.RawMessage, error){
	1: fromV1,
	2: fromV2,
	3: fromV3,
}

// fromV3: version 4 only added optional fields (an entry's rally need and
// outcome); a version 3 game reads as it is.
func fromV3(m map[string]json.RawMessage, _ *ruleset.Ruleset) (map[string]json.RawMessage, error) {
	return m, nil
}

// fromV1: version 1 had no names and no revision; every state field it had
// is unchanged, and the new ones start empty.
func fromV1(m map[string]json.RawMessage, rs *ruleset.Ruleset) (map[string]json.RawMessage, error) {
	if _, ok := m["names"]; ok {
		return nil, errors.New(`version 1 has no "names"`)
	}
	m["names"], _ = json.Marshal(DefaultNames(len(rs.Turn.Sides)))
	m["rev"] = json.RawMessage("0")
	return m, nil
}

// fromV2: version 2 kept a roster only for alternating activations. A
// system that keeps one now gets an empty roster per side in the state and
// in every undo step that lacks it; everything else is unchanged.
func fromV2(m map[string]json.RawMessage, rs *ruleset.Ruleset) (map[string]json.RawMessage, error) {
	if rs.Turn.Roster == nil {
		return m, nil
	}
	empty, _ := json.Marshal(make([][]Unit, len(rs.Turn.Sides)))
	withRoster := func(raw json.RawMessage) (json.RawMessage, error) {
		var st map[string]json.RawMessage
		if err := json.Unmarshal(raw, &st); err != nil || st == nil {
			return nil, errors.New("a state is not an object")
		}
		if _, ok := st["roster"]; !ok {
			st["roster"] = empty
		}
		return json.Marshal(st)
	}
	var err error
	if m["state"], err = withRoster(m["state"]); err != nil {
		return nil, err
	}
	var history []map[string]json.RawMessage
	if err := json.Unmarshal(m["history"], &history); err != nil {
		return nil, errors.New("the undo history is not a list")
	}
	for _, u := range history {
		if u["state"], err = withRoster(u["state"]); err != nil {
			return nil, err
		}
	}
	m["history"], _ = json.Marshal(history)
	return m, nil
}

// stored is the format in localStorage.
type stored struct {
	V       int      `json:"v"`
	System  string   `json:"system"`
	Rev     int64    `json:"rev"`
	Names   []string `json:"names"`
	State   State    `json:"state"`
	Log     []Line   `json:"log"`
	History []Undo   `json:"history"`
}

// NewerError is Decode's answer to a game stored by a newer Auspex: the game
// cannot be read here, but what can be (the players' names) is salvaged.
type NewerError struct {
	V     int
	Names []string // nil when they could not be read
}

func (e *NewerError) Error() string {
	return fmt.Sprintf("the game was stored by a newer Auspex (format %d; this one reads up to %d)", e.V, Version)
}

// Encode is the stored form of the game.
func (g *Game) Encode() string {
	b, err := json.Marshal(stored{V: Version, System: g.rs.Info.ID, Rev: g.Rev, Names: g.Names, State: g.State, Log: g.Log, History: g.History})
	if err != nil {
		panic(err) // maps of int slices, strings and ints always marshal
	}
	return string(b)
}

// StoredRev is the revision of a stored game, without reading the rest; -1
// when it has none (not a game, or version 1).
func StoredRev(raw string) int64 {
	var s struct {
		Rev *int64 `json:"rev"`
	}
	if strictjson.CheckDepth([]byte(raw)) != nil || json.Unmarshal([]byte(raw), &s) != nil || s.Rev == nil {
		return -1
	}
	return *s.Rev
}

// Decode reads a stored game for rs. Anything it cannot fully validate is an
// error and no game: a game is restored whole or not at all. A game from a
// newer Auspex is a *NewerError.
func Decode(raw string, rs *ruleset.Ruleset) (*Game, error) {
	if len(raw) > MaxStored {
		return nil, fmt.Errorf("the stored game is too large (%d bytes)", len(raw))
	}
	if err := strictjson.CheckDepth([]byte(raw)); err != nil {
		return nil, fmt.Errorf("not a stored game: %v", err)
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal([]byte(raw), &obj); err != nil {
		return nil, fmt.Errorf("not a stored game: %v", err)
	}
	var v int
	if err := json.Unmarshal(obj["v"], &v); err != nil {
		return nil, errors.New("the stored game has no version")
	}
	if v > Version {
		e := &NewerError{V: v}
		var names []string
		if json.Unmarshal(obj["names"], &names) == nil && len(names) == len(rs.Turn.Sides) && checkNames(names) == nil {
			e.Names = names
		}
		return nil, e
	}
	b := []byte(raw)
	if v < Version { // an older format: migrate step by step, then read the result
		for ; v < Version; v++ {
			m := Migrations[v]
			if m == nil {
				return nil, fmt.Errorf("unknown game format version %d", v)
			}
			var err error
			if obj, err = m(obj, rs); err != nil {
				return nil, fmt.Errorf("migrating the game from version %d: %v", v, err)
			}
			obj["v"] = json.RawMessage(fmt.Sprint(v + 1))
		}
		b, _ = json.Marshal(obj)
	}
	var s stored
	if err := strictjson.Decode(b, &s); err != nil {
		return nil, fmt.Errorf("not a valid stored game: %v", err)
	}
	if s.System != rs.Info.ID {
		return nil, fmt.Errorf("the stored game is for %s, not %q", clip.Quote(s.System), rs.Info.ID)
	}
	if len(s.Names) != len(rs.Turn.Sides) {
		return nil, fmt.Errorf("the stored game names %d players, this system has %d", len(s.Names), len(rs.Turn.Sides))
	}
	if err := checkNames(s.Names); err != nil {
		return nil, err
	}
	if s.Rev < 0 {
		return nil, errors.New("the stored game's revision is negative")
	}
	g := &Game{rs: rs, State: s.State, Log: s.Log, History: s.History, Names: s.Names, Rev: s.Rev, Now: time.Now, Rand: NewRand()}
	if err := g.check(s.State); err != nil {
		return nil, err
	}
	if len(s.Log) > LogMax || len(s.History) > HistoryMax {
		return nil, errors.New("the stored log or undo history is longer than this app keeps")
	}
	for i, l := range s.Log {
		if l.Round < 0 || l.Round > rs.Turn.Rounds+1 || l.Turn < 0 || l.Turn >= rs.TurnsPerRound() ||
			l.At < 0 || len(l.Text) > 500 || !utf8.ValidString(l.Text) {
			return nil, fmt.Errorf("log line %d is not valid", i+1)
		}
	}
	for i, u := range s.History {
		if err := g.check(u.State); err != nil {
			return nil, fmt.Errorf("undo step %d: %v", i+1, err)
		}
		if u.Log < 0 || u.Log > len(s.Log) {
			return nil, fmt.Errorf("undo step %d: log length %d out of range", i+1, u.Log)
		}
	}
	return g, nil
}

func checkNames(names []string) error {
	for i, n := range names {
		if err := checkName(n); err != nil {
			return fmt.Errorf("player %d's name: %v", i+1, err)
		}
	}
	return nil
}

// check validates a state against the ruleset: a position that exists and
// applies, exactly the ruleset's counters, each within its limits, and the
// roster, loops and last roll within theirs.
func (g *Game) check(s State) error {
	rs := g.rs
	p := s.Pos
	// Rounds 1..R have every turn; the pre-battle (0) and after-battle (R+1) stages only turn 0.
	if p.Round < 0 || p.Round > rs.Turn.Rounds+1 || p.Turn < 0 || p.Turn >= rs.TurnsPerRound() ||
		(p.Round == 0 || p.Round == rs.Turn.Rounds+1) && p.Turn != 0 {
		return fmt.Errorf("position round %d, turn %d does not exist", p.Round, p.Turn+1)
	}
	if at(g.stage(p.Round, p.Turn), p.Step) < 0 {
		return fmt.Errorf("step %s is not played in round %d, turn %d", clip.Quote(p.Step), p.Round, p.Turn+1)
	}
	if s.Over && !g.atLastStep(p) {
		return errors.New("the game is marked over before its last step")
	}
	if len(s.Counters) != len(rs.Counters) || len(s.RoundGains) != len(rs.Counters) || len(s.TurnGains) != len(rs.Counters) {
		return errors.New("the stored counters do not match this system's")
	}
	for _, c := range rs.Counters {
		n := g.width(c)
		vals, rg, tg := s.Counters[c.ID], s.RoundGains[c.ID], s.TurnGains[c.ID]
		if len(vals) != n || len(rg) != n || len(tg) != n {
			return fmt.Errorf("counter %s: want %d values", clip.Quote(c.ID), n)
		}
		for i := range n {
			if vals[i] < c.Min || vals[i] > c.Max {
				return fmt.Errorf("counter %q is %d, outside %d..%d", c.ID, vals[i], c.Min, c.Max)
			}
			if rg[i] < 0 || tg[i] < 0 || c.RoundGain > 0 && rg[i] > c.RoundGain || c.TurnGain > 0 && tg[i] > c.TurnGain {
				return fmt.Errorf("counter %q: gains beyond its limits", c.ID)
			}
		}
	}
	if s.Side < 0 || s.Side >= len(rs.Turn.Sides) || s.Side != 0 && rs.Turn.Order != ruleset.Alternating {
		return fmt.Errorf("side %d cannot be the active one", s.Side+1)
	}
	for id, n := range s.Loops {
		if st, ok := g.step(id); !ok || st.Loop == nil || n < 1 || n > LoopMax {
			return fmt.Errorf("loop count %d for %q is not valid", n, id)
		}
	}
	if err := g.checkRoster(s.Roster); err != nil {
		return err
	}
	if err := g.checkArmies(s.Armies); err != nil {
		return err
	}
	return g.checkRoll(s.Roll)
}

// step finds a battle step by id.
func (g *Game) step(id string) (*ruleset.Step, bool) {
	for i := range g.rs.Phases {
		for j := range g.rs.Phases[i].Steps {
			if s := &g.rs.Phases[i].Steps[j]; s.ID == id {
				return s, true
			}
		}
	}
	return nil, false
}

// atLastStep reports whether p is the game's very last step, where Next ends it.
func (g *Game) atLastStep(p Pos) bool {
	rs := g.rs
	last := Pos{Round: rs.Turn.Rounds + 1}
	if n := len(rs.Turn.After); n > 0 {
		last.Step = rs.Turn.After[n-1].ID
	} else {
		last.Round, last.Turn = rs.Turn.Rounds, rs.TurnsPerRound()-1
		s := g.stage(last.Round, last.Turn)
		last.Step = s[len(s)-1].Step.ID
	}
	return p == last
}
