package wh40k9

import (
	"errors"
	"math"
	"math/rand/v2"
	"net/url"
	"slices"
	"strings"
	"testing"

	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

func mustQuery(s string) url.Values {
	q, err := url.ParseQuery(s)
	if err != nil {
		panic(err)
	}
	return q
}

func calc(t *testing.T, query string) *ruleset.Result {
	t.Helper()
	res, err := Calc.Calculate(mustQuery(query))
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return res
}

func dist(t *testing.T, r *ruleset.Result, id string) dice.Dist {
	t.Helper()
	s := r.Stage(id)
	if s == nil {
		t.Fatalf("no stage %q", id)
	}
	return dice.FromPMF(s.PMF)
}

// near fails unless got is want to within 1e-12.
func near(t *testing.T, what string, got, want float64) {
	if t.Helper(); math.Abs(got-want) > 1e-12 {
		t.Errorf("%s = %.15g, want %.15g", what, got, want)
	}
}

// stepSaying is the first step whose text holds text.
func stepSaying(t *testing.T, r *ruleset.Result, text string) ruleset.Reason {
	t.Helper()
	i := slices.IndexFunc(r.Steps, func(s ruleset.Reason) bool { return strings.Contains(s.Text, text) })
	if i < 0 {
		t.Fatalf("no step says %q; steps: %+v", text, r.Steps)
	}
	return r.Steps[i]
}

// Ten boltguns (Rapid Fire 1, BS 3+, S4, AP -1) within half range at ten
// T4 Sv 3+ models: 20 attacks. Each hits on 3+ (2/3), wounds on 4+ (1/2) and
// beats the 4+ save after AP (1/2): 1/6 of an attack gets through.
func TestRapidFireBoltguns(t *testing.T) {
	r := calc(t, "models=10&a=1&half=1&s=4&ap=-1&t=4&sv=3&w=1&n=10")
	a := dist(t, r, "attacks")
	near(t, "attacks", a.P(20), 1)
	un := dist(t, r, "unsaved")
	near(t, "mean unsaved", un.Mean(), 20.0/6)
	near(t, "P(no unsaved)", un.P(0), math.Pow(5.0/6, 20))
	// Out of half range: 10 attacks.
	near(t, "attacks beyond half range", dist(t, calc(t, "models=10&a=1"), "attacks").Mean(), 10)
	// Half range doubles Rapid Fire only.
	near(t, "assault at half range", dist(t, calc(t, "models=10&a=1&type=assault&half=1"), "attacks").Mean(), 10)
}

// Blast: D6 attacks. Against 5 models, D6 (mean 7/2); against 6, at least 3:
// faces 1-3 count 3, so mean (3+3+3+4+5+6)/6 = 4; against 11, always 6.
// 2D3 Rapid Fire within half range against 6: 2D3 of 2 (1/9) counts 3, then
// doubled: P(6 attacks) = P(2) + P(3) = 1/9 + 2/9.
func TestBlast(t *testing.T) {
	near(t, "5 models", dist(t, calc(t, "a=D6&blast=1&n=5&type=heavy"), "attacks").Mean(), 3.5)
	six := dist(t, calc(t, "a=D6&blast=1&n=6&type=heavy"), "attacks")
	near(t, "6 models: mean", six.Mean(), 4)
	near(t, "6 models: P(3)", six.P(3), 0.5)
	near(t, "11 models", dist(t, calc(t, "a=D6&blast=1&n=11&type=heavy"), "attacks").P(6), 1)
	rf := dist(t, calc(t, "a=2D3&blast=1&n=6&half=1"), "attacks")
	near(t, "rapid blast P(6)", rf.P(6), 3.0/9)
	near(t, "rapid blast P(12)", rf.P(12), 1.0/9)
	if rf.Min() != 6 {
		t.Errorf("rapid blast least %d, want 6", rf.Min())
	}
	// A fixed Blast 1 still makes 3 against 6 models, two models 6.
	near(t, "blast 1", dist(t, calc(t, "models=2&a=1&blast=1&n=6&type=heavy"), "attacks").P(6), 1)
	// Random attacks are rolled per model: two models with D3 make 2D3.
	near(t, "2 × D3: P(2)", dist(t, calc(t, "models=2&a=D3&type=assault"), "attacks").P(2), 1.0/9)
}

// Hit modifiers, held to ±1 after all are added; an unmodified 1 misses and
// an unmodified 6 hits whatever the modifiers.
func TestHitModifiers(t *testing.T) {
	hit := func(q string) float64 { return dist(t, calc(t, q), "hits").Mean() }
	near(t, "Heavy, moved: 4+", hit("type=heavy&moved=1"), 3.0/6)
	near(t, "Heavy, moved, -1 more: held to -1", hit("type=heavy&moved=1&hitmod=-1"), 3.0/6)
	near(t, "Heavy, moved, +1: net 0", hit("type=heavy&moved=1&hitmod=1"), 4.0/6)
	near(t, "Heavy, moved, Vehicle: no penalty", hit("type=heavy&moved=1&vm=1"), 4.0/6)
	near(t, "Big Guns Never Tire", hit("type=heavy&vm=1&engaged=1"), 3.0/6)
	near(t, "Big Guns Never Tire, moved too: held", hit("type=heavy&vm=1&engaged=1&moved=1&hitmod=-1"), 3.0/6)
	near(t, "Rapid Fire of a Vehicle engaged: no penalty", hit("vm=1&engaged=1"), 4.0/6)
	near(t, "Assault, Advanced", hit("type=assault&advanced=1"), 3.0/6)
	near(t, "Pistol engaged", hit("type=pistol&engaged=1"), 4.0/6)
	near(t, "BS 6+ at -1: only the 6", hit("bs=6&hitmod=-1"), 1.0/6)
	near(t, "BS 2+ at +1: the 1 still misses", hit("bs=2&hitmod=1"), 5.0/6)
	// Re-rolling 1s at 3+: 4/6 + 1/6 × 4/6 = 7/9.
	near(t, "re-roll 1s", hit("hitrr=1"), 7.0/9)
	r := calc(t, "type=heavy&moved=1&hitmod=-1")
	if s := stepSaying(t, r, "net -2, capped at -1"); s.Rule != "hit-roll" {
		t.Errorf("the step names rule %q", s.Rule)
	}
}

// The wound table: S ≥ 2T 2+, S > T 3+, S = T 4+, S < T 5+, S ≤ T/2 6+; the
// modifier held to ±1; a 1 always fails, a 6 always wounds.
func TestWoundTable(t *testing.T) {
	w := func(q string) float64 { return dist(t, calc(t, "bs=2&hitrr=fail&"+q), "wounds").Mean() / (35.0 / 36) }
	for _, c := range []struct {
		q    string
		want float64
	}{{"s=8&t=4", 5.0 / 6}, {"s=5&t=4", 4.0 / 6}, {"s=4&t=4", 3.0 / 6}, {"s=4&t=7", 2.0 / 6}, {"s=4&t=8", 1.0 / 6},
		{"s=3&t=6", 1.0 / 6}, {"s=8&t=4&woundmod=1", 5.0 / 6}, {"s=3&t=6&woundmod=-1", 1.0 / 6}, {"s=4&t=4&woundmod=-1", 2.0 / 6}} {
		near(t, c.q, w(c.q), c.want)
	}
}

// Saves: AP worsens the armour save only; cover adds 1 to the armour save
// only, and not to a Save of 3+ or better against AP 0; the better save is used.
func TestSaves(t *testing.T) {
	// bs=2 with re-rolled failures hits 35/36; s=8 vs t=4 wounds 5/6.
	through := func(q string) float64 {
		return dist(t, calc(t, "bs=2&hitrr=fail&s=8&t=4&"+q), "unsaved").Mean() / (35.0 / 36 * 5.0 / 6)
	}
	near(t, "Sv 3+ AP -1", through("sv=3&ap=-1"), 3.0/6)
	near(t, "Sv 3+ AP 0 in cover: no benefit", through("sv=3&cover=1"), 2.0/6)
	near(t, "Sv 4+ AP 0 in cover: 3+", through("sv=4&cover=1"), 2.0/6)
	near(t, "Sv 3+ AP -1 in cover: 3+", through("sv=3&ap=-1&cover=1"), 2.0/6)
	// A 6 to wound with AP 1 better turns AP 0 into AP -1, so cover counts again:
	// 5/6 of wounds face the 3+ (fail 2/6), 1/6 face 3+ (AP -1, +1 cover: fail 2/6).
	near(t, "better AP on a 6 brings cover back", through("sv=3&cover=1&wound6ap=1"), 2.0/6)
	near(t, "Sv 4+ AP -3 in cover: 6+, but the 5+ invulnerable is better", through("sv=4&ap=3&cover=1&inv=5"), 4.0/6)
	near(t, "invulnerable 4+ against AP -4", through("sv=2&ap=-4&inv=4"), 3.0/6)
	near(t, "no save", through("sv=7"), 1)
	near(t, "Sv 2+ AP -1 in cover: the 1 still fails", through("sv=2&ap=-1&cover=1"), 1.0/6)
	// Re-rolling failed 4+ saves: fail (1/2)².
	near(t, "save re-rolls", through("sv=4&saverr=fail"), 1.0/4)
}

// Unmodified 6s. One attack at BS 2+ (5/6 to hit), S8 vs T4 (wound 2+: a
// 6 with 1/6, another success 4/6), D1, against two 1-wound models.
func TestSixToWound(t *testing.T) {
	// Better AP on a 6: Sv 3+ fails 2/6; a 6 to wound with AP -2 faces a 5+, failing 4/6.
	// P(unsaved) = 5/6 × (4/6 × 2/6 + 1/6 × 4/6) = 5/6 × 12/36 = 5/18.
	near(t, "wound6ap", dist(t, calc(t, "bs=2&s=8&t=4&sv=3&wound6ap=2&n=2"), "unsaved").Mean(), 5.0/18)

	// One mortal wound in addition, against Sv 2+ (fails 1/6): a 6 to wound
	// takes 2 wounds if the save fails and 1 if not.
	// E[lost] = 5/6 × (4/6 × 1/6 + 1/6 × (1/6 × 2 + 5/6 × 1)) = 5/6 × 11/36 = 55/216.
	add := calc(t, "bs=2&s=8&t=4&sv=2&wound6mw=1&n=2")
	near(t, "mortal wounds in addition", dist(t, add, "damage").Mean(), 55.0/216)
	// The unsaved wounds are the failed saves only: 5/6 × 5/6 × 1/6.
	near(t, "in addition: unsaved", dist(t, add, "unsaved").Mean(), 25.0/216)
	// Instead: the 6 to wound deals its mortal wound and no save is taken.
	// E[lost] = 5/6 × (4/6 × 1/6 + 1/6) = 50/216; every such wound is unsaved.
	inst := calc(t, "bs=2&s=8&t=4&sv=2&wound6mw=1&wound6mode=instead&n=2")
	near(t, "mortal wounds instead", dist(t, inst, "damage").Mean(), 50.0/216)
	near(t, "instead: unsaved", dist(t, inst, "unsaved").Mean(), 50.0/216)
	// Damage reduction halves D2 to 1 but leaves 2 mortal wounds alone; the
	// feel-no-pain 4+ halves both. Against one model of 10 wounds, no save:
	// E = 5/6 × (5/6 × 1 + 1/6 × 2) × 1/2 = 5/6 × 7/6 × 1/2 = 35/72.
	near(t, "reduction spares mortal wounds", dist(t, calc(t, "bs=2&s=8&t=4&sv=7&d=2&dr=half&wound6mw=2&fnp=4&w=10"), "damage").Mean(), 35.0/72)
}

// Unmodified 6s to hit. BS 6+: only the 6 hits, and with 2 extra hits it
// makes 3. A 6 that wounds automatically at BS 4+ with S4 vs T8 (6+):
// E[wounds] = 1/6 + 2/6 × 1/6 = 2/9, and it never sets off a 6-to-wound effect.
func TestSixToHit(t *testing.T) {
	h := dist(t, calc(t, "bs=6&hit6x=2"), "hits")
	near(t, "P(3 hits)", h.P(3), 1.0/6)
	near(t, "P(1 hit)", h.P(1), 0)
	near(t, "auto wounds", dist(t, calc(t, "bs=4&s=4&t=8&hit6w=1"), "wounds").Mean(), 2.0/9)
	// With S1 vs T10 the only wounds are the automatic ones and 6s to wound;
	// instead-mortal wounds come only from the rolled ones: 2/6 × 1/6 per attack,
	// while the automatic 1/6 faces the 2+ save (fails 1/6).
	r := calc(t, "bs=4&s=1&t=10&sv=2&hit6w=1&wound6mw=1&wound6mode=instead&w=5")
	near(t, "automatic wounds are not 6s to wound", dist(t, r, "damage").Mean(), 2.0/36+1.0/36)
	// Extra hits roll to wound; the 6 itself wounds automatically. BS 6+, 1
	// extra hit, S4 vs T8: E[wounds] = 1/6 × (1 + 1/6).
	near(t, "extra hits roll to wound", dist(t, calc(t, "bs=6&hit6x=1&hit6w=1&s=4&t=8"), "wounds").Mean(), 7.0/36)
}

// 9th edition resolves an attack's mortal wounds right after its normal
// damage. Two attacks at BS 2+, S8 vs T4, no save, D2, 2 mortal wounds in
// addition on a 6 to wound, against two models of 3 wounds. Each attack
// does nothing (1/6 + 5/6 × 1/6 = 11/36), normal damage N (5/6 × 4/6 =
// 20/36), or N then 2 mortal wounds, NM (5/6 × 1/6 = 5/36). Wounds lost:
//
//	none 0; one N 2; one NM 4 (2, then 1 kills the first model and 1 carries on);
//	N,N 3 (the second 2 kills the hurt model, the excess is lost); N,NM 5;
//	NM,N 6 (the second model, hurt 1, takes 2 and dies); NM,NM 6.
//
// Resolving all normal damage first would make NM,N 5, not 6.
// E = (2×11×20×2 + 2×11×5×4 + 20²×3 + 20×5×5 + 5×20×6 + 5²×6) / 36² = 3770/1296.
func TestMortalWoundsFollowTheirAttack(t *testing.T) {
	r := calc(t, "a=2&bs=2&s=8&t=4&sv=7&d=2&wound6mw=2&w=3&n=2&type=assault")
	lost := dist(t, r, "damage")
	near(t, "mean wounds lost", lost.Mean(), 3770.0/1296)
	near(t, "P(6)", lost.P(6), 125.0/1296)
	near(t, "P(5)", lost.P(5), 100.0/1296)
	near(t, "P(3)", lost.P(3), 400.0/1296)
	near(t, "P(whole unit)", dist(t, r, "destroyed").P(2), 125.0/1296)
	near(t, "kill figure", r.Headline[2].Value, 125.0/1296)
}

// What the rules forbid is refused, naming the key to change.
func TestRefusals(t *testing.T) {
	for q, key := range map[string]string{
		"advanced=1":                                     "type",
		"type=heavy&advanced=1":                          "type",
		"engaged=1":                                      "type",
		"type=grenade&models=2":                          "models",
		"type=melee&blast=1":                             "blast",
		"vm=1&engaged=1&type=heavy&blast=1":              "blast",
		"models=40&a=6&half=1":                           "a",
		"models=20&a=6&hit6x=6&type=heavy":               "hit6x",
		"n=30&w=11":                                      "n",
		"a=2&2.a=1&2.type=heavy&advanced=1&type=assault": "2.type",
		"bs=1":                              "bs",
		"wound6mode=x":                      "wound6mode",
		"wound6ap=7":                        "wound6ap",
		"hit6x=D7":                          "hit6x",
		"hitmod=4":                          "hitmod",
		"type=melee&overwatch=1":            "overwatch",
		"type=pistol&engaged=1&overwatch=1": "engaged",
		"type=grenade&models=10":            "models",
	} {
		_, err := Calc.Calculate(mustQuery(q))
		var fe *ruleset.FieldError
		if !errors.As(err, &fe) || fe.Key != key || fe.Allowed == "" || fe.Why == "" {
			t.Errorf("%s: %v, want a field error naming %s, with a reason", q, err, key)
		}
	}
	// The grenade's refusal says the rule in a player's words.
	_, err := Calc.Calculate(mustQuery("type=grenade&models=10"))
	if fe := new(ruleset.FieldError); !errors.As(err, &fe) || !strings.Contains(fe.Why, "only one model in a unit throws a Grenade") {
		t.Errorf("grenade of 10 models: %v", err)
	}
	for _, q := range []string{"hitmod=-2", "woundmod=3", "type=pistol&engaged=1", "vm=1&engaged=1&type=heavy", "type=assault&advanced=1", "type=melee&advanced=1&engaged=1",
		"type=grenade&a=D6&blast=1&n=11"} {
		if _, err := Calc.Calculate(mustQuery(q)); err != nil {
			t.Errorf("%s: %v", q, err)
		}
	}
}

// Every field's help links to a reference entry once the ruleset has them.
func TestRefsNameEntries(t *testing.T) {
	r := New()
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, f := range form.Fields {
		if f.Ref == "" || f.Help == "" || f.Label == "" {
			t.Errorf("field %s: ref %q, help %q", f.Key, f.Ref, f.Help)
		}
	}
}

// Issue 30: the hit and wound modifiers take the player's sum, -3..+3, and the
// total is capped at ±1 (Core Rules, Making Attacks): Heavy moved (-1) with +2
// of buffs is a net +1, so BS 3+ hits on 2+: 5/6. +3 alone is capped too.
func TestModifierSumsAreCapped(t *testing.T) {
	hit := func(q string) float64 { return dist(t, calc(t, q), "hits").Mean() }
	near(t, "Heavy moved, +2 of buffs: net +1", hit("type=heavy&moved=1&hitmod=2"), 5.0/6)
	near(t, "+3 capped at +1", hit("hitmod=3"), 5.0/6)
	near(t, "-3 capped at -1", hit("hitmod=-3"), 3.0/6)
	stepSaying(t, calc(t, "hitmod=3"), "net +3, capped at +1")
	w := func(q string) float64 { return dist(t, calc(t, "bs=2&hitrr=fail&"+q), "wounds").Mean() / (35.0 / 36) }
	near(t, "wound -2 capped at -1", w("woundmod=-2"), 2.0/6)
	stepSaying(t, calc(t, "woundmod=-2"), "net -2, capped at -1")
}

// Issue 30: a 7+ save in cover is a 6+ (the +1 takes the roll above 6: Core
// Rules, Dice, 002 line 543), the same as Sv 3+ against AP -4 in cover. One
// attack, 2/3 to hit, 1/2 to wound: 2/3·1/2·5/6 = 5/18 unsaved; with no cover
// no save: 1/3.
func TestSevenPlusSaveInCover(t *testing.T) {
	unsaved := func(q string) float64 { return dist(t, calc(t, q), "unsaved").Mean() }
	near(t, "Sv 7+ in cover", unsaved("sv=7&cover=1"), 5.0/18)
	near(t, "Sv 3+, AP -4, in cover", unsaved("sv=3&ap=4&cover=1"), 5.0/18)
	near(t, "Sv 7+ in the open", unsaved("sv=7"), 1.0/3)
	stepSaying(t, calc(t, "sv=7&cover=1"), "a 7+ save is a save all the same")
}

// Issue 30: a weapon that hits automatically makes no hit roll (9th edition
// core rules): 3 attacks, S4 against T4, Sv 7+: 3 hits, 3/2 wounds, 3/2
// unsaved. Extra hits on a 6 never happen: no roll, no 6.
func TestAutomaticHits(t *testing.T) {
	r := calc(t, "type=assault&a=3&auto=1&sv=7&hit6x=2&hitmod=-1&bs=6")
	near(t, "hits", dist(t, r, "hits").Mean(), 3)
	near(t, "wounds", dist(t, r, "wounds").Mean(), 3.0/2)
	near(t, "unsaved", dist(t, r, "unsaved").Mean(), 3.0/2)
	stepSaying(t, r, "hits automatically: no hit roll")
	stepSaying(t, r, "hit6x: no effect")
	log, err := Calc.Roll(mustQuery("type=assault&a=3&auto=1"), rand.New(rand.NewPCG(1, 2)))
	if err != nil || len(log.Stage("hits").Dice) != 0 || log.Stage("hits").Total != 3 {
		t.Errorf("roll: %v, %+v", err, log)
	}
}

// Issue 30: Fire Overwatch hits only on an unmodified 6 (9th edition core
// rules), whatever the BS and modifiers: 1/6 per attack; re-rolling failures,
// 1/6 + 5/6·1/6 = 11/36. A weapon that hits automatically still does.
func TestFireOverwatch(t *testing.T) {
	hit := func(q string) float64 { return dist(t, calc(t, q), "hits").Mean() }
	near(t, "overwatch at BS 2+ and +1", hit("bs=2&hitmod=1&overwatch=1"), 1.0/6)
	near(t, "overwatch re-rolling failures", hit("overwatch=1&hitrr=fail"), 11.0/36)
	near(t, "overwatch, hits automatically", hit("type=assault&auto=1&overwatch=1"), 1)
	stepSaying(t, calc(t, "overwatch=1&hitmod=1"), "hitmod: no effect")
}
