package ruleset_test

import (
	"strings"
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
	raw := []army.Unit{
		{Name: "Glass Wardens", Profiles: []army.Profile{ab("Mirror Volley", "Once per Shooting phase, this unit re-rolls one wound.")},
			Rules: []army.Rule{{Name: "Steady Feet", Text: "In the Movement phase, it ignores terrain."}}},
		{Name: "Ember Walkers", Profiles: []army.Profile{ab("Mirror Volley", "Once per Shooting phase, this unit re-rolls one wound.")},
			Rules: []army.Rule{{Name: "Kindled", Text: "At the end of your shooting phase, gain a spark."}}},
		{Name: "Ash Crows", Rules: []army.Rule{{Name: "Kindled", Text: "At the end of your shooting phase, gain a spark."}}},
	}
	mapped := func(m *ruleset.ArmyMap, us []army.Unit) []ruleset.ArmyUnit {
		out := make([]ruleset.ArmyUnit, len(us))
		for i, u := range us {
			out[i] = ruleset.ArmyUnit{Name: u.Name, Abilities: m.AbilitiesOf(u)}
		}
		return out
	}
	units := mapped(m, raw)
	in := func(name string) ruleset.Moment {
		return ruleset.Moment{Phase: &ruleset.Phase{Name: name}, Turn: ruleset.OwnTurn}
	}
	got := ruleset.Reminders(in("Shooting phase"), units, nil)
	if len(got) != 2 || got[0].Ability != "Mirror Volley" || len(got[0].Units) != 2 || got[1].Ability != "Kindled" || len(got[1].Units) != 2 || got[1].Units[1] != "Ash Crows" {
		t.Errorf("shooting reminders %+v", got)
	}
	if got := ruleset.Reminders(in("Movement phase"), units, nil); len(got) != 1 || got[0].Ability != "Steady Feet" {
		t.Errorf("movement reminders %+v", got)
	}
	if got := ruleset.Reminders(in("Fight phase"), units, nil); len(got) != 0 {
		t.Errorf("fight reminders %+v", got)
	}
	var none *ruleset.ArmyMap
	if got := ruleset.Reminders(in("Shooting phase"), mapped(none, raw), nil); len(got) != 1 || got[0].Ability != "Kindled" {
		t.Errorf("without a map: %+v", got)
	}
}

// Whose turn: an ability names the player's own phase by default, the
// opponent's when the words before the phase say so (through a list of
// phases), either for "each"; "as if it were your Shooting phase" names no
// phase.
func TestRemindersWhoseTurn(t *testing.T) {
	shooting := &ruleset.Phase{Name: "Shooting phase"}
	charge := &ruleset.Phase{Name: "Charge phase"}
	cases := []struct {
		p           *ruleset.Phase
		text        string
		own, theirs bool
	}{
		{shooting, "In your Shooting phase, after this unit has shot, it can make a Normal move.", true, false},
		{shooting, "Once per Shooting phase, re-roll one Hit roll.", true, false},
		{shooting, "In your opponent's Shooting phase, when this unit is selected as a target, it can move.", false, true},
		{charge, "In your opponent's Movement or Charge phase, after an enemy unit ends a move, this unit may shoot.", false, true},
		{shooting, "When an enemy unit ends a move within 9\" of this unit, it may shoot as if it were your Shooting phase.", false, false},
		{shooting, "In each Shooting phase, models in this unit have a 5+ invulnerable save.", true, true},
		{shooting, "Each time an enemy Shooting phase begins, roll a D6.", false, true},
		{shooting, "At the end of your Shooting phase. In your opponent's Shooting phase, halve damage.", true, true},
	}
	for _, c := range cases {
		u := []ruleset.ArmyUnit{{Name: "Unit", Abilities: []army.Rule{{Name: "Ability", Text: c.text}}}}
		own := len(ruleset.Reminders(ruleset.Moment{Phase: c.p, Turn: ruleset.OwnTurn}, u, nil)) > 0
		theirs := len(ruleset.Reminders(ruleset.Moment{Phase: c.p, Turn: ruleset.OpponentTurn}, u, nil)) > 0
		either := len(ruleset.Reminders(ruleset.Moment{Phase: c.p, Turn: ruleset.EitherTurn}, u, nil)) > 0
		if own != c.own || theirs != c.theirs || either != (c.own || c.theirs) {
			t.Errorf("%q in %q: own turn %v, theirs %v, either %v; want %v, %v", c.p.Name, c.text, own, theirs, either, c.own, c.theirs)
		}
	}
}

