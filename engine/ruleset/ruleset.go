// Package ruleset holds the types every game system fills in, and the registry
// that lists them. The app renders whatever a Ruleset declares: a new chart, step
// or whole system is data here, never a special case in the UI.
package ruleset

// Ruleset is everything Auspex knows about one game system.
type Ruleset struct {
	Info     Info
	Setup    []Step    // the pre-game sequence, in order
	Phases   []Phase   // the turn (or battle round), in order
	Turn     Turn      // the shape of a battle round and the after-battle sequence
	Counters []Counter // what the checklist tracks: round, CP, VP, blast markers...
	Charts   []Chart   // every chart printed in the source, exact
	Sheets   []Sheet   // quick-reference sheets
	Entries  []Entry   // the rules reference, in our own words, in reading order
	Glossary []Term    // every keyword and term, each pointing at its entry
	Calc     Calculator
	Army     *ArmyMap // how a list builder's roster is read; nil: no list builder exports this system
}

// Info describes a system and the source it was written from.
type Info struct {
	ID         string // stable: used in URLs, saved data and golden file paths
	Name       string // "Warhammer 40,000"
	Short      string // a few characters for tight spaces: "40k 10th"
	Edition    string // "10th edition Core Rules"
	Publisher  string // publisher or author
	Date       string // publication date of the source, as precise as the source says
	Source     Source
	Coverage   string   // an honest note of what Auspex carries for this system and what it lacks
	Unofficial bool     // fan-made rules rather than the publisher's own
	Cite       CiteForm // how the source is cited: pages, numbered or named sections (cite.go)
	Origins    []Origin // sources other than the book that items may name; the FAQ needs no declaring
	// SearchExamples are a few of the system's own terms, suggested in its
	// search box: another system's words would find nothing or the wrong rule.
	SearchExamples []string
}

// Source names the document a system was written from.
type Source struct {
	Title string // the document's own title
	File  string // the seed file in shared/seeds
}

// Title is the name shown in lists: "Warhammer 40,000 (10th edition Core Rules)".
func (i Info) Title() string {
	if i.Edition == "" {
		return i.Name
	}
	return i.Name + " — " + i.Edition
}

// Section is one of the capabilities (pages) a system offers.
type Section string

// The sections, in the order the app shows them. Their values are URL segments.
const (
	Reference Section = "ref"
	Checklist Section = "checklist"
	Calc      Section = "calc"
	Charts    Section = "charts"
	Sheets    Section = "sheets"
	Army      Section = "army" // a player's army, imported from a list builder's roster
)

// Sections lists every section in display order.
var Sections = []Section{Reference, Checklist, Calc, Charts, Sheets, Army}

// Label is the section's name in the UI.
func (s Section) Label() string {
	switch s {
	case Reference:
		return "Reference"
	case Checklist:
		return "Checklist"
	case Calc:
		return "Calculator"
	case Charts:
		return "Charts"
	case Sheets:
		return "Sheets"
	case Army:
		return "Army"
	}
	return string(s)
}

// Has reports whether the ruleset has content for a section yet.
func (r *Ruleset) Has(s Section) bool { return r.Card().Has(s) }

// Chart returns the chart with the given id.
func (r *Ruleset) Chart(id string) (Chart, bool) {
	for _, c := range r.Charts {
		if c.ID == id {
			return c, true
		}
	}
	return Chart{}, false
}

// Sheet returns the sheet with the given id.
func (r *Ruleset) Sheet(id string) (Sheet, bool) {
	for _, s := range r.Sheets {
		if s.ID == id {
			return s, true
		}
	}
	return Sheet{}, false
}
