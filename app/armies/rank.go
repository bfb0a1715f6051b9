package armies

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"auspex/app/armies/mapped"
	"auspex/app/calc"
	"auspex/app/store"
	"auspex/app/ui"
	"auspex/engine/clip"
	"auspex/engine/profile"
	"auspex/engine/rank"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// "Who should take the shot": one of the player's armies ranked against one
// target (engine/rank). The target is a unit of another imported army, a
// saved target profile or the calculator's own target; the system's toggles
// (ArmyMap.Toggles) hold over every row; a row opens its attack against the
// target in the calculator, everything filled in.

// ranking is one system's ranking panel, kept for the life of the page: the
// calculator a row opens and the Army page tab back find it as it was.
type ranking struct {
	open    bool
	army    string     // the army ranked
	target  string     // the target chosen: an option's id (targetOption)
	toggles url.Values // each toggle's value, over every row
	by      string     // the headline figure ordered by
	order   []int      // the rows' order as last shown: a tie keeps its place

	// what the rows were worked out for (the target's query and the
	// toggles, with the attacks), and them
	done    string
	attacks []rank.Attack
	rows    []rank.Row
	ms      float64 // how long the last ranking took in this browser
}

var ranks = map[string]*ranking{}

// rankOf is the system's ranking panel.
func rankOf(sysID string) *ranking {
	if ranks[sysID] == nil {
		ranks[sysID] = &ranking{toggles: url.Values{}}
	}
	return ranks[sysID]
}

// loadRank reads the panel's stored choices once per page life (a reload
// finds the ranking it left); what cannot be read is set aside and said.
func (p *Page) loadRank() {
	if ranks[p.sysID] != nil {
		return
	}
	st, notice := store.LoadRank(p.System)
	r := rankOf(p.sysID)
	r.open, r.army, r.target, r.by = st.Open == 1, st.Army, st.Target, st.By
	r.toggles, _ = url.ParseQuery(st.Toggles) // checked by store.LoadRank
	if notice != "" {
		p.msg, p.bad = strings.TrimSpace(p.msg+" "+notice), true
	}
}

// saveRank keeps the panel's choices: every handler that changes one calls it.
func (p *Page) saveRank(r *ranking) {
	open := 0
	if r.open {
		open = 1
	}
	if err := store.SaveRank(p.sysID, store.Rank{Open: open, Army: r.army, Target: r.target, Toggles: r.toggles.Encode(), By: r.by}); err != nil {
		p.say(true, "Your ranking choices could not be saved: %v", err)
	}
}

// targetOption is one target the panel offers: id "calc", "p:NAME" (a saved
// target profile) or "u:I:ARMY" (unit I of another army).
type targetOption struct {
	id, group, label, query string
	fill                    *calc.Fill // the army unit it is, for the calculator's note
}

// targets lists what the army can be ranked against: the calculator's
// target first, then the saved target profiles, then every unit of the other
// armies that the calculator takes as a target.
func (p *Page) targets(ranked string) []targetOption {
	sys := p.System
	form := sys.Calc.Form()
	out := []targetOption{{id: "calc", group: "Calculator", label: "The calculator's target"}}
	if kept := calc.Kept(sys); kept != nil {
		out[0].query, _ = profile.Extract(form, kept, ruleset.TargetProfile)
	}
	out[0].label += ": " + targetSummary(form, out[0].query)
	book, _ := store.LoadProfiles(p.Registry)
	for _, tp := range book.Of(sys.Info.ID, ruleset.TargetProfile) {
		out = append(out, targetOption{id: "p:" + tp.Name, group: "Saved targets", label: tp.Name, query: tp.Query})
	}
	for _, a := range p.armies {
		if a.Name == ranked {
			continue
		}
		for i, u := range a.Units {
			if u.Target == "" {
				continue
			}
			f := calc.TargetFill(sys, a.Name, i, u)
			out = append(out, targetOption{id: "u:" + strconv.Itoa(i) + ":" + a.Name, group: a.Name, label: u.Name, query: u.Target, fill: &f})
		}
	}
	return out
}

// targetSummary is a target's keys in a line, as a unit's "Calculator:"
// line says them.
func targetSummary(form *ruleset.Form, query string) string {
	s := keysText(form, ruleset.TargetProfile, query)
	if s == "" {
		return "as the form's defaults"
	}
	return s
}

