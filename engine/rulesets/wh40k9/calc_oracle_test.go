package wh40k9

// An independent Monte Carlo oracle: it plays the attack with random dice
// straight from the 9th edition rules, sharing no code with the calculator
// (not its tests, dice expressions, re-roll policies nor damage allocation),
// and resolving each attack fully (hit, wounds, saves, damage, mortal wounds)
// before the next, where the roller rolls stage by stage.

import (
	"fmt"
	"math"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// amount is a dice expression as a player writes it ("2", "D6", "2D3",
// "D3+1"); the oracle reads it with its own few lines.
type amount string

// parts reads n dice of s sides plus c.
func (e amount) parts() (n, s, c int) {
	body, plus, _ := strings.Cut(string(e), "+")
	c, _ = strconv.Atoi(plus)
	count, sides, isDice := strings.Cut(body, "D")
	if !isDice {
		c, _ = strconv.Atoi(body)
		return 0, 0, c
	}
	n, s = 1, 6
	if count != "" {
		n, _ = strconv.Atoi(count)
	}
	s, _ = strconv.Atoi(sides)
	return n, s, c
}

func (e amount) roll(r *rand.Rand) int {
	n, s, c := e.parts()
	for range n {
		c += 1 + r.IntN(s)
	}
	return c
}

func (e amount) most() int {
	n, s, c := e.parts()
	return n*s + c
}

// shot is one weapon line and its target, as the oracle holds them.
type shot struct {
	kind                                             string
	models, bs, s, ap, t, sv, inv, fnp, w, n, ap6    int
	hitmod, woundmod                                 int
	a, d, x6, mw6                                    amount
	hitrr, woundrr, saverr, dr, mode                 string
	blast, half, moved, advanced, vm, engaged, cover bool
	auto6, auto, overwatch                           bool
}

func (p shot) query() string {
	num, on := strconv.Itoa, func(b bool) string { return map[bool]string{true: "1", false: "0"}[b] }
	q := url.Values{"type": {p.kind}, "models": {num(p.models)}, "a": {string(p.a)}, "bs": {num(p.bs)}, "s": {num(p.s)},
		"ap": {num(-p.ap)}, "d": {string(p.d)}, "t": {num(p.t)}, "sv": {num(p.sv)}, "w": {num(p.w)}, "n": {num(p.n)},
		"hitmod": {num(p.hitmod)}, "woundmod": {num(p.woundmod)}, "hit6x": {string(p.x6)}, "wound6mw": {string(p.mw6)},
		"wound6ap": {num(p.ap6)}, "wound6mode": {p.mode}, "hitrr": {p.hitrr}, "woundrr": {p.woundrr}, "saverr": {p.saverr},
		"dr": {p.dr}, "blast": {on(p.blast)}, "half": {on(p.half)}, "moved": {on(p.moved)}, "advanced": {on(p.advanced)},
		"vm": {on(p.vm)}, "engaged": {on(p.engaged)}, "cover": {on(p.cover)}, "hit6w": {on(p.auto6)},
		"auto": {on(p.auto)}, "overwatch": {on(p.overwatch)}}
	if p.inv > 0 {
		q.Set("inv", num(p.inv))
	}
	if p.fnp > 0 {
		q.Set("fnp", num(p.fnp))
	}
	return q.Encode()
}

// maker draws the parts of generated lines.
type maker struct{ r *rand.Rand }

func (m maker) in(lo, hi int) int          { return lo + m.r.IntN(hi-lo+1) }
func (m maker) yes(p float64) bool         { return m.r.Float64() < p }
func (m maker) of(xs ...string) string     { return xs[m.r.IntN(len(xs))] }
func (m maker) amount(xs ...string) amount { return amount(m.of(xs...)) }
func (m maker) maybe(p float64, lo, hi int) int {
	if m.yes(p) {
		return m.in(lo, hi)
	}
	return 0
}

// shots generates n valid, varied lines from a seed.
func shots(n int, seed uint64) []shot {
	m := maker{rand.New(rand.NewPCG(seed, 77))}
	var out []shot
	for len(out) < n {
		p := shot{kind: m.of("rapid", "assault", "heavy", "pistol", "grenade", "melee"), models: m.in(1, 6),
			a: m.amount("1", "2", "3", "D3", "D6", "2D3"), bs: m.in(2, 6), s: m.in(1, 12), ap: m.in(0, 4),
			d: m.amount("1", "2", "3", "D3", "D6", "D3+1"), t: m.in(1, 12), sv: m.in(2, 7), w: m.in(1, 6), n: m.in(1, 14),
			inv: m.maybe(0.3, 3, 6), fnp: m.maybe(0.3, 4, 6), hitmod: m.in(-3, 3), woundmod: m.in(-3, 3),
			x6: m.amount("0", "0", "1", "2", "D3"), auto6: m.yes(0.25), mw6: m.amount("0", "0", "1", "2", "D3"),
			mode: m.of("add", "instead"), ap6: m.maybe(0.3, 1, 3),
			hitrr: m.of("", "", "1", "fail", "noncrit"), woundrr: m.of("", "", "1", "fail", "noncrit"),
			saverr: m.of("", "", "1", "fail"), dr: m.of("", "", "1", "half"),
			blast: m.yes(0.3), half: m.yes(0.5), moved: m.yes(0.5), advanced: m.yes(0.2), vm: m.yes(0.3),
			engaged: m.yes(0.2), cover: m.yes(0.3), auto: m.yes(0.15), overwatch: m.yes(0.15)}
		if _, err := Calc.Calculate(mustQuery(p.query())); err != nil {
			continue // not allowed, or over a size bound
		}
		out = append(out, p)
	}
	return out
}

// one is 1 for true, 0 for false.
func one(b bool) int {
	if b {
		return 1
	}
	return 0
}

// die rolls a D6 for a roll that passes when ok says so; policy names the
// first faces rolled again: 1s, failures, or all but 6s.
func die(r *rand.Rand, policy string, ok func(int) bool) int {
	f := 1 + r.IntN(6)
	again := map[string]bool{"1": f == 1, "fail": !ok(f), "noncrit": f != 6}[policy]
	if again {
		return 1 + r.IntN(6)
	}
	return f
}

// target is the unit being shot: models destroyed and wounds on the next one.
type target struct{ killed, hurt int }

// simulate plays the line at a unit in state u: attacks, hits, wounds,
// unsaved, wounds lost (the unit's, all told), models destroyed.
func (p shot) simulate(r *rand.Rand, u target) ([6]int, target) {
	var out [6]int
	for range p.models {
		k := p.a.roll(r)
		if p.blast && p.n >= 11 {
			k = p.a.most()
		} else if p.blast && p.n >= 6 && k < 3 {
			k = 3
		}
		if p.kind == "rapid" && p.half {
			k *= 2
		}
		out[0] += k
	}
	mod := p.hitmod
	if p.kind == "heavy" && p.moved && !p.vm {
		mod--
	}
	if p.kind == "assault" && p.advanced {
		mod--
	}
	if p.kind == "heavy" && p.vm && p.engaged {
		mod--
	}
	mod = max(-1, min(1, mod))
	hits := func(f int) bool { return f == 6 || (f > 1 && f+mod >= p.bs && !p.overwatch) } // Overwatch: only a 6
	// The wound table as steps from 4+: one better for S above T and another
	// for double T; one worse for S below T and another for half T or less.
	need := 4 - one(p.s > p.t) - one(p.s >= 2*p.t) + one(p.s < p.t) + one(2*p.s <= p.t)
	wmod := max(-1, min(1, p.woundmod))
	wounds := func(f int) bool { return f == 6 || (f > 1 && f+wmod >= need) }
	// The defender takes whichever save passes on more faces.
	saveWith := func(ap int) func(int) bool {
		bonus := 0
		if p.cover && (p.sv > 3 || ap > 0) { // no cover for Sv 3+ or better against AP 0
			bonus = 1
		}
		armour := func(f int) bool { return f > 1 && f-ap+bonus >= p.sv } // a 7+ save in cover passes on a 6
		inv := func(f int) bool { return p.inv > 0 && f > 1 && f >= p.inv }
		a, i := 0, 0
		for f := 1; f <= 6; f++ {
			if armour(f) {
				a++
			}
			if inv(f) {
				i++
			}
		}
		if i > a {
			return inv
		}
		return armour
	}
	saves, sixSaves := saveWith(p.ap), saveWith(p.ap+p.ap6)
	lose := func(points int, carry bool) {
		for range points {
			if u.killed == p.n {
				return
			}
			if p.fnp > 0 && 1+r.IntN(6) >= p.fnp {
				continue
			}
			u.hurt++
			if u.hurt == p.w {
				u.killed, u.hurt = u.killed+1, 0
				if !carry {
					return
				}
			}
		}
	}
	// One hit on its way to the wound step; auto: wounded by a 6 to hit.
	resolve := func(auto bool) {
		six := false
		if !auto {
			f := die(r, p.woundrr, wounds)
			if !wounds(f) {
				return
			}
			six = f == 6
		}
		out[2]++
		mortal := six && p.mw6.most() > 0
		normal := false
		if mortal && p.mode == "instead" {
			out[3]++
		} else {
			ok := saves
			if six {
				ok = sixSaves
			}
			f := die(r, p.saverr, ok)
			if !ok(f) {
				out[3]++
				normal = true
			}
		}
		if normal {
			dmg := p.d.roll(r)
			switch p.dr {
			case "1":
				dmg = max(1, dmg-1)
			case "half":
				dmg = (dmg + 1) / 2
			}
			lose(dmg, false)
		}
		if mortal {
			lose(p.mw6.roll(r), true)
		}
	}
	for range out[0] {
		if p.auto { // no hit roll: every attack hits, never a 6
			out[1]++
			resolve(false)
			continue
		}
		f := die(r, p.hitrr, hits)
		if !hits(f) {
			continue
		}
		out[1]++
		if f != 6 {
			resolve(false)
			continue
		}
		resolve(p.auto6)
		extra := p.x6.roll(r)
		out[1] += extra
		for range extra {
			resolve(false)
		}
	}
	out[4], out[5] = u.killed*p.w+u.hurt, u.killed
	return out, u
}

// agree checks sampled stages against the exact ones: each mean within 5
// standard errors, and the total-variation distance at most 2·Σk σk, with
// σk = √(pk(1-pk)/N) the sampling error of each probability.
func agree(t *testing.T, name string, stages [][]float64, means, sds []float64, counts []map[int]int, trials int) {
	t.Helper()
	for s, pmf := range stages {
		sum, tv, bound := 0.0, 0.0, 0.0
		for v, c := range counts[s] {
			sum += float64(v * c)
			if v >= len(pmf) {
				tv += float64(c) / float64(trials)
			}
		}
		for k, pk := range pmf {
			tv += math.Abs(float64(counts[s][k])/float64(trials) - pk)
			bound += 2 * math.Sqrt(pk*(1-pk)/float64(trials))
		}
		tv /= 2
		if se := sds[s] / math.Sqrt(float64(trials)); math.Abs(sum/float64(trials)-means[s]) > 5*se+1e-9 {
			t.Errorf("%s: stage %d mean %.4f sampled, %.4f exact (se %.4f)", name, s, sum/float64(trials), means[s], se)
		}
		if tv > bound+1e-9 {
			t.Errorf("%s: stage %d total variation %.4f > bound %.4f", name, s, tv, bound)
		}
	}
}

// check runs the oracle on lines fired in order and compares with the calculator.
func check(t *testing.T, name string, lines []shot, query string, trials int, r *rand.Rand) {
	t.Helper()
	res := calc(t, query)
	counts := make([]map[int]int, 6)
	for s := range counts {
		counts[s] = map[int]int{}
	}
	for range trials {
		var total [6]int
		var u target
		for _, p := range lines {
			var out [6]int
			out, u = p.simulate(r, u)
			for s := range 4 {
				total[s] += out[s]
			}
			total[4], total[5] = out[4], out[5]
		}
		for s, v := range total {
			counts[s][v]++
		}
	}
	var pmfs [][]float64
	var means, sds []float64
	for _, st := range res.Stages {
		pmfs, means, sds = append(pmfs, st.PMF), append(means, st.Mean), append(sds, st.SD)
	}
	agree(t, name+" "+query, pmfs, means, sds, counts, trials)
}

// 200 generated lines, 3000 plays each.
func TestMonteCarloOracle(t *testing.T) {
	r := rand.New(rand.NewPCG(2020, 9))
	for i, p := range shots(200, 4) {
		check(t, fmt.Sprint("line ", i), []shot{p}, p.query(), 3000, r)
	}
}

// Whole units: two to four lines fired in order at one target, the oracle
// carrying the killed and hurt models from each line into the next.
func TestMonteCarloOracleUnits(t *testing.T) {
	r := rand.New(rand.NewPCG(2021, 3))
	pool := shots(120, 5)
	ran := 0
	for i := 0; i+4 <= len(pool); i += 4 {
		lines := append([]shot(nil), pool[i:i+2+i/4%3]...)
		for k := range lines[1:] {
			lines[k+1] = lines[0].withLineOf(lines[k+1])
		}
		q := mustQuery(lines[0].query())
		for k, p := range lines[1:] {
			for key, vs := range mustQuery(p.query()) {
				if form.Repeated(key) {
					q[""+fmt.Sprint(k+2)+"."+key] = vs
				}
			}
		}
		if _, err := Calc.Calculate(q); err != nil {
			continue // a line not allowed with the shared situation, or too large
		}
		ran++
		check(t, fmt.Sprint("unit ", i), lines, q.Encode(), 3000, r)
	}
	t.Logf("%d of 30 units calculated and checked", ran)
	if ran < 15 {
		t.Errorf("only %d of 30 units calculated: the oracle checked too little", ran)
	}
}

// withLineOf is o's weapon on p's target in p's situation: the keys a line
// has its own value of come from o, the rest from p.
func (p shot) withLineOf(o shot) shot {
	p.kind, p.models, p.a, p.bs, p.s, p.ap, p.d, p.blast = o.kind, o.models, o.a, o.bs, o.s, o.ap, o.d, o.blast
	p.x6, p.auto6, p.mw6, p.mode, p.ap6 = o.x6, o.auto6, o.mw6, o.mode, o.ap6
	return p
}
