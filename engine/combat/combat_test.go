package combat

import (
	"math"
	"testing"

	"auspex/engine/dice"
)

// The Fast Dice Rolling example (Core Rules p. 24): a Terminator (W3) that has
// already lost two wounds takes the first failed save and dies; the second goes
// to another model, which loses one wound.
func TestFastDiceRollingAllocation(t *testing.T) {
	u := Unit{Models: 5, Wounds: 3}
	lost := u.AfterNormal(2, 1)
	if lost != 3 || u.Destroyed(lost) != 1 {
		t.Fatalf("first failed save: lost %d, destroyed %d", lost, u.Destroyed(lost))
	}
	lost = u.AfterNormal(lost, 1)
	if lost != 4 || u.Destroyed(lost) != 1 || lost%u.Wounds != 1 {
		t.Fatalf("second failed save: lost %d", lost)
	}
}

// The same page's D3 example: against models of two wounds, damage 1, 2, 3
// destroys two models; 3, 2, 1 destroys two and leaves a third on one wound.
func TestExcessDamageIsLostPerAttack(t *testing.T) {
	u := Unit{Models: 5, Wounds: 2}
	apply := func(ds ...int) int {
		lost := 0
		for _, d := range ds {
			lost = u.AfterNormal(lost, d)
		}
		return lost
	}
	if l := apply(1, 2, 3); u.Destroyed(l) != 2 || l != 4 {
		t.Errorf("1,2,3: lost %d", l)
	}
	if l := apply(3, 2, 1); u.Destroyed(l) != 2 || l != 5 {
		t.Errorf("3,2,1: lost %d, want two destroyed and a third with one wound left", l)
	}
	if l := u.AfterMortal(1, 4); l != 5 {
		t.Errorf("mortal wounds must spill over: lost %d", l)
	}
	if l := u.AfterMortal(9, 4); l != 10 || u.AfterNormal(10, 3) != 10 {
		t.Errorf("a destroyed unit loses nothing more: %d", l)
	}
}

func TestReduction(t *testing.T) {
	for d, want := range map[int][2]int{1: {1, 1}, 2: {1, 1}, 3: {2, 2}, 6: {5, 3}, 7: {6, 4}} {
		if MinusOne.Apply(d) != want[0] || Halve.Apply(d) != want[1] || NoReduction.Apply(d) != d {
			t.Errorf("damage %d: -1 gives %d, half gives %d", d, MinusOne.Apply(d), Halve.Apply(d))
		}
	}
	if _, err := ParseReduction("2"); err == nil {
		t.Error("reduction 2 accepted")
	}
}

// Normal damage first, then mortal wounds that spill: one unsaved wound of 2
// and one packet of 2 mortal wounds against two 3-wound models lose 4 wounds.
// Mortal wounds first would lose only 3.
func TestNormalDamageBeforeMortalWounds(t *testing.T) {
	dm := Damage{Unit: Unit{Models: 2, Wounds: 3}, Normal: dice.Point(2), Mortal: dice.Point(2)}
	lost := dm.Lost(dice.JointPoint(1, 1))
	if lost.P(4) != 1 {
		t.Fatalf("lost %v, want 4 for certain", lost.PMF())
	}
}

// Feel no pain thins each wound; against mortal wounds only, normal damage passes.
func TestFeelNoPain(t *testing.T) {
	u := Unit{Models: 1, Wounds: 10}
	all := Damage{Unit: u, Normal: dice.Point(3), Mortal: dice.Point(1), FNP: 1.0 / 3, MortalFNP: 1.0 / 3}
	if m := all.Lost(dice.JointPoint(1, 0)).Mean(); math.Abs(m-2) > 1e-12 {
		t.Errorf("3 damage with a 5+ FNP: mean %v lost, want 2", m)
	}
	mortalOnly := all
	mortalOnly.FNP = 0
	if m := mortalOnly.Lost(dice.JointPoint(1, 3)).Mean(); math.Abs(m-5) > 1e-12 {
		t.Errorf("3 normal + 3 mortal, FNP against mortal only: mean %v, want 5", m)
	}
}

func TestSequenceStages(t *testing.T) {
	s := Sequence{
		Attacks: dice.Point(4),
		Hits:    dice.Bernoulli(0.5),
		Wounds:  dice.Bernoulli(0.25),
		Through: dice.Along(dice.Bernoulli(0.25)),
		Damage:  Damage{Unit: Unit{Models: 2, Wounds: 1}, Normal: dice.Point(1), Mortal: dice.Point(1)},
	}
	o := s.Run()
	if o.Hits.Mean() != 2 || o.Wounds.Mean() != 1 || o.Unsaved.Mean() != 1 {
		t.Fatalf("means %v %v %v", o.Hits.Mean(), o.Wounds.Mean(), o.Unsaved.Mean())
	}
	// Two 1-wound models: destroyed = min(2, Binomial(4, 1/4)).
	if p := o.Destroyed.P(2); math.Abs(p-(1-math.Pow(0.75, 4)-4*0.25*math.Pow(0.75, 3))) > 1e-12 {
		t.Errorf("P(both destroyed) = %v", p)
	}
	st := o.Stages()
	if len(st) != 6 || st[5].ID != StageDestroyed || st[1].AtLeast[0] != 1 || math.Abs(st[1].AtLeast[4]-1.0/16) > 1e-12 {
		t.Errorf("stages %+v", st[1])
	}
}

