package app

import (
	"fmt"
	"strings"
	"time"

	"auspex/engine/game"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Checklist is a system's turn checklist and game tracker. Every tap changes
// the game and stores it at once; the stored game is read back on the next
// visit, whatever happened in between (reload, update, offline).
type Checklist struct {
	app.Compo
	System *ruleset.Ruleset

	game    *game.Game
	notice  string // stored game set aside, storage failing
	message string // the last refusal: a counter limit, not enough CP
	confirm bool   // "New game" asked, waiting for yes or no
	wake    wakeLock
}

// OnMount keeps the screen awake while a game is running here.
func (c *Checklist) OnMount(ctx app.Context) {
	c.ensure()
	c.syncWake()
}

// syncWake holds the wake lock while the game is not over.
func (c *Checklist) syncWake() {
	if c.game.State.Over {
		c.wake.release()
	} else {
		c.wake.acquire()
	}
}

// OnDismount lets the screen sleep again.
func (c *Checklist) OnDismount() { c.wake.release() }

// ensure loads the stored game of the system shown, once per system. It runs
// from Render so that the first frame already shows the stored game.
func (c *Checklist) ensure() {
	if c.game != nil && c.game.Ruleset().Info.ID == c.System.Info.ID {
		return
	}
	c.game, c.notice = loadGame(c.System)
	c.message, c.confirm = "", false
}

// act runs one tap: a refusal becomes the message; anything done is stored.
func (c *Checklist) act(f func() error) {
	c.ensure()
	c.message, c.confirm = "", false
	if err := f(); err != nil {
		c.message = err.Error()
		return
	}
	if msg := saveGame(c.game); msg != "" {
		c.notice = msg
	}
	c.syncWake()
}

// Render draws the checklist.
func (c *Checklist) Render() app.UI {
	c.ensure()
	g := c.game
	cur := g.Current()
	return app.Div().Class("checklist").DataSet("step", cur.Step.ID).DataSet("over", g.State.Over).Body(
		app.H1().Text("Checklist"),
		when(c.notice != "", func() app.UI {
			return app.Div().Class("banner warn").Role("alert").Body(
				app.Span().Text(c.notice),
				app.Button().Class("btn").Text("Dismiss").OnClick(func(ctx app.Context, e app.Event) { c.notice = "" }),
			)
		}),
		app.P().Class("where").Aria("live", "polite").Text(c.where()),
		c.current(cur),
		c.counters(),
		c.stepList(),
		c.controls(),
		c.logView(),
	)
}

// where is the position in words: stage, round, whose turn.
func (c *Checklist) where() string {
	g, t := c.game, c.System.Turn
	p := g.State.Pos
	switch {
	case g.State.Over:
		return "The game is over."
	case p.Round == 0:
		return "Before the battle"
	case p.Round > t.Rounds:
		return "After the battle"
	}
	s := fmt.Sprintf("Battle round %d of %d", p.Round, t.Rounds)
	if t.Order == ruleset.PlayerTurns {
		s += " · " + t.Sides[p.Turn] + "'s turn"
	}
	return s
}

// current is the step to do now, prominent.
func (c *Checklist) current(cur ruleset.Placed) app.UI {
	st := cur.Step
	phase := ""
	if cur.Phase != nil {
		phase = cur.Phase.Name
	}
	return app.Section().Class("now").Aria("label", "Current step").Body(
		when(phase != "", func() app.UI { return app.P().Class("phase").Text(phase) }),
		app.H2().ID("now-title").Text(st.Title),
		app.P().Class("reminder").Text(st.Reminder),
		when(st.When.Text() != "", func() app.UI { return app.P().Class("when").Text(st.When.Text()) }),
		when(st.Detail != "", func() app.UI { return detail(st.Detail) }),
		c.plays(st),
		app.P().Class("source").Body(app.Text(c.System.Info.Cite.Text(st.Page)+" "), originBadge(c.System.Info, st.Origin), c.refs(st.Refs)),
	)
}

// detail renders a step's detail: plain paragraphs and "- " list lines.
func detail(text string) app.UI {
	var out, items []app.UI
	flush := func() {
		if len(items) > 0 {
			out = append(out, app.Ul().Body(items...))
			items = nil
		}
	}
	for _, line := range strings.Split(text, "\n") {
		if item, ok := strings.CutPrefix(line, "- "); ok {
			items = append(items, app.Li().Text(item))
			continue
		}
		flush()
		if line != "" {
			out = append(out, app.P().Text(line))
		}
	}
	flush()
	return app.Div().Class("detail").Body(out...)
}

// refs links the reference entries a step names, those that exist yet.
func (c *Checklist) refs(ids []string) app.UI {
	var links []app.UI
	for _, id := range ids {
		if e, ok := c.System.Entry(id); ok {
			links = append(links, app.Text(" · "), app.A().Href(entryPath(c.System, id)).Text(e.Title))
		}
	}
	return app.Span().Body(links...)
}

// plays offers the stratagems (or other plays) of a step, with their cost,
// one button per player who may use them.
func (c *Checklist) plays(st *ruleset.Step) app.UI {
	if len(st.Plays) == 0 {
		return nil
	}
	sides := c.System.Turn.Sides
	return app.Details().Class("plays").Body(
		app.Summary().Text(fmt.Sprintf("Can be used now (%d)", len(st.Plays))),
		app.Ul().Body(app.Range(st.Plays).Slice(func(i int) app.UI {
			o := st.Plays[i]
			who := c.game.Players(o.Who)
			cost := "free"
			if cn, ok := c.System.Counter(o.Counter); ok && o.Cost > 0 {
				cost = fmt.Sprintf("%d%s", o.Cost, cn.Unit)
			}
			return app.Li().Body(
				app.Strong().Text(o.Name+" · "+cost),
				app.Span().Class("meta").Text(" ("+o.Who.String()+", "+c.System.Info.Cite.Text(o.Page)+") "),
				originBadge(c.System.Info, o.Origin),
				app.P().Text(o.Timing),
				app.Div().Class("row").Body(app.Range(who).Slice(func(j int) app.UI {
					p := who[j]
					return app.Button().Class("btn").Text("Used by " + sides[p]).
						OnClick(func(ctx app.Context, e app.Event) { c.act(func() error { return c.game.Play(o.ID, p) }) })
				})),
			)
		})),
	)
}

// counters are the tracked numbers, each with steppers.
func (c *Checklist) counters() app.UI {
	sys := c.System
	return app.Section().Class("counters").Aria("label", "Counters").Body(
		when(c.message != "", func() app.UI { return app.P().Class("refused").Role("alert").Text(c.message) }),
		app.Range(sys.Counters).Slice(func(i int) app.UI {
			cn := sys.Counters[i]
			n := len(c.game.State.Counters[cn.ID])
			cells := make([]app.UI, n)
			for p := range n {
				who := c.game.Holder(cn, p)
				v := c.game.Value(cn.ID, p)
				cells[p] = app.Div().Class("counter").DataSet("counter", cn.ID).DataSet("player", p).Body(
					app.Span().Class("who").Text(who),
					app.Button().Class("step-down").Aria("label", fmt.Sprintf("%s: one %s fewer", who, cn.Unit)).Text("−").
						OnClick(func(ctx app.Context, e app.Event) { c.act(func() error { return c.game.Adjust(cn.ID, p, -1) }) }),
					app.Output().Class("value").Aria("label", who+" "+cn.Label).Text(fmt.Sprintf("%d%s", v, cn.Unit)),
					app.Button().Class("step-up").Aria("label", fmt.Sprintf("%s: one %s more", who, cn.Unit)).Text("+").
						OnClick(func(ctx app.Context, e app.Event) { c.act(func() error { return c.game.Adjust(cn.ID, p, 1) }) }),
				)
			}
			return app.Div().Class("counter-group").Body(app.H3().Text(cn.Label), app.Div().Class("row").Body(cells...))
		}),
	)
}

// stepList shows every step of the current stage that applies; a tap jumps.
func (c *Checklist) stepList() app.UI {
	stage := c.game.Stage()
	cur := c.game.State.Pos.Step
	var items []app.UI
	var phase *ruleset.Phase
	for _, pl := range stage {
		if pl.Phase != nil && pl.Phase != phase {
			phase = pl.Phase
			items = append(items, app.Li().Class("phase-name").Text(phase.Name+" ("+c.System.Info.Cite.Text(phase.Page)+")"))
		}
		st := pl.Step
		b := app.Button().Class("step").DataSet("step", st.ID).Body(
			app.Span().Class("title").Text(st.Title),
			when(st.When.Text() != "", func() app.UI { return app.Span().Class("when").Text(st.When.Text()) }),
		).OnClick(func(ctx app.Context, e app.Event) { c.act(func() error { return c.game.Jump(st.ID) }) })
		if st.ID == cur {
			b = b.Aria("current", "step")
		}
		items = append(items, app.Li().Body(b))
	}
	return app.Nav().Class("steps").Aria("label", "Steps").Body(app.Ol().Body(items...))
}

// controls: the big Next within thumb reach, Undo, ending the battle early and
// a New game that asks first.
func (c *Checklist) controls() app.UI {
	g := c.game
	inBattle := g.State.Pos.Round >= 1 && g.State.Pos.Round <= c.System.Turn.Rounds
	return app.Div().Class("cl-controls").Body(
		app.Div().Class("cl-bar").Body(
			app.Button().Class("undo").Text("Undo").Disabled(len(g.History) == 0).
				OnClick(func(ctx app.Context, e app.Event) { c.act(g.Undo) }),
			app.Button().Class("next").Text(c.nextLabel()).Disabled(g.State.Over).
				OnClick(func(ctx app.Context, e app.Event) { c.act(g.Next) }),
		),
		app.Div().Class("row").Body(
			when(inBattle && len(c.System.Turn.After) > 0, func() app.UI {
				return app.Button().Class("btn end").Text("End the battle now").
					OnClick(func(ctx app.Context, e app.Event) { c.act(g.EndBattle) })
			}),
			when(!c.confirm, func() app.UI {
				return app.Button().Class("btn new").Text("New game").
					OnClick(func(ctx app.Context, e app.Event) { c.confirm = true })
			}),
		),
		when(c.confirm, func() app.UI {
			return app.Div().Class("confirm").Role("alertdialog").Aria("label", "Start a new game?").Body(
				app.P().Text("Start a new game? The current game, its counters and its log will be cleared."),
				app.Button().Class("btn yes").Text("Clear and start").OnClick(func(ctx app.Context, e app.Event) {
					c.act(func() error { c.game = game.New(c.System); return nil })
				}),
				app.Button().Class("btn no").Text("Keep playing").OnClick(func(ctx app.Context, e app.Event) { c.confirm = false }),
			)
		}),
	)
}

// nextLabel says where Next goes.
func (c *Checklist) nextLabel() string {
	g := c.game
	if g.State.Over {
		return "Game over"
	}
	if g.Current().Step.Repeat {
		return "Again"
	}
	p := g.State.Pos
	to, over := g.Following()
	switch {
	case over:
		return "Finish the game"
	case to.Round == p.Round && to.Turn == p.Turn:
		return "Next step"
	case p.Round == 0:
		return "Next: begin the battle"
	case to.Round > c.System.Turn.Rounds:
		return "Next: end of the battle"
	case to.Round == p.Round:
		return "Next: " + c.System.Turn.Sides[to.Turn] + "'s turn"
	}
	return fmt.Sprintf("Next: battle round %d", to.Round)
}

// logView is the game log, newest first.
func (c *Checklist) logView() app.UI {
	lines := c.game.Log
	return app.Details().Class("log").Body(
		app.Summary().Text(fmt.Sprintf("Game log (%d)", len(lines))),
		app.Ol().Reversed(true).Body(app.Range(lines).Slice(func(i int) app.UI {
			l := lines[len(lines)-1-i]
			return app.Li().Body(
				app.Time().Text(time.Unix(l.At, 0).Format("15:04")),
				app.Text(" "+l.Text),
			)
		})),
	)
}
