package calc

import (
	"auspex/app/ui"
	"slices"
	"strconv"
	"strings"

	"auspex/engine/dice"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// formView is every field the mode shows, grouped in the order the
// calculator's form declares; folded groups hold many optional fields, and
// their summary line lists what is switched on. Line 1 of repeated fields
// sits in the groups; each further line follows the last group that holds a
// repeated field, with a button to add one up to the declared most.
func (c *Page) formView() app.UI {
	m := c.m
	var groups []app.UI
	lastRep := -1
	for i, g := range m.decl.Groups {
		for _, h := range m.handles() {
			if m.field(h).Group == g.ID && m.rep[h] {
				lastRep = i
			}
		}
	}
	for i, g := range m.decl.Groups {
		var hs []handle
		for _, h := range m.handles() {
			if m.field(h).Group == g.ID && m.shownByMode(h) {
				hs = append(hs, h)
			}
		}
		if len(hs) > 0 && c.later["group:"+g.ID] {
			break // it and every group after it are drawn after the first frame
		}
		if len(hs) > 0 {
			grp, cut := c.group(g, hs)
			groups = append(groups, grp)
			if cut {
				break // the group's later fields too
			}
		}
		if i == lastRep {
			groups = append(groups, c.lines()...)
		}
	}
	return app.Form().Class("calc-form").Aria("label", "Attack").
		OnSubmit(func(ctx app.Context, e app.Event) { e.PreventDefault() }).Body(groups...)
}

// shownByMode says whether the form's modes show a field, as the side on
// screen has them set.
func (m *form) shownByMode(h handle) bool {
	s := m.shown()
	return m.decl.Shown(m.field(h).Key, func(key string) string {
		mh, ok := m.handleOf(key)
		if !ok {
			return ""
		}
		v, _ := m.field(mh).Check(m.value(m.at(s, 1, mh)))
		return v
	})
}

// lines draws lines 2 and on of the side on screen, each with a button that
// removes it, and the button that adds one.
func (c *Page) lines() []app.UI {
	m := c.m
	l := m.decl.Lines
	if l == nil {
		return nil
	}
	if !slices.ContainsFunc(m.handles(), func(h handle) bool { return m.rep[h] && m.shownByMode(h) }) {
		return nil // the mode hides every repeated field (Epic's assault): no lines to add
	}
	s := m.shown()
	n := m.linesOf(s)
	var out []app.UI
	for k := 2; k <= n; k++ {
		body := []app.UI{app.Legend().Body(
			app.Span().Text(l.Label+" "+strconv.Itoa(k)),
			app.Button().Type("button").Class("btn line-remove").ID("line-remove-"+strconv.Itoa(k)).
				Aria("label", "Remove "+strings.ToLower(l.Label)+" "+strconv.Itoa(k)).Text("Remove").
				OnClick(func(ctx app.Context, e app.Event) { m.removeLine(m.shown(), k); c.recompute() }, k),
		)}
		for _, h := range m.handles() {
			if m.rep[h] && m.shownByMode(h) {
				sl := m.at(s, k, h)
				body = append(body, &fieldView{C: c, S: sl, Value: m.value(sl), Err: m.errorOf(sl), Note: m.noteOf(sl)})
			}
		}
		out = append(out, app.FieldSet().Class("group line").DataSet("line", k).Body(body...))
	}
	add := app.Button().Type("button").ID("line-add").Class("btn").
		Text("Add a " + strings.ToLower(l.Label) + " line (" + strconv.Itoa(n) + " of " + strconv.Itoa(l.Max) + ")").
		OnClick(func(ctx app.Context, e app.Event) {
			if m.addLine(m.shown()) {
				c.recompute()
			}
		})
	if n >= l.Max {
		add = add.Disabled(true)
	}
	return append(out, app.Div().Class("line-add").Body(add))
}

// group draws a group of fields; cut says the first frame leaves out its
// fields from one below the screen on (ui.Below), and what follows it.
func (c *Page) group(grp ruleset.Group, hs []handle) (_ app.UI, cut bool) {
	m := c.m
	g, title := grp.ID, grp.Label
	if m.compare && grp.Kind == m.decl.Compare {
		title += " · " + m.shown().letter()
	}
	if l := m.decl.Lines; l != nil && m.linesOf(m.shown()) > 1 && slices.ContainsFunc(hs, func(h handle) bool { return m.rep[h] }) {
		title += " (" + strings.ToLower(l.Label) + " 1)"
	}
	body := make([]app.UI, 0, len(hs))
	for _, h := range hs {
		s := m.onScreen(1, h)
		if c.later["field:"+m.id(s)] {
			cut = true
			break
		}
		body = append(body, &fieldView{C: c, S: s, Value: m.value(s), Err: m.errorOf(s), Note: m.noteOf(s)})
	}
	if !grp.Folded {
		return app.FieldSet().Class("group").DataSet("group", g).DataSet("later", "group:"+g).Body(
			append([]app.UI{app.Legend().Text(title)}, body...)...), cut
	}
	// A folded group's fields are built once it is opened, or while one of
	// them has an error to show; its summary says what is on meanwhile.
	errs := m.errorsIn(m.slotsOf(m.shown(), hs))
	return c.fold("group:"+g).Details(app.Details().Class("group").DataSet("group", g).DataSet("later", "group:"+g),
		app.Summary().Body(
			app.Span().Class("group-title").Text(title),
			app.Span().Class("group-on").Text(c.groupSummary(hs)),
		), errs > 0, func() []app.UI { return body }, "group:"+g), cut
}

// fold is the state of one folded part of the page, kept per system.
func (c *Page) fold(key string) *ui.Fold {
	if c.folds == nil {
		c.folds = map[string]*ui.Fold{}
	}
	if c.folds[key] == nil {
		c.folds[key] = &ui.Fold{}
	}
	return c.folds[key]
}

// groupSummary lists a folded group's fields that are not at their defaults,
// and says when one of them has an error.
func (c *Page) groupSummary(hs []handle) string {
	m := c.m
	var on []string
	errs := 0
	for _, h := range hs {
		s, f := m.onScreen(1, h), m.field(h)
		if m.errorOf(s) != "" {
			errs++
		}
		v := strings.TrimSpace(m.value(s))
		if v == "" || v == f.Default {
			continue
		}
		switch f.Kind {
		case ruleset.Toggle:
			if v == "1" {
				on = append(on, f.Label)
			}
		case ruleset.Choice:
			on = append(on, f.Label+": "+optionLabel(f, v))
		default:
			on = append(on, f.Label+" "+v)
		}
	}
	s := strings.Join(on, ", ")
	if errs > 0 {
		s = strconv.Itoa(errs) + " to fix. " + s
	}
	if s == "" {
		s = "none"
	}
	return s
}

func optionLabel(f ruleset.Field, v string) string {
	for _, o := range f.Options {
		if o.Value == v {
			return o.Label
		}
	}
	return v
}

// fieldView is one labelled input with its error and its help. Its exported
// fields are what it shows, so the page redraws it only when one of them
// changed; its help opens and shuts without redrawing anything else.
//
// go-app keeps an element's old handler when the new one comes from the same
// function literal, whatever it captured. The handlers here capture only the
// component itself, which stays the same, and read the slot when they run;
// where a handler captures more (an option's value), that goes in its scope.
type fieldView struct {
	app.Compo
	C     *Page
	S     slot
	Value string
	Err   string
	Note  string // what the result says of this input: "no effect: ..."

	help bool
}

func (v *fieldView) Render() app.UI {
	m := v.C.m
	f := m.field(v.S.h)
	id := m.id(v.S)
	var input app.UI
	switch f.Kind {
	case ruleset.Toggle:
		input = v.toggle(f, id)
	case ruleset.Choice:
		input = v.choice(f, id)
	default:
		input = v.stepper(f, id)
	}
	cls := "field " + string(f.Kind)
	if v.Err != "" {
		cls += " invalid"
	}
	return app.Div().Class(cls).DataSet("later", "field:"+id).Body(
		app.Div().Class("field-head").Body(
			ui.When(f.Kind != ruleset.Toggle, func() app.UI { return app.Label().For(id).Text(f.Label) }),
			ui.When(f.Kind == ruleset.Toggle, func() app.UI { return app.Span().ID(id + "-label").Text(f.Label) }),
			app.Button().Type("button").Class("help-btn").Text("?").
				Aria("label", "About "+f.Label).Aria("expanded", v.help).Aria("controls", id+"-help").
				OnClick(func(ctx app.Context, e app.Event) { v.help = !v.help; ctx.PreventUpdate(); v.Update() }),
		),
		input,
		ui.When(v.Err != "", func() app.UI {
			return app.P().ID("err-" + strings.TrimPrefix(id, "f-")).Class("field-error").Role("alert").Text(v.Err)
		}),
		ui.When(v.Note != "" && v.Err == "", func() app.UI {
			return app.P().ID("note-" + strings.TrimPrefix(id, "f-")).Class("field-note").Text(v.Note)
		}),
		ui.When(v.help, func() app.UI { return v.C.helpText(f, id) }),
	)
}

// helpText is a field's help and the rule behind it.
func (c *Page) helpText(f ruleset.Field, id string) app.UI {
	var rule app.UI
	if e, ok := c.System.Entry(f.Ref); ok {
		rule = app.A().Href(ui.Href("/" + c.System.Info.ID + "/ref/" + e.ID)).Text("Rule: " + e.Title + " (" + c.System.Info.Cite.Text(e.Pages) + ")")
	}
	return app.Div().ID(id+"-help").Class("field-help").Body(app.P().Text(f.Help), rule)
}

// edit is the handler every input shares: the new text, checked and
// computed at once, with the time from the event to the drawn result kept
// on the document for the speed measurement.
//
// It redraws the page's calculator and not the shell around it: go-app would
// otherwise redraw every component from this field up to the root.
func (v *fieldView) edit(ctx app.Context, typed string) {
	c := v.C
	c.started = app.Window().Get("performance").Call("now").Float()
	c.set(v.S, typed)
	ctx.PreventUpdate()
	c.Update()
	ctx.Defer(func(app.Context) {
		root := app.Window().Get("document").Get("documentElement")
		now := app.Window().Get("performance").Call("now").Float()
		root.Call("setAttribute", "data-calc-ms", now-c.started)
		n := root.Call("getAttribute", "data-calc-n")
		count := 0
		if n.Truthy() {
			count, _ = strconv.Atoi(n.String())
		}
		root.Call("setAttribute", "data-calc-n", count+1)
	})
}

// stepper is a number or dice field: a text box between - and + buttons.
func (v *fieldView) stepper(f ruleset.Field, id string) app.UI {
	// The placeholder is the default, which an empty box means; the narrow
	// box has no room for more, so the dice hint is its title.
	mode, hint := "numeric", ""
	if f.Kind == ruleset.Dice {
		mode, hint = "text", "A number or dice, e.g. 3, D6, 2D3+1"
	}
	step := func(delta int) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			if next, ok := stepValue(v.C.m.field(v.S.h), v.Value, delta); ok {
				v.edit(ctx, next)
			}
		}
	}
	_, canDown := stepValue(f, v.Value, -1)
	_, canUp := stepValue(f, v.Value, 1)
	input := app.Input().ID(id).Type("text").Attr("inputmode", mode).AutoComplete(false).Spellcheck(false).
		Attr("autocapitalize", "characters").Placeholder(f.Default).Title(hint).
		Aria("invalid", v.Err != "").OnFocus(ui.SelectAll). // a digit typed replaces the value
		Value(v.Value).OnInput(func(ctx app.Context, e app.Event) {
		v.edit(ctx, ctx.JSSrc().Get("value").String())
	})
	if v.Err != "" { // the error, only while there is one to point at
		input = input.Aria("describedby", "err-"+strings.TrimPrefix(id, "f-"))
	}
	return app.Div().Class("stepper").Body(
		app.Button().Type("button").Class("step").Text("−").Aria("label", "Less: "+f.Label).
			Disabled(!canDown).OnClick(step(-1)),
		input,
		app.Button().Type("button").Class("step").Text("+").Aria("label", "More: "+f.Label).
			Disabled(!canUp).OnClick(step(1)),
	)
}

