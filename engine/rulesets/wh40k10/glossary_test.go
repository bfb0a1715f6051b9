package wh40k10

import (
	"strings"
	"testing"
)

// A glossary term that names a rule of its own leads to that rule's entry, not
// to a neighbour that mentions it ("Unmodified" once led to Re-rolls).
func TestGlossaryTermsLeadToTheirOwnEntry(t *testing.T) {
	sys := New()
	for term, id := range map[string]string{"Unmodified": "unmodified-dice", "Re-roll": "re-rolls"} {
		found := false
		for _, g := range sys.Glossary {
			if g.Term == term {
				found = true
				e, ok := sys.Entry(g.Entry)
				if g.Entry != id || !ok || !strings.Contains(strings.ToLower(e.Title), strings.ToLower(strings.TrimSuffix(term, "-roll"))) {
					t.Errorf("%s leads to %q, want %s", term, g.Entry, id)
				}
			}
		}
		if !found {
			t.Errorf("no glossary term %q", term)
		}
	}
}
