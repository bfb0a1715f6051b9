package wh40k10

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"auspex/engine/ruleset"
)

// A line fired as two lines of the same weapon is the same attack: the
// attacks are independent and resolved one at a time either way (no
// Devastating Wounds, whose mortal wounds wait for the end of their line).
func TestSplitLineIsTheSameAttack(t *testing.T) {
	for _, weapon := range []string{"a=2&s=4&ap=-1&d=D3&sus=1", "a=D6&bs=4&s=8&ap=-2&d=D6 1&lethal=1&anti=4"} {
		target := "&t=5&sv=3&w=3&n=5&fnp=6&dr=1"
		whole := calc(t, "models=5&"+weapon+target)
		prefixed := strings.NewReplacer("a=", "2.a=", "s=", "2.s=", "ap=", "2.ap=", "d=", "2.d=", "sus=", "2.sus=", "bs=", "2.bs=",
			"lethal=", "2.lethal=", "anti=", "2.anti=").Replace(weapon)
		split := calc(t, "models=2&"+weapon+"&2.models=3&"+prefixed+target)
		if len(split.Lines) != 2 {
			t.Fatalf("%s: %d lines", weapon, len(split.Lines))
		}
		for s, st := range whole.Stages {
			got := split.Stages[s]
			if len(got.PMF) != len(st.PMF) {
				t.Fatalf("%s: stage %s has %d values, split %d", weapon, st.ID, len(st.PMF), len(got.PMF))
			}
			for k := range st.PMF {
				if math.Abs(got.PMF[k]-st.PMF[k]) > 1e-12 {
					t.Fatalf("%s: stage %s P(%d) = %v whole, %v split", weapon, st.ID, k, st.PMF[k], got.PMF[k])
				}
			}
		}
		// The lines' shares add up to the whole, and each line's own stages are its part.
		sum := split.Lines[0].Figures[0].Value + split.Lines[1].Figures[0].Value
		if math.Abs(sum-whole.Stages[4].Mean) > 1e-12 || split.Lines[0].Figures[0].Value <= 0 {
			t.Errorf("%s: damage shares %+v, whole %v", weapon, split.Lines, whole.Stages[4].Mean)
		}
		if a := split.Lines[0].Stages[0].Mean + split.Lines[1].Stages[0].Mean; math.Abs(a-whole.Stages[0].Mean) > 1e-12 {
			t.Errorf("%s: line attacks %v, whole %v", weapon, a, whole.Stages[0].Mean)
		}
	}
}

// One line is the single-weapon calculation, byte for byte: no lines, no
// groups, the same JSON as before weapon lines existed (README's example).
func TestOneLineIsTheSingleWeapon(t *testing.T) {
	res := calc(t, "models=10&a=2&bs=3&s=4&ap=-1&t=4&sv=3&w=1&n=10")
	b, _ := json.Marshal(res)
	if len(res.Lines) != 0 || strings.Contains(string(b), `"line"`) || len(res.Notes) == 0 ||
		res.Notes[0] != "Exact distributions of one attack profile against one unit with no wounds lost yet." {
		t.Fatalf("one line: %s", b)
	}
}

// A wounded model stays wounded: a 3-wound model hurt by line 1 dies to one
// more damage from line 2. Line 1: one automatic hit of 2 damage; line 2:
// one of 1 damage; no save. S8 vs T4 wounds on 2+, so the model dies when
// both wound: 25/36. Were line 2 to start afresh, it could kill nothing.
func TestDamageCarriesIntoTheNextLine(t *testing.T) {
	res := calc(t, "torrent=1&s=8&t=4&sv=7&d=2&2.a=1&2.torrent=1&2.s=8&2.d=1&w=3&n=2")
	if d := res.Stages[5]; math.Abs(d.P(1)-25.0/36) > 1e-12 {
		t.Fatalf("destroyed %v, want one model with chance 25/36", d.PMF)
	}
	// S8 vs T4 wounds on 2+: 5/6 each.
	if got := res.Lines[1].Figures[1].Value; math.Abs(got-25.0/36) > 1e-12 {
		t.Errorf("line 2 destroyed share %v, want 25/36 (both lines must wound)", got)
	}
}

func TestLineErrors(t *testing.T) {
	bad := map[string][2]any{
		"9.a=1":                     {"9.a", 9},
		"2.s=5":                     {"2.a", 2},
		"3.a=1":                     {"2.a", 2},
		"2.a=D7":                    {"2.a", 2},
		"2.a=1&2.t=5":               {"2.t", 0}, // the target is shared
		"2.a=60&2.models=40":        {"2.a", 2}, // too many attacks on line 2
		"2.a=60&2.sus=6&2.models=3": {"2.sus", 2},
		// Each line within its bounds, together too large: the line that tips it is named.
		"models=40&a=5&sus=2&d=5D6&w=30&n=10&2.models=40&2.a=5&2.sus=2&2.d=5D6": {"2.a", 2},
	}
	for q, want := range bad {
		_, err := Calc.Calculate(mustQuery(q))
		var fe *ruleset.FieldError
		if !errors.As(err, &fe) || fe.Key != want[0] || (want[1] != 0 && fe.Line != want[1]) {
			t.Errorf("%s: %v, want a field error on %v", q, err, want[0])
		}
	}
}

