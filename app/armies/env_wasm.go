//go:build wasm

package armies

import (
	"errors"
	"syscall/js"
	"time"

	"auspex/app/store"
	"auspex/app/ui"
	"auspex/engine/army"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// In the browser the reader inflates with DecompressionStream, reached
// through a function the page defines (wasm/site/armyjs.go: auspexInflate),
// so the wasm does not link compress/flate. The XML is read in Go
// (army.ParseXML), here as natively.

// readerEnv is the browser's Env. Inflate waits for a promise: Read must run
// off the browser's event loop (readFile starts it in a goroutine).
func readerEnv() army.Env { return army.Env{Inflate: inflate, Yield: yielder()} }

// yielder gives the event loop back for a moment whenever a read has run
// 25 ms since it last did: the wasm runs on the page's one thread, and a
// goroutine that only computes holds it (an 8 MB roster took seconds). A
// sleep parks the goroutine; with nothing else to run, the wasm returns to
// the browser, which handles taps and paints before the timer resumes it.
func yielder() func() {
	last := time.Now()
	return func() {
		if time.Since(last) >= 25*time.Millisecond {
			time.Sleep(time.Millisecond)
			last = time.Now()
		}
	}
}

func inflate(raw []byte, limit int) ([]byte, error) {
	u8 := js.Global().Get("Uint8Array").New(len(raw))
	js.CopyBytesToJS(u8, raw)
	v, err := await(js.Global().Call("auspexInflate", u8, limit))
	if err != nil {
		if err.Error() == "past limit" {
			return nil, army.ErrPastLimit
		}
		return nil, err
	}
	out := make([]byte, v.Get("length").Int())
	js.CopyBytesToGo(out, v)
	return out, nil
}

// lockArmies waits until this tab holds the lock on the stored armies
// (auspexLock, wasm/site/armyjs.go) and returns its release; off the event
// loop, as Read. If the browser refuses the lock, the import goes on
// without it.
func lockArmies() (release func()) {
	v, err := await(js.Global().Call("auspexLock", store.ArmiesKey, lockHold))
	if err != nil || v.Type() != js.TypeFunction {
		return func() {}
	}
	return func() { v.Invoke() }
}

// await blocks until a promise settles: its value, or its rejection's message.
func await(p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	ch := make(chan result, 1)
	ok := js.FuncOf(func(_ js.Value, args []js.Value) any { ch <- result{v: args[0]}; return nil })
	fail := js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "failed"
		if len(args) > 0 {
			if m := args[0].Get("message"); m.Type() == js.TypeString {
				msg = m.String()
			} else {
				msg = args[0].Call("toString").String()
			}
		}
		ch <- result{err: errors.New(msg)}
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	p.Call("then", ok, fail)
	r := <-ch
	return r.v, r.err
}

// readFile reads a picked or dropped File in full and reads it as a roster,
// off the event loop; done runs on the app's, through ctx.
func readFile(ctx app.Context, file app.Value, done func(ctx app.Context, data []byte, err error)) {
	f := app.JSValue(file)
	ctx.Async(func() {
		buf, err := await(f.Call("arrayBuffer"))
		var data []byte
		if err == nil {
			u8 := js.Global().Get("Uint8Array").New(buf)
			data = make([]byte, u8.Get("length").Int())
			js.CopyBytesToGo(data, u8)
		}
		ctx.Dispatch(func(ctx app.Context) { done(ctx, data, err) })
	})
}

// readShared takes the file the service worker kept from a share (Share →
// Auspex): its bytes and name, and removes it. No file: data is nil.
func readShared(ctx app.Context, done func(ctx app.Context, data []byte, name string, err error)) {
	ctx.Async(func() {
		var data []byte
		var name string
		err := func() error {
			if js.Global().Get("caches").IsUndefined() {
				return nil
			}
			cache, err := await(js.Global().Get("caches").Call("open", sharedCache))
			if err != nil {
				return err
			}
			url := app.Window().Get("location").Get("origin").String() + ui.Href(sharedFile)
			res, err := await(cache.Call("match", url))
			if err != nil || res.IsUndefined() || res.IsNull() {
				return err
			}
			if h := res.Get("headers").Call("get", "x-name"); h.Type() == js.TypeString {
				name = js.Global().Call("decodeURIComponent", h).String()
			}
			// Its size first, from the Blob (the browser keeps the bytes):
			// a 400 MB share read whole stayed in the wasm's memory.
			blob, err := await(res.Call("blob"))
			if err != nil {
				return err
			}
			if size := blob.Get("size").Int(); size > army.MaxFile {
				await(cache.Call("delete", url))
				return &tooLarge{name: name, size: size}
			}
			buf, err := await(blob.Call("arrayBuffer"))
			if err != nil {
				return err
			}
			u8 := js.Global().Get("Uint8Array").New(buf)
			data = make([]byte, u8.Get("length").Int())
			js.CopyBytesToGo(data, u8)
			_, err = await(cache.Call("delete", url))
			return err
		}()
		ctx.Dispatch(func(ctx app.Context) { done(ctx, data, name, err) })
	})
}

// followScroll keeps where the reader has scrolled this page (scrolled[id]),
// so that coming back from the calculator finds the same place; it returns
// what stops it.
func followScroll(id string) func() {
	w := js.Global().Get("window")
	f := js.FuncOf(func(js.Value, []js.Value) any {
		scrolled[id] = w.Get("scrollY").Float()
		return nil
	})
	opts := js.Global().Get("Object").New()
	opts.Set("passive", true)
	w.Call("addEventListener", "scroll", f, opts)
	return func() {
		w.Call("removeEventListener", "scroll", f, opts)
		f.Release()
	}
}

// restoreScroll puts the page back at y once the app has drawn it: the page
// script opens every page it navigates to at its top (wasm/site/scroll.go)
// on the frame after the draw, so this tries each frame, for half a second
// at most, until the page has stayed at y for three frames; it stops as soon
// as the reader touches or scrolls by hand.
func restoreScroll(y float64) {
	w := js.Global().Get("window")
	frames, there := 30, 0
	stopped := false
	var stop, step js.Func
	stop = js.FuncOf(func(js.Value, []js.Value) any { stopped = true; return nil })
	for _, t := range []string{"wheel", "touchstart", "keydown", "mousedown"} {
		w.Call("addEventListener", t, stop, map[string]any{"passive": true, "capture": true, "once": true})
	}
	step = js.FuncOf(func(js.Value, []js.Value) any {
		frames--
		if !stopped && frames > 0 && there < 3 {
			if d := w.Get("scrollY").Float() - y; d > 1 || d < -1 {
				w.Call("scrollTo", 0, y)
				there = 0
			} else {
				there++
			}
			w.Call("requestAnimationFrame", step)
			return nil
		}
		for _, t := range []string{"wheel", "touchstart", "keydown", "mousedown"} {
			w.Call("removeEventListener", t, stop, map[string]any{"capture": true})
		}
		stop.Release()
		step.Release()
		return nil
	})
	w.Call("requestAnimationFrame", step)
}
