package combat

import "auspex/engine/dice"

// Damage is how the wounds that get through hurt the target.
type Damage struct {
	Unit   Unit
	Normal dice.Dist // damage of one unsaved wound, after any reduction
	Mortal dice.Dist // mortal wounds one mortal-wound packet inflicts
	// The chance that each wound lost is ignored (a feel-no-pain roll): against
	// normal damage, and against mortal wounds.
	FNP, MortalFNP float64
	// Contained packets lose their excess with the model, like normal damage,
	// instead of spilling over (10th edition's later Devastating Wounds ruling).
	Contained bool
}

// Lost is the distribution of wounds the unit loses, from the joint
// distribution of (normal unsaved wounds, mortal-wound packets) of the whole
// attack. All normal damage is resolved first, one wound at a time with no
// spill-over; the packets follow and spill over unless Contained.
func (dm Damage) Lost(through dice.Joint) dice.Dist { return dm.LostFrom(dice.Point(0), through) }

// LostFrom is Lost for a unit that has already lost start wounds (a
// distribution: an earlier weapon's damage); the result counts them too. A
// hurt model stays hurt: the next normal damage goes to it first.
func (dm Damage) LostFrom(start dice.Dist, through dice.Joint) dice.Dist {
	total := dm.Unit.Total()
	kept := dm.Normal.Thin(1 - dm.FNP).PMF()
	// v[c] accumulates P(U=u, C=c) times the state after u normal wounds.
	v := make([][]float64, through.MaxY()+1)
	for c := range v {
		v[c] = make([]float64, total+1)
	}
	state := make([]float64, total+1)
	for lost, p := range start.PMF() {
		state[min(lost, total)] += p
	}
	next := make([]float64, total+1)
	for u := 0; u <= through.MaxX(); u++ {
		if u > 0 {
			clear(next)
			for lost, p := range state {
				if p == 0 {
					continue
				}
				for d, q := range kept {
					next[dm.Unit.AfterNormal(lost, d)] += p * q
				}
			}
			state, next = next, state
		}
		for c := range v {
			if w := through.At(u, c); w > 0 {
				for lost, p := range state {
					v[c][lost] += w * p
				}
			}
		}
	}
	// Horner's scheme over the number of packets: f = v0 + M*(v1 + M*(v2 + ...)).
	mortal := dm.Mortal.Thin(1 - dm.MortalFNP).PMF()
	apply := dm.Unit.AfterMortal
	if dm.Contained {
		apply = dm.Unit.AfterNormal
	}
	f := v[len(v)-1]
	for c := len(v) - 2; c >= 0; c-- {
		g := append([]float64(nil), v[c]...)
		for lost, p := range f {
			if p == 0 {
				continue
			}
			for m, q := range mortal {
				g[apply(lost, m)] += p * q
			}
		}
		f = g
	}
	return dice.FromPMF(f)
}

// Destroyed is the distribution of models destroyed, from the wounds lost.
func (u Unit) DestroyedDist(lost dice.Dist) dice.Dist { return lost.Map(u.Destroyed) }
