package render

import (
	"strings"
	"testing"

	"auspex/engine/ruleset"
)

func testRenderer(bodies map[string]string) *Renderer {
	entries := []ruleset.Entry{
		{ID: "lethal-hits", Title: "Lethal Hits", Aliases: []string{"[LETHAL HITS]"}},
		{ID: "devastating-wounds", Title: "Devastating Wounds"},
		{ID: "feel-no-pain", Title: "Feel No Pain"},
		{ID: "feel", Title: "Feel"},
		{ID: "objective-marker", Title: "Objective Marker"},
		{ID: "monster", Title: "Monsters"},
	}
	for i := range entries {
		entries[i].Body = bodies[entries[i].ID]
	}
	gloss := []ruleset.Term{{Term: "MONSTER", Entry: "monster", Definition: "a keyword"}}
	return New(entries, gloss, func(id string) string { return "/pre/sys/ref/" + id })
}

func render(t *testing.T, body string) Page {
	t.Helper()
	p, err := testRenderer(map[string]string{"lethal-hits": body}).Entry("lethal-hits")
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestAutoLinks(t *testing.T) {
	cases := []struct{ body, want, not string }{
		// First mention only, with the route prefix.
		{"Devastating Wounds and devastating wounds.", `<a href="/pre/sys/ref/devastating-wounds" class="auto">Devastating Wounds</a> and devastating wounds.`, ""},
		// The longest name wins.
		{"Feel No Pain rolls.", `<a href="/pre/sys/ref/feel-no-pain" class="auto">Feel No Pain</a>`, `ref/feel"`},
		// Whole words only.
		{"Feelings aside.", "Feelings aside.", "<a"},
		// Never to itself.
		{"Lethal Hits are hits.", "Lethal Hits are", "<a"},
		// ALL-CAPS keywords are case-sensitive; the plain word is not a keyword.
		{"A MONSTER, not a monster.", `<a href="/pre/sys/ref/monster" class="auto">MONSTER</a>, not a monster.`, ""},
		// Plurals.
		{"Control objective markers.", `<a href="/pre/sys/ref/objective-marker" class="auto">objective markers</a>.`, ""},
		// Not inside code or existing links.
		{"`Feel No Pain` and [Feel No Pain](https://example.com)", "<code>Feel No Pain</code>", "class=\"auto\""},
	}
	for _, c := range cases {
		got := render(t, c.body).HTML
		if !strings.Contains(got, c.want) || c.not != "" && strings.Contains(got, c.not) {
			t.Errorf("%q:\n got  %s\n want %s without %q", c.body, got, c.want, c.not)
		}
	}
}

func TestRefLinksRawHTMLAndNotes(t *testing.T) {
	p := render(t, "See [the other](ref:devastating-wounds).\n\n<script>alert(1)</script>\n\nInline <b>bold</b>.\n\n> **Ruling note:** how it plays.\n\n> **FAQ:** what the FAQ says.\n\n> A plain quote.\n")
	for _, want := range []string{
		`<a href="/pre/sys/ref/devastating-wounds">the other</a>`,
		"&lt;script&gt;alert(1)&lt;/script&gt;",
		"Inline &lt;b&gt;bold&lt;/b&gt;.",
		`<blockquote class="ruling-note" role="note">`,
		`<blockquote class="faq-note" role="note">`,
		"<blockquote>\n<p>A plain quote.",
	} {
		if !strings.Contains(p.HTML, want) {
			t.Errorf("missing %s in\n%s", want, p.HTML)
		}
	}
	if strings.Contains(p.HTML, "<script") || strings.Contains(p.HTML, "<b>") {
		t.Errorf("raw HTML rendered:\n%s", p.HTML)
	}
	if strings.Join(p.Links, ",") != "devastating-wounds" {
		t.Errorf("links %v", p.Links)
	}
	if _, err := testRenderer(map[string]string{"feel": "[x](ref:nope)"}).Entry("feel"); err == nil || !strings.Contains(err.Error(), "ref:nope") {
		t.Errorf("broken link accepted: %v", err)
	}
	if _, err := testRenderer(nil).Entry("nope"); err == nil {
		t.Error("an unknown entry rendered")
	}
}

func FuzzRender(f *testing.F) {
	for _, s := range []string{"Feel No Pain", "[x](ref:feel)", "<div>", "> **Ruling note:** x", "MONSTERs Monsters", "`a` *b* [c]", "\x00\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		p, err := testRenderer(map[string]string{"lethal-hits": body}).Entry("lethal-hits")
		if err != nil {
			if !strings.Contains(err.Error(), "broken link") {
				t.Fatalf("unexpected error: %v", err)
			}
			return
		}
		if strings.Contains(strings.ToLower(p.HTML), "<script") {
			t.Fatalf("raw HTML got through: %s", p.HTML)
		}
	})
}

// A body's shallowest heading becomes an h2 under the page's h1, the rest keep
// their distance from it.
func TestHeadingsStartAtLevelTwo(t *testing.T) {
	cases := map[string]string{
		"### Details\n\ntext\n\n#### More": "<h2>Details</h2>\n<p>text</p>\n<h3>More</h3>",
		"## Details\n\n### More":           "<h2>Details</h2>\n<h3>More</h3>",
		"# Top\n\n## Next":                 "<h2>Top</h2>\n<h3>Next</h3>",
	}
	for body, want := range cases {
		if got := render(t, body).HTML; !strings.Contains(got, want) {
			t.Errorf("%q: got %s, want %s", body, got, want)
		}
	}
}
