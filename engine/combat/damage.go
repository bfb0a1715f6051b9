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
	u := dm.Unit
	total := u.Total()
	kept := dm.Normal.Thin(1 - dm.FNP).PMF()
	keptTail := suffixSums(kept)
	// v[c] accumulates P(U=u, C=c) times the state after u normal wounds.
	v := make([][]float64, through.MaxY()+1)
	for c := range v {
		v[c] = make([]float64, total+1)
	}
	state := make([]float64, total+1)
	lo, hi := total, 0 // the state's support
	for lost, p := range start.PMF() {
		state[min(lost, total)] += p
		if p != 0 {
			lo, hi = min(lo, min(lost, total)), max(hi, min(lost, total))
		}
	}
	next := make([]float64, total+1)
	for n := 0; n <= through.MaxX(); n++ {
		if n > 0 {
			clear(next)
			u.spread(next, state, kept, keptTail, false)
			state, next = next, state
			hi = min(total, hi+len(kept)-1)
		}
		for c, w := range through.Row(n) {
			if w == 0 {
				continue
			}
			dst := v[c][lo : hi+1]
			for i, p := range state[lo : hi+1] {
				dst[i] += w * p
			}
		}
	}
	// Horner's scheme over the number of packets: f = v0 + M*(v1 + M*(v2 + ...)).
	mortal := dm.Mortal.Thin(1 - dm.MortalFNP).PMF()
	mortalTail := suffixSums(mortal)
	f := v[len(v)-1]
	for c := len(v) - 2; c >= 0; c-- {
		g := v[c]
		u.spread(g, f, mortal, mortalTail, !dm.Contained)
		f = g
	}
	return dice.FromPMF(f)
}

// suffixSums is tail[k] = p[k] + p[k+1] + ...
func suffixSums(p []float64) []float64 {
	tail := make([]float64, len(p)+1)
	for k := len(p) - 1; k >= 0; k-- {
		tail[k] = tail[k+1] + p[k]
	}
	return tail
}

// spread adds to dst the unit's state src (src[lost] is the chance of lost
// wounds lost) after one more hit whose wounds follow p (tail: its suffix
// sums). spill false: normal damage, whatever exceeds the model being hurt is
// lost with it (AfterNormal); true: mortal wounds that carry on (AfterMortal).
// It works model by model so that no division is needed per cell.
func (u Unit) spread(dst, src, p, tail []float64, spill bool) {
	total, w, k := u.Total(), u.Wounds, len(p)
	for base := 0; base < total; base += w {
		for h := range w {
			x := src[base+h]
			if x == 0 {
				continue
			}
			lost := base + h
			room := w - h // wounds that reach the end of this model
			if spill {
				room = total - lost
			}
			n := min(k, room)
			d := dst[lost : lost+n]
			for i, q := range p[:n] {
				d[i] += x * q
			}
			if n < k {
				dst[lost+room] += x * tail[n]
			}
		}
	}
	dst[total] += src[total]
}

// Destroyed is the distribution of models destroyed, from the wounds lost.
func (u Unit) DestroyedDist(lost dice.Dist) dice.Dist { return lost.Map(u.Destroyed) }
