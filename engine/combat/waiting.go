package combat

import "auspex/engine/dice"

// space is where the damage algorithms keep a unit's state: a vector of
// chances, moved by normal damage and by mortal wounds. A Unit is the plain
// space (the wounds lost); waiting is the space in which mortal wounds wait
// for the end of a unit's attacks.
type space interface {
	size() int
	// normal adds to dst the state src after one wound's normal damage
	// following p (tail: its suffix sums); mortal, after one packet of mortal
	// wounds (spill: they carry on to the next model).
	normal(dst, src, p, tail []float64)
	mortal(dst, src, p, tail []float64, spill bool)
}

func (u Unit) size() int { return u.Total() + 1 }

func (u Unit) normal(dst, src, p, tail []float64) { u.spread(dst, src, p, tail, false) }

func (u Unit) mortal(dst, src, p, tail []float64, spill bool) { u.spread(dst, src, p, tail, spill) }

// flat is the state of a unit that has lost start wounds.
func (u Unit) flat(start dice.Dist) []float64 {
	total := u.Total()
	s := make([]float64, total+1)
	for lost, p := range start.PMF() {
		s[min(lost, total)] += p
	}
	return s
}

// Waiting is a unit's state while the mortal wounds of its attackers wait
// until all their normal damage is done (10th edition's Devastating Wounds
// under the launch text: they are applied once the whole unit has attacked).
// Mortal wounds carry on from model to model, so what they finally take is
// min(total, N + M), with N the wounds lost to normal damage and M the
// mortal wounds waiting (after feel-no-pain). Normal damage depends only on
// how hurt the model in front is (N mod W) until the unit runs out, so the
// state is the pair (N mod W, N + M held at the total): W × (total + 1)
// chances, P[r*(total+1)+s].
type Waiting struct {
	Unit Unit
	P    []float64
}

// NewWaiting is the state of a unit that has lost start wounds, none waiting.
func NewWaiting(u Unit, start dice.Dist) Waiting {
	w := Waiting{Unit: u, P: make([]float64, u.Wounds*(u.Total()+1))}
	for lost, p := range u.flat(start) {
		w.P[(lost%u.Wounds)*(u.Total()+1)+lost] += p
	}
	return w
}

// Lost is the wounds the unit has lost once the waiting mortal wounds land.
func (w Waiting) Lost() dice.Dist {
	width := w.Unit.Total() + 1
	out := make([]float64, width)
	for i, p := range w.P {
		out[i%width] += p
	}
	return dice.FromPMF(out)
}

// waiting is the space of a Waiting state.
type waiting struct{ u Unit }

func (sp waiting) size() int { return sp.u.Wounds * (sp.u.Total() + 1) }

// normal: from (r, s), damage d < W-r hurts the model further, (r+d, s+d);
// more destroys it, (0, s+W-r), the excess lost. s is held at the total.
func (sp waiting) normal(dst, src, p, tail []float64) {
	w, total := sp.u.Wounds, sp.u.Total()
	width, k := total+1, len(p)
	for r := range w {
		row := src[r*width : (r+1)*width]
		room := w - r
		for s, x := range row {
			if x == 0 {
				continue
			}
			if s == total { // the unit is gone, whatever comes
				dst[r*width+total] += x
				continue
			}
			for d, q := range p[:min(k, room)] {
				dst[(r+d)*width+min(total, s+d)] += x * q
			}
			if room < k {
				dst[min(total, s+room)] += x * tail[room]
			}
		}
	}
}

// mortal: mortal wounds wait, so they add to s alone and never change r.
func (sp waiting) mortal(dst, src, p, tail []float64, _ bool) {
	w, total := sp.u.Wounds, sp.u.Total()
	width, k := total+1, len(p)
	for r := range w {
		d, row := dst[r*width:(r+1)*width], src[r*width:(r+1)*width]
		for s, x := range row {
			if x == 0 {
				continue
			}
			room := total - s
			n := min(k, room)
			for j, q := range p[:n] {
				d[s+j] += x * q
			}
			if n < k {
				d[total] += x * tail[n]
			}
		}
	}
}

// Wait is LostFrom with the packets left waiting: the state after the normal
// damage of through, its mortal wounds added to those already waiting. The
// packets must spill over (not Contained).
func (dm Damage) Wait(start Waiting, through dice.Joint) Waiting {
	return Waiting{Unit: start.Unit, P: dm.lostFrom(waiting{start.Unit}, start.P, through)}
}

// WaitTrials is LostFromTrials with the packets left waiting, as Wait.
func (dm Damage) WaitTrials(start Waiting, trials dice.Dist, normal, packet float64) Waiting {
	return Waiting{Unit: start.Unit, P: dm.lostFromTrials(waiting{start.Unit}, start.P, trials, normal, packet)}
}

// RunWaiting is RunFrom for a unit whose mortal wounds wait for the end of
// its attacks: Lost and Destroyed are the unit's if they landed now; the
// state after the line is returned for the next.
func (s Sequence) RunWaiting(start Waiting) (Outcome, Waiting) {
	var after Waiting
	var unsaved dice.Dist
	if s.Trials != nil {
		normal, packet, trials := s.trials()
		after = s.Damage.WaitTrials(start, trials, normal, packet)
		unsaved = trials.Thin(normal + packet)
	} else {
		through := dice.CompoundJoint(s.Attacks, s.Through)
		after = s.Damage.Wait(start, through)
		unsaved = through.Sum()
	}
	return s.outcome(unsaved, after.Lost()), after
}
