package alt40k

import (
	"auspex/engine/combat"
	"auspex/engine/dice"
)

// Void Shields make each hit depend on the hits before it: while a shield
// stands the armour is 12 and a penetration only takes the shield down. So
// a line against shields is resolved hit by hit over (shields left, x),
// where x is what a stage counts; the hits are independent and alike
// (Gauss is refused against shields, so every hit rolls to penetrate).

// shieldChain is the distribution of x after every hit of the line, from
// x's distribution start with every shield up; step adds, for one hit at x
// ending as o with chance p, where x goes.
func (l *line) shieldChain(start []float64, xmax int, step func(x int, o outcome, p float64, add func(x2 int, q float64))) dice.Dist {
	v := l.voids()
	hits := l.attacks.Compound(l.hitsPerAttack()).PMF()
	state := make([][]float64, v+1)
	for s := range state {
		state[s] = make([]float64, xmax+1)
	}
	copy(state[v], start)
	out := make([]float64, xmax+1)
	addMarginal := func(w float64) {
		for s := range state {
			for x, m := range state[s] {
				out[x] += w * m
			}
		}
	}
	addMarginal(hits[0])
	for h := 1; h < len(hits); h++ {
		next := make([][]float64, v+1)
		for s := range next {
			next[s] = make([]float64, xmax+1)
		}
		for s := range state {
			os := l.rolled
			if s > 0 {
				os = l.shielded
			}
			for x, m := range state[s] {
				if m == 0 {
					continue
				}
				for _, o := range os {
					s2 := s - b2i(o.shield)
					step(x, o, m*o.p, func(x2 int, q float64) { next[s2][x2] += q })
				}
			}
		}
		state = next
		addMarginal(hits[h])
	}
	return dice.FromPMF(out)
}

// shieldCount is count against Void Shields.
func (l *line) shieldCount(pred func(o outcome) bool) dice.Dist {
	return l.shieldChain([]float64{1}, l.attacks.Max()*l.mostHits(), func(x int, o outcome, p float64, add func(int, float64)) {
		add(x+b2i(pred(o)), p)
	})
}

// shieldLost is lost against Void Shields.
func (l *line) shieldLost(start dice.Dist, u combat.Unit) dice.Dist {
	spill := l.v.Str("excess") == excessSpill
	return l.shieldChain(start.PMF(), u.Total(), func(x int, o outcome, p float64, add func(int, float64)) {
		if !o.through {
			add(x, p)
			return
		}
		for d, q := range o.dmg.PMF() {
			if q == 0 {
				continue
			}
			if spill {
				add(u.AfterMortal(x, d), p*q)
			} else {
				add(u.AfterNormal(x, d), p*q)
			}
		}
	})
}

// shieldRows is worstRow against Void Shields.
func (l *line) shieldRows(rows int) []float64 {
	worst := l.shieldChain([]float64{1}, rows, func(x int, o outcome, p float64, add func(int, float64)) {
		if o.through {
			x = max(x, o.row)
		}
		add(x, p)
	})
	out := make([]float64, rows+1)
	for c := range out {
		out[c] = worst.AtMost(c)
	}
	return out
}
