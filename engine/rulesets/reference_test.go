package rulesets

import (
	"regexp"
	"strings"
	"testing"

	"auspex/engine/content/render"
)

var hrefs = regexp.MustCompile(`href="([^"]*)"`)

// Every entry of every system renders, and every link in the rendered HTML
// leads to an entry of the same system (or off the site, which content
// should not need: it is reported too).
func TestEveryEntryRendersAndEveryLinkResolves(t *testing.T) {
	for _, sys := range Registry().All() {
		prefix := "/" + sys.Info.ID + "/ref/"
		r := render.New(sys.Entries, sys.Glossary, func(id string) string { return prefix + id })
		for _, e := range sys.Entries {
			p, err := r.Entry(e.ID)
			if err != nil {
				t.Errorf("%s: %v", sys.Info.ID, err)
				continue
			}
			if strings.TrimSpace(p.HTML) == "" {
				t.Errorf("%s/%s renders empty", sys.Info.ID, e.ID)
			}
			for _, m := range hrefs.FindAllStringSubmatch(p.HTML, -1) {
				id, ok := strings.CutPrefix(m[1], prefix)
				if _, found := sys.Entry(id); !ok || !found {
					t.Errorf("%s/%s links to %q, which is not an entry", sys.Info.ID, e.ID, m[1])
				}
			}
		}
	}
}

// Every glossary term points at an entry (the registry checks it too; this
// names the term when it fails).
func TestEveryGlossaryTermHasAnEntry(t *testing.T) {
	for _, sys := range Registry().All() {
		for _, term := range sys.Glossary {
			if _, ok := sys.Entry(term.Entry); !ok {
				t.Errorf("%s: glossary term %q points at missing entry %q", sys.Info.ID, term.Term, term.Entry)
			}
		}
	}
}

// BenchmarkRenderReference renders every entry of every system, as the site
// generator does once per build (and as the wasm would on each view if
// goldmark were linked into it).
func BenchmarkRenderReference(b *testing.B) {
	all := Registry().All()
	n := 0
	for _, sys := range all {
		n += len(sys.Entries)
	}
	for b.Loop() {
		for _, sys := range all {
			r := render.New(sys.Entries, sys.Glossary, func(id string) string { return "/" + id })
			for _, e := range sys.Entries {
				if _, err := r.Entry(e.ID); err != nil {
					b.Fatal(err)
				}
			}
		}
	}
	b.ReportMetric(float64(n), "entries")
}

// BenchmarkRenderEntry renders one long entry with a prepared renderer: the
// cost of a page view if the wasm rendered Markdown itself.
func BenchmarkRenderEntry(b *testing.B) {
	sys, _ := Registry().Get("wh40k10")
	if len(sys.Entries) == 0 {
		b.Skip("no entries")
	}
	r := render.New(sys.Entries, sys.Glossary, func(id string) string { return "/" + id })
	long := sys.Entries[0]
	for _, e := range sys.Entries {
		if len(e.Body) > len(long.Body) {
			long = e
		}
	}
	for b.Loop() {
		if _, err := r.Entry(long.ID); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(long.Body)), "bytes")
}
