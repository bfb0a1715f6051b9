package epic

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/ruleset/rulesettest"
)

// Consistency checks between copies of the same facts: a typo in a chart
// shows up against the rule that computes it or the other copy that repeats it.

func chart(t *testing.T, id string) ruleset.Chart { return rulesettest.Chart(t, New(), id) }

// The barrage table and the calculator's barrage row (§1.9.8) agree on every
// barrage point from 1 to 18, and the chart's ranges run 1..18 without gaps.
func TestBarrageTableMatchesTheCalculator(t *testing.T) {
	c := chart(t, "barrage-table")
	next := 1
	for _, row := range c.Rows {
		lo, hi := row[0], row[0]
		if a, b, ok := strings.Cut(row[0], "-"); ok {
			lo, hi = a, b
		}
		from, _ := strconv.Atoi(lo)
		to, _ := strconv.Atoi(hi)
		if from != next || to < from {
			t.Fatalf("row %q: expected a range starting at %d", row[0], next)
		}
		next = to + 1
		for bp := from; bp <= to; bp++ {
			ap, at, extra := barrageRow(bp)
			got := fmt.Sprintf("%d+ %d+ %d", ap, at, extra)
			want := fmt.Sprintf("%s %s %s", row[3], row[4], row[2])
			if got != want {
				t.Errorf("%d BP: calculator %s, chart %s", bp, got, want)
			}
		}
	}
	if next != maxBP+1 {
		t.Errorf("the chart ends at %d BP, the calculator's bound at %d", next-1, maxBP)
	}
}

// The to-hit modifiers for actions are the calculator's.
func TestToHitModifiersMatchTheCalculator(t *testing.T) {
	c := chart(t, "to-hit-modifiers")
	want := map[string]string{"double": "-1", "marshal": "-1", "sustained": "+1"}
	for action, mod := range want {
		found := false
		for _, row := range c.Rows {
			if strings.Contains(row[0], action) {
				found = true
				if row[1] != mod || fmt.Sprintf("%+d", actionMod(action)) != mod {
					t.Errorf("%s: chart %s, calculator %+d, rule %s", action, row[1], actionMod(action), mod)
				}
			}
		}
		if !found {
			t.Errorf("no to-hit row for %s", action)
		}
	}
}

// Needing 7+: a 6, then the target minus 3 on the second die; 10 cannot hit.
func TestNeedingSevenFollowsTheRule(t *testing.T) {
	c := chart(t, "needing-7-to-hit")
	for _, row := range c.Rows {
		n, _ := strconv.Atoi(row[0])
		second := n - 3
		var want string
		switch {
		case second > 6:
			want = "Cannot hit"
		case second == 6:
			want = "6, then 6"
		default:
			want = "6, then " + strconv.Itoa(second) + "+"
		}
		if row[1] != want {
			t.Errorf("target %d: chart %q, rule %q", n, row[1], want)
		}
	}
}

// The terrain chart's infantry cover saves are the ones the cover save entry
// lists (§1.8.3 points to the chart; the entry names each save).
func TestTerrainCoverSavesMatchTheEntry(t *testing.T) {
	body := entryBody(t, "infantry-cover-saves")
	for _, row := range chart(t, "terrain-effects").Rows {
		rest, ok := strings.CutPrefix(row[1], "Cover ")
		if !ok {
			continue
		}
		save, _, _ := strings.Cut(rest, ",")
		if !strings.Contains(body, save) {
			t.Errorf("%s: the entry does not mention the %s save", row[0], save)
		}
	}
}

func entryBody(t *testing.T, id string) string {
	t.Helper()
	for _, e := range New().Entries {
		if e.ID == id {
			return e.Body
		}
	}
	t.Fatalf("no entry %q", id)
	return ""
}

// Every chart says how it was read and cites only sections the source has;
// a chart whose rows cite sections lists each of them.
func TestChartsCiteRealSections(t *testing.T) {
	for _, c := range New().Charts {
		if c.SourceNote == "" {
			t.Errorf("%s has no source note", c.ID)
		}
		own := citedSections(t, c.ID, c.Page)
		col := -1
		for i, h := range c.Columns {
			if h == c.CiteColumn && h != "" {
				col = i
			}
		}
		for _, row := range c.Rows {
			if col < 0 {
				continue
			}
			for s := range citedSections(t, c.ID+" row "+row[0], row[col]) {
				if !own[s] && !inRange(c.Page, s) {
					t.Errorf("%s: row %q cites §%s, missing from the chart's %q", c.ID, row[0], s, c.Page)
				}
			}
		}
	}
}

// inRange reports whether section s falls in one of the cite's ranges.
func inRange(cite, s string) bool {
	for _, part := range strings.Split(cite, ", ") {
		if lo, hi, ok := strings.Cut(part, "-"); ok && compare(lo, s) <= 0 && compare(s, hi) <= 0 {
			return true
		}
	}
	return false
}

func compare(a, b string) int {
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(as) && i < len(bs); i++ {
		x, _ := strconv.Atoi(as[i])
		y, _ := strconv.Atoi(bs[i])
		if x != y {
			return x - y
		}
	}
	return len(as) - len(bs)
}

// citedSections splits a citation into its sections (both ends of ranges),
// each of which must be a section the source numbers.
func citedSections(t *testing.T, what, cite string) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	for _, part := range strings.Split(cite, ", ") {
		lo, hi, _ := strings.Cut(part, "-")
		for _, s := range []string{lo, hi} {
			if s == "" {
				continue
			}
			if !sourceSections[s] {
				t.Errorf("%s cites §%s, which the source does not have", what, s)
			}
			out[s] = true
		}
	}
	return out
}
