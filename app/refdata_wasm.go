//go:build wasm

package app

import (
	"encoding/json"
	"fmt"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Fetched references, by system. Touched only on the UI goroutine.
var (
	loaded   = map[string]*refBundle{}
	loadErr  = map[string]string{}
	inFlight = map[string]bool{}
)

// prerendered is the entry body the static page was generated with, read at
// start-up before the app replaces the page: a deep link shows its entry at
// once instead of waiting for the fetch.
var prerendered = func() (p struct{ path, html string }) {
	if el := app.Window().Get("document").Call("querySelector", "main .entry-body"); el.Truthy() {
		p.path = app.Window().Get("location").Get("pathname").String()
		p.html = el.Get("innerHTML").String()
	}
	return p
}()

// prerenderedBody is the generated body of the entry at path, if this page
// load carried it.
func prerenderedBody(path string) (string, bool) {
	return prerendered.html, prerendered.html != "" && prerendered.path == path
}

// refGet returns the system's rendered reference once fetched, or the reason
// it could not be.
func refGet(sys *ruleset.Ruleset) (*refBundle, string) {
	return loaded[sys.Info.ID], loadErr[sys.Info.ID]
}

// refLoad fetches the system's rendered reference once, then redraws.
func refLoad(ctx app.Context, sys *ruleset.Ruleset) {
	id := sys.Info.ID
	if loaded[id] != nil || inFlight[id] || len(sys.Entries) == 0 { // no entries, no file
		return
	}
	inFlight[id] = true
	delete(loadErr, id)
	fetchText(href(BundlePath(id)), func(text string, err error) {
		ctx.Dispatch(func(ctx app.Context) {
			inFlight[id] = false
			defer ctx.NewAction(refLoadedAction)
			if err == nil {
				var b refBundle
				if err = json.Unmarshal([]byte(text), &b); err == nil {
					loaded[id] = &b
					return
				}
			}
			loadErr[id] = "The reference could not be loaded (" + err.Error() + "). Reload the page to try again."
		})
	})
}

// fetchText GETs url with the browser's fetch (the service worker answers it
// offline) and calls done once.
func fetchText(url string, done func(string, error)) {
	var onResp, onText, onErr app.Func
	release := func() { onResp.Release(); onText.Release(); onErr.Release() }
	onErr = app.FuncOf(func(this app.Value, args []app.Value) any {
		msg := "network error"
		if len(args) > 0 && args[0].Truthy() {
			msg = args[0].Call("toString").String()
		}
		go func() { release(); done("", fmt.Errorf("%s", msg)) }()
		return nil
	})
	onText = app.FuncOf(func(this app.Value, args []app.Value) any {
		text := args[0].String()
		go func() { release(); done(text, nil) }()
		return nil
	})
	onResp = app.FuncOf(func(this app.Value, args []app.Value) any {
		r := args[0]
		if !r.Get("ok").Bool() {
			status := r.Get("status").Int()
			go func() { release(); done("", fmt.Errorf("HTTP %d", status)) }()
			return nil
		}
		r.Call("text").Call("then", onText, onErr)
		return nil
	})
	app.Window().Call("fetch", url).Call("then", onResp, onErr)
}
