package app

import (
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// aboutView: version, build date, every source, and what Auspex is not.
func aboutView(reg *ruleset.Registry) app.UI {
	version := app.Getenv("GOAPP_VERSION")
	built := app.Getenv("AUSPEX_BUILD_DATE")
	return app.Div().Class("about").Body(
		app.H1().Text("About Auspex"),
		app.P().Text("Auspex is a rules companion for tabletop wargames: a searchable rules reference, "+
			"a turn checklist, an exact attack calculator and the reference charts, on your phone, offline."),
		app.P().Class("disclaimer").Text("Auspex is unofficial and is not endorsed by or affiliated with "+
			"Games Workshop or any rules author. Every rule is paraphrased in our own words; numbers, "+
			"names and chart values are copied exactly, each with the page it comes from. Keep the "+
			"rulebook at hand: where Auspex and the book differ, the book is right."),
		app.Dl().Class("build").Body(
			app.Dt().Text("Version"), app.Dd().Body(app.Code().Text(orUnknown(version))),
			app.Dt().Text("Built"), app.Dd().Text(orUnknown(built)),
		),
		app.H2().Text("Sources"),
		app.P().Text("The documents each game system is written from, and what Auspex covers of each."),
		app.Ul().Class("sections").Body(app.Range(reg.Cards()).Slice(func(i int) app.UI {
			inf := reg.Cards()[i].Info
			return app.Li().Class("card").Body(
				app.A().Class("name").Href(href("/"+inf.ID)).Text(inf.Title()),
				app.Dl().Class("build").Body(
					app.Dt().Text("Book"), app.Dd().Text(inf.Source.Title),
					app.Dt().Text("Publisher"), app.Dd().Text(inf.Publisher),
					app.Dt().Text("Date"), app.Dd().Text(inf.Date),
					app.Dt().Text("Coverage"), app.Dd().Text(inf.Coverage),
				),
			)
		})),
	)
}

func orUnknown(s string) string {
	if s == "" {
		return "unknown (development build)"
	}
	return s
}
