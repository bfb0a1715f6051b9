// Package game is the checklist's game tracker, for any ruleset: where the
// players are in the setup, the battle's phases and steps, and the after-battle
// sequence; the counters with the system's limits; a log; undo. Pure Go: the
// app stores it with Encode and reads it back with Decode.
package game

import (
	crand "crypto/rand"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"auspex/engine/ruleset"
)

// Caps keep a stored game small: the oldest undo steps and log lines go first.
const (
	HistoryMax = 200
	LogMax     = 1000
)

// ErrOver is returned by Next after the last step of the game.
var ErrOver = errors.New("the game is over: start a new game to play again")

// Pos is a place in the game. Round 0 is the setup, 1..Rounds the battle,
// Rounds+1 the after-battle sequence. Turn is the index of the turn in the
// round (0: the first side's). Step is the step's id.
type Pos struct {
	Round int    `json:"round"`
	Turn  int    `json:"turn"`
	Step  string `json:"step"`
}

// State is everything undo restores.
type State struct {
	Pos      Pos              `json:"pos"`
	Over     bool             `json:"over,omitempty"` // the last step is done
	Counters map[string][]int `json:"counters"`
	// Hand-made gains so far this round and this turn, per counter and
	// player, for the counters' gain limits.
	RoundGains map[string][]int `json:"roundGains"`
	TurnGains  map[string][]int `json:"turnGains"`
	// Side is whose activation it is (Alternating order); otherwise 0.
	Side int `json:"side,omitempty"`
	// Loops counts the units done so far in this turn's per-unit loops, by
	// the id of the step that carries the loop.
	Loops map[string]int `json:"loops,omitempty"`
	// Roster is each side's roster, in side order, where the system keeps one.
	Roster [][]Unit `json:"roster,omitempty"`
	// Armies names the stored army each side brought (AddArmy), "" for
	// none, in side order; nil until a side brings one. The checklist finds
	// its abilities by this name.
	Armies []string `json:"armies,omitempty"`
	// Roll is the last roll the checklist made.
	Roll *Rolled `json:"roll,omitempty"`
}

// Line is one line of the game log.
type Line struct {
	At    int64  `json:"at"` // Unix seconds
	Round int    `json:"round"`
	Turn  int    `json:"turn"`
	Text  string `json:"text"`
}

// Undo is a state to go back to, and how long the log was then.
type Undo struct {
	State State `json:"state"`
	Log   int   `json:"log"`
}

// Game is one game of one system.
type Game struct {
	rs      *ruleset.Ruleset
	State   State
	Log     []Line
	History []Undo
	// Names are the players' names, in turn order. Undo leaves them alone:
	// a name is not a move of the game.
	Names []string
	// Rev counts the stored writes of this game, so that a tab can tell
	// that another tab has stored it since (see the app's game store).
	Rev  int64
	Now  func() time.Time // the clock for the log; time.Now unless a test sets it
	Rand *rand.Rand       // the dice of the rolls the checklist makes; crypto-seeded unless a test seeds it
}

// NewRand is a dice generator seeded from crypto/rand.
func NewRand() *rand.Rand {
	var seed [32]byte
	crand.Read(seed[:]) // never fails: Go's crypto/rand crashes the program rather than return weak bytes
	return rand.New(rand.NewChaCha8(seed))
}

// New starts a game at the first setup step (or the first battle step when a
// system has no setup), with every counter at its start value.
func New(rs *ruleset.Ruleset) *Game {
	g := &Game{rs: rs, Now: time.Now, Rand: NewRand(), Names: DefaultNames(len(rs.Turn.Sides))}
	if rs.Turn.Roster != nil {
		g.State.Roster = make([][]Unit, len(rs.Turn.Sides))
	}
	g.State.Counters = map[string][]int{}
	g.State.RoundGains = map[string][]int{}
	g.State.TurnGains = map[string][]int{}
	for _, c := range rs.Counters {
		n := g.width(c)
		g.State.Counters[c.ID] = slices.Repeat([]int{c.Start}, n)
		g.State.RoundGains[c.ID] = make([]int, n)
		g.State.TurnGains[c.ID] = make([]int, n)
	}
	if len(rs.Setup) > 0 {
		g.State.Pos = Pos{Step: rs.Setup[0].ID}
	} else {
		g.State.Pos = Pos{Round: 1, Step: rs.BattleSteps(1, 0)[0].Step.ID}
	}
	return g
}

