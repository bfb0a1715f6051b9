package app

import (
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// One page per chart, and an index of them: a phone shows one chart at a
// time, and a chart's address can be shared or bookmarked.

func chartPath(sys *ruleset.Ruleset, id string) string {
	return href("/" + sys.Info.ID + "/charts/" + id)
}

// chartsView is the index: every chart with what it is for and its source.
func chartsView(sys *ruleset.Ruleset) app.UI {
	return app.Div().Class("charts").Body(
		app.H1().Text("Charts"),
		app.P().Class("meta").Text(plural(len(sys.Charts), "chart", "charts")+" from "+sys.Info.Source.Title+"."),
		app.Ul().Class("sections chart-index").Body(app.Range(sys.Charts).Slice(func(i int) app.UI {
			ch := sys.Charts[i]
			return app.Li().Body(app.A().Class("card").Href(chartPath(sys, ch.ID)).DataSet("chart", ch.ID).Body(
				app.Strong().Body(app.Text(beforeBadge(ch.Title, ch.Origin)), originBadge(sys.Info, ch.Origin)),
				when(ch.Caption != "", func() app.UI { return app.Span().Text(ch.Caption) }),
				app.Span().Class("ready").Text(sys.Info.SourceLine(ch.Page, ch.Origin)),
			))
		})),
	)
}

// chartView is one chart on its own page, with the way back to the index and
// on to its neighbours.
func chartView(sys *ruleset.Ruleset, id string) app.UI {
	i := chartIndex(sys, id)
	ch := sys.Charts[i]
	return app.Div().Class("charts chart-page").Body(
		app.P().Class("crumbs").Body(app.A().Href(href("/"+sys.Info.ID+"/charts")).Text("Charts")),
		&ChartTable{Chart: ch, Info: sys.Info, System: sys, Page: true},
		&ShareButton{Title: ch.Title},
		neighbours("Previous and next charts", i, len(sys.Charts), func(j int) (string, string) {
			return chartPath(sys, sys.Charts[j].ID), sys.Charts[j].Title
		}),
	)
}

func chartIndex(sys *ruleset.Ruleset, id string) int {
	for i, c := range sys.Charts {
		if c.ID == id {
			return i
		}
	}
	return 0 // ParseRoute only routes ids that exist
}

// neighbours is a previous / next pair of cards for item i of n; link gives
// item j's address and title.
func neighbours(label string, i, n int, link func(j int) (string, string)) app.UI {
	card := func(j int, rel, text string) app.UI {
		if j < 0 || j >= n {
			return app.Span()
		}
		to, title := link(j)
		return app.A().Class("card").Href(to).Attr("rel", rel).Body(
			app.Span().Class("ready").Text(text),
			app.Strong().Text(title),
		)
	}
	return app.Nav().Class("prevnext").Aria("label", label).Body(
		card(i-1, "prev", "Previous"),
		card(i+1, "next", "Next"),
	)
}
