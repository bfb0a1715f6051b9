package app

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// applyTheme sets the theme on the document; CSS does the rest.
func applyTheme(theme string) {
	if app.IsServer {
		return
	}
	root := app.Window().Get("document").Get("documentElement")
	if theme == "" {
		root.Call("removeAttribute", "data-theme")
		return
	}
	root.Call("setAttribute", "data-theme", theme)
}
