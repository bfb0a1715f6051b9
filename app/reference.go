package app

import (
	"strings"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

func entryPath(sys *ruleset.Ruleset, id string) string {
	return href("/" + sys.Info.ID + "/ref/" + id)
}

// refIndexView is the reference's front page: search, then the book's tree.
func refIndexView(sys *ruleset.Ruleset) app.UI {
	return app.Div().Class("ref").Body(
		app.H1().Text("Reference"),
		&RefSearch{System: sys.Info.ID},
		when(len(sys.Glossary) > 0, func() app.UI {
			return app.P().Body(app.A().Href(entryPath(sys, glossaryItem)).Text(
				"Glossary: " + plural(len(sys.Glossary), "term", "terms")))
		}),
		originLegend(sys.Info),
		refTree(sys),
	)
}

// treePart is one part of the book with its sections, in reading order.
type treePart struct {
	name     string
	sections []treeSection
}

type treeSection struct {
	name    string
	entries []ruleset.Entry
}

func buildTree(entries []ruleset.Entry) []treePart {
	var parts []treePart
	for _, e := range entries {
		if len(parts) == 0 || parts[len(parts)-1].name != e.Part {
			parts = append(parts, treePart{name: e.Part})
		}
		p := &parts[len(parts)-1]
		if len(p.sections) == 0 || p.sections[len(p.sections)-1].name != e.Section {
			p.sections = append(p.sections, treeSection{name: e.Section})
		}
		s := &p.sections[len(p.sections)-1]
		s.entries = append(s.entries, e)
	}
	return parts
}

// refTree is the section tree: parts > sections > entries.
func refTree(sys *ruleset.Ruleset) app.UI {
	parts := buildTree(sys.Entries)
	return app.Nav().Class("ref-tree").Aria("label", "Contents of the reference").Body(
		app.Range(parts).Slice(func(i int) app.UI {
			p := parts[i]
			return app.Section().Body(
				app.H2().Text(p.name),
				app.Range(p.sections).Slice(func(j int) app.UI {
					s := p.sections[j]
					return app.Div().Class("ref-section").Body(
						app.H3().Text(s.name),
						app.Ul().Body(app.Range(s.entries).Slice(func(k int) app.UI {
							e := s.entries[k]
							return app.Li().Body(
								app.A().Href(entryPath(sys, e.ID)).Text(e.Title),
								app.Span().Class("pages").Text(beforeBadge(" "+sys.Info.Cite.Text(e.Pages), e.Origin)),
								originBadge(sys.Info, e.Origin),
							)
						})),
					)
				}),
			)
		}),
	)
}

// entryView is one entry: where it sits, its source pages, the body rendered
// at build time, related entries and the way on.
func entryView(sys *ruleset.Ruleset, id string) app.UI {
	i := entryIndex(sys, id)
	e := sys.Entries[i]
	bundle, failed := refGet(sys)
	var body app.UI
	pre, hasPre := prerenderedBody(entryPath(sys, id))
	switch {
	case bundle != nil:
		body = app.Raw(`<div class="entry-body">` + bundle.HTML[id] + `</div>`)
	case hasPre:
		body = app.Raw(`<div class="entry-body">` + pre + `</div>`)
	case failed != "":
		body = app.P().Class("banner warn").Role("alert").Text(failed)
	default:
		body = app.P().Class("meta").Role("status").Text("Loading the entry…")
	}
	return app.Article().Class("entry").Body(
		app.P().Class("crumbs").Body(
			app.A().Href(href("/"+sys.Info.ID+"/ref")).Text("Reference"),
			app.Span().Text(" › "+e.Part+" › "+e.Section),
		),
		app.H1().Body(app.Text(beforeBadge(e.Title, e.Origin)), originBadge(sys.Info, e.Origin)),
		sourceLine(sys.Info, e.Pages, e.Origin),
		when(len(e.Aliases) > 0, func() app.UI {
			return app.P().Class("meta").Text("Also called: " + strings.Join(e.Aliases, ", "))
		}),
		body,
		&ShareButton{Title: e.Title},
		relatedView(sys, id, bundle),
		prevNext(sys, i),
	)
}

func entryIndex(sys *ruleset.Ruleset, id string) int {
	for i, e := range sys.Entries {
		if e.ID == id {
			return i
		}
	}
	return 0 // ParseRoute only routes ids that exist
}

// relatedView is the related entries once the data file is read; until then
// the pre-rendered page's own section, if this load carried it.
func relatedView(sys *ruleset.Ruleset, id string, bundle *refBundle) app.UI {
	if bundle != nil {
		return related(sys, id, bundle)
	}
	if pre, ok := prerenderedRelated(entryPath(sys, id)); ok {
		return app.Raw(pre)
	}
	return nil
}

// related lists the entries this one links to and those linking to it. The
// links flow along the line as chips (each still a tap target), and a list
// longer than relatedOpen is folded under its count: Epic's Unit Types is
// referred to by 88 entries, which one a line made a page 5,000 px long.
func related(sys *ruleset.Ruleset, id string, b *refBundle) app.UI {
	out, in := b.Out[id], b.In[id]
	if len(out)+len(in) == 0 {
		return nil
	}
	list := func(title string, ids []string) app.UI {
		if len(ids) == 0 {
			return nil
		}
		links := app.Ul().Class("links").Body(app.Range(ids).Slice(func(i int) app.UI {
			e, _ := sys.Entry(ids[i])
			return app.Li().Body(app.A().Href(entryPath(sys, e.ID)).Text(e.Title))
		}))
		if len(ids) > relatedOpen {
			return app.Details().Class("related-list").Body(
				app.Summary().Text(title+" "+plural(len(ids), "entry", "entries")), links)
		}
		return app.Div().Class("related-list").Body(app.H3().Text(title), links)
	}
	return app.Section().Class("related").Aria("labelledby", "related-title").Body(
		app.H2().ID("related-title").Text("Related"),
		list("This entry refers to", out),
		list("Referred to by", in),
	)
}

// relatedOpen is the most related entries a list shows unfolded: about four
// rows of chips on a phone.
const relatedOpen = 12

// prevNext steps through the reference in reading order.
func prevNext(sys *ruleset.Ruleset, i int) app.UI {
	return neighbours("Previous and next entries", i, len(sys.Entries), func(j int) (string, string) {
		return entryPath(sys, sys.Entries[j].ID), sys.Entries[j].Title
	})
}
