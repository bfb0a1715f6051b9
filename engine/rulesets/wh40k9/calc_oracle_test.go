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
	"testing"
)

// amount is a dice expression as the oracle knows it: n dice of s sides plus c.
type amount struct{ n, s, c int }

func (e amount) String() string {
	if e.n == 0 {
		return fmt.Sprint(e.c)
	}
	return fmt.Sprintf("%dD%d+%d", e.n, e.s, e.c)
}

func (e amount) roll(r *rand.Rand) int {
	t := e.c
	for range e.n {
		t += 1 + r.IntN(e.s)
	}
	return t
}

func (e amount) most() int { return e.n*e.s + e.c }

// shot is one weapon line and its target, as the oracle holds them.
type shot struct {
	kind                                             string
	models, bs, s, ap, t, sv, inv, fnp, w, n, ap6    int
	hitmod, woundmod                                 int
	a, d, x6, mw6                                    amount
	hitrr, woundrr, saverr, dr                       string
	blast, half, moved, advanced, vm, engaged, cover bool
	auto6, instead                                   bool
}

func (p shot) query() string {
	q := url.Values{}
	set := func(k string, v any) { q.Set(k, fmt.Sprint(v)) }
	set("type", p.kind)
	set("models", p.models)
	set("a", p.a)
	set("bs", p.bs)
	set("s", p.s)
	set("ap", -p.ap)
	set("d", p.d)
	set("t", p.t)
	set("sv", p.sv)
	set("w", p.w)
	set("n", p.n)
	set("hitmod", p.hitmod)
	set("woundmod", p.woundmod)
	set("hit6x", p.x6)
	set("wound6mw", p.mw6)
	set("wound6ap", p.ap6)
	set("hitrr", p.hitrr)
	set("woundrr", p.woundrr)
	set("saverr", p.saverr)
	set("dr", p.dr)
	if p.instead {
		set("wound6mode", "instead")
	}
	if p.inv > 0 {
		set("inv", p.inv)
	}
	if p.fnp > 0 {
		set("fnp", p.fnp)
	}
	for k, on := range map[string]bool{"blast": p.blast, "half": p.half, "moved": p.moved, "advanced": p.advanced, "vm": p.vm,
		"engaged": p.engaged, "cover": p.cover, "hit6w": p.auto6} {
		if on {
			set(k, 1)
		}
	}
	return q.Encode()
}

// shots generates n valid, varied lines from a seed.
func shots(n int, seed uint64) []shot {
	r := rand.New(rand.NewPCG(seed, 77))
	pick := func(xs ...amount) amount { return xs[r.IntN(len(xs))] }
	one := func(ss ...string) string { return ss[r.IntN(len(ss))] }
	flag := func(p float64) bool { return r.Float64() < p }
	var out []shot
	for len(out) < n {
		p := shot{
			kind:   one("rapid", "assault", "heavy", "pistol", "grenade", "melee"),
			models: 1 + r.IntN(6), bs: 2 + r.IntN(5), s: 1 + r.IntN(12), ap: r.IntN(5), t: 1 + r.IntN(12),
			sv: 2 + r.IntN(6), w: 1 + r.IntN(6), n: 1 + r.IntN(14), hitmod: r.IntN(3) - 1, woundmod: r.IntN(3) - 1,
			a:       pick(amount{0, 0, 1}, amount{0, 0, 2}, amount{0, 0, 3}, amount{1, 3, 0}, amount{1, 6, 0}, amount{2, 3, 0}),
			d:       pick(amount{0, 0, 1}, amount{0, 0, 2}, amount{0, 0, 3}, amount{1, 3, 0}, amount{1, 6, 0}, amount{1, 3, 1}),
			x6:      pick(amount{}, amount{}, amount{0, 0, 1}, amount{0, 0, 2}, amount{1, 3, 0}),
			mw6:     pick(amount{}, amount{}, amount{0, 0, 1}, amount{0, 0, 2}, amount{1, 3, 0}),
			hitrr:   one("", "", "1", "fail", "noncrit"),
			woundrr: one("", "", "1", "fail", "noncrit"),
			saverr:  one("", "", "1", "fail"),
			dr:      one("", "", "1", "half"),
			blast:   flag(0.3), half: flag(0.5), moved: flag(0.5), advanced: flag(0.2), vm: flag(0.3), engaged: flag(0.2),
			cover: flag(0.3), auto6: flag(0.25), instead: flag(0.4),
		}
		if flag(0.3) {
			p.inv = 3 + r.IntN(4)
		}
		if flag(0.3) {
			p.fnp = 4 + r.IntN(3)
		}
		if flag(0.3) {
			p.ap6 = 1 + r.IntN(3)
		}
		if _, err := Calc.Calculate(mustQuery(p.query())); err != nil {
			continue // not allowed, or over a size bound
		}
		out = append(out, p)
	}
	return out
}

// d6 rolls one die; policy says which first faces are rolled again.
func d6(r *rand.Rand, policy string, fails, six func(int) bool) int {
	f := 1 + r.IntN(6)
	if (policy == "1" && f == 1) || (policy == "fail" && fails(f)) || (policy == "noncrit" && !six(f)) {
		f = 1 + r.IntN(6)
	}
	return f
}

func isSix(f int) bool { return f == 6 }

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
	hits := func(f int) bool { return f == 6 || (f > 1 && f+mod >= p.bs) }
	need := 5
	switch {
	case p.s >= 2*p.t:
		need = 2
	case p.s > p.t:
		need = 3
	case p.s == p.t:
		need = 4
	case 2*p.s <= p.t:
		need = 6
	}
	wmod := max(-1, min(1, p.woundmod))
	wounds := func(f int) bool { return f == 6 || (f > 1 && f+wmod >= need) }
	// The defender takes whichever save passes on more faces.
	saveWith := func(ap int) func(int) bool {
		bonus := 0
		if p.cover && (p.sv > 3 || ap > 0) { // no cover for Sv 3+ or better against AP 0
			bonus = 1
		}
		armour := func(f int) bool { return p.sv < 7 && f > 1 && f-ap+bonus >= p.sv }
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
			f := d6(r, p.woundrr, func(f int) bool { return !wounds(f) }, isSix)
			if !wounds(f) {
				return
			}
			six = f == 6
		}
		out[2]++
		mortal := six && p.mw6.most() > 0
		normal := false
		if mortal && p.instead {
			out[3]++
		} else {
			ok := saves
			if six {
				ok = sixSaves
			}
			f := d6(r, p.saverr, func(f int) bool { return !ok(f) }, func(int) bool { return false })
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
		f := d6(r, p.hitrr, func(f int) bool { return !hits(f) }, isSix)
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
	if ran < 15 {
		t.Errorf("only %d of 30 units calculated: the oracle checked too little", ran)
	}
}

// withLineOf is o's weapon on p's target in p's situation: the keys a line
// has its own value of come from o, the rest from p.
func (p shot) withLineOf(o shot) shot {
	p.kind, p.models, p.a, p.bs, p.s, p.ap, p.d, p.blast = o.kind, o.models, o.a, o.bs, o.s, o.ap, o.d, o.blast
	p.x6, p.auto6, p.mw6, p.instead, p.ap6 = o.x6, o.auto6, o.mw6, o.instead, o.ap6
	return p
}
