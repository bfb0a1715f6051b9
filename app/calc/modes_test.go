//go:build !wasm

package calc

import (
	"math/rand/v2"
	"net/url"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/ruleset/calctest"
)

// strictFake is the fake calculator refusing, as wh40k5 does, any value in
// a field its modes hide, and recording the queries it is given.
type strictFake struct{ seen *[]url.Values }

func (s strictFake) Form() *ruleset.Form { return calctest.Fake.Form() }

func (s strictFake) check(q url.Values) error {
	*s.seen = append(*s.seen, q)
	v, err := ruleset.ParseForm(s.Form(), q)
	if err != nil {
		return err
	}
	if fe := v.HiddenGiven(); fe != nil {
		return fe
	}
	return nil
}

func (s strictFake) Calculate(q url.Values) (*ruleset.Result, error) {
	if err := s.check(q); err != nil {
		return nil, err
	}
	return calctest.Fake.Calculate(q)
}

func (s strictFake) Roll(q url.Values, r *rand.Rand) (*ruleset.RollLog, error) {
	if err := s.check(q); err != nil {
		return nil, err
	}
	return calctest.Fake.Roll(q, r)
}

// A field the mode hides keeps its value on screen and in the link, but the
// page leaves it out of what it calculates and rolls, so a calculator that
// refuses hidden values still gets valid input after a mode change.
func TestHiddenFieldsTakeNoPart(t *testing.T) {
	var seen []url.Values
	sys, reg := fakeSystem(t)
	sys.Calc = strictFake{seen: &seen}
	c := &Page{System: sys, Registry: reg}
	c.ensure()
	if note := c.restoreAndCompute("shots=3"); note != "" {
		t.Fatal(note)
	}
	c.set(fakeAt(t, c, sideA, "mode"), "assault")
	if c.m.stale || c.m.res[sideA] == nil || c.m.failure != "" {
		t.Fatalf("assault with shots hidden: stale %v, failure %q", c.m.stale, c.m.failure)
	}
	if last := seen[len(seen)-1]; last.Has("shots") || last.Get("mode") != "assault" {
		t.Errorf("Calculate was given %v", last)
	}
	if c.m.value(fakeAt(t, c, sideA, "shots")) != "3" {
		t.Error("the hidden field lost its value")
	}
	roll := c.tray.roll(sys, c.m.checked(sideA))
	if roll == nil || c.tray.notice != "" {
		t.Fatalf("roll refused: %q", c.tray.notice)
	}
	if last := seen[len(seen)-1]; last.Has("shots") {
		t.Errorf("Roll was given %v", last)
	}
}