// Ruleset is the system the game is played with.
func (g *Game) Ruleset() *ruleset.Ruleset { return g.rs }

// width is how many values a counter holds.
func (g *Game) width(c ruleset.Counter) int {
	if c.PerPlayer {
		return len(g.rs.Turn.Sides)
	}
	return 1
}

// Stage is the list of steps the position is in: the setup, this turn of the
// battle (only the steps that apply), or the after-battle sequence.
func (g *Game) Stage() []ruleset.Placed {
	return g.stage(g.State.Pos.Round, g.State.Pos.Turn)
}

func (g *Game) stage(round, turn int) []ruleset.Placed {
	switch {
	case round == 0:
		return loose(g.rs.Setup)
	case round > g.rs.Turn.Rounds:
		return loose(g.rs.Turn.After)
	}
	return g.rs.BattleSteps(round, turn)
}

func loose(steps []ruleset.Step) []ruleset.Placed {
	out := make([]ruleset.Placed, len(steps))
	for i := range steps {
		out[i] = ruleset.Placed{Step: &steps[i]}
	}
	return out
}

// Current is the current step and its phase (nil outside the battle).
func (g *Game) Current() ruleset.Placed {
	stage := g.Stage()
	if i := at(stage, g.State.Pos.Step); i >= 0 {
		return stage[i]
	}
	return ruleset.Placed{} // never: Decode and every move keep Pos valid
}

// Active is the index of the side whose turn it is: the side whose player
// turn it is, whose activation it is, or 0 in a shared round.
func (g *Game) Active() int {
	switch g.rs.Turn.Order {
	case ruleset.SharedRound:
		return 0
	case ruleset.Alternating:
		return g.State.Side
	}
	return g.State.Pos.Turn
}

// Value is a counter's value for one player (player 0 when not per player).
func (g *Game) Value(counter string, player int) int {
	v := g.State.Counters[counter]
	if player < len(v) {
		return v[player]
	}
	return 0
}

// Next moves on one step: to the next step that applies, then the next phase,
// the next player's turn, the next round (after a game-length roll where the
// system has one), the after-battle sequence. It applies the Effects of the
// step it arrives at.
func (g *Game) Next() error {
	if g.State.Over {
		return ErrOver
	}
	cur := g.Current()
	if cur.Step.Repeat {
		g.push()
		g.logf("%s: again", cur.Step.Title)
		return nil
	}
	g.push()
	g.advance(true)
	return nil
}

// NextPhase moves on to the first step of the next phase (or, outside the
// battle, of the next stage), passing every step between as Next would: their
// Effects apply and a game-length roll is made. One Undo goes back.
func (g *Game) NextPhase() error {
	if g.State.Over {
		return ErrOver
	}
	g.push()
	from := g.State.Pos
	phase := g.Current().Phase
	for {
		g.advance(false)
		p := g.State.Pos
		if g.State.Over || p.Round != from.Round || p.Turn != from.Turn || g.Current().Phase != phase {
			break
		}
	}
	if !g.State.Over {
		g.logf("%s", g.Where())
	}
	return nil
}

// advance makes one move of Next (pushed by the caller); loud logs where it
// arrives.
func (g *Game) advance(loud bool) {
	from := g.State.Pos
	to, over := g.Following()
	if e, due := g.EndRollDue(); due && !over && to.Round > from.Round {
		if !g.rollEnd(e) {
			to, over = g.afterBattle()
		}
	}
	if over {
		g.State.Over = true
		g.logf("Game over")
		return
	}
	g.moveTo(to, loud)
}

