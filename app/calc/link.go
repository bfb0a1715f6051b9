package calc

import (
	"auspex/app/store"
	"auspex/app/ui"
	"auspex/engine/clip"

	"fmt"
	"net/url"
	"strconv"
	"strings"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The calculator's state as a query: read from a link or from storage,
// salvaged field by field, and written back to the address bar and storage.

// calcKey is where the last calculator input of a system is kept.
func calcKey(sysID string) string { return "auspex.calc." + sysID }

// restore sets the whole state from a query. Values that cannot be used fall
// back to their defaults, field by field; the returned text names them.
func (c *Page) restore(raw string) string {
	q, unreadable, err := parseLoose(raw)
	if err != nil {
		p, _ := ruleset.CheckPage(c.m.decl, nil)
		c.m.reset(p.A.Query(), nil, false)
		return "could not be read (" + err.Error() + "), so every field is back to its default."
	}
	p, errs := ruleset.CheckPage(c.m.decl, q)
	if p.Compare {
		c.m.reset(p.A.Query(), p.B.Query(), true)
	} else {
		c.m.reset(p.A.Query(), nil, false)
	}
	if len(errs)+len(unreadable) == 0 {
		return ""
	}
	// A link can hold thousands of bad pairs: name the first few.
	const most = 8
	named := unreadable
	for _, e := range errs {
		named = append(named, clip.Text(e.Key)+" = "+quoteClip(e.Given)+" ("+e.Allowed+")")
	}
	if len(named) > most {
		named = append(named[:most], "and "+strconv.Itoa(len(named)-most)+" more")
	}
	return "had values Auspex cannot use, so it left them out and those fields start from their defaults: " + strings.Join(named, "; ") + "."
}

// maxQueryParts bounds the pairs of a query read: a form has a few dozen fields.
const maxQueryParts = 1000

// parseLoose reads a query pair by pair, so that one pair with broken
// percent-encoding costs only that pair: unreadable lists those, described.
// A query of more than maxQueryParts pairs is refused whole.
func parseLoose(raw string) (q url.Values, unreadable []string, err error) {
	parts := strings.Split(raw, "&")
	if len(parts) > maxQueryParts {
		return nil, nil, fmt.Errorf("%d key=value pairs; at most %d are read", len(parts), maxQueryParts)
	}
	q = url.Values{}
	for _, p := range parts {
		if p == "" {
			continue
		}
		one, err := url.ParseQuery(p)
		if err != nil {
			unreadable = append(unreadable, quoteClip(p)+" ("+clip.Text(err.Error())+")")
			continue
		}
		for k, vs := range one {
			q[k] = append(q[k], vs...)
		}
	}
	return q, unreadable, nil
}

// quoteClip quotes a value from outside, clipped.
func quoteClip(s string) string { return `"` + clip.Text(s) + `"` }

// state is the canonical query of the last valid input ("" before there is
// one): A's fields that differ from their defaults (and A's further lines),
// then, when comparing, CompareKey and B's differing fields. Every value is
// escaped so that a link typed or pasted anywhere reads back the same: a +
// is always %2B.
func (c *Page) state() string {
	if c.m.res[sideA] == nil {
		return ""
	}
	return strictEscape(c.m.kept)
}

// strictEscape re-escapes a query so that every + in a value is %2B: a query
// built elsewhere may carry a bare + (which a reader takes for a space).
func strictEscape(raw string) string {
	if !strings.Contains(raw, "+") {
		return raw
	}
	parts := strings.Split(raw, "&")
	for i, p := range parts {
		k, v, _ := strings.Cut(p, "=")
		uk, err1 := url.QueryUnescape(k)
		uv, err2 := url.QueryUnescape(v)
		if err1 != nil || err2 != nil {
			continue
		}
		parts[i] = url.QueryEscape(uk) + "=" + url.QueryEscape(uv)
	}
	return strings.Join(parts, "&")
}

// keepDelay is how long after a change the state is written. Chromium takes
// several milliseconds to replace the address (more than redrawing the
// results), so a change is drawn first and written a moment later, once for
// a burst of taps; a page hidden or left in between is written at once.
// The write then waits for the browser to be idle (requestIdleCallback,
// where there is one): while a player types, the delay ends in the middle of
// the next keystroke, and the write would hold back that keystroke's frame.
const keepDelay = 200 // ms

// keep writes the valid state to the address bar and to localStorage soon:
// the write reads the state when it happens, so it is always the latest.
// While one is pending, data-calc-pending is on the document (tests wait for
// it to go before reading the address bar).
func (c *Page) keep() {
	if app.IsServer || c.keepPending {
		return
	}
	if c.keepFn == nil {
		c.keepFn = app.FuncOf(func(app.Value, []app.Value) any {
			c.flush(true, true)
			return nil
		})
		c.idleFn = app.FuncOf(func(app.Value, []app.Value) any {
			ui.JSGuard("waiting to save", func() {
				if w := app.Window(); w.Get("requestIdleCallback").Truthy() {
					c.idleReq = w.Call("requestIdleCallback", c.keepFn, map[string]any{"timeout": keepDelay})
				} else {
					c.flush(true, true)
				}
			})
			return nil
		})
	}
	c.keepPending = true
	c.showPending()
	ui.JSGuard("scheduling the save", func() {
		// Only while a write is pending: a page left with nothing to write
		// does not call into Go as it goes (the next page waits for that).
		app.Window().Call("addEventListener", "pagehide", c.keepFn)
		c.keepTimer = app.Window().Call("setTimeout", c.idleFn, keepDelay)
	})
}

// flush writes the state now if a write is pending: to storage unless stored
// is false (a stored input that could not be set aside stays until the next
// change), and to the address bar unless the page is being left (the address
// is the next page's).
func (c *Page) flush(address, stored bool) {
	if !c.keepPending {
		return
	}
	c.keepPending = false
	s := c.state()
	if address {
		c.addressDue = false
		ui.ReplaceAddress(c.address()) // a failure leaves the address behind until the next change
	}
	if stored {
		if err := store.Set(calcKey(c.sysID), s); err != nil {
			c.notice = "Your calculator input could not be saved: " + err.Error()
			c.Update()
		}
	}
	ui.JSGuard("marking the save", func() {
		app.Window().Call("removeEventListener", "pagehide", c.keepFn)
	})
	c.showPending()
}

// showPending puts <html data-calc-pending> on while a write of the state is
// due (a change kept, or the address after the first frame: addressLater),
// and takes it off once none is; tests wait for it to go.
func (c *Page) showPending() {
	on := c.keepPending || c.addressDue
	ui.JSGuard("marking the save", func() {
		root := app.Window().Get("document").Get("documentElement")
		if on {
			root.Call("setAttribute", "data-calc-pending", "1")
		} else {
			root.Call("removeAttribute", "data-calc-pending")
		}
	})
}

// address is this page's address with the state in its query.
func (c *Page) address() string {
	u := ui.Href("/" + c.sysID + "/" + string(ruleset.Calc))
	if s := c.state(); s != "" {
		u += "?" + s
	}
	return u
}

// stopKeeping writes what is pending when the page is left for another one
// of the app, and stops listening for the page being hidden.
func (c *Page) stopKeeping() {
	c.flush(false, true)
	if c.keepFn != nil {
		// A timer or idle callback still waiting would call a released function.
		ui.JSGuard("leaving the page", func() {
			w := app.Window() // flush above took the pagehide listener off
			if c.keepTimer != nil && c.keepTimer.Truthy() {
				w.Call("clearTimeout", c.keepTimer)
			}
			if c.idleReq != nil && c.idleReq.Truthy() && w.Get("cancelIdleCallback").Truthy() {
				w.Call("cancelIdleCallback", c.idleReq)
			}
		})
		c.keepFn.Release()
		c.idleFn.Release()
		c.keepFn, c.idleFn = nil, nil
	}
}
