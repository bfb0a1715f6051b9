// Command hello is the floor page timings are measured against: a go-app
// "hello" component, built into a site the same way as Auspex (the same page
// shell, service worker, compression and server; only the wasm differs). It
// marks <html> as Auspex's page does, so the same waits and timings apply.
package main

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

func main() {
	app.RouteWithRegexp("^/.*", &hello{})
	app.RunWhenOnBrowser()
}
