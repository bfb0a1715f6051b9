//go:build !wasm

package app

import (
	"net/url"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"auspex/engine/profile"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// newCalc is the calculator page's state, set up as on a first visit with no
// link and nothing stored: natively app.IsServer holds, so storage and the
// address bar are left alone.
func newCalc(t *testing.T) *Calc {
	t.Helper()
	if !app.IsServer {
		t.Fatal("these tests rely on storage and the address bar being skipped natively")
	}
	c := &Calc{System: calcSystem(t)}
	c.ensure()
	if c.res == nil || c.stale || c.notice != "" {
		t.Fatalf("the defaults: res %v, stale %v, notice %q", c.res, c.stale, c.notice)
	}
	return c
}

func fieldOf(t *testing.T, c *Calc, key string) ruleset.Field {
	t.Helper()
	for _, f := range c.fields() {
		if f.Key == key {
			return f
		}
	}
	t.Fatalf("no field %q", key)
	return ruleset.Field{}
}

// A link is salvaged field by field: unknown, repeated and bad values are
// named and fall back, the good ones are kept, and B's keys count only with
// the comparison on.
func TestCalcRestoreSalvagesALink(t *testing.T) {
	c := newCalc(t)
	note := c.restore("models=5&d=d6&zz=1&s=99&a=2&a=3&compare=1&b.s=7&b.t=5&b.ap=x")
	for k, want := range map[string]string{"models": "5", "d": "D6", "s": "4", "a": "1"} {
		if got := c.in[k]; got != want {
			t.Errorf("A's %s = %q, want %q", k, got, want)
		}
	}
	if !c.compare || c.inB["s"] != "7" || c.inB["ap"] != "0" || c.inB["models"] != "1" {
		t.Errorf("B: compare %v, %v", c.compare, c.inB)
	}
	if _, ok := c.inB["t"]; ok {
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
	if c.compare || c.in["s"] != "5" || !strings.Contains(note, `b.s = "7"`) {
		t.Errorf("B's value without compare=1: compare %v, note %q", c.compare, note)
	}
	if note = c.restore("compare=yes"); c.compare || !strings.Contains(note, `compare = "yes"`) {
		t.Errorf("compare=yes: compare %v, note %q", c.compare, note)
	}
	if note = c.restore("compare=0"); c.compare || note != "" {
		t.Errorf("compare=0 is a plain no: compare %v, note %q", c.compare, note)
	}
	// A broken pair costs only itself; a query too long to read costs all.
	if note = c.restore("s=5&%zz"); c.in["s"] != "5" || !strings.Contains(note, `"%zz"`) {
		t.Errorf("an unreadable pair: s %q, note %q", c.in["s"], note)
	}
	if note = c.restore(strings.Repeat("s=5&", maxQueryParts+1)); c.in["s"] != "4" || !strings.Contains(note, "could not be read") {
		t.Errorf("an unreadable query: s %q, note %q", c.in["s"], note)
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
		if back.state() != state || back.compare != c.compare {
			t.Errorf("%s: state %q came back as %q", link, state, back.state())
		}
		for k, v := range c.in {
			if back.in[k] != v {
				t.Errorf("%s: A's %s %q came back as %q", link, k, v, back.in[k])
			}
		}
		for k, v := range c.inB {
			if c.compare && back.inB[k] != v {
				t.Errorf("%s: B's %s %q came back as %q", link, k, v, back.inB[k])
			}
		}
	}
	c := newCalc(t)
	c.restore("s=5&compare=1")
	c.recompute()
	if got := c.state(); got != "s=5&compare=1" || c.inB["s"] != "4" {
		t.Errorf("state %q, B's s %q", got, c.inB["s"])
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
	before := c.res
	c.set(fieldOf(t, c, "models"), false, "abc")
	if !c.stale || c.res != before || c.bad["f-models"] == "" || c.checked(false) != nil {
		t.Fatalf("after a bad value: stale %v, same result %v, errors %v", c.stale, c.res == before, c.bad)
	}
	if c.in["models"] != "abc" {
		t.Errorf("the typed text is lost: %q", c.in["models"])
	}
	c.set(fieldOf(t, c, "models"), false, "3")
	if c.stale || c.res == before || len(c.bad) != 0 || c.checked(false).Get("models") != "3" {
		t.Errorf("after the fix: stale %v, errors %v", c.stale, c.bad)
	}
	if c.res.Query != "models=3" {
		t.Errorf("result query %q", c.res.Query)
	}
}

// Errors Calculate finds across fields go beside the field they name: B's own
// input for one of B's attacker fields, the shared input for a target field.
func TestCalcCrossFieldErrors(t *testing.T) {
	c := newCalc(t)
	good := c.res
	c.set(fieldOf(t, c, "models"), false, "40")
	c.set(fieldOf(t, c, "a"), false, "60")
	if !c.stale || c.cross["f-a"] == "" || c.res == good || c.checked(false) != nil {
		t.Fatalf("too many attacks: stale %v, cross %v", c.stale, c.cross)
	}
	c.set(fieldOf(t, c, "a"), false, "1")
	c.set(fieldOf(t, c, "w"), false, "30")
	c.set(fieldOf(t, c, "n"), false, "30")
	if !c.stale || c.cross["f-n"] == "" {
		t.Fatalf("too many wounds: stale %v, cross %v", c.stale, c.cross)
	}
	c.set(fieldOf(t, c, "n"), false, "1")
	if c.stale || len(c.cross) != 0 {
		t.Fatalf("mended: stale %v, cross %v", c.stale, c.cross)
	}

	c.startCompare()
	c.recompute()
	c.set(fieldOf(t, c, "a"), true, "60") // B: 40 models × 60 attacks
	if !c.stale || c.cross["fb-a"] == "" || c.cross["f-a"] != "" {
		t.Fatalf("B's cross error: %v", c.cross)
	}
	if c.checked(false) == nil || c.checked(true) != nil {
		t.Error("A is valid and B is not: only B's query should be withheld")
	}
	if n := c.errorsOf(true, c.attackerFields()); n != 1 {
		t.Errorf("B's tab counts %d errors, want 1", n)
	}
	c.editB = false
	if html := app.HTMLString(c.compareSwitch()); !strings.Contains(html, "Attacker B (1 to fix)") {
		t.Errorf("the B tab does not say it has an error: %s", html)
	}
	c.set(fieldOf(t, c, "s"), false, "x") // A's bad value does not block B's query
	c.set(fieldOf(t, c, "a"), true, "2")
	if c.checked(true) == nil || c.checked(false) != nil || !c.stale {
		t.Error("A has an error and B none: only A's query should be withheld")
	}
}

func profileQuery(t *testing.T, c *Calc, kind, query string) url.Values {
	t.Helper()
	q, err := profile.Apply(c.fields(), profile.Profile{Name: "p", System: c.System.Info.ID, Kind: kind, Query: query})
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// A profile fills its slot: its fields take its values, the others of its
// kind their defaults, and nothing outside its kind changes.
func TestCalcApply(t *testing.T) {
	c := newCalc(t)
	c.set(fieldOf(t, c, "t"), false, "7")
	c.set(fieldOf(t, c, "ap"), false, "-2")
	c.apply("a", profileQuery(t, c, ruleset.AttackerProfile, "models=3&s=6"))
	if c.in["models"] != "3" || c.in["s"] != "6" || c.in["ap"] != "0" || c.in["t"] != "7" || c.compare {
		t.Errorf("into A: %v", c.in)
	}
	if c.res.Query != "models=3&s=6&t=7" {
		t.Errorf("A's result %q", c.res.Query)
	}

	c.apply("b", profileQuery(t, c, ruleset.AttackerProfile, "s=8"))
	if !c.compare || !c.editB || c.inB["s"] != "8" || c.inB["models"] != "1" || c.in["s"] != "6" {
		t.Errorf("into B: compare %v, editB %v, A %v, B %v", c.compare, c.editB, c.in, c.inB)
	}
	if c.resB == nil || c.resB.Query != "s=8&t=7" {
		t.Errorf("B's result %v", c.resB)
	}

	c.set(fieldOf(t, c, "models"), true, "x")
	c.apply("b", profileQuery(t, c, ruleset.AttackerProfile, "models=2"))
	if c.bad["fb-models"] != "" || c.stale {
		t.Errorf("loading B clears B's errors: %v", c.bad)
	}

	c.apply("target", profileQuery(t, c, ruleset.TargetProfile, "t=5&sv=4"))
	if c.in["t"] != "5" || c.in["sv"] != "4" || c.in["s"] != "6" || c.inB["models"] != "2" {
		t.Errorf("into the target: A %v, B %v", c.in, c.inB)
	}
	if !c.editB {
		t.Error("loading a target switched the form away from attacker B")
	}
}

// Loading a roll from the history replaces attacker A and the target and
// leaves a comparison and attacker B as they were.
func TestCalcLoadKeepsTheComparison(t *testing.T) {
	c := newCalc(t)
	c.startCompare()
	c.set(fieldOf(t, c, "s"), true, "8")
	c.set(fieldOf(t, c, "ap"), true, "x")
	c.load("models=2&t=6")
	if !c.compare || c.editB || c.inB["s"] != "8" || c.in["models"] != "2" || c.in["t"] != "6" {
		t.Errorf("compare %v, editB %v, A %v, B %v", c.compare, c.editB, c.in, c.inB)
	}
	if c.bad["fb-ap"] == "" || !c.stale {
		t.Errorf("B's bad value should stay marked: %v", c.bad)
	}
	c.set(fieldOf(t, c, "ap"), true, "-1")
	if c.stale || c.resB == nil || c.resB.Query != "s=8&ap=-1&t=6" {
		t.Errorf("B after the fix: stale %v, %v", c.stale, c.resB)
	}
}

// Stopping the comparison drops B and its errors.
func TestCalcStopCompare(t *testing.T) {
	c := newCalc(t)
	c.startCompare()
	c.set(fieldOf(t, c, "s"), true, "x")
	if !c.stale {
		t.Fatal("B's bad value should make the results stale")
	}
	c.stopCompare()
	if c.compare || c.editB || c.resB != nil || len(c.bad) != 0 || c.stale {
		t.Errorf("compare %v, editB %v, errors %v, stale %v", c.compare, c.editB, c.bad, c.stale)
	}
}

// Every id on the page is there once, comparing or not (the tests and the
// labels find elements by id).
func TestCalcIDsAreUnique(t *testing.T) {
	c := newCalc(t)
	ids := regexp.MustCompile(` id="([^"]+)"`)
	for _, compare := range []bool{false, true} {
		if compare {
			c.startCompare()
			c.recompute()
		}
		html := app.HTMLString(c)
		seen := map[string]bool{}
		for _, m := range ids.FindAllStringSubmatch(html, -1) {
			if seen[m[1]] {
				t.Errorf("compare %v: id %q appears twice", compare, m[1])
			}
			seen[m[1]] = true
		}
		if !seen["tray"] || !seen["results"] || !seen["f-models"] {
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
	if got := clip(strings.Repeat("é", 100)); got != strings.Repeat("é", 40)+"…" {
		t.Errorf("clip: %q", got)
	}
}
