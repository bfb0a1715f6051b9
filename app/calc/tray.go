package calc

import (
	"auspex/app/store"
	"auspex/app/ui"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// diceTray rolls the calculator's attack with real dice: all at once, or in
// step mode one stage per tap. It is the state trayView draws; rev counts its
// changes, so that the page redraws the tray only when it changed.
type diceTray struct {
	rev    int
	rng    *rand.Rand
	book   store.RollBook // history and mode, stored on every change
	sysID  string         // whose history book is; "" until loaded
	form   *ruleset.Form  // its form, to read the stored history
	cur    *trayRoll
	notice string // a save that failed, a roll refused
	// named gives the name a kind of profile was filled under (namedAs),
	// for naming a roll in the history; nil: every roll is described.
	named func(kind, canon string) string
}

// trayRoll is the roll on show and how much of it step mode has revealed.
type trayRoll struct {
	log     *ruleset.RollLog
	query   string                    // canonical
	labels  map[string]string         // stage id -> label, from the exact result
	ends    []int                     // ends[i]: stages shown once step i is revealed
	shown   int                       // steps revealed
	pending bool                      // its history entry is hidden until it is all revealed
	splits  map[string]split          // stage id -> where its total falls, from the exact result
	stages  map[string]*ruleset.Stage // stage id -> its exact distribution (kinds, value labels)
	groups  map[string]string         // die group id -> label (a weapon line, a side)
}

// split is where a rolled total falls in its stage's exact distribution: the
// chance of a lower result and of the same one. The mid-rank percentile alone
// would call a 0 that a third of rolls share "better than 17%".
type split struct{ below, equal float64 }

// splitOf is where the value x falls in a stage (x is a value: Offset counts).
func splitOf(st *ruleset.Stage, x int) split {
	return split{below: max(0, 1-st.PAtLeast(x)), equal: st.P(x)}
}

func (s split) above() float64 { return max(0, 1-s.below-s.equal) }

func (r *trayRoll) done() bool { return r.shown >= len(r.ends) }

// visible is the number of stages revealed.
func (r *trayRoll) visible() int {
	if r.shown == 0 {
		return 0
	}
	return r.ends[r.shown-1]
}

// maxDiceShown caps the dice drawn per stage: a huge attack would otherwise
// add thousands of elements to every render. The rest are summed up in words.
const maxDiceShown = 120

// stepEnds groups a roll's stages into steps: each stage with dice is a step;
// a stage without dice (a fixed number of attacks, models destroyed, a stage
// with nothing left to roll) is shown with the step before it, or with the
// first step when it leads.
func stepEnds(stages []ruleset.RollStage) []int {
	var ends []int
	for i, s := range stages {
		if len(s.Dice) == 0 && len(ends) > 0 {
			ends[len(ends)-1] = i + 1
			continue
		}
		if len(s.Dice) > 0 {
			ends = append(ends, i+1)
		}
	}
	if len(ends) == 0 && len(stages) > 0 {
		ends = []int{len(stages)}
	}
	return ends
}

// load reads this system's roll history and seeds the RNG (crypto/rand, or
// the test seed under store.TestSeedKey). Unreadable history is set aside,
// reset, and the returned notice says so.
func (t *diceTray) load(sys *ruleset.Ruleset) (notice string) {
	*t = diceTray{sysID: sys.Info.ID, rev: t.rev + 1, book: store.RollBook{V: store.RollsVersion, Rolls: []store.RollEntry{}}}
	var notes []string
	rng, err := store.NewDiceRNG(store.TestSeed())
	t.rng = rng
	if err != nil {
		notes = append(notes, "Dice: "+err.Error()+".")
	}
	if sys.Calc == nil {
		return strings.Join(notes, " ")
	}
	t.form = sys.Calc.Form()
	b, n := store.LoadRolls(sys.Info.ID, t.form)
	if n != "" {
		notes = append(notes, n)
	}
	t.book = b
	return strings.Join(notes, " ")
}

// update applies op to the history shown and to the one stored, which may
// hold rolls another tab made since: those are kept and shown too.
func (t *diceTray) update(op func(*store.RollBook)) {
	op(&t.book) // shown whatever storage does
	if t.sysID == "" || t.form == nil {
		return // never loaded: nothing of ours in storage to overwrite
	}
	b, notice, err := store.UpdateRolls(t.sysID, t.form, op)
	switch {
	case err != nil:
		t.notice = "Your roll history could not be saved: " + err.Error() + "."
	default:
		t.book = b
		t.notice = notice
	}
}

// reload shows the stored history: another tab changed it.
func (t *diceTray) reload() {
	if t.sysID == "" || t.form == nil {
		return
	}
	b, notice := store.LoadRolls(t.sysID, t.form)
	t.book, t.rev = b, t.rev+1
	if notice != "" {
		t.notice = notice
	}
}

// roll makes the whole attack with real dice, records it in the history and
// puts it on show with nothing revealed yet. The roll carries the exact
// result it is ranked against (names, distributions, the canonical query):
// one exact calculation per roll, made by the roll itself.
func (t *diceTray) roll(sys *ruleset.Ruleset, q url.Values) *trayRoll {
	t.notice = ""
	t.rev++
	if t.rng == nil {
		t.rng, _ = store.NewDiceRNG("")
	}
	log, err := sys.Calc.Roll(sys.Calc.Form().Visible(q), t.rng) // a hidden field takes no part
	switch {
	case err != nil:
	case log == nil || len(log.Stages) == 0:
		err = errors.New("the calculator rolled no stages") // the history needs one to show
	case log.Exact == nil:
		err = errors.New("the roll came without its exact result")
	}
	if err != nil {
		t.notice = "These dice could not be rolled: " + err.Error()
		return nil
	}
	res := log.Exact
	r := &trayRoll{log: log, query: res.Query, labels: map[string]string{}, splits: map[string]split{},
		stages: map[string]*ruleset.Stage{}, groups: map[string]string{}, ends: stepEnds(log.Stages), pending: true}
	for _, list := range [][]ruleset.Stage{res.Stages, res.Extra} {
		for i := range list {
			r.labels[list[i].ID] = list[i].Label
			r.stages[list[i].ID] = &list[i]
		}
	}
	for _, s := range log.Stages {
		if st := r.stages[s.ID]; st != nil {
			r.splits[s.ID] = splitOf(st, s.Total)
		}
	}
	for _, g := range log.Groups {
		r.groups[g.ID] = g.Label
	}
	t.cur = r
	e := store.EntryOf(time.Now().UnixMilli(), r.query, log, r.labels)
	e.Name = attackName(sys.Calc.Form(), r.query, t.named)
	t.update(func(b *store.RollBook) { b.Add(e) })
	return r
}

// rollAll is one tap: roll everything and show it.
func (t *diceTray) rollAll(sys *ruleset.Ruleset, q url.Values) {
	if q == nil {
		return
	}
	if r := t.roll(sys, q); r != nil {
		r.shown, r.pending = len(r.ends), false
	}
}

// tap is Roll from outside the tray: the next step in step mode, else everything.
func (t *diceTray) tap(sys *ruleset.Ruleset, q url.Values) {
	if t.book.Step {
		t.next(sys, q)
	} else {
		t.rollAll(sys, q)
	}
}

// next is a tap in step mode: reveal the next stage of the roll on show, or
// start a new roll when that one is finished or the form has changed since.
func (t *diceTray) next(sys *ruleset.Ruleset, q url.Values) {
	if q == nil {
		return
	}
	t.rev++
	if t.cur == nil || t.cur.done() || t.cur.query != canonicalQuery(sys, q) {
		if t.roll(sys, q) == nil {
			return
		}
	}
	t.cur.shown++
	t.cur.pending = !t.cur.done()
}

// canonicalQuery is q as the form's canonical query, "" if it is not valid.
func canonicalQuery(sys *ruleset.Ruleset, q url.Values) string {
	v, err := ruleset.ParseForm(sys.Calc.Form(), q)
	if err != nil {
		return ""
	}
	return v.Encode()
}

func (t *diceTray) setStep(on bool) {
	t.rev++
	if !on && t.cur != nil { // leaving step mode shows the rest of the roll
		t.cur.shown, t.cur.pending = len(t.cur.ends), false
	}
	t.update(func(b *store.RollBook) { b.Step = on })
}

func (t *diceTray) clear() {
	t.rev++
	if t.cur != nil {
		t.cur.pending = false
	}
	seen := t.book
	t.update(func(b *store.RollBook) { b.Forget(seen) })
}

// trayView draws the tray. Valid says attacker A's input is valid (Roll is
// off otherwise, and says why); Fresh, that the roll on show is of the input
// on screen (step mode goes on with it). Its own buttons redraw it alone.
type trayView struct {
	app.Compo
	C     *Page
	Valid bool
	Fresh bool
	Rev   int
}

func (v *trayView) Render() app.UI {
	c := v.C
	attack := func() url.Values { return c.m.checked(sideA) }
	return c.tray.view(c.System, v.Valid, v.Fresh, attack, c.load)
}

// view draws the tray. valid and fresh are trayView's; attack returns, when a
// button is tapped, the query to roll; restore loads a history entry's query
// into the form.
func (t *diceTray) view(sys *ruleset.Ruleset, ok, fresh bool, attack func() url.Values, restore func(query string)) app.UI {
	if sys.Calc == nil {
		return app.Section().ID("tray")
	}
	step := t.book.Step
	rollAll := app.Button().ID("roll").Disabled(!ok).
		OnClick(func(ctx app.Context, e app.Event) { t.rollAll(sys, attack()) })
	if step {
		rollAll = rollAll.Class("roll-all").Text("Roll all at once")
	} else {
		rollAll = rollAll.Class("roll-big").Text("Roll")
	}
	return app.Section().ID("tray").Class("tray", "noprint").Aria("labelledby", "tray-title").Body(
		app.H2().ID("tray-title").Text("Roll the dice"),
		ui.When(t.notice != "", func() app.UI { return app.P().Class("tray-notice").Role("alert").Text(t.notice) }),
		app.Div().Class("tray-controls").Body(
			ui.When(step, func() app.UI {
				return app.Button().ID("roll-next").Class("roll-big").Disabled(!ok).Text(t.nextLabel(fresh)).
					OnClick(func(ctx app.Context, e app.Event) { t.next(sys, attack()) })
			}),
			rollAll,
			app.Button().ID("roll-mode").Class("roll-mode").Role("switch").Aria("checked", strconv.FormatBool(step)).
				Text("Step by step").OnClick(func(ctx app.Context, e app.Event) { t.setStep(!t.book.Step) }),
		),
		ui.When(!ok, func() app.UI {
			return app.P().ID("roll-why").Class("tray-why").Text("Fix the marked fields first: the dice need a valid attack.")
		}),
		ui.When(step, func() app.UI {
			return app.P().Class("tray-help").Text("Step mode rolls the whole attack at once and shows it one stage per tap: the odds are the same as rolling each stage in turn.")
		}),
		ui.When(t.cur != nil, func() app.UI { return diceKey(t.cur.log) }),
		t.resultView(),
		t.historyView(restore),
	)
}

// nextLabel names what the step button rolls next, by the role of the
// next step's first die ("Roll hit dice").
func (t *diceTray) nextLabel(fresh bool) string {
	r := t.cur
	if r == nil || r.done() || !fresh {
		return "Roll the first dice"
	}
	for _, s := range r.log.Stages[r.visible():r.ends[r.shown]] {
		if len(s.Dice) > 0 {
			return "Roll " + strings.ReplaceAll(s.Dice[0].Role, "-", " ") + " dice"
		}
	}
	return "Show the rest"
}

// headlineStage is the index of the stage the RollLog's percentile is of:
// the figure the calculator names, else the last stage.
func headlineStage(ids []string, figure string) (int, bool) {
	if i := slices.Index(ids, figure); i >= 0 {
		return i, true
	}
	return len(ids) - 1, false
}

// percent is a percentile (0..1) in whole percent, rounded down, so that
// "better than N%" is never an overstatement (the 1e-9 keeps 0.29 from
// becoming 28 through float error).
func percent(p float64) int { return int(math.Floor(min(max(p, 0), 1)*100 + 1e-9)) }

// sureEnough: a share this close to 0 or 1 is float rounding, not a chance.
const sureEnough = 1e-9

// pctHeadline words where a total falls. The percentile is mid-rank (ties
// count half), so a result nothing can fall below is named for what it is
// rather than "better than" a share of rolls; "better" is said only of damage,
// where more is plainly better for the attacker.
func pctHeadline(p float64, sp split, known, damage bool) string {
	switch {
	case known && sp.equal > 1-sureEnough:
		return "The only result this attack can have"
	case known && sp.below < sureEnough:
		return "The lowest result this attack can have"
	case known && sp.above() < sureEnough:
		return "The highest result this attack can have"
	case damage:
		return fmt.Sprintf("Better than %d%% of rolls", percent(p))
	}
	return fmt.Sprintf("Higher than %d%% of rolls", percent(p))
}

// resultView is the roll on show, as much of it as is revealed; a live region
// so that screen readers hear each new stage.
func (t *diceTray) resultView() app.UI {
	box := app.Div().ID("roll-result").Class("roll-result").Aria("live", "polite")
	r := t.cur
	if r == nil {
		return box.Body(app.P().Class("tray-empty").Text("No dice rolled yet."))
	}
	ids := make([]string, len(r.log.Stages))
	for i, s := range r.log.Stages {
		ids[i] = s.ID
	}
	h, damage := headlineStage(ids, r.log.Figure)
	n := r.visible()
	var top app.UI
	if h >= 0 && h < n {
		s := r.log.Stages[h]
		box = box.DataSet("percentile", percent(r.log.Percentile))
		sp, known := r.splits[s.ID]
		// What the dice did first, in the stage's own words ("Worst damage
		// result: crew stunned"); how lucky that was second.
		luck := pctHeadline(r.log.Percentile, sp, known, damage) + "."
		if known {
			luck += fmt.Sprintf(" Of all rolls of this attack, %s come out lower, %s the same and %s higher (ties count half in the percentile).",
				pct(sp.below), pct(sp.equal), pct(sp.above()))
		}
		top = app.Div().Class("roll-pct").Body(
			app.Strong().Class("roll-outcome").Text(store.StageLabel(r.labels, s.ID)+": "+r.totalText(s)),
			app.P().Class("roll-luck").Text(luck))
	}
	var rest []string
	for _, s := range r.log.Stages[n:] {
		rest = append(rest, store.StageLabel(r.labels, s.ID))
	}
	return box.Body(
		top,
		app.Range(r.log.Stages[:n]).Slice(func(i int) app.UI {
			s := r.log.Stages[i]
			sp, known := r.splits[s.ID]
			return r.stageView(s, store.StageLabel(r.labels, s.ID), sp, known)
		}),
		ui.When(len(rest) > 0, func() app.UI {
			return app.P().Class("roll-left").Text("Still to roll: " + strings.Join(rest, ", ") + ".")
		}),
	)
}

// totalText is a rolled total as its stage reads: a count, a signed
// margin, or a category's label.
func (r *trayRoll) totalText(s ruleset.RollStage) string {
	if st := r.stages[s.ID]; st != nil {
		return valueText(st, indexOf(st, s.Total))
	}
	return strconv.Itoa(s.Total)
}

// stageView is one stage's dice and total; dice of several groups (weapon
// lines, sides) are shown group by group, in the order the roll names them.
func (r *trayRoll) stageView(s ruleset.RollStage, label string, sp split, known bool) app.UI {
	rank := fmt.Sprintf("percentile %d", percent(s.Percentile))
	why := "Where this total falls among every result of this stage: lower results count in full, equal ones half."
	if known {
		why = fmt.Sprintf("Of every roll, %s give this stage a lower total, %s the same and %s a higher one.", pct(sp.below), pct(sp.equal), pct(sp.above()))
		if sp.equal > 1-sureEnough {
			rank = "always"
		}
	}
	shown := s.Dice[:min(len(s.Dice), maxDiceShown)]
	return app.Section().Class("roll-stage").DataSet("stage", s.ID).Body(
		app.Div().Class("roll-stage-head").Body(
			app.H3().Text(label),
			app.Strong().Class("roll-total").Text(r.totalText(s)),
			app.Span().Class("roll-stage-pct").
				Title("%s", why).
				Text(rank),
		),
		ui.When(len(s.Dice) == 0, func() app.UI { return app.P().Class("no-dice").Text("No dice: this follows from the stages before.") }),
		ui.When(len(s.Dice) > 0, func() app.UI { return r.diceView(shown) }),
		ui.When(len(s.Dice) > len(shown), func() app.UI { return app.P().Class("more-dice").Text(moreDice(s.Dice[len(shown):])) }),
	)
}

// diceView draws dice, by group when they have groups.
func (r *trayRoll) diceView(ds []ruleset.Die) app.UI {
	var order []string
	byGroup := map[string][]ruleset.Die{}
	for _, d := range ds {
		if _, ok := byGroup[d.Group]; !ok {
			order = append(order, d.Group)
		}
		byGroup[d.Group] = append(byGroup[d.Group], d)
	}
	row := func(ds []ruleset.Die) app.UI {
		return app.Div().Class("dice").Body(app.Range(ds).Slice(func(i int) app.UI { return dieView(ds[i]) }))
	}
	if len(order) == 1 && order[0] == "" {
		return row(ds)
	}
	groups := make([]app.UI, len(order))
	for i, g := range order {
		name := r.groups[g]
		if name == "" {
			name = g
		}
		groups[i] = app.Div().Class("dice-group").DataSet("group", g).Body(
			app.Span().Class("dice-group-label").Text(name), row(byGroup[g]))
	}
	return app.Div().Body(groups...)
}

// dieView draws one die: its face, after the faces rolled for it and not
// counted (a re-roll's first face, the lower die of best of two), classed
// hit/miss, crit and rerolled; its outcome (a hit, "glancing", a table
// result) beside the face when it says more than success or failure.
func dieView(d ruleset.Die) app.UI {
	cls := []string{"die", "miss"}
	if d.Success {
		cls[1] = "hit"
	}
	face := strconv.Itoa(d.Face)
	say := fmt.Sprintf("%s D%d: %d", d.Role, d.Sides, d.Face)
	if d.Critical {
		cls = append(cls, "crit")
		say += ", critical"
	}
	if len(d.Discarded) > 0 {
		cls = append(cls, "rerolled")
		var not []string
		for _, f := range d.Discarded {
			not = append(not, strconv.Itoa(f))
		}
		face = strings.Join(not, " ") + "→" + face
		say += ", not counted: " + strings.Join(not, ", ")
	}
	if d.Sides != 6 {
		cls = append(cls, "d"+strconv.Itoa(d.Sides))
	}
	out := d.Outcome
	switch out {
	case "", ruleset.OutcomeMiss, ruleset.OutcomeHit, ruleset.OutcomeCritical:
		out = "" // the classes say these
	default:
		cls = append(cls, "has-outcome")
		say += ", " + out
	}
	if d.Success {
		say += ", success"
	} else {
		say += ", fail"
	}
	die := app.Span().Class(cls...).Role("img").Aria("label", say).Title("%s", say)
	if out == "" {
		return die.Text(face)
	}
	return die.DataSet("outcome", out).Body(app.Text(face), app.Span().Class("die-outcome").Aria("hidden", true).Text(out))
}

// diceKey says how the dice below are drawn, by shape as well as colour:
// outlined succeeded, filled was a critical, faint and bare failed, dashed was
// re-rolled. It keys only what the roll has: a system without critical hits
// never shows "critical". Its samples are not .die, so they never count as
// rolled dice.
func diceKey(log *ruleset.RollLog) app.UI {
	crit, rerolled := false, false
	for _, s := range log.Stages {
		for _, d := range s.Dice {
			crit = crit || d.Critical
			rerolled = rerolled || len(d.Discarded) > 0
		}
	}
	key := func(cls, face, say string) app.UI {
		return app.Span().Class("key").Body(app.Span().Class("key-die", cls).Aria("hidden", true).Text(face), app.Text(say))
	}
	return app.P().Class("dice-key").Body(
		key("hit", "4", "success"),
		ui.When(crit, func() app.UI { return key("crit", "6", "critical") }),
		key("miss", "1", "fail"),
		ui.When(rerolled, func() app.UI { return key("rerolled", "1→5", "1 not counted (re-rolled, or the lower of two)") }),
	)
}

// moreDice sums up the dice beyond maxDiceShown.
func moreDice(ds []ruleset.Die) string {
	ok, crit, rr := 0, 0, 0
	for _, d := range ds {
		if d.Success {
			ok++
		}
		if d.Critical {
			crit++
		}
		if len(d.Discarded) > 0 {
			rr++
		}
	}
	critical := ""
	if crit > 0 {
		critical = fmt.Sprintf(" (%d critical)", crit)
	}
	return fmt.Sprintf("And %d more dice: %d successes%s, %d re-rolled.", len(ds), ok, critical, rr)
}

// historyView lists the stored rolls, newest first, each with a button that
// loads its attack back into the form. A step roll still being revealed is
// left out until it is finished, so the list never spoils it.
func (t *diceTray) historyView(restore func(query string)) app.UI {
	rolls := t.book.Rolls
	if t.cur != nil && t.cur.pending && len(rolls) > 0 {
		rolls = rolls[1:]
	}
	form := t.form
	return app.Section().Class("roll-history").Aria("labelledby", "roll-history-title").Body(
		app.Div().Class("roll-history-head").Body(
			app.H3().ID("roll-history-title").Text(fmt.Sprintf("Last rolls (%d)", len(rolls))),
			app.Button().ID("roll-clear").Disabled(len(t.book.Rolls) == 0).Text("Clear history").
				OnClick(func(ctx app.Context, e app.Event) { t.clear() }),
		),
		ui.When(len(rolls) == 0, func() app.UI { return app.P().Class("tray-empty").Text("No rolls kept yet.") }),
		app.Ol().ID("roll-history").Body(app.Range(rolls).Slice(func(i int) app.UI { return historyItem(form, rolls[i], restore) })),
	)
}

// historyItem is one kept roll: when, how lucky, what it rolled (by name, or
// its values in words for a roll kept before rolls were named) and its
// totals, with a button that loads it back.
func historyItem(form *ruleset.Form, e store.RollEntry, restore func(query string)) app.UI {
	parts := make([]string, len(e.Stages))
	ids := make([]string, len(e.Stages))
	for i, s := range e.Stages {
		parts[i] = s.Label + " " + strconv.Itoa(s.Total)
		ids[i] = s.ID
	}
	h, _ := headlineStage(ids, e.Figure)
	name := e.Name
	if name == "" && form != nil {
		name = attackName(form, e.Query, nil)
	}
	if name == "" {
		name = "the default attack"
	}
	at := time.UnixMilli(e.At)
	return app.Li().DataSet("query", e.Query).Body(
		app.Div().Class("roll-history-top").Body(
			app.Time().DateTime(at.UTC().Format(time.RFC3339)).Text(at.Local().Format("2 Jan 15:04")),
			app.Span().Class("roll-history-pct").Title("%s", "Percentile of "+strings.ToLower(e.Stages[h].Label)+": lower results count in full, equal ones half.").
				Text(fmt.Sprintf("percentile %d", percent(e.Percentile))),
		),
		app.P().Class("roll-history-name").Text(name),
		app.P().Class("roll-history-totals").Text(strings.Join(parts, " · ")),
		app.Div().Class("roll-history-foot").Body(
			ui.When(restore != nil, func() app.UI {
				return app.Button().Class("load").Text("Load this attack").Aria("label", "Load this attack: "+name).
					OnClick(func(ctx app.Context, ev app.Event) { restore(e.Query) }, e.Query)
			}),
		),
	)
}