// Devastating Wounds (launch text) land after all the unit's normal damage on
// the target (Core Rules, mortal wounds; 003 lines 1749-1767): two models of
// W2 with no save, a line of 5/6 chance of one mortal wound and a line of 5/6
// chance of a 2-damage wound. Normal damage first kills a model, then the
// mortal wound hurts the other: 5/6·2 + 5/6·1 = 5/2, in either order.
func TestDevastatingWoundsWaitForTheWholeUnit(t *testing.T) {
	dev, plain := "a=1&torrent=1&s=1&d=1&dev=1&anti=2", "a=1&torrent=1&s=8&d=2"
	line2 := func(q string) string {
		return strings.NewReplacer("a=", "2.a=", "torrent=", "2.torrent=", "s=", "2.s=", "d=", "2.d=", "dev=", "2.dev=", "anti=", "2.anti=").Replace(q)
	}
	target := "&sv=7&w=2&n=2"
	first := calc(t, dev+"&"+line2(plain)+target)
	second := calc(t, plain+"&"+line2(dev)+target)
	eq(t, "dev line first", first.Stages[4].Mean, 5.0/2)
	eq(t, "dev line second", second.Stages[4].Mean, 5.0/2)
	for s := range first.Stages {
		if a, b := first.Stages[s].PMF, second.Stages[s].PMF; len(a) != len(b) {
			t.Fatalf("stage %s: %v and %v", first.Stages[s].ID, a, b)
		}
		for k := range first.Stages[s].PMF {
			eq(t, "order of the lines", first.Stages[s].PMF[k], second.Stages[s].PMF[k])
		}
	}
	// P(3 lost) = 25/36 (both), P(2) = 5/36 (only the wound), P(1) = 5/36 (only the mortal wound).
	eq(t, "P(3 lost)", first.Stages[4].PMF[3], 25.0/36)
	eq(t, "P(2 lost)", first.Stages[4].PMF[2], 5.0/36)
	eq(t, "P(1 lost)", first.Stages[4].PMF[1], 5.0/36)
	if !strings.Contains(fmt.Sprint(first.Steps), "wait until the normal damage of all the lines") {
		t.Error("no step says the mortal wounds wait for every line")
	}
	// A Devastating Wounds weapon split into two lines is the same attack.
	weapon := "a=D6&s=5&ap=-1&d=D3&dev=1&anti=4&sus=1"
	whole := calc(t, "models=3&"+weapon+"&t=5&sv=3&w=3&n=5&fnp=6")
	split := calc(t, "models=1&"+weapon+"&2.models=2&2.a=D6&2.s=5&2.ap=-1&2.d=D3&2.dev=1&2.anti=4&2.sus=1&t=5&sv=3&w=3&n=5&fnp=6")
	for s, st := range whole.Stages {
		for k := range st.PMF {
			if math.Abs(split.Stages[s].PMF[k]-st.PMF[k]) > 1e-12 {
				t.Fatalf("stage %s P(%d): whole %v, split %v", st.ID, k, st.PMF[k], split.Stages[s].PMF[k])
			}
		}
	}
}

// The dice roller lets Devastating Wounds wait too: with the Devastating
// Wounds line first, a roll where both lines do their work loses 3 wounds
// (the 2-damage wound kills a model, then the mortal wound hurts the other),
// never 2 as it would if the mortal wound landed first; about 25 rolls in 36.
func TestRollDevastatingWoundsWait(t *testing.T) {
	q := mustQuery("a=1&torrent=1&s=1&d=1&dev=1&anti=2&2.a=1&2.torrent=1&2.s=8&2.d=2&sv=7&w=2&n=2")
	three := 0
	for seed := range uint64(360) {
		log, err := Calc.Roll(q, rand.New(rand.NewPCG(seed, 30)))
		if err != nil {
			t.Fatal(err)
		}
		lost, unsaved := log.Stage("damage").Total, log.Stage("unsaved").Total
		if unsaved == 2 && lost != 3 {
			t.Fatalf("seed %d: both lines got through, %d wounds lost, want 3", seed, lost)
		}
		if lost == 3 {
			three++
		}
	}
	if three < 200 || three > 300 {
		t.Errorf("3 wounds lost in %d rolls of 360, want about 250", three)
	}
}
