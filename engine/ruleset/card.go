package ruleset

// Card is what the lists of systems show (the home page, a system's home, the
// about page) without building the system: its Info and how much each section
// holds. A system declares it beside its build function (System); the counts
// are generated from the built data (`go run ./wasm refindex`, which the site
// build runs), and a test fails when they disagree.
type Card struct {
	Info   Info
	Counts Counts
}

// Counts is how much a system holds, section by section.
type Counts struct {
	Entries, Phases, Charts, Sheets int
	Calc, Army                      bool
}

// Has reports whether the system has content for a section yet.
func (c Card) Has(s Section) bool {
	switch s {
	case Calc:
		return c.Counts.Calc
	case Army:
		return c.Counts.Army
	}
	n, _ := c.Count(s)
	return n > 0
}

// Count is how many things a section holds, and false for a section that
// holds no list (the calculator, the Army page).
func (c Card) Count(s Section) (n int, counted bool) {
	switch s {
	case Reference:
		return c.Counts.Entries, true
	case Checklist:
		return c.Counts.Phases, true
	case Charts:
		return c.Counts.Charts, true
	case Sheets:
		return c.Counts.Sheets, true
	}
	return 0, false
}

// Card is the system's card, counted from its data.
func (r *Ruleset) Card() Card {
	return Card{Info: r.Info, Counts: Counts{Entries: len(r.Entries), Phases: len(r.Phases),
		Charts: len(r.Charts), Sheets: len(r.Sheets), Calc: r.Calc != nil, Army: r.Army != nil}}
}

// System is a game system as a registry lists it: the card, read without
// building anything, and the function that builds the whole system.
type System struct {
	Card  Card
	Build func() *Ruleset
}
