package app

import (
	"errors"
	"net/url"
	"strings"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Calc is the attack calculator of any system: a form generated from the
// ruleset's Fields, exact results on every change, the dice tray, saved
// profiles and a second attacker to compare. Its state is a query: the address
// bar carries it (share links, reloads) and localStorage keeps the last one
// per system (leaving the page and coming back).
type Calc struct {
	app.Compo
	System *ruleset.Ruleset

	sysID     string            // the system the state below belongs to
	in        map[string]string // each field as typed: attacker A and the shared fields
	inB       map[string]string // attacker B's attacker-profile fields
	compare   bool              // a second attacker is shown
	editB     bool              // the attacker fields on screen are B's
	bad       map[string]string // a field's own error, by input id (fieldID)
	cross     map[string]string // errors Calculate found across fields, by input id
	res, resB *ruleset.Result   // the last valid results
	stale     bool              // the input has errors: res is from earlier input
	failure   string            // Calculate failed for a reason no field explains
	notice    string            // a link or a stored value that could not be used
	marks     map[string]int    // the chosen N of each stage's "at least N" line
	help      string            // the input id whose help is open
	started   float64           // performance.now() of the last input, for timing
	tray      diceTray
	shelf     profileShelf
}

// ensure sets the page up for the system shown, once per system: from the
// link's query if it has one, otherwise from the last input kept. It runs from
// Render so that the first frame already shows the restored input.
func (c *Calc) ensure() {
	if c.sysID == c.System.Info.ID {
		return
	}
	c.sysID = c.System.Info.ID
	c.marks, c.help, c.editB = map[string]int{}, "", false
	c.notice = ""
	var notes []string
	if n := c.tray.load(c.System); n != "" {
		notes = append(notes, n)
	}
	if n := c.shelf.load(c.System); n != "" {
		notes = append(notes, n)
	}
	raw, from := "", "This link"
	if !app.IsServer {
		raw = app.Window().URL().RawQuery
	}
	if raw == "" {
		from = "Your last calculator input"
		stored, err := storageGet(calcKey(c.System))
		if err != nil {
			notes = append(notes, err.Error())
		}
		raw = stored
	}
	if n := c.restore(raw); n != "" {
		notes = append(notes, from+" "+n)
	}
	c.notice = strings.Join(notes, " ")
	c.recompute()
}

// setState replaces every field: a is attacker A with the shared fields, b
// attacker B (nil: no comparison).
func (c *Calc) setState(a, b url.Values, compare bool) {
	c.in, c.inB = map[string]string{}, map[string]string{}
	c.bad, c.cross = map[string]string{}, map[string]string{}
	for _, f := range c.fields() {
		c.in[f.Key] = a.Get(f.Key)
	}
	for _, f := range c.attackerFields() {
		c.inB[f.Key] = b.Get(f.Key)
	}
	c.compare = compare
}

func (c *Calc) fields() []ruleset.Field { return c.System.Calc.Fields() }

// attackerFields are the fields an attacker profile holds: A and B differ in these.
func (c *Calc) attackerFields() []ruleset.Field {
	var out []ruleset.Field
	for _, f := range c.fields() {
		if ruleset.ProfileKind(f.Group) == ruleset.AttackerProfile {
			out = append(out, f)
		}
	}
	return out
}

// fieldID is the input id of a field: f-KEY, or fb-KEY for attacker B's.
func fieldID(key string, b bool) string {
	if b {
		return "fb-" + key
	}
	return "f-" + key
}

// ofB reports whether a field on screen belongs to attacker B.
func (c *Calc) ofB(f ruleset.Field) bool {
	return c.editB && c.compare && ruleset.ProfileKind(f.Group) == ruleset.AttackerProfile
}

// value is what a field holds as typed.
func (c *Calc) value(f ruleset.Field, b bool) string {
	if b {
		return c.inB[f.Key]
	}
	return c.in[f.Key]
}

// set records a field as typed, checks it alone, and recomputes.
func (c *Calc) set(f ruleset.Field, b bool, typed string) {
	if b {
		c.inB[f.Key] = typed
	} else {
		c.in[f.Key] = typed
	}
	c.check(f, b)
	c.recompute()
}

// check records the error of one field as it stands, or clears it.
func (c *Calc) check(f ruleset.Field, b bool) {
	id := fieldID(f.Key, b)
	delete(c.bad, id)
	if _, err := f.Check(c.value(f, b)); err != nil {
		c.bad[id] = err.Allowed
	}
}

// errorsOf counts the marked fields among fs as attacker A (b false) or B
// sees them: B's own id for an attacker field, the shared one otherwise.
func (c *Calc) errorsOf(b bool, fs []ruleset.Field) int {
	n := 0
	for _, f := range fs {
		if c.fieldError(fieldID(f.Key, b && ruleset.ProfileKind(f.Group) == ruleset.AttackerProfile)) != "" {
			n++
		}
	}
	return n
}

// typed is the query of one attacker as typed: A, or A's shared fields with
// B's attacker fields.
func (c *Calc) typed(b bool) url.Values {
	q := url.Values{}
	for _, f := range c.fields() {
		v := c.in[f.Key]
		if b && ruleset.ProfileKind(f.Group) == ruleset.AttackerProfile {
			v = c.inB[f.Key]
		}
		q.Set(f.Key, v)
	}
	return q
}

// checked is an attacker's query when every field of it is valid, else nil:
// the dice tray and the profiles use only valid input. The other attacker's
// errors do not count: they are not on this attacker's form.
func (c *Calc) checked(b bool) url.Values {
	if (b && !c.compare) || c.errorsOf(b, c.fields()) > 0 {
		return nil
	}
	v, err := ruleset.ParseQuery(c.fields(), c.typed(b))
	if err != nil {
		return nil
	}
	return v.Query()
}

// recompute runs the calculator on valid input. With errors anywhere, the last
// valid results stay on screen, both of them when comparing, marked stale.
// Each attacker is still calculated when the other has errors, so that the
// errors Calculate finds across fields are marked on both at once.
func (c *Calc) recompute() {
	c.cross, c.failure = map[string]string{}, ""
	res, ok := c.calculate(false)
	var resB *ruleset.Result
	if c.compare {
		var okB bool
		resB, okB = c.calculate(true)
		ok = ok && okB
	}
	if !ok {
		c.stale = true
		return
	}
	c.res, c.resB, c.stale = res, resB, false
	c.keep()
}

// calculate runs one attacker whose fields are each valid; an error naming a
// field is shown beside it, on B's input when it is one of B's fields.
func (c *Calc) calculate(b bool) (*ruleset.Result, bool) {
	if c.errorsOf(b, c.fields()) > 0 {
		return nil, false
	}
	res, err := c.System.Calc.Calculate(c.typed(b))
	var fe *ruleset.FieldError
	switch {
	case errors.As(err, &fe):
		onB := b && c.isAttackerKey(fe.Key)
		c.cross[fieldID(fe.Key, onB)] = fe.Allowed
	case err != nil:
		c.failure = err.Error()
	case res == nil:
		c.failure = "The calculator returned no result."
	}
	return res, err == nil && res != nil
}

func (c *Calc) isAttackerKey(key string) bool {
	for _, f := range c.attackerFields() {
		if f.Key == key {
			return true
		}
	}
	return false
}

// apply loads a saved profile into attacker A, attacker B or the target: the
// profile's fields take its values, the others of its kind their defaults.
func (c *Calc) apply(slot string, q url.Values) {
	kind, b := ruleset.AttackerProfile, slot == "b"
	if slot == "target" {
		kind = ruleset.TargetProfile
	}
	if b && !c.compare {
		c.startCompare()
	}
	for _, f := range c.fields() {
		if ruleset.ProfileKind(f.Group) != kind {
			continue
		}
		if b {
			c.inB[f.Key] = q.Get(f.Key)
		} else {
			c.in[f.Key] = q.Get(f.Key)
		}
		c.check(f, b)
	}
	if kind == ruleset.AttackerProfile {
		c.editB = b // show the attacker just loaded
	}
	c.recompute()
}

// load puts a roll's query (attacker A and the shared fields) back in the
// form; a comparison stays on, with attacker B as it was.
func (c *Calc) load(query string) {
	compare, inB := c.compare, c.inB
	if n := c.restore(query); n != "" {
		c.notice = "That roll's input " + n
	}
	if compare {
		c.compare, c.inB = true, inB
		for _, f := range c.attackerFields() {
			c.check(f, true)
		}
	}
	c.editB = false
	c.recompute()
}

// startCompare shows attacker B, starting as a copy of A.
func (c *Calc) startCompare() {
	c.compare, c.editB = true, true
	for _, f := range c.attackerFields() {
		c.inB[f.Key] = c.in[f.Key]
		c.check(f, true)
	}
}

// stopCompare drops attacker B.
func (c *Calc) stopCompare() {
	c.compare, c.editB, c.resB = false, false, nil
	for _, f := range c.attackerFields() {
		delete(c.bad, fieldID(f.Key, true))
	}
	c.recompute()
}

// Render draws the calculator.
func (c *Calc) Render() app.UI {
	c.ensure()
	return app.Div().Class("calc").Body(
		app.H1().Text("Calculator"),
		when(c.notice != "", func() app.UI {
			return app.Div().ID("calc-notice").Class("banner warn").Role("alert").Body(
				app.Span().Text(c.notice),
				app.Button().Class("btn").Text("Dismiss").OnClick(func(ctx app.Context, e app.Event) { c.notice = "" }),
			)
		}),
		app.Div().Class("calc-grid").Body(
			app.Div().Class("calc-input").Body(
				app.Details().Class("calc-saved").Body(
					app.Summary().Text("Saved profiles"),
					// Saving takes the attacker the form shows.
					c.shelf.view(c.System, c.checked(c.compare && c.editB), c.compare, c.apply),
				),
				c.compareSwitch(),
				c.form(),
			),
			app.Div().Class("calc-output").Body(
				c.output(),
				// A slot that is always there, so the note coming and going does
				// not move the tray to another position and rebuild it.
				app.Div().Body(when(c.compare, func() app.UI {
					return app.P().Class("meta noprint").Text("The dice below roll attacker A.")
				})),
				c.tray.view(c.System, c.checked(false), c.load),
			),
		),
		when(c.res != nil, func() app.UI { return c.bar() }),
	)
}

// output is the results: one attacker, or two compared.
func (c *Calc) output() app.UI {
	if c.res == nil {
		msg := "Fix the marked fields to see results."
		if c.failure != "" {
			msg = c.failure
		}
		return app.P().ID("results").Class("calc-empty").DataSet("stale", "true").Text(msg)
	}
	shown := c.res
	if c.compare && c.editB && c.resB != nil {
		shown = c.resB
	}
	pick := func(stage string, k int) { c.marks[stage] = k }
	return app.Div().Body(
		when(c.failure != "", func() app.UI { return app.P().Class("error").Role("alert").Text(c.failure) }),
		when(c.compare && c.resB != nil, func() app.UI { return compareView(c.System, c.res, c.resB, c.stale) }),
		when(c.compare && c.resB != nil, func() app.UI {
			return app.H2().Class("detail-of").Text(map[bool]string{false: "Attacker A", true: "Attacker B"}[shown == c.resB] + " in detail")
		}),
		resultView(c.System, shown, c.stale, c.marks, pick),
	)
}

// bar is the phone's bar above the tabs: attacker A's headline, which takes you to
// the results, and Roll within thumb reach, which rolls (step by step in step
// mode) and brings the dice into view: the whole roll from its percentile,
// or the newest stage of a step roll still being revealed.
func (c *Calc) bar() app.UI {
	q := c.checked(false)
	return app.Div().Class("calc-bar").Body(
		app.Button().Type("button").ID("bar-results").Class("bar-jump").Title("Show the results").Body(
			headlineBar(c.res, map[bool]string{true: "A"}[c.compare], c.stale),
		).OnClick(func(ctx app.Context, e app.Event) {
			r := app.Window().GetElementByID("compare") // comparing: the table first
			if !r.Truthy() {
				r = app.Window().GetElementByID("results")
			}
			if r.Truthy() {
				r.Call("scrollIntoView", map[string]any{"block": "start"})
			}
		}),
		app.Button().ID("bar-roll").Class("btn").Text("Roll").Disabled(q == nil).
			OnClick(func(ctx app.Context, e app.Event) {
				c.tray.tap(c.System, q)
				ctx.Defer(func(app.Context) {
					r := app.Window().GetElementByID("roll-result")
					if !r.Truthy() {
						return
					}
					target, block := r, "start"
					if !r.Call("hasAttribute", "data-percentile").Bool() {
						if s := r.Call("querySelector", ".roll-stage:last-of-type"); s.Truthy() {
							target, block = s, "nearest"
						}
					}
					target.Call("scrollIntoView", map[string]any{"block": block})
				})
			}, q.Encode()),
	)
}
