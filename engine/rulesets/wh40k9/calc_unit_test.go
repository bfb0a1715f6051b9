package wh40k9

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// Attacks of one profile are alike and independent, so ten models firing as
// one line or as lines of six and four give the same distributions, mortal
// wounds after each attack included.
func TestSplitLineIsTheWhole(t *testing.T) {
	const weapon = "&type=heavy&a=D3&s=5&ap=-1&d=2&hit6x=1&wound6mw=1&wound6ap=1"
	const target = "&t=4&sv=3&inv=5&w=3&n=6&fnp=6&cover=1"
	whole := calc(t, "models=10"+weapon+target)
	split := calc(t, "models=6"+weapon+target+"&2.models=4&2.type=heavy&2.a=D3&2.s=5&2.ap=-1&2.d=2&2.hit6x=1&2.wound6mw=1&2.wound6ap=1")
	if len(split.Lines) != 2 || len(whole.Lines) != 0 {
		t.Fatalf("lines: %d split, %d whole", len(split.Lines), len(whole.Lines))
	}
	for _, st := range whole.Stages {
		a, b := dist(t, whole, st.ID), dist(t, split, st.ID)
		for k := 0; k <= max(a.Max(), b.Max()); k++ {
			near(t, fmt.Sprintf("%s P(%d)", st.ID, k), b.P(k), a.P(k))
		}
	}
	// The lines' shares of the expected damage add up to the whole's.
	near(t, "shares", split.Lines[0].Figures[0].Value+split.Lines[1].Figures[0].Value, dist(t, whole, "damage").Mean())
}

// A model hurt by one line stays hurt for the next. One W2 model; each line
// is one attack that gets through with chance 5/6 × 5/6 (BS 2+, S8 vs T4, no
// save) for 1 damage: the model dies only if both do, (25/36)².
func TestHurtModelStaysHurt(t *testing.T) {
	r := calc(t, "a=1&bs=2&s=8&t=4&sv=7&w=2&n=1&2.a=1&2.bs=2&2.s=8")
	near(t, "P(destroyed)", r.Headline[2].Value, 625.0/1296)
	// A line's own figure is its share: the second line's expected wounds are
	// its chance to get through, since the model is still there to take them.
	near(t, "second line's damage", r.Lines[1].Figures[0].Value, 25.0/36)
	if r.Lines[1].Stages[0].Line != 2 || r.Steps[len(r.Steps)-1].Line != 2 {
		t.Errorf("line 2's stages and steps are not marked with their line")
	}
}

// A later Blast line counts the target's starting models, and says so.
func TestLaterBlastLineNote(t *testing.T) {
	said := func(q string) bool {
		return slices.ContainsFunc(calc(t, q).Notes, func(n string) bool { return strings.HasPrefix(n, "Blast counts") })
	}
	if !said("a=1&n=8&2.a=D6&2.type=heavy&2.blast=1") || said("a=D6&type=heavy&blast=1&n=8&2.a=1") || said("a=1&n=5&2.a=D6&2.type=heavy&2.blast=1") {
		t.Error("the Blast note is missing, or given where no later line's Blast depends on the count")
	}
}
