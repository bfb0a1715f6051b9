package ruleset

import (
	"strings"
	"testing"
)

func TestCiteFormText(t *testing.T) {
	for _, c := range []struct {
		form     CiteForm
		in, want string
	}{
		{CitePages, "21", "p. 21"},
		{CitePages, "21-22", "pp. 21-22"},
		{CitePages, "9, 41", "pp. 9, 41"},
		{CitePages, "20-21, 42", "pp. 20-21, 42"},
		{CiteSections, "1.12.9", "§1.12.9"},
		{CiteSections, "1.12-1.13", "§§1.12-1.13"},
		{CiteSections, "1.12.9, 2.1", "§§1.12.9, 2.1"},
		{CiteNamed, "Assault Phase › Charges", "Assault Phase › Charges"},
		{CiteNamed, "Movement; Assault Phase › Charges", "Movement; Assault Phase › Charges"},
	} {
		if err := c.form.Check(c.in); err != nil {
			t.Errorf("%s: %q rejected: %v", c.form, c.in, err)
		}
		if got := c.form.Text(c.in); got != c.want {
			t.Errorf("%s: Text(%q) = %q, want %q", c.form, c.in, got, c.want)
		}
	}
}

// A citation in the wrong form, or malformed, is refused with a message that
// says what the system expects and, where it can tell, what was written.
func TestCiteFormRejects(t *testing.T) {
	for _, c := range []struct {
		form CiteForm
		in   string
		want string
	}{
		{CitePages, "", "no citation: this system cites pages"},
		{CitePages, "p. 28", `"p. 28" is not a citation of pages`},
		{CitePages, "27-28,", "not a citation of pages"},
		{CitePages, "28-27", "does not run forwards"},
		{CitePages, "1.12.9", "reads as numbered sections"},
		{CitePages, "Assault Phase", "reads as named sections"},
		{CiteSections, "28 ", "not a citation of numbered sections"},
		{CiteSections, "§1.12", "not a citation of numbered sections"},
		{CiteSections, "1.13-1.12", "does not run forwards"},
		{CiteSections, "1.12-1.3", "does not run forwards"},
		{CiteSections, "Charges", "reads as named sections"},
		{CiteNamed, "28", "reads as pages"},
		{CiteNamed, "1.12.9", "reads as numbered sections"},
		{CiteNamed, "Assault Phase ›  Charges", "not a citation of named sections"},
		{CiteNamed, "Assault Phase › ", "not a citation of named sections"},
		{CiteNamed, "Assault Phase›Charges", "not a citation of named sections"},
		{CiteNamed, "Movement;Charges", "not a citation of named sections"},
		{CiteNamed, "p. 28", "not a citation of named sections"},
		{CiteNamed, "pp. 20-21", "not a citation of named sections"},
		{CiteForm(0), "28", "no citation form declared"},
	} {
		err := c.form.Check(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Check(%q) = %v, want an error containing %q", c.form, c.in, err, c.want)
		}
	}
	// Ranges in order pass: 1.3 comes before 1.12.
	if err := CiteSections.Check("1.3-1.12"); err != nil {
		t.Errorf("1.3-1.12: %v", err)
	}
}

func TestOrigins(t *testing.T) {
	info := Info{Source: Source{Title: "Book"}, Cite: CitePages,
		Origins: []Origin{{ID: "core9", Badge: "9th core", Label: "9th edition core rules, not in the source text"}}}
	for id, want := range map[string]string{
		"":      "Source: p. 3, Book.",
		"faq":   "Source: p. 3, FAQ or errata.",
		"core9": "Source: p. 3, 9th edition core rules, not in the source text.",
	} {
		if err := info.CheckOrigin(id); err != nil {
			t.Errorf("origin %q: %v", id, err)
		}
		if got := info.SourceLine("3", id); got != want {
			t.Errorf("SourceLine(3, %q) = %q, want %q", id, got, want)
		}
	}
	if o, _ := info.Origin("faq"); o.Badge != "FAQ" {
		t.Errorf("the FAQ badge is %q", o.Badge)
	}
	err := info.CheckOrigin("errata")
	if err == nil || !strings.Contains(err.Error(), `unknown origin "errata"`) || !strings.Contains(err.Error(), `"core9"`) {
		t.Errorf("unknown origin: %v", err)
	}
}

// fakeSystem is a system that cites by the given form, with every kind of
// citing item: an entry, a chart with a citation column, a sheet with a cited
// block, a phase, a step and a play, one of them from an FAQ and one from a
// source outside the book. It is never registered with the app.
func fakeSystem(form CiteForm, cite, other string) *Ruleset {
	r := validRuleset("fake")
	r.Info.Cite = form
	r.Info.Origins = []Origin{{ID: "outside", Badge: "Outside", Label: "a rule from outside the source text"}}
	r.Entries = []Entry{{ID: "e", Title: "E", Pages: cite, Body: "b", Origin: FAQ}}
	r.Charts = []Chart{{ID: "c", Title: "C", Page: cite, Origin: "outside", Columns: []string{"Rule", "Where"},
		CiteColumn: "Where", Rows: [][]string{{"one", cite}, {"two", other}}}}
	r.Sheets = []Sheet{{ID: "s", Title: "S", Pages: cite, Blocks: []Block{
		{Kind: Heading, Text: "H", Page: other, Origin: FAQ}, {Kind: ChartRef, Chart: "c"}}}}
	r.Turn = Turn{Sides: []string{"A", "B"}, Rounds: 1, Names: Names{Round: "Round", Turn: "turn"}}
	r.Counters = []Counter{{ID: "cp", Label: "CP", Max: 9}}
	r.Phases = []Phase{{ID: "p", Name: "P", Page: cite, Steps: []Step{{ID: "s1", Title: "S1", Reminder: "r", Page: other,
		Origin: "outside", Plays: []Play{{ID: "pl", Name: "Pl", Cost: 1, Counter: "cp", Timing: "now", Page: cite, Origin: FAQ}}}}}}
	return r
}

