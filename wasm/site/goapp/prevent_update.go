//go:build ignore

// This file is not built with Auspex: wasm/site/leanapp.go writes it, with
// the build line "wasm", into the browser build's copy of go-app.

package app

// Context.PreventUpdate in a dispatched function (OnMount, OnNav, a
// ctx.Dispatch) did nothing in go-app v9.8.0: it marks the component "no
// update", and handleDispatch marks it "update" again as the function
// returns. In an event handler it works, and stays as go-app writes it.
//
// Here, called while an Update dispatch runs (updating), it means: this
// dispatch adds no update of its component (updatePrevented). An update
// that another dispatch asked for in the same frame still happens; go-app's
// mark would have cancelled that one too. Auspex's pages call it where a
// mount or their first navigation leaves them showing what they already
// show: on the calculator the whole form was rendered and compared a second
// time in the first frame. The engine runs one dispatch at a time (a
// dispatch made inside another is queued), so two flags serve.
var updating, updatePrevented bool