// afterBattle is the first step after the battle, or over when there is none.
func (g *Game) afterBattle() (Pos, bool) {
	if len(g.rs.Turn.After) == 0 {
		return Pos{}, true
	}
	return Pos{Round: g.rs.Turn.Rounds + 1, Step: g.rs.Turn.After[0].ID}, false
}

// Following is where Next goes from here (a Repeat step and a game-length
// roll aside): the next step that applies, else the first step of the next
// turn, round or stage that has steps; over when nothing is left.
func (g *Game) Following() (to Pos, over bool) {
	pos := g.State.Pos
	stage := g.Stage()
	i := at(stage, pos.Step)
	if i >= 0 && !stage[i].Step.Fold { // from a stop, pass the steps folded under it
		i += len(g.folded(stage, i))
	}
	if i+1 < len(stage) {
		return Pos{Round: pos.Round, Turn: pos.Turn, Step: stage[i+1].Step.ID}, false
	}
	round, turn := pos.Round, pos.Turn
	for {
		switch {
		case round == 0:
			round, turn = 1, 0
		case round <= g.rs.Turn.Rounds && turn+1 < g.rs.TurnsPerRound():
			turn++
		default:
			round, turn = round+1, 0
		}
		if round > g.rs.Turn.Rounds+1 {
			return Pos{}, true
		}
		if s := g.stage(round, turn); len(s) > 0 {
			return Pos{Round: round, Turn: turn, Step: s[0].Step.ID}, false
		}
	}
}

// Folded is the steps folded under the current step (none unless it is a
// stop): those marked Fold that follow it in its phase this turn.
func (g *Game) Folded() []ruleset.Placed {
	stage := g.Stage()
	i := at(stage, g.State.Pos.Step)
	if i < 0 || stage[i].Step.Fold {
		return nil
	}
	return g.folded(stage, i)
}

func (g *Game) folded(stage []ruleset.Placed, i int) []ruleset.Placed {
	j := i + 1
	for j < len(stage) && stage[j].Step.Fold && stage[j].Phase == stage[i].Phase {
		j++
	}
	return stage[i+1 : j]
}

// Plays is what may be used now: the current step's plays, then those of
// the steps folded under it, each once.
func (g *Game) Plays() []ruleset.Play {
	cur := g.Current()
	if cur.Step == nil {
		return nil
	}
	out := slices.Clone(cur.Step.Plays)
	for _, f := range g.Folded() {
		for _, o := range f.Step.Plays {
			if !slices.ContainsFunc(out, func(p ruleset.Play) bool { return p.ID == o.ID }) {
				out = append(out, o)
			}
		}
	}
	return out
}

// at is the index of a step in a stage, or -1.
func at(stage []ruleset.Placed, id string) int {
	return slices.IndexFunc(stage, func(p ruleset.Placed) bool { return p.Step.ID == id })
}

// moveTo arrives at a step by Next: gains and loop counts reset at a new
// turn or round, the first side activates first in a new round, the step's
// Effects apply and a ClearRoster step ends the round's activations.
func (g *Game) moveTo(to Pos, loud bool) {
	from := g.State.Pos
	if to.Round != from.Round {
		zero(g.State.RoundGains)
		g.State.Side = 0
	}
	if to.Round != from.Round || to.Turn != from.Turn {
		zero(g.State.TurnGains)
		g.State.Loops = nil
	}
	g.State.Pos = to
	cur := g.Current()
	if loud {
		g.logf("%s", g.Where())
	}
	if cur.Step.ClearRoster {
		g.clearRoster()
	}
	for _, e := range cur.Step.Effects {
		c, _ := g.rs.Counter(e.Counter)
		for _, p := range g.Players(e.Who) {
			v := &g.State.Counters[c.ID][p]
			nv := min(max(*v+e.Delta, c.Min), c.Max)
			if nv != *v {
				g.logf("%s: %s %d → %d", g.Holder(c, p), c.Label, *v, nv)
			}
			*v = nv
		}
	}
}

