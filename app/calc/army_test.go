//go:build !wasm

package calc

import (
	"auspex/app/armies/mapped"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"auspex/app/store"
	"auspex/engine/army"
	"auspex/engine/profile"
	"auspex/engine/ruleset"
	"auspex/engine/ruleset/armytest"
	"auspex/engine/rulesets"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The Army page's "Attack with" then "Target" (each opening a new calculator)
// give the calculator the same input as the two queries typed as one link,
// and the page names both units beside the results; loading a saved profile
// over one side drops its note.
func TestArmyFillsAsTypedAndSaysFromWhat(t *testing.T) {
	sys := calcSystem(t)
	r := armytest.Read(t, "../../engine/army/testdata/strike-force-2000.ros")
	a := army.Army{Name: "Mine", System: sys.Info.ID, Roster: *r}
	units := mapped.One(sys, a).Units
	att, tgt := units[1], units[2]
	if len(att.Attacks) == 0 || att.Target == "" || tgt.Target == "" {
		t.Fatalf("units %+v %+v", att, tgt)
	}
	delete(kept, sys.Info.ID)
	open := func() *Page {
		c := &Page{System: sys, Registry: rulesets.Registry()}
		c.ensure()
		return c
	}
	Hand(AttackFill(sys, a.Name, 1, att, att.Attacks[0]))
	first := open()
	store.Set(calcKey(sys.Info.ID), first.state()) // as the browser's write of the input does
	Hand(TargetFill(sys, a.Name, 2, tgt))
	c := open()
	want, err := ruleset.ParseForm(sys.Calc.Form(), mustValues(t, att.Attacks[0].Query+"&"+tgt.Target))
	if err != nil {
		t.Fatal(err)
	}
	if got := c.state(); got != strictEscape(want.Encode()) {
		t.Errorf("the calculator holds\n %s\nwant\n %s", got, strictEscape(want.Encode()))
	}
	html := app.HTMLString(c.armyNote())
	for _, s := range []string{att.Name + " (" + att.Attacks[0].Label + ")", tgt.Name, "from Mine"} {
		if !strings.Contains(html, s) {
			t.Errorf("the note lacks %q: %s", s, html)
		}
	}
	c.apply(sideA, ruleset.TargetProfile, url.Values{"t": {"4"}})
	if html := app.HTMLString(c.armyNote()); strings.Contains(html, tgt.Name) || !strings.Contains(html, att.Name) {
		t.Errorf("after loading another target: %s", html)
	}
}

// The picker lists this system's armies once opened, with a button per
// attack (as A and as B when comparing) and Target; a pick for B fills
// attacker B alone and the note names it.
func TestArmyPickerFillsEitherSide(t *testing.T) {
	sys := calcSystem(t)
	reg := rulesets.Registry()
	r := armytest.Read(t, "../../engine/army/testdata/patrol-10th.ros")
	a := army.Army{Name: "Patrol", System: sys.Info.ID, File: "patrol-10th.ros", Imported: "2026-11-26", Roster: *r}
	if _, _, err := store.UpdateArmies(reg, army.Book{}, func(b *army.Book) error { _, err := b.Put(a); return err }); err != nil {
		t.Fatal(err)
	}
	delete(kept, sys.Info.ID)
	c := &Page{System: sys, Registry: reg}
	c.ensure()
	if c.armies.seen {
		t.Error("the armies were read before the picker was opened")
	}
	c.m.startCompare()
	c.recompute()
	html := app.HTMLString((&armyPickView{C: c, Compare: true}).Render())
	units := mapped.One(sys, a).Units
	if !strings.Contains(html, `data-army="Patrol"`) || !strings.Contains(html, units[0].Name) ||
		!strings.Contains(html, units[0].Attacks[0].Label+" as B") || !strings.Contains(html, ">Target<") {
		t.Fatalf("picker: %s", html)
	}
	aBefore := c.m.checked(sideA).Encode()
	c.useFill(AttackFill(sys, a.Name, 0, units[0], units[0].Attacks[0]), sideB)
	if got := c.m.checked(sideA).Encode(); got != aBefore {
		t.Errorf("filling B changed A: %s", got)
	}
	want, _ := ruleset.ParseForm(sys.Calc.Form().Sub(ruleset.AttackerProfile), mustValues(t, units[0].Attacks[0].Query))
	if got, _ := profileOf(c, sideB); got != want.Encode() {
		t.Errorf("attacker B is %s, want %s", got, want.Encode())
	}
	if note := app.HTMLString(c.armyNote()); !strings.Contains(note, "Attacker B") || !strings.Contains(note, units[0].Name) {
		t.Errorf("note %s", note)
	}
	// The picker now marks the unit as attacker B, on its row and its
	// button, and every button names its unit.
	html = app.HTMLString((&armyPickView{C: c, Compare: true}).Render())
	if want := "In the form: Attacker B: " + units[0].Attacks[0].Label; !strings.Contains(html, want) {
		t.Errorf("the picker does not say %q: %s", want, html)
	}
	for _, label := range []string{units[0].Attacks[0].Label + " as B with " + units[0].Name, "Target " + units[0].Name} {
		if !strings.Contains(html, `aria-label="`+label+`"`) {
			t.Errorf("no button named %q", label)
		}
	}
	if !regexp.MustCompile(`aria-pressed[ >]`).MatchString(html) { // go-app writes true bare

		t.Errorf("no button is marked pressed: %s", html)
	}
}

func profileOf(c *Page, s side) (string, error) {
	return profile.Extract(c.m.decl, c.m.checked(s), ruleset.AttackerProfile)
}
