package ui

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// NumberInput is a whole-number field between min and max: the phone's
// number pad, and what it holds selected as it takes the focus, so the
// number typed next replaces it (12 typed into a field showing 1 is 12).
// Every number field of the app is one of these or the calculator's stepper,
// which selects the same way.
func NumberInput(id string, min, max, value int) app.HTMLInput {
	return app.Input().ID(id).Type("number").Attr("inputmode", "numeric").
		Min(min).Max(max).Value(value).OnFocus(SelectAll)
}

// FocusSelect focuses the field id once the frame is drawn and selects what
// it holds: a number entry that opens on a tap is ready to type over (the
// autofocus attribute is ignored once a page has focused anything).
func FocusSelect(ctx app.Context, id string) {
	ctx.Defer(func(app.Context) {
		if e := app.Window().GetElementByID(id); e.Truthy() {
			e.Call("focus")
			e.Call("select")
		}
	})
}