func zero(m map[string][]int) {
	for _, v := range m {
		clear(v)
	}
}

// Players resolves a Side to player indexes, relative to the active player.
func (g *Game) Players(s ruleset.Side) []int {
	n := len(g.rs.Turn.Sides)
	a := g.Active()
	switch s {
	case ruleset.Active:
		return []int{a}
	case ruleset.Opponent:
		if n < 2 {
			return nil
		}
		return []int{(a + 1) % n}
	}
	all := make([]int, n)
	for i := range all {
		all[i] = i
	}
	return all
}

// Where names the position in the system's words: "Battle round 2 · Player
// 2 · Movement phase · Reinforcements".
func (g *Game) Where() string {
	p := g.State.Pos
	cur := g.Current()
	switch {
	case p.Round == 0:
		return "Before the battle · " + cur.Step.Title
	case p.Round > g.rs.Turn.Rounds:
		return "After the battle · " + cur.Step.Title
	}
	s := fmt.Sprintf("%s %d", g.rs.Turn.Names.Round, p.Round)
	if g.rs.Turn.Order == ruleset.PlayerTurns {
		s += " · " + g.Names[p.Turn]
	}
	return s + " · " + cur.Phase.Name + " · " + cur.Step.Title
}

// Jump goes straight to a step of the current stage that applies (a tap on
// the step). Effects do not apply: a jump corrects the position, it does not
// play the step.
func (g *Game) Jump(step string) error {
	if at(g.Stage(), step) < 0 {
		return fmt.Errorf("step %q is not part of this turn", step)
	}
	if step == g.State.Pos.Step && !g.State.Over {
		return nil
	}
	g.push()
	g.State.Over = false
	g.State.Pos.Step = step
	g.logf("Jumped to %s", g.Where())
	return nil
}

// EndBattle jumps to the after-battle sequence (a battle can end early, e.g.
// when one army is destroyed).
func (g *Game) EndBattle() error {
	after := g.rs.Turn.After
	if len(after) == 0 || g.State.Pos.Round > g.rs.Turn.Rounds {
		return errors.New("the battle has already ended")
	}
	if g.State.Pos.Round == 0 {
		return errors.New("the battle has not begun")
	}
	g.push()
	g.State.Pos = Pos{Round: g.rs.Turn.Rounds + 1, Step: after[0].ID}
	g.logf("Battle ended: %s", g.Where())
	return nil
}

// Adjust changes a counter by hand. It refuses, with a message that says why,
// any value outside the counter's limits and any gain beyond what the rules
// allow a player in one round or turn.
func (g *Game) Adjust(counter string, player, delta int) error {
	c, ok := g.rs.Counter(counter)
	if !ok {
		return fmt.Errorf("there is no counter %q", counter)
	}
	if player < 0 || player >= g.width(c) {
		return fmt.Errorf("%s: there is no player %d", c.Label, player+1)
	}
	if delta == 0 {
		return nil
	}
	v := g.State.Counters[c.ID][player]
	nv := v + delta
	who := g.Holder(c, player)
	switch {
	case nv < c.Min:
		return fmt.Errorf("%s: %s cannot go below %d%s", who, c.Label, c.Min, because(c))
	case nv > c.Max:
		return fmt.Errorf("%s: %s cannot go above %d%s", who, c.Label, c.Max, because(c))
	}
	rg, tg := g.State.RoundGains[c.ID][player], g.State.TurnGains[c.ID][player]
	if delta > 0 && c.RoundGain > 0 && rg+delta > c.RoundGain {
		return fmt.Errorf("%s has already gained %d %s this %s; at most %d%s", who, rg, c.Label, strings.ToLower(g.rs.Turn.Names.Round), c.RoundGain, because(c))
	}
	if delta > 0 && c.TurnGain > 0 && tg+delta > c.TurnGain {
		return fmt.Errorf("%s has already gained %d %s this turn; at most %d%s", who, tg, c.Label, c.TurnGain, because(c))
	}
	g.push()
	g.State.Counters[c.ID][player] = nv
	// A correction downwards gives back what was gained by hand.
	g.State.RoundGains[c.ID][player] = max(rg+delta, 0)
	g.State.TurnGains[c.ID][player] = max(tg+delta, 0)
	g.logf("%s: %s %d → %d", who, c.Label, v, nv)
	return nil
}

