package app

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"auspex/app/ui"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// What a tap on a roster entry did, said at the entry (not in the message
// at the top of the page, off a phone's screen): a refusal, or why its
// marks went to 0 when it broke; and the rally test, judged from the roll.

// unitNoted is the note shown at one roster entry until the next tap.
type unitNoted struct {
	side, unit int
	text       string
	refused    bool
}

// actOn runs a tap on roster entry (s, i): a refusal is said at the entry;
// a flag the entry's marks set (Epic: broken) is explained there, with the
// log line that says why its marks went.
func (c *Checklist) actOn(s, i int, f func() error) {
	before := c.breakFlags(s, i)
	logged := len(c.game.Log)
	c.act(f)
	switch {
	case c.message != "":
		c.note = unitNoted{side: s, unit: i, text: c.message, refused: true}
		c.message = ""
	case c.breakFlags(s, i) > before && len(c.game.Log) > logged:
		c.note = unitNoted{side: s, unit: i, text: c.game.Log[len(c.game.Log)-1].Text}
	}
}

// breakFlags counts the flags entry (s, i) has that its marks set.
func (c *Checklist) breakFlags(s, i int) int {
	r := c.System.Turn.Roster
	if r == nil || s >= len(c.game.State.Roster) || i >= len(c.game.State.Roster[s]) {
		return 0
	}
	u, n := c.game.State.Roster[s][i], 0
	for _, m := range r.Marks {
		if m.Breaks != "" && u.Has(m.Breaks) {
			n++
		}
	}
	return n
}

// unitNote is the note of entry (s, i), if it has one.
func (c *Checklist) unitNote(s, i int) app.UI {
	n := c.note
	if n.text == "" || n.side != s || n.unit != i {
		return nil
	}
	cls := "unit-note"
	if n.refused {
		cls += " refused"
	}
	return app.P().Class(cls).Role("status").Text(n.text)
}

// openMark opens the number entry of one mark of an entry.
func (c *Checklist) openMark(ctx app.Context, s, i int, id string) {
	c.markEdit, c.note = fmt.Sprintf("%d/%d/%s", s, i, id), unitNoted{}
	ui.FocusSelect(ctx, "mark-entry")
}

// markEntry is the number entry of entry i's mark being edited: the total
// typed goes through the mark's bounds like a tap on + or −, and may break
// the entry.
func (c *Checklist) markEntry(r *ruleset.Roster, s, i int) app.UI {
	parts := strings.SplitN(c.markEdit, "/", 3)
	if len(parts) != 3 || parts[0] != strconv.Itoa(s) || parts[1] != strconv.Itoa(i) {
		return nil
	}
	k := slices.IndexFunc(r.Marks, func(m ruleset.Mark) bool { return m.ID == parts[2] })
	if k < 0 {
		return nil
	}
	m, u := r.Marks[k], c.game.State.Roster[s][i]
	set := func(ctx app.Context, e app.Event) {
		e.PreventDefault()
		raw := app.Window().GetElementByID("mark-entry").Get("value").String()
		v, err := strconv.Atoi(strings.TrimSpace(raw))
		if err != nil {
			c.note = unitNoted{side: s, unit: i, text: fmt.Sprintf("%s: %q is not a whole number", m.Label, raw), refused: true}
			return
		}
		key := c.markEdit
		c.actOn(s, i, func() error { return c.game.AdjustMark(s, i, m.ID, v-c.game.State.Roster[s][i].Marks[m.ID]) })
		if c.note.refused {
			c.markEdit = key // keep the entry open to mend the number
		}
	}
	return app.Form().Class("entry mark-entry").OnSubmit(set, s, i, m.ID).Body(
		app.Label().For("mark-entry").Text(fmt.Sprintf("%s on %s", m.Label, u.Name)),
		ui.NumberInput("mark-entry", 0, m.Max, u.Marks[m.ID]),
		app.Button().Type("submit").Class("btn set").Text("Set"),
		app.Button().Type("button").Class("btn cancel").Text("Cancel").
			OnClick(func(ctx app.Context, e app.Event) { c.markEdit = "" }),
	)
}

// needSelect picks the score a rally roll needs: "not given", 1+ to 6+.
func needSelect(id string, need int) app.HTMLSelect {
	opts := []app.UI{app.Option().Value("").Text("?").Selected(need == 0)}
	for v := 1; v <= ruleset.NeedMax; v++ {
		opts = append(opts, app.Option().Value(strconv.Itoa(v)).Text(fmt.Sprintf("%d+", v)).Selected(need == v))
	}
	return app.Select().ID(id).Class("need-in").Body(opts...)
}

