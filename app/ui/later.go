package ui

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// The app's first frame holds what the reader can see. A page marks the parts
// it may draw later with data-later="KEY"; the boot script, just before Go
// starts, lists the marked parts the pre-rendered page had wholly below the
// bottom of the screen (window.auspexBelow), and the page draws those just
// after the first frame is shown. On the calculator, which is two and a half
// phone screens tall, that is most of the form and all of the results. The page's
// rendered mark (data-route, data-rendered-ms) waits for the parts held
// back, so it still means "the whole route is drawn".

var (
	belowRead bool
	held      int
	whenDrawn []func()
)

// Below returns, to its first caller in the browser, the keys of the marked
// parts the pre-rendered page had below the screen; nil after that, on the
// server, or when the page was not pre-rendered (a navigation inside the
// app draws everything at once).
func Below() map[string]bool {
	if app.IsServer || belowRead {
		return nil
	}
	belowRead = true
	var keys map[string]bool
	JSGuard("reading the parts below the screen", func() {
		w := app.Window()
		l := w.Get("auspexBelow")
		if l.IsUndefined() || l.IsNull() {
			return
		}
		w.Set("auspexBelow", nil)
		for i, n := 0, l.Length(); i < n; i++ {
			if k := l.Index(i); k.Type() == app.TypeString {
				if keys == nil {
					keys = map[string]bool{}
				}
				keys[k.String()] = true
			}
		}
	})
	return keys
}

// Hold keeps the rendered mark back until the returned function is called
// (calling it again does nothing).
func Hold() (release func()) {
	held++
	done := false
	return func() {
		if done {
			return
		}
		done = true
		if held--; held == 0 {
			fs := whenDrawn
			whenDrawn = nil
			for _, f := range fs {
				f()
			}
		}
	}
}

// WhenDrawn runs f now, or when the last part held back is drawn.
func WhenDrawn(f func()) {
	if held == 0 {
		f()
		return
	}
	whenDrawn = append(whenDrawn, f)
}

// AfterFrame dispatches f once the browser has shown the next frame and is
// idle (at most 100 ms later; at once in a hidden tab, which draws no frame),
// and go-app draws f's component again after it, as for ctx.Dispatch.
func AfterFrame(ctx app.Context, f func(app.Context)) { afterFrame(ctx, app.Update, f) }

// AfterFrameOnly is AfterFrame for work that changes nothing drawn: nothing
// is drawn again after f.
func AfterFrameOnly(ctx app.Context, f func(app.Context)) { afterFrame(ctx, app.Next, f) }

// afterFrame dispatches f in the given mode once the frame is shown.
func afterFrame(ctx app.Context, mode app.DispatchMode, f func(app.Context)) {
	dispatch := func() { ctx.Dispatcher().Dispatch(app.Dispatch{Mode: mode, Source: ctx.Src(), Function: f}) }
	var frame, idle app.Func
	idle = app.FuncOf(func(app.Value, []app.Value) any {
		idle.Release()
		dispatch()
		return nil
	})
	frame = app.FuncOf(func(app.Value, []app.Value) any {
		frame.Release()
		if w := app.Window(); w.Get("requestIdleCallback").Truthy() {
			w.Call("requestIdleCallback", idle, map[string]any{"timeout": 100})
		} else {
			w.Call("setTimeout", idle, 0)
		}
		return nil
	})
	err := JSGuard("waiting for the first frame", func() {
		w := app.Window()
		if w.Get("document").Get("hidden").Truthy() {
			w.Call("setTimeout", idle, 0)
			frame.Release()
			return
		}
		w.Call("requestAnimationFrame", frame)
	})
	if err != nil {
		frame.Release()
		idle.Release()
		dispatch()
	}
}
