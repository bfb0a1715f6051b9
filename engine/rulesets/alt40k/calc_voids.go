package alt40k

import (
	"slices"

	"auspex/engine/combat"
	"auspex/engine/dice"
)

// Void Shields make each hit depend on the hits before it: while a shield
// stands the armour is 12 and a penetration only takes the shield down. So
// against shields the lines are resolved hit by hit over (shields left, x),
// where x is what a stage counts, and the shields a line leaves are the
// next line's. A line's hits are independent and alike (Gauss is refused
// against shields, so every hit rolls to penetrate).

// joint is a distribution over (shields left, x): joint[s][x].
type joint [][]float64

// newJoint is every shield up and x following start.
func newJoint(shields int, start []float64, xmax int) joint {
	j := make(joint, shields+1)
	for s := range j {
		j[s] = make([]float64, xmax+1)
	}
	copy(j[shields], start)
	return j
}

// xs is the distribution of x.
func (j joint) xs() dice.Dist {
	out := make([]float64, len(j[0]))
	for _, row := range j {
		for x, p := range row {
			out[x] += p
		}
	}
	return dice.FromPMF(out)
}

// shields is the joint with x set to 0: the shields left, to start a count.
func (j joint) shields(xmax int) joint {
	out := newJoint(len(j)-1, nil, xmax)
	for s, row := range j {
		for _, p := range row {
			out[s][0] += p
		}
	}
	return out
}

// grow is the joint with room for x up to xmax.
func (j joint) grow(xmax int) joint {
	out := make(joint, len(j))
	for s, row := range j {
		out[s] = append(slices.Clone(row), make([]float64, xmax+1-len(row))...)
	}
	return out
}

// step adds to row (the next state's, at the shields the hit leaves) what
// one hit at x ending as o with chance p does to x.
type step func(x int, o outcome, p float64, row []float64)

// chain is the joint after every hit of the line, from st.
func (l *line) chain(st joint, step step) joint {
	hits := l.attacks.Compound(l.hitsPerAttack()).PMF()
	out := newJoint(len(st)-1, nil, len(st[0])-1)
	mix := func(w float64) {
		for s := range st {
			for x, m := range st[s] {
				out[s][x] += w * m
			}
		}
	}
	mix(hits[0])
	for h := 1; h < len(hits); h++ {
		next := newJoint(len(st)-1, nil, len(st[0])-1)
		for s := range st {
			os := l.rolled
			if s > 0 {
				os = l.shielded
			}
			for x, m := range st[s] {
				if m == 0 {
					continue
				}
				for _, o := range os {
					step(x, o, m*o.p, next[s-b2i(o.shield)])
				}
			}
		}
		st = next
		mix(hits[h])
	}
	return out
}

// counting adds 1 to x for each hit that ends as pred says.
func counting(pred func(o outcome) bool) step {
	return func(x int, o outcome, p float64, row []float64) { row[x+b2i(pred(o))] += p }
}

// losing applies a hit's wounds to the unit: x is the wounds it has lost.
func losing(u combat.Unit, spill bool) step {
	return func(x int, o outcome, p float64, row []float64) {
		if !o.through {
			row[x] += p
			return
		}
		for d, q := range o.pmf {
			switch {
			case q == 0:
			case spill:
				row[u.AfterMortal(x, d)] += p * q
			default:
				row[u.AfterNormal(x, d)] += p * q
			}
		}
	}
}

// worsening keeps the worst chart row of the hits that got through.
func worsening(x int, o outcome, p float64, row []float64) {
	if o.through {
		x = max(x, o.row)
	}
	row[x] += p
}

// resolveShielded is resolveLines against Void Shields: one joint per
// quantity, carried from line to line.
func (u *unit) resolveShielded(ids []string) []lineOut {
	v, tu := u.lines[0].voids(), u.targetUnit()
	rows := len(u.lines[0].chartOf().rows)
	lost := newJoint(v, []float64{1}, tu.Total())
	worst := newJoint(v, []float64{1}, rows)
	cum := make([]joint, len(ids))
	for j := range cum {
		cum[j] = newJoint(v, []float64{1}, 0)
	}
	sums := make([]dice.Dist, len(ids))
	var outs []lineOut
	spill := u.v.Str("excess") == excessSpill
	for i, l := range u.lines {
		most := l.attacks.Max() * l.mostHits()
		counts := make([]dice.Dist, len(ids))
		for j, id := range ids {
			switch id {
			case stAttacks:
				counts[j] = l.attacks
			case stHits:
				counts[j] = l.attacks.Compound(l.hitsPerAttack())
			default:
				pred := counting(stagePred()[id])
				cum[j] = l.chain(cum[j].grow(len(cum[j][0])-1+most), pred)
				sums[j] = cum[j].xs()
				counts[j] = sums[j] // the first line's count is the running count
				if i > 0 {
					counts[j] = l.chain(lost.shields(most), pred).xs()
				}
			}
		}
		lost = l.chain(lost, losing(tu, spill))
		worst = l.chain(worst, worsening)
		cdf, w := make([]float64, rows+1), worst.xs()
		for c := range cdf {
			cdf[c] = w.AtMost(c)
		}
		outs = append(outs, lineOut{counts: counts, sums: slices.Clone(sums), lost: lost.xs(), cdf: cdf})
	}
	// Attacks and hits do not depend on the shields: their sums are the lines' sums.
	for j, id := range ids {
		if id == stAttacks || id == stHits {
			total := dice.Point(0)
			for i := range outs {
				total = total.Add(outs[i].counts[j])
				outs[i].sums[j] = total
			}
		}
	}
	return outs
}
