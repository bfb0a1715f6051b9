package alt40k

import (
	"math"
	"slices"
	"strings"
	"testing"

	"auspex/engine/ruleset"
)

func calc(t *testing.T, query string) *ruleset.Result {
	t.Helper()
	res, err := Calc.Calculate(mustQuery(query))
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return res
}

func stage(t *testing.T, r *ruleset.Result, id string) *ruleset.Stage {
	t.Helper()
	s := r.Stage(id)
	if s == nil {
		t.Fatalf("no stage %q", id)
	}
	return s
}

func near(t *testing.T, what string, got, want float64) {
	if t.Helper(); math.Abs(got-want) > 1e-12 {
		t.Errorf("%s = %.15g, want %.15g", what, got, want)
	}
}

func stepSaying(t *testing.T, r *ruleset.Result, text string) ruleset.Reason {
	t.Helper()
	i := slices.IndexFunc(r.Steps, func(s ruleset.Reason) bool { return strings.Contains(s.Text, text) })
	if i < 0 {
		t.Fatalf("no step says %q; steps: %+v", text, r.Steps)
	}
	return r.Steps[i]
}

// The book's Boltgun (Rapid Fire 1, S4, AP5+): within half range two shots
// each; against a Guardsman (T3, Sv5+) it wounds on 3+ and takes the armour
// save, so each shot at BS3+ gets through 2/3 × 2/3 of the time.
func TestBoltgunTakesGuardsmanSave(t *testing.T) {
	r := calc(t, boltgunQuery)
	near(t, "attacks", stage(t, r, stAttacks).P(20), 1)
	un := stage(t, r, stUnsaved)
	near(t, "mean unsaved", un.Mean, 20*4.0/9)
	near(t, "P(none unsaved)", un.P(0), math.Pow(5.0/9, 20))
	stepSaying(t, r, "no armour save: AP5+ takes Sv5+")
	// A Heavy Stubber's AP6+ leaves the 5+ save: 1/3 of wounds saved.
	r = calc(t, "models=10&a=1&bs=3&s=4&ap=6&t=3&sv=5&n=10")
	near(t, "stubber unsaved", stage(t, r, stUnsaved).Mean, 10*2.0/3*2.0/3*4.0/6)
	// A Stormbolter (Rapid Fire 2) fires up to 4.
	near(t, "stormbolter", stage(t, calc(t, "a=2&half=1"), stAttacks).Mean, 4)
}

// The wound table, row by row, at a single auto-hitting attack.
func TestWoundTable(t *testing.T) {
	for _, c := range []struct {
		s, t string
		p    float64
	}{{"8", "4", 5.0 / 6}, {"5", "4", 4.0 / 6}, {"4", "4", 3.0 / 6}, {"4", "5", 2.0 / 6}, {"3", "6", 1.0 / 6}, {"3", "10", 1.0 / 6}} {
		r := calc(t, "autohit=1&sv=&s="+c.s+"&t="+c.t)
		near(t, "S"+c.s+" T"+c.t, stage(t, r, stWounds).Mean, c.p)
	}
}

// Hit modifiers total at most +1 or -1; Snap Shots hit on 6 whatever the
// modifiers, re-rolls allowed; Overwatch with a Pistol on 5+.
func TestHitCapAndSnapShots(t *testing.T) {
	near(t, "BS3 -3 held to -1", stage(t, calc(t, "bs=3&hitmod=-3"), stHits).Mean, 3.0/6)
	near(t, "BS3 accurate +2 held to +1", stage(t, calc(t, "bs=3&hitmod=2&accurate=1"), stHits).Mean, 5.0/6)
	near(t, "BS2 +1: a 1 still misses", stage(t, calc(t, "bs=2&hitmod=1"), stHits).Mean, 5.0/6)
	near(t, "BS6 -1: nothing hits", stage(t, calc(t, "bs=6&hitmod=-1"), stHits).Mean, 0)
	near(t, "BS6 -1 with nat6", stage(t, calc(t, "bs=6&hitmod=-1&nat6=1"), stHits).Mean, 1.0/6)
	near(t, "snap with +1", stage(t, calc(t, "type=assault&bs=2&snap=1&hitmod=1"), stHits).Mean, 1.0/6)
	near(t, "snap re-rolling misses", stage(t, calc(t, "type=assault&snap=1&hitrr=fail"), stHits).Mean, 11.0/36)
	near(t, "pistol overwatch", stage(t, calc(t, "overwatch=1&type=pistol"), stHits).Mean, 2.0/6)
	near(t, "rapid fire overwatch counts as half range", stage(t, calc(t, "overwatch=1&a=1"), stAttacks).Mean, 2)
}

