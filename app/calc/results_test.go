//go:build !wasm

package calc

import (
	"math"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/rulesets/wh40k10"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// heavyQuery is the heavy case: 60 attacks with Sustained and Lethal
// Hits, D6 damage into 20 models of 3 wounds with a 6+ Feel No Pain.
const heavyQuery = "models=20&a=3&s=5&ap=-1&d=D6&sus=1&lethal=1&t=4&sv=3&w=3&n=20&fnp=6"

func calcResult(t testing.TB, query string) (*ruleset.Ruleset, *ruleset.Result) {
	t.Helper()
	sys := wh40k10.New()
	q, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	res, err := sys.Calc.Calculate(q)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return sys, res
}

var (
	figureRe  = regexp.MustCompile(`<strong data-figure="(\w+)">\s*([^<]*)</strong>`)
	sectionRe = regexp.MustCompile(`(?s)<section[^>]*data-stage="([^"]+)"[^>]*>(.*?)</section>`)
	pathRe    = regexp.MustCompile(`<path[^>]*>`)
	barRe     = regexp.MustCompile(`M(\d+) 100V([\d.]+)h(\d+)V100z`)
	atLeastRe = regexp.MustCompile(`<span[^>]*class="atleast-text"[^>]*>\s*at least (\d+): ([^<]*)</span>`)
)

// attr reads one attribute from a tag's markup (go-app writes them in any order).
func attr(tag, name string) string {
	m := regexp.MustCompile(`\s` + regexp.QuoteMeta(name) + `="([^"]*)"`).FindStringSubmatch(tag)
	if m == nil {
		return ""
	}
	return m[1]
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("%q: %v", s, err)
	}
	return n
}

// readPercent reads "73%", "1.2%", "<0.1%" as the interval of chances it stands for.
func readPercent(t *testing.T, s string) (lo, hi float64) {
	t.Helper()
	s = strings.TrimSpace(s)
	switch {
	case s == "<0.1%":
		return 0, 0.001
	case s == ">99.9%":
		return 0.999, 1
	}
	v, err := strconv.ParseFloat(strings.TrimSuffix(s, "%"), 64)
	if err != nil {
		t.Fatalf("%q is not a percentage", s)
	}
	half := 0.5
	if strings.Contains(s, ".") {
		half = 0.05
	}
	return (v - half) / 100, (v + half) / 100
}

func TestHeadlineFiguresAreTheStageMeans(t *testing.T) {
	sys, res := calcResult(t, heavyQuery)
	html := app.HTMLString(resultView(sys, res, false, nil, nil))
	figs := map[string]string{}
	for _, m := range figureRe.FindAllStringSubmatch(html, -1) {
		figs[m[1]] = strings.TrimSpace(m[2])
	}
	for key, id := range map[string]string{"damage": "damage", "destroyed": "destroyed"} {
		st := stageOf(res, id)
		v, err := strconv.ParseFloat(figs[key], 64)
		if err != nil || math.Abs(v-st.Mean) > 0.005 {
			t.Errorf("figure %s = %q, stage mean %v", key, figs[key], st.Mean)
		}
	}
	if lo, hi := readPercent(t, figs["kill"]); wipeOf(res) < lo || wipeOf(res) > hi {
		t.Errorf("kill figure %q, p_destroyed %v", figs["kill"], wipeOf(res))
	}
	if !strings.Contains(html, "of 20</span>") {
		t.Error(`destroyed figure does not say "of 20" for a unit of 20 models`)
	}
	dmg := stageOf(res, "damage")
	if want := "8 in 10: " + strconv.Itoa(dmg.Low) + "–" + strconv.Itoa(dmg.High); !strings.Contains(html, want) {
		t.Errorf("no typical range %q under the damage figure", want)
	}
}

