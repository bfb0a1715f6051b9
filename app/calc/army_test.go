//go:build !wasm

package calc

import (
	"net/url"
	"os"
	"strings"
	"testing"

	"auspex/app/store"
	"auspex/engine/army"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The Army page's "Attack with" then "Target" (each opening a new calculator)
// give the calculator the same input as the two queries typed as one link,
// and the page names both units beside the results; loading a saved profile
// over one side drops its note.
func TestArmyFillsAsTypedAndSaysFromWhat(t *testing.T) {
	sys := calcSystem(t)
	data, err := os.ReadFile("../../engine/army/testdata/strike-force-2000.ros")
	if err != nil {
		t.Fatal(err)
	}
	r, err := army.Read(data, army.Native())
	if err != nil {
		t.Fatal(err)
	}
	a := army.Army{Name: "Mine", System: sys.Info.ID, Roster: *r}
	units := Units(sys, a)
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
	Hand(AttackFill(sys, a.Name, att, att.Attacks[0]))
	first := open()
	store.Set(calcKey(sys.Info.ID), first.state()) // as the browser's write of the input does
	Hand(TargetFill(sys, a.Name, tgt))
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
