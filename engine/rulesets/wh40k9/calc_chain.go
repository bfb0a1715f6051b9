package wh40k9

import (
	"auspex/engine/combat"
	"auspex/engine/dice"
)

// In 9th edition an attack's mortal wounds are inflicted right after that
// attack's normal damage, so they cannot wait until all normal damage is done
// (the builder's order). The wounds the unit has lost are followed instead as
// a chain: a distribution over the unit's states (wounds lost, 0..total),
// carried through the attacks one at a time. Attacks are independent and
// alike, so one transition serves them all.

// hitFate is what one hit that reaches the wound step does to the unit: with
// chance normal it deals normal damage only, with both normal damage then
// mortal wounds, with mortal mortal wounds only; otherwise nothing.
type hitFate struct{ normal, both, mortal float64 }

// fates are the two kinds of hit: one that rolls to wound, and one that an
// unmodified 6 to hit wounds automatically (never a 6 to wound).
func (a *attack) fates() (rolled, auto hitFate) {
	w := a.Wound.Probs()
	through, critThrough := a.failSave(a.Save, a.NoSave), a.failSave(a.critSave, a.critNone)
	rolled.normal = w[dice.Success] * through
	switch {
	case a.mortal.Max() == 0:
		rolled.normal += w[dice.Critical] * critThrough
	case a.instead:
		rolled.mortal = w[dice.Critical]
	default:
		rolled.both, rolled.mortal = w[dice.Critical]*critThrough, w[dice.Critical]*(1-critThrough)
	}
	auto.normal = through
	return rolled, auto
}

// unsaved is the chance the hit gets past the save: a failed save, or mortal
// wounds instead of any save.
func (a *attack) unsaved(f hitFate) float64 {
	if a.instead {
		return f.normal + f.both + f.mortal
	}
	return f.normal + f.both
}

// hitOutcomes are one attack's chances to miss, hit, and roll an unmodified 6.
func (a *attack) hitOutcomes() []float64 {
	if a.Torrent { // hits automatically: no roll, so never a 6
		return []float64{0, 1, 0}
	}
	h := a.Hit.Probs()
	return []float64{h[dice.Fail], h[dice.Success], h[dice.Critical]}
}

// unsavedPerAttack is the number of wounds one attack gets past the saves.
func (a *attack) unsavedPerAttack() dice.Dist {
	rolled, auto := a.fates()
	r := dice.Bernoulli(a.unsaved(rolled))
	six := r
	if a.Lethal {
		six = dice.Bernoulli(a.unsaved(auto))
	}
	six = six.Add(a.Sus.Dist().Compound(r))
	return dice.Mix(a.hitOutcomes(), []dice.Dist{dice.Point(0), r, six})
}

// chain applies hits to distributions over the unit's states.
type chain struct {
	unit         combat.Unit
	kept, mortal []float64 // wounds one unsaved wound / one batch of mortal wounds takes, after feel-no-pain
}

func (a *attack) chain() chain {
	keep := 1 - a.Ignore()
	return chain{unit: a.Unit, kept: a.DamageDist().Thin(keep).PMF(), mortal: a.mortal.Dist().Thin(keep).PMF()}
}

// spread is s after one batch of damage from pmf: normal damage stops at the
// model it hurts, mortal wounds carry on.
func (c chain) spread(s, pmf []float64, carry bool) []float64 {
	out := make([]float64, len(s))
	for lost, p := range s {
		if p == 0 {
			continue
		}
		for d, q := range pmf {
			next := c.unit.AfterNormal(lost, d)
			if carry {
				next = c.unit.AfterMortal(lost, d)
			}
			out[next] += p * q
		}
	}
	return out
}

// hit is s after one hit of fate f: normal damage first, then its mortal wounds.
func (c chain) hit(s []float64, f hitFate) []float64 {
	if f.normal+f.both+f.mortal == 0 {
		return s
	}
	dealt := c.spread(s, c.kept, false)
	toMortal := make([]float64, len(s))
	out := make([]float64, len(s))
	none := 1 - f.normal - f.both - f.mortal
	for i := range s {
		out[i] = none*s[i] + f.normal*dealt[i]
		toMortal[i] = f.both*dealt[i] + f.mortal*s[i]
	}
	if f.both+f.mortal > 0 {
		for i, p := range c.spread(toMortal, c.mortal, true) {
			out[i] += p
		}
	}
	return out
}