// rallyRow is an entry's rally test at the rally step. Where the system
// gives the score to reach (Rally.Need), the players give the entry's need,
// say which situations apply, and tap the D6 they rolled (or have it
// rolled): the checklist judges it. Otherwise they tap Rallied or Failed.
func (c *Checklist) rallyRow(ra *ruleset.Rally, s, i int) app.UI {
	scope := []any{s, i}
	if ra.Need == "" {
		return app.Div().Class("row rally").Body(
			app.Span().Class("rally-label").Text(ra.Label+":"),
			app.Button().Class("btn rally-pass").Text("Rallied").
				OnClick(func(ctx app.Context, e app.Event) { c.actOn(s, i, func() error { return c.game.Rally(s, i, true) }) }, scope...),
			app.Button().Class("btn rally-fail").Text("Failed").
				OnClick(func(ctx app.Context, e app.Event) { c.actOn(s, i, func() error { return c.game.Rally(s, i, false) }) }, scope...),
		)
	}
	u := c.game.State.Roster[s][i]
	needID := fmt.Sprintf("need-%d-%d", s, i)
	var mods []app.UI
	for k, m := range ra.Mods {
		text := fmt.Sprintf("%s %s", signedMod(m.Delta), m.Label)
		switch {
		case m.Flag != "" && u.Has(m.Flag):
			mods = append(mods, app.Span().Class("rally-mod").Text(text))
		case m.Flag == "":
			key := fmt.Sprintf("%d/%d/%d", s, i, k)
			mods = append(mods, app.Button().Class("flag rally-mod").DataSet("mod", k).Aria("pressed", c.situations[key]).Text(text).
				OnClick(func(ctx app.Context, e app.Event) {
					if c.situations == nil {
						c.situations = map[string]bool{}
					}
					c.situations[key] = !c.situations[key]
				}, s, i, k))
		}
	}
	die := func(d int) app.UI {
		return app.Button().Class("rally-die").DataSet("die", d).Text(strconv.Itoa(d)).
			OnClick(func(ctx app.Context, e app.Event) {
				c.actOn(s, i, func() error { return c.game.RallyDie(s, i, d, c.ticked(s, i)) })
			}, s, i, d)
	}
	dice := []app.UI{app.Span().Class("rally-label").ID(fmt.Sprintf("rolled-%d-%d", s, i)).Text("Rolled")}
	for d := 1; d <= 6; d++ {
		dice = append(dice, die(d))
	}
	return app.Div().Class("rally").Body(
		app.Div().Class("row").Body(
			app.Span().Class("rally-label").Text(ra.Label+":"),
			app.Label().For(needID).Text(ra.Need),
			needSelect(needID, u.Need).OnChange(func(ctx app.Context, e app.Event) {
				v, _ := strconv.Atoi(ctx.JSSrc().Get("value").String())
				c.actOn(s, i, func() error { return c.game.SetNeed(s, i, v) })
			}, s, i),
		),
		app.Div().Class("row").Body(mods...),
		app.Div().Class("row rally-dice").Role("group").Aria("labelledby", fmt.Sprintf("rolled-%d-%d", s, i)).Body(
			append(dice, app.Button().Class("btn rally-roll").Text("Roll D6").
				OnClick(func(ctx app.Context, e app.Event) {
					c.actOn(s, i, func() error { return c.game.RallyRoll(s, i, c.ticked(s, i)) })
				}, scope...))...,
		),
	)
}

// ticked is the situations the players said apply to entry (s, i)'s rally.
func (c *Checklist) ticked(s, i int) []int {
	var out []int
	for k := range c.System.Turn.Roster.Rally.Mods {
		if c.situations[fmt.Sprintf("%d/%d/%d", s, i, k)] {
			out = append(out, k)
		}
	}
	return out
}

func signedMod(v int) string {
	if v < 0 {
		return fmt.Sprintf("−%d", -v)
	}
	return fmt.Sprintf("+%d", v)
}

// rallyPhase reports whether the current phase holds the rally step: the
// phase in which "test taken" still matters (Epic: objectives held).
func (c *Checklist) rallyPhase() bool {
	p := c.game.Current().Phase
	return p != nil && slices.ContainsFunc(p.Steps, func(s ruleset.Step) bool { return s.Rallies })
}
