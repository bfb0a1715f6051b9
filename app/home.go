package app

import (
	"strings"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// homeView lists every system; the last one picked comes first as "Continue".
func homeView(reg *ruleset.Registry, last string) app.UI {
	lastSys, hasLast := reg.Get(last)
	return app.Div().Class("home").Body(
		app.H1().Text("Pick a game system"),
		when(hasLast, func() app.UI {
			return app.A().Class("continue").Href(href("/"+lastSys.Info.ID)).Body(
				app.Span().Class("label").Text("Continue with"),
				app.Strong().Text(lastSys.Info.Title()),
			)
		}),
		app.Ul().Class("systems").Body(
			app.Range(reg.All()).Slice(func(i int) app.UI {
				sys := reg.All()[i]
				inf := sys.Info
				return app.Li().Body(
					app.A().Class("card").Href(href("/"+inf.ID)).DataSet("system", inf.ID).Body(
						app.Strong().Class("name").Text(inf.Name),
						app.Span().Class("edition").Text(inf.Edition),
						app.Span().Class("meta").Text(inf.Publisher+" · "+inf.Date),
						app.Span().Class("meta").Text("Source: "+inf.Source.Title),
						app.Span().Class("ready").Text(readiness(sys)),
					),
				)
			}),
		),
	)
}

// readiness says in one line which sections a system has so far.
func readiness(sys *ruleset.Ruleset) string {
	var have []string
	for _, s := range ruleset.Sections {
		if offers(sys, s) {
			have = append(have, s.Label())
		}
	}
	if len(have) == 0 {
		return "Nothing written yet"
	}
	return "Ready: " + strings.Join(have, ", ")
}