// stepValue is a field's value one step up or down: a number moves by one,
// dice by their added constant (D6 -> D6+1); false when the step would leave
// the field's bounds or the value is not readable. A number typed out of
// bounds steps back to the nearest bound, so - mends a value too high.
func stepValue(f ruleset.Field, typed string, delta int) (string, bool) {
	typed = strings.TrimSpace(typed)
	if typed == "" {
		typed = f.Default
	}
	var next string
	if f.Kind == ruleset.Dice {
		e, err := dice.Parse(typed)
		if err != nil || e.Plus+delta < 0 {
			return "", false
		}
		e.Plus += delta
		next = e.String()
	} else {
		n, err := strconv.Atoi(strings.TrimPrefix(typed, "+"))
		if err != nil {
			return "", false
		}
		switch {
		case n > f.Max && delta < 0:
			n = f.Max
		case n < f.Min && delta > 0:
			n = f.Min
		default:
			n += delta
		}
		next = strconv.Itoa(n)
	}
	canon, err := f.Check(next)
	return canon, err == nil
}

// toggle is an on/off switch.
func (v *fieldView) toggle(f ruleset.Field, id string) app.UI {
	on := strings.TrimSpace(v.Value)
	if on == "" {
		on = f.Default
	}
	return app.Label().Class("switch").Body(
		app.Input().ID(id).Type("checkbox").Checked(on == "1").Aria("labelledby", id+"-label").
			OnChange(func(ctx app.Context, e app.Event) {
				val := "0"
				if ctx.JSSrc().Get("checked").Bool() {
					val = "1"
				}
				v.edit(ctx, val)
			}),
		app.Span().Class("switch-track").Aria("hidden", true),
	)
}

