package calc

import (
	"cmp"
	"fmt"
	"net/url"
	"slices"
	"strings"

	"auspex/app/store"
	"auspex/app/ui"
	"auspex/engine/clip"
	"auspex/engine/profile"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// A player's army in the calculator: a unit of an imported army fills the
// attacker (one of its attacks: "Shoot", "Fight") or the target, from the
// Army page's buttons or from the picker here. Either way it goes through the
// saved profiles' path (profile.Apply, then the form's fill), and the page
// says beside the results which unit filled each side and what of it the
// calculator cannot take.

// Fill is one army unit put into one kind of the form.
type Fill struct {
	System      string
	Kind        string // the profile kind it fills: ruleset.AttackerProfile or TargetProfile
	Query       string // that kind's keys
	Army        string // the army's name
	Index       int    // the unit's place in the army's roster (names repeat)
	Unit        string // the unit's name
	Attack      string // the attack's label ("Shoot"); "" for a target
	NotModelled []string
}

// AttackFill and TargetFill are what a unit's buttons put into the form.
func AttackFill(sys *ruleset.Ruleset, armyName string, i int, u ruleset.ArmyUnit, at ruleset.ArmyAttack) Fill {
	return Fill{System: sys.Info.ID, Kind: cmp.Or(at.Kind, ruleset.AttackerProfile), Query: at.Query, Army: armyName, Index: i, Unit: u.Name, Attack: at.Label, NotModelled: u.NotModelled}
}

func TargetFill(sys *ruleset.Ruleset, armyName string, i int, u ruleset.ArmyUnit) Fill {
	return Fill{System: sys.Info.ID, Kind: ruleset.TargetProfile, Query: u.Target, Army: armyName, Index: i, Unit: u.Name, NotModelled: u.NotModelled}
}

// pending are the fills the Army page left for the calculator it opens next.
var pending []Fill

// Hand leaves fills for the calculator of their system to apply when it
// opens: the Army page's "Attack with" and "Target" call it with one, then go
// to the calculator, whose other fields (the target, or the attacker) stay
// as they were; a row of its ranking, with the attack and its target.
func Hand(fs ...Fill) { pending = fs }

func takePending(sysID string) []Fill {
	var out []Fill
	for _, f := range pending {
		if f.System == sysID {
			out = append(out, f)
		}
	}
	pending = nil
	return out
}

// source is where a side's kind was filled from: attacker A, attacker B or
// the target (which A holds).
type source struct {
	side side
	kind string
}

// filled is a fill as it sits in the form: canon is the kind's canonical
// query right after it, so an edit since shows.
type filled struct {
	Fill
	canon string
}

// kept holds each system's notes of army units in the form for the life of
// the page: the calculator is a new component each time it is opened, and
// "Attack with" then "Target" from the Army page opens it twice.
var kept = map[string]map[source]filled{}

func filledFrom(sysID string) map[source]filled {
	if kept[sysID] == nil {
		kept[sysID] = map[source]filled{}
	}
	return kept[sysID]
}

// loadProfile puts a profile's fields into a side: the one path of saved
// profiles and army units.
func loadProfile(sys *ruleset.Ruleset, p profile.Profile, sd side, apply func(side, string, url.Values)) error {
	q, err := profile.Apply(sys.Calc.Form(), p)
	if err != nil {
		return err
	}
	apply(sd, p.Kind, q)
	return nil
}

// sourceOf is the key of a kind on a side: only the compared kind has two.
func (c *Page) sourceOf(sd side, kind string) source {
	if kind != c.m.decl.Compare {
		sd = sideA
	}
	return source{sd, kind}
}

// useFill puts an army unit into a side and notes it for the results.
func (c *Page) useFill(f Fill, sd side) {
	own, moment := profile.Split(c.m.decl, f.Kind, f.Query)
	p := profile.Profile{Name: f.Unit, System: c.System.Info.ID, Kind: f.Kind, Query: own}
	if err := loadProfile(c.System, p, sd, c.apply); err != nil {
		c.notice = fmt.Sprintf("%s could not be put in the calculator: %v", clip.Quote(f.Unit), err)
		return
	}
	for k, vs := range moment { // the attack's own moment: wh40k5's Shoot sets mode=shoot
		if h, ok := c.m.handleOf(k); ok {
			c.m.put(c.m.at(sd, 1, h), vs[0])
		}
	}
	if len(moment) > 0 {
		c.recompute()
	}
	key := c.sourceOf(sd, f.Kind)
	canon := ""
	if cur := c.m.checked(key.side); cur != nil {
		canon, _ = profile.Extract(c.m.decl, cur, f.Kind)
	}
	c.sources[key] = filled{Fill: f, canon: canon}
}

// armyNote says beside the results which army unit filled each side, whether
// it was changed since, and what the calculator leaves out of it.
func (c *Page) armyNote() app.UI {
	if len(c.sources) == 0 {
		return app.Div().ID("calc-army") // a slot that stays, so the results keep their place
	}
	m := c.m
	var items []app.UI
	for _, sd := range sides {
		for _, kind := range m.decl.Kinds() {
			f, ok := c.sources[source{sd, kind}]
			if !ok || (sd == sideB && !m.compare) {
				continue
			}
			who := kindTitle(kind)
			if m.compare && kind == m.decl.Compare {
				who += " " + sd.letter()
			}
			what := f.Unit
			if f.Attack != "" {
				what += " (" + f.Attack + ")"
			}
			changed := ""
			if cur := m.checked(sd); cur != nil {
				if now, _ := profile.Extract(m.decl, cur, kind); now != f.canon {
					changed = ", changed since"
				}
			}
			items = append(items, app.Li().DataSet("kind", kind).DataSet("side", sd.letter()).Body(
				app.Strong().Text(who+": "),
				app.Span().Class("army-unit").Text(what),
				app.Span().Class("meta").Text(" from "+f.Army+changed),
				ui.When(len(f.NotModelled) > 0, func() app.UI {
					return app.Details().Class("not-modelled").Body(
						app.Summary().Text(ui.Plural(len(f.NotModelled), "item", "items")+" not in the calculator"),
						app.Ul().Body(app.Range(f.NotModelled).Slice(func(i int) app.UI { return app.Li().Text(f.NotModelled[i]) })),
					)
				}),
			))
		}
	}
	return app.Div().ID("calc-army").Class("calc-army").Body(
		app.Ul().Class("plain").Body(items...),
	)
}

// joinQueries joins two queries with "&", either may be empty.
func joinQueries(qs ...string) string {
	var out []string
	for _, q := range qs {
		if q != "" {
			out = append(out, q)
		}
	}
	return strings.Join(out, "&")
}

// InForm says what a unit of an army fills in sysID's calculator now, as
// the Army page marks it: "Attacker: Shoot", "Target"; nothing when neither.
// Attacker B of a comparison is left out: the comparison may be over.
func InForm(sysID, armyName string, i int, unit string) []string {
	var out []string
	for src, f := range kept[sysID] {
		if src.side != sideA || f.Army != armyName || f.Index != i || f.Unit != unit {
			continue
		}
		what := kindTitle(f.Kind)
		if f.Attack != "" {
			what += ": " + f.Attack
		}
		out = append(out, what)
	}
	slices.Sort(out) // "Attacker" before "Target", whatever the map's order
	return out
}

// Kept is the input kept for sys's calculator (what it shows when opened
// without a link), read as the calculator reads it: values it cannot use
// are left out. Nil when none is kept or it cannot be read at all.
func Kept(sys *ruleset.Ruleset) url.Values {
	raw, err := store.Get(calcKey(sys.Info.ID))
	if err != nil || raw == "" {
		return nil
	}
	q, _, err := parseLoose(raw)
	if err != nil {
		return nil
	}
	p, _ := ruleset.CheckPage(sys.Calc.Form(), q)
	return p.A.Query()
}

// FigureValue is a headline figure as the results write it: "2.67 of 10",
// "44%".
func FigureValue(f ruleset.Figure) string { return figureText(f) + figureOf(f) }

// RankLink is the Army page's address that opens its ranking ("Who should
// take the shot?") against the target kept in sysID's calculator.
func RankLink(sysID string) string { return ui.Href("/"+sysID+"/army") + "?rank=calc" }
