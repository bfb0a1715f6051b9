package ruleset

// Phase is one part of the turn. Systems differ: 10th edition has five phases a
// player turn; Epic Armageddon alternates activations inside its Action phase.
type Phase struct {
	ID    string
	Name  string
	Steps []Step
}

// Step is one thing to do, in order, with what not to forget.
type Step struct {
	ID       string
	Title    string
	Reminder string   // one line
	Detail   string   // optional Markdown
	Refs     []string // reference entry ids
	When     string   // when it applies ("from battle round 2"); empty: always
}

// Counter is a number the checklist tracks, with the system's own limits.
type Counter struct {
	ID        string
	Label     string
	Min, Max  int
	Start     int
	PerPlayer bool // one value per player (command points, victory points)
}
