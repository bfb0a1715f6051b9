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
// picked to the army stored, and of that the reading (read: when the roster
// was read): the browser test logs them (tests/army_test.go).
func markImport(start, read float64) {
	if app.IsServer {
		return
	}
	root := app.Window().Get("document").Get("documentElement")
	root.Call("setAttribute", "data-import-ms", now()-start)
	root.Call("setAttribute", "data-import-read-ms", read-start)
}