// Each stage's chart draws one bar per value it can take within the drawn
// range, leaves out only values below the tail cut, puts its tallest bar at
// the mode and shades exactly the values at or above the mark.
func TestStageChartsMatchTheirPMF(t *testing.T) {
	sys, res := calcResult(t, heavyQuery)
	marks := map[string]int{"damage": 40, "hits": 9999}
	html := app.HTMLString(resultView(sys, res, false, marks, nil))
	sections := sectionRe.FindAllStringSubmatch(html, -1)
	if len(sections) != len(res.Stages)+len(res.Extra) {
		t.Fatalf("%d stage sections for %d stages", len(sections), len(res.Stages)+len(res.Extra))
	}
	fixed := 0
	for _, sec := range sections {
		st := stageOf(res, sec[1])
		body := sec[2]
		// A stage with one possible value (the attacks of 20 models with A3)
		// says that value instead of drawing one bar.
		if k, ok := certain(st); ok {
			fixed++
			if strings.Contains(body, "<svg") || squash(body) != squash("<h3>"+st.Label+"</h3><p class=\"certain-value\"><strong>"+valueText(st, k)+"</strong>every time</p>") {
				t.Errorf("%s: always %s, but not said as a figure: %s", st.ID, valueText(st, k), body)
			}
			continue
		}
		svg := regexp.MustCompile(`<svg[^>]*>`).FindString(body)
		if attr(svg, "role") != "img" || attr(svg, "aria-label") == "" || !strings.Contains(body, "<title>") {
			t.Errorf("%s: svg without role, label or title: %s", st.ID, svg)
		}
		lo, hi, mark := atoi(t, attr(svg, "data-lo")), atoi(t, attr(svg, "data-hi")), atoi(t, attr(svg, "data-mark"))
		wantMark := st.Median
		if k, ok := marks[st.ID]; ok {
			wantMark = min(k, len(st.PMF)-1)
		}
		if mark != wantMark {
			t.Errorf("%s: mark %d, want %d", st.ID, mark, wantMark)
		}
		for k, p := range st.PMF {
			if (k < lo || k > hi) && p >= tailCut {
				t.Errorf("%s: value %d (p=%g) left off the chart", st.ID, k, p)
			}
		}
		if st.PMF[lo] < tailCut && lo != mark || st.PMF[hi] < tailCut && hi != mark {
			t.Errorf("%s: drawn range %d-%d starts or ends in the tail", st.ID, lo, hi)
		}

		want := 0
		for _, p := range st.PMF[lo : hi+1] {
			if p > 0 {
				want++
			}
		}
		top := st.PMF[mode(st.PMF)]
		got, tallest, tallestY := 0, -1, math.Inf(1)
		for _, tag := range pathRe.FindAllString(body, -1) {
			part := attr(tag, "data-part")
			for _, b := range barRe.FindAllStringSubmatch(attr(tag, "d"), -1) {
				got++
				x, _ := strconv.Atoi(b[1])
				y, _ := strconv.ParseFloat(b[2], 64)
				k := lo + x/barStep
				if (k >= mark) != (part == "bars-on") {
					t.Errorf("%s: bar %d drawn as %s with the mark at %d", st.ID, k, part, mark)
				}
				if y < tallestY {
					tallest, tallestY = k, y
				}
				// Heights in proportion to the chances, the mode's reaching
				// the top of the plot; the faintest kept visible.
				if h, want := plotH-y, st.PMF[k]/top*(plotH-plotTop); math.Abs(h-max(want, minBar)) > 0.051 {
					t.Errorf("%s: bar %d is %.1f high for p=%g, want %.2f", st.ID, k, h, st.PMF[k], want)
				}
			}
		}
		if got != want {
			t.Errorf("%s: %d bars, want %d", st.ID, got, want)
		}
		if m := mode(st.PMF); st.PMF[tallest] != st.PMF[m] {
			t.Errorf("%s: tallest bar at %d, mode %d", st.ID, tallest, m)
		}
		al := atLeastRe.FindStringSubmatch(body)
		if al == nil || atoi(t, al[1]) != mark {
			t.Fatalf("%s: no at-least text for mark %d in %s", st.ID, mark, body)
		}
		if lo, hi := readPercent(t, al[2]); st.AtLeast[mark] < lo || st.AtLeast[mark] > hi {
			t.Errorf("%s: at least %d says %s, AtLeast is %v", st.ID, mark, al[2], st.AtLeast[mark])
		}
	}
	if fixed != 1 {
		t.Errorf("%d stages of one value, want 1 (the attacks)", fixed)
	}
}

