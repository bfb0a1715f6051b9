package ruleset

import (
	"reflect"
	"testing"
)

func TestLinkerLinksEachEntryOnce(t *testing.T) {
	lk := NewLinker([]Entry{
		{ID: "re-rolls", Title: "Re-rolls", Aliases: []string{"Re-roll"}},
		{ID: "command-re-roll", Title: "Command Re-roll"},
		{ID: "objective-markers", Title: "Objective Marker"},
		{ID: "flying", Title: "Flying", Aliases: []string{"FLY"}},
		{ID: "cap", Title: "Hit modifier cap", Aliases: []string{"-1 to hit"}},
	}, []Term{{Term: "Fly", Entry: "flying"}})
	got := lk.Link("A Command Re-roll is a re-roll; hold objective markers. FLY, fly; -1 to hit, not x-1 to hit.", "")
	want := []Run{
		{Text: "A "}, {Text: "Command Re-roll", Entry: "command-re-roll"}, {Text: " is a "},
		{Text: "re-roll", Entry: "re-rolls"}, {Text: "; hold "}, {Text: "objective markers", Entry: "objective-markers"},
		{Text: ". "}, {Text: "FLY", Entry: "flying"}, {Text: ", fly; "}, {Text: "-1 to hit", Entry: "cap"}, {Text: ", not x-1 to hit."},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Link:\n got %q\nwant %q", got, want)
	}
	if got := lk.Linked("Flying models fly over re-rolls", "flying"); !reflect.DeepEqual(got, []string{"re-rolls"}) {
		t.Errorf("Linked with self: %q", got)
	}
	if got := lk.Link("", ""); got != nil {
		t.Errorf("empty text: %q", got)
	}
}
