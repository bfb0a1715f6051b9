// Command floor is go-app's floor for the page-speed benchmark
// (tests/calc_test.go, BenchmarkCalcInput): a page whose only work on a tap
// is to change one text node. Built with GOOS=js it is the app; run natively
// with -out DIR it writes the static page around it.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// floor counts taps. After each redraw it bumps data-calc-n on the document,
// as the calculator page does, so one script times both pages the same way.
type floor struct {
	app.Compo
	n int
}

func (f *floor) Render() app.UI {
	return app.Div().Body(
		app.Button().ID("tap").Text("Tap").OnClick(func(ctx app.Context, e app.Event) {
			f.n++
			ctx.Defer(func(app.Context) {
				app.Window().Get("document").Get("documentElement").Call("setAttribute", "data-calc-n", f.n)
			})
		}),
		app.Span().ID("count").Text(f.n),
	)
}

func main() {
	app.Route("/", &floor{})
	app.RunWhenOnBrowser()
	out := flag.String("out", "", "directory to write the static page into")
	flag.Parse()
	h := &app.Handler{Name: "floor", Icon: app.Icon{Default: "/web/icon.png"}, Version: "1"}
	if err := app.GenerateStaticWebsite(*out, h); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
