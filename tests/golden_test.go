//go:build !wasm

// Package tests holds the cross-cutting tests: golden files for every chart and
// sheet of every system, and the browser tests of the built site.
package tests

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	ui "auspex/app"
	"auspex/engine/rulesets"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
	"github.com/sebdah/goldie/v2"
)

// Golden files pin every chart and sheet twice: as Markdown (what a reviewer
// reads against the book) and as the HTML its component renders. Update them
// with GOLDIE_UPDATE=1 go test ./tests/... and read the diff against the seed.

// pinned is one chart or sheet as its golden files hold it.
type pinned struct {
	name     string // testdata path without the .md/.html.golden ending
	markdown func() string
	html     func() string
}

// everything lists every chart and sheet of every system in the registry.
func everything() []pinned {
	var all []pinned
	for _, sys := range rulesets.Registry().All() {
		for _, c := range sys.Charts {
			all = append(all, pinned{
				name:     filepath.Join(sys.Info.ID, "charts", c.ID),
				markdown: func() string { return sys.ChartMarkdown(c) },
				html: func() string {
					return app.HTMLStringWithIndent(&ui.ChartTable{Chart: c, Info: sys.Info, System: sys})
				},
			})
		}
		for _, s := range sys.Sheets {
			all = append(all, pinned{
				name:     filepath.Join(sys.Info.ID, "sheets", s.ID),
				markdown: func() string { return sys.SheetMarkdown(s) },
				html:     func() string { return app.HTMLStringWithIndent(&ui.SheetPage{System: sys, Sheet: s}) },
			})
		}
	}
	return all
}

func TestGoldenChartsAndSheets(t *testing.T) {
	t.Setenv("GOAPP_ROOT_PREFIX", "") // links as on a site at the root, whatever ran before
	for _, p := range everything() {
		t.Run(p.name, func(t *testing.T) {
			g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
			g.Assert(t, p.name+".md", []byte(p.markdown()))
			g.Assert(t, p.name+".html", []byte(normalizeHTML(p.html())+"\n"))
		})
	}
}

// A golden file whose chart or sheet is gone is stale: it would pin nothing.
func TestNoStaleGoldenFiles(t *testing.T) {
	want := map[string]bool{}
	for _, p := range everything() {
		want[p.name] = true
	}
	err := filepath.WalkDir("testdata", func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".golden") {
			return err
		}
		rel, _ := filepath.Rel("testdata", p)
		base := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(rel, ".golden"), ".md"), ".html")
		if !want[base] {
			t.Errorf("%s pins no chart or sheet of the registry: delete it or restore what it pinned", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// The pipeline must be proven on real data: the 10th edition Wound Roll chart.
func TestWoundRollChartIsThere(t *testing.T) {
	sys, _ := rulesets.Registry().Get("wh40k10")
	c, ok := sys.Chart("wound-roll")
	if !ok {
		t.Fatal("wh40k10 has no wound-roll chart")
	}
	var got []string
	for _, r := range c.Rows {
		got = append(got, r[1])
	}
	// p. 21 holds the chart; its notes' exceptions cite Anti (p. 28), Lethal
	// Hits (p. 25) and an Attached unit's Bodyguard Toughness (p. 39) (issue 49).
	if strings.Join(got, " ") != "2+ 3+ 4+ 5+ 6+" || c.Page != "21, 25, 28, 39" {
		t.Fatalf("wound roll chart reads %v on p. %s", got, c.Page)
	}
}
