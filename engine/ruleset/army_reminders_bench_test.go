//go:build !wasm

package ruleset_test

import (
	"os"
	"testing"

	"auspex/engine/army"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"
)

// The checklist finds a phase's reminders when it draws a phase: the cost
// for the 2,000 point test roster, all six wh40k10 phases at once.
func BenchmarkRemindersStrikeForce(b *testing.B) {
	data, err := os.ReadFile("../army/testdata/strike-force-2000.ros")
	if err != nil {
		b.Skip(err)
	}
	r, err := army.Read(data, army.Native())
	if err != nil {
		b.Fatal(err)
	}
	sys, _ := rulesets.Registry().Get("wh40k10")
	units := make([]ruleset.ArmyUnit, len(r.Units))
	for i, u := range r.Units {
		units[i] = sys.Army.Unit(sys.Calc.Form(), u)
	}
	found := 0
	for i := range sys.Phases {
		found += len(ruleset.Reminders(ruleset.Moment{Phase: &sys.Phases[i], Turn: ruleset.OwnTurn}, units, r.Rules))
	}
	b.ResetTimer()
	for range b.N {
		for i := range sys.Phases {
			ruleset.Reminders(ruleset.Moment{Phase: &sys.Phases[i], Turn: ruleset.OwnTurn}, units, r.Rules)
		}
	}
	b.ReportMetric(float64(len(r.Units)), "units")
	b.ReportMetric(float64(found), "reminders")
}
