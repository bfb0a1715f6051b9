package wh40k10

// An independent Monte Carlo oracle: it plays the attack with random dice
// straight from the rules, sharing no code with the calculator (not its tests,
// dice expressions, re-roll policies nor damage allocation).

import (
	"fmt"
	"math"
	"math/rand/v2"
	"net/url"
	"testing"

	"auspex/engine/ruleset"
)

// roll is a dice expression as the oracle knows it: n dice of s sides plus c.
type roll struct{ n, s, c int }

func (e roll) String() string {
	if e.n == 0 {
		return fmt.Sprint(e.c)
	}
	return fmt.Sprintf("%dD%d+%d", e.n, e.s, e.c)
}

func (e roll) throw(r *rand.Rand) int {
	t := e.c
	for range e.n {
		t += 1 + r.IntN(e.s)
	}
	return t
}

type profile struct {
	models, bs, s, ap, t, sv, inv, fnp, w, n, hitmod, woundmod, anti, crithit int
	a, d, sus, rapid, melta                                                   roll
	hitrr, woundrr, saverr, dr, devrule                                       string
	torrent, lethal, dev, twin, blast, half, heavy, stationary, lance         bool
	charged, cover, ignorecover, overwatch, indirect, stealth, bgnt, fnpmw    bool
}

func (p profile) query() string {
	q := url.Values{}
	set := func(k string, v any) { q.Set(k, fmt.Sprint(v)) }
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
	set("crithit", p.crithit)
	set("sus", p.sus)
	set("rapid", p.rapid)
	set("melta", p.melta)
	set("hitrr", p.hitrr)
	set("woundrr", p.woundrr)
	set("saverr", p.saverr)
	set("dr", p.dr)
	set("devrule", p.devrule)
	if p.inv > 0 {
		set("inv", p.inv)
	}
	if p.fnp > 0 {
		set("fnp", p.fnp)
	}
	if p.anti > 0 {
		set("anti", p.anti)
	}
	for k, on := range map[string]bool{"torrent": p.torrent, "lethal": p.lethal, "dev": p.dev, "twin": p.twin, "blast": p.blast,
		"half": p.half, "heavy": p.heavy, "stationary": p.stationary, "lance": p.lance, "charged": p.charged, "cover": p.cover,
		"ignorecover": p.ignorecover, "overwatch": p.overwatch, "indirect": p.indirect, "stealth": p.stealth, "bgnt": p.bgnt, "fnpmortal": p.fnpmw} {
		if on {
			set(k, 1)
		}
	}
	return q.Encode()
}

// profiles generates n valid, varied profiles from a seed.
func profiles(n int, seed uint64) []profile {
	r := rand.New(rand.NewPCG(seed, 99))
	pick := func(xs ...roll) roll { return xs[r.IntN(len(xs))] }
	one := func(ss ...string) string { return ss[r.IntN(len(ss))] }
	flag := func(p float64) bool { return r.Float64() < p }
	var out []profile
	for len(out) < n {
		p := profile{
			models: 1 + r.IntN(8), bs: 2 + r.IntN(5), s: 1 + r.IntN(12), ap: r.IntN(5), t: 1 + r.IntN(12),
			sv: 2 + r.IntN(6), w: 1 + r.IntN(6), n: 1 + r.IntN(10), hitmod: r.IntN(7) - 3, woundmod: r.IntN(7) - 3, crithit: 6,
			a:       pick(roll{0, 0, 1}, roll{0, 0, 2}, roll{0, 0, 4}, roll{1, 3, 0}, roll{1, 6, 0}, roll{2, 3, 1}),
			d:       pick(roll{0, 0, 1}, roll{0, 0, 2}, roll{0, 0, 3}, roll{1, 3, 0}, roll{1, 6, 0}, roll{1, 6, 1}),
			sus:     pick(roll{}, roll{}, roll{0, 0, 1}, roll{0, 0, 2}, roll{1, 3, 0}),
			rapid:   pick(roll{}, roll{0, 0, 1}, roll{1, 3, 0}),
			melta:   pick(roll{}, roll{0, 0, 2}, roll{1, 3, 0}),
			hitrr:   one("", "", "1", "fail", "noncrit"),
			woundrr: one("", "", "1", "fail", "noncrit"),
			saverr:  one("", "", "1", "fail"),
			dr:      one("", "", "1", "half"),
			devrule: one("launch", "nosave"),
			torrent: flag(0.1), lethal: flag(0.3), dev: flag(0.3), twin: flag(0.2), blast: flag(0.2), half: flag(0.5),
			heavy: flag(0.3), stationary: flag(0.5), lance: flag(0.2), charged: flag(0.5), cover: flag(0.3),
			ignorecover: flag(0.15), overwatch: flag(0.1), indirect: flag(0.15), stealth: flag(0.2), bgnt: flag(0.1), fnpmw: flag(0.2),
		}
		if flag(0.3) {
			p.inv = 3 + r.IntN(4)
		}
		if flag(0.3) {
			p.fnp = 4 + r.IntN(3)
		}
		if flag(0.2) {
			p.anti = 2 + r.IntN(4)
		}
		if flag(0.1) {
			p.crithit = 5
		}
		if _, err := Calc.Calculate(mustQuery(p.query())); err != nil {
			continue // over a size bound: not a valid profile
		}
		out = append(out, p)
	}
	return out
}

