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

func golden(t *testing.T) *goldie.Goldie {
	return goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
}

func TestChartsGolden(t *testing.T) {
	for _, sys := range rulesets.Registry().All() {
		for _, c := range sys.Charts {
			name := filepath.Join(sys.Info.ID, "charts", c.ID)
			t.Run(name, func(t *testing.T) {
				g := golden(t)
				g.Assert(t, name+".md", []byte(c.Markdown()))
				html := app.HTMLStringWithIndent(&ui.ChartTable{Chart: c, Source: sys.Info.Source.Title})
				g.Assert(t, name+".html", []byte(normalizeHTML(html)+"\n"))
			})
		}
	}
}

func TestSheetsGolden(t *testing.T) {
	for _, sys := range rulesets.Registry().All() {
		for _, s := range sys.Sheets {
			name := filepath.Join(sys.Info.ID, "sheets", s.ID)
			t.Run(name, func(t *testing.T) {
				g := golden(t)
				g.Assert(t, name+".md", []byte(sys.SheetMarkdown(s)))
				html := app.HTMLStringWithIndent(&ui.SheetPage{System: sys, Sheet: s})
				g.Assert(t, name+".html", []byte(normalizeHTML(html)+"\n"))
			})
		}
	}
}

// A golden file whose chart or sheet is gone is stale: it would pin nothing.
func TestNoStaleGoldenFiles(t *testing.T) {
	want := map[string]bool{}
	for _, sys := range rulesets.Registry().All() {
		for _, c := range sys.Charts {
			want[filepath.Join(sys.Info.ID, "charts", c.ID)] = true
		}
		for _, s := range sys.Sheets {
			want[filepath.Join(sys.Info.ID, "sheets", s.ID)] = true
		}
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
	if strings.Join(got, " ") != "2+ 3+ 4+ 5+ 6+" || c.Page != "21" {
		t.Fatalf("wound roll chart reads %v on p. %s", got, c.Page)
	}
}
