package app

import (
	"fmt"
	"slices"
	"strings"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// current is the step to do now, prominent: what to do, when it applies, the
// phase's closing reminder, the per-unit loop, the roll to make and the
// plays usable now as buttons.
func (c *Checklist) current(cur ruleset.Placed) app.UI {
	st := cur.Step
	phase, closing := "", ""
	if cur.Phase != nil {
		phase = cur.Phase.Name
		if cur.Phase.Closing != "" {
			closing = cur.Phase.Closing
		}
	}
	n := c.game.LoopCount()
	if n > 0 {
		phase += fmt.Sprintf(" · unit %d", n)
	}
	limit := st.When.Text(c.System.Turn.Names)
	return app.Section().Class("now").Aria("label", "Current step").Body(
		when(phase != "", func() app.UI { return app.P().Class("phase").Text(phase) }),
		app.H2().ID("now-title").Text(st.Title),
		app.P().Class("reminder linked").Body(linked(c.System, st.Reminder, "")...),
		when(limit != "", func() app.UI { return app.P().Class("when").Text(limit) }),
		when(st.Detail != "", func() app.UI {
			return app.Details().Class("more").Body(app.Summary().Text("More"), detail(c.System, st.Detail))
		}),
		c.folded(),
		c.armyReminders(cur),
		when(closing != "", func() app.UI {
			return app.P().Class("closing linked").Body(append(linked(c.System, closing, ""),
				app.Text(" ("+c.System.Info.Cite.Text(cur.Phase.ClosingPage)+")"))...)
		}),
		c.loop(st),
		c.roll(st),
		c.plays(),
		app.P().Class("source").Body(app.Text(c.System.Info.Cite.Text(st.Page)+" "), originBadge(c.System.Info, st.Origin), c.refs(st.Refs)),
	)
}

// folded lists the steps folded under the current one (Next passes them),
// each one tap to open, with when it applies.
func (c *Checklist) folded() app.UI {
	fs := c.game.Folded()
	if len(fs) == 0 {
		return nil
	}
	items := make([]app.UI, len(fs))
	for i, f := range fs {
		id := f.Step.ID
		limit := f.Step.When.Text(c.System.Turn.Names)
		items[i] = app.Li().Body(app.Button().Class("fold-step").DataSet("step", id).Body(
			app.Span().Class("title").Text(f.Step.Title),
			when(limit != "", func() app.UI { return app.Span().Class("when").Text(limit) }),
		).OnClick(func(ctx app.Context, e app.Event) { c.act(func() error { return c.game.Jump(id) }) }, id))
	}
	return app.Div().Class("folded").Body(
		app.P().Class("folded-head").Text("Also here, if needed (Next passes them):"),
		app.Ul().Body(items...),
	)
}

// loop offers the next unit of a per-unit sequence, with the count so far.
func (c *Checklist) loop(st *ruleset.Step) app.UI {
	if st.Loop == nil {
		return nil
	}
	done := c.game.LoopCount()
	return app.Div().Class("row loop").Body(
		app.Button().Class("btn another").Text(fmt.Sprintf("Another unit (%d %s so far)", done, st.Loop.Label)).
			OnClick(func(ctx app.Context, e app.Event) { c.act(c.game.AnotherUnit) }),
	)
}

// roll offers the step's roll and shows the last roll made.
func (c *Checklist) roll(st *ruleset.Step) app.UI {
	last := c.game.State.Roll
	return app.Div().Class("rolls").Body(
		when(st.Roll != nil, func() app.UI {
			label := "Roll: " + st.Roll.Label
			return app.Button().Class("btn roll").Text(label).
				OnClick(func(ctx app.Context, e app.Event) { c.act(c.game.Roll) })
		}),
		when(last != nil && last.Round == c.game.State.Pos.Round, func() app.UI {
			var dice []string
			for i := range last.Dice {
				dice = append(dice, fmt.Sprint(last.Dice[i]))
			}
			return app.P().Class("rolled").Aria("live", "polite").Text(last.Label + ": " + last.Text + " · dice " + strings.Join(dice, " "))
		}),
	)
}

// plays shows the stratagems (or other plays) usable now, those of the
// steps folded under this one too, as buttons, one row per player who may
// use them, each with its cost; what each does is folded below.
func (c *Checklist) plays() app.UI {
	plays := c.game.Plays()
	if len(plays) == 0 {
		return nil
	}
	g := c.game
	var rows []app.UI
	for p := range c.System.Turn.Sides {
		var btns []app.UI
		for _, o := range plays {
			if !slices.Contains(g.Players(o.Who), p) {
				continue
			}
			id := o.ID
			btns = append(btns, app.Button().Class("play").DataSet("play", id).DataSet("player", p).
				Aria("label", fmt.Sprintf("%s uses %s, %s", g.Name(p), o.Name, c.cost(o))).
				Body(app.Span().Text(o.Name), app.Span().Class("cost").Text(c.cost(o))).
				OnClick(func(ctx app.Context, e app.Event) { c.act(func() error { return c.game.Play(id, p) }) }, id, p))
		}
		if len(btns) > 0 {
			rows = append(rows, app.Div().Class("play-row").Body(
				app.Span().Class("who").Text(g.Name(p)),
				app.Div().Class("row").Body(btns...),
			))
		}
	}
	return app.Div().Class("plays").Body(
		app.Div().Body(rows...),
		app.Details().Class("play-help").Body(
			app.Summary().Text("What these do"),
			app.Ul().Body(app.Range(plays).Slice(func(i int) app.UI {
				o := plays[i]
				name := app.UI(app.Text(o.Name))
				if _, ok := c.System.Entry(o.Ref); ok {
					name = app.A().Href(entryPath(c.System, o.Ref)).Text(o.Name)
				}
				return app.Li().Class("linked").Body(
					app.Strong().Body(name, app.Text(" · "+c.cost(o))),
					app.Span().Class("meta").Text(" ("+o.Who.String()+", "+c.System.Info.Cite.Text(o.Page)+") "),
					originBadge(c.System.Info, o.Origin),
					app.P().Body(linked(c.System, o.Timing, o.Ref)...),
				)
			})),
		),
	)
}

// cost is a play's cost with its unit: "1CP", or "free".
func (c *Checklist) cost(o ruleset.Play) string {
	if cn, ok := c.System.Counter(o.Counter); ok && o.Cost > 0 {
		return fmt.Sprintf("%d%s", o.Cost, cn.Unit)
	}
	return "free"
}
