package game

import (
	"fmt"
	"slices"
	"strings"

	"auspex/engine/ruleset"
)

// Rolled is a roll the checklist made: the dice of each player who rolled.
type Rolled struct {
	Label   string  `json:"label"`
	Round   int     `json:"round"`
	Players []int   `json:"players"` // who rolled, in the order of Dice
	Dice    [][]int `json:"dice"`
	Text    string  `json:"text"` // the outcome, in words
}

func (r Rolled) clone() Rolled {
	c := r
	c.Players = slices.Clone(r.Players)
	c.Dice = make([][]int, len(r.Dice))
	for i, d := range r.Dice {
		c.Dice[i] = slices.Clone(d)
	}
	return c
}

// Total is the sum of one player's dice in the roll.
func (r Rolled) Total(i int) int {
	t := 0
	for _, d := range r.Dice[i] {
		t += d
	}
	return t
}

// d6 rolls n D6.
func (g *Game) d6(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = 1 + g.Rand.IntN(6)
	}
	return out
}

// EndRollDue reports the game-length roll that the next move out of this
// round must make, if any.
func (g *Game) EndRollDue() (ruleset.EndRoll, bool) {
	round := g.State.Pos.Round
	for _, e := range g.rs.Turn.Ends {
		if e.After == round {
			return e, true
		}
	}
	return ruleset.EndRoll{}, false
}

// rollEnd makes a game-length roll, records and logs it, and reports
// whether the battle goes on.
func (g *Game) rollEnd(e ruleset.EndRoll) bool {
	d := g.d6(1)
	on := d[0] >= e.Target
	round := g.rs.Turn.Names.Round
	text := fmt.Sprintf("needed %d+: the battle ends after %s %d", e.Target, strings.ToLower(round), e.After)
	if on {
		text = fmt.Sprintf("needed %d+: %s %d is played", e.Target, strings.ToLower(round), e.After+1)
	}
	g.State.Roll = &Rolled{Label: "Game length", Round: e.After, Players: []int{g.Active()}, Dice: [][]int{d}, Text: text}
	g.logf("Game length (%s): rolled %d, %s", g.rs.Info.Cite.Text(e.Page), d[0], text)
	return on
}

// Roll makes the current step's roll: every player's dice for a roll-off,
// otherwise the active player's, and logs what the totals mean.
func (g *Game) Roll() error {
	if g.State.Over {
		return ErrOver
	}
	cur := g.Current()
	r := cur.Step.Roll
	if r == nil {
		return fmt.Errorf("%s has no roll to make", cur.Step.Title)
	}
	players := []int{g.Active()}
	if r.Each {
		players = g.Players(ruleset.Both)
	}
	out := Rolled{Label: r.Label, Round: g.State.Pos.Round, Players: players}
	var parts []string
	for _, p := range players {
		d := g.d6(r.Dice)
		out.Dice = append(out.Dice, d)
		t := 0
		for _, v := range d {
			t += v
		}
		if r.D66 {
			t = d[0]*10 + d[1] // tens die, then units die
		}
		part := fmt.Sprintf("%s %d", g.name(p), t)
		if r.Add != "" {
			add := g.Value(r.Add, p)
			part = fmt.Sprintf("%s %d + %d %s = %d", g.name(p), t, add, strings.ToLower(g.counterLabel(r.Add)), t+add)
		}
		if m := meaning(r, t); m != "" {
			part += " (" + m + ")"
		}
		parts = append(parts, part)
	}
	out.Text = strings.Join(parts, ", ")
	g.push()
	g.State.Roll = &out
	g.logf("%s: %s", r.Label, out.Text)
	return nil
}

// meaning is what a total means in a roll's table.
func meaning(r *ruleset.Roll, total int) string {
	for _, row := range r.Table {
		if total >= row.Min && total <= row.Max {
			return row.Text
		}
	}
	return ""
}

// counterLabel is a counter's label, or its id when the system has none so named.
func (g *Game) counterLabel(id string) string {
	for _, c := range g.rs.Counters {
		if c.ID == id {
			return c.Label
		}
	}
	return id
}
