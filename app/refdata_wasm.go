//go:build wasm

package app

import (
	"fmt"
	"sync"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Fetched references, by system. A reference is read in the background and
// its result recorded whether or not the component that asked is still on
// screen (go-app drops a dispatch to one that is gone, which would leave the
// system "in flight" for good).
var (
	refMu    sync.Mutex
	loaded   = map[string]*refBundle{}
	loadErr  = map[string]string{}
	inFlight = map[string]bool{}
)

// prerendered is the entry body the static page was generated with, read at
// start-up before the app replaces the page: a deep link shows its entry at
// once instead of waiting for the fetch.
// Its related entries likewise: drawn only once the data file is read, the
// section would leave the first frame and come back, moving the page.
var prerendered = func() (p struct{ path, html, related string }) {
	doc := app.Window().Get("document")
	if el := doc.Call("querySelector", "main .entry-body"); el.Truthy() {
		p.path = app.Window().Get("location").Get("pathname").String()
		p.html = el.Get("innerHTML").String()
		if rel := doc.Call("querySelector", "main .entry section.related"); rel.Truthy() {
			p.related = rel.Get("outerHTML").String()
		}
	}
	return p
}()

// prerenderedBody is the generated body of the entry at path, if this page
// load carried it.
func prerenderedBody(path string) (string, bool) {
	return prerendered.html, prerendered.html != "" && prerendered.path == path
}

// prerenderedRelated is the generated related-entries section of the entry
// at path, if this page load carried one.
func prerenderedRelated(path string) (string, bool) {
	return prerendered.related, prerendered.related != "" && prerendered.path == path
}

// refGet returns the system's rendered reference once fetched, or the reason
// it could not be.
func refGet(sys *ruleset.Ruleset) (*refBundle, string) {
	refMu.Lock()
	defer refMu.Unlock()
	return loaded[sys.Info.ID], loadErr[sys.Info.ID]
}

// refLoad fetches the system's rendered reference once, then posts
// refLoadedAction. Nothing on the first frame needs it (a deep link's entry is
// in the pre-rendered page, search answers from the titles meanwhile), so the
// fetch starts once the app has drawn its first page, and the file is read a
// few entries at a time: read at once, its 370 KB of text cost 20-25 ms in
// one piece, which often landed before the first frame of an entry page.
func refLoad(ctx app.Context, sys *ruleset.Ruleset) {
	id := sys.Info.ID
	refMu.Lock()
	defer refMu.Unlock()
	if loaded[id] != nil || inFlight[id] || len(sys.Entries) == 0 { // no entries, no file
		return
	}
	inFlight[id] = true
	delete(loadErr, id)
	finish := func(b *refBundle, err error) {
		refMu.Lock()
		inFlight[id] = false
		if err == nil {
			loaded[id] = b
		} else {
			loadErr[id] = "The reference could not be loaded (" + err.Error() + "). Reload the page to try again."
		}
		refMu.Unlock()
		ctx.NewAction(refLoadedAction) // the page redraws, the search indexes
	}
	start := func() {
		fetchJSON(href(BundlePath(id)), func(v app.Value, err error) {
			if err != nil {
				finish(nil, err)
				return
			}
			finish(bundleFrom(v, sys.Entries))
		})
	}
	if drawn {
		go start()
	} else {
		queued = append(queued, start)
	}
}

// drawn is set once the app has drawn its first page; fetches asked for
// before then wait in queued. Both under refMu.
var (
	drawn  bool
	queued []func()
)

// firstFrameDrawn starts what waited for the app's first frame: the page
// calls it when it marks the route drawn.
func firstFrameDrawn() {
	refMu.Lock()
	drawn = true
	q := queued
	queued = nil
	refMu.Unlock()
	for _, f := range q {
		go f()
	}
}

// readStep is how many of the data file's values are read between pauses.
const readStep = 24

// bundleFrom reads a rendered reference that the browser has parsed, with a
// pause after every readStep values. The browser's JSON.parse takes a few ms
// where encoding/json in the wasm took 35-66 ms in one piece; readBundle
// checks the shape instead, value by value.
func bundleFrom(v app.Value, entries []ruleset.Entry) (*refBundle, error) {
	read := 0
	return readBundle(jsData{v}, entries, func() {
		if read++; read%readStep == 0 {
			pause()
		}
	})
}

// jsData is a value the browser parsed, as readBundle reads it.
type jsData struct{ v app.Value }

func (d jsData) kind() dataKind {
	switch {
	case d.v.Type() == app.TypeString:
		return kindString
	case d.v.Type() != app.TypeObject || d.v.IsNull():
		return kindOther
	case isArray(d.v):
		return kindArray
	}
	return kindObject
}

func (d jsData) keys() []string {
	keys := app.Window().Get("Object").Call("keys", d.v)
	ks := make([]string, keys.Length())
	for i := range ks {
		ks[i] = keys.Index(i).String()
	}
	return ks
}

func (d jsData) get(k string) dataValue { return jsData{d.v.Get(k)} }
func (d jsData) length() int            { return d.v.Length() }
func (d jsData) index(i int) dataValue  { return jsData{d.v.Index(i)} }
func (d jsData) str() string            { return d.v.String() }

func isArray(v app.Value) bool { return app.Window().Get("Array").Call("isArray", v).Bool() }

// fetchJSON GETs url with the browser's fetch (the service worker answers it
// offline), has the browser parse it, and calls done once.
func fetchJSON(url string, done func(app.Value, error)) {
	var onResp, onText, onErr app.Func
	release := func() { onResp.Release(); onText.Release(); onErr.Release() }
	onErr = app.FuncOf(func(this app.Value, args []app.Value) any {
		msg := "network error"
		if len(args) > 0 && args[0].Truthy() {
			msg = args[0].Call("toString").String()
		}
		go func() { release(); done(nil, fmt.Errorf("%s", msg)) }()
		return nil
	})
	onText = app.FuncOf(func(this app.Value, args []app.Value) any {
		v := args[0]
		go func() { release(); done(v, nil) }()
		return nil
	})
	onResp = app.FuncOf(func(this app.Value, args []app.Value) any {
		r := args[0]
		if !r.Get("ok").Bool() {
			status := r.Get("status").Int()
			go func() { release(); done(nil, fmt.Errorf("HTTP %d", status)) }()
			return nil
		}
		r.Call("json").Call("then", onText, onErr)
		return nil
	})
	app.Window().Call("fetch", url).Call("then", onResp, onErr)
}
