package app

import (
	"fmt"
	"slices"
	"strings"

	"auspex/app/store"

	"auspex/engine/army"
	"auspex/engine/game"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// A player's army in the checklist: "Add my army" fills a side's roster
// from an army stored on the Army page, and each phase lists, as reminders,
// the abilities of the armies brought whose text names that phase.

// storedArmies is the system's stored armies, read once (again after
// another tab stores the book): reading decodes the whole book, too much
// for every tap.
func (c *Checklist) storedArmies() []army.Army {
	if !c.armiesRead {
		book, notice := store.LoadArmies(registry)
		c.armies, c.armiesRead, c.reminded = book.Of(c.System.Info.ID), true, nil
		if notice != "" {
			c.notice = notice
		}
	}
	return c.armies
}

// storedArmy finds a stored army of the system by name.
func (c *Checklist) storedArmy(name string) (army.Army, bool) {
	as := c.storedArmies()
	i := slices.IndexFunc(as, func(a army.Army) bool { return a.Name == name })
	if i < 0 {
		return army.Army{}, false
	}
	return as[i], true
}

// addArmy fills side s's roster from a stored army, one entry per unit of
// the army (an Epic formation is one unit of its roster) with its count.
func (c *Checklist) addArmy(s int, a army.Army) {
	brought := make([]game.Brought, len(a.Roster.Units))
	for i, u := range a.Roster.Units {
		brought[i] = game.Brought{Name: u.Name, Count: c.System.Army.RosterCount(u)}
	}
	c.act(func() error {
		rep, err := c.game.AddArmy(s, a.Name, brought)
		if err == nil {
			c.added, c.addedSide = rep.String(), s
		}
		return err
	})
}

// addArmyControl is "Add my army" for one side: the system's stored armies,
// one button each; with none stored, where to import one (nothing where the
// system has no Army page).
func (c *Checklist) addArmyControl(r *ruleset.Roster, s int) app.UI {
	armies := c.storedArmies()
	if len(armies) == 0 && !c.System.Has(ruleset.Army) {
		return nil // no Army page to import one on
	}
	var body []app.UI
	if len(armies) == 0 {
		body = append(body, app.P().Class("meta no-army").Body(
			app.Text("No army of "+c.System.Info.Short+" is stored on this device. Import your roster on the "),
			app.A().Href(href("/"+c.System.Info.ID+"/army")).Text("Army page"),
			app.Text(", then come back here and tap Add my army."),
		))
	} else {
		body = append(body, app.P().Class("meta").Text(fmt.Sprintf(
			"Adds each %s of the army with its %s; those already in %s's roster are skipped.",
			strings.ToLower(r.Unit), r.Count, c.game.Name(s))))
		for _, a := range armies {
			body = append(body, app.Button().Class("btn pick-army").DataSet("army", a.Name).
				Text(fmt.Sprintf("%s · %s · %s", a.Name, plural(len(a.Roster.Units), strings.ToLower(r.Unit), strings.ToLower(r.Unit)+"s"), a.Imported)).
				OnClick(func(ctx app.Context, e app.Event) { c.addArmy(s, a) }, s, a.Name))
		}
	}
	return app.Details().Class("add-army").DataSet("side", s).Body(
		append([]app.UI{app.Summary().Text("Add my army")}, body...)...,
	)
}

// reminders is an army's reminders for a phase, found once per army and
// phase while the stored armies stay as read (a draw follows every tap).
func (c *Checklist) reminders(p *ruleset.Phase, a army.Army) []ruleset.Reminder {
	key := p.ID + "\x00" + a.Name
	if rems, ok := c.reminded[key]; ok {
		return rems
	}
	if c.reminded == nil {
		c.reminded = map[string][]ruleset.Reminder{}
	}
	rems := c.System.Army.Reminders(p, a.Roster.Units)
	c.reminded[key] = rems
	return rems
}

// armyReminders lists, for the current phase, the abilities of each army
// brought whose text names the phase, the active side's first, each as
// "Unit: Ability" with its text folded. They are shown with every step of
// the phase, open at its first step (where a phase begins, and the one stop
// of a phase where a system folds the rest) and folded to one line after.
func (c *Checklist) armyReminders(cur ruleset.Placed) app.UI {
	g := c.game
	if cur.Phase == nil || g.State.Armies == nil {
		return nil
	}
	n := len(c.System.Turn.Sides)
	var groups []app.UI
	total := 0
	for k := range n {
		s := (g.Active() + k) % n
		name := g.Army(s)
		if name == "" {
			continue
		}
		a, ok := c.storedArmy(name)
		if !ok {
			groups = append(groups, app.P().Class("meta").Text(fmt.Sprintf("%s's army %q is no longer stored on this device: no reminders from it.", g.Name(s), name)))
			continue
		}
		rems := c.reminders(cur.Phase, a)
		if len(rems) == 0 {
			continue
		}
		total += len(rems)
		items := make([]app.UI, len(rems))
		for i, r := range rems {
			items[i] = app.Li().Body(app.Details().Body(
				app.Summary().Text(strings.Join(r.Units, ", ")+": "+r.Ability),
				app.P().Class("ability-text").Text(r.Text),
			))
		}
		groups = append(groups, app.Div().Class("army-side").DataSet("side", s).Body(
			app.P().Class("who").Text(g.Name(s)+" · "+name),
			app.Ul().Body(items...),
		))
	}
	if len(groups) == 0 {
		return nil
	}
	stage := g.Stage()
	first := slices.IndexFunc(stage, func(p ruleset.Placed) bool { return p.Phase == cur.Phase })
	return app.Details().Class("army-reminders").Open(first >= 0 && stage[first].Step == cur.Step).Body(
		app.Summary().Text(fmt.Sprintf("Army reminders · %s (%d)", cur.Phase.Name, total)),
		app.Div().Body(groups...),
	)
}