// Outside the turn: an ability is named at a setup step by its name (as
// the step's reference ids spell it, a value after it ignored) or by its
// text naming the step's title, in no turn.
func TestRemindersSetup(t *testing.T) {
	formations := &ruleset.Step{Title: "Declare battle formations", Refs: []string{"battle-formations", "deep-strike"}}
	begin := &ruleset.Step{Title: "Begin the battle", Refs: []string{"scouts"}}
	deploy := &ruleset.Step{Title: "Deploy armies", Refs: []string{"infiltrators"}}
	units := []ruleset.ArmyUnit{
		{Name: "Pathfinders", Abilities: []army.Rule{{Name: "Scouts 6\"", Text: "Before the first turn, this unit can make a Normal move of up to 6\"."}}},
		{Name: "Drop Squad", Abilities: []army.Rule{{Name: "Descent", Text: "In the Declare Battle Formations step, you can set this unit up in Reserves."}}},
		{Name: "Stalkers", Abilities: []army.Rule{{Name: "Infiltrators", Text: "Set up anywhere more than 9\" from the enemy."}, {Name: "Deep Strike", Text: "Set up in Reserves; arrive in your Movement phase."}}},
	}
	names := func(st *ruleset.Step) string {
		var out []string
		for _, r := range ruleset.Reminders(ruleset.Moment{Step: st}, units, nil) {
			out = append(out, strings.Join(r.Units, "+")+": "+r.Ability)
		}
		return strings.Join(out, "; ")
	}
	if got, want := names(formations), "Drop Squad: Descent; Stalkers: Deep Strike"; got != want {
		t.Errorf("at %s: %q, want %q", formations.Title, got, want)
	}
	if got, want := names(begin), "Pathfinders: Scouts 6\""; got != want {
		t.Errorf("at %s: %q, want %q", begin.Title, got, want)
	}
	if got, want := names(deploy), "Stalkers: Infiltrators"; got != want {
		t.Errorf("at %s: %q, want %q", deploy.Title, got, want)
	}
	if got := ruleset.Reminders(ruleset.Moment{Phase: &ruleset.Phase{Name: "Movement phase"}, Turn: ruleset.OwnTurn}, units, nil); len(got) != 1 || got[0].Ability != "Deep Strike" {
		t.Errorf("movement phase: %+v", got)
	}
}

// An army rule is named once, for the army, and not again for each unit
// that carries it; an ability every unit has is named once too.
func TestRemindersArmyWide(t *testing.T) {
	oath := army.Rule{Name: "Oath of Moment", Text: "At the start of your Command phase, pick one enemy unit."}
	drill := army.Rule{Name: "Drill", Text: "In your Command phase, one model regains a wound."}
	var units []ruleset.ArmyUnit
	for _, n := range []string{"Alpha", "Bravo", "Charlie"} {
		units = append(units, ruleset.ArmyUnit{Name: n, Abilities: []army.Rule{oath, drill}})
	}
	units[2].Abilities = units[2].Abilities[:1]
	cmd := ruleset.Moment{Phase: &ruleset.Phase{Name: "Command phase"}, Turn: ruleset.OwnTurn}
	got := ruleset.Reminders(cmd, units, []army.Rule{oath})
	if len(got) != 2 || !got[0].Army || got[0].Ability != "Oath of Moment" || got[0].Units != nil || got[1].Army || strings.Join(got[1].Units, ",") != "Alpha,Bravo" {
		t.Errorf("with the army rule: %+v", got)
	}
	got = ruleset.Reminders(cmd, units, nil)
	if len(got) != 2 || !got[0].Army || got[0].Units != nil || got[0].Except != nil || got[1].Army {
		t.Errorf("an ability of every unit: %+v", got)
	}
	// Ten units, nine with the rule: named for the army, but for the one.
	units = nil
	for k := range 10 {
		u := ruleset.ArmyUnit{Name: "Squad " + string(rune('A'+k)), Abilities: []army.Rule{oath}}
		if k == 6 {
			u.Abilities = nil
		}
		units = append(units, u)
	}
	got = ruleset.Reminders(cmd, units, nil)
	if len(got) != 1 || !got[0].Army || strings.Join(got[0].Except, ",") != "Squad G" {
		t.Errorf("nine of ten: %+v", got)
	}
}
