package calc

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// bar is the phone's bar above the tabs: the headline (both attackers and
// their difference while comparing), which takes you to the results, and Roll
// within thumb reach, which rolls (step by step in step mode) and brings the
// dice into view: the whole roll from its percentile, or the newest stage of a
// step roll still being revealed. a is attacker A's checked query.
func (c *Page) bar(a url.Values) app.UI {
	m := c.m
	var headline app.UI
	if m.compare && m.res[sideB] != nil {
		headline = compareBar(m.res[sideA], m.res[sideB], m.stale)
	} else {
		headline = headlineBar(m.res[sideA], "", m.stale)
	}
	return app.Div().Class("calc-bar").Body(
		app.Button().Type("button").ID("bar-results").Class("bar-jump").Title("Show the results").Body(headline).
			OnClick(func(ctx app.Context, e app.Event) {
				r := app.Window().GetElementByID("compare") // comparing: the table first
				if !r.Truthy() {
					r = app.Window().GetElementByID("results")
				}
				if r.Truthy() {
					r.Call("scrollIntoView", map[string]any{"block": "start"})
				}
			}),
		app.Button().ID("bar-roll").Class("btn").Text("Roll").Disabled(a == nil).
			OnClick(func(ctx app.Context, e app.Event) {
				c.tray.tap(c.System, m.checked(sideA))
				ctx.Defer(func(app.Context) {
					r := app.Window().GetElementByID("roll-result")
					if !r.Truthy() {
						return
					}
					target, block := r, "start"
					if !r.Call("hasAttribute", "data-percentile").Bool() {
						if s := r.Call("querySelector", ".roll-stage:last-of-type"); s.Truthy() {
							target, block = s, "nearest"
						}
					}
					target.Call("scrollIntoView", map[string]any{"block": block})
				})
			}),
	)
}
