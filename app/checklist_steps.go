package app

import (
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// stepList shows every step of the current stage that applies, folded by
// phase: the current phase open, the others one line each; a tap on a step
// jumps to it.
func (c *Checklist) stepList() app.UI {
	stage := c.game.Stage()
	cur := c.game.Current()
	var groups []app.UI
	var phase *ruleset.Phase
	var items []app.UI
	flush := func() {
		if len(items) == 0 {
			return
		}
		if phase == nil {
			groups = append(groups, app.Ol().Body(items...))
		} else {
			open := phase == cur.Phase
			groups = append(groups, app.Details().Class("phase-steps").DataSet("phase", phase.ID).Open(open).Body(
				app.Summary().Class("phase-name").Text(phase.Name+" ("+c.System.Info.Cite.Text(phase.Page)+")"),
				app.Ol().Body(items...),
			))
		}
		items = nil
	}
	for _, pl := range stage {
		if pl.Phase != phase {
			flush()
			phase = pl.Phase
		}
		st := pl.Step
		id := st.ID
		limit := st.When.Text(c.System.Turn.Names)
		b := app.Button().Class("step").DataSet("step", id).Body(
			app.Span().Class("title").Text(st.Title),
			when(limit != "", func() app.UI { return app.Span().Class("when").Text(limit) }),
		).OnClick(func(ctx app.Context, e app.Event) { c.act(func() error { return c.game.Jump(id) }) }, id)
		if st == cur.Step {
			b = b.Aria("current", "step")
		}
		items = append(items, app.Li().Body(b))
	}
	flush()
	return app.Nav().Class("steps").Aria("label", "Steps").Body(groups...)
}
