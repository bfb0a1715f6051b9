package ruleset_test

import (
	"testing"

	"auspex/engine/army"
	"auspex/engine/ruleset"
)

// A phase is named by its name's words, whole, in any case; "Shooting"
// alone is named by "shooting phase"; a plural last word counts.
func TestMentionsPhase(t *testing.T) {
	shooting := &ruleset.Phase{Name: "Shooting phase"}
	bare := &ruleset.Phase{Name: "Shooting"}
	fight := &ruleset.Phase{Name: "Fight phase"}
	end := &ruleset.Phase{Name: "End of turn"}
	cases := []struct {
		p    *ruleset.Phase
		text string
		want bool
	}{
		{shooting, "In your Shooting phase, re-roll one hit.", true},
		{shooting, "in your opponent's SHOOTING PHASE", true},
		{shooting, "After this unit has shot, it may move.", false},
		{shooting, "Each time this unit is shooting, ...", false},
		{shooting, "in the Shootingphase", false},
		{bare, "in the shooting phase", true},
		{bare, "At the start of your Shooting Phase", true},
		{fight, "in the Shooting and Fight phases", true},
		{fight, "a fighting phase", false},
		{end, "until the end of turn", true},
		{end, "at the end of your turn", false},
	}
	for _, c := range cases {
		if got := ruleset.MentionsPhase(c.p, c.text); got != c.want {
			t.Errorf("%q in %q: %v, want %v", c.p.Name, c.text, got, c.want)
		}
	}
}

// Reminders: ability profiles through the map's AbilityTypes and the rules,
// matched on their text; one ability shared by two units is listed once
// with both; without a map, the rules alone.
func TestReminders(t *testing.T) {
	m := &ruleset.ArmyMap{AbilityTypes: []ruleset.TextMap{{Type: "Abilities", Text: "Description"}}}
	ab := func(name, text string) army.Profile {
		return army.Profile{Type: "Abilities", Name: name, Chars: []army.Char{{Name: "Description", Value: text}}}
	}
	units := []army.Unit{
		{Name: "Glass Wardens", Profiles: []army.Profile{ab("Mirror Volley", "Once per Shooting phase, this unit re-rolls one wound.")},
			Rules: []army.Rule{{Name: "Steady Feet", Text: "In the Movement phase, it ignores terrain."}}},
		{Name: "Ember Walkers", Profiles: []army.Profile{ab("Mirror Volley", "Once per Shooting phase, this unit re-rolls one wound.")},
			Rules: []army.Rule{{Name: "Kindled", Text: "At the end of your shooting phase, gain a spark."}}},
	}
	got := m.Reminders(&ruleset.Phase{Name: "Shooting phase"}, units)
	if len(got) != 2 || got[0].Ability != "Mirror Volley" || len(got[0].Units) != 2 || got[1].Ability != "Kindled" || got[1].Units[0] != "Ember Walkers" {
		t.Errorf("shooting reminders %+v", got)
	}
	if got := m.Reminders(&ruleset.Phase{Name: "Movement phase"}, units); len(got) != 1 || got[0].Ability != "Steady Feet" {
		t.Errorf("movement reminders %+v", got)
	}
	if got := m.Reminders(&ruleset.Phase{Name: "Fight phase"}, units); len(got) != 0 {
		t.Errorf("fight reminders %+v", got)
	}
	var none *ruleset.ArmyMap
	if got := none.Reminders(&ruleset.Phase{Name: "Shooting phase"}, units); len(got) != 1 || got[0].Ability != "Kindled" {
		t.Errorf("without a map: %+v", got)
	}
}
