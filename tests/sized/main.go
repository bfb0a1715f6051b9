// Command sized is the load benchmark's size-matched floor: the hello page
// of tests/hello, with all of Auspex linked into its wasm but never run (a
// branch no page takes keeps it). Its module is the app's size and its work
// hello's, so against it the benchmark separates what the module's size costs
// a visit from what the app does with it. Auspex's package initialisers do
// run, as they would in any program that carried them.
package main

import (
	"time"

	ui "auspex/app"
	"auspex/engine/rulesets"
	"auspex/tests/hello/page"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

func main() {
	// No page sets this global: the branch only keeps the app in the module.
	if app.Window().Get("auspexSizedFloorRunsTheApp").Truthy() {
		ui.Register(rulesets.Lazy(func(string, time.Duration) {}))
	}
	page.Run()
}