func mustQuery(s string) url.Values {
	q, err := url.ParseQuery(s)
	if err != nil {
		panic(err)
	}
	return q
}

func clamp1(m int) int { return max(-1, min(1, m)) }

// d6 rolls one die under a re-roll policy; fails and crit judge the first face.
func d6(r *rand.Rand, policy string, fails func(int) bool, crit func(int) bool) int {
	f := 1 + r.IntN(6)
	if (policy == "1" && f == 1) || (policy == "fail" && fails(f)) || (policy == "noncrit" && !crit(f)) {
		f = 1 + r.IntN(6)
	}
	return f
}

// simulate plays the attack once: attacks, hits, wounds, unsaved, wounds lost, models destroyed.
func (p profile) simulate(r *rand.Rand) [6]int {
	out, _, _ := p.simulateFrom(r, 0, 0, nil)
	return out
}

// simulateFrom plays the attack at a unit that has already lost killed models
// and hurt wounds on the next one, and returns the unit's state after. With
// wait set, launch-text Devastating Wounds are not applied: the mortal wounds
// that get past Feel No Pain are added to *wait, for the end of the unit's attacks.
func (p profile) simulateFrom(r *rand.Rand, killed, hurt int, wait *int) ([6]int, int, int) {
	attacks := 0
	for range p.models {
		attacks += p.a.throw(r)
		if p.half {
			attacks += p.rapid.throw(r)
		}
		if p.blast {
			attacks += p.n / 5
		}
	}
	hitMod := 0
	if p.heavy && p.stationary {
		hitMod++
	}
	for _, minus := range []bool{p.stealth, p.indirect, p.bgnt} {
		if minus {
			hitMod--
		}
	}
	hitMod = clamp1(hitMod + p.hitmod)
	critHit := p.crithit
	if p.overwatch {
		critHit = 6
	}
	isCritHit := func(f int) bool { return f >= critHit }
	hitOK := func(f int) bool {
		if p.overwatch {
			return f == 6
		}
		return isCritHit(f) || (f != 1 && f+hitMod >= p.bs)
	}
	hits, rollToWound, autoWounds := 0, 0, 0
	for range attacks {
		if p.torrent {
			hits++
			rollToWound++
			continue
		}
		f := d6(r, p.hitrr, func(f int) bool { return !hitOK(f) }, isCritHit)
		if !hitOK(f) {
			continue
		}
		hits++
		if isCritHit(f) {
			extra := p.sus.throw(r)
			hits += extra
			rollToWound += extra
			if p.lethal {
				autoWounds++
				continue
			}
		}
		rollToWound++
	}
	need := 5
	switch {
	case p.s >= 2*p.t:
		need = 2
	case p.s > p.t:
		need = 3
	case p.s == p.t:
		need = 4
	case p.s*2 <= p.t:
		need = 6
	}
	wMod := p.woundmod
	if p.lance && p.charged {
		wMod++
	}
	wMod = clamp1(wMod)
	critW := 6
	if p.anti > 0 {
		critW = p.anti
	}
	isCritW := func(f int) bool { return f >= critW }
	woundOK := func(f int) bool { return isCritW(f) || (f != 1 && f+wMod >= need) }
	policy := p.woundrr
	if p.twin && (policy == "" || policy == "1") {
		policy = "fail"
	}
	wounds, toSave, packets := autoWounds, autoWounds, 0
	for range rollToWound {
		f := d6(r, policy, func(f int) bool { return !woundOK(f) }, isCritW)
		if !woundOK(f) {
			continue
		}
		wounds++
		if isCritW(f) && p.dev {
			packets++
		} else {
			toSave++
		}
	}
	// The defender picks the save that passes on more faces.
	coverOn := (p.cover || p.indirect) && !p.ignorecover && !(p.sv <= 3 && p.ap == 0)
	armourMod := -p.ap
	if coverOn {
		armourMod++
	}
	armourOK := func(f int) bool { return f != 1 && f+armourMod >= p.sv } // a 7+ save in cover passes on a 6
	invOK := func(f int) bool { return p.inv > 0 && f != 1 && f >= p.inv }
	count := func(ok func(int) bool) (c int) {
		for f := 1; f <= 6; f++ {
			if ok(f) {
				c++
			}
		}
		return c
	}
	saveOK := armourOK
	if count(invOK) > count(armourOK) {
		saveOK = invOK
	}
	normal := 0
	for range toSave {
		if count(saveOK) == 0 {
			normal++
			continue
		}
		f := d6(r, p.saverr, func(f int) bool { return !saveOK(f) }, func(int) bool { return false })
		if !saveOK(f) {
			normal++
		}
	}
	keep := func(points int, fnpOn bool) int {
		if !fnpOn || p.fnp == 0 {
			return points
		}
		k := 0
		for range points {
			if 1+r.IntN(6) < p.fnp {
				k++
			}
		}
		return k
	}
	reduce := func(dmg int) int {
		switch p.dr {
		case "1":
			return max(1, dmg-1)
		case "half":
			return (dmg + 1) / 2
		}
		return dmg
	}
	// Normal damage: excess lost with the model.
	hitModel := func(dmg int) {
		if killed == p.n {
			return
		}
		hurt += dmg
		if hurt >= p.w {
			killed, hurt = killed+1, 0
		}
	}
	for range normal {
		dmg := p.d.throw(r)
		if p.half {
			dmg += p.melta.throw(r)
		}
		hitModel(keep(reduce(dmg), !p.fnpmw))
	}
	for range packets {
		m := p.d.throw(r)
		if p.half {
			m += p.melta.throw(r)
		}
		if p.devrule == "nosave" {
			hitModel(keep(reduce(m), !p.fnpmw)) // not mortal wounds under this ruling
			continue
		}
		if wait != nil {
			*wait += keep(m, true)
			continue
		}
		for range keep(m, true) { // launch text: mortal wounds carry on
			if killed == p.n {
				break
			}
			hurt++
			if hurt == p.w {
				killed, hurt = killed+1, 0
			}
		}
	}
	return [6]int{attacks, hits, wounds, normal + packets, killed*p.w + hurt, killed}, killed, hurt
}

