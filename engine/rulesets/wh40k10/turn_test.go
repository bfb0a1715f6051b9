package wh40k10

import "testing"

// The eleven core Stratagems are all offered, each with the cost printed on
// pp. 41-42 wherever it appears.
func TestCoreStratagemsOffered(t *testing.T) {
	want := map[string]int{
		"command-re-roll": 1, "counter-offensive": 2, "epic-challenge": 1, "insane-bravery": 1,
		"grenade": 1, "tank-shock": 1, "rapid-ingress": 1, "fire-overwatch": 1,
		"go-to-ground": 1, "smokescreen": 1, "heroic-intervention": 2,
	}
	seen := map[string]bool{}
	for _, p := range New().Phases {
		for _, s := range p.Steps {
			for _, o := range s.Plays {
				seen[o.ID] = true
				if cost, ok := want[o.ID]; !ok || o.Cost != cost || o.Counter != "cp" {
					t.Errorf("step %s offers %s at %d %s, want %d CP", s.ID, o.ID, o.Cost, o.Counter, cost)
				}
			}
		}
	}
	for id := range want {
		if !seen[id] {
			t.Errorf("%s is offered at no step", id)
		}
	}
}
