package app

import (
	"unicode/utf8"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// ChartTable renders one chart as an accessible table: a caption, header cells
// with scopes, the notes that go with it and the page it comes from.
type ChartTable struct {
	app.Compo
	Chart ruleset.Chart
	Info  ruleset.Info // the system's: how it cites, its source and origins
	// System, when set, links the names of rules in the notes to their entries.
	System *ruleset.Ruleset
	// Page marks the chart as its page's subject: its title is the h1 rather
	// than an h2 under the page's own heading (a sheet's, for one).
	Page bool
}

// Render draws the chart.
func (c *ChartTable) Render() app.UI {
	ch := c.Chart
	return app.Section().Class("chart-block").ID("chart-"+ch.ID).Aria("labelledby", "chart-"+ch.ID+"-title").Body(
		c.heading("chart-"+ch.ID+"-title", app.Text(beforeBadge(ch.Title, ch.Origin)), originBadge(c.Info, ch.Origin)),
		app.Div().Class("scroll").Body(
			app.Table().Class(tableClass(ch)).Body(
				app.Caption().Text(ch.Caption),
				app.THead().Body(app.Tr().Body(
					app.Range(ch.Columns).Slice(func(i int) app.UI {
						return app.Th().Scope("col").Text(ch.Columns[i])
					}),
				)),
				app.TBody().Body(app.Range(ch.Rows).Slice(func(i int) app.UI {
					row := ch.Rows[i]
					return app.Tr().Body(app.Range(row).Slice(func(j int) app.UI {
						if j == 0 && ch.RowHeaders {
							return app.Th().Scope("row").DataSet("label", ch.Columns[j]).Text(row[j])
						}
						return app.Td().Class(cellClass(row[j])).DataSet("label", ch.Columns[j]).Text(row[j])
					}))
				})),
			),
		),
		when(len(ch.Notes) > 0, func() app.UI {
			return app.Ul().Class("notes").Body(app.Range(ch.Notes).Slice(func(i int) app.UI {
				return app.Li().Body(linked(c.System, ch.Notes[i], "")...)
			}))
		}),
		sourceLine(c.Info, ch.Page, ch.Origin),
		when(ch.SourceNote != "", func() app.UI {
			return app.Details().Class("source-note").Body(
				app.Summary().Text("How this chart was read"),
				app.P().Text(ch.SourceNote),
			)
		}),
	)
}

// stackFrom is the column count from which a chart is too wide for a phone
// (measured: three columns of words already overflow 390px): on narrow
// screens such a chart shows each row as a card, every cell labelled with its
// column (data-label), instead of scrolling sideways.
const stackFrom = 3

func tableClass(ch ruleset.Chart) string {
	if len(ch.Columns) >= stackFrom {
		return "chart stack"
	}
	return "chart"
}

// valueLen is the longest cell read as a value ("2+", "1CP", "44\" x 90\"")
// rather than a sentence: values are set large and bold, sentences plain.
const valueLen = 12

func cellClass(cell string) string {
	if utf8.RuneCountInString(cell) <= valueLen {
		return "v"
	}
	return ""
}

func (c *ChartTable) heading(id string, body ...app.UI) app.UI {
	if c.Page {
		return app.H1().ID(id).Body(body...)
	}
	return app.H2().ID(id).Body(body...)
}
