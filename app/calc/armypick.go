package calc

import (
	"strconv"
	"strings"

	"auspex/app/armies/mapped"
	"auspex/app/store"
	"auspex/app/ui"
	"auspex/engine/army"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// armyPicker is the calculator's list of this system's imported armies: each
// unit's attacks fill the attacker (A or B when comparing), its Target button
// the target, through the same path as the Army page's buttons (useFill).
type armyPicker struct {
	reg    *ruleset.Registry
	sys    *ruleset.Ruleset
	rev    int
	armies []mapped.Army // this system's, each mapped once (app/armies/mapped)
	seen   bool          // the stored armies have been read
	notice string        // they had to be set aside
}

// load forgets what was read: the stored armies (some hundreds of KB each)
// are read when the picker is first opened, not with every calculator.
func (p *armyPicker) load(reg *ruleset.Registry, sys *ruleset.Ruleset) string {
	*p = armyPicker{reg: reg, sys: sys}
	return ""
}

// read reads the stored armies once; the notice says if they had to be set aside.
func (p *armyPicker) read() {
	if p.seen {
		return
	}
	p.seen = true
	var book army.Book
	book, p.notice = store.LoadArmies(p.reg)
	p.armies = mapped.Of(p.sys, book)
}

// reload shows what another tab stored, once the picker has been opened.
func (p *armyPicker) reload() {
	if p.sys == nil || p.sys.Army == nil || !p.seen {
		return
	}
	p.seen = false
	p.read()
	p.rev++
}

// armyFold is the folded "Your armies" part of the form, on systems whose
// rosters Auspex reads.
func (c *Page) armyFold() app.UI {
	if c.System.Army == nil {
		return nil
	}
	return c.fold("army").Details(app.Details().ID("calc-armies").Class("calc-saved"), app.Summary().Text("Your armies"), false,
		func() []app.UI { return []app.UI{&armyPickView{C: c, Compare: c.m.compare, Rev: c.armies.rev}} }, "army")
}

// armyPickView draws the picker; it redraws when the armies or the
// comparison change.
type armyPickView struct {
	app.Compo
	C       *Page
	Compare bool
	Rev     int
}

func (v *armyPickView) Render() app.UI {
	c, p := v.C, &v.C.armies
	p.read()
	armies := p.armies
	if len(armies) == 0 {
		return app.P().Class("hint").Body(
			ui.When(p.notice != "", func() app.UI { return app.Span().Class("err").Text(p.notice + " ") }),
			app.Text("No army imported for "+c.System.Info.Short+" yet: "),
			app.A().Href(ui.Href("/"+c.System.Info.ID+"/army")).Text("import one on the Army page"),
			app.Text("."),
		)
	}
	items := make([]app.UI, len(armies))
	for i, a := range armies {
		units := a.Units
		rows := make([]app.UI, len(units))
		picked := false
		for j, u := range units {
			var roles []string
			rows[j], roles = v.unitRow(a.Name, j, u)
			picked = picked || len(roles) > 0
		}
		d := app.Details().Class("army-pick").DataSet("army", a.Name)
		if picked {
			d = d.Open(true) // the units in the form show where the player looks for them
		}
		items[i] = d.Body(
			app.Summary().Text(a.Name+" · "+ui.Plural(len(units), "unit", "units")),
			app.Ul().Class("profile-list").Body(rows...),
		)
	}
	rank := RankLink(c.System.Info.ID)
	return app.Div().ID("army-picker").Body(
		app.P().Class("rank-link").Body(
			app.A().ID("calc-rank").Href(rank).Text("Rank an army against this target").
				OnClick(func(ctx app.Context, e app.Event) {
					e.PreventDefault()
					c.flush(true, true) // the Army page reads the target from storage
					ctx.Navigate(rank)
				}),
		),
		app.Div().Body(items...),
	)
}

// unitRow is one unit with a button per attack (A and B when comparing) and
// Target, each named with the unit for a screen reader, and what the unit is
// in the form now ("Attacker: Shoot", "Target"), marked on its row and its
// buttons (aria-pressed). Each handler is scoped by its unit: go-app would
// otherwise keep the handler of whatever unit first sat at that place.
func (v *armyPickView) unitRow(armyName string, j int, u ruleset.ArmyUnit) (app.UI, []string) {
	c := v.C
	var btns []app.UI
	var roles []string
	in := func(sd side, kind, attack string) bool {
		f, ok := c.sources[c.sourceOf(sd, kind)]
		return ok && (sd == sideA || v.Compare) && f.Army == armyName && f.Index == j && f.Unit == u.Name && f.Attack == attack
	}
	btn := func(cls, text, label string, on bool, click app.EventHandler, scope ...any) app.UI {
		return app.Button().Class(cls).Text(text).Aria("label", label).Aria("pressed", on).OnClick(click, scope...)
	}
	for k, at := range u.Attacks {
		f := AttackFill(c.System, armyName, j, u, at)
		scope := armyName + "\x00" + strconv.Itoa(j) + "\x00" + strconv.Itoa(k)
		if v.Compare {
			for _, sd := range []side{sideA, sideB} {
				on := in(sd, f.Kind, at.Label)
				if on {
					roles = append(roles, kindTitle(f.Kind)+" "+sd.letter()+": "+at.Label)
				}
				sd := sd
				btns = append(btns, btn("btn pick-attack", at.Label+" as "+sd.letter(), at.Label+" as "+sd.letter()+" with "+u.Name, on,
					func(ctx app.Context, e app.Event) { c.useFill(f, sd) }, scope, sd.letter()))
			}
			continue
		}
		on := in(sideA, f.Kind, at.Label)
		if on {
			roles = append(roles, kindTitle(f.Kind)+": "+at.Label)
		}
		btns = append(btns, btn("btn pick-attack", at.Label, at.Label+" with "+u.Name, on,
			func(ctx app.Context, e app.Event) { c.useFill(f, sideA) }, scope))
	}
	t := TargetFill(c.System, armyName, j, u)
	on := in(sideA, ruleset.TargetProfile, "")
	if on {
		roles = append(roles, kindTitle(ruleset.TargetProfile))
	}
	btns = append(btns, btn("btn pick-target", "Target", "Target "+u.Name, on,
		func(ctx app.Context, e app.Event) { c.useFill(t, sideA) }, armyName+"\x00"+strconv.Itoa(j)))
	li := app.Li().DataSet("unit", u.Name)
	if len(roles) > 0 {
		li = li.Class("in-form")
	}
	return li.Body(
		app.Span().Class("pname").Text(u.Name),
		app.Span().Class("summary").Text(ui.Plural(u.Models, "model", "models")),
		ui.When(len(roles) > 0, func() app.UI {
			return app.Span().Class("role").Text("In the form: " + strings.Join(roles, ", "))
		}),
		app.Span().Class("row").Body(btns...),
	), roles
}
