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
	if c.later != nil {
		ui.AfterFrame(ctx, func(ctx app.Context) {
			c.later = nil
			ctx.Defer(func(app.Context) { c.allDrawn() })
		})
	}
	c.unwatch = store.Watch(func(key string) {
		ctx.Dispatch(func(ctx app.Context) { c.otherTab(key) })
	})
}

// OnDismount stops following them, and writes the state if a write is
// pending (calc_link.go).
func (c *Page) OnDismount() {
	c.allDrawn()
	c.stopKeeping()
	if c.unwatch != nil {
		c.unwatch()
		c.unwatch = nil
	}
}

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
