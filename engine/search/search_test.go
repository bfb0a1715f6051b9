package search

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/rulesets"
)

func fixture() *Index {
	r := &ruleset.Ruleset{Info: ruleset.Info{ID: "g"},
		Entries: []ruleset.Entry{
			{ID: "devastating-wounds", Title: "Devastating Wounds", Aliases: []string{"[DEVASTATING WOUNDS]", "DW"}, Body: "A critical wound inflicts **mortal wounds**."},
			{ID: "feel-no-pain", Title: "Feel No Pain", Keywords: []string{"FNP"}, Body: "Roll a D6 for each wound lost; on the number, it is not lost."},
			{ID: "mortal-wounds", Title: "Mortal Wounds", Body: "Damage with no saving throw. See [Feel No Pain](ref:feel-no-pain)."},
			{ID: "hover", Title: "Hover", Body: "An aircraft that hovers is not an aircraft until the end of the battle."},
		},
		Charts: []ruleset.Chart{{ID: "wound-roll", Title: "Wound Roll", Caption: "Strength against toughness", Columns: []string{"S vs T", "Roll"}, Rows: [][]string{{"S ≥ 2×T", "2+"}}}},
		Glossary: []ruleset.Term{
			{Term: "Mortal wound", Entry: "mortal-wounds", Definition: "damage that ignores saves"},
			{Term: "Mortal Wounds", Entry: "mortal-wounds", Definition: "the entry's own title again"},
		},
	}
	other := &ruleset.Ruleset{Info: ruleset.Info{ID: "h"}, Entries: []ruleset.Entry{{ID: "hover", Title: "Hover", Body: "Other game."}}}
	return New(r, other)
}

func top(t *testing.T, ix *Index, q, system string) Hit {
	t.Helper()
	hs := ix.Search(q, system, 10)
	if len(hs) == 0 {
		t.Fatalf("%q: no hits", q)
	}
	return hs[0]
}

func TestRanksAndTolerates(t *testing.T) {
	ix := fixture()
	for q, want := range map[string]string{
		"devastating wounds": "devastating-wounds",
		"devast":             "devastating-wounds", // prefix
		"devastatign":        "devastating-wounds", // swapped letters
		"fel no pain":        "feel-no-pain",       // one typo
		"FNP":                "feel-no-pain",       // keyword
		"dw":                 "devastating-wounds", // alias
		"mortal wounds":      "mortal-wounds",      // exact title beats a body mention
		"wound roll":         "wound-roll",         // a chart
		"toughness":          "wound-roll",         // chart caption
	} {
		if got := top(t, ix, q, "g"); got.Doc.ID != want {
			t.Errorf("%q: top hit %s (%d), want %s", q, got.Doc.ID, got.Score, want)
		}
	}
	if hs := ix.Search("hover", "g", 10); len(hs) != 1 {
		t.Errorf("system filter: %d hits for hover in g", len(hs))
	}
	if hs := ix.Search("hover", "", 10); len(hs) != 2 {
		t.Errorf("all systems: %d hits for hover", len(hs))
	}
}

