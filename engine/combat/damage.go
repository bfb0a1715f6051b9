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
	return dice.FromPMF(dm.lostFrom(dm.Unit, dm.Unit.flat(start), through))
}

// lostFrom is LostFrom in the space sp, from the state start.
func (dm Damage) lostFrom(sp space, start []float64, through dice.Joint) []float64 {
	size := sp.size()
	kept := dm.Normal.Thin(1 - dm.FNP).PMF()
	keptTail := suffixSums(kept)
	// v[c] accumulates P(U=u, C=c) times the state after u normal wounds.
	v := make([][]float64, through.MaxY()+1)
	for c := range v {
		v[c] = make([]float64, size)
	}
	state := append([]float64(nil), start...)
	lo, hi := size-1, 0 // the state's support
	for i, p := range state {
		if p != 0 {
			lo, hi = min(lo, i), max(hi, i)
		}
	}
	_, oneD := sp.(Unit)
	if !oneD { // the support does not grow in one direction: take it all
		lo, hi = 0, size-1
	}
	next := make([]float64, size)
	for n := 0; n <= through.MaxX(); n++ {
		if n > 0 {
			clear(next)
			sp.normal(next, state, kept, keptTail)
			state, next = next, state
			if oneD {
				hi = min(size-1, hi+len(kept)-1)
			}
		}
		for c, w := range through.Row(n) {
			if w == 0 {
				continue
			}
			axpy(v[c][lo:hi+1], state[lo:hi+1], w)
		}
	}
	// Horner's scheme over the number of packets: f = v0 + M*(v1 + M*(v2 + ...)).
	return dm.packets(sp, v)
}

// LostFromTrials is LostFrom when the unsaved wounds and packets come from
// trials (hits rolling to wound) independent of each other: trials is the
// distribution of their number, and each is a normal unsaved wound with
// chance normal, a packet with chance packet. Given h trials and c packets,
// the other h-c trials are each a normal wound with chance
// normal/(1-packet), so the state after the normal damage is W[h-c], with
// W[m] the state after m such trials: one spread per trial instead of the
// joint distribution of (normal wounds, packets).
func (dm Damage) LostFromTrials(start, trials dice.Dist, normal, packet float64) dice.Dist {
	return dice.FromPMF(dm.lostFromTrials(dm.Unit, dm.Unit.flat(start), trials, normal, packet))
}

// lostFromTrials is LostFromTrials in the space sp, from the state start.
func (dm Damage) lostFromTrials(sp space, start []float64, trials dice.Dist, normal, packet float64) []float64 {
	size := sp.size()
	kept := dm.Normal.Thin(1 - dm.FNP).PMF()
	keptTail := suffixSums(kept)
	q := 0.0 // a trial that is not a packet is a normal wound
	if packet < 1 {
		q = normal / (1 - packet)
	}
	hs := trials.PMF()
	most := len(hs) - 1
	if hs[most] == 1 {
		return dm.lostFromFixedTrials(sp, start, most, q, packet, kept, keptTail)
	}
	w := make([][]float64, most+1)
	w[0] = append([]float64(nil), start...)
	for m := 1; m <= most; m++ {
		next := make([]float64, size)
		sp.normal(next, w[m-1], kept, keptTail)
		for i, p := range w[m-1] {
			next[i] = (1-q)*p + q*next[i]
		}
		w[m] = next
	}
	// v[c] = sum over h of P(h trials) P(c packets of h) W[h-c]; bin is the
	// binomial row of h trials, built up one trial at a time.
	v := make([][]float64, most+1)
	for c := range v {
		v[c] = make([]float64, size)
	}
	bin := make([]float64, most+1)
	bin[0] = 1
	for h, ph := range hs {
		if h > 0 {
			dice.BinomialStep(bin, h, 1-packet, packet)
		}
		if ph == 0 {
			continue
		}
		for c, pc := range bin[:h+1] {
			if wt := ph * pc; wt != 0 {
				axpy(v[c], w[h-c], wt)
			}
		}
	}
	return dm.packets(sp, v)
}

// lostFromFixedTrials is LostFromTrials for exactly n trials: v[c] is then
// Bin(c; n, packet) W[n-c], and Horner's scheme over c from n down to 0 meets
// W[0], W[1], ... in order, so each W is made as it is needed and none is kept.
func (dm Damage) lostFromFixedTrials(sp space, start []float64, n int, q, packet float64, kept, keptTail []float64) []float64 {
	size := sp.size()
	bin := dice.BinomialRow(n, 1-packet, packet) // Bin(c; n, packet)
	mortal := dm.Mortal.Thin(1 - dm.MortalFNP).PMF()
	mortalTail := suffixSums(mortal)
	cur, tmp := append([]float64(nil), start...), make([]float64, size)
	f, g := make([]float64, size), make([]float64, size)
	for i, p := range cur {
		f[i] = bin[n] * p
	}
	for c := n - 1; c >= 0; c-- {
		clear(tmp)
		sp.normal(tmp, cur, kept, keptTail)
		for i, p := range cur {
			cur[i] = (1-q)*p + q*tmp[i]
		}
		for i, p := range cur {
			g[i] = bin[c] * p
		}
		sp.mortal(g, f, mortal, mortalTail, !dm.Contained)
		f, g = g, f
	}
	return f
}

// packets applies the mortal-wound packets by Horner's scheme: v[c] is the
// state after all normal damage, weighted by the chance of c packets.
func (dm Damage) packets(sp space, v [][]float64) []float64 {
	mortal := dm.Mortal.Thin(1 - dm.MortalFNP).PMF()
	mortalTail := suffixSums(mortal)
	f := v[len(v)-1]
	for c := len(v) - 2; c >= 0; c-- {
		g := v[c]
		sp.mortal(g, f, mortal, mortalTail, !dm.Contained)
		f = g
	}
	return f
}

// axpy adds a·src to dst (as long as src), four cells a step: this loop is
// most of the work of LostFrom, and in the wasm each step's overhead counts.
func axpy(dst, src []float64, a float64) {
	dst = dst[:len(src)]
	i := 0
	for ; i+4 <= len(src); i += 4 {
		s, d := src[i:i+4:i+4], dst[i:i+4:i+4]
		d[0] += a * s[0]
		d[1] += a * s[1]
		d[2] += a * s[2]
		d[3] += a * s[3]
	}
	for ; i < len(src); i++ {
		dst[i] += a * src[i]
	}
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
			d := dst[lost : lost+n] // short (one damage roll): inline, not axpy
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
