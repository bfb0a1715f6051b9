package search

import (
	"fmt"
	"strings"
	"testing"

	"auspex/engine/rulesets"
)

// playerQuestions are questions as players type them on a phone mid-game,
// four per system, each with the entry that answers it. They were written,
// and each entry chosen by reading the entries, before the search was tuned
// for them: do not reword a question or change its entry to make it pass.
var playerQuestions = []struct{ system, q, entry string }{
	{"wh40k10", "how far does a unit run", "advance-move"},
	{"wh40k10", "can i shoot after falling back", "fall-back-move"},
	{"wh40k10", "do i need line of sight to shoot", "visibility"},
	{"wh40k10", "can my character join a squad", "leader"},

	{"wh40k9", "how many models flee when i fail morale", "morale-phase"},
	{"wh40k9", "can i target a character near a vehicle", "look-out-sir"},
	{"wh40k9", "what do i need to hit on overwatch", "fire-overwatch"},
	{"wh40k9", "can my unit disembark after the transport moved", "transports"},

	{"wh40k5", "when do i roll for reserves", "reserves"},
	{"wh40k5", "how far does a unit run", "run"},
	{"wh40k5", "does a power fist ignore armour saves", "close-combat-weapons"},
	{"wh40k5", "what does a glancing hit do to a vehicle", "vehicle-damage-table"},

	{"epic", "what does a blast marker do", "blast-markers"},
	{"epic", "how do i rally a broken formation", "rallying"},
	{"epic", "how far can i move on a double action", "actions"},
	{"epic", "who wins an assault", "assault-result"},

	{"alt40k", "how many shots does rapid fire get", "rapid-fire"},
	{"alt40k", "what does going to ground do", "go-to-ground"},
	{"alt40k", "how far do units flee", "flee-and-pursue"},
	{"alt40k", "what happens when a vehicle is penetrated", "vehicle-damage"},
}

// TestPlayerQuestions: each question finds the entry that answers it first
// or second, in its system's own index as the app builds it. A result opens
// the entry when it is the entry or one of its glossary terms.
func TestPlayerQuestions(t *testing.T) {
	reg := rulesets.Registry()
	for _, pq := range playerQuestions {
		sys, ok := reg.Get(pq.system)
		if !ok {
			t.Fatalf("no system %s", pq.system)
		}
		if _, ok := sys.Entry(pq.entry); !ok {
			t.Fatalf("%s: no entry %s", pq.system, pq.entry)
		}
	}
	indexes := map[string]*Index{}
	for _, pq := range playerQuestions {
		ix := indexes[pq.system]
		if ix == nil {
			sys, _ := reg.Get(pq.system)
			ix = New(sys)
			indexes[pq.system] = ix
		}
		hs := ix.Search(pq.q, pq.system, 10)
		rank := -1
		var got []string
		for i, h := range hs {
			if h.Doc.Kind != ChartDoc && h.Doc.Target == pq.entry && rank < 0 {
				rank = i
			}
			got = append(got, fmt.Sprintf("%s %s (%d)", h.Doc.Kind, h.Doc.ID, h.Score))
		}
		if rank < 0 || rank > 1 {
			t.Errorf("%s: %q ranks %s at %d, want first or second; got %s", pq.system, pq.q, pq.entry, rank+1, strings.Join(got, ", "))
		}
	}
}
