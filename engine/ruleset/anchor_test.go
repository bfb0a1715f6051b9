//go:build !wasm

package ruleset

import (
	"slices"
	"strings"
	"testing"
)

func TestParseLines(t *testing.T) {
	r, err := ParseLines("804-807, 1009")
	if err != nil || len(r) != 2 || r[0] != (LineRange{804, 807}) || r[1] != (LineRange{1009, 1009}) {
		t.Fatalf("got %v, %v", r, err)
	}
	for _, bad := range []string{"x", "807-804", "0", "5-", "1-500"} {
		if _, err := ParseLines(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

func TestNumbersMissing(t *testing.T) {
	seed := `Roll a D6 for each wound; on a 4+ it is saved. Move up to 6" and roll 2D6. Range 45cm; 1d4 hits.`
	for statement, want := range map[string][]string{
		"Save on 4+ with a D6; move 6\".":       nil,
		"Save on 5+.":                           {"5"},
		"Roll D3 for it.":                       {"D3"},
		"In the 10th edition, 2D6 and 6s.":      nil,
		"[Armour](ref:armour-2) saves on a 4+.": nil,
		"Hits on 3s, 12\" away":                 {"3", "12"},
		"Within 45cm, 1D4 hits":                 nil,
		"Within 40cm":                           {"40"},
		"Roll 3D6 then D3s":                     {"3", "D3"},
		"Roll 2D8":                              {"D8"},
		"On the 5th turn, 2d6 and 6s":           nil,
		"Alternate 40k":                         {"40"},
	} {
		if got := NumbersMissing(statement, seed); !slices.Equal(got, want) {
			t.Errorf("%q: missing %q, want %q", statement, got, want)
		}
	}
}

// A changed number in an anchored statement fails; the same statement marked
// as a ruling does not; an anchor past the seed's end fails.
func TestCheckAnchors(t *testing.T) {
	seed := []string{"Armour saves", "A model saves on a 4+ roll of a D6.", "", "Range is 12 inches."}
	r := &Ruleset{Info: Info{ID: "x"}, Entries: []Entry{
		{ID: "a", Lines: "2", Body: "Saves on 4+ with a D6.\n"},
		{ID: "b", Lines: "4", Body: "Range 12\".\n\n> **Ruling note:** we read 18 as 12.\n"},
	}}
	if errs := r.CheckAnchors(seed, true); len(errs) != 0 {
		t.Fatalf("sound anchors: %v", errs)
	}
	r.Entries[0].Body = "Saves on 5+ with a D6.\n"
	if errs := r.CheckAnchors(seed, true); len(errs) != 1 || !strings.Contains(errs[0].Error(), "5 not in lines 2") {
		t.Errorf("a changed number: %v", errs)
	}
	r.Entries[0].Lines = "3"
	if errs := r.CheckAnchors(seed, true); len(errs) != 1 || !strings.Contains(errs[0].Error(), "blank") {
		t.Errorf("a blank anchor: %v", errs)
	}
	r.Entries[0].Lines = "9"
	if errs := r.CheckAnchors(seed, true); len(errs) != 1 || !strings.Contains(errs[0].Error(), "the seed has 4 lines") {
		t.Errorf("an anchor past the end: %v", errs)
	}
	r.Entries[0].Lines = ""
	if errs := r.CheckAnchors(seed, true); len(errs) != 1 || !strings.Contains(errs[0].Error(), "no anchor") {
		t.Errorf("no anchor: %v", errs)
	}
	if errs := r.CheckAnchors(seed, false); len(errs) != 0 {
		t.Errorf("no anchor, not yet required: %v", errs)
	}
}

func TestBodyStatements(t *testing.T) {
	md := "Intro line\ncontinued.\n\n- one\n- two\n\n> **Ruling note:** ours\n> still ours\n\n> **Derived:** sum\n\n## Head\nText\n"
	got := bodyStatements(md)
	var marks []string
	for _, p := range got {
		marks = append(marks, p.mark+"|"+p.text)
	}
	want := []string{"|Intro line\ncontinued.", "|- one", "|- two", "ruling|**Ruling note:** ours\nstill ours", "derived|**Derived:** sum", "|## Head\nText"}
	if !slices.Equal(marks, want) {
		t.Errorf("got %q\nwant %q", marks, want)
	}
}
