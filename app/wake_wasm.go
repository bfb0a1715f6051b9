//go:build wasm

package app

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// wakeLock keeps the screen on while a game is open, through the Screen Wake
// Lock API. Browsers drop the lock when the page is hidden, so it is asked for
// again when the page is visible again. Where the API is missing or refuses,
// nothing happens: the screen simply may sleep.
type wakeLock struct {
	sentinel app.Value
	onVis    app.Func
	held     bool
}

func (w *wakeLock) acquire() {
	defer func() { recover() }() // a JS exception must not break the checklist
	if w.held {
		return
	}
	w.held = true
	w.request()
	w.onVis = app.FuncOf(func(this app.Value, args []app.Value) any {
		if w.held && app.Window().Get("document").Get("visibilityState").String() == "visible" {
			w.request()
		}
		return nil
	})
	app.Window().Get("document").Call("addEventListener", "visibilitychange", w.onVis)
}

func (w *wakeLock) request() {
	defer func() { recover() }()
	wl := app.Window().Get("navigator").Get("wakeLock")
	if !wl.Truthy() {
		return
	}
	var done, fail app.Func
	done = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) > 0 {
			w.sentinel = args[0]
			if !w.held { // released while the request was pending
				args[0].Call("release")
			}
		}
		done.Release()
		fail.Release()
		return nil
	})
	fail = app.FuncOf(func(this app.Value, args []app.Value) any {
		done.Release()
		fail.Release()
		return nil // refused (hidden page, battery saver, policy): quietly nothing
	})
	wl.Call("request", "screen").Call("then", done, fail)
}

func (w *wakeLock) release() {
	defer func() { recover() }()
	if !w.held {
		return
	}
	w.held = false
	if w.onVis != nil {
		app.Window().Get("document").Call("removeEventListener", "visibilitychange", w.onVis)
		w.onVis.Release()
		w.onVis = nil
	}
	if w.sentinel != nil && w.sentinel.Truthy() {
		w.sentinel.Call("release")
	}
	w.sentinel = nil
}
