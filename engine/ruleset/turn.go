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
//     that apply only in some rounds carry a Condition; 10th edition folds
//     the situational steps under the stop before them (Step.Fold), ten
//     Nexts a player turn.
//   - 5th edition and Alternate 40k: the same shape (player turns of
//     Movement, Shooting, Assault); 5th edition's game length is Ends (after
//     turn 5 a D6 of 3+ plays another, after turn 6 one of 4+) with Rounds 7.
//   - 40k's player turns keep a Roster too: each side's units with their
//     models left, and the states the rules give them (10th: Battle-shocked),
//     flipped by hand; no activations.
//   - Epic Armageddon: Order Alternating (Strategy, Action and End phases are
//     each played once per turn by both sides): a Roster of formations per
//     side with blast markers (a Mark) and a broken Flag; the Action phase
//     has a Step marked Activations, the End phase one marked ClearRoster
//     and one marked Rallies (the Roster's Rally: a pass halves the Blast
//     markers); the strategy roll is a Step's Roll.

// Order says how a battle round is made of phases.
type Order int

const (
	// PlayerTurns: each side in turn plays every phase (40k's player turns).
	PlayerTurns Order = iota
	// SharedRound: every phase is played once per round, by both sides;
	// the active side is tracked but does not change.
	SharedRound
	// Alternating: every phase is played once per round, and in a step
	// marked Activations the sides take turns activating the units of their
	// Roster (Epic's action phase).
	Alternating
)

// Turn is the shape of a battle.
type Turn struct {
	Sides  []string // the players' roles, in turn order: "First player", "Second player"
	Rounds int      // the number of rounds the battle lasts at most
	Order  Order
	Names  Names     // what the system calls its rounds and turns
	Ends   []EndRoll // a game-length roll at the end of some rounds; none: the battle lasts Rounds
	Roster *Roster   // what each side brings; Alternating: what it activates (required)
	After  []Step    // what to do when the battle ends: scoring, victory
}

// Names are the system's own words for the parts of a battle.
type Names struct {
	Round string // "Battle round", "Turn", "Game turn"
	Turn  string // one side's part of a round, after a player's name: "turn", "player turn"
}

// EndRoll is a game-length roll: once round After is over, a D6 of Target or
// more means another round is played; less ends the battle.
type EndRoll struct {
	After  int
	Target int
	Page   string
}

// Roll is a roll the checklist makes for the players at a step (a strategy
// roll, a reserves roll), logged with its result.
type Roll struct {
	Label string    // "Strategy roll"
	Dice  int       // how many D6 are added up
	Each  bool      // every player rolls (a roll-off); otherwise the active player
	Table []RollRow // what a total means, covering every total; none: the total speaks for itself
	// Add names a per-player counter added to each player's dice (Epic's
	// strategy rating); "" adds nothing. A roll that adds has no Table.
	Add string
	// D66 reads two dice as tens and units (11 to 66, as Alternate 40k's
	// objective table) instead of adding them: Dice is 2, and a Table covers
	// every result from 11 to 66.
	D66 bool
}

// NextD66 is the D66 result after v (16 is followed by 21); after 66 it is 71.
func NextD66(v int) int {
	if v%10 >= 6 {
		return v/10*10 + 11
	}
	return v + 1
}

// RollRow is what totals Min..Max mean.
type RollRow struct {
	Min, Max int
	Text     string
}

// Roster is what each side brings to the battle: a list of formations (or
// units), each with a number of units (or models left), marks counted on it
// (blast markers) and flags (broken, Battle-shocked). In an
// alternating-activations battle every entry is activated once a round and a
// step marked ClearRoster ends the round's activations; in player turns the
// roster only keeps count.
type Roster struct {
	Unit     string // what one entry is called: "Formation"
	Count    string // what its number counts: "units"
	Max      int    // entries per side, at most
	MaxCount int    // units in one entry, at most
	Marks    []Mark
	Flags    []Flag
	Retain   string // how a side retains the initiative, in our own words; "": it cannot
	Rally    *Rally // a test that removes marks, at a step marked Rallies; nil: none
	Page     string
	Lines    string // the seed lines it rests on (anchor.go)
}

