package wh40k10

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"auspex/engine/ruleset"
)

// Every reference a checklist step or Stratagem names is an entry id of the
// contents plan, so the links work once the entries are written (the registry
// then checks them against the entries themselves).
func TestChecklistRefsAreInTheContentsPlan(t *testing.T) {
	files, err := filepath.Glob("ref/contents/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no contents plan: %v", err)
	}
	planned := map[string]bool{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
				planned[line] = true
			}
		}
	}
	rs := New()
	check := func(where, id string) {
		if !planned[id] {
			t.Errorf("%s refers to %q, which is not in the contents plan", where, id)
		}
	}
	steps := append(append([]ruleset.Step{}, rs.Setup...), rs.Turn.After...)
	for _, p := range rs.Phases {
		steps = append(steps, p.Steps...)
	}
	for _, s := range steps {
		for _, id := range s.Refs {
			check("step "+s.ID, id)
		}
		for _, o := range s.Plays {
			check("Stratagem "+o.Name, o.Ref)
		}
	}
}

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
