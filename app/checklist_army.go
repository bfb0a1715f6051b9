package app

import (
	"fmt"
	"slices"
	"strings"

	"auspex/app/armies/mapped"
	"auspex/app/store"

	"auspex/engine/game"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// A player's army in the checklist: "Add my army" fills a side's roster
// from an army stored on the Army page, and each phase lists, as reminders,
// the abilities of the armies brought that apply in it, in the player turn
// they belong to; the setup's steps list the pre-battle ones.

// storedArmies is the system's stored armies as their map reads them, read
// once (again after another tab stores the book): reading decodes the whole
// book, too much for every tap; an army is mapped once (mapped.Of).
func (c *Checklist) storedArmies() []mapped.Army {
	if !c.armiesRead {
		book, notice := store.LoadArmies(registry)
		c.armies, c.armiesRead, c.reminded = mapped.Of(c.System, book), true, nil
		if notice != "" {
			c.notice = notice
		}
	}
	return c.armies
}

// storedArmy finds a stored army of the system by name.
func (c *Checklist) storedArmy(name string) (mapped.Army, bool) {
	as := c.storedArmies()
	i := slices.IndexFunc(as, func(a mapped.Army) bool { return a.Name == name })
	if i < 0 {
		return mapped.Army{}, false
	}
	return as[i], true
}

// addArmy fills side s's roster from a stored army, one entry per unit of
// the army (an Epic formation is one unit of its roster) with its count.
func (c *Checklist) addArmy(s int, a mapped.Army) {
	brought := make([]game.Brought, len(a.Roster.Units))
	for i, u := range a.Roster.Units {
		n := c.System.Army.RosterCount(u) // a system without a map: its models
		if mu, _, ok := a.Unit(i); ok {
			n = mu.Units
		}
		brought[i] = game.Brought{Name: u.Name, Count: n}
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

// reminders is an army's reminders at a moment, found once per army and
// moment while the stored armies stay as read (a draw follows every tap).
func (c *Checklist) reminders(at ruleset.Moment, a mapped.Army) []ruleset.Reminder {
	where := ""
	if at.Phase != nil {
		where = "phase " + at.Phase.ID
	} else if at.Step != nil {
		where = "step " + at.Step.ID
	}
	key := fmt.Sprintf("%s\x00%d\x00%s", where, at.Turn, a.Name)
	if rems, ok := c.reminded[key]; ok {
		return rems
	}
	if c.reminded == nil {
		c.reminded = map[string][]ruleset.Reminder{}
	}
	rems := ruleset.Reminders(at, a.Units, a.Roster.Rules)
	c.reminded[key] = rems
	return rems
}

// momentOf is where the checklist stands for side s: the current phase in
// its own or its opponent's player turn (a round both sides play: either),
// or a setup step; ok false elsewhere (after the battle).
func (c *Checklist) momentOf(cur ruleset.Placed, s int) (ruleset.Moment, bool) {
	g := c.game
	switch {
	case cur.Phase != nil:
		at := ruleset.Moment{Phase: cur.Phase, Turn: ruleset.EitherTurn}
		if c.System.Turn.Order == ruleset.PlayerTurns {
			at.Turn = ruleset.OpponentTurn
			if s == g.Active() {
				at.Turn = ruleset.OwnTurn
			}
		}
		return at, true
	case g.State.Pos.Round == 0 && cur.Step != nil:
		return ruleset.Moment{Step: cur.Step}, true
	}
	return ruleset.Moment{}, false
}

// armyReminders lists, at the current step, the abilities of each army
// brought that apply now (ruleset.Reminders): in a phase, the active side's
// for its own turn and the other side's that answer in the opponent's turn;
// in the setup, each side's pre-battle abilities. Each is "Unit, Unit:
// Ability" (an army rule, or one every unit has, "Army: Ability") with its
// text folded. They are shown with every step of the phase, open at its
// first step (where a phase begins, and the one stop of a phase where a
// system folds the rest) and at each setup step, folded to one line after.
func (c *Checklist) armyReminders(cur ruleset.Placed) app.UI {
	g := c.game
	if cur.Step == nil || g.State.Armies == nil {
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
		at, ok := c.momentOf(cur, s)
		if !ok {
			return nil
		}
		a, ok := c.storedArmy(name)
		if !ok {
			groups = append(groups, app.P().Class("meta").Text(fmt.Sprintf("%s's army %q is no longer stored on this device: no reminders from it.", g.Name(s), name)))
			continue
		}
		rems := c.reminders(at, a)
		if len(rems) == 0 {
			continue
		}
		total += len(rems)
		items := make([]app.UI, len(rems))
		for i, r := range rems {
			who := strings.Join(r.Units, ", ")
			if r.Army {
				who = "Army"
				if len(r.Except) > 0 {
					who += " (not " + strings.Join(r.Except, ", ") + ")"
				}
			}
			items[i] = app.Li().Body(app.Details().Body(
				app.Summary().Text(who+": "+r.Ability),
				app.P().Class("ability-text").Text(r.Text),
			))
		}
		head := g.Name(s) + " · " + name
		switch at.Turn {
		case ruleset.OwnTurn:
			head += " · in their own turn"
		case ruleset.OpponentTurn:
			head += " · in the opponent's turn"
		}
		groups = append(groups, app.Div().Class("army-side").DataSet("side", s).DataSet("turn", turnWord(at.Turn)).Body(
			app.P().Class("who").Text(head),
			app.Ul().Body(items...),
		))
	}
	if len(groups) == 0 {
		return nil
	}
	title := "Before the battle"
	open := true
	if cur.Phase != nil {
		title = cur.Phase.Name
		stage := g.Stage()
		first := slices.IndexFunc(stage, func(p ruleset.Placed) bool { return p.Phase == cur.Phase })
		open = first >= 0 && stage[first].Step == cur.Step
	}
	return app.Details().Class("army-reminders").Open(open).Body(
		app.Summary().Text(fmt.Sprintf("Army reminders · %s (%d)", title, total)),
		app.Div().Body(groups...),
	)
}

// turnWord names a moment's turn for the page's data attributes (tests, CSS).
func turnWord(w ruleset.Whose) string {
	switch w {
	case ruleset.OwnTurn:
		return "own"
	case ruleset.OpponentTurn:
		return "opponent"
	}
	return "either"
}
