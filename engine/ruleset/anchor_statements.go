//go:build !wasm

package ruleset

import (
	"fmt"
	"strings"
)

// Statement is one thing Auspex tells a player, with its anchor: an entry's
// paragraph or list item, a chart's caption or note, a step, a play, a
// sheet block, a phase's closing reminder.
type Statement struct {
	Where  string // the item, for messages: `entry "armour-saves"`, `step "charge" (phase assault)`
	Text   string
	Lines  string // the item's anchor (anchor.go)
	Origin string // the item's origin, or the mark of a quoted note in an entry
	Needs  bool   // the item must have an anchor (a heading or a chart reference needs none)
}

// noteMarks are the entry quotes that mark what is ours or from outside the
// seed, with the origin each stands for.
var noteMarks = map[string]string{
	"**ruling note:**":        Ruling,
	"**derived:**":            Derived,
	"**outside the source:**": "outside",
	"**faq:**":                FAQ,
}

// Statements lists every statement of the ruleset with its anchor: entries
// (each paragraph, list item and quote of the body), chart captions and
// notes, steps, plays, phases' closing reminders, sheet blocks, and the
// roster with its flags and rally.
func (r *Ruleset) Statements() []Statement {
	var out []Statement
	for _, e := range r.Entries {
		where := fmt.Sprintf("entry %q", e.ID)
		for _, para := range bodyStatements(e.Body) {
			origin := e.Origin
			if origin == "" {
				origin = para.mark
			}
			out = append(out, Statement{Where: where, Text: para.text, Lines: e.Lines, Origin: origin, Needs: true})
		}
	}
	for _, c := range r.Charts {
		where := fmt.Sprintf("chart %q", c.ID)
		out = append(out, Statement{Where: where, Text: c.Caption, Lines: c.Lines, Origin: c.Origin, Needs: len(c.Notes) > 0})
		for _, n := range c.Notes {
			out = append(out, Statement{Where: where + " note", Text: n, Lines: c.Lines, Origin: c.Origin, Needs: true})
		}
	}
	for _, s := range r.Sheets {
		for i, b := range s.Blocks {
			text := strings.Join(append([]string{b.Text}, b.Items...), "\n")
			origin := b.Origin
			if origin == "" {
				origin = s.Origin
			}
			out = append(out, Statement{Where: fmt.Sprintf("sheet %q block %d", s.ID, i+1), Text: text, Lines: b.Lines, Origin: origin,
				Needs: b.Kind != Heading && b.Kind != ChartRef})
		}
	}
	step := func(where string, s Step) {
		what := fmt.Sprintf("step %q (%s)", s.ID, where)
		out = append(out, Statement{Where: what, Text: strings.Join([]string{s.Title, s.Reminder, s.Detail}, "\n"), Lines: s.Lines, Origin: s.Origin, Needs: true})
		for _, p := range s.Plays {
			out = append(out, Statement{Where: what + " play " + p.ID, Text: p.Name + "\n" + p.Timing, Lines: p.Lines, Origin: p.Origin, Needs: true})
		}
	}
	for _, s := range r.Setup {
		step("setup", s)
	}
	for _, p := range r.Phases {
		if p.Closing != "" {
			out = append(out, Statement{Where: fmt.Sprintf("phase %q closing reminder", p.ID), Text: p.Closing, Lines: p.ClosingLines, Needs: true})
		}
		for _, s := range p.Steps {
			step("phase "+p.ID, s)
		}
	}
	for _, s := range r.Turn.After {
		step("after the battle", s)
	}
	if ro := r.Turn.Roster; ro != nil {
		out = append(out, Statement{Where: "roster", Text: strings.Join([]string{ro.Unit, ro.Count, ro.Retain}, "\n"), Lines: ro.Lines, Needs: true})
		for _, f := range ro.Flags {
			out = append(out, Statement{Where: fmt.Sprintf("roster flag %q", f.ID), Text: f.Label, Lines: f.Lines, Needs: true})
		}
		if ro.Rally != nil {
			out = append(out, Statement{Where: "roster rally", Text: ro.Rally.Test + "\n" + ro.Rally.Fail, Lines: ro.Rally.Lines, Needs: true})
		}
	}
	return out
}

type bodyPart struct{ text, mark string }

// bodyStatements splits a Markdown body into paragraphs, list items and
// quotes; a quote that opens with a note mark carries its origin.
func bodyStatements(md string) []bodyPart {
	var out []bodyPart
	var cur []string
	quote := false
	flush := func() {
		if len(cur) == 0 {
			return
		}
		p := bodyPart{text: strings.Join(cur, "\n")}
		if quote {
			lower := strings.ToLower(strings.TrimSpace(p.text))
			for m, origin := range noteMarks {
				if strings.HasPrefix(lower, m) {
					p.mark = origin
				}
			}
		}
		out = append(out, p)
		cur = nil
	}
	for _, line := range strings.Split(md, "\n") {
		t := strings.TrimSpace(line)
		isQuote := strings.HasPrefix(t, ">")
		isItem := strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ") || orderedItem(t)
		switch {
		case t == "" || (isQuote && strings.TrimSpace(strings.TrimPrefix(t, ">")) == "" && !quote):
			flush()
			quote = false
			continue
		case isQuote != quote, isItem && !isQuote, strings.HasPrefix(t, "#"):
			flush()
		}
		quote = isQuote
		cur = append(cur, strings.TrimSpace(strings.TrimPrefix(t, ">")))
	}
	flush()
	return out
}

func orderedItem(t string) bool {
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	return i > 0 && i+1 < len(t) && t[i] == '.' && t[i+1] == ' '
}
