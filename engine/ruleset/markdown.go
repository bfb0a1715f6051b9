package ruleset

import (
	"fmt"
	"strings"
)

// ChartMarkdown renders a chart of this ruleset as a Markdown table with its
// notes and source: the form golden files pin and a reviewer reads against the
// book.
func (r *Ruleset) ChartMarkdown(c Chart) string {
	var b strings.Builder
	fmt.Fprintf(&b, "### %s\n\n", c.Title)
	if c.Caption != "" {
		fmt.Fprintf(&b, "%s\n\n", c.Caption)
	}
	writeRow(&b, c.Columns)
	seps := make([]string, len(c.Columns))
	for i := range seps {
		seps[i] = "---"
	}
	writeRow(&b, seps)
	for _, row := range c.Rows {
		writeRow(&b, row)
	}
	b.WriteString("\n")
	for _, n := range c.Notes {
		fmt.Fprintf(&b, "- %s\n", n)
	}
	if len(c.Notes) > 0 {
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "Source: %s.", r.Info.Cite.Text(c.Page))
	if c.Origin != "" {
		fmt.Fprintf(&b, " %s", r.originNote(c.Origin))
	}
	if c.SourceNote != "" {
		fmt.Fprintf(&b, " %s", c.SourceNote)
	}
	b.WriteString("\n")
	return b.String()
}

func writeRow(b *strings.Builder, cells []string) {
	b.WriteString("|")
	for _, c := range cells {
		b.WriteString(" ")
		b.WriteString(strings.ReplaceAll(c, "|", `\|`))
		b.WriteString(" |")
	}
	b.WriteString("\n")
}

// SheetMarkdown renders a sheet of this ruleset, with its charts in full.
func (r *Ruleset) SheetMarkdown(s Sheet) string {
	var b strings.Builder
	fmt.Fprintf(&b, "## %s\n\n", s.Title)
	for _, bl := range s.Blocks {
		switch bl.Kind {
		case Heading:
			fmt.Fprintf(&b, "### %s%s\n\n", bl.Text, r.blockCite(bl))
		case Para:
			fmt.Fprintf(&b, "%s%s\n\n", bl.Text, r.blockCite(bl))
		case List, Steps:
			for i, it := range bl.Items {
				mark := "-"
				if bl.Kind == Steps {
					mark = fmt.Sprintf("%d.", i+1)
				}
				fmt.Fprintf(&b, "%s %s\n", mark, it)
			}
			if c := r.blockCite(bl); c != "" {
				fmt.Fprintf(&b, "\n%s\n", strings.TrimSpace(c))
			}
			b.WriteString("\n")
		case ChartRef:
			c, _ := r.Chart(bl.Chart) // Validate guarantees it exists
			b.WriteString("#")
			b.WriteString(r.ChartMarkdown(c))
			b.WriteString("\n")
		}
	}
	fmt.Fprintf(&b, "Source: %s of %s.", r.Info.Cite.Text(s.Pages), r.Info.Source.Title)
	if s.Origin != "" {
		fmt.Fprintf(&b, " %s", r.originNote(s.Origin))
	}
	b.WriteString("\n")
	return b.String()
}

// blockCite is a sheet block's own citation and origin, " (p. 19)" or
// " (p. 19; FAQ: FAQ or errata)", or "".
func (r *Ruleset) blockCite(bl Block) string {
	var parts []string
	if bl.Page != "" {
		parts = append(parts, r.Info.Cite.Text(bl.Page))
	}
	if o, ok := r.Info.Origin(bl.Origin); ok && bl.Origin != "" {
		parts = append(parts, o.Badge+": "+o.Label)
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, "; ") + ")"
}

// originNote says where an item from outside the book comes from.
func (r *Ruleset) originNote(id string) string {
	o, _ := r.Info.Origin(id)
	return fmt.Sprintf("Origin: %s (%s).", o.Label, o.Badge)
}
