package app

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"auspex/app/ui"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// counters are the tracked numbers, compact: one line per counter, a cell per
// player with − and +; a long press on a value (or Enter on it from the
// keyboard) opens a number entry.
func (c *Checklist) counters() app.UI {
	sys := c.System
	return app.Section().Class("counters").Aria("label", "Counters").Body(
		when(c.message != "", func() app.UI { return app.P().Class("refused").Role("alert").Text(c.message) }),
		app.Range(sys.Counters).Slice(func(i int) app.UI {
			cn := sys.Counters[i]
			n := len(c.game.State.Counters[cn.ID])
			cells := make([]app.UI, n)
			for p := range n {
				cells[p] = c.counterCell(cn.ID, p)
			}
			return app.Div().Class("counter-group").Body(
				app.Span().Class("label").Text(cn.Label),
				app.Div().Class("cells").Body(cells...),
			)
		}),
		c.entry(),
	)
}

// counterCell is one player's value of a counter.
func (c *Checklist) counterCell(id string, p int) app.UI {
	cn, _ := c.System.Counter(id)
	who := c.game.Holder(cn, p)
	key := fmt.Sprintf("%s/%d", id, p)
	value := fmt.Sprintf("%d%s", c.game.Value(id, p), cn.Unit)
	return app.Div().Class("counter").DataSet("counter", id).DataSet("player", p).Body(
		app.Span().Class("who").Text(who),
		app.Button().Class("step-down").Aria("label", fmt.Sprintf("%s: one %s fewer", who, cn.Unit)).Text("−").
			OnClick(func(ctx app.Context, e app.Event) { c.act(func() error { return c.game.Adjust(id, p, -1) }) }, key),
		// The accessible name holds the value as shown (axe: label-content-name-mismatch).
		app.Button().Class("value-btn").Aria("label", fmt.Sprintf("%s %s %s: press and hold to type a number", who, cn.Label, value)).
			Body(app.Output().Class("value").Text(value)).
			On("pointerdown", func(ctx app.Context, e app.Event) { c.pressed = time.Now() }, key).
			On("pointerup", func(ctx app.Context, e app.Event) {
				if !c.pressed.IsZero() && time.Since(c.pressed) >= longPress {
					c.openEntry(ctx, key)
				}
				c.pressed = time.Time{}
			}, key).
			OnContextMenu(func(ctx app.Context, e app.Event) { e.PreventDefault(); c.openEntry(ctx, key) }, key).
			OnClick(func(ctx app.Context, e app.Event) {
				if e.Get("detail").Int() == 0 { // from the keyboard: no long press there
					c.openEntry(ctx, key)
				}
			}, key),
		app.Button().Class("step-up").Aria("label", fmt.Sprintf("%s: one %s more", who, cn.Unit)).Text("+").
			OnClick(func(ctx app.Context, e app.Event) { c.act(func() error { return c.game.Adjust(id, p, 1) }) }, key),
	)
}

func (c *Checklist) openEntry(ctx app.Context, key string) {
	c.editing, c.message = key, ""
	ui.FocusSelect(ctx, "counter-entry")
}

// entry is the number entry of the counter cell being edited: the typed
// value goes through the counter's limits like a tap on + or −.
func (c *Checklist) entry() app.UI {
	id, ps, ok := strings.Cut(c.editing, "/")
	p, err := strconv.Atoi(ps)
	cn, known := c.System.Counter(id)
	if !ok || err != nil || !known || p < 0 || p >= len(c.game.State.Counters[id]) {
		return nil
	}
	label := c.game.Holder(cn, p) + ": " + cn.Label
	set := func(ctx app.Context, e app.Event) {
		e.PreventDefault()
		raw := app.Window().GetElementByID("counter-entry").Get("value").String()
		v, err := strconv.Atoi(strings.TrimSpace(raw))
		if err != nil {
			c.message = fmt.Sprintf("%s: %q is not a whole number", label, raw)
			return
		}
		c.act(func() error { return c.game.Adjust(id, p, v-c.game.Value(id, p)) })
		if c.message == "" {
			c.editing = ""
		}
	}
	return app.Form().Class("entry").DataSet("counter", id).DataSet("player", p).OnSubmit(set, c.editing).Body(
		app.Label().For("counter-entry").Text(label),
		ui.NumberInput("counter-entry", cn.Min, cn.Max, c.game.Value(id, p)).AutoFocus(true),
		app.Button().Type("submit").Class("btn set").Text("Set"),
		app.Button().Type("button").Class("btn cancel").Text("Cancel").
			OnClick(func(ctx app.Context, e app.Event) { c.editing = "" }),
	)
}
