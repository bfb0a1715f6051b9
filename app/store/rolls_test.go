package store

import (
	"fmt"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/ruleset/rulesettest"
	"auspex/engine/rulesets"
)

func calcSystem(t testing.TB) *ruleset.Ruleset {
	t.Helper()
	sys, ok := rulesets.Registry().Get("wh40k10")
	if !ok || sys.Calc == nil {
		t.Fatal("wh40k10 has no calculator")
	}
	return sys
}

func mustValues(t testing.TB, s string) url.Values { t.Helper(); return rulesettest.Query(t, s) }

// A history made of real rolls encodes and decodes to itself.
func TestRollBookRoundTrip(t *testing.T) {
	sys := calcSystem(t)
	rng, err := NewDiceRNG("7")
	if err != nil {
		t.Fatal(err)
	}
	b := RollBook{V: RollsVersion, Rolls: []RollEntry{}}
	for i, s := range []string{"models=5&a=2&s=4&sus=1&hazardous=1", "", "a=D6&d=D3&w=3&n=4"} {
		log, err := sys.Calc.Roll(mustValues(t, s), rng)
		if err != nil {
			t.Fatal(err)
		}
		b.Add(EntryOf(int64(1000+i), s, log, map[string]string{"hits": "Hits"}))
	}
	b.Step = true
	got, err := DecodeRolls(b.Encode(), sys.Calc.Form())
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, b) {
		t.Fatalf("round trip changed the history:\n%+v\n%+v", b, got)
	}
	if len(got.Rolls) != 3 || got.Rolls[0].Query != "a=D6&d=D3&w=3&n=4" || got.Rolls[1].Query != "" {
		t.Fatalf("rolls not newest first: %+v", got.Rolls)
	}
	if !got.Step || got.Rolls[0].Stages[1].Label != "Hits" || got.Rolls[0].Stages[0].Label != got.Rolls[0].Stages[0].ID {
		t.Errorf("step mode or labels were not kept: %+v", got)
	}
}

// The history keeps the 50 newest rolls; a stored history of more is refused.
func TestRollBookCap(t *testing.T) {
	sys := calcSystem(t)
	var b RollBook
	entry := func(at int64) RollEntry {
		return RollEntry{At: at, Query: "a=2", Stages: []RollTotal{{ID: "hits", Label: "Hits", Total: 1, Percentile: .5}}, Percentile: .5}
	}
	for i := range 60 {
		b.Add(entry(int64(i + 1)))
	}
	if len(b.Rolls) != MaxRolls || b.Rolls[0].At != 60 || b.Rolls[MaxRolls-1].At != 11 {
		t.Fatalf("kept %d rolls, first at %d, last at %d", len(b.Rolls), b.Rolls[0].At, b.Rolls[len(b.Rolls)-1].At)
	}
	if _, err := DecodeRolls(b.Encode(), sys.Calc.Form()); err != nil {
		t.Fatalf("50 rolls refused: %v", err)
	}
	b.Rolls = append(b.Rolls, entry(1))
	if _, err := DecodeRolls(b.Encode(), sys.Calc.Form()); err == nil || !strings.Contains(err.Error(), "51 rolls") {
		t.Fatalf("51 rolls: error %v", err)
	}
}

// Anything not exactly a history of this version and this system's form is an
// error, and the decoder returns an empty history rather than part of one.
func TestDecodeRollsRefuses(t *testing.T) {
	sys := calcSystem(t)
	roll := func(fields string) string {
		return `{"v":1,"rolls":[{"at":1700000000000,"query":"a=2","stages":[{"id":"hits","label":"Hits","total":1,"percentile":0.5}],"percentile":0.5` + fields + `}]}`
	}
	stage := func(s string) string {
		return `{"v":1,"rolls":[{"at":1,"query":"","stages":[` + s + `],"percentile":0.5}]}`
	}
	if _, err := DecodeRolls(roll(""), sys.Calc.Form()); err != nil {
		t.Fatalf("the good history is refused: %v", err)
	}
	bad := map[string]string{
		`{broken`:                      "not valid",
		`[]`:                           "not valid",
		`null`:                         "version 0",
		`{"v":0,"rolls":[]}`:           "version 0",
		`{"v":2,"rolls":[]}`:           "version 2",
		`{"v":1,"rolls":[]}{}`:         "trailing",
		`{"v":1,"rolls":[],"extra":1}`: "unknown field",
		roll(`,"x":1`):                 "unknown field",
		strings.Replace(roll(""), `"a=2"`, `"bs=1"`, 1):                           "query",
		strings.Replace(roll(""), `"a=2"`, `"zz=1"`, 1):                           "query",
		strings.Replace(roll(""), `"a=2"`, `"a=%zz"`, 1):                          "query",
		strings.Replace(roll(""), `1700000000000`, `0`, 1):                        "time",
		strings.Replace(roll(""), `0.5}]`, `1.5}]`, 1):                            "stage \"hits\": percentile",
		strings.Replace(roll(""), `"percentile":0.5}]}`, `"percentile":-1}]}`, 1): "percentile -1",
		stage(``): "0 stages",
		stage(`{"id":"Hits","label":"Hits","total":1,"percentile":0}`):                                                    "not a stage id",
		stage(`{"id":"hits","label":"","total":1,"percentile":0}`):                                                        "label",
		stage(`{"id":"hits","label":"Hits","total":-1,"percentile":0}`):                                                   "total -1",
		stage(`{"id":"hits","label":"Hits","total":1,"percentile":0},{"id":"hits","label":"H","total":1,"percentile":0}`): "twice",
		stage(`{"id":"hits","label":"` + strings.Repeat("x", 81) + `","total":1,"percentile":0}`):                         "label",
	}
	for raw, want := range bad {
		got, err := DecodeRolls(raw, sys.Calc.Form())
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one containing %q", raw, err, want)
		}
		if got.V != RollsVersion || len(got.Rolls) != 0 || got.Step {
			t.Errorf("%s: a failed decode returned %+v, not an empty history", raw, got)
		}
	}
}