// For 200 generated profiles, every stage's sample mean lies within 5 standard
// errors of the exact mean, and the total-variation distance between the sample
// and the exact distribution is at most 2·Σk σk, with σk = √(pk(1-pk)/N) the
// sampling error of each probability (about 2.5 times its expected size).
func TestMonteCarloOracle(t *testing.T) {
	const trials = 3000
	r := rand.New(rand.NewPCG(2026, 11))
	for i, p := range profiles(200, 3) {
		res := calc(t, p.query())
		counts := make([]map[int]int, 6)
		for s := range counts {
			counts[s] = map[int]int{}
		}
		for range trials {
			for s, v := range p.simulate(r) {
				counts[s][v]++
			}
		}
		agrees(t, fmt.Sprintf("profile %d %s", i, p.query()), res, counts, trials)
	}
}

// agrees checks each stage of an exact result against sampled counts: the
// sample mean within 5 standard errors, the total variation within its bound.
func agrees(t *testing.T, what string, res *ruleset.Result, counts []map[int]int, trials float64) {
	t.Helper()
	for s, st := range res.Stages {
		sum, tv, bound := 0.0, 0.0, 0.0
		for v, c := range counts[s] {
			sum += float64(v * c)
			if v >= len(st.PMF) {
				tv += float64(c) / trials
			}
		}
		for k, pk := range st.PMF {
			tv += math.Abs(float64(counts[s][k])/trials - pk)
			bound += 2 * math.Sqrt(pk*(1-pk)/trials)
		}
		tv /= 2
		mean := sum / trials
		if se := st.SD / math.Sqrt(trials); math.Abs(mean-st.Mean) > 5*se+1e-9 {
			t.Errorf("%s: stage %s mean %.4f sampled, %.4f exact (se %.4f)", what, st.ID, mean, st.Mean, se)
		}
		if tv > bound+1e-9 {
			t.Errorf("%s: stage %s total variation %.4f > bound %.4f", what, st.ID, tv, bound)
		}
	}
}

