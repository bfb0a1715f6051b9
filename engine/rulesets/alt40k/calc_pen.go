package alt40k

import (
	"fmt"

	"auspex/engine/dice"
)

// What a penetration roll does.
const (
	penNone = iota
	penGlance
	penPen
)

// penRoll is the chance of each (result, Rending) of a penetration roll:
// dice D6s (1 or 2), read by value; re-rolls per policy: 1s die by die, or
// the whole roll when it does nothing.
func penRoll(dice int, policy string, value func(faces []int) (int, bool)) (out [3][2]float64) {
	var fresh [3][2]float64
	each := func(per [7]float64, add func(faces []int, p float64)) {
		if dice == 1 {
			for f := 1; f <= 6; f++ {
				add([]int{f}, per[f])
			}
			return
		}
		for f := 1; f <= 6; f++ {
			for g := 1; g <= 6; g++ {
				add([]int{f, g}, per[f]*per[g])
			}
		}
	}
	flat := finalFaces(func(int) bool { return false })
	each(flat, func(faces []int, p float64) {
		r, rend := value(faces)
		fresh[r][b2i(rend)] += p
	})
	switch policy {
	case "1":
		each(finalFaces(func(f int) bool { return f == 1 }), func(faces []int, p float64) {
			r, rend := value(faces)
			out[r][b2i(rend)] += p
		})
	case "fail": // a roll that did nothing is rolled again
		miss := fresh[penNone][0] + fresh[penNone][1]
		for r := range out {
			for k := range out[r] {
				out[r][k] = float64(b2i(r != penNone))*fresh[r][k] + miss*fresh[r][k]
			}
		}
	default:
		out = fresh
	}
	return out
}

// penetrate: D6 + S against the armour value (Lance: no more than 12;
// Void Shields up: 12): equal glances, more penetrates, a natural 6 at
// least glances, a 1 fails. Armourbane and Melta within half range roll
// 2D6, Ordnance the best of 2D6; the "natural" die of two is the higher.
// Rules with a fixed roll (Destroyer, Haywire, Grav, Poisoned) read it too.
// shieldsUp gives the outcomes against raised Void Shields.
func (l *line) penetrate(av int, shieldsUp bool) {
	v := l.v
	s, sw := l.strength(false)
	words := ""
	if shieldsUp {
		av, words = 12, "Void Shields up: armour 12"
	} else if v.Flag("lance") && av > 12 {
		av, words = 12, "Lance: armour 12"
	}
	n, sum, how := 1, true, "D6"
	switch {
	case v.Flag("armourbane") || (v.Flag("melta") && l.halfRange()):
		n, how = 2, "2D6 (Armourbane or Melta within half range)"
	case v.Flag("ordnance") || l.kind == typeOrdnance:
		n, sum, how = 2, false, "the best of 2D6 (Ordnance)"
	}
	rends := v.Flag("rending") || v.Int("sniper") > 0
	haywire, poisoned, replace := v.Int("haywire"), v.Int("poisoned") > 0, v.Str("fixed") != fixedBest
	value := func(faces []int) (int, bool) {
		nat, total := faces[0], faces[0]
		if n == 2 {
			nat = max(faces[0], faces[1])
			if sum {
				total += faces[1]
			} else {
				total = nat
			}
		}
		total += s
		res := penNone
		switch {
		case nat == 1:
		case total > av:
			res = penPen
		case total == av || nat == 6:
			res = penGlance
		}
		fixed, hasFixed := penNone, false
		if haywire > 0 {
			hasFixed = true
			if nat == 6 {
				fixed = penPen
			} else if nat >= haywire {
				fixed = penGlance
			}
		}
		if v.Flag("grav") {
			hasFixed = true
			if nat == 6 {
				fixed = max(fixed, penGlance)
			}
		}
		switch {
		case hasFixed && replace:
			res = fixed
		case hasFixed:
			res = max(res, fixed)
		}
		if poisoned {
			res = penNone
			if nat == 6 {
				res = penGlance
			}
		}
		if v.Flag("destroyer") {
			res = penNone
			if nat >= 2 {
				res = penPen
			}
		}
		return res, rends && res == penGlance && nat >= 5
	}
	p := penRoll(n, v.Str("woundrr"), value)
	l.penN, l.penSum, l.woundPol = n, sum, v.Str("woundrr")
	if shieldsUp {
		l.penUp = value
	} else {
		l.penDown = value
	}
	extra, _ := l.extraWounds()
	glance := dice.Point(1 + extra)
	var outs []outcome
	outs = append(outs, outcome{p: p[penNone][0] + p[penNone][1]})
	outs = append(outs, l.resolve(p[penGlance][0], outcome{glance: true}, vsWound, shieldsUp, glance)...)
	outs = append(outs, l.resolve(p[penGlance][1], outcome{glance: true}, vsRend, shieldsUp, glance)...)
	pen := p[penPen][0] + p[penPen][1]
	if shieldsUp {
		outs = append(outs, outcome{p: pen, pen: true, shield: true})
		l.shielded = outs
	} else {
		c := l.chartOf()
		rows := dice.Uniform(1, 6).Map(func(x int) int { return c.row(x + l.chartMod()) })
		for r, pr := range rows.PMF() {
			if pr == 0 {
				continue
			}
			os := l.resolve(pen*pr, outcome{pen: true}, vsPen, false, dice.Point(1+extra+c.rows[r-1].extra))
			os[2].row = r
			outs = append(outs, os...)
		}
		l.rolled = outs
	}
	desc := fmt.Sprintf("penetrate: %s + %s against armour %d", how, sw, av)
	if words != "" {
		desc += " (" + words + ")"
	}
	l.why(stPenetrating, refPen, chance(pen), "%s: equal glances, more penetrates, a natural 6 at least glances, a 1 fails%s",
		desc, rerollWords()[v.Str("woundrr")])
	if shieldsUp {
		x, w := l.save(vsWound, true)
		l.why(stPenetrating, refVoids, chance(1-passes(x)), "while a Void Shield stands, a penetration takes it down and does nothing else; "+
			"against a glance, %s", w)
		return
	}
	l.why(stGlancing, refVehicles, chance(p[penGlance][0]+p[penGlance][1]), "a glancing hit: 1 wound unless saved")
	x, w := l.save(vsWound, false)
	l.why(stUnsaved, refSaves, chance(1-passes(x)), "against a glance, one save only: %s", w)
	x, w = l.save(vsPen, false)
	l.why(stUnsaved, refSaves, chance(1-passes(x)), "against a penetration, one save only: %s", w)
	c := l.chartOf()
	l.why(stResult, map[bool]string{true: refTitanic, false: refChart}[l.target == tTitanicVeh], nil, "each penetration that gets through: 1 wound, then the %s (D6 %+d: AP1+ +1, AP- -2, open-topped +2)",
		c.name, l.chartMod())
}