// The same test seed gives the same dice; another seed, or none, other dice.
func TestDiceRNGSeed(t *testing.T) {
	sys := calcSystem(t)
	q := mustValues(t, "models=10&a=3&s=5&d=D3&sus=1&w=2&n=10")
	rolls := func(seed string) string {
		r, err := NewDiceRNG(seed)
		if err != nil {
			t.Fatalf("seed %q: %v", seed, err)
		}
		var out []string
		for range 3 {
			log, err := sys.Calc.Roll(q, r)
			if err != nil {
				t.Fatal(err)
			}
			if log.Exact == nil || log.Exact.Query != "models=10&a=3&s=5&d=D3&sus=1&w=2&n=10" {
				t.Fatalf("the roll's exact result %+v", log.Exact)
			}
			log.Exact = nil // a pointer: the dice and totals are what must repeat
			out = append(out, fmt.Sprintf("%+v", *log))
		}
		return strings.Join(out, "\n")
	}
	a, b := rolls("42"), rolls("42")
	if a != b {
		t.Fatal("the same seed gave different dice")
	}
	if a == rolls("43") || a == rolls("") || rolls("") == rolls("") {
		t.Fatal("different or random seeds gave the same 90 dice")
	}
	if r, err := NewDiceRNG("-1"); err == nil || r == nil {
		t.Fatalf("a bad test seed: generator %v, error %v", r, err)
	}
	if _, err := NewDiceRNG("18446744073709551615"); err != nil {
		t.Fatalf("the largest uint64 is refused: %v", err)
	}
}

// Whatever is in storage, decoding never panics, and what it accepts encodes
// back to the same history.
func FuzzDecodeRolls(f *testing.F) {
	sys := calcSystem(f)
	for _, s := range []string{
		``, `{"v":1,"rolls":[]}`, `{"v":1,"step":true,"rolls":null}`, `{`, `{"v":1e400}`,
		`{"v":1,"rolls":[{"at":1,"query":"a=2&s=5","stages":[{"id":"hits","label":"Hits","total":1,"percentile":0.5}],"percentile":0.25}]}`,
		`{"v":1,"rolls":[{"at":1,"query":"a=<script>","stages":[],"percentile":0}]}`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		b, err := DecodeRolls(raw, sys.Calc.Form())
		if err != nil {
			return
		}
		again, err := DecodeRolls(b.Encode(), sys.Calc.Form())
		if err != nil || !reflect.DeepEqual(again, b) {
			t.Fatalf("%q decoded to %+v, which does not round-trip (%v)", raw, b, err)
		}
	})
}

// Two tabs rolling keep each other's rolls; a clear drops only the rolls the
// clearing tab has shown.
func TestUpdateRollsKeepsOtherTabs(t *testing.T) {
	sys := calcSystem(t)
	fresh(t, 0)
	form := sys.Calc.Form()
	entry := func(at int64) RollEntry {
		return RollEntry{At: at, Query: "a=2", Stages: []RollTotal{{ID: "hits", Label: "Hits", Total: 1, Percentile: .5}}, Percentile: .5}
	}
	tabA, _ := LoadRolls("wh40k10", form)
	tabB, _ := LoadRolls("wh40k10", form)
	var err error
	if tabA, _, err = UpdateRolls("wh40k10", form, func(b *RollBook) { b.Add(entry(1)) }); err != nil {
		t.Fatal(err)
	}
	if tabB, _, err = UpdateRolls("wh40k10", form, func(b *RollBook) { b.Add(entry(2)) }); err != nil {
		t.Fatal(err)
	}
	if len(tabB.Rolls) != 2 {
		t.Fatalf("tab B's history lost A's roll: %+v", tabB.Rolls)
	}
	// A has shown only its own roll; B rolls again; A clears: B's rolls stay.
	UpdateRolls("wh40k10", form, func(b *RollBook) { b.Add(entry(3)) })
	seen := tabA
	got, _, err := UpdateRolls("wh40k10", form, func(b *RollBook) { b.Forget(seen) })
	if err != nil || len(got.Rolls) != 2 || got.Rolls[0].At != 3 || got.Rolls[1].At != 2 {
		t.Fatalf("after A's clear: %+v, %v", got.Rolls, err)
	}
}
