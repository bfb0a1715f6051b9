package epic

import (
	"errors"
	"strings"
	"testing"

	"auspex/engine/ruleset"
)

// The fixed paths' queries, for the kit, the fuzzer and the oracle.
const (
	// 4+ armour, reinforced, in a 3+ cover save.
	raCoverQuery = "units=2&fire=ap&hit=4&type=inf&n=4&sv=4&ra=1&cover=3"
	// A barrage whose templates cover no unit of the target.
	barrageNoneQuery = "units=0&bp=8&under=0&type=inf&n=8"
	// A Warhound that has lost 2 of its 3 damage capacity.
	damagedQuery = "units=2&fire=at&hit=4&type=we&n=1&dc=3&dmg=2&sv=5&crit=destroyed"
	// Normal hits, then macro-weapon hits, on two Warhounds.
	freshMWQuery = "units=2&fire=at&hit=3&2.units=2&2.fire=mw&2.hit=3&type=we&n=2&dc=3&sv=5"
)

// 2.1.11 FAQ (seed line 1528): reinforced armour re-rolls a failed cover
// save, but at its armour value. A 4+ armour unit in a 3+ cover save fails
// the cover save 1 time in 3, then the 4+ re-roll 1 in 2: 1/6, not the
// 1/9 of a re-roll at 3+.
func TestReinforcedArmourReRollsCoverAtArmour(t *testing.T) {
	res := withHits(t, raCoverQuery, 1)
	if got := res.Stage("kills").Mean; !near(got, 1.0/6) {
		t.Errorf("kill chance %v, want 1/6", got)
	}
	said := false
	for _, s := range res.Steps {
		said = said || strings.Contains(s.Text, "re-rolled on 4+")
	}
	if !said {
		t.Errorf("no step says the re-roll is at 4+: %+v", res.Steps)
	}
	// The armour value is the better save: the re-roll is the same 3+.
	if got := withHits(t, "units=1&type=inf&n=1&sv=3&ra=1&cover=4", 1).Stage("kills").Mean; !near(got, 1.0/9) {
		t.Errorf("3+ armour in 4+ cover: %v, want 1/9", got)
	}
	// Crossfire makes both the cover save and the re-roll 1 worse: 4+ then 5+.
	if got := withHits(t, raCoverQuery+"&crossfire=1", 1).Stage("kills").Mean; !near(got, 1.0/2*2/3) {
		t.Errorf("in a crossfire: %v, want 1/3", got)
	}
	// The assault does the same: 1/6.
	f := fighter{sv: 4, coverSv: 3, ra: true}
	if got := f.saveVs(false).fail(); !near(got, 1.0/6) {
		t.Errorf("assault: %v, want 1/6", got)
	}
}

// 1.9.8 (seed lines 828, 847): the extra Blast markers go to each formation
// attacked; a target with no unit under the templates is not attacked, and
// takes no marker at all.
func TestBarrageWithNoUnitUnder(t *testing.T) {
	res := calc(t, barrageNoneQuery)
	if got := res.Stage("blast").P(0); got != 1 {
		t.Errorf("blast %v, want none for certain", res.Stage("blast").PMF)
	}
	said := false
	for _, s := range res.Steps {
		said = said || strings.Contains(s.Text, "no effect")
	}
	if !said {
		t.Errorf("no step says the barrage had no effect")
	}
	// One unit under: the one extra marker of 8 BP, and one for coming under fire.
	res = calc(t, "units=0&bp=8&under=1&type=inf&n=8&sv=7")
	if got := res.Stage("blast").Mean; !near(got, 1+1+1.0/2) {
		t.Errorf("one unit under: blast %v, want 5/2", got)
	}
}

// A war engine that took damage earlier falls sooner (3.2.2): a Warhound
// with 2 of its 3 points lost dies to one unsaved point, and a critical hit
// that destroys it places the 1 point it had left (3.2.4).
func TestDamagedWarEngine(t *testing.T) {
	res := withHits(t, damagedQuery, 1)
	if got := res.Stage("kills").P(1); !near(got, 2.0/3) { // a 5+ save fails 2 times in 3
		t.Errorf("damaged: P(destroyed) %v, want 2/3", got)
	}
	// Undamaged, only a critical hit (1 in 6 of the unsaved points) destroys it.
	if got := withHits(t, strings.Replace(damagedQuery, "dmg=2", "dmg=0", 1), 1).Stage("kills").P(1); !near(got, 2.0/3/6) {
		t.Errorf("undamaged: P(destroyed) %v, want 1/9", got)
	}
	crit := withHits(t, "units=1&fire=mw&hit=2&type=we&n=1&dc=3&dmg=1&crit=destroyed&sv=7", 1)
	if got := crit.Stage("kills").P(1); !near(got, 1.0/6) {
		t.Errorf("critical: P(destroyed) %v, want 1/6", got)
	}
	// 1 for coming under fire, 1 for the point, and on a critical the 1 left.
	if b := crit.Stage("blast"); !near(b.P(2), 5.0/6) || !near(b.P(3), 1.0/6) {
		t.Errorf("critical: blast %v, want 2 (5/6) or 3 (1/6)", b.PMF)
	}
	// Damage equal to the capacity is refused, with its reason.
	_, err := Calc.Calculate(mustQuery("type=we&n=1&dc=3&dmg=3"))
	var fe *ruleset.FieldError
	if !errors.As(err, &fe) || fe.Key != "dmg" || fe.Why == "" {
		t.Errorf("dmg=dc: %v", err)
	}
}

