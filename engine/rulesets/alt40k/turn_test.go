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
