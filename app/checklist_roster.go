package app

import (
	"fmt"
	"strconv"
	"strings"

	"auspex/app/ui"
	"auspex/engine/game"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// rosters shows each side's roster: entries with their count, marks and
// flags, each changed with a tap, and "Add my army"; in an
// alternating-activations system, at the activations step, who activates
// next and an Activate button per entry waiting (and one that retains the
// initiative, where the system has it).
func (c *Checklist) rosters() app.UI {
	r := c.System.Turn.Roster
	if r == nil {
		return nil
	}
	g := c.game
	activating := !g.State.Over && g.Current().Step.Activations
	sides := make([]app.UI, len(g.State.Roster))
	for s := range g.State.Roster {
		sides[s] = c.rosterSide(r, s, activating)
	}
	return app.Section().Class("rosters").Aria("label", r.Unit+"s").Body(
		when(activating, func() app.UI {
			next := g.Active()
			other := (next + 1) % len(g.Names)
			return app.Div().Class("activating row").Body(
				app.Strong().Class("to-activate").Text(g.Name(next)+" to activate"),
				app.Button().Class("btn switch-side").Text(g.Name(other)+" instead").
					OnClick(func(ctx app.Context, e app.Event) { c.act(func() error { return c.game.SetSide(other) }) }, other),
			)
		}),
		when(r.Rally != nil && !g.State.Over && g.Current().Step.Rallies, func() app.UI {
			return app.Div().Class("rally-help").Body(
				app.P().Class("meta").Text(r.Rally.Label + ": " + r.Rally.Test + " (" + c.System.Info.Cite.Text(r.Rally.Page) + ")"),
			)
		}),
		app.Div().Body(sides...),
		when(r.Retain != "", func() app.UI {
			return app.P().Class("meta").Text("Retaining the initiative: " + r.Retain + " (" + c.System.Info.Cite.Text(r.Page) + ")")
		}),
	)
}

// rosterSide is one side's list and its form to add an entry.
func (c *Checklist) rosterSide(r *ruleset.Roster, s int, activating bool) app.UI {
	g := c.game
	units := g.State.Roster[s]
	nameID, countID, needID := fmt.Sprintf("roster-name-%d", s), fmt.Sprintf("roster-count-%d", s), fmt.Sprintf("roster-need-%d", s)
	add := func(ctx app.Context, e app.Event) {
		e.PreventDefault()
		doc := app.Window()
		name := doc.GetElementByID(nameID).Get("value").String()
		n, err := strconv.Atoi(strings.TrimSpace(doc.GetElementByID(countID).Get("value").String()))
		if err != nil {
			c.message = fmt.Sprintf("%s: the number of %s must be a whole number", r.Unit, r.Count)
			return
		}
		need := 0
		if el := doc.GetElementByID(needID); el.Truthy() {
			need, _ = strconv.Atoi(el.Get("value").String()) // "" (not given) is 0
		}
		c.act(func() error { return c.game.AddUnitNeeding(s, name, n, need) })
		if c.message == "" {
			doc.GetElementByID(nameID).Set("value", "")
		}
	}
	return app.Div().Class("roster").DataSet("side", s).Body(
		app.H3().Text(fmt.Sprintf("%s (%d)", g.Name(s), len(units))),
		c.addArmyControl(r, s),
		when(c.added != "" && c.addedSide == s, func() app.UI { return app.P().Class("added").Role("status").Text(c.added) }),
		app.Ul().Body(app.Range(units).Slice(func(i int) app.UI { return c.rosterUnit(r, s, i, activating) })),
		app.Form().Class("add-unit").OnSubmit(add, s).Body(
			app.Div().Class("add-field name-field").Body(
				app.Label().For(nameID).Text(r.Unit+" name"),
				app.Input().ID(nameID).Type("text").MaxLength(game.EntryNameMax).Attr("autocomplete", "off"),
			),
			app.Div().Class("add-field").Body(
				app.Label().For(countID).Text(capital(r.Count)),
				ui.NumberInput(countID, 1, r.MaxCount, 1).Class("count-in"),
			),
			when(r.Rally != nil && r.Rally.Need != "", func() app.UI {
				return app.Div().Class("add-field").Body(
					app.Label().For(needID).Text(r.Rally.Need),
					needSelect(needID, 0),
				)
			}),
			app.Button().Type("submit").Class("btn add").Text("Add"),
		),
	)
}

// rosterUnit is one entry: its name and count, its marks with − and +, its
// flags as toggles, and its activation (none while a flag keeps it idle).
func (c *Checklist) rosterUnit(r *ruleset.Roster, s, i int, activating bool) app.UI {
	g := c.game
	u := g.State.Roster[s][i]
	done := u.Has(game.Activated)
	scope := []any{s, i}
	var marks []app.UI
	for _, m := range r.Marks {
		id := m.ID
		marks = append(marks, app.Span().Class("mark").DataSet("mark", id).Body(
			app.Button().Class("mark-down").Aria("label", fmt.Sprintf("%s: one %s fewer", u.Name, ui.One(m.Label))).Text("−").
				OnClick(func(ctx app.Context, e app.Event) {
					c.actOn(s, i, func() error { return c.game.AdjustMark(s, i, id, -1) })
				}, s, i, id),
			// A tap on the value types a number: several markers at once.
			app.Button().Class("mark-value").Aria("label", fmt.Sprintf("%s %d on %s: tap to type a number", m.Label, u.Marks[id], u.Name)).
				Text(fmt.Sprintf("%s %d", m.Label, u.Marks[id])).
				OnClick(func(ctx app.Context, e app.Event) { c.openMark(ctx, s, i, id) }, s, i, id),
			app.Button().Class("mark-up").Aria("label", fmt.Sprintf("%s: one %s more", u.Name, ui.One(m.Label))).Text("+").
				OnClick(func(ctx app.Context, e app.Event) {
					c.actOn(s, i, func() error { return c.game.AdjustMark(s, i, id, 1) })
				}, s, i, id),
			when(m.Breaks != "" && u.Has(m.Breaks) && u.Marks[id] == 0, func() app.UI {
				return app.Span().Class("mark-why").Text("removed when it became " + strings.ToLower(flagLabel(r, m.Breaks)))
			}),
		))
	}
	// The built-in flag of alternating activations is named for what it
	// records, so that it does not read like the Activate button.
	all := r.Flags
	if c.System.Turn.Order == ruleset.Alternating {
		acted := "Acted this " + strings.ToLower(c.System.Turn.Names.Round)
		all = append([]ruleset.Flag{{ID: game.Activated, Label: acted}}, r.Flags...)
	}
	flags := []app.UI{}
	for _, f := range all {
		id := f.ID
		flags = append(flags, app.Button().Class("flag").DataSet("flag", id).Aria("pressed", u.Has(id)).Text(f.Label).
			OnClick(func(ctx app.Context, e app.Event) { c.actOn(s, i, func() error { return c.game.ToggleFlag(s, i, id) }) }, s, i, id))
	}
	cls := "unit"
	if done {
		cls = "unit activated"
	}
	// Remove sits on the name's line, away from the steppers a thumb taps.
	return app.Li().Class(cls).DataSet("unit", i).Body(
		app.Div().Class("unit-head row").Body(
			app.Strong().Class("unit-name").Text(u.Name),
			app.Button().Class("remove").Aria("label", "Remove "+u.Name).Text("Remove").
				OnClick(func(ctx app.Context, e app.Event) { c.act(func() error { return c.game.RemoveUnit(s, i) }) }, scope...),
		),
		app.Div().Class("row count-row").Body(
			app.Button().Class("count-down").Aria("label", u.Name+": one fewer").Text("−").
				OnClick(func(ctx app.Context, e app.Event) {
					c.actOn(s, i, func() error { return c.game.AdjustCount(s, i, -1) })
				}, scope...),
			app.Output().Class("count").Text(ui.Count(u.Count, r.Count)),
			when(r.Rally != nil && r.Rally.Need != "" && u.Need > 0, func() app.UI {
				return app.Span().Class("need").Text(fmt.Sprintf("%s %d+", r.Rally.Need, u.Need))
			}),
			app.Button().Class("count-up").Aria("label", u.Name+": one more").Text("+").
				OnClick(func(ctx app.Context, e app.Event) { c.actOn(s, i, func() error { return c.game.AdjustCount(s, i, 1) }) }, scope...),
		),
		app.Div().Class("row").Body(marks...),
		c.markEntry(r, s, i),
		app.Div().Class("row").Body(flags...),
		when(activating && !done && !g.Idle(u) && s == g.Active(), func() app.UI {
			return app.Div().Class("row acts").Body(
				app.Button().Class("btn activate").Text("Activate").
					OnClick(func(ctx app.Context, e app.Event) {
						c.actOn(s, i, func() error { return c.game.Activate(s, i, false) })
					}, scope...),
				when(r.Retain != "", func() app.UI {
					return app.Button().Class("btn retain").Text("Activate, retain the initiative").
						OnClick(func(ctx app.Context, e app.Event) { c.actOn(s, i, func() error { return c.game.Activate(s, i, true) }) }, scope...)
				}),
			)
		}),
		when(g.Rallying(u), func() app.UI { return c.rallyRow(r.Rally, s, i) }),
		when(u.Has(game.Rallied) && c.rallyPhase(), func() app.UI {
			text := u.Rally
			if text == "" {
				text = r.Rally.Label + " test taken this " + strings.ToLower(c.System.Turn.Names.Round)
			}
			return app.P().Class("rallied").Aria("live", "polite").Text(text)
		}),
		c.unitNote(s, i),
	)
}

// flagLabel is the label of a roster flag, or its id.
func flagLabel(r *ruleset.Roster, id string) string {
	for _, f := range r.Flags {
		if f.ID == id {
			return f.Label
		}
	}
	return id
}

// capital is s with its first letter upper case.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
