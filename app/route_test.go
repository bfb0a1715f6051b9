package app

import (
	"strings"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/rulesets"
)

func TestParseRoute(t *testing.T) {
	reg := rulesets.Registry()
	cases := map[string]struct {
		view    View
		system  string
		section ruleset.Section
	}{
		"/":                                 {Home, "", ""},
		"":                                  {Home, "", ""},
		"/about":                            {About, "", ""},
		"/wh40k10":                          {SystemHome, "wh40k10", ""},
		"/wh40k10/":                         {SystemHome, "wh40k10", ""},
		"/epic/charts":                      {SectionView, "epic", ruleset.Charts},
		"/alt40k/calc":                      {SectionView, "alt40k", ruleset.Calc},
		"/wh40k10/sheets/attack-sequence":   {SheetView, "wh40k10", ruleset.Sheets},
		"/wh40k10/sheets/nope":              {NotFound, "", ""},
		"/wh40k10/ref/nope":                 {NotFound, "", ""},
		"/wh40k10/ref/glossary":             {GlossaryView, "wh40k10", ruleset.Reference},
		"/wh40k10/ref/lethal-hits":          {EntryView, "wh40k10", ruleset.Reference},
		"/epic/ref/glossary":                {GlossaryView, "epic", ruleset.Reference},
		"/epic/ref/nope":                    {NotFound, "", ""},
		"/wh40k10/charts/x":                 {NotFound, "", ""},
		"/wh40k10/charts/wound-roll":        {ChartView, "wh40k10", ruleset.Charts},
		"/wh40k10/bogus":                    {NotFound, "", ""},
		"/WH40K10":                          {NotFound, "", ""},
		"/nope":                             {NotFound, "", ""},
		"/about/x":                          {NotFound, "", ""},
		"/wh40k10/sheets/attack-sequence/x": {NotFound, "", ""},
	}
	for path, want := range cases {
		r := ParseRoute(reg, path)
		got := ""
		if r.System != nil {
			got = r.System.Info.ID
		}
		if r.View != want.view || got != want.system || r.Section != want.section {
			t.Errorf("%q: got view %d system %q section %q, want %+v", path, r.View, got, r.Section, want)
		}
	}
}

// Every generated path parses to a page, and Path is ParseRoute's inverse.
func TestPathsRoundTrip(t *testing.T) {
	reg := rulesets.Registry()
	seen := map[string]bool{}
	for _, p := range Paths(reg) {
		if seen[p] {
			t.Errorf("path %s listed twice", p)
		}
		seen[p] = true
		r := ParseRoute(reg, p)
		if r.View == NotFound && p != "/404" {
			t.Errorf("%s does not parse to a page", p)
		}
		if r.Path() != p {
			t.Errorf("ParseRoute(%q).Path() = %q", p, r.Path())
		}
	}
	for _, sys := range reg.All() {
		for _, s := range ruleset.Sections {
			if !seen["/"+sys.Info.ID+"/"+string(s)] {
				t.Errorf("no page for %s/%s", sys.Info.ID, s)
			}
		}
	}
}

func FuzzParseRoute(f *testing.F) {
	reg := rulesets.Registry()
	for _, s := range []string{"/", "/wh40k10/charts", "/epic/sheets/x", "//", "/../..", "/\x00", strings.Repeat("/a", 100)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, path string) {
		r := ParseRoute(reg, path)
		if r.View != NotFound && ParseRoute(reg, r.Path()).View != r.View {
			t.Fatalf("%q: Path %q does not parse back", path, r.Path())
		}
	})
}
