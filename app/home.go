package app

import (
	"strings"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// homeView says what Auspex does, then lists the systems that have something
// written (the last one picked first, as "Continue with") and, apart, those
// still to come: a newcomer should never be sent to an empty system. It
// reads only the systems' cards: opening it builds no system.
func homeView(reg *ruleset.Registry, last string) app.UI {
	var ready, coming []ruleset.Card
	for _, c := range reg.Cards() {
		if written(c) {
			ready = append(ready, c)
		} else {
			coming = append(coming, c)
		}
	}
	lastSys, hasLast := reg.Card(last)
	hasLast = hasLast && written(lastSys)
	return app.Div().Class("home").Body(
		app.H1().Text("Auspex"),
		app.P().Class("lede").Text("A rules companion for tabletop wargames: look up any rule, walk through "+
			"each turn, work out an attack's exact odds and read every chart, on your phone, offline."),
		when(hasLast, func() app.UI {
			return app.A().Class("continue").Href(href("/"+lastSys.Info.ID)).Body(
				app.Span().Class("label").Text("Continue with"),
				app.Strong().Text(lastSys.Info.Title()),
			)
		}),
		when(len(ready) > 0, func() app.UI {
			return systemList("home-ready", "Pick a game system", ready)
		}),
		when(len(coming) > 0, func() app.UI {
			return systemList("home-coming", "Coming", coming)
		}),
	)
}

// systemList is a titled list of system cards: the name, the book it is
// written from and what it has so far.
func systemList(id, title string, list []ruleset.Card) app.UI {
	return app.Section().Aria("labelledby", id).Body(
		app.H2().ID(id).Text(title),
		app.Ul().Class("systems").Body(
			app.Range(list).Slice(func(i int) app.UI {
				c := list[i]
				inf := c.Info
				return app.Li().Body(
					app.A().Class("card").Href(href("/"+inf.ID)).DataSet("system", inf.ID).Body(
						app.Strong().Class("name").Text(inf.Name),
						app.Span().Class("edition").Text(inf.Edition),
						app.Span().Class("meta").Text("Book: "+inf.Source.Title),
						app.Span().Class("ready").Text(readiness(c)),
					),
				)
			}),
		),
	)
}

// written reports whether the app shows any section of a system.
func written(c ruleset.Card) bool {
	for _, s := range ruleset.Sections {
		if offers(c, s) {
			return true
		}
	}
	return false
}

// readiness says in one line what a system has so far: each section it
// offers, counted where it holds a list.
func readiness(c ruleset.Card) string {
	var have []string
	for _, s := range ruleset.Sections {
		if offers(c, s) {
			have = append(have, s.Label()+sectionCount(c, s))
		}
	}
	if len(have) == 0 {
		return "Not written yet"
	}
	return strings.Join(have, " · ")
}

// sectionCount is " (n things)" for sections that hold a list, else "".
func sectionCount(c ruleset.Card, s ruleset.Section) string {
	if st := sectionStatus(c, s); st != "Ready" {
		return " (" + st + ")"
	}
	return ""
}
