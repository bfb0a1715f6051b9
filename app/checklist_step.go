package app

import (
	"fmt"
	"slices"
	"strings"

	"auspex/engine/game"
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
	lp, looping := c.game.Loop()
	if looping {
		phase += fmt.Sprintf(" · unit %d", lp.Unit)
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
		when(looping, func() app.UI { return c.loop(lp) }),
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

// loop shows the per-unit sequence the current step is part of (or whose
// first step is folded under it), from the step where it starts: its steps,
// the unit the players are on and, past its first step, the way back to it
// for the next unit.
func (c *Checklist) loop(l game.Looping) app.UI {
	return app.Div().Class("loop").Body(
		app.P().Class("loop-steps").Text(fmt.Sprintf("Unit by unit: %s; then the next unit. Now unit %d (%s so far: %d).",
			strings.Join(l.Steps, " → "), l.Unit, l.Label, l.Done)),
		when(l.Another, func() app.UI {
			return app.Button().Class("btn another").Text(fmt.Sprintf("Another unit (%s so far: %d)", l.Label, l.Done)).
				OnClick(func(ctx app.Context, e app.Event) { c.act(c.game.AnotherUnit) })
		}),
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
// use them, each with its cost. What a tap did is said beside the chip; a
// play its player cannot afford is marked so, with what the player has.
// What each does is folded below.
func (c *Checklist) plays() app.UI {
	plays := c.game.Plays()
	if len(plays) == 0 {
		return nil
	}
	g := c.game
	var rows []app.UI
	for p := range c.System.Turn.Sides {
		var btns []app.UI
		var short []string
		have := ""
		for _, o := range plays {
			if !slices.Contains(g.Players(o.Who), p) {
				continue
			}
			id := o.ID
			need, cn, afford := c.afford(o, p)
			label := fmt.Sprintf("%s %s, %s", o.Name, c.cost(o), g.Name(p))
			if !afford {
				short = append(short, fmt.Sprintf("%s (%s)", o.Name, c.cost(o)))
				have = fmt.Sprintf("%s has %d%s", g.Name(p), g.Value(cn.ID, p), cn.Unit)
				label += fmt.Sprintf(": needs %d%s, has %d%s", need, cn.Unit, g.Value(cn.ID, p), cn.Unit)
			}
			btns = append(btns, app.Button().Class("play").DataSet("play", id).DataSet("player", p).
				Aria("label", label).Aria("disabled", !afford).
				Body(app.Span().Text(o.Name), app.Text(" "), app.Span().Class("cost").Text(c.cost(o))).
				OnClick(func(ctx app.Context, e app.Event) { c.play(id, p) }, id, p))
			if c.played.id == id && c.played.player == p {
				btns = append(btns, app.Output().Class(map[bool]string{false: "played", true: "played refused"}[c.played.refused]).
					Aria("live", "polite").Text(c.played.text))
			}
		}
		if len(btns) > 0 {
			rows = append(rows, app.Div().Class("play-row").Body(
				app.Span().Class("who").Text(g.Name(p)),
				app.Div().Class("row").Body(btns...),
				when(len(short) > 0, func() app.UI {
					return app.P().Class("short").Text(have + ": not enough for " + strings.Join(short, ", ") + ".")
				}),
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

// afford reports whether player p can pay for a play now, with its cost and
// the counter it is paid from.
func (c *Checklist) afford(o ruleset.Play, p int) (need int, cn ruleset.Counter, ok bool) {
	cn, known := c.System.Counter(o.Counter)
	if !known || o.Cost == 0 {
		return 0, cn, true
	}
	return o.Cost, cn, c.game.Value(cn.ID, p)-o.Cost >= cn.Min
}

// play uses a play for a player and says beside its chip what that did:
// "−1CP: Command Re-roll (2CP left)", or why it was refused.
func (c *Checklist) play(id string, p int) {
	c.act(func() error { return c.game.Play(id, p) })
	c.played = played{id: id, player: p}
	if c.message != "" {
		c.played.text, c.played.refused, c.message = c.message, true, ""
		return
	}
	for _, o := range c.game.Plays() {
		if o.ID != id {
			continue
		}
		if cn, ok := c.System.Counter(o.Counter); ok && o.Cost > 0 {
			c.played.text = fmt.Sprintf("−%d%s: %s (%d%s left)", o.Cost, cn.Unit, o.Name, c.game.Value(cn.ID, p), cn.Unit)
		} else {
			c.played.text = "Used: " + o.Name
		}
	}
}

// cost is a play's cost with its unit: "1CP", or "free".
func (c *Checklist) cost(o ruleset.Play) string {
	if cn, ok := c.System.Counter(o.Counter); ok && o.Cost > 0 {
		return fmt.Sprintf("%d%s", o.Cost, cn.Unit)
	}
	return "free"
}
