package app

import (
	"strconv"
	"strings"

	"auspex/engine/dice"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// groupTitles name the form's groups; groups shut by default hold many
// optional fields, and their summary line lists what is switched on.
var groupTitles = map[string]string{
	ruleset.GroupAttacker: "Attacker", ruleset.GroupWeapon: "Weapon", ruleset.GroupAbilities: "Weapon abilities",
	ruleset.GroupTarget: "Target", ruleset.GroupSituation: "Situation", ruleset.GroupModifiers: "Other modifiers and re-rolls",
}

var foldedGroups = map[string]bool{ruleset.GroupAbilities: true, ruleset.GroupSituation: true, ruleset.GroupModifiers: true}

// form is every field, grouped in the order of ruleset.Groups.
func (c *Calc) form() app.UI {
	var groups []app.UI
	for _, g := range ruleset.Groups {
		var fs []ruleset.Field
		for _, f := range c.fields() {
			if f.Group == g {
				fs = append(fs, f)
			}
		}
		if len(fs) > 0 {
			groups = append(groups, c.group(g, fs))
		}
	}
	return app.Form().Class("calc-form").Aria("label", "Attack").
		OnSubmit(func(ctx app.Context, e app.Event) { e.PreventDefault() }).Body(groups...)
}

func (c *Calc) group(g string, fs []ruleset.Field) app.UI {
	title := groupTitles[g]
	if c.compare && ruleset.ProfileKind(g) == ruleset.AttackerProfile {
		title += map[bool]string{false: " · A", true: " · B"}[c.editB]
	}
	body := make([]app.UI, len(fs))
	for i, f := range fs {
		body[i] = c.field(f)
	}
	if !foldedGroups[g] {
		return app.FieldSet().Class("group").DataSet("group", g).Body(
			append([]app.UI{app.Legend().Text(title)}, body...)...)
	}
	// The open state of a folded group is the browser's: never set here, so a
	// re-render does not shut a group the user opened.
	return app.Details().Class("group").DataSet("group", g).Body(
		append([]app.UI{app.Summary().Body(
			app.Span().Class("group-title").Text(title),
			app.Span().Class("group-on").Text(c.groupSummary(fs)),
		)}, body...)...)
}

// groupSummary lists a folded group's fields that are not at their defaults,
// and says when one of them has an error.
func (c *Calc) groupSummary(fs []ruleset.Field) string {
	var on []string
	errs := 0
	for _, f := range fs {
		b := c.ofB(f)
		if c.fieldError(fieldID(f.Key, b)) != "" {
			errs++
		}
		v := strings.TrimSpace(c.value(f, b))
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

func (c *Calc) fieldError(id string) string {
	if msg, ok := c.bad[id]; ok {
		return msg
	}
	return c.cross[id]
}

// field is one labelled input with its error and its help.
//
// go-app keeps an element's old handler when the new one comes from the same
// function literal, whatever it captured: every handler here passes what it
// captured that can change (the input id, which says A or B, and the value)
// as its scope, so that go-app rebinds it.
func (c *Calc) field(f ruleset.Field) app.UI {
	b := c.ofB(f)
	id := fieldID(f.Key, b)
	msg := c.fieldError(id)
	var input app.UI
	switch f.Kind {
	case ruleset.Toggle:
		input = c.toggle(f, b, id)
	case ruleset.Choice:
		input = c.choice(f, b, id)
	default:
		input = c.stepper(f, b, id)
	}
	cls := "field " + string(f.Kind)
	if msg != "" {
		cls += " invalid"
	}
	return app.Div().Class(cls).Body(
		app.Div().Class("field-head").Body(
			when(f.Kind != ruleset.Toggle, func() app.UI { return app.Label().For(id).Text(f.Label) }),
			when(f.Kind == ruleset.Toggle, func() app.UI { return app.Span().ID(id + "-label").Text(f.Label) }),
			app.Button().Type("button").Class("help-btn").Text("?").
				Aria("label", "About "+f.Label).Aria("expanded", c.help == id).Aria("controls", id+"-help").
				OnClick(func(ctx app.Context, e app.Event) {
					if c.help == id {
						c.help = ""
					} else {
						c.help = id
					}
				}, id),
		),
		input,
		when(msg != "", func() app.UI {
			return app.P().ID("err-" + strings.TrimPrefix(id, "f-")).Class("field-error").Role("alert").Text(msg)
		}),
		when(c.help == id, func() app.UI { return c.helpText(f, id) }),
	)
}

// helpText is a field's help and the rule behind it.
func (c *Calc) helpText(f ruleset.Field, id string) app.UI {
	var rule app.UI
	if e, ok := c.System.Entry(f.Ref); ok {
		rule = app.A().Href(href("/" + c.System.Info.ID + "/ref/" + e.ID)).Text("Rule: " + e.Title + " (" + ruleset.PageRef(e.Pages) + ")")
	}
	return app.Div().ID(id+"-help").Class("field-help").Body(app.P().Text(f.Help), rule)
}

// edit is the handler every input shares: the new text, checked and
// computed at once, with the time from the event to the drawn result kept
// on the document for the speed measurement.
func (c *Calc) edit(ctx app.Context, f ruleset.Field, b bool, typed string) {
	c.started = app.Window().Get("performance").Call("now").Float()
	c.set(f, b, typed)
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
func (c *Calc) stepper(f ruleset.Field, b bool, id string) app.UI {
	v := c.value(f, b)
	// The placeholder is the default, which an empty box means; the narrow
	// box has no room for more, so the dice hint is its title.
	mode, hint := "numeric", ""
	if f.Kind == ruleset.Dice {
		mode, hint = "text", "A number or dice, e.g. 3, D6, 2D3+1"
	}
	step := func(delta int) app.EventHandler {
		return func(ctx app.Context, e app.Event) {
			if next, ok := stepValue(f, v, delta); ok {
				c.edit(ctx, f, b, next)
			}
		}
	}
	_, canDown := stepValue(f, v, -1)
	_, canUp := stepValue(f, v, 1)
	input := app.Input().ID(id).Type("text").Attr("inputmode", mode).AutoComplete(false).Spellcheck(false).
		Attr("autocapitalize", "characters").Placeholder(f.Default).Title(hint).
		Aria("invalid", c.fieldError(id) != "").
		Value(v).OnInput(func(ctx app.Context, e app.Event) {
		c.edit(ctx, f, b, ctx.JSSrc().Get("value").String())
	}, id)
	if c.fieldError(id) != "" { // the error, only while there is one to point at
		input = input.Aria("describedby", "err-"+strings.TrimPrefix(id, "f-"))
	}
	return app.Div().Class("stepper").Body(
		app.Button().Type("button").Class("step").Text("−").Aria("label", "Less: "+f.Label).
			Disabled(!canDown).OnClick(step(-1), id, v),
		input,
		app.Button().Type("button").Class("step").Text("+").Aria("label", "More: "+f.Label).
			Disabled(!canUp).OnClick(step(1), id, v),
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
func (c *Calc) toggle(f ruleset.Field, b bool, id string) app.UI {
	on := strings.TrimSpace(c.value(f, b))
	if on == "" {
		on = f.Default
	}
	return app.Label().Class("switch").Body(
		app.Input().ID(id).Type("checkbox").Checked(on == "1").Aria("labelledby", id+"-label").
			OnChange(func(ctx app.Context, e app.Event) {
				v := "0"
				if ctx.JSSrc().Get("checked").Bool() {
					v = "1"
				}
				c.edit(ctx, f, b, v)
			}, id),
		app.Span().Class("switch-track").Aria("hidden", true),
	)
}

// segmentMax is the most options a choice shows as a row of buttons; longer
// lists, or long labels, use a select.
const segmentMax = 7

// choice is a row of buttons for a few short options, a select otherwise.
func (c *Calc) choice(f ruleset.Field, b bool, id string) app.UI {
	cur := strings.TrimSpace(c.value(f, b))
	if cur == "" {
		cur = f.Default
	}
	short := len(f.Options) <= segmentMax
	for _, o := range f.Options {
		short = short && len(o.Label) <= 6
	}
	if !short {
		return app.Select().ID(id).OnChange(func(ctx app.Context, e app.Event) {
			c.edit(ctx, f, b, ctx.JSSrc().Get("value").String())
		}, id).Body(app.Range(f.Options).Slice(func(i int) app.UI {
			o := f.Options[i]
			return app.Option().Value(o.Value).Selected(o.Value == cur).Text(o.Label)
		}))
	}
	return app.Div().ID(id).Class("segments").Role("group").Aria("label", f.Label).Body(
		app.Range(f.Options).Slice(func(i int) app.UI {
			o := f.Options[i]
			return app.Button().Type("button").Class("seg").DataSet("value", o.Value).
				Aria("pressed", o.Value == cur).Text(o.Label).
				OnClick(func(ctx app.Context, e app.Event) { c.edit(ctx, f, b, o.Value) }, id, o.Value)
		}),
	)
}

// compareSwitch turns the second attacker on and off and picks whose
// attacker fields the form shows.
func (c *Calc) compareSwitch() app.UI {
	if !c.compare {
		return app.Div().Class("compare-bar").Body(
			app.Button().Type("button").ID("compare-on").Class("btn").Text("Compare with a second attacker").
				OnClick(func(ctx app.Context, e app.Event) { c.startCompare(); c.recompute() }),
		)
	}
	// A tab counts its attacker's errors: the other attacker's marked fields
	// are not on screen, yet they keep the results stale.
	tab := func(label string, b bool) app.UI {
		errs := c.errorsOf(b, c.attackerFields())
		if errs > 0 {
			label += " (" + strconv.Itoa(errs) + " to fix)"
		}
		return app.Button().Type("button").Class("seg").ID("edit-"+map[bool]string{false: "a", true: "b"}[b]).
			Aria("pressed", c.editB == b).DataSet("errors", errs).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { c.editB = b }, b)
	}
	return app.Div().Class("compare-bar").Body(
		app.Div().Class("segments").Role("group").Aria("label", "Attacker shown in the form").Body(
			tab("Attacker A", false), tab("Attacker B", true)),
		app.Button().Type("button").ID("compare-off").Class("btn").Text("Stop comparing").
			OnClick(func(ctx app.Context, e app.Event) { c.stopCompare() }),
	)
}