// The book's Leman Russ: a 5" Blast firing Snap Shots rolls 3D6, each 6 a
// hit, at most one per model present: against one model a hit 91/216 of
// the time. Fired normally, it hits the models under it.
func TestSnapShotTemplate(t *testing.T) {
	h := stage(t, calc(t, "template=blast5&snap=1&s=8&n=1"), stHits)
	near(t, "P(hit)", h.P(1), 91.0/216)
	near(t, "never 2", h.PAtLeast(2), 0)
	h = stage(t, calc(t, "template=blast5&snap=1&s=8&n=5"), stHits)
	near(t, "mean uncapped", h.Mean, 0.5)
	near(t, "placed", stage(t, calc(t, "template=blast5&under=3&templates=2&n=5"), stHits).Mean, 6)
	near(t, "flame snap D3", stage(t, calc(t, "template=flame&overwatch=1&n=10"), stHits).Mean, 2)
	near(t, "flame snap D3 at 1 model", stage(t, calc(t, "template=flame&overwatch=1&n=1"), stHits).Mean, 1)
}

// One save of three: the best allowed. Cover never beats 3+, works only
// against shooting, and not against Flame templates.
func TestOneSave(t *testing.T) {
	fail := func(q string) float64 {
		if !strings.Contains(q, "template") {
			q += "&autohit=1"
		}
		return stage(t, calc(t, "s=8&t=4&"+q), stUnsaved).Mean / (5.0 / 6)
	}
	near(t, "armour 3+ AP4", fail("sv=3&ap=4"), 2.0/6)
	near(t, "armour lost, inv 5+", fail("sv=3&ap=3&inv=5"), 4.0/6)
	near(t, "cover 4 + ground + stealth held to 3+", fail("sv=&cover=4&ground=1&stealth=1"), 2.0/6)
	near(t, "gone to ground in the open", fail("sv=&ground=1"), 5.0/6)
	near(t, "shroud gone to ground in the open", fail("sv=&ground=1&shroud=1"), 4.0/6)
	// A cover save in close combat is harmless, not an error: the result is
	// the attack without it, and says why in the rule's words.
	with, err := Calc.Calculate(mustQuery("mode=cc&type=melee&cover=4&ground=1"))
	if err != nil {
		t.Fatalf("a cover save in close combat is refused: %v", err)
	}
	without := calc(t, "mode=cc&type=melee")
	if !slices.Equal(stage(t, with, stUnsaved).PMF, stage(t, without, stUnsaved).PMF) || !slices.Equal(stage(t, with, stDamage).PMF, stage(t, without, stDamage).PMF) {
		t.Errorf("a cover save in close combat changed the attack: %s vs %s", with.Query, without.Query)
	}
	want := []ruleset.FieldNote{{Key: "cover", Text: "no effect: no cover saves in close combat"},
		{Key: "ground", Text: "no effect: no cover saves in close combat, so going to ground adds none"}}
	if !slices.Equal(with.NoEffect, want) || len(without.NoEffect) != 0 {
		t.Errorf("notes %v, want %v (and none without)", with.NoEffect, want)
	}
	near(t, "no cover from a Flame template", fail("sv=&cover=4&template=flame&under=1"), 1)
	near(t, "ignores cover", fail("sv=6&cover=4&ignorecover=1"), 5.0/6)
	near(t, "rending takes the armour", fail("sv=2&rending=1")*(5.0/6), 3.0/6*(1.0/6)+2.0/6)
}

