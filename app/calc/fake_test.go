//go:build !wasm

package calc

import (
	"fmt"
	"math"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"auspex/engine/profile"
	"auspex/engine/ruleset"
	"auspex/engine/ruleset/calctest"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The page is tested on the fake calculator too: a mode that swaps fields,
// repeated weapon lines, a third profile kind ("formation"), ordinal,
// categorical, signed and two-sided stages, dice with outcomes, discarded
// faces and groups. None of these shapes is in wh40k10.

// fakeSystem is a system whose calculator is the fake, in a registry of its
// own (saved profiles are checked against the registry), with a fresh store.
func fakeSystem(t *testing.T) (*ruleset.Ruleset, *ruleset.Registry) {
	t.Helper()
	freshStore(t)
	sys := &ruleset.Ruleset{
		Info: ruleset.Info{ID: "fake", Name: "Fake", Short: "Fake", Edition: "1st", Publisher: "P", Date: "2026",
			Source: ruleset.Source{Title: "Book", File: "seed.txt"}, Coverage: "all", Cite: ruleset.CitePages},
		Calc: calctest.Fake,
	}
	reg, err := ruleset.NewRegistry(sys)
	if err != nil {
		t.Fatal(err)
	}
	return sys, reg
}

// fakePage is the page on the fake, opened with a link's query.
func fakePage(t *testing.T, link string) (*Page, string) {
	t.Helper()
	sys, reg := fakeSystem(t)
	c := &Page{System: sys, Registry: reg}
	c.ensure()
	return c, c.restoreAndCompute(link)
}

func (c *Page) restoreAndCompute(link string) string {
	note := c.restore(link)
	c.recompute()
	return note
}

// fakeAt is the input of a key ("shots", "2.shots") on a side.
func fakeAt(t *testing.T, c *Page, s side, key string) slot {
	t.Helper()
	line, k, ok := ruleset.SplitLineKey(key)
	h, found := c.m.handleOf(k)
	if !ok || !found {
		t.Fatalf("no field %q", key)
	}
	return c.m.at(s, line, h)
}

// A mode shows its fields and hides the others; the hidden ones keep their values.
func TestFakeModesShowAndHide(t *testing.T) {
	c, note := fakePage(t, "shots=3")
	if note != "" {
		t.Fatal(note)
	}
	html := app.HTMLString(c.formView())
	if !strings.Contains(html, `id="line-add"`) {
		t.Error("shoot mode shows the weapon lines but offers no line to add")
	}
	if !strings.Contains(html, `id="f-shots"`) || strings.Contains(html, `id="f-cc"`) {
		t.Error("shoot mode should show shots and hide the assault value")
	}
	c.set(fakeAt(t, c, sideA, "mode"), "assault")
	html = app.HTMLString(c.formView())
	if strings.Contains(html, `id="f-shots"`) || !strings.Contains(html, `id="f-cc"`) || !strings.Contains(html, `id="f-dcc"`) {
		t.Error("assault mode should show the assault values and hide shots")
	}
	if strings.Contains(html, `id="line-add"`) {
		t.Error("assault mode hides every repeated field, yet offers to add a weapon line")
	}
	if c.m.value(fakeAt(t, c, sideA, "shots")) != "3" {
		t.Error("a hidden field lost its value")
	}
	if !strings.Contains(c.state(), "shots=3") || !strings.Contains(c.state(), "mode=assault") {
		t.Errorf("state %q", c.state())
	}
}

// Lines: added up to the declared most, keyed k., removed with the later
// ones moving up, read back from a link, written to the state.
func TestFakeRepeatedLines(t *testing.T) {
	c, _ := fakePage(t, "shots=2&hit=3")
	for k := 2; k <= 4; k++ {
		if !c.m.addLine(sideA) {
			t.Fatalf("line %d not added", k)
		}
	}
	if c.m.addLine(sideA) {
		t.Error("a fifth line beyond the declared 4")
	}
	c.recompute()
	html := app.HTMLString(c.formView())
	for _, id := range []string{"f-2-shots", "f-3-hit", "f-4-shots", "line-remove-4"} {
		if !strings.Contains(html, `id="`+id+`"`) {
			t.Errorf("no %s", id)
		}
	}
	if !strings.Contains(html, "(4 of 4)") {
		t.Error("the add button does not count the lines")
	}
	c.set(fakeAt(t, c, sideA, "3.shots"), "5")
	c.set(fakeAt(t, c, sideA, "4.hit"), "6")
	c.m.removeLine(sideA, 2)
	c.recompute()
	if c.m.linesOf(sideA) != 3 || c.m.value(fakeAt(t, c, sideA, "2.shots")) != "5" || c.m.value(fakeAt(t, c, sideA, "3.hit")) != "6" {
		t.Errorf("after removing line 2: %v", c.m.typed(sideA))
	}
	state := c.state()
	if !strings.Contains(state, "2.shots=5") || !strings.Contains(state, "3.hit=6") || strings.Contains(state, "4.") {
		t.Errorf("state %q", state)
	}
	back, note := fakePage(t, state)
	if note != "" || back.state() != state || back.m.linesOf(sideA) != 3 {
		t.Errorf("state %q came back as %q (%s)", state, back.state(), note)
	}
	if len(back.m.res[sideA].Lines) != 3 {
		t.Errorf("the result has %d lines, want 3", len(back.m.res[sideA].Lines))
	}
}

// Bad lines in a link are named with their line and key; the rest is kept.
func TestFakeBadLinesAreNamed(t *testing.T) {
	c, note := fakePage(t, "shots=2&5.shots=1&3.hit=5")
	for _, want := range []string{`5.shots = "1" (lines 1 to 4`, `3.shots`, "every Weapon line needs shots"} {
		if !strings.Contains(note, want) {
			t.Errorf("the notice lacks %q: %s", want, note)
		}
	}
	if c.m.value(fakeAt(t, c, sideA, "shots")) != "2" {
		t.Error("the good value was lost")
	}
	if _, note := fakePage(t, "2.armour=1"); !strings.Contains(note, `2.armour = "1" (no such field)`) {
		t.Errorf("a line key of a field that is not repeated: %s", note)
	}
}

// Compare mode with lines: B's lines are B's own, prefixed b. before the
// line; the bar shows both sides and the difference.
func TestFakeCompareWithLines(t *testing.T) {
	c, note := fakePage(t, "shots=2&2.shots=1&compare=1&b.shots=4&b.2.shots=3&b.3.shots=1")
	if note != "" {
		t.Fatal(note)
	}
	if c.m.linesOf(sideA) != 2 || c.m.linesOf(sideB) != 3 {
		t.Fatalf("lines A %d, B %d", c.m.linesOf(sideA), c.m.linesOf(sideB))
	}
	state := c.state()
	for _, want := range []string{"2.shots=1", "compare=1", "b.2.shots=3", "b.3.shots=1"} {
		if !strings.Contains(state, want) {
			t.Errorf("state %q lacks %s", state, want)
		}
	}
	bar := app.HTMLString(compareBar(c.m.res[sideA], c.m.res[sideB], false))
	if !strings.Contains(bar, "A ") || !strings.Contains(bar, " · B ") || !strings.Contains(bar, "(+") {
		t.Errorf("compare bar %s", bar)
	}
}

// Profiles of every declared kind, lines included: saved, listed under
// their kind, loaded back; a file of a kind the calculator does not declare
// is refused naming it, and nothing kept is lost.
func TestFakeProfilesOfEveryKind(t *testing.T) {
	c, _ := fakePage(t, "shots=2&hit=3&2.shots=5&armour=2&units=3&dcc=1")
	s := &c.shelf
	cur := c.m.checked(sideA)
	for _, kind := range []string{ruleset.AttackerProfile, ruleset.TargetProfile, "formation"} {
		s.name = "My " + kind
		s.save(c.System, cur, kind)
		if !strings.HasPrefix(s.msg, "Saved") {
			t.Fatalf("%s: %s", kind, s.msg)
		}
	}
	got := map[string]string{}
	for _, p := range s.book.Profiles {
		got[p.Kind] = p.Query
	}
	if got["attacker"] != "shots=2&hit=3&2.shots=5" || got["target"] != "armour=2" || got["formation"] != "units=3&dcc=1" {
		t.Errorf("saved %v", got)
	}
	html := shelfHTML(s, c.System, cur, false, nil)
	for _, want := range []string{`id="save-formation"`, "Formations", `data-kind="formation"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the shelf lacks %s", want)
		}
	}
	// Loading the attacker into B brings its two lines.
	q, err := profile.Apply(c.m.decl, s.book.Profiles[0])
	if err != nil {
		t.Fatal(err)
	}
	c.apply(sideB, ruleset.AttackerProfile, q)
	if !c.m.compare || c.m.linesOf(sideB) != 2 || c.m.value(fakeAt(t, c, sideB, "2.shots")) != "5" {
		t.Errorf("B after loading: lines %d, %v", c.m.linesOf(sideB), c.m.own())
	}
	before := s.book.Encode()
	s.received(c.System, `{"app":"auspex","type":"profiles","version":1,"profiles":[{"name":"x","system":"fake","kind":"army","query":""}]}`, nil)
	if !strings.Contains(s.msg, `"army"`) || s.book.Encode() != before {
		t.Errorf("an undeclared kind: %q", s.msg)
	}
	s.received(c.System, `{"app":"auspex","type":"profiles","version":1,"profiles":[{"name":"x","system":"fake","kind":"attacker","query":"9.shots=1"}]}`, nil)
	if !strings.Contains(s.msg, "9.shots") || s.book.Encode() != before {
		t.Errorf("a line beyond the declared count: %q", s.msg)
	}
}

// Today's files and links keep loading: a profile file and a share link of
// the single-weapon wh40k10 calculator, as the app wrote them before lines.
func TestTodaysFilesAndLinksStillLoad(t *testing.T) {
	c := newCalc(t)
	file := `{"app":"auspex","type":"profiles","version":1,
 "profiles":[{"name":"Termagants","system":"wh40k10","kind":"attacker","query":"models=20&bs=4&s=5&ap=-1"},
 {"name":"Terminators","system":"wh40k10","kind":"target","query":"t=5&sv=2&inv=4&w=3&n=5"}]}`
	c.shelf.received(c.System, file, nil)
	if !strings.HasPrefix(c.shelf.msg, "Imported 2 profiles") {
		t.Fatalf("today's file: %s", c.shelf.msg)
	}
	for _, p := range c.shelf.book.Profiles {
		c.shelf.loadInto(c.System, p, sideA, "x", c.apply)
	}
	if q := c.state(); q != "models=20&bs=4&s=5&ap=-1&t=5&sv=2&inv=4&w=3&n=5" {
		t.Errorf("the loaded profiles give %q", q)
	}
	if note := c.restore("models=10&a=2&ap=-1&n=10&compare=1&b.s=8&b.d=D3%2B1"); note != "" {
		t.Errorf("today's link: %s", note)
	}
	c.recompute()
	if got := c.state(); got != "models=10&a=2&ap=-1&n=10&compare=1&b.s=8&b.d=D3%2B1" {
		t.Errorf("today's link came back as %q", got)
	}
	if c.m.linesOf(sideA) != 1 {
		t.Error("a single-weapon link has one line")
	}
}

// Stages of every kind are drawn from their data: the ordinal table result
// with a bar and a name per category and "or worse"; in assault mode the
// signed margin on a negative-to-positive axis, the categorical outcome with
// no "at least", and each score under its side's label.
func TestFakeStageKindsAreDrawn(t *testing.T) {
	c, _ := fakePage(t, "shots=4&best=1")
	html := app.HTMLString(resultView(c.System, c.m.res[sideA], false, nil, nil))
	for _, want := range []string{`data-kind="ordinal"`, ">none<", ">shaken<", ">explodes<", "destroyed or worse", `data-figure="kill"`} {
		if !strings.Contains(html, want) {
			t.Errorf("shoot mode lacks %s", want)
		}
	}
	c.set(fakeAt(t, c, sideA, "mode"), "assault")
	res := c.m.res[sideA]
	html = app.HTMLString(resultView(c.System, res, false, nil, nil))
	margin := res.Stage("margin")
	lo, hi := valueText(margin, 0), valueText(margin, len(margin.PMF)-1)
	if !strings.HasPrefix(lo, "-") || !strings.HasPrefix(hi, "+") {
		t.Fatalf("the margin runs %s to %s", lo, hi)
	}
	for _, want := range []string{`data-kind="signed"`, ">" + lo + "<", ">" + hi + "<", `data-kind="categorical"`,
		">attacker wins<", ">draw<", `data-side="a"`, `data-side="b"`, "Attacker · ", "Defender · ", "Most likely"} {
		if !strings.Contains(html, want) {
			t.Errorf("assault mode lacks %s", want)
		}
	}
	outcome := regexpSection(html, "outcome")
	if strings.Contains(outcome, "atleast") || strings.Contains(outcome, "Mean") {
		t.Error("a categorical stage has no mean and no \"at least\"")
	}
}

// regexpSection is the HTML of one stage card.
func regexpSection(html, stage string) string {
	i := strings.Index(html, `data-stage="`+stage+`"`)
	if i < 0 {
		return ""
	}
	j := strings.Index(html[i:], "</section>")
	return html[i : i+j]
}

// The tray shows what the roll's data says: dice grouped per weapon line,
// faces not counted (re-rolls, the lower of two), table outcomes, totals as
// their stage reads them, and the luck line of the figure the roll names,
// from the exact result the roll carries (no second calculation).
func TestFakeTrayShowsDiceAsData(t *testing.T) {
	sys, _ := fakeSystem(t)
	tray := &diceTray{}
	tray.load(sys)
	q := url.Values{"shots": {"6"}, "hit": {"2"}, "2.shots": {"6"}, "reroll": {"1"}, "best": {"1"}}
	tray.rollAll(sys, q)
	if tray.cur == nil {
		t.Fatal(tray.notice)
	}
	html := trayHTML(tray, sys, q, nil)
	for _, want := range []string{`data-group="line-1"`, `data-group="line-2"`, ">Weapon 1<", ">Weapon 2<", "not counted"} {
		if !strings.Contains(html, want) {
			t.Errorf("the tray lacks %s", want)
		}
	}
	if tray.cur.log.Stage("result").Total > 0 && !strings.Contains(html, `data-outcome="`) {
		t.Error("table dice do not show their outcome")
	}
	log := tray.cur.log
	if !strings.Contains(html, fmt.Sprintf(`data-percentile="%d"`, percent(log.Percentile))) || !strings.Contains(html, "Hits: ") {
		t.Errorf("the luck line is not of the named figure %q", log.Figure)
	}
	table := log.Stage("result")
	if want := ">" + valueText(tray.cur.stages["result"], table.Total) + "<"; !strings.Contains(html, want) {
		t.Errorf("the table total is not shown by its label %s", want)
	}

	// Assault: the margin's total is signed, its split counts the offset.
	q = url.Values{"mode": {"assault"}, "cc": {"2"}}
	for range 20 {
		tray.rollAll(sys, q)
		m := tray.cur.log.Stage("margin")
		sp := tray.cur.splits["margin"]
		if math.Abs(sp.below+sp.equal/2-m.Percentile) > 1e-9 {
			t.Fatalf("margin %d: split %+v against percentile %v", m.Total, sp, m.Percentile)
		}
		if m.Total > 0 && !strings.Contains(trayHTML(tray, sys, q, nil), ">+"+strconv.Itoa(m.Total)+"<") {
			t.Errorf("a positive margin %d is not shown signed", m.Total)
		}
	}
}

// "of N" comes from the query: ten models in the target are "of 10", whatever
// the distribution's length.
func TestHeadlineOfNFromTheQuery(t *testing.T) {
	c := newCalc(t)
	c.restore("n=10")
	c.recompute()
	html := app.HTMLString(headlineView(c.m.res[sideA]))
	if !strings.Contains(html, " of 10") || !strings.Contains(html, "all 10 models") {
		t.Errorf("n=10: %s", html)
	}
}
