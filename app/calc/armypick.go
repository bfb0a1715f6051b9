package calc

import (
	"strconv"

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
	book   army.Book
	units  map[string][]ruleset.ArmyUnit // by army name: read through the map when first shown
	seen   bool                          // the stored armies have been read
	notice string                        // they had to be set aside
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
	p.book, p.notice = store.LoadArmies(p.reg)
}

// reload shows what another tab stored, once the picker has been opened.
func (p *armyPicker) reload() {
	if p.sys == nil || p.sys.Army == nil || !p.seen {
		return
	}
	p.seen = false
	p.read()
	p.units, p.rev = nil, p.rev+1
}

func (p *armyPicker) unitsOf(a army.Army) []ruleset.ArmyUnit {
	if p.units == nil {
		p.units = map[string][]ruleset.ArmyUnit{}
	}
	us, ok := p.units[a.Name]
	if !ok {
		us = Units(p.sys, a)
		p.units[a.Name] = us
	}
	return us
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
	armies := p.book.Of(c.System.Info.ID)
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
		units := p.unitsOf(a)
		rows := make([]app.UI, len(units))
		for j, u := range units {
			rows[j] = v.unitRow(a.Name, j, u)
		}
		items[i] = app.Details().Class("army-pick").DataSet("army", a.Name).Body(
			app.Summary().Text(a.Name+" · "+ui.Plural(len(units), "unit", "units")),
			app.Ul().Class("profile-list").Body(rows...),
		)
	}
	return app.Div().ID("army-picker").Body(items...)
}

// unitRow is one unit with a button per attack (A and B when comparing) and
// Target. Each handler is scoped by its unit: go-app would otherwise keep the
// handler of whatever unit first sat at that place.
func (v *armyPickView) unitRow(armyName string, j int, u ruleset.ArmyUnit) app.UI {
	c := v.C
	var btns []app.UI
	for k, at := range u.Attacks {
		f := AttackFill(c.System, armyName, u, at)
		scope := armyName + "\x00" + strconv.Itoa(j) + "\x00" + strconv.Itoa(k)
		if v.Compare {
			btns = append(btns,
				app.Button().Class("btn pick-attack").Text(at.Label+" as A").
					OnClick(func(ctx app.Context, e app.Event) { c.useFill(f, sideA) }, scope, "A"),
				app.Button().Class("btn pick-attack").Text(at.Label+" as B").
					OnClick(func(ctx app.Context, e app.Event) { c.useFill(f, sideB) }, scope, "B"))
			continue
		}
		btns = append(btns, app.Button().Class("btn pick-attack").Text(at.Label).
			OnClick(func(ctx app.Context, e app.Event) { c.useFill(f, sideA) }, scope))
	}
	t := TargetFill(c.System, armyName, u)
	btns = append(btns, app.Button().Class("btn pick-target").Text("Target").
		OnClick(func(ctx app.Context, e app.Event) { c.useFill(t, sideA) }, armyName+"\x00"+strconv.Itoa(j)))
	return app.Li().DataSet("unit", u.Name).Body(
		app.Span().Class("pname").Text(u.Name),
		app.Span().Class("summary").Text(ui.Plural(u.Models, "model", "models")),
		app.Span().Class("row").Body(btns...),
	)
}
