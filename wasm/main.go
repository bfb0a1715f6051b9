// Command wasm is Auspex's single entry point. Built with GOOS=js GOARCH=wasm it
// is the app in the browser; built natively it is the static-site generator
// and the local server (main_native.go).
package main

import (
	ui "auspex/app"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

func main() {
	reg := registry()
	ui.Register(reg)
	app.RunWhenOnBrowser() // in the browser this never returns
	native(reg)
}