// A glossary line that only repeats its entry's title is not a second result.
func TestGlossaryRepeatingATitleIsOneResult(t *testing.T) {
	ix := fixture()
	n := 0
	for _, h := range ix.Search("mortal wounds", "g", 10) {
		if h.Doc.Target == "mortal-wounds" && h.Doc.Kind == TermDoc {
			n++
			if h.Doc.Title != "Mortal wound" {
				t.Errorf("glossary result %q repeats the entry's title", h.Doc.Title)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d glossary results for mortal wounds, want the one distinct term", n)
	}
}

func TestSpansMarkTheMatch(t *testing.T) {
	h := top(t, fixture(), "devast", "g")
	if len(h.TitleSpans) != 1 || h.Doc.Title[h.TitleSpans[0].Start:h.TitleSpans[0].End] != "Devast" {
		t.Fatalf("title spans %v", h.TitleSpans)
	}
	h = top(t, fixture(), "saving", "g")
	if len(h.SnippetSpans) != 1 || h.Snippet[h.SnippetSpans[0].Start:h.SnippetSpans[0].End] != "saving" {
		t.Fatalf("snippet %q spans %v", h.Snippet, h.SnippetSpans)
	}
	if strings.Contains(h.Snippet, "ref:") || strings.Contains(h.Snippet, "**") {
		t.Fatalf("markup in snippet %q", h.Snippet)
	}
}

// Any input: hits or none, never a panic; spans always inside their strings.
func TestOddQueries(t *testing.T) {
	ix := fixture()
	for _, q := range []string{"", "   ", ".*[(", "<script>alert(1)</script>", strings.Repeat("wound ", 10000), "Ультрамарины", "惑星", "\xff\xfe", "a"} {
		checkHits(t, q, ix.Search(q, "", 20))
	}
	if hs := ix.Search("<b>hover</b>", "g", 5); len(hs) == 0 || hs[0].Doc.ID != "hover" {
		t.Error("markup around a word should still find it")
	}
}

func checkHits(t *testing.T, q string, hs []Hit) {
	t.Helper()
	for _, h := range hs {
		for _, s := range h.TitleSpans {
			if s.Start < 0 || s.End > len(h.Doc.Title) || s.Start >= s.End {
				t.Fatalf("%q: bad title span %v in %q", q, s, h.Doc.Title)
			}
		}
		for _, s := range h.SnippetSpans {
			if s.Start < 0 || s.End > len(h.Snippet) || s.Start >= s.End {
				t.Fatalf("%q: bad snippet span %v in %q", q, s, h.Snippet)
			}
		}
	}
}

func FuzzSearch(f *testing.F) {
	ix := fixture()
	for _, s := range []string{"fel no pain", "devast", "", "((", "\x00", "ß", "wound wound wound"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) { checkHits(t, q, ix.Search(q, "", 20)) })
}

// Every entry of every system is found by its title and by each alias.
func TestFindsEveryEntryByTitleAndAlias(t *testing.T) {
	reg := rulesets.Registry()
	ix := New(reg.All()...)
	for _, sys := range reg.All() {
		owners := map[string][]string{} // a name -> the entries that claim it
		for _, e := range sys.Entries {
			for _, q := range append([]string{e.Title}, e.Aliases...) {
				if o := owners[normal(q)]; !slices.Contains(o, e.ID) {
					owners[normal(q)] = append(o, e.ID)
				}
			}
		}
		for _, e := range sys.Entries {
			for _, q := range append([]string{e.Title}, e.Aliases...) {
				if o := owners[normal(q)]; len(o) > 1 {
					if o[0] != e.ID {
						continue // reported once, with the first entry claiming it
					}
					t.Errorf("%s: %q names several entries (%s): a search for it can open only one", sys.Info.ID, q, strings.Join(o, ", "))
					continue
				}
				hs := ix.Search(q, sys.Info.ID, 5)
				if len(hs) == 0 || hs[0].Doc.Target != e.ID {
					got := "nothing"
					if len(hs) > 0 {
						got = fmt.Sprintf("%s %q", hs[0].Doc.Kind, hs[0].Doc.ID)
					}
					t.Errorf("%s: searching %q finds %s first, not entry %s", sys.Info.ID, q, got, e.ID)
				}
			}
		}
	}
}

var queries = []string{"devastating wounds", "devast", "fel no pain", "hover", "charge", "lethal", "benefit of cover", "x", "battle shock test", "rapid ingress"}

func BenchmarkSearchAllSystems(b *testing.B) {
	ix := New(rulesets.Registry().All()...)
	for i := 0; b.Loop(); i++ {
		ix.Search(queries[i%len(queries)], "", 20)
	}
	b.ReportMetric(float64(ix.Len()), "docs")
}

// synthetic is the whole registry plus four more copies of wh40k10's content
// under other ids, each with its words altered so the vocabulary grows too.
func synthetic() []*ruleset.Ruleset {
	reg := rulesets.Registry()
	all := reg.All()
	src, _ := reg.Get("wh40k10")
	for k := 1; k <= 4; k++ {
		c := *src
		c.Info.ID = fmt.Sprintf("syn%d", k)
		suffix := fmt.Sprintf("q%d", k)
		c.Entries = nil
		for _, e := range src.Entries {
			e.Body = strings.ReplaceAll(e.Body, "e ", "e"+suffix+" ")
			c.Entries = append(c.Entries, e)
		}
		all = append(all, &c)
	}
	return all
}

func BenchmarkSearchSynthetic5x(b *testing.B) {
	ix := New(synthetic()...)
	for i := 0; b.Loop(); i++ {
		ix.Search(queries[i%len(queries)], "", 20)
	}
	b.ReportMetric(float64(ix.Len()), "docs")
}

func BenchmarkBuildIndex(b *testing.B) {
	all := rulesets.Registry().All()
	for b.Loop() {
		New(all...)
	}
}

func TestPlainText(t *testing.T) {
	got := PlainText("# Head\n\n- **One** [link](ref:x)\n2. `two`\n\n> quote\n")
	if got != "Head One link two quote" {
		t.Fatalf("PlainText: %q", got)
	}
}

// Results carry the origin of what they open: an entry from an FAQ, a term of
// that entry, and nothing for the book's own.
func TestHitsCarryOrigin(t *testing.T) {
	r := &ruleset.Ruleset{Info: ruleset.Info{ID: "g", Origins: []ruleset.Origin{{ID: "core9", Badge: "9th core", Label: "not in the source"}}},
		Entries: []ruleset.Entry{{ID: "hover", Title: "Hover", Body: "x", Origin: ruleset.FAQ}, {ID: "aircraft", Title: "Aircraft", Body: "y"},
			{ID: "zoom", Title: "Zoom", Body: "z", Origin: "core9"}},
		Charts:   []ruleset.Chart{{ID: "c", Title: "Speeds", Columns: []string{"a"}, Rows: [][]string{{"1"}}, Origin: "core9"}},
		Glossary: []ruleset.Term{{Term: "Hover mode", Entry: "hover", Definition: "d"}}}
	ix := New(r)
	for q, want := range map[string]string{"hover": "FAQ", "hover mode": "FAQ", "aircraft": "", "zoom": "9th core", "speeds": "9th core"} {
		if h := top(t, ix, q, "g"); h.Doc.Origin.Badge != want {
			t.Errorf("%q: origin badge %q, want %q", q, h.Doc.Origin.Badge, want)
		}
	}
}

// TestBuilderInStepsIsTheSameIndex builds every system's index a few
// documents a step, as the browser does, and checks it answers exactly as the
// index built at once; a step before the end leaves it unfinished.
func TestBuilderInStepsIsTheSameIndex(t *testing.T) {
	rs := rulesets.Registry().All()
	whole := New(rs...)
	for _, n := range []int{1, 7, 50} {
		b := NewBuilder(func(_ string, e ruleset.Entry) string { return PlainText(e.Body) }, rs...)
		steps := 0
		for !b.Step(n) {
			steps++
		}
		if want := (whole.Len() + n - 1) / n; steps < want-1 {
			t.Errorf("steps of %d: done after %d steps, want at least %d for %d documents", n, steps, want-1, whole.Len())
		}
		if !b.Step(n) {
			t.Errorf("steps of %d: a step after the end reports unfinished", n)
		}
		ix := b.Index()
		if ix.Len() != whole.Len() || !slices.Equal(ix.vocab, whole.vocab) {
			t.Fatalf("steps of %d: %d documents, %d words; at once: %d, %d", n, ix.Len(), len(ix.vocab), whole.Len(), len(whole.vocab))
		}
		for _, q := range []string{"devastating wounds", "fel no pain", "hover", "blast marker", "lance", "armour", "D6"} {
			got, want := ix.Search(q, "", 30), whole.Search(q, "", 30)
			if len(got) != len(want) {
				t.Fatalf("steps of %d, %q: %d hits, at once %d", n, q, len(got), len(want))
			}
			for i := range got {
				if got[i].Doc.System != want[i].Doc.System || got[i].Doc.ID != want[i].Doc.ID || got[i].Score != want[i].Score || got[i].Snippet != want[i].Snippet {
					t.Errorf("steps of %d, %q, hit %d: %s/%s %d, at once %s/%s %d", n, q, i,
						got[i].Doc.System, got[i].Doc.ID, got[i].Score, want[i].Doc.System, want[i].Doc.ID, want[i].Score)
				}
			}
		}
	}
	b := NewBuilder(func(string, ruleset.Entry) string { return "" }, rs...)
	if b.Step(1) {
		t.Error("one step of all systems' documents reports the index complete")
	}
}

// The titles' index finds names (titles, aliases, keywords, chart titles,
// glossary terms) and nothing that only the text holds.
func TestTitleBuilderIndexesNamesOnly(t *testing.T) {
	r := &ruleset.Ruleset{Info: ruleset.Info{ID: "g"},
		Entries:  []ruleset.Entry{{ID: "feel-no-pain", Title: "Feel No Pain", Aliases: []string{"FNP"}, Keywords: []string{"ignore"}, Body: "Roll a D6 per wound lost."}},
		Charts:   []ruleset.Chart{{ID: "wound-roll", Title: "Wound Roll", Caption: "Strength against toughness", Columns: []string{"S vs T", "Roll"}, Rows: [][]string{{"S ≥ 2×T", "2+"}}}},
		Glossary: []ruleset.Term{{Term: "Mortal wound", Entry: "feel-no-pain", Definition: "damage that ignores saves"}},
	}
	ix := NewTitleBuilder(r).Index()
	for q, want := range map[string]string{"feel no pain": "feel-no-pain", "fnp": "feel-no-pain", "ignore": "feel-no-pain", "wound roll": "wound-roll", "mortal wound": "Mortal wound"} {
		if h := ix.Search(q, "", 5); len(h) == 0 || h[0].Doc.ID != want {
			t.Errorf("%q: %v, want %s first", q, h, want)
		}
	}
	for _, q := range []string{"strength", "toughness", "saves", "lost"} {
		if h := ix.Search(q, "", 5); len(h) != 0 {
			t.Errorf("%q is only in text, yet found %s", q, h[0].Doc.ID)
		}
	}
	if full := New(r); len(full.Search("toughness", "", 5)) == 0 {
		t.Error("the whole index does not find a chart's caption")
	}
}

// A question is searched for its words that are not stop words; a document
// with all of them ranks above any that has only some, however well those
// match; a form of a word finds its other forms ("penetrated", "penetrating").
func TestQuestions(t *testing.T) {
	r := &ruleset.Ruleset{Info: ruleset.Info{ID: "g"},
		Entries: []ruleset.Entry{
			{ID: "charge", Title: "Charge", Body: "Roll 2D6."},
			{ID: "heroic", Title: "Heroic Intervention", Body: "After the charge, a character may move 3 inches."},
			{ID: "pen", Title: "Glancing", Body: "A penetrating hit."},
			{ID: "fnp", Title: "Feel No Pain", Body: "Roll a D6."},
		}}
	ix := New(r)
	hs := ix.Search("how far can a character move after a charge", "g", 10)
	if len(hs) < 2 || hs[0].Doc.ID != "heroic" || hs[1].Doc.ID != "charge" {
		t.Fatalf("the question finds %v; want heroic (every word), then charge (only one)", hs)
	}
	var marked []string
	for _, s := range hs[0].SnippetSpans {
		marked = append(marked, hs[0].Snippet[s.Start:s.End])
	}
	if !slices.Equal(marked, []string{"charge", "character", "move"}) {
		t.Errorf("marked %q: stop words are not matches", marked)
	}
	for q, want := range map[string]string{"what is feel no pain": "fnp", "the": "heroic", "penetrated": "pen", "what does a glancing hit do": "pen"} {
		if h := top(t, ix, q, "g"); h.Doc.ID != want {
			t.Errorf("%q: %s first, want %s", q, h.Doc.ID, want)
		}
	}
	if h := top(t, ix, "penetrated", "g"); len(h.SnippetSpans) != 1 || h.Snippet[h.SnippetSpans[0].Start:h.SnippetSpans[0].End] != "penetrat" {
		t.Errorf("penetrated: snippet %q marks %v", h.Snippet, h.SnippetSpans)
	}
}