// Trials give the same wounds lost as the joint distribution they stand for:
// N attacks of 0-2 trials each, every trial a normal wound, a packet or nothing.
func TestLostFromTrialsMatchesTheJoint(t *testing.T) {
	for _, tc := range []struct {
		attacks, w, n  int
		normal, packet float64
		contained      bool
	}{{12, 3, 4, 0.3, 0.15, false}, {30, 2, 10, 0.5, 0.2, true}, {7, 5, 2, 0, 0.4, false}, {20, 1, 8, 0.6, 0, false}} {
		per := dice.FromPMF([]float64{0.3, 0.5, 0.2})
		one := dice.MixJoint([]float64{1 - tc.normal - tc.packet, tc.normal, tc.packet},
			[]dice.Joint{dice.JointPoint(0, 0), dice.JointPoint(1, 0), dice.JointPoint(0, 1)})
		perJoint := dice.MixJoint(per.PMF(), []dice.Joint{dice.JointPoint(0, 0), one, one.Add(one)})
		attacks := dice.Uniform(tc.attacks-3, tc.attacks)
		dm := Damage{Unit: Unit{Models: tc.n, Wounds: tc.w}, Normal: dice.Uniform(1, 3), Mortal: dice.Uniform(1, 6),
			FNP: 1.0 / 6, MortalFNP: 1.0 / 3, Contained: tc.contained}
		start := dice.FromPMF([]float64{0.5, 0.25, 0.25})
		want := dm.LostFrom(start, dice.CompoundJoint(attacks, perJoint)).PMF()
		got := dm.LostFromTrials(start, attacks.Compound(per), tc.normal, tc.packet).PMF()
		if len(got) != len(want) {
			t.Fatalf("%+v: %d values, want %d", tc, len(got), len(want))
		}
		for k := range want {
			if math.Abs(got[k]-want[k]) > 1e-13 {
				t.Errorf("%+v: P(%d lost) = %v, want %v", tc, k, got[k], want[k])
			}
		}
	}
}

// Waiting mortal wounds: one line whose packets wait and then land is the
// line with its packets after its normal damage (what LostFrom does), by the
// joint and by trials; and a second line's normal damage goes before them.
func TestWaitingIsLostFromForOneLine(t *testing.T) {
	per := dice.FromPMF([]float64{0.3, 0.5, 0.2})
	one := dice.MixJoint([]float64{0.5, 0.3, 0.2}, []dice.Joint{dice.JointPoint(0, 0), dice.JointPoint(1, 0), dice.JointPoint(0, 1)})
	perJoint := dice.MixJoint(per.PMF(), []dice.Joint{dice.JointPoint(0, 0), one, one.Add(one)})
	attacks := dice.Uniform(2, 5)
	dm := Damage{Unit: Unit{Models: 4, Wounds: 3}, Normal: dice.Uniform(1, 3), Mortal: dice.Uniform(1, 3), FNP: 1.0 / 6, MortalFNP: 1.0 / 3}
	start := dice.FromPMF([]float64{0.5, 0.25, 0.25})
	want := dm.LostFrom(start, dice.CompoundJoint(attacks, perJoint)).PMF()
	for _, got := range [][]float64{
		dm.Wait(NewWaiting(dm.Unit, start), dice.CompoundJoint(attacks, perJoint)).Lost().PMF(),
		dm.WaitTrials(NewWaiting(dm.Unit, start), attacks.Compound(per), 0.3, 0.2).Lost().PMF(),
	} {
		for k := range want {
			if math.Abs(got[k]-want[k]) > 1e-13 {
				t.Fatalf("P(%d lost) = %v, want %v", k, got[k], want[k])
			}
		}
	}
	// Two W2 models, no save: one mortal wound waits, then a 2-damage wound
	// kills a model; the mortal wound hurts the other: 3 lost.
	u := Unit{Models: 2, Wounds: 2}
	w := Damage{Unit: u, Normal: dice.Point(1), Mortal: dice.Point(1)}.Wait(NewWaiting(u, dice.Point(0)), dice.JointPoint(0, 1))
	w = Damage{Unit: u, Normal: dice.Point(2), Mortal: dice.Point(1)}.Wait(w, dice.JointPoint(1, 0))
	if w.Lost().P(3) != 1 {
		t.Errorf("lost %v, want 3 for certain", w.Lost().PMF())
	}
}