// Every citing item of a sections system and of a named-sections system is
// checked in its system's form: the fake systems validate, and a page number
// put in any one place is a fault that names the place.
func TestCitationFormsOnFakeSystems(t *testing.T) {
	for _, c := range []struct {
		form        CiteForm
		cite, other string
		shown       string
	}{
		{CiteSections, "1.12.9", "2.1-2.3", "§1.12.9"},
		{CiteNamed, "Assault Phase › Charges", "Movement; Morale", "Assault Phase › Charges"},
		{CitePages, "12", "20-21, 42", "p. 12"},
	} {
		if _, err := NewRegistry(fakeSystem(c.form, c.cite, c.other)); err != nil {
			t.Fatalf("%s: the fake system is refused: %v", c.form, err)
		}
		if got := fakeSystem(c.form, c.cite, c.other).Info.SourceLine(c.cite, ""); got != "Source: "+c.shown+", Book." {
			t.Errorf("%s: source line %q", c.form, got)
		}
		wrong := map[CiteForm]string{CitePages: "1.12.9", CiteSections: "p. 28", CiteNamed: "28"}[c.form]
		places := map[string]func(r *Ruleset){
			`entry "e"`:                    func(r *Ruleset) { r.Entries[0].Pages = wrong },
			`chart "c":`:                   func(r *Ruleset) { r.Charts[0].Page = wrong },
			`chart "c" row 2 (two)`:        func(r *Ruleset) { r.Charts[0].Rows[1][1] = wrong },
			`sheet "s":`:                   func(r *Ruleset) { r.Sheets[0].Pages = wrong },
			`sheet "s" block 1`:            func(r *Ruleset) { r.Sheets[0].Blocks[0].Page = wrong },
			`phase "p"`:                    func(r *Ruleset) { r.Phases[0].Page = wrong },
			`step "s1" (phase p):`:         func(r *Ruleset) { r.Phases[0].Steps[0].Page = wrong },
			`step "s1" (phase p) play pl:`: func(r *Ruleset) { r.Phases[0].Steps[0].Plays[0].Page = wrong },
		}
		for place, spoil := range places {
			r := fakeSystem(c.form, c.cite, c.other)
			spoil(r)
			_, err := NewRegistry(r)
			if err == nil || !strings.Contains(err.Error(), place) || !strings.Contains(err.Error(), "is not a citation of "+c.form.String()) {
				t.Errorf("%s, a wrong citation in %s: got %v", c.form, place, err)
			}
		}
	}
}

// An origin nobody declared is a fault named with its place, wherever it is.
func TestUnknownOriginIsAFault(t *testing.T) {
	places := map[string]func(r *Ruleset){
		`entry "e"`:                    func(r *Ruleset) { r.Entries[0].Origin = "errata" },
		`chart "c":`:                   func(r *Ruleset) { r.Charts[0].Origin = "errata" },
		`sheet "s":`:                   func(r *Ruleset) { r.Sheets[0].Origin = "errata" },
		`sheet "s" block 1`:            func(r *Ruleset) { r.Sheets[0].Blocks[0].Origin = "errata" },
		`step "s1" (phase p):`:         func(r *Ruleset) { r.Phases[0].Steps[0].Origin = "errata" },
		`step "s1" (phase p) play pl:`: func(r *Ruleset) { r.Phases[0].Steps[0].Plays[0].Origin = "errata" },
	}
	for place, spoil := range places {
		r := fakeSystem(CiteSections, "1.2", "3.4")
		spoil(r)
		_, err := NewRegistry(r)
		if err == nil || !strings.Contains(err.Error(), place) || !strings.Contains(err.Error(), `unknown origin "errata"`) {
			t.Errorf("unknown origin in %s: got %v", place, err)
		}
	}
}

func TestSystemCitationDataIsChecked(t *testing.T) {
	cases := map[string]func(r *Ruleset){
		"Info.Cite must say":              func(r *Ruleset) { r.Info.Cite = 0 },
		`origin "outside" declared twice`: func(r *Ruleset) { r.Info.Origins = append(r.Info.Origins, r.Info.Origins[0]) },
		`origin "x" needs a badge`:        func(r *Ruleset) { r.Info.Origins = append(r.Info.Origins, Origin{ID: "x", Label: "l"}) },
		`origin id "Bad"`:                 func(r *Ruleset) { r.Info.Origins = append(r.Info.Origins, Origin{ID: "Bad", Badge: "b", Label: "l"}) },
		`CiteColumn "Page" is not one`:    func(r *Ruleset) { r.Charts[0].CiteColumn = "Page" },
	}
	for want, spoil := range cases {
		r := fakeSystem(CiteSections, "1.2", "3.4")
		spoil(r)
		if _, err := NewRegistry(r); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v", want, err)
		}
	}
}

// Markdown for goldens cites in the system's form and names an origin.
func TestMarkdownCitesInTheSystemsForm(t *testing.T) {
	r := fakeSystem(CiteSections, "1.12.9", "2.1-2.3")
	md := r.SheetMarkdown(r.Sheets[0])
	for _, want := range []string{"### H (§§2.1-2.3; FAQ: FAQ or errata)", "Source: §1.12.9. Origin: a rule from outside the source text (Outside).",
		"Source: §1.12.9 of Book."} {
		if !strings.Contains(md, want) {
			t.Errorf("sheet markdown lacks %q:\n%s", want, md)
		}
	}
}
