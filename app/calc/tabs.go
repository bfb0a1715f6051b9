package calc

import (
	"auspex/app/store"
	"auspex/app/ui"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The calculator follows other tabs: when one of them stores profiles or this
// system's roll history, the shelf and the tray show what is stored now.

// OnMount starts following other tabs' changes of storage, and draws what the
// first frame left for later (ui.Below) once that frame is shown. (go-app
// renders the page once more after this whatever it asks:
// TestGoAppRendersAgainAfterMount.)
func (c *Page) OnMount(ctx app.Context) {
	c.addressLater(ctx)
	if c.later != nil {
		c.drawLater(ctx)
	}
	c.unwatch = store.Watch(func(key string) {
		ctx.Dispatch(func(ctx app.Context) { c.otherTab(key) })
	})
}

// OnDismount stops following them, and writes the state if a write is
// pending (calc_link.go).
func (c *Page) OnDismount() {
	c.allDrawn()
	if c.addressDue { // the address is the next page's now
		c.addressDue = false
		c.showPending()
	}
	if c.addressHeld != nil {
		c.addressHeld()
	}
	c.stopKeeping()
	if c.unwatch != nil {
		c.unwatch()
		c.unwatch = nil
	}
}

// addressLater puts the state read at start in the address bar once the first
// frame is shown: history.replaceState took 4-5 ms of the Go run that
// precedes that frame on every visit (tests/README.md, "Where the time
// goes"). The page's rendered mark and data-calc-pending wait for it (ensure
// set them), as tests read the address then. An edit meanwhile writes the
// address itself (flush).
func (c *Page) addressLater(ctx app.Context) {
	if !c.addressDue {
		return
	}
	ui.AfterFrameOnly(ctx, func(app.Context) {
		if c.addressDue {
			c.addressDue = false
			ui.ReplaceAddress(c.address())
			c.showPending()
		}
		c.addressHeld()
	})
}

// drawLater draws the parts the first frame left out in steps, each after
// the frame before it is shown and the page is idle: the rest of the form,
// then the results, then the dice tray. Drawn in one go they were one task of
// 66-84 ms on a first visit (the wasm not yet optimised) and a layout of up to
// 45 ms after it, and a tap or a link followed meanwhile waited for both; now it
// waits for one step (tests/README.md, "Where the time goes").
func (c *Page) drawLater(ctx app.Context) {
	ui.AfterFrame(ctx, func(ctx app.Context) {
		if c.later = laterStep(c.later); c.later != nil {
			c.drawLater(ctx)
			return
		}
		ctx.Defer(func(app.Context) { c.allDrawn() })
	})
}

// laterStep returns what is still held back once the next step is drawn, nil
// when nothing is: the form's parts go first, the results (data-later
// "output") next, with the tray held back a step more.
func laterStep(later map[string]bool) map[string]bool {
	form := false
	for k := range later {
		form = form || k != "output" && k != trayLater
	}
	switch {
	case form && later["output"]:
		return map[string]bool{"output": true, trayLater: true}
	case later["output"]:
		return map[string]bool{trayLater: true}
	}
	return nil
}

// trayLater, in Page.later, holds the dice tray back for a step of its own
// (drawLater); it is no part's data-later key.
const trayLater = "+tray"

// allDrawn lets the page's rendered mark through, if the first frame held it.
func (c *Page) allDrawn() {
	if c.release != nil {
		c.release()
		c.release = nil
	}
}

// otherTab reloads what another tab changed under key ("" after a clear).
func (c *Page) otherTab(key string) {
	if c.System == nil || c.System.Calc == nil || c.m == nil {
		return
	}
	if key == store.ProfilesKey || key == "" {
		c.shelf.reload()
	}
	if key == store.ArmiesKey || key == "" {
		c.armies.reload()
	}
	if key == store.RollsKey(c.System.Info.ID) || key == "" {
		c.tray.reload()
	}
}
