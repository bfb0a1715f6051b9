package ruleset

// Entry is one rule of the reference, in our own words.
type Entry struct {
	ID       string // stable: /{system}/ref/{id}
	Title    string
	Section  string   // the book's section it sits in
	Keywords []string // aliases and search terms
	Pages    string   // source page(s)
	Body     string   // Markdown
}
