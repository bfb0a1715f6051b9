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

// The trial shortcuts give what the joint distribution gives, for Devastating
// Wounds with and without Lethal Hits and Sustained Hits, random attacks, a
// hurt unit and both rulings.
func TestTrialsAgreeWithTheJoint(t *testing.T) {
	for _, c := range []struct {
		lethal, devSave bool
		sus, a          string
	}{{false, false, "0", "3"}, {false, true, "1", "D6"}, {true, false, "0", "2D3"}, {true, true, "0", "4"}, {false, false, "D3", "2"}} {
		p := basic()
		p.Models, p.PerModel, p.Sus, p.Lethal, p.Dev, p.DevSave = 3, dice.MustParse(c.a), dice.MustParse(c.sus), c.lethal, true, c.devSave
		p.Wound.CritAt, p.Damage, p.FNP, p.Unit = 5, dice.MustParse("D3"), 5, combat.Unit{Models: 4, Wounds: 3}
		seq := p.Sequence()
		if seq.Trials == nil {
			t.Fatalf("%+v: no trials", c)
		}
		start := dice.FromPMF([]float64{0.5, 0.3, 0.2})
		fast := seq.RunFrom(start)
		seq.Trials = nil
		slow := seq.RunFrom(start)
		for name, pair := range map[string][2]dice.Dist{"lost": {fast.Lost, slow.Lost}, "unsaved": {fast.Unsaved, slow.Unsaved}} {
			a, b := pair[0].PMF(), pair[1].PMF()
			if len(a) != len(b) {
				t.Fatalf("%+v %s: %d values, want %d", c, name, len(a), len(b))
			}
			for k := range a {
				if math.Abs(a[k]-b[k]) > 1e-13 {
					t.Errorf("%+v %s: P(%d) = %v, joint %v", c, name, k, a[k], b[k])
				}
			}
		}
	}
}