// rankArmy is the army being ranked: the one chosen, else the first (the
// panel is drawn only when there is one).
func (p *Page) rankArmy(r *ranking) mapped.Army {
	for _, a := range p.armies {
		if a.Name == r.army {
			return a
		}
	}
	r.army = p.armies[0].Name
	return p.armies[0]
}

// chosen is the target option picked, the first (the calculator's) when
// what was picked is gone.
func chosen(opts []targetOption, id string) targetOption {
	for _, o := range opts {
		if o.id == id {
			return o
		}
	}
	return opts[0]
}

// pickTarget takes a target: the toggles that are its own keys (cover, its
// Feel No Pain) take its values; the calculator's target brings the
// calculator's toggles too.
func (p *Page) pickTarget(r *ranking, o targetOption) {
	r.target = o.id
	form := p.System.Calc.Form()
	own, _ := url.ParseQuery(o.query)
	var kept url.Values
	if o.id == "calc" {
		kept = calc.Kept(p.System)
	}
	for _, k := range p.System.Army.Toggles {
		f, _ := form.Field(k)
		switch {
		case kept != nil:
			r.toggles.Set(k, valueOr(kept, f))
		case form.KindOf(f) == ruleset.TargetProfile:
			r.toggles.Set(k, valueOr(own, f))
		}
	}
}

// valueOr is the field's value in q, or its default.
func valueOr(q url.Values, f ruleset.Field) string {
	if vs, ok := q[f.Key]; ok && len(vs) > 0 {
		return vs[0]
	}
	return f.Default
}

// rerank works the rows out again when what they are for changed.
func (p *Page) rerank(r *ranking, a mapped.Army, o targetOption) {
	for _, k := range p.System.Army.Toggles {
		if _, ok := r.toggles[k]; !ok {
			f, _ := p.System.Calc.Form().Field(k)
			r.toggles.Set(k, f.Default)
		}
	}
	// The attacks (with the profiles picked) are cheap to list again; the
	// rows are worked out only when they, the target or a toggle changed.
	attacks := rank.Attacks(a.Units, func(i, k int) []int { return p.picks[pickKey(a.Name, i, k)] })
	key := o.query + "\x00" + r.toggles.Encode()
	if key == r.done && slices.Equal(attacks, r.attacks) {
		return
	}
	start := now()
	if !sameAttacks(attacks, r.attacks) {
		r.order = nil // another army, or its attacks changed: no order to keep
	}
	r.attacks, r.rows = attacks, rank.Rank(p.System.Calc, attacks, o.query, r.toggles)
	r.done, r.ms = key, now()-start
	markRank(r.ms)
}

// sameAttacks says two lists hold the same attacks in the same places.
func sameAttacks(a, b []rank.Attack) bool {
	return slices.EqualFunc(a, b, func(x, y rank.Attack) bool {
		return x.Unit == y.Unit && x.UnitName == y.UnitName && x.Label == y.Label
	})
}

// rankView is the panel: folded under its question until opened.
func (p *Page) rankView() app.UI {
	if len(p.armies) == 0 {
		return nil
	}
	r := rankOf(p.sysID)
	d := app.Details().ID("army-rank").Class("army-rank").OnToggle(func(ctx app.Context, e app.Event) {
		if open := ctx.JSSrc().Get("open").Bool(); open != r.open {
			r.open = open
			p.saveRank(r)
		}
	})
	if !r.open {
		return d.Body(app.Summary().Text("Who should take the shot?"))
	}
	return d.Open(true).Body(append([]app.UI{app.Summary().Text("Who should take the shot?")}, p.rankBody(r)...)...)
}

