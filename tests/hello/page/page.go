// Package page is the hello component the load benchmark's floors draw: a
// go-app "hello" page that marks <html> as Auspex's page does, so the same
// waits and timings apply. Both floors (tests/hello and tests/sized) run it,
// so they differ only in what their wasm carries (and the package
// initialisers that come with it).
package page

import "github.com/maxence-charriere/go-app/v9/pkg/app"

type hello struct{ app.Compo }

func (h *hello) OnNav(ctx app.Context) {
	path := ctx.Page().URL().Path
	ctx.Defer(func(app.Context) {
		root := app.Window().Get("document").Get("documentElement")
		root.Call("setAttribute", "data-rendered-ms", app.Window().Get("performance").Call("now").Float())
		root.Call("setAttribute", "data-route", path)
	})
}

func (h *hello) Render() app.UI {
	return app.Div().Class("shell").Body(app.Main().ID("main").Body(app.H1().Text("Hello")))
}

// Run routes every path to the hello component and starts go-app.
func Run() {
	app.RouteWithRegexp("^/.*", &hello{})
	app.RunWhenOnBrowser()
}
