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
}

// Render draws the sheet's blocks in order.
func (s *SheetPage) Render() app.UI {
	sh := s.Sheet
	return app.Article().Class("sheet").Body(
		app.Div().Class("sheet-head").Body(
			app.H1().Text(sh.Title),
			app.Button().Class("btn noprint").Text("Print").OnClick(func(ctx app.Context, e app.Event) {
				app.Window().Call("print")
			}),
		),
		app.P().Class("meta").Text(s.System.Info.Title()),
		app.Range(sh.Blocks).Slice(func(i int) app.UI { return s.block(sh.Blocks[i]) }),
		app.P().Class("source").Text("Source: "+ruleset.PageRef(sh.Pages)+", "+s.System.Info.Source.Title+"."),
	)
}

func (s *SheetPage) block(b ruleset.Block) app.UI {
	switch b.Kind {
	case ruleset.Heading:
		return app.H2().Text(b.Text)
	case ruleset.Para:
		return app.P().Text(b.Text)
	case ruleset.List:
		return app.Ul().Body(items(b.Items))
	case ruleset.Steps:
		return app.Ol().Body(items(b.Items))
	case ruleset.ChartRef:
		c, _ := s.System.Chart(b.Chart) // the registry validated the reference
		return &ChartTable{Chart: c, Source: s.System.Info.Source.Title}
	}
	return nil
}

func items(list []string) app.UI {
	return app.Range(list).Slice(func(i int) app.UI { return app.Li().Text(list[i]) })
}

// sheetsIndex lists a system's sheets.
func sheetsIndex(sys *ruleset.Ruleset) app.UI {
	return app.Div().Class("sheets").Body(
		app.H1().Text("Quick-reference sheets"),
		app.Ul().Class("sections").Body(app.Range(sys.Sheets).Slice(func(i int) app.UI {
			sh := sys.Sheets[i]
			return app.Li().Body(app.A().Class("card").Href(href("/"+sys.Info.ID+"/sheets/"+sh.ID)).Body(
				app.Strong().Text(sh.Title),
				app.Span().Class("ready").Text("Source: "+ruleset.PageRef(sh.Pages)),
			))
		})),
	)
}
