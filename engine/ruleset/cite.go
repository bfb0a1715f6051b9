package ruleset

import (
	"auspex/engine/lazyre"
	"fmt"
	"strconv"
	"strings"
)

// Citations and origins are data. A system declares how its source is cited
// (Info.Cite): by page ("p. 28"), by numbered section ("§1.12.9") or by named
// section ("Assault Phase › Charges"). Every entry, chart (and chart row, where
// a column holds each row's citation), sheet (and sheet block), phase, step and
// play keeps its citation as plain text in its Page or Pages field, written in
// that form; the registry and the content loader check each one, and the app
// renders it with CiteForm.Text. Any item may also name an Origin: the source
// book (""), an FAQ or errata ("faq"), or a source outside the seed that the
// system declares in Info.Origins.

// CiteForm is how a system's source is cited.
type CiteForm int

// The citation forms. The zero value is unset, and a fault: a system says
// which form its book uses.
const (
	CitePages    CiteForm = iota + 1 // "28", "20-21, 42": pages of a printed book
	CiteSections                     // "1.12.9", "1.12-1.13, 2.1": numbered sections
	CiteNamed                        // "Assault Phase › Charges; Morale": section names, sub-sections after " › "
)

// NamedSep separates a named section from its sub-section; NamedListSep
// separates several named sections in one citation.
const (
	NamedSep     = " › "
	NamedListSep = "; "
)

var (
	pagesForm    = lazyre.New(`^[0-9]+(-[0-9]+)?(, [0-9]+(-[0-9]+)?)*$`)
	sectionsForm = lazyre.New(`^[0-9]+(\.[0-9]+)*(-[0-9]+(\.[0-9]+)*)?(, [0-9]+(\.[0-9]+)*(-[0-9]+(\.[0-9]+)*)?)*$`)
	// namePart is one name: it starts with a letter and holds neither separator;
	// pageLike is a page reference written out ("p. 28"), never a name.
	namePart = lazyre.New(`^\pL[^›;]*$`)
	pageLike = lazyre.New(`^pp?\.? ?[0-9]`)
)

// String names the form, for messages.
func (f CiteForm) String() string {
	switch f {
	case CitePages:
		return "pages"
	case CiteSections:
		return "numbered sections"
	case CiteNamed:
		return "named sections"
	}
	return fmt.Sprintf("CiteForm(%d)", int(f))
}

// Example shows how a citation of this form is written, for fault messages.
func (f CiteForm) Example() string {
	switch f {
	case CitePages:
		return `28, 20-21 or 20-21, 42`
	case CiteSections:
		return `1.12.9, 1.12-1.13 or 1.12.9, 2.1`
	case CiteNamed:
		return `Assault Phase › Charges, or several as Movement; Assault Phase › Charges`
	}
	return "(no citation form declared)"
}

// Check reports whether text is a citation in this form; the error says what
// was expected and, if text is written in another form, which.
func (f CiteForm) Check(text string) error {
	if text == "" {
		return fmt.Errorf("no citation: this system cites %s, written %s", f, f.Example())
	}
	if f.matches(text) {
		return f.ordered(text)
	}
	msg := fmt.Sprintf("%q is not a citation of %s (write %s)", text, f, f.Example())
	for _, other := range []CiteForm{CitePages, CiteSections, CiteNamed} {
		if other != f && other.matches(text) {
			return fmt.Errorf("%s; it reads as %s, which this system does not use", msg, other)
		}
	}
	return fmt.Errorf("%s", msg)
}

func (f CiteForm) matches(text string) bool {
	switch f {
	case CitePages:
		return pagesForm.MatchString(text)
	case CiteSections:
		return sectionsForm.MatchString(text)
	case CiteNamed:
		for _, name := range strings.Split(text, NamedListSep) {
			for _, part := range strings.Split(name, NamedSep) {
				if !namePart.MatchString(part) || pageLike.MatchString(part) || strings.TrimSpace(part) != part || strings.Contains(part, "  ") {
					return false
				}
			}
		}
		return true
	}
	return false
}

// ordered checks that every range runs forwards: "25-24" or "1.12-1.3" is a typo.
func (f CiteForm) ordered(text string) error {
	if f == CiteNamed {
		return nil
	}
	for _, item := range strings.Split(text, ", ") {
		from, to, isRange := strings.Cut(item, "-")
		if isRange && compareNumbers(from, to) >= 0 {
			return fmt.Errorf("%q: the range %s does not run forwards", text, item)
		}
	}
	return nil
}

// compareNumbers orders "1.12" and "1.3" part by part (1.3 comes first).
func compareNumbers(a, b string) int {
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(as) && i < len(bs); i++ {
		x, _ := strconv.Atoi(as[i])
		y, _ := strconv.Atoi(bs[i])
		if x != y {
			return x - y
		}
	}
	return len(as) - len(bs)
}

// Text writes a citation for a reader: "p. 28", "pp. 20-21, 42", "§1.12.9",
// "§§1.12.9, 2.1", or a named section as written.
func (f CiteForm) Text(text string) string {
	many := strings.ContainsAny(text, "-,")
	switch f {
	case CitePages:
		if many {
			return "pp. " + text
		}
		return "p. " + text
	case CiteSections:
		if many {
			return "§§" + text
		}
		return "§" + text
	}
	return text
}

// FAQ is the origin every system knows: an FAQ or errata of its source.
const FAQ = "faq"