// segmentMax is the most options a choice shows as a row of buttons; longer
// lists, or long labels, use a select.
const segmentMax = 7

// choice is a row of buttons for a few short options, a select otherwise.
func (v *fieldView) choice(f ruleset.Field, id string) app.UI {
	cur := strings.TrimSpace(v.Value)
	if cur == "" {
		cur = f.Default
	}
	short := len(f.Options) <= segmentMax
	for _, o := range f.Options {
		short = short && len(o.Label) <= 6
	}
	if !short {
		return app.Select().ID(id).OnChange(func(ctx app.Context, e app.Event) {
			v.edit(ctx, ctx.JSSrc().Get("value").String())
		}).Body(app.Range(f.Options).Slice(func(i int) app.UI {
			o := f.Options[i]
			return app.Option().Value(o.Value).Selected(o.Value == cur).Text(o.Label)
		}))
	}
	return app.Div().ID(id).Class("segments").Role("group").Aria("label", f.Label).Body(
		app.Range(f.Options).Slice(func(i int) app.UI {
			o := f.Options[i]
			return app.Button().Type("button").Class("seg").DataSet("value", o.Value).
				Aria("pressed", o.Value == cur).Text(o.Label).
				OnClick(func(ctx app.Context, e app.Event) { v.edit(ctx, o.Value) }, id, o.Value)
		}),
	)
}

