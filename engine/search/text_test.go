package search

import (
	"slices"
	"testing"

	"auspex/engine/content/render"
	"auspex/engine/rulesets"
)

// The browser indexes each entry's rendered HTML (HTMLText), the tests and
// benchmarks its Markdown (PlainText): both must give the same words, in the
// same order, for every entry of every system.
func TestHTMLTextHasTheMarkdownsWords(t *testing.T) {
	n := 0
	for _, sys := range rulesets.Registry().All() {
		r := render.New(sys.Entries, sys.Glossary, func(id string) string { return "/" + sys.Info.ID + "/ref/" + id })
		for _, e := range sys.Entries {
			p, err := r.Entry(e.ID)
			if err != nil {
				t.Fatal(err)
			}
			want, got := words(PlainText(e.Body)), words(HTMLText(p.HTML))
			if !slices.Equal(got, want) {
				i := 0
				for i < len(got) && i < len(want) && got[i] == want[i] {
					i++
				}
				t.Errorf("%s/%s: the HTML's words part from the Markdown's at word %d: %q against %q",
					sys.Info.ID, e.ID, i, got[i:min(i+6, len(got))], want[i:min(i+6, len(want))])
			}
			n++
		}
	}
	if n == 0 {
		t.Fatal("no entries")
	}
}

func TestHTMLText(t *testing.T) {
	got := HTMLText("<h2>Head</h2>\n<p><strong>One</strong>s &amp; <a href=\"/x\">link</a></p><ul><li>two</li><li>&lt;3&gt; &quot;q&quot;</li></ul>")
	if want := `Head Ones & link two <3> "q"`; got != want {
		t.Fatalf("HTMLText: %q, want %q", got, want)
	}
}

func words(s string) []string {
	var out []string
	for _, t := range tokens(s) {
		out = append(out, t.word)
	}
	return out
}