// Origin is where an item comes from when it is not the source book.
type Origin struct {
	ID    string // what items write in their Origin field
	Badge string // the small badge the page shows: "FAQ"
	Label string // what a reader needs to know: "9th edition core rules, not in the source text"
}

var faqOrigin = Origin{ID: FAQ, Badge: "FAQ", Label: "FAQ or errata"}

// Origin returns the origin an item names: "" is the source book (no badge),
// FAQ an FAQ or errata (unless the system declares its own FAQ), anything
// else one of Info.Origins.
func (i Info) Origin(id string) (Origin, bool) {
	for _, o := range i.Origins {
		if o.ID == id && id != "" {
			return o, true
		}
	}
	switch id {
	case "":
		return Origin{Label: i.Source.Title}, true
	case FAQ:
		return faqOrigin, true
	case Ruling:
		return rulingOrigin, true
	case Derived:
		return derivedOrigin, true
	}
	return Origin{}, false
}

// CheckOrigin reports whether id names an origin of this system, and lists
// the ones it has if not.
func (i Info) CheckOrigin(id string) error {
	if _, ok := i.Origin(id); ok {
		return nil
	}
	known := []string{`"" (the source book)`, strconv.Quote(FAQ), strconv.Quote(Ruling), strconv.Quote(Derived)}
	for _, o := range i.Origins {
		if o.ID != FAQ && o.ID != Ruling && o.ID != Derived {
			known = append(known, strconv.Quote(o.ID))
		}
	}
	return fmt.Errorf("unknown origin %q: this system knows %s", id, strings.Join(known, ", "))
}

// SourceLine is an item's source for a reader: "Source: p. 28, Warhammer
// 40,000 Core Rules." for the book; an item from elsewhere names that instead.
func (i Info) SourceLine(cite, origin string) string {
	o, _ := i.Origin(origin)
	return "Source: " + i.Cite.Text(cite) + ", " + o.Label + "."
}

// validateCitation checks the system's own citation data: a form, and
// origins that are complete and named once.
func (i Info) validateCitation(bad func(string, ...any)) {
	if i.Cite < CitePages || i.Cite > CiteNamed {
		bad("Info.Cite must say how the source is cited: CitePages, CiteSections or CiteNamed")
	}
	seen := map[string]bool{}
	for _, o := range i.Origins {
		switch {
		case !idPattern.MatchString(o.ID):
			bad("origin id %q must match %s", o.ID, idPattern)
		case seen[o.ID]:
			bad("origin %q declared twice", o.ID)
		case o.Badge == "" || o.Label == "":
			bad("origin %q needs a badge and a label", o.ID)
		}
		seen[o.ID] = true
	}
}

// validateCitations checks every citation and origin of the ruleset, each
// fault named with the item it concerns.
func (r *Ruleset) validateCitations() []error {
	fs := &faults{id: r.Info.ID}
	info := r.Info
	info.validateCitation(fs.bad)
	if info.Cite < CitePages || info.Cite > CiteNamed {
		return fs.errs // every citation would fail the same way
	}
	check := func(what, cite, origin string, required bool) {
		if cite != "" || required {
			if err := info.Cite.Check(cite); err != nil {
				fs.bad("%s: %v", what, err)
			}
		}
		if err := info.CheckOrigin(origin); err != nil {
			fs.bad("%s: %v", what, err)
		}
	}
	for _, e := range r.Entries {
		check(fmt.Sprintf("entry %q", e.ID), e.Pages, e.Origin, true)
	}
	for _, c := range r.Charts {
		what := fmt.Sprintf("chart %q", c.ID)
		check(what, c.Page, c.Origin, true)
		if c.CiteColumn == "" {
			continue
		}
		col := -1
		for i, h := range c.Columns {
			if h == c.CiteColumn {
				col = i
			}
		}
		if col < 0 {
			fs.bad("%s: CiteColumn %q is not one of its columns", what, c.CiteColumn)
			continue
		}
		for n, row := range c.Rows {
			if col < len(row) {
				check(fmt.Sprintf("%s row %d (%s)", what, n+1, row[0]), row[col], "", true)
			}
		}
	}
	for _, s := range r.Sheets {
		what := fmt.Sprintf("sheet %q", s.ID)
		check(what, s.Pages, s.Origin, true)
		for n, b := range s.Blocks {
			check(fmt.Sprintf("%s block %d", what, n+1), b.Page, b.Origin, false)
		}
	}
	// validateTurn already requires the turn's citations; here only their form.
	step := func(where string, s Step) {
		what := fmt.Sprintf("step %q (%s)", s.ID, where)
		check(what, s.Page, s.Origin, false)
		for _, p := range s.Plays {
			check(what+" play "+p.ID, p.Page, p.Origin, false)
		}
	}
	for _, s := range r.Setup {
		step("setup", s)
	}
	for _, p := range r.Phases {
		check(fmt.Sprintf("phase %q", p.ID), p.Page, "", false)
		check(fmt.Sprintf("phase %q closing reminder", p.ID), p.ClosingPage, "", false)
		for _, s := range p.Steps {
			step("phase "+p.ID, s)
		}
	}
	for _, s := range r.Turn.After {
		step("after the battle", s)
	}
	for i, e := range r.Turn.Ends {
		check(fmt.Sprintf("game-length roll %d", i+1), e.Page, "", false)
	}
	if ro := r.Turn.Roster; ro != nil {
		check("the roster", ro.Page, "", false)
	}
	return fs.errs
}