// The keys a weapon line has its own value of (lineKeys), as the oracle's
// profile holds them: a unit's lines share the target and the moment.
func (p profile) shareTargetOf(q profile) profile {
	q.models, q.a, q.bs, q.s, q.ap, q.d = p.models, p.a, p.bs, p.s, p.ap, p.d
	q.torrent, q.sus, q.lethal, q.dev, q.anti, q.twin, q.blast = p.torrent, p.sus, p.lethal, p.dev, p.anti, p.twin, p.blast
	q.rapid, q.melta, q.heavy, q.lance, q.ignorecover, q.indirect, q.crithit = p.rapid, p.melta, p.heavy, p.lance, p.ignorecover, p.indirect, p.crithit
	return q
}

// unitQuery writes a unit's lines as one query: line 1's keys plain, line k's prefixed.
func unitQuery(lines []profile) string {
	q := mustQuery(lines[0].query())
	for k, p := range lines[1:] {
		for key, vs := range mustQuery(p.query()) {
			if form.Repeated(key) {
				q[ruleset.LineKey(k+2, key)] = vs
			}
		}
	}
	return q.Encode()
}

// Whole units: two to four lines fired in order, the oracle carrying the
// killed and hurt models from one line into the next. Same bounds as for one line.
func TestMonteCarloOracleUnits(t *testing.T) {
	const trials = 3000
	r := rand.New(rand.NewPCG(2027, 5))
	pool := profiles(160, 8)
	ran := 0
	for i := 0; i+4 <= len(pool); i += 4 {
		lines := pool[i : i+2+i/4%3]
		for k := range lines[1:] {
			lines[k+1] = lines[k+1].shareTargetOf(lines[0])
		}
		query := unitQuery(lines)
		res, err := Calc.Calculate(mustQuery(query))
		if err != nil {
			continue // over a size bound
		}
		ran++
		counts := make([]map[int]int, 6)
		for s := range counts {
			counts[s] = map[int]int{}
		}
		for range trials {
			var total [6]int
			killed, hurt, wait := 0, 0, 0
			for _, p := range lines {
				var out [6]int
				out, killed, hurt = p.simulateFrom(r, killed, hurt, &wait)
				for s := range 4 {
					total[s] += out[s]
				}
			}
			// The book: every mortal wound after all the unit's normal damage, carrying on.
			lost := min(lines[0].n*lines[0].w, killed*lines[0].w+hurt+wait)
			total[4], total[5] = lost, lost/lines[0].w
			for s, v := range total {
				counts[s][v]++
			}
		}
		agrees(t, fmt.Sprintf("unit %d %s", i, query), res, counts, trials)
	}
	if ran < 30 {
		t.Errorf("only %d of 40 units within bounds: the oracle checked too little", ran)
	}
}
