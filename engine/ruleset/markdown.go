package ruleset

import (
	"fmt"
	"strings"
)

// Markdown renders a chart as a Markdown table with its notes and source: the
// form golden files pin and a reviewer reads against the book.
func (c Chart) Markdown() string {
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
	fmt.Fprintf(&b, "Source: %s.", PageRef(c.Page))
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
			fmt.Fprintf(&b, "### %s\n\n", bl.Text)
		case Para:
			fmt.Fprintf(&b, "%s\n\n", bl.Text)
		case List, Steps:
			for i, it := range bl.Items {
				mark := "-"
				if bl.Kind == Steps {
					mark = fmt.Sprintf("%d.", i+1)
				}
				fmt.Fprintf(&b, "%s %s\n", mark, it)
			}
			b.WriteString("\n")
		case ChartRef:
			c, _ := r.Chart(bl.Chart) // Validate guarantees it exists
			b.WriteString("#")
			b.WriteString(c.Markdown())
			b.WriteString("\n")
		}
	}
	fmt.Fprintf(&b, "Source: %s of %s.\n", PageRef(s.Pages), r.Info.Source.Title)
	return b.String()
}
