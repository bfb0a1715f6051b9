package ruleset

import (
	"fmt"
	"strings"
)

// The turn as data. A system declares its battle as a pre-game sequence
// (Ruleset.Setup), phases of ordered steps (Ruleset.Phases), an after-battle
// sequence (Turn.After) and the shape of a battle round (Turn). The checklist
// engine (engine/game) walks it; nothing about a particular game is code.
//
// How the other systems fit, when their data is written:
//   - 10th and 9th edition: Order PlayerTurns, two Sides, five Rounds; Steps
//     that apply only in some rounds carry a Condition.
//   - 5th edition and Alternate 40k: the same shape (player turns of
//     Movement, Shooting, Assault), with Rounds set by the mission (5th
//     edition's variable game length is a Situation on an after-battle step
//     plus Rounds 7, the most it can last).
//   - Epic Armageddon: Order SharedRound (Strategy, Action and End phases are
//     each played once per turn by both sides); the Action phase's
//     alternating activations are one Step marked Repeat (Next stays on it
//     until the players move on by tapping the next step), and blast markers
//     are a Counter that is not PerPlayer.

// Order says how a battle round is made of phases.
type Order int

const (
	// PlayerTurns: each side in turn plays every phase (40k's player turns).
	PlayerTurns Order = iota
	// SharedRound: every phase is played once per round, by both sides
	// (Epic's turn); the active side is tracked but does not change.
	SharedRound
)

// Turn is the shape of a battle.
type Turn struct {
	Sides  []string // the players, in turn order: "First player", "Second player"
	Rounds int      // the number of battle rounds the battle lasts at most
	Order  Order
	After  []Step // what to do when the battle ends: scoring, victory
}

// Phase is one part of the turn. Systems differ: 10th edition has five phases a
// player turn; Epic Armageddon alternates activations inside its Action phase.
type Phase struct {
	ID    string
	Name  string
	Page  string // source page(s) of the phase's rules
	Steps []Step
}

// Step is one thing to do, in order, with what not to forget.
type Step struct {
	ID       string
	Title    string
	Reminder string   // one line, in our own words
	Detail   string   // optional, plain text; lines that start with "- " form a list
	Page     string   // source page(s)
	Refs     []string // reference entry ids
	When     Condition
	Effects  []Effect // applied by the checklist when Next reaches this step
	Plays    []Play   // what may be used here (stratagems), at a cost
	Repeat   bool     // Next stays on this step (alternating activations); the players tap on
	Origin   string   // "" for the source book, else an origin id (cite.go)
}

// Side picks players relative to the active one.
type Side int

const (
	Active   Side = iota // the player whose turn it is
	Opponent             // the other player
	Either               // whichever player chooses to
	Both                 // every player (effects only)
)

func (s Side) String() string {
	switch s {
	case Active:
		return "your turn"
	case Opponent:
		return "opponent's turn"
	case Either:
		return "either player's turn"
	case Both:
		return "both players"
	}
	return fmt.Sprintf("Side(%d)", int(s))
}

// TurnOf restricts a step to one player turn of the round.
type TurnOf int

const (
	AnyTurn    TurnOf = iota
	FirstTurn         // only in the turn of the side that goes first
	SecondTurn        // only in the second side's turn
)

// Condition says when a step applies. Rounds and turns are checked: a step
// outside them is hidden and skipped. A Situation cannot be checked (the app
// does not know the table): it is shown with the step, which stays.
type Condition struct {
	FromRound int // 0: from the first
	ToRound   int // 0: to the last
	Turn      TurnOf
	Situation string // "if you have Reserves units"
}

// Applies reports whether the step is in play in battle round round (from 1)
// during turn (0 for the first side's turn).
func (c Condition) Applies(round, turn int) bool {
	if c.FromRound > 0 && round < c.FromRound || c.ToRound > 0 && round > c.ToRound {
		return false
	}
	switch c.Turn {
	case FirstTurn:
		return turn == 0
	case SecondTurn:
		return turn == 1
	}
	return true
}

// Limited reports whether the condition hides the step in some rounds or turns.
func (c Condition) Limited() bool { return c.FromRound > 0 || c.ToRound > 0 || c.Turn != AnyTurn }

// Text says when the step applies, for the checklist: "From battle round 2".
func (c Condition) Text() string {
	var parts []string
	switch {
	case c.FromRound > 0 && c.FromRound == c.ToRound:
		parts = append(parts, fmt.Sprintf("Battle round %d only", c.FromRound))
	case c.FromRound > 0 && c.ToRound > 0:
		parts = append(parts, fmt.Sprintf("Battle rounds %d to %d", c.FromRound, c.ToRound))
	case c.FromRound > 0:
		parts = append(parts, fmt.Sprintf("From battle round %d", c.FromRound))
	case c.ToRound > 0:
		parts = append(parts, fmt.Sprintf("Up to battle round %d", c.ToRound))
	}
	switch c.Turn {
	case FirstTurn:
		parts = append(parts, "in the first player's turn")
	case SecondTurn:
		parts = append(parts, "in the second player's turn")
	}
	if c.Situation != "" {
		parts = append(parts, c.Situation)
	}
	s := strings.Join(parts, ", ")
	if s == "" {
		return ""
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Effect changes a counter when the checklist reaches a step ("both players
// gain 1CP"). Gains from effects do not count against a counter's gain limits.
type Effect struct {
	Counter string
	Delta   int
	Who     Side // Active, Opponent or Both
}

// Play is something a player may use at a step, such as a stratagem: the
// checklist offers it and, when used, takes its cost from Counter.
type Play struct {
	ID      string // stable, unique in the ruleset
	Name    string
	Cost    int
	Counter string // the counter the cost is paid from ("cp")
	Who     Side   // Active, Opponent or Either
	Timing  string // when exactly, in our own words
	Page    string
	Ref     string // reference entry id
	Origin  string // "" for the source book, else an origin id (cite.go)
}

// Counter is a number the checklist tracks, with the system's own limits.
type Counter struct {
	ID        string
	Label     string
	Unit      string // short unit after a value: "CP", "VP"
	Min, Max  int
	Start     int
	PerPlayer bool // one value per player (command points, victory points)
	// The most a player may add by hand (not by Effects) in one battle round
	// or one player turn; 0: no such limit.
	RoundGain, TurnGain int
	Limits              string // where the limits come from, shown when a value is refused
}