func TestBarAtMapsTapsToValues(t *testing.T) {
	for _, c := range []struct {
		frac   float64
		lo, n  int
		expect int
	}{{0, 5, 4, 5}, {0.24, 5, 4, 5}, {0.26, 5, 4, 6}, {0.99, 5, 4, 8}, {1, 5, 4, 8}, {-0.2, 5, 4, 5}, {1.3, 5, 4, 8}} {
		if got := barAt(c.frac, c.lo, c.n); got != c.expect {
			t.Errorf("barAt(%v, %d, %d) = %d, want %d", c.frac, c.lo, c.n, got, c.expect)
		}
	}
}

func TestExplainListsEveryStep(t *testing.T) {
	sys, res := calcResult(t, heavyQuery)
	html := app.HTMLString(explainOf(sys, res, true))
	ol := regexp.MustCompile(`(?s)<ol[^>]*>(.*)</ol>`).FindStringSubmatch(html)
	if ol == nil {
		t.Fatal("no list of steps")
	}
	if n := strings.Count(ol[1], "<li>"); n != len(res.Steps) {
		t.Errorf("%d steps listed, result has %d", n, len(res.Steps))
	}
	for _, s := range res.Steps {
		e, ok := sys.Entry(s.Rule)
		if !ok {
			t.Errorf("step %q names rule %q, which has no entry", s.Text, s.Rule)
			continue
		}
		link := `href="/` + sys.Info.ID + `/ref/` + s.Rule + `"`
		if !strings.Contains(html, link) || !strings.Contains(html, e.Title) {
			t.Errorf("step %q: no link %s titled %q", s.Text, link, e.Title)
		}
	}
	for _, n := range res.Notes {
		if !strings.Contains(html, n) {
			t.Errorf("note %q missing", n)
		}
	}
	if !strings.Contains(html, "66.7% (4 in 6)") {
		t.Error("a 3+ hit roll is not shown as 66.7% (4 in 6)")
	}
}

func TestStaleResultsAreMarked(t *testing.T) {
	sys, res := calcResult(t, heavyQuery)
	for _, stale := range []bool{false, true} {
		for name, html := range map[string]string{
			"results": app.HTMLString(resultView(sys, res, stale, nil, nil)),
			"compare": app.HTMLString(compareView(sys, res, res, stale)),
		} {
			root := regexp.MustCompile(`^<div[^>]*>`).FindString(html)
			// go-app writes a "true" attribute bare; the live DOM has "true".
			marked := strings.Contains(root, `data-stale>`) || strings.Contains(root, `data-stale `) ||
				attr(root, "data-stale") == "true"
			if marked != stale || strings.Contains(html, staleText) != stale ||
				strings.Contains(attr(root, "class"), "stale") != stale {
				t.Errorf("%s, stale=%v: marking wrong: %s", name, stale, root)
			}
			if !stale && attr(root, "data-stale") != "false" {
				t.Errorf("%s: data-stale not false: %s", name, root)
			}
		}
	}
	if bar := app.HTMLString(headlineBar(res, "", true)); !strings.Contains(bar, "Out of date") {
		t.Errorf("stale headline bar not marked: %s", bar)
	}
}