// Feel No Pain after the save; Destroyer ignores every save and Feel No
// Pain, and does 2 more wounds to a Titanic target; Monsterbane 1 more to a
// Monster, and re-rolls failed wounds on Monstrous Infantry.
func TestFNPDestroyerMonsterbane(t *testing.T) {
	r := calc(t, "autohit=1&s=4&t=4&sv=&fnp=5&w=5")
	near(t, "fnp", stage(t, r, stDamage).Mean, 0.5*4.0/6)
	r = calc(t, "autohit=1&destroyer=1&s=3&t=8&sv=2&inv=3&fnp=2&target=titanicmonster&w=10")
	near(t, "destroyer", stage(t, r, stDamage).Mean, 5.0/6*3)
	r = calc(t, "autohit=1&monsterbane=1&s=4&t=4&sv=&target=monster&w=5")
	near(t, "monsterbane", stage(t, r, stDamage).Mean, 0.5*2)
	r = calc(t, "autohit=1&monsterbane=1&s=4&t=4&sv=&target=monstrousinfantry&w=5")
	near(t, "monsterbane re-roll", stage(t, r, stDamage).Mean, 0.5+0.5*0.5)
	r = calc(t, "type=assault&autohit=1&melta=1&half=1&s=4&t=4&sv=&target=fortification&w=5")
	near(t, "melta in half range is monsterbane, fortifications are monsters", stage(t, r, stDamage).Mean, 0.5*2)
}

// Fixed rolls: Poisoned 4+ against T8 (the table says 6+) replaces it; a
// Building is wounded only on a 6; the reading fixed=best takes the table
// when it is better.
func TestFixedWoundRolls(t *testing.T) {
	near(t, "poisoned 4+", stage(t, calc(t, "autohit=1&poisoned=4&s=3&t=8"), stWounds).Mean, 3.0/6)
	near(t, "poisoned replaces a better table", stage(t, calc(t, "autohit=1&poisoned=4&s=8&t=3"), stWounds).Mean, 3.0/6)
	near(t, "fixed=best", stage(t, calc(t, "autohit=1&poisoned=4&s=8&t=3&fixed=best"), stWounds).Mean, 5.0/6)
	near(t, "poisoned on a building", stage(t, calc(t, "autohit=1&poisoned=2&s=10&t=7&target=building"), stWounds).Mean, 1.0/6)
	near(t, "sniper on a swarm", stage(t, calc(t, "autohit=1&sniper=3&s=1&t=5&target=swarm"), stWounds).Mean, 4.0/6)
	near(t, "grav 4+", stage(t, calc(t, "autohit=1&grav=1&s=2&t=9&target=monster"), stWounds).Mean, 3.0/6)
}