func because(c ruleset.Counter) string {
	if c.Limits == "" {
		return "."
	}
	return " (" + c.Limits + ")."
}

// Holder names whose value of a counter this is: a side, or the counter itself.
func (g *Game) Holder(c ruleset.Counter, player int) string {
	if !c.PerPlayer {
		return c.Label
	}
	return g.Names[player]
}

// Play uses a Play of the current step for a player, paying its cost.
func (g *Game) Play(id string, player int) error {
	for _, o := range g.Plays() {
		if o.ID != id {
			continue
		}
		if !slices.Contains(g.Players(o.Who), player) {
			return fmt.Errorf("%s is used in the %s, not by %s", o.Name, o.Who, g.name(player))
		}
		if o.Cost == 0 {
			g.push()
			g.logf("%s used %s", g.name(player), o.Name)
			return nil
		}
		c, _ := g.rs.Counter(o.Counter)
		if have := g.State.Counters[c.ID][player]; have-o.Cost < c.Min {
			return fmt.Errorf("%s costs %d%s and %s has %d", o.Name, o.Cost, c.Unit, g.name(player), have)
		}
		g.push()
		g.State.Counters[c.ID][player] -= o.Cost
		g.logf("%s used %s (−%d%s)", g.name(player), o.Name, o.Cost, c.Unit)
		return nil
	}
	return fmt.Errorf("%q cannot be used at this step", id)
}

// Undo restores the state before the last action, exactly, and the log as it
// was then.
func (g *Game) Undo() error {
	if len(g.History) == 0 {
		return errors.New("nothing to undo")
	}
	u := g.History[len(g.History)-1]
	g.History = g.History[:len(g.History)-1]
	g.State = u.State
	g.Log = g.Log[:min(u.Log, len(g.Log))]
	return nil
}

// push records the state before an action, for Undo.
func (g *Game) push() {
	g.History = append(g.History, Undo{State: g.State.clone(), Log: len(g.Log)})
	if over := len(g.History) - HistoryMax; over > 0 {
		g.History = slices.Delete(g.History, 0, over)
	}
}

func (g *Game) logf(format string, a ...any) {
	p := g.State.Pos
	g.Log = append(g.Log, Line{At: g.Now().Unix(), Round: p.Round, Turn: p.Turn, Text: fmt.Sprintf(format, a...)})
	if over := len(g.Log) - LogMax; over > 0 {
		g.Log = slices.Delete(g.Log, 0, over)
		for i := range g.History {
			g.History[i].Log = max(g.History[i].Log-over, 0)
		}
	}
}

func (s State) clone() State {
	c := s
	c.Counters, c.RoundGains, c.TurnGains = cloneMap(s.Counters), cloneMap(s.RoundGains), cloneMap(s.TurnGains)
	if s.Loops != nil {
		c.Loops = maps.Clone(s.Loops)
	}
	if s.Roster != nil {
		c.Roster = make([][]Unit, len(s.Roster))
		for i, side := range s.Roster {
			if side == nil {
				continue // as stored: an empty side reads back as null
			}
			c.Roster[i] = make([]Unit, len(side))
			for j, u := range side {
				c.Roster[i][j] = u.clone()
			}
		}
	}
	c.Armies = slices.Clone(s.Armies)
	if s.Roll != nil {
		r := s.Roll.clone()
		c.Roll = &r
	}
	return c
}

func cloneMap(m map[string][]int) map[string][]int {
	out := make(map[string][]int, len(m))
	for k, v := range m {
		out[k] = slices.Clone(v)
	}
	return out
}
