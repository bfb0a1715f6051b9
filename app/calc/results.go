package calc

import (
	"auspex/app/ui"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// staleText is said wherever results stand for an input that is no longer
// the one in the form.
const staleText = "Out of date: fix the marked fields; these results are for the last valid input."

// figureText is a headline figure's value as shown: a mean with two
// decimals, a chance in percent.
func figureText(f ruleset.Figure) string {
	if f.Stat == ruleset.StatMean {
		return num(f.Value)
	}
	return pct(f.Value)
}

// figureOf is the " of N" after a mean out of a whole the query sets.
func figureOf(f ruleset.Figure) string {
	if f.Stat == ruleset.StatMean && f.Of > 0 {
		return " of " + strconv.Itoa(f.Of)
	}
	return ""
}

// figureSub is the line under a figure: a mean's usual range (or, for a
// count of none or one, the chance of one), what a chance is the chance of.
// A chance of any at all says nothing more than its label, so it has none.
func figureSub(res *ruleset.Result, f ruleset.Figure) string {
	st := res.Stage(f.Stage)
	switch {
	case st == nil:
		return ""
	case f.Stat == ruleset.StatMean:
		if _, ok := certain(st); ok {
			return "every time"
		}
		if k, ok := yesNo(st); ok {
			return pct(st.PMF[k]) + " chance of " + valueText(st, k)
		}
		return usually(st)
	case f.Stat == ruleset.StatCategory && f.At-st.Offset >= 0 && f.At-st.Offset < len(st.Values):
		return st.Values[f.At-st.Offset]
	case labelled(st):
		return atLeastText(st, indexOf(st, f.At))
	case f.Of > 0 && f.At == f.Of:
		return allOf(f.Of, f.Unit)
	case f.At == 1 && (f.Unit == "" || f.Of == 0):
		return ""
	}
	return strconv.Itoa(f.At) + " or more " + f.Unit
}

// allOf words "every one of n things": "its only model", "both models", "all
// 10 models". unit is the plural a ruleset names ("models", "units").
func allOf(n int, unit string) string {
	switch n {
	case 1:
		return "its only " + ui.One(unit)
	case 2:
		return "both " + unit
	}
	return "all " + strconv.Itoa(n) + " " + unit
}

// yesNo is the higher of a count's two possible values when it has just two,
// next to each other (no hit or one): its mean is then the chance of that
// one, and a spread, a median or an "at least" says nothing more.
func yesNo(st *ruleset.Stage) (int, bool) {
	if st.Kind != ruleset.Count && st.Kind != ruleset.Signed {
		return 0, false
	}
	lo, hi := -1, -1
	for k, p := range st.PMF {
		if p > sureEnough {
			if lo < 0 {
				lo = k
			}
			hi = k
		}
	}
	return hi, lo >= 0 && hi == lo+1
}

// resultsView is the results: one attacker, or two compared. Its own
// handlers (moving an "at least N" mark) redraw it alone; the page redraws it
// when Rev, bumped on every recalculation, changed.
type resultsView struct {
	app.Compo
	C   *Page
	Rev int
}

func (v *resultsView) Render() app.UI {
	c, m := v.C, v.C.m
	if m.res[sideA] == nil {
		msg := "Fix the marked fields to see results."
		if m.failure != "" {
			msg = m.failure
		}
		return app.P().ID("results").Class("calc-empty").DataSet("stale", "true").Text(msg)
	}
	a, b := m.res[sideA], m.res[sideB]
	shown := a
	if m.shown() == sideB && b != nil {
		shown = b
	}
	return app.Div().Body(
		ui.When(m.failure != "", func() app.UI { return app.P().Class("error").Role("alert").Text(m.failure) }),
		ui.When(m.compare && b != nil, func() app.UI { return compareView(c.System, a, b, m.stale) }),
		ui.When(m.compare && b != nil, func() app.UI {
			return app.H2().Class("detail-of").Text("Attacker " + m.shown().letter() + " in detail")
		}),
		resultView(c.System, shown, m.stale, c.marks, c),
	)
}

// resultView shows a calculation: headline figures, a card per stage with its
// chart, and the steps behind it. stale dims it and says why; marks are each
// stage's "at least N" mark (see stageChart), which c's handlers move (nil:
// the charts are static).
func resultView(sys *ruleset.Ruleset, res *ruleset.Result, stale bool, marks map[string]int, c *Page) app.UI {
	// data-stale is always "true" or "false" for the tests and CSS to read;
	// the class says the same for the pre-rendered HTML, where go-app writes
	// a "true" attribute bare.
	root := app.Div().ID("results").Class("calc-results").DataSet("stale", stale)
	if stale {
		root = root.Class("stale")
	}
	if res == nil {
		return root.Body(app.P().Class("meta").Text("No result yet: enter an attack above."))
	}
	return root.Body(
		staleSlot(stale),
		noEffectView(sys, res),
		headlineView(res),
		linesView(res),
		app.Range(res.Stages).Slice(func(i int) app.UI { return cardOf(res, &res.Stages[i], marks, c) }),
		app.Range(res.Extra).Slice(func(i int) app.UI { return cardOf(res, &res.Extra[i], marks, c) }),
		explainOf(sys, res, c == nil),
	)
}

func cardOf(res *ruleset.Result, st *ruleset.Stage, marks map[string]int, c *Page) app.UI {
	if c != nil {
		st = c.same(st)
	}
	return &stageCard{C: c, St: st, Mark: markFor(st, marks), Side: sideLabel(res, st)}
}

// same is st, or the stage of that id drawn last when st equals it: go-app
// compares a card's stage with reflect.DeepEqual, which is slow on long
// distributions but instant on the very same pointer.
func (c *Page) same(st *ruleset.Stage) *ruleset.Stage {
	if c.drawn == nil {
		c.drawn = map[string]*ruleset.Stage{}
	}
	if old := c.drawn[st.ID]; old != nil && sameStage(old, st) {
		return old
	}
	c.drawn[st.ID] = st
	return st
}

// sameStage compares the long distributions directly and the rest of the
// stage, whatever fields it has, with reflect.DeepEqual.
func sameStage(a, b *ruleset.Stage) bool {
	if !slices.Equal(a.PMF, b.PMF) || !slices.Equal(a.AtLeast, b.AtLeast) {
		return false
	}
	x, y := *a, *b
	x.PMF, x.AtLeast, y.PMF, y.AtLeast = nil, nil, nil, nil
	return reflect.DeepEqual(x, y)
}

// staleSlot holds the out-of-date line. The slot is always there, so the
// line coming and going does not shift the cards after it (go-app matches
// children by position and would rebuild every one), and as a status region
// it is read out when it appears.
func staleSlot(stale bool) app.UI {
	return app.Div().Class("stale-slot").Role("status").Body(
		ui.When(stale, func() app.UI { return app.P().Class("stale-note").Text(staleText) }),
	)
}

// noEffectView lists the inputs given that change nothing in this attack,
// each by its label with the rule's reason, above the figures they did not
// change; nothing when there are none.
func noEffectView(sys *ruleset.Ruleset, res *ruleset.Result) app.UI {
	if len(res.NoEffect) == 0 {
		return nil
	}
	items := make([]app.UI, len(res.NoEffect))
	for i, n := range res.NoEffect {
		label := n.Key
		if sys != nil && sys.Calc != nil {
			if line, key, ok := ruleset.SplitLineKey(n.Key); ok {
				if f, ok := sys.Calc.Form().Field(key); ok {
					label = f.Label
					if line > 1 {
						label += " (line " + strconv.Itoa(line) + ")"
					}
				}
			}
		}
		items[i] = app.Li().DataSet("key", n.Key).Body(app.Strong().Text(label+": "), app.Text(n.Text))
	}
	return app.Ul().ID("no-effect").Class("no-effect plain").Body(items...)
}

// headlineView is the result's own headline figures, each with its usual range.
func headlineView(res *ruleset.Result) app.UI {
	if len(res.Headline) == 0 {
		return app.P().ID("headline").Class("meta").Text("This calculation has no headline figures to show.")
	}
	return app.Div().ID("headline").Class("headline").Body(
		app.Range(res.Headline).Slice(func(i int) app.UI {
			f := res.Headline[i]
			return figureView(f.ID, f.Label, figureText(f), figureOf(f), figureSub(res, f))
		}),
	)
}

// figureView is one headline figure: the element with data-figure holds the
// figure alone, so a test or a reader of the page gets just the number.
func figureView(key, label, value, of, sub string) app.UI {
	return app.Div().Class("figure").Body(
		app.Span().Class("figure-label").Text(label),
		app.Span().Class("figure-value").Body(
			app.Strong().DataSet("figure", key).Text(value),
			ui.When(of != "", func() app.UI { return app.Span().Class("figure-of").Text(of) }),
		),
		app.Span().Class("figure-sub").Text(sub),
	)
}

// usually is the middle 80% of a stage: from its 10th to its 90th percentile.
func usually(st *ruleset.Stage) string {
	return "8 in 10: " + spanText(st, st.Low, st.High)
}

// stageCard is one stage: its figures in words, then its chart. A stage
// that comes out the same after an edit (the hits, when only AP changed) is
// not redrawn: the page compares the stage itself, not where it is kept.
type stageCard struct {
	app.Compo
	C    *Page // moves the mark; nil: the chart is static
	St   *ruleset.Stage
	Mark int
	Side string // the label of the side the stage belongs to, if any
}

func (v *stageCard) Render() app.UI {
	st := v.St
	var pick func(string, int)
	if v.C != nil {
		pick = func(stage string, k int) { v.C.marks[stage] = k }
	}
	sec := app.Section().Class("stage").DataSet("stage", st.ID)
	if v.Side != "" {
		sec = sec.DataSet("side", st.Side)
	}
	title := app.H3().Body(
		ui.When(v.Side != "", func() app.UI { return app.Span().Class("stage-side").Text(v.Side + " · ") }),
		app.Text(st.Label),
	)
	// A stage with one possible value (a fixed number of attacks) is that
	// value, said as a figure: its chart would be one bar at 100%.
	if k, ok := certain(st); ok {
		return sec.Class("certain").Body(title, app.P().Class("certain-value").Body(
			app.Strong().Text(valueText(st, k)), app.Text(" every time")))
	}
	// A count of none or one is a chance: said once, with no at-least mark.
	if k, ok := yesNo(st); ok {
		return sec.Class("yes-no").Body(
			title,
			app.Dl().Class("stats").Body(app.Div().Body(
				app.Dt().Text("Chance of "+valueText(st, k)), app.Dd().Text(pct(st.PMF[k])))),
			stageChart(st, 0, nil),
		)
	}
	var stats []app.UI
	stat := func(name, title, value string) {
		dt := app.Dt().Text(name)
		if title != "" {
			dt = dt.Title(title)
		}
		stats = append(stats, app.Div().Body(dt, app.Dd().Text(value)))
	}
	switch {
	case st.Kind == ruleset.Categorical:
		m := mode(st.PMF)
		stat("Most likely", "", valueText(st, m)+" ("+pct(st.PMF[m])+")")
	case st.Kind == ruleset.Ordinal:
		stat("Median", "", valueText(st, indexOf(st, st.Median)))
		stat("8 in 10", "10th to 90th percentile", spanText(st, st.Low, st.High))
	default:
		stat("Mean", "", num(st.Mean)+" ± "+num(st.SD))
		stat("Median", "", valueText(st, indexOf(st, st.Median)))
		stat("8 in 10", "10th to 90th percentile", spanText(st, st.Low, st.High))
	}
	return sec.Body(
		title,
		app.Dl().Class("stats").Body(stats...),
		stageChart(st, v.Mark, pick),
	)
}

// certain is the index of the one value a stage always takes, if it has one
// (to a chance of one in a billion: the sums are floating point).
func certain(st *ruleset.Stage) (int, bool) {
	if len(st.PMF) == 0 {
		return 0, false
	}
	k := mode(st.PMF)
	return k, st.PMF[k] > 1-1e-9
}

// linesView is each repeated line's share of the whole: its figures (the
// lines' parts add up to the whole's) or, without figures, its stages' means.
func linesView(res *ruleset.Result) app.UI {
	if len(res.Lines) < 2 {
		return nil
	}
	rows := make([]app.UI, len(res.Lines))
	for i, l := range res.Lines {
		var cells []string
		for _, f := range l.Figures {
			cells = append(cells, f.Label+" "+figureText(f))
		}
		if len(cells) == 0 {
			for _, st := range l.Stages {
				cells = append(cells, st.Label+" "+num(st.Mean))
			}
		}
		rows[i] = app.Li().DataSet("line", l.Line).Body(
			app.Strong().Text(l.Label), app.Text(": "+strings.Join(cells, " · ")))
	}
	return app.Section().ID("lines").Class("lines").Body(
		app.H3().Text("Each line's share"),
		app.Ul().Body(rows...),
	)
}

// explainOf is the explanation of a result, as a part redrawn only when its
// steps, notes or stage names changed; static (no page to open it on) has its
// steps built at once, the page's only once opened.
func explainOf(sys *ruleset.Ruleset, res *ruleset.Result, static bool) app.UI {
	labels := map[string]string{}
	for _, list := range [][]ruleset.Stage{res.Stages, res.Extra} {
		for _, st := range list {
			labels[st.ID] = st.Label
		}
	}
	return &explainView{Sys: sys, Steps: res.Steps, Notes: res.Notes, Labels: labels, Static: static}
}

// explainView lists each step of one attack with its chance and its rule.
type explainView struct {
	app.Compo
	Sys    *ruleset.Ruleset
	Steps  []ruleset.Reason
	Notes  []string
	Labels map[string]string // stage id -> label
	Static bool              // built at once: no reader to open it

	fold ui.Fold // the steps are built once the reader opens them
}

func (v *explainView) Render() app.UI {
	return v.fold.Details(app.Details().ID("explain").Class("explain"), app.Summary().Text("Explain the maths"), v.Static,
		func() []app.UI {
			return []app.UI{
				app.Ol().Class("steps").Body(app.Range(v.Steps).Slice(func(i int) app.UI {
					return stepView(v.Sys, v.Labels, &v.Steps[i])
				})),
				ui.When(len(v.Notes) > 0, func() app.UI {
					return app.Ul().Class("notes").Body(app.Range(v.Notes).Slice(func(i int) app.UI {
						return app.Li().Text(v.Notes[i])
					}))
				}),
			}
		})
}

func stepView(sys *ruleset.Ruleset, labels map[string]string, step *ruleset.Reason) app.UI {
	stage := step.Stage
	if l, ok := labels[step.Stage]; ok {
		stage = l
	}
	return app.Li().Body(
		app.Span().Class("step-stage").Text(stage),
		app.Span().Class("step-text").Text(step.Text),
		ui.When(step.P != nil, func() app.UI {
			return app.Span().Class("step-p").Text(stepPct(*step.P) + dieFraction(*step.P))
		}),
		ui.When(step.Rule != "" && sys != nil, func() app.UI {
			title := step.Rule
			if e, ok := sys.Entry(step.Rule); ok {
				title = e.Title
			}
			return app.A().Class("step-rule").Href(ui.Href("/" + sys.Info.ID + "/ref/" + step.Rule)).Text(title)
		}),
	)
}

// stepPct writes the chance of one die or attack to a tenth of a percent:
// these are few, exact and worth reading closely (66.7%, 50%).
func stepPct(p float64) string {
	s := strconv.FormatFloat(p*100, 'f', 1, 64)
	return strings.TrimSuffix(s, ".0") + "%"
}

// dieFraction writes a chance that is a whole number of sixths, or of
// thirty-sixths (a re-rolled D6), as dice players count it: " (4 in 6)".
func dieFraction(p float64) string {
	for _, d := range []float64{6, 36} {
		v := p * d
		r := math.Round(v)
		if math.Abs(v-r) < 1e-9 && r > 0 && r < d {
			return " (" + strconv.Itoa(int(r)) + " in " + strconv.Itoa(int(d)) + ")"
		}
	}
	return ""
}

// compareView puts attackers A and B side by side against the same target:
// the headline figures, each stage's mean, and B minus A.
func compareView(sys *ruleset.Ruleset, a, b *ruleset.Result, stale bool) app.UI {
	root := app.Div().ID("compare").Class("compare").DataSet("stale", stale)
	if stale {
		root = root.Class("stale")
	}
	if a == nil || b == nil {
		return root.Body(app.P().Class("meta").Text("Nothing to compare yet: both attackers need a valid input."))
	}
	rows := []app.UI{}
	headlined := map[string]bool{}
	for _, fa := range a.Headline {
		i := slices.IndexFunc(b.Headline, func(f ruleset.Figure) bool { return f.ID == fa.ID })
		if i < 0 {
			continue
		}
		fb := b.Headline[i]
		d, dText := fb.Value-fa.Value, signed(fb.Value-fa.Value)
		if fa.Stat != ruleset.StatMean {
			dText = points(d)
		}
		rows = append(rows, compareRow(fa.Label, fa.ID, figureText(fa), figureText(fb), d, dText))
		if fa.Stat == ruleset.StatMean {
			headlined[fa.Stage] = true
		}
	}
	for _, list := range [][]ruleset.Stage{a.Stages, a.Extra} {
		for i := range list {
			sa := &list[i]
			sb := b.Stage(sa.ID)
			if sb == nil || headlined[sa.ID] {
				continue // missing in B, or already a headline row
			}
			d := sb.Mean - sa.Mean
			rows = append(rows, compareRow(sa.Label, "", num(sa.Mean), num(sb.Mean), d, signed(d)))
		}
	}
	return root.Body(
		staleSlot(stale),
		app.Table().Class("compare-table").Body(
			app.Caption().Text("Attacker A and attacker B against the same target; the stage rows are means."),
			app.THead().Body(app.Tr().Body(
				app.Th().Scope("col").Body(app.Span().Class("sr").Text("Figure")),
				app.Th().Scope("col").Text("A"),
				app.Th().Scope("col").Text("B"),
				app.Th().Scope("col").Text("B − A"),
			)),
			app.TBody().Body(rows...),
		),
	)
}

// compareRow is one line of the compare table; key, when set, marks the
// difference cell (data-diff) and the figures around it. data-value holds the
// unrounded difference.
func compareRow(label, key, a, b string, diff float64, diffText string) app.UI {
	cell := app.Td().Class("diff").Class(sign(diff)).DataSet("value", diff).Text(diffText)
	row := app.Tr()
	if key != "" {
		cell = cell.DataSet("diff", key)
		row = row.Class("key")
	}
	return row.Body(
		app.Th().Scope("row").Text(label),
		app.Td().Text(a),
		app.Td().Text(b),
		cell,
	)
}

// headlineBar is the one-line headline for a sticky bar, to a tenth so it
// fits a phone: "36.7 dmg · 12.1 dead · 1.2% wipe". who, when set, names the
// attacker it is of ("A" while comparing, whichever attacker the form shows).
// A span: the bar puts it in a button.
func headlineBar(res *ruleset.Result, who string, stale bool) app.UI {
	bar := app.Span().Class("headline-bar").DataSet("stale", stale)
	if stale {
		bar = bar.Class("stale")
	}
	if res == nil || len(res.Headline) == 0 {
		return bar.Text("No result")
	}
	parts := make([]string, 0, 2+len(res.Headline))
	if who != "" {
		parts = append(parts, who)
	}
	if stale {
		parts = append(parts, "Out of date")
	}
	for _, f := range res.Headline {
		v := pct(f.Value)
		if f.Stat == ruleset.StatMean {
			v = short(f.Value)
		}
		parts = append(parts, v+" "+f.Short)
	}
	return bar.Text(strings.Join(parts, " · "))
}

// num writes a mean or a deviation with two decimals at most: 36.73, 3.5, 60.
func num(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "–"
	}
	s := strconv.FormatFloat(x, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

// short writes a mean to a tenth at most, for the one-line headline.
func short(x float64) string { return num(math.Round(x*10) / 10) }

// signed writes a difference with its sign: +1.24, -3.5, 0.
func signed(d float64) string {
	s := num(d)
	if s != "0" && !strings.HasPrefix(s, "-") {
		return "+" + s
	}
	return s
}

// points writes a difference of two chances in percentage points: +3.5 pts.
func points(d float64) string {
	s := strconv.FormatFloat(d*100, 'f', 1, 64)
	switch {
	case s == "0.0" || s == "-0.0":
		return "0 pts"
	case !strings.HasPrefix(s, "-"):
		s = "+" + s
	}
	return s + " pts"
}

// sign classes a difference for colour; the sign is in the text as well.
func sign(d float64) string {
	switch {
	case d > 1e-9:
		return "up"
	case d < -1e-9:
		return "down"
	}
	return ""
}

// pct writes a chance with the precision it deserves: whole percents in the
// middle, one decimal near the ends, and "<0.1%" or ">99.9%" rather than a
// rounded 0% or 100% for what can still happen or still fail.
func pct(p float64) string {
	switch {
	case math.IsNaN(p):
		return "–"
	case p <= 1e-9:
		return "0%"
	case p >= 1-1e-9:
		return "100%"
	case p < 0.001:
		return "<0.1%"
	case p > 0.999:
		return ">99.9%"
	case p < 0.1 || p > 0.9:
		return strconv.FormatFloat(p*100, 'f', 1, 64) + "%"
	}
	return strconv.FormatFloat(p*100, 'f', 0, 64) + "%"
}

// compareBar is the sticky bar's headline while comparing: both attackers'
// first headline figure and B's difference, to a tenth: "A 4.2 · B 5.1 (+0.9) dmg".
func compareBar(a, b *ruleset.Result, stale bool) app.UI {
	bar := app.Span().Class("headline-bar").DataSet("stale", stale)
	if stale {
		bar = bar.Class("stale")
	}
	if a == nil || b == nil || len(a.Headline) == 0 || len(b.Headline) == 0 || a.Headline[0].ID != b.Headline[0].ID {
		return bar.Text("No result to compare")
	}
	fa, fb := a.Headline[0], b.Headline[0]
	var text string
	if fa.Stat == ruleset.StatMean {
		x, y := math.Round(fa.Value*10)/10, math.Round(fb.Value*10)/10
		text = "A " + num(x) + " · B " + num(y) + " (" + signed(math.Round((y-x)*10)/10) + ") " + fa.Short
	} else {
		text = "A " + pct(fa.Value) + " · B " + pct(fb.Value) + " (" + points(fb.Value-fa.Value) + ") " + fa.Short
	}
	if stale {
		text = "Out of date · " + text
	}
	return bar.DataSet("diff", fb.Value-fa.Value).Text(text)
}
