package app

import (
	"auspex/app/ui"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// systemView is a system's home: its sections first, where a player's thumb
// lands, then where it comes from; the note on what is carried (up to nine
// lines on a phone) is folded under them.
func systemView(c ruleset.Card) app.UI {
	inf := c.Info
	return app.Div().Class("system").Body(
		app.H1().Text(inf.Title()),
		app.P().Class("meta").Text(inf.Publisher+" · "+inf.Date+" · Source: "+inf.Source.Title),
		when(inf.Unofficial, func() app.UI {
			return app.P().Class("meta").Text("Fan-made rules, not published by Games Workshop.")
		}),
		app.Ul().Class("sections").Body(
			app.Range(ruleset.Sections).Slice(func(i int) app.UI {
				s := ruleset.Sections[i]
				return app.Li().Body(
					app.A().Class("card").Href(href("/"+inf.ID+"/"+string(s))).Body(
						app.Strong().Text(s.Label()),
						app.Span().Class("ready").Text(sectionStatus(c, s)),
					),
				)
			}),
		),
		app.Details().Class("source-note about-source").Body(
			app.Summary().Text("What Auspex carries from this book"),
			app.P().Class("coverage").Text(inf.Coverage),
		),
	)
}

// sectionStatus counts what a section holds, or says plainly it is not there.
// It reads the system's card, so the pages that list systems build none.
func sectionStatus(c ruleset.Card, s ruleset.Section) string {
	if s == ruleset.Army && !c.Counts.Army {
		return "No list builder: save typed units as profiles"
	}
	if !offers(c, s) {
		return "Not written yet"
	}
	if n, counted := c.Count(s); counted {
		return plural(n, sectionNouns[s][0], sectionNouns[s][1])
	}
	if s == ruleset.Army {
		return "Import a roster"
	}
	return "Ready"
}

// sectionNouns name what a counted section holds, one and many.
var sectionNouns = map[ruleset.Section][2]string{
	ruleset.Reference: {"entry", "entries"},
	ruleset.Checklist: {"phase", "phases"},
	ruleset.Charts:    {"chart", "charts"},
	ruleset.Sheets:    {"sheet", "sheets"},
}

var plural = ui.Plural

// missingView is an honest page for a section a system does not have yet.
func missingView(sys *ruleset.Ruleset, s ruleset.Section) app.UI {
	return app.Div().Class("missing").Body(
		app.H1().Text(s.Label()),
		app.P().Text("The "+s.Label()+" for "+sys.Info.Title()+" is not written yet. It will appear on this page when it is."),
		app.P().Class("coverage").Text(sys.Info.Coverage),
		app.P().Body(app.A().Href(href("/"+sys.Info.ID)).Text("Back to "+sys.Info.Short)),
	)
}

// notFoundView answers any unknown path: what exists instead.
func notFoundView(reg *ruleset.Registry) app.UI {
	return app.Div().Class("notfound").Body(
		app.H1().Text("Page not found"),
		app.P().Text("There is nothing at this address. These are the game systems Auspex carries:"),
		app.Ul().Class("plain").Body(
			app.Range(reg.Cards()).Slice(func(i int) app.UI {
				inf := reg.Cards()[i].Info
				return app.Li().Body(app.A().Href(href("/" + inf.ID)).Text(inf.Title()))
			}),
		),
		app.P().Body(app.A().Href(href("/")).Text("Home")),
	)
}
