package app

import (
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// SheetPage renders a quick-reference sheet, laid out to print.
type SheetPage struct {
	app.Compo
	System *ruleset.Ruleset
	Sheet  ruleset.Sheet
	Share  bool // offer a Share button (the page does; golden files pin the sheet alone)
}

// Render draws the sheet's blocks in order.
func (s *SheetPage) Render() app.UI {
	sh := s.Sheet
	return app.Article().Class("sheet").Body(
		app.Div().Class("sheet-head").Body(
			app.H1().Body(app.Text(beforeBadge(sh.Title, sh.Origin)), originBadge(s.System.Info, sh.Origin)),
			app.Button().Class("btn noprint").Text("Print").OnClick(func(ctx app.Context, e app.Event) {
				app.Window().Call("print")
			}),
			when(s.Share, func() app.UI { return &ShareButton{Title: sh.Title} }),
		),
		app.P().Class("meta").Text(s.System.Info.Title()),
		app.Range(sh.Blocks).Slice(func(i int) app.UI { return s.block(sh.Blocks[i]) }),
		sourceLine(s.System.Info, sh.Pages, sh.Origin),
	)
}

func (s *SheetPage) block(b ruleset.Block) app.UI {
	switch b.Kind {
	case ruleset.Heading:
		return app.H2().Body(app.Text(b.Text), s.blockCite(b))
	case ruleset.Para:
		return app.P().Class("linked").Body(append(linked(s.System, b.Text, ""), s.blockCite(b))...)
	case ruleset.List, ruleset.Steps:
		var list app.UI = app.Ul().Body(s.items(b.Items))
		if b.Kind == ruleset.Steps {
			list = app.Ol().Body(s.items(b.Items))
		}
		if b.Page == "" && b.Origin == "" {
			return list
		}
		return app.Div().Class("cited").Body(list, s.blockCite(b))
	case ruleset.ChartRef:
		c, _ := s.System.Chart(b.Chart) // the registry validated the reference
		return &ChartTable{Chart: c, Info: s.System.Info, System: s.System}
	}
	return nil
}

// blockCite is a block's own citation and origin badge, where it has them.
func (s *SheetPage) blockCite(b ruleset.Block) app.UI {
	if b.Page == "" && b.Origin == "" {
		return nil
	}
	info := s.System.Info
	return app.Span().Class("cite").Body(
		when(b.Page != "", func() app.UI { return app.Text(" " + info.Cite.Text(b.Page) + " ") }),
		originBadge(info, b.Origin),
	)
}

func (s *SheetPage) items(list []string) app.UI {
	return app.Range(list).Slice(func(i int) app.UI { return app.Li().Class("linked").Body(linked(s.System, list[i], "")...) })
}

// sheetsIndex lists a system's sheets.
func sheetsIndex(sys *ruleset.Ruleset) app.UI {
	return app.Div().Class("sheets").Body(
		app.H1().Text("Quick-reference sheets"),
		app.Ul().Class("sections").Body(app.Range(sys.Sheets).Slice(func(i int) app.UI {
			sh := sys.Sheets[i]
			return app.Li().Body(app.A().Class("card").Href(href("/"+sys.Info.ID+"/sheets/"+sh.ID)).Body(
				app.Strong().Text(sh.Title),
				app.Span().Class("ready").Body(app.Text("Source: "+sys.Info.Cite.Text(sh.Pages)+" "), originBadge(sys.Info, sh.Origin)),
			))
		})),
	)
}