// Penetration: D6 + S against armour; equal glances, more penetrates, a
// natural 6 at least glances. A lascannon (S9 AP2+) at AV12: 3 glances, 4-6
// penetrate.
func TestPenetration(t *testing.T) {
	r := calc(t, "autohit=1&s=9&ap=2&target=vehicle&av=12&w=3&sv=4")
	near(t, "glance", stage(t, r, stGlancing).Mean, 1.0/6)
	near(t, "pen", stage(t, r, stPenetrating).Mean, 3.0/6)
	res := stage(t, r, stResult)
	if res.Kind != ruleset.Ordinal || res.Values[3] != "Immobilized" {
		t.Errorf("result stage %s %v", res.Kind, res.Values)
	}
	near(t, "weapon disabled on 1-3", res.P(1), 3.0/6*3.0/6)
	near(t, "weapon destroyed on 6", res.P(4), 3.0/6*1.0/6)
	d := stage(t, r, stDamage)
	near(t, "1 wound: the glance (AP2+ takes Sv4+)", d.P(1), 1.0/6)
	near(t, "2 wounds: 1 + disabled or stunned", d.P(2), 3.0/6*4.0/6)
	near(t, "destroyed: 3 wounds", stage(t, r, stDestroyed).P(1), 3.0/6*2.0/6)
	near(t, "explodes on a 6", stage(t, r, stExplodes).P(1), 3.0/6*2.0/6/6)
	// A natural 6 glances what S3 cannot reach; a 1 always fails.
	r = calc(t, "autohit=1&s=3&target=vehicle&av=12")
	near(t, "natural 6", stage(t, r, stGlancing).Mean, 1.0/6)
	near(t, "a 1 fails", stage(t, calc(t, "autohit=1&s=10&target=vehicle&av=10"), stPenetrating).Mean, 5.0/6)
	// Lance counts AV14 as 12; Armourbane rolls 2D6; Ordnance the best of 2D6.
	near(t, "lance", stage(t, calc(t, "autohit=1&s=8&lance=1&target=vehicle&av=14"), stPenetrating).Mean, 2.0/6)
	near(t, "armourbane 2D6+4 > 14", stage(t, calc(t, "autohit=1&s=4&armourbane=1&target=vehicle&av=14"), stPenetrating).Mean, 3.0/36)
	near(t, "ordnance best of 2D6: 6 beats AV13 with S8", stage(t, calc(t, "autohit=1&s=8&ordnance=1&target=vehicle&av=13"), stPenetrating).Mean, 11.0/36)
	// Haywire 4+: glance on 4-5, penetrate on 6.
	r = calc(t, "autohit=1&s=1&haywire=4&target=vehicle&av=14")
	near(t, "haywire glance", stage(t, r, stGlancing).Mean, 2.0/6)
	near(t, "haywire pen", stage(t, r, stPenetrating).Mean, 1.0/6)
}

// The charts' modifiers: AP1+ +1, AP- -2, open-topped +2. A titanic
// vehicle hit at AP- always rolls 4 or less: 1 more wound.
func TestCharts(t *testing.T) {
	r := calc(t, "autohit=1&s=10&target=titanicvehicle&av=10&w=20&sv=")
	near(t, "titanic AP-", stage(t, r, stResult).P(1), 5.0/6)
	r = calc(t, "autohit=1&s=10&ap=1&open=1&target=vehicle&av=10&w=20&sv=")
	res := stage(t, r, stResult)
	near(t, "AP1+ open-topped: 4 on a 1", res.P(2), 5.0/6*1.0/6)
	near(t, "AP1+ open-topped: weapon destroyed on 3+", res.P(4), 5.0/6*4.0/6)
}

// Void Shields: armour 12 while one stands, a penetration only takes it; a
// glance has a 5+ invulnerable save. One S10 hit at a titanic AV14 with one
// shield: 3+ penetrates (the shield falls), a 2 glances (12), saved on 5+.
func TestVoidShields(t *testing.T) {
	r := calc(t, "autohit=1&s=10&target=titanicvehicle&av=14&w=20&sv=&voids=1")
	near(t, "pen", stage(t, r, stPenetrating).Mean, 4.0/6)
	near(t, "wounds", stage(t, r, stDamage).Mean, 1.0/6*4.0/6)
	near(t, "no chart", stage(t, r, stResult).P(0), 1)
	// Two hits: the second meets armour 14 (S10 needs 5+ to penetrate) after a first penetration.
	r = calc(t, "autohit=1&a=2&s=10&target=titanicvehicle&av=14&w=20&sv=&voids=1")
	near(t, "second penetration", stage(t, r, stPenetrating).Mean, 4.0/6+4.0/6*2.0/6+2.0/6*4.0/6)
	if _, err := Calc.Calculate(mustQuery("voids=1")); err == nil || !strings.Contains(err.Error(), "voids") {
		t.Errorf("void shields on infantry: %v", err)
	}
}

