// Command floor is go-app's floor for the page-speed benchmark
// (tests/calc_test.go, BenchmarkCalcInput): a page whose only work on a tap
// is to change one text node, and whose only work on a keystroke in its text
// box is to copy the box's value to one text node. Built with GOOS=js it is the app; run natively
// with -out DIR it writes the static page around it.
package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// floor counts taps and echoes what is typed. After each redraw it bumps
// data-calc-n on the document, as the calculator page does, so one script
// times both pages the same way.
type floor struct {
	app.Compo
	n     int
	typed string
}

// drawn bumps the redraw count once go-app has updated the page.
func (f *floor) drawn(ctx app.Context) {
	f.n++
	ctx.Defer(func(app.Context) {
		app.Window().Get("document").Get("documentElement").Call("setAttribute", "data-calc-n", f.n)
	})
}

func (f *floor) Render() app.UI {
	return app.Div().Body(
		app.Button().ID("tap").Text("Tap").OnClick(func(ctx app.Context, e app.Event) { f.drawn(ctx) }),
		app.Span().ID("count").Text(f.n),
		app.Input().ID("key").Type("text").Attr("inputmode", "numeric").Value(f.typed).
			OnInput(func(ctx app.Context, e app.Event) { f.typed = ctx.JSSrc().Get("value").String(); f.drawn(ctx) }),
		app.Span().ID("typed").Text(f.typed),
	)
}

func main() {
	app.Route("/", &floor{})
	app.RunWhenOnBrowser()
	writeSite() // natively; the browser build has no server half (wasm/site/leanapp.go)
}