// 1.9.6 (seed line 796): macro-weapon hits are allocated after the normal
// hits are saved, afresh: the first war engine still standing takes them up
// to its starting damage capacity (3.2.1, line 1844). Two normal hits and
// four macro-weapon hits, none saved, on two DC3 engines: the first engine
// takes the 2 normal hits, then the first 3 macro-weapon hits (one point
// destroys it, two are wasted), the second engine the last: one engine
// destroyed and 4 points of damage. Carrying on where the normal hits
// stopped would have destroyed both with 6 points.
func TestMacroWeaponsAllocatedAfresh(t *testing.T) {
	res := withHits(t, "units=1&fire=at&hit=3&2.units=1&2.fire=mw&2.hit=3&type=we&n=2&dc=3&sv=7", 2, 4)
	if got := res.Stage("kills").P(1); !near(got, 1) {
		t.Errorf("kills %v, want 1 for certain", res.Stage("kills").PMF)
	}
	if got := res.Stage("damage").P(4); !near(got, 1) {
		t.Errorf("damage %v, want 4 for certain", res.Stage("damage").PMF)
	}
	// With the first engine destroyed by the normal hits, the macro-weapon
	// hits start on the second.
	res = withHits(t, "units=1&fire=at&hit=3&2.units=1&2.fire=mw&2.hit=3&type=we&n=2&dc=3&sv=7", 3, 3)
	if got := res.Stage("kills").P(2); !near(got, 1) {
		t.Errorf("3 and 3: kills %v, want 2 for certain", res.Stage("kills").PMF)
	}
	said := false
	for _, n := range res.Notes {
		said = said || strings.Contains(n, "afresh")
	}
	if !said {
		t.Errorf("no note gives the reading: %v", res.Notes)
	}
}

// Issue 33 item 7: one weapon per unit unless said; "all" is a label, not
// 0; cover is set in one field, and the old keys still read.
func TestFormDefaults(t *testing.T) {
	if got := calc(t, "units=4&fire=ap&hit=5&n=10&sv=6").Stage("hits").Mean; !near(got, 4.0/3) {
		t.Errorf("4 units, default weapons: hits %v, want 4/3", got)
	}
	for _, key := range []string{"eligible", "atk.engaged"} {
		f, _ := form().Field(key)
		if f.Kind != ruleset.Choice || f.Options[0].Value != "0" || f.Options[0].Label == "0" {
			t.Errorf("%s: %+v, want 0 labelled in words", key, f)
		}
	}
	for _, key := range []string{"coversave", "fort"} {
		if _, ok := form().Field(key); ok {
			t.Errorf("the form still has %s: cover is set in one place", key)
		}
	}
	// Old keys: coversave=4 (with or without the old cover=1) is cover=4.
	want := calc(t, "units=2&fire=ap&hit=4&type=inf&n=4&sv=6&cover=4")
	for _, old := range []string{"units=2&fire=ap&hit=4&type=inf&n=4&sv=6&coversave=4&cover=1", "units=2&fire=ap&hit=4&type=inf&n=4&sv=6&coversave=4"} {
		got := calc(t, old)
		if got.Query != want.Query || !near(got.Stage("kills").Mean, want.Stage("kills").Mean) {
			t.Errorf("%s: %s, kills %v; want %s", old, got.Query, got.Stage("kills").Mean, want.Query)
		}
	}
	if got := calc(t, "units=2&fire=ap&hit=4&type=inf&n=4&fort=1"); !strings.Contains(got.Query, "cover=fort") {
		t.Errorf("fort=1: %s", got.Query)
	}
	for q, key := range map[string]string{
		"coversave=4&cover=0": "coversave",
		"coversave=9":         "coversave",
		"fort=2":              "fort",
	} {
		_, err := Calc.Calculate(mustQuery(q))
		var fe *ruleset.FieldError
		if !errors.As(err, &fe) || fe.Key != key || fe.Why == "" {
			t.Errorf("%s: %v, want a refusal naming %s with its reason", q, err, key)
		}
	}
}

// Every Number and Dice field says why its range is what it is.
func TestBounds(t *testing.T) {
	for _, f := range form().Fields {
		if (f.Kind == ruleset.Number || f.Kind == ruleset.Dice) && f.Bound == "" {
			t.Errorf("%s has no Bound", f.Key)
		}
	}
}