func TestCompareShowsBMinusA(t *testing.T) {
	sys, a := calcResult(t, heavyQuery)
	_, b := calcResult(t, strings.Replace(heavyQuery, "a=3", "a=4", 1))
	diffRe := regexp.MustCompile(`<td[^>]*data-diff="(\w+)"[^>]*>\s*([^<]*)</td>`)
	read := func(x, y *ruleset.Result) map[string]string {
		html := app.HTMLString(compareView(sys, x, y, false))
		got := map[string]string{}
		for _, m := range diffRe.FindAllStringSubmatch(html, -1) {
			got[m[1]] = strings.TrimSpace(m[2])
		}
		return got
	}
	want := map[string]float64{
		"damage":    stageOf(b, "damage").Mean - stageOf(a, "damage").Mean,
		"destroyed": stageOf(b, "destroyed").Mean - stageOf(a, "destroyed").Mean,
		"kill":      (wipeOf(b) - wipeOf(a)) * 100,
	}
	for _, order := range []struct {
		x, y *ruleset.Result
		sign float64
	}{{a, b, 1}, {b, a, -1}} {
		got := read(order.x, order.y)
		for key, w := range want {
			w *= order.sign
			s := got[key]
			v, err := strconv.ParseFloat(strings.TrimSuffix(s, " pts"), 64)
			if err != nil || math.Abs(v-w) > 0.051 || (w > 0) != strings.HasPrefix(s, "+") {
				t.Errorf("B−A %s = %q, want %+.3f", key, s, w)
			}
			if (key == "kill") != strings.HasSuffix(s, " pts") {
				t.Errorf("B−A %s = %q: only the kill chance is in points", key, s)
			}
		}
	}
	if w := want["damage"]; w <= 1 {
		t.Fatalf("4 attacks each should beat 3 by more than a wound: %v", w)
	}
}

func TestHeadlineBar(t *testing.T) {
	_, res := calcResult(t, heavyQuery)
	bar := app.HTMLString(headlineBar(res, "", false))
	if a := app.HTMLString(headlineBar(res, "A", true)); !strings.Contains(a, ">A · Out of date · ") {
		t.Errorf("the bar does not name attacker A: %s", a)
	}
	m := regexp.MustCompile(`([\d.]+) dmg · ([\d.]+) dead · (\S+) wipe`).FindStringSubmatch(bar)
	if m == nil {
		t.Fatalf("headline bar %s is not damage · dead · wipe", bar)
	}
	for i, st := range []*ruleset.Stage{stageOf(res, "damage"), stageOf(res, "destroyed")} {
		if v, err := strconv.ParseFloat(m[i+1], 64); err != nil || math.Abs(v-st.Mean) > 0.051 {
			t.Errorf("headline bar says %s for %s, mean %v", m[i+1], st.ID, st.Mean)
		}
	}
	if lo, hi := readPercent(t, m[3]); wipeOf(res) < lo || wipeOf(res) > hi {
		t.Errorf("headline bar wipe %s, p_destroyed %v", m[3], wipeOf(res))
	}
}