// Excess wounds pass to the next model (seed 004, line 343: the chosen model
// takes the unit's wounds until it dies, then the next is chosen); the
// reading excess=lost is kept as an option. Two auto-hitting S8 attacks at
// two Monsters of T4 W3: each wounds on 2+ (5/6) and Monsterbane makes it 2
// wounds. Passed on, both get through for 4 wounds lost (one Monster dead,
// the other hurt): mean 2 × 5/6 × 2 = 10/3. Lost, the second kills the hurt
// Monster and its extra wound goes with it: 3 wounds, so the mean is
// 25/36 × 3 + 10/36 × 2 = 95/36. Either way one Monster dies 25/36 of the time.
const excessQuery = "a=2&autohit=1&monsterbane=1&s=8&t=4&target=monster&w=3&n=2"

func TestExcessReading(t *testing.T) {
	r := calc(t, excessQuery)
	near(t, "passed on", stage(t, r, stDamage).Mean, 10.0/3)
	near(t, "passed on: P(4 wounds)", stage(t, r, stDamage).P(4), 25.0/36)
	near(t, "lost", stage(t, calc(t, excessQuery+"&excess=lost"), stDamage).Mean, 95.0/36)
	near(t, "lost: P(3 wounds)", stage(t, calc(t, excessQuery+"&excess=lost"), stDamage).P(3), 25.0/36)
	near(t, "destroyed", stage(t, r, stDestroyed).Mean, 25.0/36)
	// One wound of 2 into Monsters of 1 wound: two die, or one.
	q := "autohit=1&monsterbane=1&s=8&t=4&sv=&target=monster&w=1&n=3"
	near(t, "spill", stage(t, calc(t, q), stDestroyed).Mean, 5.0/6*2)
	near(t, "lost", stage(t, calc(t, q+"&excess=lost"), stDestroyed).Mean, 5.0/6)
	if f, _ := form().Field("excess"); f.Default != excessSpill {
		t.Errorf("the default reading is %q, the reference's is spill", f.Default)
	}
	if !slices.ContainsFunc(r.Notes, func(n string) bool {
		return strings.Contains(n, "excess=spill") && strings.Contains(n, "nat6=0") && strings.Contains(n, "fixed=replace")
	}) {
		t.Error("the reading is not shown")
	}
}

// Scatter adds 1 to S for the To Wound roll only (seed 004, line 777).
// Two Scatter shots at BS3+ (each hits 4/6) within half range, S4:
//   - at a vehicle of AV10 the penetration roll is D6 + 4, so only a 6
//     glances (1/6) and nothing penetrates: glancing mean 2 × 4/6 × 1/6 = 2/9,
//     P(none) = (1 - 1/9)² = 64/81 (with the +1 wrongly added, a 5 would
//     glance and a 6 penetrate);
//   - at T4 models it wounds as S5, on 3+ (4/6): mean 2 × 4/9 = 8/9,
//     P(none) = (5/9)² = 25/81; beyond half range S4 wounds on 4+: 2 × 1/3.
const (
	scatterVehicleQuery = "type=assault&a=2&bs=3&half=1&scatter=1&s=4&target=vehicle&av=10&w=3"
	scatterModelQuery   = "type=assault&a=2&bs=3&half=1&scatter=1&s=4&t=4&n=2"
)

func TestScatterWoundsOnly(t *testing.T) {
	r := calc(t, scatterVehicleQuery)
	near(t, "glancing", stage(t, r, stGlancing).Mean, 2.0/9)
	near(t, "no glance", stage(t, r, stGlancing).P(0), 64.0/81)
	near(t, "penetrating", stage(t, r, stPenetrating).Mean, 0)
	near(t, "unsaved", stage(t, r, stUnsaved).Mean, 2.0/9)
	stepSaying(t, r, "Scatter: no effect")
	r = calc(t, scatterModelQuery)
	near(t, "wounds", stage(t, r, stWounds).Mean, 8.0/9)
	near(t, "no wound", stage(t, r, stWounds).P(0), 25.0/81)
	stepSaying(t, r, "Scatter +1 within half range")
	r = calc(t, strings.Replace(scatterModelQuery, "half=1&", "", 1))
	near(t, "beyond half range", stage(t, r, stWounds).Mean, 2.0/3)
	stepSaying(t, r, "Scatter: no effect")
}

