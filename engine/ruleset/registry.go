package ruleset

import (
	"auspex/engine/lazyre"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"
)

// Registry lists the systems the app carries, in display order. It lists
// them by their cards and builds a system only when something asks for it
// (Get, All), once: a page that lists systems builds none.
type Registry struct {
	list    []*slot
	byID    map[string]*slot
	onBuild func(id string, took time.Duration)
}

// slot is one system of a registry: its card, and the system once built.
type slot struct {
	System
	once  sync.Once
	built *Ruleset
}

var idPattern = lazyre.New(`^[a-z][a-z0-9-]*$`)

// NewRegistry checks every ruleset and indexes them. Any error here is a bug in
// a ruleset's data, so it is reported with the system and item it concerns.
// The rulesets are built already: their cards are counted from their data.
func NewRegistry(rs ...*Ruleset) (*Registry, error) {
	reg := &Registry{byID: map[string]*slot{}}
	var errs []error
	for _, r := range rs {
		if err := r.Validate(); err != nil {
			errs = append(errs, err)
			continue
		}
		if _, dup := reg.byID[r.Info.ID]; dup {
			errs = append(errs, fmt.Errorf("ruleset %q: registered twice", r.Info.ID))
			continue
		}
		s := &slot{System: System{Card: r.Card(), Build: func() *Ruleset { return r }}, built: r}
		s.once.Do(func() {})
		reg.add(s)
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return reg, nil
}

func (g *Registry) add(s *slot) {
	g.byID[s.Card.Info.ID] = s
	g.list = append(g.list, s)
}

// Cards lists every system's card in display order, building none.
func (g *Registry) Cards() []Card {
	cards := make([]Card, len(g.list))
	for i, s := range g.list {
		cards[i] = s.Card
	}
	return cards
}

// Card returns the card of the system with the given id, building nothing.
func (g *Registry) Card(id string) (Card, bool) {
	s, ok := g.byID[id]
	if !ok {
		return Card{}, false
	}
	return s.Card, true
}

// All builds every system not built yet and returns them in display order:
// for what needs all of them (a search of every system, the site build).
func (g *Registry) All() []*Ruleset {
	all := make([]*Ruleset, len(g.list))
	for i, s := range g.list {
		all[i] = g.build(s)
	}
	return all
}

// Get returns the system with the given id, built on the first call.
func (g *Registry) Get(id string) (*Ruleset, bool) {
	s, ok := g.byID[id]
	if !ok {
		return nil, false
	}
	return g.build(s), true
}

func (g *Registry) build(s *slot) *Ruleset {
	s.once.Do(func() {
		start := time.Now()
		s.built = s.Build()
		if g.onBuild != nil {
			g.onBuild(s.Card.Info.ID, time.Since(start))
		}
	})
	return s.built
}

// Validate checks that a ruleset's data is complete and consistent.
func (r *Ruleset) Validate() error {
	id := r.Info.ID
	fs := &faults{id: id}
	bad := fs.bad
	if !idPattern.MatchString(id) {
		bad("id must match %s", idPattern)
	}
	i := r.Info
	for name, v := range map[string]string{"Name": i.Name, "Short": i.Short, "Edition": i.Edition, "Publisher": i.Publisher,
		"Date": i.Date, "Source.Title": i.Source.Title, "Source.File": i.Source.File, "Coverage": i.Coverage} {
		if v == "" {
			bad("Info.%s is empty", name)
		}
	}
	seen := map[string]bool{}
	for _, c := range r.Charts {
		switch {
		case !idPattern.MatchString(c.ID):
			bad("chart id %q must match %s", c.ID, idPattern)
		case seen["chart:"+c.ID]:
			bad("chart %q defined twice", c.ID)
		case c.Title == "":
			bad("chart %q needs a title", c.ID)
		case len(c.Columns) == 0 || len(c.Rows) == 0:
			bad("chart %q has no columns or no rows", c.ID)
		}
		seen["chart:"+c.ID] = true
		for n, row := range c.Rows {
			if len(row) != len(c.Columns) {
				bad("chart %q row %d has %d cells, want %d", c.ID, n+1, len(row), len(c.Columns))
			}
		}
	}
	for _, s := range r.Sheets {
		switch {
		case !idPattern.MatchString(s.ID):
			bad("sheet id %q must match %s", s.ID, idPattern)
		case seen["sheet:"+s.ID]:
			bad("sheet %q defined twice", s.ID)
		case s.Title == "" || len(s.Blocks) == 0:
			bad("sheet %q needs a title and blocks", s.ID)
		}
		seen["sheet:"+s.ID] = true
		for _, b := range s.Blocks {
			if b.Kind == ChartRef {
				if _, ok := r.Chart(b.Chart); !ok {
					bad("sheet %q refers to unknown chart %q", s.ID, b.Chart)
				}
			}
		}
	}
	fs.errs = append(fs.errs, r.validateCitations()...)
	fs.errs = append(fs.errs, r.validateTurn()...)
	fs.errs = append(fs.errs, r.validateReference()...)
	fs.errs = append(fs.errs, r.validateCalc()...)
	fs.errs = append(fs.errs, r.validateArmy()...)
	return errors.Join(fs.errs...)
}

// faults gathers a ruleset's validation errors, each naming the ruleset.
type faults struct {
	id   string
	errs []error
}

func (f *faults) bad(format string, a ...any) {
	f.errs = append(f.errs, fmt.Errorf("ruleset %q: "+format, append([]any{f.id}, a...)...))
}

// validateCalc checks the calculator's form (see Form.Faults).
func (r *Ruleset) validateCalc() []error {
	if r.Calc == nil {
		return nil
	}
	fs := &faults{id: r.Info.ID}
	form := r.Calc.Form()
	if form == nil {
		fs.bad("the calculator has no form")
		return fs.errs
	}
	for _, f := range form.Faults() {
		fs.bad("%s", f)
	}
	return fs.errs
}

// validateReference checks entries and glossary as data, whatever loaded them;
// the content loader reports the same faults with their file and line.
func (r *Ruleset) validateReference() []error {
	fs := &faults{id: r.Info.ID}
	bad := fs.bad
	ids := map[string]bool{}
	for _, e := range r.Entries {
		switch {
		case !idPattern.MatchString(e.ID):
			bad("entry id %q must match %s", e.ID, idPattern)
		case ids[e.ID]:
			bad("entry %q defined twice", e.ID)
		case e.Title == "" || e.Body == "":
			bad("entry %q needs a title and a body", e.ID)
		}
		if slices.Contains(ReservedEntryIDs, e.ID) {
			bad("entry id %q is reserved for the app", e.ID)
		}
		ids[e.ID] = true
	}
	terms := map[string]bool{}
	for _, t := range r.Glossary {
		switch {
		case t.Term == "" || t.Definition == "":
			bad("glossary term %q needs a term and a definition", t.Term)
		case !ids[t.Entry]:
			bad("glossary term %q points at unknown entry %q", t.Term, t.Entry)
		case terms[t.Term]:
			bad("glossary term %q defined twice", t.Term)
		}
		terms[t.Term] = true
	}
	// A calculator field's help links to the rule behind it, once there are entries.
	if r.Calc != nil && len(r.Entries) > 0 {
		for _, f := range r.Calc.Form().Fields {
			if f.Ref != "" && !ids[f.Ref] {
				bad("calculator field %q refers to unknown entry %q", f.Key, f.Ref)
			}
		}
	}
	return fs.errs
}
