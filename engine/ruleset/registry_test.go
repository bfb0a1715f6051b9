package ruleset

import (
	"math/rand/v2"
	"net/url"
	"strings"
	"testing"
)

func validRuleset(id string) *Ruleset {
	return &Ruleset{
		Info: Info{ID: id, Name: "Game", Short: "G", Edition: "1st", Publisher: "P", Date: "2020",
			Source: Source{Title: "Book", File: "seed.txt"}, Coverage: "all", Cite: CitePages},
		Charts: []Chart{{ID: "c", Title: "C", Page: "1", Columns: []string{"a", "b"}, Rows: [][]string{{"1", "2"}}}},
		Sheets: []Sheet{{ID: "s", Title: "S", Pages: "1", Blocks: []Block{{Kind: ChartRef, Chart: "c"}}}},
	}
}

func TestRegistryKeepsOrderAndFindsByID(t *testing.T) {
	reg, err := NewRegistry(validRuleset("b"), validRuleset("a"))
	if err != nil {
		t.Fatal(err)
	}
	if got := reg.All(); len(got) != 2 || got[0].Info.ID != "b" || got[1].Info.ID != "a" {
		t.Fatalf("order not kept: %v", got)
	}
	if r, ok := reg.Get("a"); !ok || r.Info.ID != "a" {
		t.Fatal("Get(a) failed")
	}
	if _, ok := reg.Get("zz"); ok {
		t.Fatal("Get of an unknown id succeeded")
	}
}

func TestRegistryRejectsBadData(t *testing.T) {
	cases := map[string]func(r *Ruleset){
		"bad id":                 func(r *Ruleset) { r.Info.ID = "Bad ID" },
		"Info.Coverage":          func(r *Ruleset) { r.Info.Coverage = "" },
		"row 1 has 1 cells":      func(r *Ruleset) { r.Charts[0].Rows[0] = []string{"x"} },
		`chart "c": no citation`: func(r *Ruleset) { r.Charts[0].Page = "" },
		"unknown chart":          func(r *Ruleset) { r.Sheets[0].Blocks[0].Chart = "nope" },
		"defined twice":          func(r *Ruleset) { r.Charts = append(r.Charts, r.Charts[0]) },
	}
	for want, spoil := range cases {
		r := validRuleset("x")
		spoil(r)
		_, err := NewRegistry(r)
		if err == nil || !strings.Contains(err.Error(), strings.TrimPrefix(want, "bad ")) {
			t.Errorf("%s: got error %v", want, err)
		}
	}
	if _, err := NewRegistry(validRuleset("x"), validRuleset("x")); err == nil {
		t.Error("a duplicate id was accepted")
	}
}

func TestHasFollowsContent(t *testing.T) {
	r := validRuleset("x")
	for s, want := range map[Section]bool{Charts: true, Sheets: true, Reference: false, Checklist: false, Calc: false} {
		if r.Has(s) != want {
			t.Errorf("Has(%s) = %v, want %v", s, !want, want)
		}
	}
}

func TestChartMarkdownEscapesPipes(t *testing.T) {
	c := Chart{ID: "c", Title: "T", Page: "3", Columns: []string{"a|b"}, Rows: [][]string{{"x"}}}
	md := validRuleset("x").ChartMarkdown(c)
	if !strings.Contains(md, `a\|b`) || !strings.Contains(md, "Source: p. 3.") {
		t.Fatalf("unexpected markdown:\n%s", md)
	}
}

func TestRegistryRejectsBadReference(t *testing.T) {
	withRef := func() *Ruleset {
		r := validRuleset("x")
		r.Entries = []Entry{{ID: "a", Title: "A", Pages: "1", Body: "b"}}
		r.Glossary = []Term{{Term: "A", Entry: "a", Definition: "d"}}
		return r
	}
	if _, err := NewRegistry(withRef()); err != nil {
		t.Fatalf("a valid reference was rejected: %v", err)
	}
	cases := map[string]func(r *Ruleset){
		`entry "a" defined twice`:         func(r *Ruleset) { r.Entries = append(r.Entries, r.Entries[0]) },
		`entry "a": no citation`:          func(r *Ruleset) { r.Entries[0].Pages = "" },
		`reserved for the app`:            func(r *Ruleset) { r.Entries[0].ID = "glossary"; r.Glossary = nil },
		`points at unknown entry "zz"`:    func(r *Ruleset) { r.Glossary[0].Entry = "zz" },
		`glossary term "A" defined twice`: func(r *Ruleset) { r.Glossary = append(r.Glossary, r.Glossary[0]) },
		`field "k" refers to unknown entry "zz"`: func(r *Ruleset) {
			r.Calc = fieldsOnly{{Key: "k", Ref: "zz"}}
		},
	}
	for want, spoil := range cases {
		r := withRef()
		spoil(r)
		if _, err := NewRegistry(r); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got error %v", want, err)
		}
	}
}

// fieldsOnly is a calculator with a form and no maths, for validation tests.
type fieldsOnly []Field

func (f fieldsOnly) Form() *Form                                 { return &Form{Fields: f} }
func (fieldsOnly) Calculate(url.Values) (*Result, error)         { return nil, nil }
func (fieldsOnly) Roll(url.Values, *rand.Rand) (*RollLog, error) { return nil, nil }
