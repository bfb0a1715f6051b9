package wh40k9

import (
	"strings"
	"testing"
)

// The seven phases of a 9th edition turn, in the booklet's order (p. 9).
func TestSevenPhasesInOrder(t *testing.T) {
	want := []string{"command", "movement", "psychic", "shooting", "charge", "fight", "morale"}
	got := New().Phases
	if len(got) != len(want) {
		t.Fatalf("%d phases, want %d", len(got), len(want))
	}
	for i, p := range got {
		if p.ID != want[i] {
			t.Errorf("phase %d is %s, want %s", i+1, p.ID, want[i])
		}
	}
}

// The five core Stratagems are all offered, each wherever it appears at the
// cost the core-stratagems chart gives, and its timing matches the chart's turn.
func TestCoreStratagemsOffered(t *testing.T) {
	cost := map[string]int{}
	for _, r := range chart(t, "core-stratagems").Rows {
		id := strings.ToLower(strings.ReplaceAll(r[0], " ", "-"))
		cost[id] = int(r[1][0] - '0')
	}
	seen := map[string]bool{}
	for _, p := range New().Phases {
		for _, s := range p.Steps {
			for _, o := range s.Plays {
				seen[o.ID] = true
				if c, ok := cost[o.ID]; !ok || o.Cost != c || o.Counter != "cp" {
					t.Errorf("step %s offers %s at %d %s, want %d CP", s.ID, o.ID, o.Cost, o.Counter, c)
				}
				if o.Ref != o.ID {
					t.Errorf("%s refers to entry %q", o.ID, o.Ref)
				}
			}
		}
	}
	for id := range cost {
		if !seen[id] {
			t.Errorf("%s is offered at no step", id)
		}
	}
}

// The player whose turn it is gains 1CP in their Command phase, by the
// checklist's effect, and nobody else does.
func TestCommandPhaseGainsOneCP(t *testing.T) {
	gains := 0
	for _, p := range New().Phases {
		for _, s := range p.Steps {
			for _, e := range s.Effects {
				if e.Counter == "cp" {
					gains += e.Delta
					if p.ID != "command" {
						t.Errorf("%s gives CP outside the Command phase", s.ID)
					}
				}
			}
		}
	}
	if gains != 1 {
		t.Errorf("a turn gains %dCP, want 1", gains)
	}
}
