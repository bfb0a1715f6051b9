package alt40k

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	gamestate "auspex/engine/game"
)

// The turn is the book's six phases, in its order.
func TestSixPhases(t *testing.T) {
	var names []string
	for _, p := range New().Phases {
		names = append(names, strings.TrimSuffix(p.Name, " Phase"))
	}
	want := []string{"Command", "Movement", "Psychic", "Shooting", "Assault", "End"}
	if !slices.Equal(names, want) {
		t.Errorf("phases %v, want %v", names, want)
	}
}

// The game-length rolls agree with the Game Length chart: 4+ after rounds
// 5, 6 and 7, and no round after 8.
func TestGameLengthRollsMatchTheChart(t *testing.T) {
	rs := New()
	rows := chartOf(t, "game-length").Rows
	if len(rs.Turn.Ends) != 3 || rs.Turn.Rounds != 8 || len(rows) != 4 {
		t.Fatalf("%d end rolls, %d rounds, %d chart rows", len(rs.Turn.Ends), rs.Turn.Rounds, len(rows))
	}
	for i, e := range rs.Turn.Ends {
		if e.After != 5+i || e.Target != 4 || !strings.Contains(rows[i][1], "4+ plays on") {
			t.Errorf("end roll %+v against chart row %q", e, rows[i])
		}
	}
}

// Rolling objectives in the app reads the D66 chart: each result names the
// objective the chart has for it.
func TestObjectiveRollReadsTheChart(t *testing.T) {
	rs := New()
	g := gamestate.New(rs)
	g.Rand = rand.New(rand.NewPCG(1, 2))
	for g.State.Pos.Step != "roll-objectives" {
		if err := g.Next(); err != nil {
			t.Fatal(err)
		}
	}
	byResult := map[string]string{}
	for _, r := range chartOf(t, "objectives-d66").Rows {
		byResult[r[0]] = r[1]
	}
	for range 50 {
		if err := g.Roll(); err != nil {
			t.Fatal(err)
		}
		d := g.State.Roll.Dice[0]
		res := string(rune('0'+d[0])) + string(rune('0'+d[1]))
		if !strings.Contains(g.State.Roll.Text, res+" ("+byResult[res]+":") {
			t.Fatalf("dice %v: %q does not name %s", d, g.State.Roll.Text, byResult[res])
		}
	}
}

// Played through with seeded dice, a game ends after round 5, 6, 7 or 8,
// never earlier or later, and every length turns up.
func TestGamesLastFiveToEightRounds(t *testing.T) {
	seen := map[int]bool{}
	for seed := range uint64(60) {
		g := gamestate.New(New())
		g.Rand = rand.New(rand.NewPCG(seed, 7))
		last := 0
		for steps := 0; !g.State.Over; steps++ {
			if steps > 5000 {
				t.Fatalf("seed %d: the game never ended", seed)
			}
			if r := g.State.Pos.Round; r <= New().Turn.Rounds { // the after-battle steps sit past the last round
				last = max(last, r)
			}
			if err := g.Next(); err != nil {
				t.Fatal(err)
			}
		}
		if last < 5 || last > 8 {
			t.Errorf("seed %d: the game ended after round %d", seed, last)
		}
		seen[last] = true
	}
	for r := 5; r <= 8; r++ {
		if !seen[r] {
			t.Errorf("no game of 60 ended after round %d", r)
		}
	}
}
