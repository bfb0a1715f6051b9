//go:build !wasm

package calc

import (
	"net/url"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"auspex/engine/clip"
	"auspex/engine/profile"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// newCalc is the calculator page's state, set up as on a first visit with no
// link and nothing stored: natively app.IsServer holds, so storage and the
// address bar are left alone.
func newCalc(t *testing.T) *Page {
	t.Helper()
	if !app.IsServer {
		t.Fatal("these tests rely on storage and the address bar being skipped natively")
	}
	c := &Page{System: calcSystem(t), Registry: rulesets.Registry()}
	c.ensure()
	if c.m.res[sideA] == nil || c.m.stale || c.notice != "" {
		t.Fatalf("the defaults: res %v, stale %v, notice %q", c.m.res[sideA], c.m.stale, c.notice)
	}
	return c
}

func fieldOf(t *testing.T, c *Page, key string) ruleset.Field {
	t.Helper()
	return c.m.field(at(t, c, sideA, key).h)
}

// at is the input a side holds a field in, by the field's key: a key the
// form lacks fails the test.
func at(t *testing.T, c *Page, s side, key string) slot {
	t.Helper()
	h, ok := c.m.handleOf(key)
	if !ok {
		t.Fatalf("no field %q", key)
	}
	return c.m.at(s, 1, h)
}

// val is what a side's input of a field holds.
func val(t *testing.T, c *Page, s side, key string) string {
	t.Helper()
	return c.m.value(at(t, c, s, key))
}

// A link is salvaged field by field: unknown, repeated and bad values are
// named and fall back, the good ones are kept, and B's keys count only with
// the comparison on.
func TestCalcRestoreSalvagesALink(t *testing.T) {
	c := newCalc(t)
	note := c.restore("models=5&d=d6&zz=1&s=99&a=2&a=3&compare=1&b.s=7&b.t=5&b.ap=x")
	for k, want := range map[string]string{"models": "5", "d": "D6", "s": "4", "a": "1"} {
		if got := val(t, c, sideA, k); got != want {
			t.Errorf("A's %s = %q, want %q", k, got, want)
		}
	}
	if !c.m.compare || val(t, c, sideB, "s") != "7" || val(t, c, sideB, "ap") != "0" || val(t, c, sideB, "models") != "1" {
		t.Errorf("B: compare %v, %v", c.m.compare, c.m.own())
	}
	if at(t, c, sideB, "t").side != sideA {
		t.Error("B holds a target field")
	}
	for _, named := range []string{`zz = "1"`, `s = "99"`, `a = "2,3"`, `b.t = "5"`, `b.ap = "x"`} {
		if !strings.Contains(note, named) {
			t.Errorf("the notice does not name %s: %s", named, note)
		}
	}
	if strings.Contains(note, "models") || strings.Contains(note, "b.s") {
		t.Errorf("the notice names a good value: %s", note)
	}

	note = c.restore("s=5&b.s=7")
	if c.m.compare || val(t, c, sideA, "s") != "5" || !strings.Contains(note, `b.s = "7"`) {
		t.Errorf("B's value without compare=1: compare %v, note %q", c.m.compare, note)
	}
	if note = c.restore("compare=yes"); c.m.compare || !strings.Contains(note, `compare = "yes"`) {
		t.Errorf("compare=yes: compare %v, note %q", c.m.compare, note)
	}
	if note = c.restore("compare=0"); c.m.compare || note != "" {
		t.Errorf("compare=0 is a plain no: compare %v, note %q", c.m.compare, note)
	}
	// A broken pair costs only itself; a query too long to read costs all.
	if note = c.restore("s=5&%zz"); val(t, c, sideA, "s") != "5" || !strings.Contains(note, `"%zz"`) {
		t.Errorf("an unreadable pair: s %q, note %q", val(t, c, sideA, "s"), note)
	}
	if note = c.restore(strings.Repeat("s=5&", maxQueryParts+1)); val(t, c, sideA, "s") != "4" || !strings.Contains(note, "could not be read") {
		t.Errorf("an unreadable query: s %q, note %q", val(t, c, sideA, "s"), note)
	}
	long := strings.Repeat("k", 500)
	if note = c.restore(long + "=1"); strings.Contains(note, long[:41]) || !strings.Contains(note, long[:40]+"…") {
		t.Errorf("a long key is not clipped: %d runes", utf8.RuneCountInString(note))
	}
}

// The state written to the address bar restores the same form and writes
// itself again, comparison included.
func TestCalcStateRoundTrip(t *testing.T) {
	for _, link := range []string{
		"",
		"models=10&a=2&s=5&ap=-1&n=10&lethal=1",
		"models=10&a=d6&compare=1&b.s=8&b.a=D3%2B1",
		"s=5&compare=1", // B at the field's default, unlike A
	} {
		c := newCalc(t)
		if note := c.restore(link); note != "" {
			t.Fatalf("%s: %s", link, note)
		}
		c.recompute()
		state := c.state()
		back := newCalc(t)
		if note := back.restore(state); note != "" {
			t.Fatalf("%s: state %q: %s", link, state, note)
		}
		back.recompute()
		if back.state() != state || back.m.compare != c.m.compare {
			t.Errorf("%s: state %q came back as %q", link, state, back.state())
		}
		for _, s := range sides {
			if s == sideB && !c.m.compare {
				continue
			}
			for _, h := range c.m.handles() {
				if v, w := c.m.value(c.m.at(s, 1, h)), back.m.value(back.m.at(s, 1, h)); v != w {
					t.Errorf("%s: %s's %s %q came back as %q", link, s.letter(), c.m.field(h).Key, v, w)
				}
			}
		}
	}
	c := newCalc(t)
	c.restore("s=5&compare=1")
	c.recompute()
	if got := c.state(); got != "s=5&compare=1" || val(t, c, sideB, "s") != "4" {
		t.Errorf("state %q, B's s %q", got, val(t, c, sideB, "s"))
	}
}

func TestStepValue(t *testing.T) {
	c := newCalc(t)
	models, a := fieldOf(t, c, "models"), fieldOf(t, c, "a") // 1..40, dice 1..60
	for _, tc := range []struct {
		f      ruleset.Field
		typed  string
		delta  int
		want   string
		wantOK bool
	}{
		{models, "5", 1, "6", true},
		{models, " +3 ", -1, "2", true},
		{models, "", 1, "2", true}, // empty is the default, 1
		{models, "1", -1, "", false},
		{models, "40", 1, "", false},
		{models, "99", -1, "40", true}, // out of bounds: back to the nearest bound
		{models, "99", 1, "", false},
		{models, "0", 1, "1", true},
		{models, "x", 1, "", false},
		{a, "d6", 1, "D6+1", true},
		{a, "D6+1", -1, "D6", true},
		{a, "D6", -1, "", false},
		{a, "2", 1, "3", true},
		{a, "D6+54", 1, "", false}, // 61 is beyond the bound
		{a, "D6+", 1, "", false},
	} {
		got, ok := stepValue(tc.f, tc.typed, tc.delta)
		if got != tc.want || ok != tc.wantOK {
			t.Errorf("%s %q %+d = %q, %v; want %q, %v", tc.f.Key, tc.typed, tc.delta, got, ok, tc.want, tc.wantOK)
		}
	}
}

// A bad value keeps the last result on screen marked stale; a fix brings a
// fresh one.
func TestCalcBadValueKeepsTheResultStale(t *testing.T) {
	c := newCalc(t)
	before := c.m.res[sideA]
	c.set(at(t, c, sideA, "models"), "abc")
	if !c.m.stale || c.m.res[sideA] != before || c.m.bad[at(t, c, sideA, "models")] == "" || c.m.checked(sideA) != nil {
		t.Fatalf("after a bad value: stale %v, same result %v, errors %v", c.m.stale, c.m.res[sideA] == before, c.m.bad)
	}
	if val(t, c, sideA, "models") != "abc" {
		t.Errorf("the typed text is lost: %q", val(t, c, sideA, "models"))
	}
	c.set(at(t, c, sideA, "models"), "3")
	if c.m.stale || c.m.res[sideA] == before || len(c.m.bad) != 0 || c.m.checked(sideA).Get("models") != "3" {
		t.Errorf("after the fix: stale %v, errors %v", c.m.stale, c.m.bad)
	}
	if c.m.res[sideA].Query != "models=3" {
		t.Errorf("result query %q", c.m.res[sideA].Query)
	}
}

// Errors Calculate finds across fields go beside the field they name: B's own
// input for one of B's attacker fields, the shared input for a target field.
func TestCalcCrossFieldErrors(t *testing.T) {
	c := newCalc(t)
	good := c.m.res[sideA]
	c.set(at(t, c, sideA, "models"), "40")
	c.set(at(t, c, sideA, "a"), "60")
	if !c.m.stale || c.m.cross[at(t, c, sideA, "a")] == "" || c.m.res[sideA] == good || c.m.checked(sideA) != nil {
		t.Fatalf("too many attacks: stale %v, cross %v", c.m.stale, c.m.cross)
	}
	c.set(at(t, c, sideA, "a"), "1")
	c.set(at(t, c, sideA, "w"), "30")
	c.set(at(t, c, sideA, "n"), "30")
	if !c.m.stale || c.m.cross[at(t, c, sideA, "n")] == "" {
		t.Fatalf("too many wounds: stale %v, cross %v", c.m.stale, c.m.cross)
	}
	c.set(at(t, c, sideA, "n"), "1")
	if c.m.stale || len(c.m.cross) != 0 {
		t.Fatalf("mended: stale %v, cross %v", c.m.stale, c.m.cross)
	}

	c.m.startCompare()
	c.recompute()
	c.set(at(t, c, sideB, "a"), "60") // B: 40 models × 60 attacks
	if !c.m.stale || c.m.cross[at(t, c, sideB, "a")] == "" || c.m.cross[at(t, c, sideA, "a")] != "" {
		t.Fatalf("B's cross error: %v", c.m.cross)
	}
	if c.m.checked(sideA) == nil || c.m.checked(sideB) != nil {
		t.Error("A is valid and B is not: only B's query should be withheld")
	}
	if n := c.m.errorsIn(c.m.slotsOf(sideB, c.m.perSideHandles())); n != 1 {
		t.Errorf("B's tab counts %d errors, want 1", n)
	}
	c.m.editB = false
	if html := app.HTMLString(c.compareSwitch()); !strings.Contains(html, "Attacker B (1 to fix)") {
		t.Errorf("the B tab does not say it has an error: %s", html)
	}
	c.set(at(t, c, sideA, "s"), "x") // A's bad value does not block B's query
	c.set(at(t, c, sideB, "a"), "2")
	if c.m.checked(sideB) == nil || c.m.checked(sideA) != nil || !c.m.stale {
		t.Error("A has an error and B none: only A's query should be withheld")
	}
}

func profileQuery(t *testing.T, c *Page, kind, query string) url.Values {
	t.Helper()
	q, err := profile.Apply(c.m.calc.Form(), profile.Profile{Name: "p", System: c.System.Info.ID, Kind: kind, Query: query})
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// A profile fills its slot: its fields take its values, the others of its
// kind their defaults, and nothing outside its kind changes.
func TestCalcApply(t *testing.T) {
	c := newCalc(t)
	c.set(at(t, c, sideA, "t"), "7")
	c.set(at(t, c, sideA, "ap"), "-2")
	c.apply(sideA, ruleset.AttackerProfile, profileQuery(t, c, ruleset.AttackerProfile, "models=3&s=6"))
	if val(t, c, sideA, "models") != "3" || val(t, c, sideA, "s") != "6" || val(t, c, sideA, "ap") != "0" || val(t, c, sideA, "t") != "7" || c.m.compare {
		t.Errorf("into A: %v", c.m.typed(sideA))
	}
	if c.m.res[sideA].Query != "models=3&s=6&t=7" {
		t.Errorf("A's result %q", c.m.res[sideA].Query)
	}

	c.apply(sideB, ruleset.AttackerProfile, profileQuery(t, c, ruleset.AttackerProfile, "s=8"))
	if !c.m.compare || !c.m.editB || val(t, c, sideB, "s") != "8" || val(t, c, sideB, "models") != "1" || val(t, c, sideA, "s") != "6" {
		t.Errorf("into B: compare %v, editB %v, A %v, B %v", c.m.compare, c.m.editB, c.m.typed(sideA), c.m.own())
	}
	if c.m.res[sideB] == nil || c.m.res[sideB].Query != "s=8&t=7" {
		t.Errorf("B's result %v", c.m.res[sideB])
	}

	c.set(at(t, c, sideB, "models"), "x")
	c.apply(sideB, ruleset.AttackerProfile, profileQuery(t, c, ruleset.AttackerProfile, "models=2"))
	if c.m.bad[at(t, c, sideB, "models")] != "" || c.m.stale {
		t.Errorf("loading B clears B's errors: %v", c.m.bad)
	}

	c.apply(sideA, ruleset.TargetProfile, profileQuery(t, c, ruleset.TargetProfile, "t=5&sv=4"))
	if val(t, c, sideA, "t") != "5" || val(t, c, sideA, "sv") != "4" || val(t, c, sideA, "s") != "6" || val(t, c, sideB, "models") != "2" {
		t.Errorf("into the target: A %v, B %v", c.m.typed(sideA), c.m.own())
	}
	if !c.m.editB {
		t.Error("loading a target switched the form away from attacker B")
	}
}

// Loading a roll from the history replaces attacker A and the target and
// leaves a comparison and attacker B as they were.
func TestCalcLoadKeepsTheComparison(t *testing.T) {
	c := newCalc(t)
	c.m.startCompare()
	c.set(at(t, c, sideB, "s"), "8")
	c.set(at(t, c, sideB, "ap"), "x")
	c.load("models=2&t=6")
	if !c.m.compare || c.m.editB || val(t, c, sideB, "s") != "8" || val(t, c, sideA, "models") != "2" || val(t, c, sideA, "t") != "6" {
		t.Errorf("compare %v, editB %v, A %v, B %v", c.m.compare, c.m.editB, c.m.typed(sideA), c.m.own())
	}
	if c.m.bad[at(t, c, sideB, "ap")] == "" || !c.m.stale {
		t.Errorf("B's bad value should stay marked: %v", c.m.bad)
	}
	c.set(at(t, c, sideB, "ap"), "-1")
	if c.m.stale || c.m.res[sideB] == nil || c.m.res[sideB].Query != "s=8&ap=-1&t=6" {
		t.Errorf("B after the fix: stale %v, %v", c.m.stale, c.m.res[sideB])
	}
}

// Stopping the comparison drops B and its errors.
func TestCalcStopCompare(t *testing.T) {
	c := newCalc(t)
	c.m.startCompare()
	c.set(at(t, c, sideB, "s"), "x")
	if !c.m.stale {
		t.Fatal("B's bad value should make the results stale")
	}
	c.m.stopCompare()
	c.recompute()
	if c.m.compare || c.m.editB || c.m.res[sideB] != nil || len(c.m.bad) != 0 || c.m.stale {
		t.Errorf("compare %v, editB %v, errors %v, stale %v", c.m.compare, c.m.editB, c.m.bad, c.m.stale)
	}
}

// Every id on the page is there once, comparing or not (the tests and the
// labels find elements by id).
func TestCalcIDsAreUnique(t *testing.T) {
	c := newCalc(t)
	ids := regexp.MustCompile(` id="([^"]+)"`)
	for _, compare := range []bool{false, true} {
		if compare {
			c.m.startCompare()
			c.recompute()
		}
		c.Render()
		for _, f := range c.folds { // every folded part built too
			f.Open()
		}
		html := app.HTMLString(c.Render()) // not c: go-app keeps a component's first render
		seen := map[string]bool{}
		for _, m := range ids.FindAllStringSubmatch(html, -1) {
			if seen[m[1]] {
				t.Errorf("compare %v: id %q appears twice", compare, m[1])
			}
			seen[m[1]] = true
		}
		if !seen["tray"] || !seen["results"] || !seen["f-models"] && !seen["fb-models"] { // B's fields, when B is shown
			t.Errorf("compare %v: the page lacks its parts: %v", compare, seen)
		}
	}
}

// A broken pair costs only itself; a query of too many pairs is refused whole.
func TestParseLoose(t *testing.T) {
	q, bad, err := parseLoose("models=5&a=%zz&&s=6&%zz=1")
	if err != nil || q.Get("models") != "5" || q.Get("s") != "6" || q.Has("a") || len(bad) != 2 {
		t.Fatalf("got %v, %q, %v", q, bad, err)
	}
	if !strings.Contains(bad[0], `"a=%zz"`) || !strings.Contains(bad[0], "invalid URL escape") {
		t.Errorf("the broken pair is not named: %q", bad[0])
	}
	if _, _, err := parseLoose(strings.Repeat("k=1&", maxQueryParts)); err == nil {
		t.Error("a query of too many pairs was read")
	}
	if got := clip.Text(strings.Repeat("é", 100)); got != strings.Repeat("é", 40)+"…" {
		t.Errorf("clip: %q", got)
	}
}

// A folded group's fields are built once it is opened, or while one of them
// has an error to point at; closed, the summary says what is on.
func TestFoldedGroupsBuiltWhenOpenedOrInError(t *testing.T) {
	c := newCalc(t)
	c.set(c.m.onScreen(1, mustHandle(t, c, "lethal")), "1")
	html := app.HTMLString(c.Render())
	if strings.Contains(html, `id="f-lethal"`) || strings.Contains(html, `id="f-sus"`) || strings.Contains(html, `open="false"`) {
		t.Error("the closed abilities group built its fields")
	}
	if !strings.Contains(html, `data-group="abilities"`) || !strings.Contains(html, "Lethal Hits") {
		t.Error("the closed abilities group or its summary of what is on is missing")
	}
	c.set(c.m.onScreen(1, mustHandle(t, c, "sus")), "D7")
	html = app.HTMLString(c.Render())
	if !strings.Contains(html, `id="f-sus"`) || !strings.Contains(html, `class="field-error"`) {
		t.Error("a closed group holding an error does not show the field and its error")
	}
	c.set(c.m.onScreen(1, mustHandle(t, c, "sus")), "0")
	c.fold("group:abilities").Open()
	if html = app.HTMLString(c.Render()); !strings.Contains(html, `id="f-lethal"`) || !regexp.MustCompile(`<details[^>]*data-group="abilities"[^>]* open[ >]|<details[^>]* open [^>]*data-group="abilities"`).MatchString(html) {
		t.Error("the opened abilities group does not show its fields")
	}
	if strings.Contains(html, `id="f-hitrr"`) {
		t.Error("opening one group built another")
	}
}

func mustHandle(t *testing.T, c *Page, key string) handle {
	t.Helper()
	h, ok := c.m.handleOf(key)
	if !ok {
		t.Fatalf("no field %q", key)
	}
	return h
}
