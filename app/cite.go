package app

import (
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Citations are rendered from the system's declared form (ruleset.CiteForm),
// never with a hard-coded "p.": a book cited by section shows "§1.12.9".

// originBadge is the small badge of an item that does not come from the
// source book ("FAQ", "9th core rules"), its full label as the tooltip and
// the accessible name; nothing for the book itself.
func originBadge(info ruleset.Info, origin string) app.UI {
	if origin == "" {
		return nil
	}
	o, ok := info.Origin(origin) // the registry has checked every origin
	if !ok {
		return nil
	}
	return badge(o)
}

// beforeBadge ends s with a space when an origin's badge follows it, so the
// heading reads "Wound Roll 9th core rules" (to screen readers and in copied
// text too), not "Wound Roll9th core rules"; text with no badge is unchanged.
func beforeBadge(s, origin string) string {
	if origin == "" {
		return s
	}
	return s + " "
}

// badge draws an origin's badge; the source book (no badge) draws nothing.
func badge(o ruleset.Origin) app.UI {
	if o.Badge == "" {
		return nil
	}
	return app.Span().Class("badge origin").Title(o.Label).Aria("label", "Origin: "+o.Label).Text(o.Badge)
}

// originLegend says in plain text what each of the system's badges means,
// once, on the page that lists the reference and its search results: a
// badge's label is otherwise only its tooltip, which a phone never shows.
func originLegend(info ruleset.Info) app.UI {
	if len(info.Origins) == 0 {
		return nil
	}
	items := make([]app.UI, len(info.Origins))
	for i, o := range info.Origins {
		items[i] = app.Li().DataSet("origin", o.ID).Body(
			app.Span().Class("badge origin").Aria("hidden", true).Text(o.Badge),
			app.Text(": "+o.Label+"."))
	}
	return app.Ul().Class("origin-legend plain meta").Aria("label", "What the badges mean").Body(items...)
}

// sourceLine is an item's source with its origin's badge.
func sourceLine(info ruleset.Info, cite, origin string) app.UI {
	if origin == "" {
		return app.P().Class("source").Text(info.SourceLine(cite, origin))
	}
	return app.P().Class("source").Body(app.Text(info.SourceLine(cite, origin)+" "), originBadge(info, origin))
}
