// Package gametest holds a fake game system with every turn shape that no
// real system uses yet: alternating activations with a roster of formations,
// blast markers and a broken flag, a mark that breaks an entry into an idle flag, retaining the initiative, a strategy roll
// with a table, and a game-length roll. Tests of engine/game and of the app
// play it; it is never registered in the app's registry.
package gametest

import "auspex/engine/ruleset"

// Alternating is the fake system: four turns at most, a roll after turns 2
// (3+ goes on) and 3 (4+ goes on).
func Alternating() *ruleset.Ruleset {
	step := func(id, title string) ruleset.Step {
		return ruleset.Step{ID: id, Title: title, Reminder: title + ", as the fake rules say.", Page: "1"}
	}
	strategy := step("strategy-roll", "Strategy roll")
	strategy.Roll = &ruleset.Roll{Label: "Strategy roll", Dice: 1, Each: true,
		Table: []ruleset.RollRow{{Min: 1, Max: 3, Text: "low"}, {Min: 4, Max: 6, Text: "high"}}}
	act := step("activate", "Activate formations")
	act.Activations = true
	rally := step("rally", "Rally")
	rally.ClearRoster = true
	return &ruleset.Ruleset{
		Info: ruleset.Info{ID: "fake-alt", Name: "Fake Alternating", Short: "Fake", Edition: "test", Publisher: "tests",
			Date: "2026", Source: ruleset.Source{Title: "none", File: "none"}, Coverage: "a test system", Cite: ruleset.CiteSections},
		Setup: []ruleset.Step{step("muster", "Muster"), step("deploy", "Deploy")},
		Phases: []ruleset.Phase{
			{ID: "strategy", Name: "Strategy phase", Page: "1", Steps: []ruleset.Step{strategy}},
			{ID: "action", Name: "Action phase", Page: "2", Steps: []ruleset.Step{act}},
			{ID: "end", Name: "End phase", Page: "3", Steps: []ruleset.Step{rally, step("score", "Score")}},
		},
		Turn: ruleset.Turn{
			Sides:  []string{"First side", "Second side"},
			Rounds: 4,
			Order:  ruleset.Alternating,
			Names:  ruleset.Names{Round: "Turn", Turn: "activation"},
			Ends:   []ruleset.EndRoll{{After: 2, Target: 3, Page: "4"}, {After: 3, Target: 4, Page: "4"}},
			Roster: &ruleset.Roster{Unit: "Formation", Count: "units", Max: 3, MaxCount: 12, Page: "5",
				Marks: []ruleset.Mark{{ID: "blast", Label: "Blast markers", Max: 12}, {ID: "pin", Label: "Pins", Max: 3, Clear: true},
					{ID: "shock", Label: "Shock", Max: 12, Breaks: "routed"}},
				Flags: []ruleset.Flag{{ID: "broken", Label: "Broken"}, {ID: "marched", Label: "Marched", Clear: true},
					{ID: "routed", Label: "Routed", Idle: true}},
				Retain: "Activate a second formation at once, on a test."},
			After: []ruleset.Step{step("victory", "Victory")},
		},
		Counters: []ruleset.Counter{{ID: "vp", Label: "Victory points", Unit: "VP", Min: 0, Max: 10, PerPlayer: true}},
	}
}
