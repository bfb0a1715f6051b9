package calc

import (
	"auspex/app/ui"
	"strconv"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The stage chart is built from go-app elements rather than app.Raw markup:
// go-app v9 mounts an element with document.createElementNS when it has an
// XMLNS (createElement would make inert HTML elements that draw nothing), and
// real elements can carry a click handler, so tapping a bar works without a
// row of HTML buttons laid over the chart.
//
// Two go-app details shape the code. It sets "class" through the className
// property, which is read-only on SVG elements, so a class would appear in the
// pre-rendered HTML and vanish once the wasm mounts: SVG parts are styled by
// data-part instead. And it keeps an event handler across renders when only
// the closure's captured values differ, so every value a handler uses goes in
// its scope (On(..., scope)), which makes go-app rebind it when that changes.
const svgNS = "http://www.w3.org/2000/svg"

func svgElem(tag string) app.HTMLElem { return app.Elem(tag).XMLNS(svgNS) }

// Chart geometry, in viewBox units. The SVG stretches to its box
// (preserveAspectRatio="none"), so one bar is barStep wide whatever the count,
// and strokes keep their width through vector-effect="non-scaling-stroke".
const (
	barStep  = 10 // width of one value's slot
	barInset = 1  // gap on each side of a bar
	plotH    = 100
	plotTop  = 4   // headroom over the tallest bar and the 100% end of the curve
	minBar   = 0.6 // a drawn bar with any chance at all stays visible
	// tailCut: values this unlikely at either end are left off the chart, so
	// sixty attacks do not squeeze the likely counts into a corner; the axis
	// still says which values are possible.
	tailCut = 1e-4
)

// drawnRange is the range of values the chart draws: the PMF without its
// leading and trailing runs of values below tailCut, widened to take in the
// "at least" mark wherever it was put.
func drawnRange(pmf []float64, mark int) (lo, hi int) {
	lo, hi = 0, len(pmf)-1
	for lo < hi && pmf[lo] < tailCut {
		lo++
	}
	for hi > lo && pmf[hi] < tailCut {
		hi--
	}
	return min(lo, mark), max(hi, mark)
}

// barAt is the value under a tap at frac (0 at the chart's left edge, 1 at its
// right) when values lo..lo+n-1 are drawn.
func barAt(frac float64, lo, n int) int {
	i := int(frac * float64(n))
	return lo + min(max(i, 0), n-1)
}

// defaultMark is the "at least N" line a stage starts with: its median. The
// line then sits in the thick of the bars, where moving it tells the most
// (the whole unit's chance is already a headline figure, so "destroyed" does
// not start at all the models). A median that is the least value possible
// would read "at least 0: 100%", so the line starts at the next value.
func defaultMark(st *ruleset.Stage) int {
	k := indexOf(st, st.Median)
	for k >= 0 && k+1 < len(st.AtLeast) && st.AtLeast[k] > 1-sureEnough {
		k++
	}
	return k
}

// markFor is the stage's chosen N (a PMF index), kept inside the values it can take.
func markFor(st *ruleset.Stage, marks map[string]int) int {
	k, ok := marks[st.ID]
	if !ok {
		k = defaultMark(st)
	}
	return min(max(k, 0), len(st.PMF)-1)
}

// barPaths draws the bars of lo..hi as two paths, one for the values below
// mark and one for those at or above it: two elements per chart however many
// values, and the shading shows what "at least N" counts.
func barPaths(pmf []float64, lo, hi, mark int) (below, above string) {
	top := 0.0
	for _, p := range pmf[lo : hi+1] {
		top = max(top, p)
	}
	if top <= 0 {
		return "", ""
	}
	// About 22 bytes a bar: one allocation per path.
	b := make([]byte, 0, 24*(hi-lo+1))
	split := 0
	for k := lo; k <= hi; k++ {
		if k == mark {
			split = len(b)
		}
		p := pmf[k]
		if p <= 0 {
			continue
		}
		h := max(p/top*(plotH-plotTop), minBar)
		b = append(b, 'M')
		b = strconv.AppendInt(b, int64((k-lo)*barStep+barInset), 10)
		b = append(b, " 100V"...)
		b = strconv.AppendFloat(b, plotH-h, 'f', 1, 64)
		b = append(b, 'h')
		b = strconv.AppendInt(b, barStep-2*barInset, 10)
		b = append(b, "V100z"...)
	}
	s := string(b)
	return s[:split], s[split:]
}

// curvePoints is the chance of at least k, as a polyline through the bars'
// centres: 100% at the top of the plot, 0 at its foot.
func curvePoints(atLeast []float64, lo, hi int) string {
	hi = min(hi, len(atLeast)-1)
	if hi < lo {
		return ""
	}
	b := make([]byte, 0, 12*(hi-lo+1))
	for k := lo; k <= hi; k++ {
		if k > lo {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, int64((k-lo)*barStep+barStep/2), 10)
		b = append(b, ',')
		b = strconv.AppendFloat(b, plotTop+(1-atLeast[k])*(plotH-plotTop), 'f', 1, 64)
	}
	return string(b)
}

// mode is the most likely value (the first, on a tie).
func mode(pmf []float64) int {
	m := 0
	for k, p := range pmf {
		if p > pmf[m] {
			m = k
		}
	}
	return m
}

// atLeast is the chance of mark or more, 0 past the end.
func atLeast(st *ruleset.Stage, k int) float64 {
	if k < 0 || k >= len(st.AtLeast) {
		return 0
	}
	return st.AtLeast[k]
}

// stageChart is a stage's bar chart with its axis and the "at least N"
// controls. pick may be nil: the chart is then static.
func stageChart(st *ruleset.Stage, mark int, pick func(stage string, k int)) app.UI {
	if len(st.PMF) == 0 {
		return app.P().Class("meta").Text("No distribution for this stage.")
	}
	lo, hi := drawnRange(st.PMF, mark)
	if labelled(st) { // a few categories: every one is drawn and named
		lo, hi = 0, len(st.PMF)-1
	}
	// The mark, its curve and its controls: not for unordered categories,
	// nor for a count of none or one, whose chance of one its card says.
	_, twoValues := yesNo(st)
	marked := ordered(st) && !twoValues
	if !marked {
		pick, mark = nil, lo
	}
	n := hi - lo + 1
	below, above := barPaths(st.PMF, lo, hi, mark)
	m := mode(st.PMF)
	markText := atLeastText(st, mark) + ": " + pct(atLeast(st, mark))
	label := st.Label + ": chance of each value from " + valueText(st, lo) + " to " + valueText(st, hi) +
		"; most likely " + valueText(st, m) + " (" + pct(st.PMF[m]) + ")"
	if marked {
		label += "; " + markText
	}

	parts := []app.UI{
		svgElem("title").Text(label),
		svgElem("path").DataSet("part", "bars").Attr("d", below),
		svgElem("path").DataSet("part", "bars-on").Attr("d", above),
	}
	if marked {
		parts = append(parts,
			svgElem("polyline").DataSet("part", "curve").
				Attr("points", curvePoints(st.AtLeast, lo, hi)).
				Attr("vector-effect", "non-scaling-stroke"),
			svgElem("line").DataSet("part", "mark").
				Attr("x1", (mark-lo)*barStep).Attr("x2", (mark-lo)*barStep).
				Attr("y1", 0).Attr("y2", plotH).
				Attr("vector-effect", "non-scaling-stroke"))
	}
	svg := svgElem("svg").
		Attr("viewBox", "0 0 "+strconv.Itoa(n*barStep)+" "+strconv.Itoa(plotH)).
		Attr("preserveAspectRatio", "none").
		Role("img").Aria("label", label).
		DataSet("lo", lo).DataSet("hi", hi).DataSet("mark", mark).DataSet("kind", string(st.Kind)).
		Body(parts...)
	if pick != nil {
		id := st.ID
		svg = svg.OnClick(func(ctx app.Context, e app.Event) {
			r := ctx.JSSrc().Call("getBoundingClientRect")
			w := r.Get("width").Float()
			if w <= 0 {
				return
			}
			pick(id, barAt((e.Get("clientX").Float()-r.Get("left").Float())/w, lo, n))
		}, id, lo, n)
	}

	var axis app.UI
	if labelled(st) {
		names := make([]app.UI, n)
		for k := lo; k <= hi; k++ {
			names[k-lo] = app.Span().Class("axis-cat").Text(valueText(st, k))
		}
		axis = app.Div().Class("axis axis-cats").Body(names...)
	} else {
		axis = app.Div().Class("axis").Body(
			app.Span().Text(valueText(st, lo)),
			app.Span().Class("axis-mid").Text(axisNote(st, lo, hi)),
			app.Span().Text(valueText(st, hi)),
		)
	}
	return app.Div().Class("chart-box").Body(
		svg,
		axis,
		ui.When(marked, func() app.UI {
			return app.Div().Class("atleast").Body(
				markButton(st, pick, mark-1, "−", "Lower N, the at-least mark"),
				app.Span().Class("atleast-text").DataSet("n", mark).Text(markText),
				markButton(st, pick, mark+1, "+", "Raise N, the at-least mark"),
			)
		}),
	)
}

// axisNote says what the axis leaves out: the values the chart skips because
// they are too unlikely to see.
func axisNote(st *ruleset.Stage, lo, hi int) string {
	last := len(st.PMF) - 1
	if lo == 0 && hi == last {
		return ""
	}
	return "of " + valueText(st, 0) + "–" + valueText(st, last) + " possible"
}

// markButton moves the at-least mark to k; the keyboard's way to do what a
// tap on a bar does.
func markButton(st *ruleset.Stage, pick func(string, int), k int, text, label string) app.UI {
	b := app.Button().Type("button").Class("mark-step").Aria("label", label).Text(text)
	if pick == nil || k < 0 || k >= len(st.PMF) {
		return b.Disabled(true)
	}
	id := st.ID
	return b.OnClick(func(app.Context, app.Event) { pick(id, k) }, id, k)
}