// rankBody is the opened panel: the army and the target, the toggles and
// the order, then the rows, each kind of attack apart, and at the bottom
// what could not be ranked.
func (p *Page) rankBody(r *ranking) []app.UI {
	sys := p.System
	a := p.rankArmy(r)
	opts := p.targets(a.Name)
	o := chosen(opts, r.target)
	if r.target != o.id {
		p.pickTarget(r, o)
	}
	p.rerank(r, a, o)
	figs := rank.Figures(r.rows)
	if len(figs) > 0 && !slices.ContainsFunc(figs, func(f ruleset.Figure) bool { return f.ID == r.by }) {
		r.by = figs[0].ID
	}
	r.order = rank.Order(r.rows, r.by, r.order)

	var armyPick app.UI
	if len(p.armies) > 1 {
		names := make([]app.UI, len(p.armies))
		for i, x := range p.armies {
			names[i] = app.Option().Value(x.Name).Text(x.Name).Selected(x.Name == a.Name)
		}
		armyPick = app.Label().Class("rank-field").Body(
			app.Span().Text("Your army"),
			app.Select().ID("rank-army").Body(names...).OnChange(func(ctx app.Context, e app.Event) {
				r.army = ctx.JSSrc().Get("value").String()
				p.saveRank(r)
			}),
		)
	}
	return []app.UI{
		app.Div().Class("rank-pick").Body(
			armyPick,
			app.Label().Class("rank-field").Body(
				app.Span().Text("Against"),
				app.Select().ID("rank-target").Body(targetList(opts, o.id)...).OnChange(func(ctx app.Context, e app.Event) {
					p.pickTarget(r, chosen(p.targets(a.Name), ctx.JSSrc().Get("value").String()))
					p.saveRank(r)
				}, a.Name),
			),
			app.P().Class("meta rank-target").Text("Target: "+targetSummary(sys.Calc.Form(), o.query)),
		),
		p.toggleRow(r, ui.When(len(figs) > 1, func() app.UI {
			opts := make([]app.UI, len(figs))
			for i, f := range figs {
				opts[i] = app.Option().Value(f.ID).Text(f.Label).Selected(f.ID == r.by)
			}
			return app.Label().Class("rank-field").Body(
				app.Span().Text("Order by"),
				app.Select().ID("rank-by").Body(opts...).OnChange(func(ctx app.Context, e app.Event) {
					r.by = ctx.JSSrc().Get("value").String()
					p.saveRank(r)
				}),
			)
		})),
		p.rowsView(r, a, o),
	}
}

// targetList is the target select's options, grouped by where they come from.
func targetList(opts []targetOption, sel string) []app.UI {
	var out []app.UI
	var group []app.UI
	label := ""
	flush := func() {
		if len(group) > 0 {
			out = append(out, app.OptGroup().Label(label).Body(group...))
		}
		group = nil
	}
	for _, o := range opts {
		if o.group != label {
			flush()
			label = o.group
		}
		group = append(group, app.Option().Value(o.id).Text(clip.Text(o.label)).Selected(o.id == sel))
	}
	flush()
	return out
}

// toggleRow is each toggle of the system, one tap each: a toggle as a
// pressed button, a choice as a select; then the order's select, in the
// same grid so that it takes a cell beside them, not a line of its own.
func (p *Page) toggleRow(r *ranking, order app.UI) app.UI {
	form := p.System.Calc.Form()
	items := make([]app.UI, 0, len(p.System.Army.Toggles))
	for _, k := range p.System.Army.Toggles {
		f, _ := form.Field(k)
		v := r.toggles.Get(k)
		if f.Kind == ruleset.Toggle {
			on := v == "1"
			items = append(items, app.Button().Class("btn rank-toggle").DataSet("key", k).Aria("pressed", on).Text(f.Label).
				OnClick(func(ctx app.Context, e app.Event) {
					if on {
						r.toggles.Set(k, "0")
					} else {
						r.toggles.Set(k, "1")
					}
					p.saveRank(r)
				}, k, on))
			continue
		}
		opts := make([]app.UI, len(f.Options))
		for i, o := range f.Options {
			opts[i] = app.Option().Value(o.Value).Text(o.Label).Selected(o.Value == v)
		}
		items = append(items, app.Label().Class("rank-field rank-choice").Body(
			app.Span().Text(f.Label),
			app.Select().DataSet("key", k).Body(opts...).OnChange(func(ctx app.Context, e app.Event) {
				r.toggles.Set(k, ctx.JSSrc().Get("value").String())
				p.saveRank(r)
			}, k),
		))
	}
	return app.Div().ID("rank-toggles").Class("rank-toggles").Body(append(items, order)...)
}

