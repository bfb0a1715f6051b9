//go:build ignore

// This file is not built with Auspex: wasm/site/leanapp.go writes it, with
// the build line "wasm", into the browser build's copy of go-app.

package app

// firstFrame handles what the start queued (the page mounted, the first
// navigation, what their OnMount and OnNav dispatched) and then the frame
// (component updates, deferred functions), at once. go-app's loop handles a
// frame only on its ticker's next tick: when the mount ran past the tick, a
// random pick of the select could handle the frame before the navigation,
// and the loop then waited for the next tick, letting the browser lay out and
// paint the new page first, with what the frame changes laid out again after.
// Unlike go-app's Consume, it does not wait for goroutines started with
// Async (the search builds its index in steps in one).
func (e *engine) firstFrame() {
	for {
		select {
		case d := <-e.dispatches:
			e.handleDispatch(d)
		default:
			e.handleFrame()
			return
		}
	}
}
