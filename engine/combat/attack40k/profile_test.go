package attack40k

import (
	"math"
	"math/rand/v2"
	"testing"

	"auspex/engine/combat"
	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// Two attacks hitting on 4+, wounding on 4+, saved on 4+, one damage, into
// one 2-wound model: each attack gets through with chance 1/8.
func basic() Profile {
	t := func(x int) dice.Test {
		return dice.Test{Target: x, MinMod: -1, MaxMod: 1, Unmod1Fails: true, CritAt: 6}
	}
	return Profile{Models: 1, PerModel: dice.MustParse("2"), Hit: t(4), Wound: t(4), Save: dice.Test{Target: 4, CritAt: 7, Unmod1Fails: true},
		Damage: dice.MustParse("1"), Unit: combat.Unit{Models: 1, Wounds: 2}}
}

func TestSequenceExact(t *testing.T) {
	p := basic()
	out := p.Sequence().Run()
	if math.Abs(out.Lost.P(2)-1.0/64) > 1e-15 || math.Abs(out.Destroyed.P(1)-1.0/64) > 1e-15 || math.Abs(out.Unsaved.Mean()-0.25) > 1e-15 {
		t.Fatalf("lost %v, unsaved mean %v", out.Lost.PMF(), out.Unsaved.Mean())
	}
	// Lethal Hits: a 6 to hit wounds outright, so P(wound) per attack is 1/6 + 2/6 × 1/2.
	p.Lethal = true
	if w := p.Sequence().Run().Wounds.Mean(); math.Abs(w-2*(1.0/6+1.0/6)) > 1e-15 {
		t.Fatalf("lethal wounds mean %v", w)
	}
}

// The roller starts from wounds already lost: a model on its last wound dies
// to the first unsaved wound, and no damage die is rolled once the unit is gone.
func TestRollerCarriesLostWounds(t *testing.T) {
	p := basic()
	p.Hit, p.Wound, p.NoSave = dice.Test{Target: 1, CritAt: 7}, dice.Test{Target: 1, CritAt: 7}, true
	var dmg int
	ro := Roller{P: &p, R: rand.New(rand.NewPCG(1, 2)), Group: "line-2", Record: func(stage string, d ruleset.Die) {
		if d.Group != "line-2" {
			t.Errorf("die %+v without its group", d)
		}
		if stage == combat.StageDamage {
			dmg++
		}
	}}
	got := ro.Run(1)
	if got.Lost != 2 || got.Unsaved != 2 || got.Attacks != 2 {
		t.Fatalf("totals %+v", got)
	}
	if dmg != 0 { // fixed damage 1: no dice at all
		t.Fatalf("%d damage dice", dmg)
	}
}
