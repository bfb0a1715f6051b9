package armies

import (
	"strconv"
	"strings"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// pickKey is where p.picks keeps the profiles picked for one attack of one
// unit of an army: the Army page's selects, the ranking and its rows.
func pickKey(armyName string, unit, attack int) string {
	return armyName + "\x00" + strconv.Itoa(unit) + "\x00" + strconv.Itoa(attack)
}

// withPicks is the attack with the profiles the player picked on this page
// for its weapons of several (a plasma gun's standard or supercharge): the
// first of each until they pick another; never two of one weapon summed.
func (p *Page) withPicks(key string, at ruleset.ArmyAttack) ruleset.ArmyAttack {
	if len(at.Choices) == 0 {
		return at
	}
	return at.Pick(p.picks[key])
}

// choices is a select for each weapon of several profiles of an attack.
func (p *Page) choices(key string, at ruleset.ArmyAttack) app.UI {
	if len(at.Choices) == 0 {
		return nil
	}
	cur := p.picks[key]
	return app.Div().Class("weapon-choices").Body(app.Range(at.Choices).Slice(func(c int) app.UI {
		ch := at.Choices[c]
		sel := 0
		if c < len(cur) {
			sel = cur[c]
		}
		return app.Label().Class("weapon-choice").Body(
			app.Span().Text(ch.Weapon+": "),
			app.Select().Class("weapon-pick").Aria("label", ch.Weapon).
				OnChange(func(ctx app.Context, e app.Event) {
					i, _ := strconv.Atoi(ctx.JSSrc().Get("value").String())
					// Dispatched, so the page redraws even after a fold's
					// PreventUpdate: go-app v9.8 keeps that mark on the
					// page until an update is dispatched, and a plain
					// handler's redraw is held back by it.
					ctx.Dispatch(func(app.Context) { p.pick(key, len(at.Choices), c, i) })
				}, key, c).
				Body(app.Range(ch.Options).Slice(func(o int) app.UI {
					return app.Option().Value(strconv.Itoa(o)).Selected(o == sel).Text(optionLabel(ch.Weapon, ch.Options[o]))
				})),
		)
	}))
}

// pick keeps profile i for choice c of the attack at key.
func (p *Page) pick(key string, n, c, i int) {
	if p.picks == nil {
		p.picks = map[string][]int{}
	}
	cur := p.picks[key]
	if len(cur) < n {
		cur = append(cur, make([]int, n-len(cur))...)
	}
	cur[c] = i
	p.picks[key] = cur
}

// optionLabel is a profile's name shorn of its weapon's ("➤ Plasma gun -
// supercharge" under "Plasma gun" is "supercharge"), or whole.
func optionLabel(weapon, name string) string {
	rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(name), "➤"))
	if r, ok := strings.CutPrefix(rest, weapon); ok {
		if r = strings.TrimLeft(r, " -–,:("); r != "" {
			return strings.TrimSuffix(r, ")")
		}
	}
	return name
}
