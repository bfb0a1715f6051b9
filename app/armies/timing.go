package armies

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// now is the page's clock in ms (0 natively).
func now() float64 {
	if app.IsServer {
		return 0
	}
	return app.Window().Get("performance").Call("now").Float()
}

// markImport notes on the page how long the last import took, from the file
// picked to the army stored: the browser test logs it (tests/army_test.go).
func markImport(start float64) {
	if app.IsServer {
		return
	}
	app.Window().Get("document").Get("documentElement").Call("setAttribute", "data-import-ms", now()-start)
}
