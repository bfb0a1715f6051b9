package alt40k

import (
	"auspex/engine/combat"
	"auspex/engine/dice"
	"auspex/engine/lazy"
)

// The quantity each count stage adds up per hit.
var stagePred = lazy.Of(func() map[string]func(o outcome) bool {
	return map[string]func(o outcome) bool{
		stWounds:      func(o outcome) bool { return o.wound },
		stGlancing:    func(o outcome) bool { return o.glance },
		stPenetrating: func(o outcome) bool { return o.pen },
		stUnsaved:     func(o outcome) bool { return o.unsaved },
	}
})

// share is the chance one hit of a list ends as pred says.
func share(os []outcome, pred func(o outcome) bool) float64 {
	p := 0.0
	for _, o := range os {
		if pred(o) {
			p += o.p
		}
	}
	return p
}

// perAttack is the distribution of how many of one attack's hits end as
// pred says: each rolled hit and each Auto Wound on its own.
func (l *line) perAttack(pred func(o outcome) bool) dice.Dist {
	pr, pa := share(l.rolled, pred), share(l.auto, pred)
	ws, ds := make([]float64, len(l.branches)), make([]dice.Dist, len(l.branches))
	for i, b := range l.branches {
		ws[i], ds[i] = b.p, dice.Bernoulli(pr).Times(b.k).Add(dice.Bernoulli(pa).Times(b.g))
	}
	return dice.Mix(ws, ds)
}

// hitsPerAttack is one attack's hits, Auto Wounds included.
func (l *line) hitsPerAttack() dice.Dist {
	ws, ds := make([]float64, len(l.branches)), make([]dice.Dist, len(l.branches))
	for i, b := range l.branches {
		ws[i], ds[i] = b.p, dice.Point(b.k+b.g)
	}
	return dice.Mix(ws, ds)
}

// counts is the line's distribution of each stage in ids.
func (l *line) counts(ids []string) []dice.Dist {
	out := make([]dice.Dist, len(ids))
	for i, id := range ids {
		switch id {
		case stAttacks:
			out[i] = l.attacks
		case stHits:
			out[i] = l.attacks.Compound(l.hitsPerAttack())
		case stWounds, stGlancing, stPenetrating, stUnsaved:
			out[i] = l.count(stagePred()[id])
		}
	}
	return out
}

// count is how many of the line's hits end as pred says.
func (l *line) count(pred func(o outcome) bool) dice.Dist {
	return l.attacks.Compound(l.perAttack(pred))
}

// damageDist is the wounds of one hit that gets through. An attack yields at
// most one Auto Wound and no rolled hit beside it, or rolled hits alone, so
// the hits that get through are alike and independent: their wounds follow
// one mixture, weighted by how many of each kind get through on average.
func (l *line) damageDist() dice.Dist {
	wr, wa := 0.0, 0.0
	for _, b := range l.branches {
		wr, wa = wr+b.p*float64(b.k), wa+b.p*float64(b.g)
	}
	var ws []float64
	var ds []dice.Dist
	total := 0.0
	for _, kind := range []struct {
		w  float64
		os []outcome
	}{{wr, l.rolled}, {wa, l.auto}} {
		for _, o := range kind.os {
			if o.through && kind.w*o.p > 0 {
				ws, ds, total = append(ws, kind.w*o.p), append(ds, o.dmg), total+kind.w*o.p
			}
		}
	}
	if total == 0 {
		return dice.Point(1)
	}
	for i := range ws {
		ws[i] /= total
	}
	return dice.Mix(ws, ds)
}

// lost is the unit's wounds lost after this line, from start: each hit
// that gets through inflicts its wounds on the model being hurt; what
// exceeds it passes on (excess=spill) or is lost with it.
func (l *line) lost(start dice.Dist, u combat.Unit) dice.Dist {
	through := l.attacks.Compound(l.perAttack(func(o outcome) bool { return o.through }))
	d := l.damageDist()
	if l.v.Str("excess") == excessLost {
		return combat.Damage{Unit: u, Normal: d, Mortal: dice.Point(0)}.LostFrom(start, dice.Along(through))
	}
	// Every hit through as a packet that spills over, none as normal damage.
	pmf := through.PMF()
	js := make([]dice.Joint, len(pmf))
	for y := range js {
		js[y] = dice.JointPoint(0, y)
	}
	return combat.Damage{Unit: u, Normal: d, Mortal: d}.LostFrom(start, dice.MixJoint(pmf, js))
}

// worstRow is P(the worst chart row of the line's penetrations <= c) for
// each row c (0: none rolled).
func (l *line) worstRow() []float64 {
	rows := len(l.chartOf().rows)
	out := make([]float64, rows+1)
	for c := range out {
		f := func(os []outcome) float64 {
			return 1 - share(os, func(o outcome) bool { return o.through && o.row > c })
		}
		fr, fa := f(l.rolled), f(l.auto)
		g := 0.0
		for _, b := range l.branches {
			g += b.p * pow(fr, b.k) * pow(fa, b.g)
		}
		for a, p := range l.attacks.PMF() {
			out[c] += p * pow(g, a)
		}
	}
	out[rows] = 1
	return out
}

func pow(x float64, n int) float64 {
	r := 1.0
	for range n {
		r *= x
	}
	return r
}
