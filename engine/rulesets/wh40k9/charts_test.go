package wh40k9

import (
	"fmt"
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

// Every chart says how it was read, cites pages of the 25-page booklet, lists
// every page its rows cite, and either rests wholly on one origin or says row
// by row where each row comes from.
func TestChartsCiteTheirPages(t *testing.T) {
	for _, c := range New().Charts {
		if c.SourceNote == "" {
			t.Errorf("%s has no source note", c.ID)
		}
		book := pages(t, c.Page)
		for p := range book {
			if p < 1 || p > 25 {
				t.Errorf("%s cites p. %d; the booklet has 25 pages", c.ID, p)
			}
		}
		col, src := -1, -1
		for i, h := range c.Columns {
			if h == "Page" && c.CiteColumn != h {
				t.Errorf("%s has a Page column the registry does not check: set CiteColumn", c.ID)
			}
			if h == c.CiteColumn && h != "" {
				col = i
			}
			if h == "Source" {
				src = i
			}
		}
		if src >= 0 && c.Origin != "" {
			t.Errorf("%s marks rows by Source and the whole chart as %q", c.ID, c.Origin)
		}
		for _, row := range c.Rows {
			if src >= 0 && row[src] != fromSeed && row[src] != fromCore9 {
				t.Errorf("%s: row %q has source %q", c.ID, row[0], row[src])
			}
			if col < 0 {
				continue
			}
			for p := range pages(t, row[col]) {
				if !book[p] {
					t.Errorf("%s: row %q cites p. %d, missing from the chart's pages %q", c.ID, row[0], p, c.Page)
				}
			}
		}
	}
}

// The source holds pp. 1-5, 10, 14-16 only: a row claiming the source must
// cite one of those pages.
func TestSeedRowsCiteSeedPages(t *testing.T) {
	seed := map[int]bool{1: true, 2: true, 3: true, 4: true, 5: true, 10: true, 14: true, 15: true, 16: true}
	for _, c := range New().Charts {
		col, src := -1, -1
		for i, h := range c.Columns {
			if h == c.CiteColumn && h != "" {
				col = i
			}
			if h == "Source" {
				src = i
			}
		}
		if col < 0 || src < 0 {
			continue
		}
		for _, row := range c.Rows {
			if row[src] != fromSeed {
				continue
			}
			ok := false
			for p := range pages(t, row[col]) {
				ok = ok || seed[p]
			}
			if !ok {
				t.Errorf("%s: row %q claims the source but cites p. %s", c.ID, row[0], row[col])
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

// The wound chart runs 2+ to 6+ down its five rows, and the reference entry
// prints the same five thresholds.
func TestWoundRollChart(t *testing.T) {
	c := chart(t, "wound-roll")
	if len(c.Rows) != 5 {
		t.Fatalf("%d rows, want 5", len(c.Rows))
	}
	body := ""
	for _, e := range New().Entries {
		if e.ID == "wound-roll" {
			body = e.Body
		}
	}
	for i, r := range c.Rows {
		want := fmt.Sprintf("%d+", i+2)
		if r[1] != want {
			t.Errorf("row %q wounds on %s, want %s", r[0], r[1], want)
		}
		if !strings.Contains(body, "| "+want+" |") {
			t.Errorf("the wound-roll entry's table lacks %s", want)
		}
	}
}

// The charge chart's chances are counted here by listing all 36 rolls.
func TestChargeChancesCountTheRolls(t *testing.T) {
	for _, r := range chart(t, "charge-rolls").Rows {
		need, err := strconv.Atoi(strings.TrimSuffix(r[0], "\""))
		if err != nil {
			t.Fatalf("row %q", r[0])
		}
		ways := 0
		for a := 1; a <= 6; a++ {
			for b := 1; b <= 6; b++ {
				if a+b >= need {
					ways++
				}
			}
		}
		if !strings.HasPrefix(r[1], fmt.Sprintf("%d/36 ", ways)) {
			t.Errorf("%d\": %s, want %d/36", need, r[1], ways)
		}
	}
}

// The five core Stratagems, each with its published cost, and the chart and
// the reference entry on command points agree on every cost.
func TestCoreStratagems(t *testing.T) {
	want := map[string]string{
		"Command Re-roll": "1CP", "Emergency Disembarkation": "1CP", "Fire Overwatch": "1CP",
		"Counter-offensive": "2CP", "Insane Bravery": "2CP",
	}
	c := chart(t, "core-stratagems")
	if len(c.Rows) != len(want) {
		t.Fatalf("%d core stratagems, want %d", len(c.Rows), len(want))
	}
	body := ""
	for _, e := range New().Entries {
		if e.ID == "command-points" {
			body = e.Body
		}
	}
	for _, r := range c.Rows {
		if want[r[0]] != r[1] {
			t.Errorf("%s costs %s, want %s", r[0], r[1], want[r[0]])
		}
		if !strings.Contains(body, r[0]+"](") || !strings.Contains(body, "| "+r[1]+" |") {
			t.Errorf("the command-points entry does not list %s at %s", r[0], r[1])
		}
	}
}
