package alt40k

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/ruleset/rulesettest"
)

// Consistency checks between the charts and the rules they state: a typo in
// a row shows up against the rule written another way.

func chartOf(t *testing.T, id string) ruleset.Chart { return rulesettest.Chart(t, New(), id) }

// Every chart says how it was read and cites named sections of the book.
func TestChartsSayHowTheyWereRead(t *testing.T) {
	for _, c := range New().Charts {
		if c.SourceNote == "" || c.Caption == "" {
			t.Errorf("%s lacks a source note or caption", c.ID)
		}
		if err := ruleset.CiteNamed.Check(c.Page); err != nil {
			t.Errorf("%s: %v", c.ID, err)
		}
	}
}

// The hit chart against the rule counted face by face: a face hits when it
// is not a 1 and reaches the skill after the capped modifier.
func TestHitChartCountsFaces(t *testing.T) {
	c := chartOf(t, "hit-rolls")
	for i, row := range c.Rows {
		skill := i + 2
		for col, mod := range map[int]int{1: 0, 2: 1, 3: -1} {
			hits := 0
			for f := 2; f <= 6; f++ {
				if f+mod >= skill {
					hits++
				}
			}
			want := "cannot hit (7+)"
			if hits > 0 {
				want = fmt.Sprintf("%d+ (%.1f%%)", 7-hits, float64(hits)*100/6)
			}
			if row[col] != want {
				t.Errorf("BS %d+ at %+d: chart %q, faces give %q", skill, mod, row[col], want)
			}
		}
	}
}

// The wound grid against the book's five sentences, read as ratios.
func TestWoundGridFollowsTheSentences(t *testing.T) {
	c := chartOf(t, "wound-table")
	for i, row := range c.Rows {
		s := i + 1
		for j, cell := range row[1:] {
			tough := j + 1
			var want string
			switch r := float64(s) / float64(tough); {
			case r >= 2:
				want = "2+"
			case r > 1:
				want = "3+"
			case r == 1:
				want = "4+"
			case r <= 0.5:
				want = "6+"
			default:
				want = "5+"
			}
			if cell != want {
				t.Errorf("S%d T%d: chart %s, rule %s", s, tough, cell, want)
			}
		}
	}
}

// Penetration counts against a face-by-face reading of "D6+S: tie glances,
// beat penetrates, a natural 6 at least glances".
func TestPenetrationChartCountsFaces(t *testing.T) {
	c := chartOf(t, "vehicle-penetration")
	for i, row := range c.Rows {
		s := i + 3
		for j, cell := range row[1:] {
			av := 10 + j
			pen, glance := 0, 0
			for f := 1; f <= 6; f++ {
				if f+s > av {
					pen++
				} else if f+s == av || f == 6 {
					glance++
				}
			}
			if want := fmt.Sprintf("%d pen / %d glance", pen, glance); cell != want {
				t.Errorf("S%d AV%d: chart %q, faces %q", s, av, cell, want)
			}
		}
	}
}

// The scatter chart: each step of BS takes an inch less off, 5" at BS 2+.
func TestScatterShrinksWithBS(t *testing.T) {
	for i, row := range chartOf(t, "blast-scatter").Rows {
		if want := fmt.Sprintf("%d+", i+2); row[0] != want {
			t.Errorf("row %d is BS %s, want %s", i, row[0], want)
		}
		if want := fmt.Sprintf("%d\"", 5-i); row[1] != want {
			t.Errorf("BS %s takes off %s, want %s", row[0], row[1], want)
		}
	}
}

// The game ends exactly once: the chances of ending after rounds 5-8 add to 100%.
func TestGameLengthAddsUp(t *testing.T) {
	sum := 0.0
	for _, row := range chartOf(t, "game-length").Rows {
		p, err := strconv.ParseFloat(strings.TrimSuffix(row[2], "%"), 64)
		if err != nil {
			t.Fatal(err)
		}
		sum += p
	}
	if sum < 99.95 || sum > 100.05 {
		t.Errorf("game-length chances add to %.2f%%", sum)
	}
}

// The D66 table has each result 11-66 exactly once, in order.
func TestD66CoversEveryResult(t *testing.T) {
	rows := chartOf(t, "objectives-d66").Rows
	var want []string
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			want = append(want, fmt.Sprintf("%d%d", a, b))
		}
	}
	if len(rows) != len(want) {
		t.Fatalf("%d rows, want 36", len(rows))
	}
	for i, row := range rows {
		if row[0] != want[i] {
			t.Errorf("row %d is %s, want %s", i, row[0], want[i])
		}
	}
}

// Both damage charts end on 6+, and the Titanic chart starts at -1: the
// lowest a D6 can reach with AP-'s -2.
func TestDamageChartsSpanTheModifiedRoll(t *testing.T) {
	v, ti := chartOf(t, "vehicle-damage").Rows, chartOf(t, "titanic-damage").Rows
	if v[len(v)-1][0] != "6+" || ti[len(ti)-1][0] != "6+" {
		t.Errorf("damage charts should end on 6+: %s, %s", v[len(v)-1][0], ti[len(ti)-1][0])
	}
	if got := ti[0][0]; got != fmt.Sprintf("%d to 4", 1-2) {
		t.Errorf("Titanic chart starts %q", got)
	}
}