// Rally is a test an entry takes when it has Mark on it or Flag set (Epic:
// formations with Blast markers or broken rally in the end phase). A pass
// lifts Flag, the entry then counting as many Mark as it has units, and
// removes half the Mark, rounding up (so half, rounded down, stay); a
// failure changes no marks (Epic: an unbroken formation keeps its markers,
// a broken one withdraws).
type Rally struct {
	Label string // "Rally"
	Mark  string // the mark a pass halves: "blast"
	Flag  string // the flag a pass lifts: "broken"; "" for none
	Test  string // the roll to make, in our own words
	Fail  string // what a failure means for an entry with Flag, in our own words
	Page  string
	Lines string // the seed lines it rests on
	// Need names the D6 score, kept per entry, that the modified roll must
	// reach (Epic: the formation's initiative value); the checklist then
	// judges each roll. "": the players judge it (Rallied or Failed).
	Need string
	// Mods are the roll's modifiers: one with a Flag applies when the entry
	// has it; the others are situations the players say apply.
	Mods []RallyMod
}

// RallyMod is a modifier to a rally roll.
type RallyMod struct {
	Label string // "enemy units within 30cm"
	Delta int    // -1
	Flag  string // applies when the entry has this flag; "": the players say
}

// NeedMax is the highest score a D6 test can need.
const NeedMax = 6

// Mark is a number of markers on an entry.
type Mark struct {
	ID    string
	Label string // "Blast markers"
	Max   int    // on one entry, at most
	Clear bool   // a ClearRoster step removes them all
	// Breaks names a Flag the checklist sets when these marks reach the
	// entry's count (Epic: Blast markers equal to the units left break the
	// formation); the marks are then removed, as the rule removes them.
	Breaks string
}

// Flag is a state an entry is in or not.
type Flag struct {
	ID    string
	Label string // "Broken"
	Clear bool   // a ClearRoster step lifts it
	Idle  bool   // an entry with it takes no activation (Epic's broken formations)
	Page  string // where the rules give this state
	Lines string // the seed lines it rests on (anchor.go)
}

// Phase is one part of the turn. Systems differ: 10th edition has five phases a
// player turn; Epic Armageddon alternates activations inside its Action phase.
type Phase struct {
	ID    string
	Name  string
	Page  string // source page(s) of the phase's rules
	Steps []Step
	// Closing is what to do as the phase ends, one line, shown throughout
	// the phase (so also when the players skip its steps); ClosingPage cites it
	// and ClosingLines anchors it (anchor.go).
	Closing, ClosingPage, ClosingLines string
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
	Repeat   bool     // Next stays on this step; the players tap on
	Origin   string   // "" for the source book, else an origin id (cite.go)
	Lines    string   // the seed lines it rests on (anchor.go)
	Loop     *Loop    // this step ends a sequence done once per unit
	Roll     *Roll    // a roll the checklist makes here
	// Fold: Next passes this step. It is listed, one tap to open, with the
	// step before it in its phase (its stop), whose card also offers its
	// plays; once opened, Next walks on in order. For steps a player turn
	// often skips or does inside the stop's own work, so that the shortest
	// path through a turn is one stop a phase. A folded step has no Effects
	// (Next would pass them) and never opens a phase.
	Fold bool
	// Rallies: each roster entry that has the roster's Rally mark or flag
	// takes its rally test here (Epic's end phase).
	Rallies bool
	// Activations: the sides take turns activating their Roster here
	// (Alternating order); ClearRoster: the round's activations end here.
	Activations, ClearRoster bool
}

// Loop is a per-unit sequence of steps (select a unit, shoot, ...): from the
// step that carries it, "Another unit" goes back to From and counts one more.
type Loop struct {
	From  string // the first step of the sequence, earlier in the same phase
	Label string // what the count counts: "units shot"
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

// Text says when the step applies, for the checklist, in the system's words
// for a round: "From battle round 2".
func (c Condition) Text(n Names) string {
	var parts []string
	round := strings.ToLower(n.Round)
	switch {
	case c.FromRound > 0 && c.FromRound == c.ToRound:
		parts = append(parts, fmt.Sprintf("%s %d only", round, c.FromRound))
	case c.FromRound > 0 && c.ToRound > 0:
		parts = append(parts, fmt.Sprintf("%ss %d to %d", round, c.FromRound, c.ToRound))
	case c.FromRound > 0:
		parts = append(parts, fmt.Sprintf("from %s %d", round, c.FromRound))
	case c.ToRound > 0:
		parts = append(parts, fmt.Sprintf("up to %s %d", round, c.ToRound))
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
	Lines   string // the seed lines it rests on (anchor.go)
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
