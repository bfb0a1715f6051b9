//go:build !wasm

package app

import (
	"strings"
	"testing"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// sectioned is a fake system cited by numbered section, with items from an
// FAQ and from a declared outside source. It is not registered.
func sectioned() *ruleset.Ruleset {
	return &ruleset.Ruleset{
		Info: ruleset.Info{ID: "fake", Name: "Fake", Short: "F", Edition: "1", Publisher: "P", Date: "2020",
			Source: ruleset.Source{Title: "Fake Rules", File: "f.txt"}, Coverage: "test", Cite: ruleset.CiteSections,
			Origins: []ruleset.Origin{{ID: "outside", Badge: "Other book", Label: "a rule from outside the source text"}}},
		Entries: []ruleset.Entry{{ID: "charge", Title: "Charge", Part: "P", Section: "S", Pages: "1.12.9", Body: "b\n", Origin: ruleset.FAQ}},
		Charts: []ruleset.Chart{{ID: "c", Title: "Chart C", Page: "2.1-2.3", Origin: "outside", Columns: []string{"a", "Section"},
			CiteColumn: "Section", Rows: [][]string{{"x", "2.1"}}}},
		Sheets: []ruleset.Sheet{{ID: "s", Title: "Sheet S", Pages: "3.4", Blocks: []ruleset.Block{
			{Kind: ruleset.Heading, Text: "Heading", Page: "3.4.1", Origin: ruleset.FAQ},
			{Kind: ruleset.List, Items: []string{"one"}, Page: "3.4.2"},
			{Kind: ruleset.ChartRef, Chart: "c"}}}},
	}
}

// Citations render in the system's form (never "p."), and items from outside
// the book carry their origin's badge with its label.
func TestCitationsAndBadgesRender(t *testing.T) {
	sys := sectioned()
	if _, err := ruleset.NewRegistry(sys); err != nil {
		t.Fatal(err)
	}
	for name, c := range map[string]struct {
		ui   app.UI
		want []string
	}{
		"chart": {&ChartTable{Chart: sys.Charts[0], Info: sys.Info}, []string{"Source: §§2.1-2.3, a rule from outside the source text.",
			`title="a rule from outside the source text"`, ">Other book</span>"}},
		"sheet": {&SheetPage{System: sys, Sheet: sys.Sheets[0]}, []string{"Source: §3.4, Fake Rules.", "§3.4.1", "§3.4.2",
			`title="FAQ or errata"`, ">FAQ</span>"}},
		"entry": {entryView(sys, "charge"), []string{"Source: §1.12.9, FAQ or errata.", ">FAQ</span>"}},
		"tree":  {refTree(sys), []string{"§1.12.9", ">FAQ</span>"}},
	} {
		html := app.HTMLString(c.ui)
		for _, w := range c.want {
			if !strings.Contains(html, w) {
				t.Errorf("%s lacks %q:\n%s", name, w, html)
			}
		}
		if strings.Contains(html, "p. ") || strings.Contains(html, "pp. ") {
			t.Errorf("%s cites by page in a system cited by section:\n%s", name, html)
		}
	}
	// The book's own items carry no badge.
	book := sectioned()
	book.Entries[0].Origin = ""
	if html := app.HTMLString(entryView(book, "charge")); strings.Contains(html, "badge") || !strings.Contains(html, "Source: §1.12.9, Fake Rules.") {
		t.Errorf("a book entry:\n%s", html)
	}
}