// rowsView is the rows in order, each kind of attack (Shoot, Fight) under
// its own heading, then the attacks the calculator refused and what of each
// unit it cannot take.
func (p *Page) rowsView(r *ranking, a mapped.Army, o targetOption) app.UI {
	var labels []string
	for _, at := range r.attacks {
		if !slices.Contains(labels, at.Label) {
			labels = append(labels, at.Label)
		}
	}
	var groups []app.UI
	var refused []app.UI
	for _, label := range labels {
		var items []app.UI
		for _, i := range r.order {
			row := r.rows[i]
			if row.Attack != label {
				continue
			}
			if row.Why != "" {
				refused = append(refused, app.Li().Body(app.Strong().Text(row.UnitName+" ("+row.Attack+"): "), app.Text(row.Why)))
				continue
			}
			items = append(items, p.rowView(r, a, o, i))
		}
		if len(items) > 0 {
			groups = append(groups, app.Section().Class("rank-group").DataSet("attack", label).Body(
				app.H2().Text(label),
				app.Ol().Class("rank-rows").Body(items...),
			))
		}
	}
	var left []app.UI
	for _, u := range a.Units {
		for _, n := range u.NotModelled {
			left = append(left, app.Li().Body(app.Strong().Text(u.Name+": "), app.Text(n)))
		}
	}
	return app.Div().ID("rank-rows").DataSet("ms", strconv.FormatFloat(r.ms, 'f', 1, 64)).Body(
		ui.When(len(groups) == 0, func() app.UI {
			return app.P().Class("hint").Text("No attack of " + a.Name + " can be ranked against this target.")
		}),
		app.Div().Body(groups...),
		ui.When(len(refused) > 0, func() app.UI {
			return app.Div().ID("rank-refused").Class("not-modelled").Body(
				app.Strong().Text("Not ranked: the calculator refuses these attacks against this target"),
				app.Ul().Body(refused...),
			)
		}),
		ui.When(len(left) > 0, func() app.UI {
			return app.Details().ID("rank-left").Class("not-modelled").Body(
				app.Summary().Text(ui.Plural(len(left), "item", "items")+" of "+a.Name+" not in the calculator, so not in these rows"),
				app.Ul().Body(left...),
			)
		}),
	)
}

// rowView is one attack's row: its unit, its figures (the ordering one
// first), and a tap that opens it in the calculator.
func (p *Page) rowView(r *ranking, a mapped.Army, o targetOption, i int) app.UI {
	row := r.rows[i]
	at := r.attacks[i]
	var figs []app.UI
	for _, f := range row.Figures {
		cls := "rank-fig"
		if f.ID == r.by {
			cls += " by"
		}
		figs = append(figs, app.Span().Class(cls).DataSet("fig", f.ID).DataSet("value", strconv.FormatFloat(f.Value, 'g', 10, 64)).Body(
			app.Strong().Text(calc.FigureValue(f)), app.Text(" "+f.Short),
		))
	}
	href := ui.Href("/" + p.System.Info.ID + "/calc?" + row.Query)
	return app.Li().Class("rank-row").DataSet("unit", row.UnitName).DataSet("attack", row.Attack).Body(
		app.A().Class("rank-open").Href(href).Title("Open in the calculator"). // its words (the unit and its figures) are its name: an aria-label would hide the figures
											OnClick(func(ctx app.Context, e app.Event) {
				e.PreventDefault()
				p.openRow(ctx, a, at, o, href)
			}, a.Name, at.Unit, at.Label, row.Query).
			Body(
				app.Span().Class("pname").Text(row.UnitName),
				app.Span().Class("rank-figs").Body(figs...),
			),
	)
}

// openRow opens a row's attack against the target in the calculator: the
// link holds the whole query; the fills name the army units it came from.
func (p *Page) openRow(ctx app.Context, a mapped.Army, at rank.Attack, o targetOption, href string) {
	u, _, ok := a.Unit(at.Unit)
	if !ok || at.Index >= len(u.Attacks) {
		return
	}
	x := p.withPicks(pickKey(a.Name, at.Unit, at.Index), u.Attacks[at.Index])
	fills := []calc.Fill{calc.AttackFill(p.System, a.Name, at.Unit, u, x)}
	if o.fill != nil {
		fills = append(fills, *o.fill)
	}
	calc.Hand(fills...)
	ctx.Navigate(href)
}

// markRank notes on the page how long the last ranking took: the browser
// test logs it.
func markRank(ms float64) {
	if app.IsServer {
		return
	}
	app.Window().Get("document").Get("documentElement").Call("setAttribute", "data-rank-ms", ms)
}

// rankLink opens the ranking as calc.RankLink asks; anything else in the
// link is said and left.
func (p *Page) rankLink(q url.Values) {
	what := q.Get("rank")
	if what == "" {
		return
	}
	if what != "calc" {
		p.say(true, "This link asks for a ranking against %s; Auspex ranks against the calculator's target (rank=calc), or against a target picked below.", clip.Quote(what))
		return
	}
	r := rankOf(p.sysID)
	r.open, r.target = true, ""
	p.saveRank(r)
}
