package wh40k5

import (
	"strconv"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/ruleset/rulesettest"
)

// The transcribed charts are checked against the rules the book states for
// them, so an OCR or typing slip in any cell fails here.

func chart(t *testing.T, id string) ruleset.Chart { return rulesettest.Chart(t, New(), id) }

// The book has 117 numbered pages; every chart says how it was read.
func TestChartsCiteTheirPages(t *testing.T) {
	for _, c := range New().Charts {
		if c.SourceNote == "" {
			t.Errorf("%s has no source note", c.ID)
		}
		for p := range rulesettest.Pages(t, c.Page) {
			if p < 1 || p > 117 {
				t.Errorf("%s cites p. %d; the book's pages run 1-117", c.ID, p)
			}
		}
	}
}

// To wound: 4 + T − S, never better than 2+, 6+ while T ≤ S + 3, N beyond (pp. 19, 38).
func TestToWoundFollowsStrengthAgainstToughness(t *testing.T) {
	c := chart(t, "to-wound")
	if len(c.Rows) != 10 {
		t.Fatalf("%d rows, want 10", len(c.Rows))
	}
	for s := 1; s <= 10; s++ {
		row := c.Rows[s-1]
		if row[0] != strconv.Itoa(s) {
			t.Fatalf("row %d is headed %q", s, row[0])
		}
		for tough := 1; tough <= 10; tough++ {
			need := 4 + tough - s
			want := strconv.Itoa(max(need, 2)) + "+"
			if need == 7 {
				want = "6+"
			}
			if need > 7 {
				want = "–"
			}
			if row[tough] != want {
				t.Errorf("S%d against T%d reads %q, want %q", s, tough, row[tough], want)
			}
		}
	}
}

// Close combat: 3+ against a lower WS, 5+ against more than double, else 4+ (p. 37).
func TestToHitCloseCombatFollowsWeaponSkills(t *testing.T) {
	c := chart(t, "to-hit-close-combat")
	for a := 1; a <= 10; a++ {
		for d := 1; d <= 10; d++ {
			want := "4+"
			switch {
			case a > d:
				want = "3+"
			case d > 2*a:
				want = "5+"
			}
			if got := c.Rows[a-1][d]; got != want {
				t.Errorf("WS%d against WS%d reads %q, want %q", a, d, got, want)
			}
		}
	}
}

// Shooting: 7 − BS up to BS 5; from BS 6, 2+ with a re-roll needing 12 − BS (pp. 17-18).
func TestToHitShootingFollowsBallisticSkill(t *testing.T) {
	c := chart(t, "to-hit-shooting")
	for bs := 1; bs <= 10; bs++ {
		want := strconv.Itoa(7-bs) + "+"
		switch {
		case bs == 1:
			want = "6"
		case bs >= 6:
			want = "2/" + strconv.Itoa(12-bs)
		}
		if row := c.Rows[bs-1]; row[0] != strconv.Itoa(bs) || row[1] != want {
			t.Errorf("BS %s reads %q, want BS %d %q", row[0], row[1], bs, want)
		}
	}
}

// The AP chart agrees with the rule: AP n ignores saves of n+ and worse.
func TestArmourSavesFollowAP(t *testing.T) {
	c := chart(t, "armour-saves")
	for _, row := range c.Rows {
		ap, err := strconv.Atoi(row[0])
		if err != nil {
			if row[1] != "None" {
				t.Errorf("AP %s ignores %q", row[0], row[1])
			}
			continue
		}
		best := strconv.Itoa(max(ap, 2)) + "+"
		if row[1][:len(best)] != best && row[1] != "All ("+best+" and worse)" {
			t.Errorf("AP %d reads %q, want saves from %s", ap, row[1], best)
		}
	}
}
