package wh40k5

import (
	"strings"
	"testing"
)

// The checklist's game-length rolls are the ones the Game Length chart prints:
// after turn 5 a 3+ plays on, after turn 6 a 4+, and turn 7 is the last.
func TestGameLengthRollsMatchTheChart(t *testing.T) {
	r := New()
	if r.Turn.Rounds != 7 {
		t.Errorf("the game lasts at most %d turns, want 7", r.Turn.Rounds)
	}
	c := chart(t, "game-length")
	want := map[int]int{5: 3, 6: 4}
	if len(r.Turn.Ends) != len(want) {
		t.Fatalf("%d game-length rolls, want %d", len(r.Turn.Ends), len(want))
	}
	for i, e := range r.Turn.Ends {
		if want[e.After] != e.Target {
			t.Errorf("after turn %d the checklist plays on at %d+, want %d+", e.After, e.Target, want[e.After])
		}
		if row := c.Rows[i]; !strings.HasPrefix(row[1], string(rune('0'+e.Target))+"+") {
			t.Errorf("chart row %q reads %q; the checklist plays on at %d+", row[0], row[1], e.Target)
		}
	}
}

// The reserves step's reminder and the Reserves chart agree turn by turn.
func TestReservesStepMatchesTheChart(t *testing.T) {
	c := chart(t, "reserves")
	var reminder string
	for _, p := range New().Phases {
		for _, s := range p.Steps {
			if s.ID == "reserves" {
				reminder = s.Reminder
				if s.When.FromRound != 2 {
					t.Errorf("reserves are rolled from turn %d, want 2", s.When.FromRound)
				}
			}
		}
	}
	for _, row := range c.Rows[1:4] {
		if !strings.Contains(reminder, "turn "+row[0]+" "+row[1]) && !strings.Contains(reminder, "game turn "+row[0]+" needs "+row[1]) {
			t.Errorf("the reserves step does not say turn %s needs %s: %q", row[0], row[1], reminder)
		}
	}
}

// Every setup roll covers a D6 from 1 to 6 and names what the chart names.
func TestSetupRollsMatchTheirCharts(t *testing.T) {
	charts := map[string]string{"mission": "standard-missions", "deployment-type": "deployment-types"}
	for _, s := range New().Setup {
		id, ok := charts[s.ID]
		if !ok {
			continue
		}
		c := chart(t, id)
		if s.Roll == nil || len(s.Roll.Table) != len(c.Rows) {
			t.Fatalf("%s: roll does not match chart %s", s.ID, id)
		}
		for i, row := range s.Roll.Table {
			if row.Text != c.Rows[i][1] {
				t.Errorf("%s: roll row %d reads %q, chart %q", s.ID, i, row.Text, c.Rows[i][1])
			}
		}
	}
}