// Unsaved counts, against a vehicle, the glancing and penetrating hits whose
// save failed or that allowed none, before Feel No Pain. A lascannon hit
// (S9 AP2+) at AV12 with Sv4+ and Feel No Pain 5+: a 3 glances (AP2+
// takes the armour save: no save) and 4-6 penetrate (no armour save): every
// one of the 4/6 is unsaved, whatever Feel No Pain does after.
func TestUnsavedVehicle(t *testing.T) {
	r := calc(t, "autohit=1&s=9&ap=2&target=vehicle&av=12&w=3&sv=4&fnp=5")
	un := stage(t, r, stUnsaved)
	near(t, "unsaved", un.Mean, 4.0/6)
	if un.Label != "Unsaved glancing and penetrating hits" {
		t.Errorf("label %q", un.Label)
	}
	// An invulnerable 4+ saves half of each.
	near(t, "with inv", stage(t, calc(t, "autohit=1&s=9&ap=2&target=vehicle&av=12&w=3&inv=4"), stUnsaved).Mean, 2.0/6)
}

// Every Number and Dice field says why its range is what it is.
func TestBounds(t *testing.T) {
	for _, f := range form().Fields {
		if (f.Kind == ruleset.Number || f.Kind == ruleset.Dice) && f.Bound == "" {
			t.Errorf("field %s has no Bound", f.Key)
		}
	}
}

// Close combat: WS, Attacks with one more per other melee weapon, Extra
// Attack and Shock Assault when charging; Furious Charge adds to the user's
// S before X2.
func TestCloseCombat(t *testing.T) {
	r := calc(t, "mode=cc&type=melee&a=2&extraweapons=1&extraattack=1&charging=1&shockassault=1&models=3")
	near(t, "attacks", stage(t, r, stAttacks).Mean, 15)
	r = calc(t, "mode=cc&type=melee&autohit=1&s=x2&us=3&furious=1&charging=1&t=8&sv=")
	near(t, "S8 vs T8", stage(t, r, stWounds).Mean, 3.0/6)
	near(t, "non-blast grenade: one attack", stage(t, calc(t, "mode=cc&type=grenade&a=3&models=4"), stAttacks).Mean, 4)
	if _, err := Calc.Calculate(mustQuery("mode=cc")); err == nil {
		t.Error("a rapid fire weapon in close combat was accepted")
	}
}

// Tesla: a natural 6 makes 3 hits; Gauss: an Auto Wound (AP-, no cover).
func TestTeslaGauss(t *testing.T) {
	near(t, "tesla hits", stage(t, calc(t, "bs=4&tesla=1"), stHits).Mean, 2.0/6+3.0/6)
	r := calc(t, "bs=4&gauss=1&s=1&t=10&sv=5&ap=2&cover=4")
	near(t, "gauss wounds", stage(t, r, stWounds).Mean, 2.0/6*1.0/6+1.0/6)
	// The Auto Wound keeps the 5+ armour save (AP-) and has no cover: fails 4/6;
	// a rolled wound faces cover 4+: fails 3/6.
	near(t, "gauss unsaved", stage(t, r, stUnsaved).Mean, 2.0/6*1.0/6*3.0/6+1.0/6*4.0/6)
}

// Every field and every step of a calculation cites its reference entry
// (the registry checks that each exists).
func TestEveryRuleCited(t *testing.T) {
	for _, f := range form().Fields {
		if f.Ref == "" {
			t.Errorf("field %s cites no entry", f.Key)
		}
	}
	for _, q := range []string{boltgunQuery, lascannonQuery, heavyQuery, "a=2&gauss=1&rending=1&getshot=1&monsterbane=1&target=monster&fnp=5",
		"mode=cc&type=melee&slow=1&charging=1&shockassault=1", "template=flame&overwatch=1&target=swarm",
		"a=3&s=10&target=titanicvehicle&av=14&w=20&voids=2&destroyer=1"} {
		for _, s := range calc(t, q).Steps {
			if s.Rule == "" {
				t.Errorf("%s: step %q cites no entry", q, s.Text)
			}
		}
	}
}