// compareSwitch turns the second attacker on and off and picks whose
// attacker fields the form shows.
func (c *Page) compareSwitch() app.UI {
	m := c.m
	if m.decl.Compare == "" {
		return nil // this calculator has no compare mode
	}
	if !m.compare {
		return app.Div().Class("compare-bar").Body(
			app.Button().Type("button").ID("compare-on").Class("btn").Text("Compare with a second " + m.decl.Compare).
				OnClick(func(ctx app.Context, e app.Event) { m.startCompare(); c.recompute() }),
		)
	}
	// A tab counts its attacker's errors: the other attacker's marked fields
	// are not on screen, yet they keep the results stale.
	tab := func(s side) app.UI {
		label := kindTitle(m.decl.Compare) + " " + s.letter()
		errs := m.errorsIn(m.slotsOf(s, m.perSideHandles()))
		if errs > 0 {
			label += " (" + strconv.Itoa(errs) + " to fix)"
		}
		return app.Button().Type("button").Class("seg").ID("edit-"+strings.ToLower(s.letter())).
			Aria("pressed", m.shown() == s).DataSet("errors", errs).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { m.editB = s == sideB; m.rev++ }, s)
	}
	return app.Div().Class("compare-bar").Body(
		app.Div().Class("segments").Role("group").Aria("label", kindTitle(m.decl.Compare)+" shown in the form").Body(
			tab(sideA), tab(sideB)),
		app.Button().Type("button").ID("compare-off").Class("btn").Text("Stop comparing").
			OnClick(func(ctx app.Context, e app.Event) { m.stopCompare(); c.recompute() }),
	)
}

// kindTitle is a profile kind as a title word: "attacker" -> "Attacker".
func kindTitle(kind string) string {
	if kind == "" {
		return ""
	}
	return strings.ToUpper(kind[:1]) + kind[1:]
}
