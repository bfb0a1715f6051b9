package armies

import (
	"fmt"
	"strconv"
	"strings"

	"auspex/app/armies/mapped"
	"auspex/app/calc"
	"auspex/app/ui"
	"auspex/engine/names"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Render draws the page: the import box (a file picker, and the whole page
// takes a dropped file), the message, then each army of this system.
func (p *Page) Render() app.UI {
	p.ensure()
	if p.System == nil {
		return app.Div().ID("army-page").Class("army").Body(
			app.H1().Text("Shared roster"),
			p.message(),
		)
	}
	if p.System.Army == nil {
		return NoArmyView(p.System)
	}
	armies := p.armies
	cls := "army"
	if p.over {
		cls += " dragging"
	}
	return app.Div().ID("army-page").Class(cls).
		OnDragOver(func(ctx app.Context, e app.Event) { e.PreventDefault(); p.over = true }).
		OnDragLeave(func(ctx app.Context, e app.Event) { p.over = false }).
		OnDrop(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			p.over = false
			p.picked(ctx, e.Get("dataTransfer").Get("files"))
		}).
		Body(
			app.H1().Text("Army"),
			// The Import button first: the paragraph on list builders is long
			// (Epic's fills a phone's screen) and is read once, not each visit.
			app.Div().Class("army-import row").Body(
				// The label is the visible button; the file input inside it is hidden by CSS.
				app.Label().Class("btn import").Body(
					app.Text("Import a roster…"),
					app.Input().ID("army-file").Type("file").Accept(Accept).
						OnChange(func(ctx app.Context, e app.Event) {
							p.picked(ctx, ctx.JSSrc().Get("files"))
							ctx.JSSrc().Set("value", "")
						}),
				),
				app.Span().Class("hint").Text("or drop the .ros or .rosz file on this page"),
			),
			p.message(),
			p.rankView(),
			app.P().Class("lede").Text(p.System.Army.Builders),
			app.Div().ID("armies").Body(
				ui.When(len(armies) == 0, func() app.UI {
					return app.P().Class("hint").Text("No army imported for " + p.System.Info.Short + " yet.")
				}),
				app.Range(armies).Slice(func(i int) app.UI { return p.armyView(armies[i]) }),
			),
			app.P().Class("hint").Text("Auspex keeps each army as it read it, on this device only; Export saves one as a file Auspex can import again."),
		)
}

// message is the outcome of the last action, with the offer to import a
// roster of another system there.
func (p *Page) message() app.UI {
	cls := "profile-msg army-msg"
	if p.bad {
		cls += " refused"
	}
	return app.Div().ID("army-msg").Class(cls).Aria("live", "polite").Body(
		ui.When(p.msg != "", func() app.UI { return app.Span().Text(p.msg) }),
		ui.When(p.link != nil, func() app.UI {
			return app.A().Class("army-went").Href(p.link.href).Text(p.link.text)
		}),
		ui.When(p.busy, func() app.UI { return app.Span().Class("hint").Text("Reading…") }),
		ui.When(p.other != nil, func() app.UI {
			o := p.other
			return app.Div().Class("row").Body(
				app.Button().ID("army-elsewhere").Class("btn yes").Text("Import it into "+o.sys.Info.Short).
					OnClick(func(ctx app.Context, e app.Event) { p.other = nil; p.store(ctx, o.sys, o.roster, o.file) }),
				app.Button().Class("btn").Text("Cancel").
					OnClick(func(ctx app.Context, e app.Event) {
						p.other, p.msg, p.bad = nil, "Not imported: nothing changed.", false
					}),
			)
		}),
	)
}

// armyView is one army: its name, points, units and date, its actions, and
// its units (folded, so a long list costs nothing until opened).
func (p *Page) armyView(a mapped.Army) app.UI {
	head := []app.UI{app.Strong().Class("pname").Text(a.Name)}
	var actions app.UI
	switch {
	case p.renaming == a.Name:
		head = []app.UI{app.Span().Class("rename-box").Body(
			app.Input().Type("text").Class("rename-input").Aria("label", "New name for "+a.Name).
				MaxLength(names.Max).Value(p.renameTo).AutoFocus(true).
				OnInput(func(ctx app.Context, e app.Event) { p.renameTo = ctx.JSSrc().Get("value").String() }),
			ui.When(p.renameErr != "", func() app.UI { return app.Span().Class("err").Text(p.renameErr) }),
		)}
		actions = app.Span().Class("row").Body(
			app.Button().Class("btn rename-save").Text("Save name").Aria("label", "Save name of "+a.Name).
				OnClick(func(ctx app.Context, e app.Event) { p.rename(a.Name) }, a.Name),
			app.Button().Class("btn rename-cancel").Text("Cancel").Aria("label", "Cancel renaming "+a.Name).
				OnClick(func(ctx app.Context, e app.Event) { p.renaming, p.renameErr = "", "" }),
		)
	case p.deleting == a.Name:
		actions = app.Span().Class("row").Body(
			app.Span().Class("ask").Text("Delete this army?"),
			app.Button().Class("btn delete-yes").Text("Delete").Aria("label", "Delete "+a.Name).
				OnClick(func(ctx app.Context, e app.Event) { p.remove(a.Name) }, a.Name),
			app.Button().Class("btn delete-no").Text("Keep").Aria("label", "Keep "+a.Name).
				OnClick(func(ctx app.Context, e app.Event) { p.deleting = "" }),
		)
	default:
		actions = app.Span().Class("row").Body(
			app.Button().Class("btn rename").Text("Rename").Aria("label", "Rename "+a.Name).
				OnClick(func(ctx app.Context, e app.Event) {
					p.renaming, p.renameTo, p.renameErr, p.deleting = a.Name, a.Name, "", ""
				}, a.Name),
			app.Button().Class("btn delete").Text("Delete").Aria("label", "Delete "+a.Name).
				OnClick(func(ctx app.Context, e app.Event) { p.deleting, p.renaming = a.Name, "" }, a.Name),
			app.Button().Class("btn export").Text("Export").Aria("label", "Export "+a.Name).
				OnClick(func(ctx app.Context, e app.Event) { p.export(a.Army) }, a.Name),
		)
	}
	return app.Section().Class("army-entry").DataSet("name", a.Name).Body(
		app.Div().Class("army-head").Body(head...),
		app.P().Class("meta").Text(strings.Join([]string{pointsText(a.Roster.Points), ui.Plural(len(a.Roster.Units), "unit", "units"), "imported " + a.Imported}, " · ")),
		actions,
		p.fold(a.Name).Details(app.Details().Class("army-units"), app.Summary().Text("Units"), false, func() []app.UI {
			return []app.UI{app.Ul().Class("profile-list units").Body(
				app.Range(a.Units).Slice(func(i int) app.UI { return p.unitView(a, i) }),
			)}
		}, a.Name),
	)
}

// unitView is one unit, folded to one line (its name, models and points)
// so that a whole army fits a phone's screen or two; open, its attacks with
// each weapon's full profile and a button per attack, its own profiles with
// Target, what the calculator leaves out and what has no effect, and its
// abilities folded. Each button's name says its unit ("Shoot with ...").
func (p *Page) unitView(a mapped.Army, i int) app.UI {
	u, ru, _ := a.Unit(i)
	line := ui.Plural(u.Models, "model", "models")
	if ru.Points > 0 {
		line += fmt.Sprintf(" · %g pts", ru.Points) // short: the line must fit a phone
	}
	f := unitFold(p.sysID, a.Name, i)
	roles := calc.InForm(p.sysID, a.Name, i, u.Name)
	return app.Li().Class("unit").DataSet("unit", u.Name).Body(
		f.Details(app.Details().Class("unit-fold"), app.Summary().Body(
			app.Span().Class("pname").Text(u.Name),
			app.Span().Class("summary").Text(line),
			ui.When(len(roles) > 0, func() app.UI {
				return app.Span().Class("role").Text("In the calculator: " + strings.Join(roles, ", "))
			}),
		), false, func() []app.UI { return p.unitBody(a, i) }, a.Name, i),
	)
}

// unitBody is an opened unit.
func (p *Page) unitBody(a mapped.Army, i int) []app.UI {
	sys := p.System
	u, ru, _ := a.Unit(i)
	scope := a.Name + "\x00" + strconv.Itoa(i)
	var attacks []app.UI
	for k, at := range u.Attacks {
		key := pickKey(a.Name, i, k)
		at = p.withPicks(key, at)
		f := calc.AttackFill(sys, a.Name, i, u, at)
		am := attackMap(sys.Army, at.Label)
		attacks = append(attacks, app.Div().Class("attack").Body(
			app.Button().Class("btn yes attack-with").Text(at.Label).Aria("label", at.Label+" with "+u.Name).
				OnClick(func(ctx app.Context, e app.Event) { p.open(ctx, f) }, scope, k, f.Query),
			p.choices(key, at),
			app.Ul().Class("weapons").Body(app.Range(at.Weapons).Slice(func(w int) app.UI {
				line := lineOf(at.Query, w+1)
				var datasheet app.UI
				if wp, ok := weaponProfile(am, ru, at.Weapons[w]); ok {
					datasheet = profileView("weapon", wp, am.Chars, line, am.Keywords)
				} else {
					datasheet = app.Strong().Class("profile-name").Text(at.Weapons[w])
				}
				return app.Li().Body(
					datasheet,
					app.Div().Class("calc-line").Text("Calculator: "+keysText(sys.Calc.Form(), ruleset.AttackerProfile, line.Encode())),
				)
			})),
		))
	}
	t := calc.TargetFill(sys, a.Name, i, u)
	tps, tpms := targetProfiles(sys.Army, ru)
	target := lineOf(u.Target, 1)
	own := make([]app.UI, len(tps))
	for j, tp := range tps {
		own[j] = profileView("own", tp, tpms[j].Chars, target, tpms[j].Keywords)
	}
	return []app.UI{
		app.Div().Class("own-profiles").Body(own...),
		app.Div().Class("attacks").Body(attacks...),
		ui.When(u.Target != "", func() app.UI {
			return app.Div().Class("row target-row").Body(
				app.Button().Class("btn target").Text("Target").Aria("label", "Target "+u.Name).
					OnClick(func(ctx app.Context, e app.Event) { p.open(ctx, t) }, scope),
				app.Span().Class("calc-line").Text("Calculator: "+keysText(sys.Calc.Form(), ruleset.TargetProfile, u.Target)),
			)
		}),
		listOf("not-modelled", "Not in the calculator", u.NotModelled),
		listOf("no-effect", "No effect on the result", u.NoEffect),
		ui.When(len(u.Abilities) > 0, func() app.UI {
			return app.Details().Class("abilities").Body(
				app.Summary().Text(ui.Plural(len(u.Abilities), "ability", "abilities")),
				app.Dl().Body(app.Range(u.Abilities).Slice(func(j int) app.UI {
					return app.Div().Body(app.Dt().Text(u.Abilities[j].Name), app.Dd().Text(u.Abilities[j].Text))
				})),
			)
		}),
	}
}

// listOf is a titled list beside a unit, nothing when empty.
func listOf(cls, title string, items []string) app.UI {
	if len(items) == 0 {
		return nil
	}
	return app.Div().Class(cls).Body(
		app.Strong().Text(title+": "),
		app.Ul().Body(app.Range(items).Slice(func(i int) app.UI { return app.Li().Text(items[i]) })),
	)
}

// open hands a unit to the calculator and goes there.
func (p *Page) open(ctx app.Context, f calc.Fill) {
	calc.Hand(f)
	ctx.Navigate(ui.Href("/" + p.System.Info.ID + "/calc"))
}

// NoArmyView is the Army page of a system no list builder exports: what to
// use instead.
func NoArmyView(sys *ruleset.Ruleset) app.UI {
	return app.Div().ID("army-page").Class("army missing").Body(
		app.H1().Text("Army"),
		app.P().Text(NoArmyText(sys)),
		app.P().Body(app.A().Href(ui.Href("/"+sys.Info.ID+"/calc")).Text("Open the calculator")),
	)
}

// NoArmyText says, in a line, what a system without a roster reader offers instead.
func NoArmyText(sys *ruleset.Ruleset) string {
	return "No list builder exports " + sys.Info.Short + " rosters, so there is nothing to import here. " +
		"Type a unit into the calculator once and save it as a named profile: the saved profiles keep your units by name, ready to load as attacker or target."
}
