package calc

import (
	"auspex/app/store"
	"auspex/app/ui"

	"net/url"
	"strings"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Page is the attack calculator of any system: a form generated from the
// ruleset's Fields, exact results on every change, the dice tray, saved
// profiles and a second attacker to compare. Its state is a query: the address
// bar carries it (share links, reloads) and localStorage keeps the last one
// per system (leaving the page and coming back).
//
// The page is drawn in parts that are child components (each field, the
// results, the dice tray, the profile shelf): go-app redraws the component an
// event came from and its parents, and a parent's redraw reaches a child only
// when the child's exported fields changed. So a tap on a field redraws that
// field, the results and this component's thin frame; the tray and the shelf
// redraw only when what they show changed.
type Page struct {
	app.Compo
	System   *ruleset.Ruleset
	Registry *ruleset.Registry // every system: saved profiles name theirs

	sysID   string // the system the state below belongs to
	m       *form
	notice  string                    // a link or a stored value that could not be used
	marks   map[string]int            // the chosen N of each stage's "at least N" line
	folds   map[string]*ui.Fold       // folded parts of the page: opened yet?
	drawn   map[string]*ruleset.Stage // each stage as its card last drew it (same)
	started float64                   // performance.now() of the last input, for timing
	tray    diceTray
	shelf   profileShelf
	armies  armyPicker
	sources map[source]filled // the army units that filled the form's kinds (army.go)
	unwatch func()            // stops following other tabs (calc_tabs.go)

	keepPending bool      // a write of the state is scheduled (keep)
	keepFn      app.Func  // writes it, when the page is idle or hidden
	idleFn      app.Func  // waits for the page to be idle, from a timer
	keepTimer   app.Value // the timer that calls idleFn, cleared when the page is left
	idleReq     app.Value // the idle callback that calls keepFn, cancelled likewise

	addressDue  bool   // the address is still to get the state read at start (addressLater)
	addressHeld func() // lets the rendered mark through once it has

	later   map[string]bool // parts drawn just after the first frame (ui.Below), by data-later key
	release func()          // lets the rendered mark through once they are drawn
}

// ensure sets the page up for the system shown, once per system: from the
// link's query if it has one, otherwise from the last input kept. It runs from
// Render so that the first frame already shows the restored input.
func (c *Page) ensure() {
	if c.sysID == c.System.Info.ID && c.m != nil {
		return
	}
	c.flush(false, true) // the last system's input, if its write is pending
	if c.later = ui.Below(); c.later != nil {
		c.release = ui.Hold()
	}
	c.sysID = c.System.Info.ID
	c.m = newForm(c.System.Calc)
	c.marks, c.folds = map[string]int{}, nil
	var notes []string
	if n := c.tray.load(c.System); n != "" {
		notes = append(notes, n)
	}
	c.tray.named = c.namedAs
	if n := c.shelf.load(c.Registry); n != "" {
		notes = append(notes, n)
	}
	c.sources = filledFrom(c.sysID)
	if n := c.armies.load(c.Registry, c.System); n != "" {
		notes = append(notes, n)
	}
	raw, stored := "", false
	if !app.IsServer {
		raw = app.Window().URL().RawQuery
	}
	if raw == "" {
		v, err := store.Get(calcKey(c.sysID))
		if err != nil {
			notes = append(notes, err.Error())
		}
		raw, stored = v, true
	}
	replace := true // the stored input may be replaced by what was read of it
	switch n := c.restore(raw); {
	case n == "":
	case !stored:
		notes = append(notes, "This link "+n)
	default:
		// Like every stored value that cannot be read whole, it is set aside
		// before the part that could be read replaces it.
		aside, ok := store.KeepAside(calcKey(c.sysID), raw)
		notes = append(notes, "Your last calculator input "+n, aside)
		replace = ok
	}
	c.notice = strings.Join(notes, " ")
	for _, f := range takePending(c.sysID) { // the Army page's "Attack with", "Target" or a ranked attack
		c.useFill(f, sideA)
	}
	c.recompute()
	// The state read is written back at once, in canonical form: a later
	// write (after an edit) could land after another tab's. Storage that
	// holds it so already is not written again. On the page's first render
	// the address waits for the first frame (addressLater), and holds the
	// rendered mark and the pending mark until then.
	first := !app.IsServer && !c.Mounted()
	c.addressDue = first && c.keepPending
	c.flush(!first, replace && !(stored && raw == c.state()))
	if c.addressDue {
		// Taken here, not in OnMount: on a navigation inside the app the
		// page's mark is set before this page's OnMount runs.
		c.addressHeld = ui.Hold() // flush left data-calc-pending on
	}
}

// recompute runs the calculator and keeps a valid state.
func (c *Page) recompute() {
	if c.m.recompute() {
		c.keep()
	}
}

// set records an input as typed, checks it and recomputes.
func (c *Page) set(s slot, typed string) {
	c.m.put(s, typed)
	c.recompute()
}

// apply loads a saved profile or an army unit of a kind into a side; what
// the side's kind was filled from before no longer holds.
func (c *Page) apply(s side, kind string, q url.Values) {
	c.m.fill(s, kind, q)
	delete(c.sources, c.sourceOf(s, kind))
	c.recompute()
}

// load puts a roll's query (attacker A and the shared fields) back in the
// form; a comparison stays on, with attacker B as it was.
func (c *Page) load(query string) {
	m := c.m
	compare, own := m.compare, m.own()
	if n := c.restore(query); n != "" {
		c.notice = "That roll's input " + n
	}
	if compare {
		m.compare = true
		if m.ownsLines() {
			m.setLines(sideB, linesIn(own))
		}
		for _, sl := range m.slotsOf(sideB, m.perSideHandles()) {
			m.put(sl, own.Get(m.key(sl)))
		}
	}
	m.editB = false
	c.recompute()
}

// Render draws the calculator's frame; its parts draw themselves.
func (c *Page) Render() app.UI {
	c.ensure()
	m := c.m
	a := m.checked(sideA)
	fresh := a != nil && !m.stale && c.tray.cur != nil && m.res[sideA] != nil && c.tray.cur.query == m.res[sideA].Query
	return app.Div().Class("calc").Body(
		app.H1().Text("Calculator"),
		&ui.ShareButton{Title: "Calculator · " + c.System.Info.Short}, // the address holds the attack
		ui.When(c.notice != "", func() app.UI {
			return app.Div().ID("calc-notice").Class("banner warn").Role("alert").Body(
				app.Span().Text(c.notice),
				app.Button().Class("btn").Text("Dismiss").OnClick(func(ctx app.Context, e app.Event) { c.notice = "" }),
			)
		}),
		app.Div().Class("calc-grid").Body(
			app.Div().Class("calc-input").Body(
				c.fold("saved").Details(app.Details().Class("calc-saved"), app.Summary().Text("Saved profiles"), false,
					func() []app.UI {
						// Saving takes the attacker the form shows.
						return []app.UI{&shelfView{C: c, Valid: m.checked(m.shown()) != nil, Compare: m.compare, Rev: c.shelf.rev}}
					}, "saved"),
				c.armyFold(),
				c.compareSwitch(),
				c.formView(),
			),
			c.output(a, fresh),
		),
		ui.When(m.res[sideA] != nil, func() app.UI { return c.bar(a) }),
	)
}

// output is the results and the dice tray, beside the form or under it.
func (c *Page) output(a url.Values, fresh bool) app.UI {
	m := c.m
	div := app.Div().Class("calc-output").DataSet("later", "output")
	if c.later["output"] {
		return div
	}
	return div.Body(
		app.H2().Class("results-title").Text("Results"), // the stages' h3 need an h2 above them
		c.armyNote(),
		&resultsView{C: c, Rev: m.rev},
		// A slot that is always there, so the note coming and going does
		// not move the tray to another position and rebuild it.
		app.Div().Body(ui.When(m.compare, func() app.UI {
			return app.P().Class("meta noprint").Text("The dice below roll attacker A.")
		})),
		ui.When(!c.later[trayLater], func() app.UI {
			return &trayView{C: c, Valid: a != nil, Fresh: fresh, Rev: c.tray.rev}
		}),
	)
}