// lostFrom is the distribution of wounds lost after the whole line, from a
// unit that had lost start already.
//
// What one attack does from a state depends only on the wounds the model in
// front has lost, not on how many models are gone, until the unit runs out:
// the capped chain is the uncapped one held at the unit's total. So one
// attack's transition is worked out once per wound the front model may have
// lost, on a unit with models to spare, and then shifted to every state.
func (a *attack) lostFrom(start dice.Dist, attacks dice.Dist) dice.Dist {
	w, total := a.Unit.Wounds, a.Unit.Total()
	c := a.chain()
	reach := (1 + a.Sus.Max()) * (len(c.kept) + len(c.mortal))
	c.unit = combat.Unit{Models: (w+reach)/w + 2, Wounds: w}
	rows := make([][]float64, w)
	for h := range rows {
		e := make([]float64, c.unit.Total()+1)
		e[h] = 1
		rows[h] = dice.FromPMF(a.attackFrom(c, e)[h:]).PMF() // trimmed of trailing zeros
	}
	s := make([]float64, total+1)
	for lost, p := range start.PMF() {
		s[min(lost, total)] += p
	}
	acc := make([]float64, total+1)
	for n, p := range attacks.PMF() {
		if n > 0 {
			s = step(s, rows, w)
		}
		addScaled(acc, s, p)
		if s[total] > 1-1e-15 { // the unit is gone: further attacks change nothing
			addScaled(acc, s, 1-attacks.AtMost(n))
			break
		}
	}
	return dice.FromPMF(acc)
}

// step is s after one attack: from lost wounds, rows[lost mod w] shifted by
// lost, held at the unit's total.
func step(s []float64, rows [][]float64, w int) []float64 {
	total := len(s) - 1
	out := make([]float64, total+1)
	out[total] = s[total]
	for lost, p := range s[:total] {
		if p == 0 {
			continue
		}
		row := rows[lost%w]
		if over := lost + len(row) - total; over > 0 { // what passes the total destroys the unit
			for _, q := range row[len(row)-over:] {
				out[total] += p * q
			}
			row = row[:len(row)-over]
		}
		dst := out[lost : lost+len(row)]
		for j, q := range row {
			dst[j] += p * q
		}
	}
	return out
}

// attackFrom is s after one attack. A miss leaves the unit be; a hit is one
// hit that rolls to wound; an unmodified 6 is the hit itself (rolled or
// automatic) and then its extra hits, each resolved in turn.
func (a *attack) attackFrom(c chain, s []float64) []float64 {
	rolled, auto := a.fates()
	hw := a.hitOutcomes()
	extra := a.Sus.Dist().PMF()
	hit := c.hit(s, rolled)
	six := hit
	if a.Lethal {
		six = c.hit(s, auto)
	}
	sixes := scaled(six, extra[0])
	for k := 1; k < len(extra); k++ {
		six = c.hit(six, rolled)
		addScaled(sixes, six, extra[k])
	}
	out := scaled(s, hw[0])
	addScaled(out, hit, hw[1])
	addScaled(out, sixes, hw[2])
	return out
}

func scaled(s []float64, w float64) []float64 {
	out := make([]float64, len(s))
	addScaled(out, s, w)
	return out
}

func addScaled(dst, s []float64, w float64) {
	if w == 0 {
		return
	}
	for i, p := range s {
		dst[i] += w * p
	}
}

// work estimates the multiply-adds of lostFrom: per attack, every state of
// the unit spread over what one attack can take.
func (a *attack) work() float64 {
	reach := (1 + a.Sus.Max()) * (a.DamageDist().Max() + a.mortal.Max() + 2)
	return float64(a.mostAttacks()) * float64(a.Unit.Total()+1) * float64(reach+a.Unit.Wounds)
}

// outcome computes every stage of the line from a unit that had lost start.
// Attacks, hits and wounds come from the builder's sequence (extra hits are
// its Sustained Hits, automatic wounds its Lethal Hits); the 9th edition
// parts are the attack count, the unsaved wounds and the chain.
func (a *attack) outcome(start dice.Dist) combat.Outcome {
	seq := a.Sequence()
	attacks := a.perModel.Times(a.Models)
	lost := a.lostFrom(start, attacks)
	return combat.Outcome{
		Attacks:   attacks,
		Hits:      attacks.Compound(seq.Hits),
		Wounds:    attacks.Compound(seq.Wounds),
		Unsaved:   attacks.Compound(a.unsavedPerAttack()),
		Lost:      lost,
		Destroyed: a.Unit.DestroyedDist(lost),
	}
}