// A system whose stages are not "damage" and "destroyed", an empty result,
// and stages with nothing in them all render without a panic.
func TestResultsWithoutHeadlineStages(t *testing.T) {
	sys, _ := calcResult(t, heavyQuery)
	hits := ruleset.Stage{ID: "hits", Label: "Hits", Mean: 1.5, Median: 1, High: 3,
		PMF: []float64{0.25, 0.25, 0.25, 0.25}, AtLeast: []float64{1, 0.75, 0.5, 0.25}}
	odd := &ruleset.Result{Stages: []ruleset.Stage{{ID: "attacks", Label: "Attacks", PMF: []float64{1}, AtLeast: []float64{1}}, hits},
		Headline: []ruleset.Figure{{ID: "hits", Label: "Hits (mean)", Stage: "hits", Stat: ruleset.StatMean, Value: 1.5, Short: "hits"}},
		Extra:    []ruleset.Stage{{ID: "empty", Label: "Nothing"}},
		Steps:    []ruleset.Reason{{Stage: "hits", Text: "a step with an unknown rule", Rule: "no-such-rule"}}}
	cases := map[string]*ruleset.Result{"odd": odd, "empty": {}, "nil": nil}
	for name, res := range cases {
		for _, ui := range []app.UI{
			resultView(sys, res, false, map[string]int{"hits": -3}, nil),
			resultView(nil, res, true, nil, nil),
			compareView(sys, res, odd, false),
			compareView(sys, odd, res, true),
			headlineBar(res, "", false),
		} {
			if html := app.HTMLString(ui); html == "" {
				t.Errorf("%s: nothing rendered", name)
			}
		}
	}
	html := app.HTMLString(resultView(sys, odd, false, nil, nil))
	if m := figureRe.FindAllStringSubmatch(html, -1); len(m) != 1 || m[0][1] != "hits" || strings.TrimSpace(m[0][2]) != "1.5" {
		t.Errorf("the headline should be the result's one declared figure: %v", m)
	}
	if !strings.Contains(html, "Hits (mean)") || strings.Contains(html, `data-figure="kill"`) || !strings.Contains(html, "8 in 10: 0–3") {
		t.Error("the declared figure is not shown with its label and its stage's range, or a figure it did not declare is shown")
	}
	// A result that declares no figures shows none, and says so.
	bare := *odd
	bare.Headline = nil
	if html := app.HTMLString(resultView(sys, &bare, false, nil, nil)); figureRe.MatchString(html) || !strings.Contains(html, "no headline figures") {
		t.Error("a result without headline figures still shows some")
	}
	if !strings.Contains(html, `href="/wh40k10/ref/no-such-rule"`) {
		t.Error("a step whose rule has no entry loses its link")
	}
	if got := app.HTMLString(resultView(sys, odd, false, map[string]int{"hits": -3}, nil)); !strings.Contains(got, `data-mark="0"`) {
		t.Error("a mark below zero is not clamped to 0")
	}
}

func TestPercentPrecision(t *testing.T) {
	for p, want := range map[float64]string{
		0: "0%", 1e-12: "0%", 0.0004: "<0.1%", 0.012: "1.2%", 0.0996: "10.0%", 0.1: "10%", 0.734: "73%",
		0.95: "95.0%", 0.9994: ">99.9%", 0.9999999999999996: "100%", 1: "100%",
	} {
		if got := pct(p); got != want {
			t.Errorf("pct(%v) = %q, want %q", p, got, want)
		}
	}
	for d, want := range map[float64]string{1.2345: "+1.23", -3.5: "-3.5", 0.001: "0", -0.001: "0", 60: "+60"} {
		if got := signed(d); got != want {
			t.Errorf("signed(%v) = %q, want %q", d, got, want)
		}
	}
	if got := points(-0.035); got != "-3.5 pts" {
		t.Errorf("points(-0.035) = %q", got)
	}
}

// BenchmarkResultView is one re-render of the results for the heavy case:
// building the element tree (what the browser does on every keystroke) and
// writing it out as HTML.
func BenchmarkResultView(b *testing.B) {
	sys, res := calcResult(b, heavyQuery)
	b.Run("build", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_ = resultView(sys, res, false, nil, nil)
		}
	})
	b.Run("html", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_ = app.HTMLString(resultView(sys, res, false, nil, nil))
		}
	})
}

// stageOf finds a stage by id (wh40k10's, in these tests).
func stageOf(res *ruleset.Result, id string) *ruleset.Stage { return res.Stage(id) }

// wipeOf is wh40k10's whole-unit-destroyed headline figure.
func wipeOf(res *ruleset.Result) float64 {
	for _, f := range res.Headline {
		if f.ID == "kill" {
			return f.Value
		}
	}
	return -1
}

// squash drops whitespace: go-app's HTML writer puts every element on a line.
func squash(s string) string { return strings.Join(strings.Fields(s), "") }
