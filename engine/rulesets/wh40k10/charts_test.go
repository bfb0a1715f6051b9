package wh40k10

import (
	"strconv"
	"strings"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/ruleset/rulesettest"
)

// Consistency checks between copies of the same facts: a typo in one chart
// shows up against the rule or the other chart that repeats it.

func chart(t *testing.T, id string) ruleset.Chart { return rulesettest.Chart(t, New(), id) }

func pages(t *testing.T, s string) map[int]bool { return rulesettest.Pages(t, s) }

// Every chart says where it comes from and how it was read, and a chart whose
// rows carry their own page lists each of those pages in its source.
func TestChartsCiteTheirPages(t *testing.T) {
	for _, c := range New().Charts {
		if c.SourceNote == "" {
			t.Errorf("%s has no source note", c.ID)
		}
		book := pages(t, c.Page)
		for p := range book {
			if p < 1 || p > 60 {
				t.Errorf("%s cites p. %d; the Core Rules have 60 pages", c.ID, p)
			}
		}
		col := -1
		for i, h := range c.Columns {
			if h == "Page" && c.CiteColumn != h {
				t.Errorf("%s has a Page column the registry does not check: set CiteColumn", c.ID)
			}
			if h == c.CiteColumn && h != "" {
				col = i
			}
		}
		if col < 0 {
			continue
		}
		for _, row := range c.Rows {
			for p := range pages(t, row[col]) {
				if !book[p] {
					t.Errorf("%s: row %q cites p. %d, missing from the chart's pages %q", c.ID, row[0], p, c.Page)
				}
			}
		}
	}
}

// The D3 chart is the rule beside it: half a D6, rounded up.
func TestD3IsHalfAD6RoundedUp(t *testing.T) {
	for _, row := range chart(t, "d3").Rows {
		for _, face := range strings.Split(row[0], " or ") {
			n, err := strconv.Atoi(face)
			if err != nil {
				t.Fatalf("D6 result %q", row[0])
			}
			if want := strconv.Itoa((n + 1) / 2); row[1] != want {
				t.Errorf("D6 %d gives D3 %s, want %s", n, row[1], want)
			}
		}
	}
}

// The Strategic Reserves limit (p. 43) is 25% of the battle size's points
// (p. 55), and the Strategic Reserves chart states the same 25%.
func TestStrategicReservesAreAQuarterOfThePoints(t *testing.T) {
	sizes := chart(t, "battle-sizes")
	if len(sizes.Rows) != 3 {
		t.Fatalf("%d battle sizes, want Incursion, Strike Force and Onslaught", len(sizes.Rows))
	}
	for _, row := range sizes.Rows {
		points, err1 := strconv.Atoi(row[1])
		limit, err2 := strconv.Atoi(row[4])
		if err1 != nil || err2 != nil || limit*4 != points {
			t.Errorf("%s: %s points allow %s in Strategic Reserves, want a quarter", row[0], row[1], row[4])
		}
	}
	if !strings.Contains(chart(t, "strategic-reserves").Rows[0][1], "25%") {
		t.Error("the Strategic Reserves chart does not give the 25% limit")
	}
}

// The eleven Core Stratagems, each with a cost, one of the four categories of
// p. 41 and a turn matching its When text.
func TestCoreStratagems(t *testing.T) {
	c := chart(t, "core-stratagems")
	if len(c.Rows) != 11 {
		t.Fatalf("%d core stratagems, want 11", len(c.Rows))
	}
	categories := map[string]bool{"Battle Tactic": true, "Epic Deed": true, "Strategic Ploy": true, "Wargear": true}
	seen := map[string]bool{}
	for _, r := range c.Rows {
		name, cp, cat, turn, when := r[0], r[1], r[2], r[3], r[4]
		if seen[name] {
			t.Errorf("%s listed twice", name)
		}
		seen[name] = true
		if cp != "1CP" && cp != "2CP" {
			t.Errorf("%s costs %q", name, cp)
		}
		if !categories[cat] {
			t.Errorf("%s has category %q", name, cat)
		}
		switch {
		case strings.HasPrefix(when, "Your "), strings.HasPrefix(when, "Battle-shock step of your"):
			if turn != "Your turn" {
				t.Errorf("%s: When %q but Turn %q", name, when, turn)
			}
		case strings.Contains(when, "pponent's"):
			if turn != "Opponent's turn" {
				t.Errorf("%s: When %q but Turn %q", name, when, turn)
			}
		default:
			if turn != "Either player's turn" {
				t.Errorf("%s: When %q but Turn %q", name, when, turn)
			}
		}
	}
}
