package ruleset

// Entry is one rule of the reference, in our own words.
type Entry struct {
	ID       string   // stable: /{system}/ref/{id}
	Title    string   //
	Part     string   // the top level of the book's tree: "The Battle Round"
	Section  string   // the section inside the part: "Shooting Phase"
	Aliases  []string // other names players use; search and automatic links match them
	Keywords []string // search terms only
	Pages    string   // the citation, in the system's form (Info.Cite): "25", "25-26", "12, 39"
	Origin   string   // "" for the source book, else an origin id (cite.go)
	Lines    string   // the seed lines the entry rests on (anchor.go); front matter `lines:`
	Body     string   // Markdown
}

// Term is one glossary line: a keyword or rules term and the entry that explains it.
type Term struct {
	Term       string
	Entry      string // entry id
	Definition string // one line, in our own words
}

// ReservedEntryIDs are ref sub-paths the app uses itself; no entry may take them.
var ReservedEntryIDs = []string{"glossary"}

// Entry returns the reference entry with the given id.
func (r *Ruleset) Entry(id string) (Entry, bool) {
	for _, e := range r.Entries {
		if e.ID == id {
			return e, true
		}
	}
	return Entry{}, false
}
