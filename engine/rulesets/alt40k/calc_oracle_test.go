package alt40k

// An independent Monte Carlo oracle: it plays the attack with random dice
// straight from the book, sharing no code with the calculator (not its
// tests, re-roll policies, save choice, charts nor damage allocation), and
// resolves each hit fully (wound, save, feel-no-pain, chart, wounds) before
// the next.

import (
	"math"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// game holds a query as the oracle reads it: the raw values, defaults
// filled in by hand.
type game struct {
	q url.Values
	r *rand.Rand
}

func (g game) s(key, def string) string {
	if v := g.q.Get(key); v != "" {
		return v
	}
	return def
}

func (g game) i(key string, def int) int {
	n, err := strconv.Atoi(g.s(key, strconv.Itoa(def)))
	if err != nil {
		return def
	}
	return n
}

func (g game) on(key string) bool { return g.q.Get(key) == "1" }

func (g game) d6() int { return 1 + g.r.IntN(6) }

// amount rolls "3", "D6", "2D3" or "D6+1".
func (g game) amount(e string) int {
	body, plus, _ := strings.Cut(strings.ToUpper(e), "+")
	c, _ := strconv.Atoi(plus)
	count, sides, isDice := strings.Cut(body, "D")
	if !isDice {
		n, _ := strconv.Atoi(body)
		return n + c
	}
	n, s := 1, 6
	if count != "" {
		n, _ = strconv.Atoi(count)
	}
	s, _ = strconv.Atoi(sides)
	for range n {
		c += 1 + g.r.IntN(s)
	}
	return c
}

// tally is one played attack's totals.
type tally struct {
	hits, wounds, glance, pen, unsaved, row, lost int
}

// play resolves the whole query once, line by line (up to three).
func (g game) play() tally {
	var t tally
	n, w := g.i("n", 1), g.i("w", 1)
	hp := make([]int, n) // wounds left per model; the hurt model is the first alive
	for k := range hp {
		hp[k] = w
	}
	shields := 0
	if g.s("mode", "shoot") != "cc" {
		shields = g.i("voids", 0) // they carry from line to line
	}
	for ln := 1; ln <= 3; ln++ {
		pre := ""
		if ln > 1 {
			pre = strconv.Itoa(ln) + "."
			if g.q.Get(pre+"type") == "" {
				break
			}
		}
		l := lineGame{game: g, pre: pre}
		l.play(&t, hp, w, &shields)
	}
	for _, h := range hp {
		t.lost += w - h
	}
	return t
}

type lineGame struct {
	game
	pre string
}

// k reads a line's own value for repeated keys, the shared one otherwise.
func (l lineGame) k(key string) string { return l.pre + key }

func (l lineGame) play(t *tally, hp []int, w int, shields *int) {
	g := l.game
	cc := g.s("mode", "shoot") == "cc"
	kind := g.s(l.k("type"), "rapid")
	tmpl := ""
	if !cc {
		tmpl = g.s(l.k("template"), "")
	}
	snap := g.on(l.k("snap")) || (!cc && g.on("overwatch"))
	half := !cc && (g.on(l.k("half")) || snap)
	target := g.s("target", "infantry")
	vehicle := target == "vehicle" || target == "titanicvehicle"
	nModels := g.i("n", 1)
	// Hits: rolled hits and Auto Wounds.
	var hits, autos int
	reroll := g.s("hitrr", "")
	if tmpl != "" {
		for range g.i(l.k("templates"), 1) {
			if !snap {
				hits += g.i(l.k("under"), 1)
				continue
			}
			h := 0
			switch tmpl {
			case "flame":
				h = g.amount("D3")
			case "hellstorm":
				h = g.amount("2D3")
			default:
				dice := map[string]int{"blast3": 1, "blast5": 3, "blast7": 5, "blast10": 7, "blast15": 10, "apoc": 15}[tmpl]
				for range dice {
					f := g.d6()
					if (reroll == "1" && f == 1) || (reroll == "fail" && f != 6) {
						f = g.d6()
					}
					if f == 6 {
						h++
					}
				}
			}
			hits += min(h, nModels)
		}
	} else {
		attacks := 0
		models := g.i(l.k("models"), 1)
		for range models {
			switch {
			case cc && kind == "grenade":
				attacks++
			case cc:
				attacks += g.amount(g.s(l.k("a"), "1")) + g.i(l.k("extraweapons"), 0) + g.i(l.k("extraattack"), 0)
				if g.on("charging") && g.on("shockassault") {
					attacks++
				}
			case kind == "rapid" && half:
				attacks += 2 * g.amount(g.s(l.k("a"), "1"))
			default:
				attacks += g.amount(g.s(l.k("a"), "1"))
			}
		}
		skill := g.i(l.k("bs"), 4)
		if cc {
			skill = g.i(l.k("ws"), 4)
		}
		mod := g.i("hitmod", 0)
		if g.on(l.k("accurate")) {
			mod++
		}
		mod = max(-1, min(1, mod))
		switch {
		case !cc && g.on("overwatch") && kind == "pistol":
			skill, mod = 5, 0
		case snap:
			skill, mod = 6, 0
		}
		hit := func(f int) bool { return f > 1 && (f+mod >= skill || (g.on("nat6") && f == 6)) }
		for range attacks {
			if g.on(l.k("autohit")) {
				hits++
				continue
			}
			f := g.d6()
			if (reroll == "1" && f == 1) || (reroll == "fail" && !hit(f)) {
				f = g.d6()
			}
			switch {
			case !hit(f):
			case f == 6 && g.on(l.k("tesla")):
				hits += 3
			case f == 6 && g.on(l.k("gauss")):
				autos++
			default:
				hits++
			}
		}
	}
	t.hits += hits + autos
	// Strength.
	us := g.i(l.k("us"), 4)
	if cc && g.on("charging") && g.on("furious") {
		us++
	}
	s := 0
	switch g.s(l.k("s"), "4") {
	case "user":
		s = us
	case "x2":
		s = 2 * us
	default:
		s = g.i(l.k("s"), 4)
	}
	for h := range hits + autos {
		l.hit(t, hp, w, s, h >= hits, vehicle, cc, tmpl, half, shields)
	}
}

// hit resolves one hit (auto: an Auto Wound from Gauss).
func (l lineGame) hit(t *tally, hp []int, w, s int, auto, vehicle, cc bool, tmpl string, half bool, shields *int) {
	g := l.game
	target := g.s("target", "infantry")
	destroyer := g.on(l.k("destroyer"))
	ap := 7
	if a := g.s(l.k("ap"), "-"); a != "-" {
		ap, _ = strconv.Atoi(a)
	}
	armourOK, pen := true, false
	rr := g.s("woundrr", "")
	monsterbane := g.on(l.k("monsterbane")) || (g.on(l.k("melta")) && half)
	switch {
	case auto:
		ap = 7
		if vehicle {
			t.glance++
		} else {
			t.wounds++
		}
	case vehicle:
		av := g.i("av", 12)
		if *shields > 0 || (g.on(l.k("lance")) && av > 12) {
			av = 12
		}
		roll := func() (nat, total int) {
			a := g.d6()
			if rr == "1" && a == 1 {
				a = g.d6()
			}
			switch {
			case g.on(l.k("armourbane")) || (g.on(l.k("melta")) && half):
				b := g.d6()
				if rr == "1" && b == 1 {
					b = g.d6()
				}
				return max(a, b), a + b
			case g.on(l.k("ordnance")) || g.s(l.k("type"), "") == "ordnance":
				b := g.d6()
				if rr == "1" && b == 1 {
					b = g.d6()
				}
				return max(a, b), max(a, b)
			}
			return a, a
		}
		judge := func(nat, total int) (glance, pen bool) {
			total += s
			norm := 0
			if nat > 1 {
				switch {
				case total > av:
					norm = 2
				case total == av || nat == 6:
					norm = 1
				}
			}
			fixed, has := 0, false
			if x := g.i(l.k("haywire"), 0); x > 0 {
				has = true
				if nat == 6 {
					fixed = 2
				} else if nat >= x {
					fixed = 1
				}
			}
			if g.on(l.k("grav")) {
				has = true
				if nat == 6 {
					fixed = max(fixed, 1)
				}
			}
			if has {
				if g.s("fixed", "replace") == "best" {
					norm = max(norm, fixed)
				} else {
					norm = fixed
				}
			}
			if g.i(l.k("poisoned"), 0) > 0 {
				norm = 0
				if nat == 6 {
					norm = 1
				}
			}
			if destroyer {
				norm = 0
				if nat >= 2 {
					norm = 2
				}
			}
			return norm == 1, norm == 2
		}
		nat, total := roll()
		gl, pn := judge(nat, total)
		if rr == "fail" && !gl && !pn {
			// A fresh roll, no 1s re-rolled.
			a := g.d6()
			nat, total = a, a
			switch {
			case g.on(l.k("armourbane")) || (g.on(l.k("melta")) && half):
				b := g.d6()
				nat, total = max(a, b), a+b
			case g.on(l.k("ordnance")) || g.s(l.k("type"), "") == "ordnance":
				b := g.d6()
				nat, total = max(a, b), max(a, b)
			}
			gl, pn = judge(nat, total)
		}
		if !gl && !pn {
			return
		}
		if pn {
			t.pen++
			if *shields > 0 {
				*shields--
				return
			}
			pen, armourOK = true, false
		} else {
			t.glance++
			if nat >= 5 && (g.on(l.k("rending")) || g.i(l.k("sniper"), 0) > 0) {
				armourOK = false
			}
		}
	default:
		if !cc && half && g.on(l.k("scatter")) {
			s++ // Scatter: S+1 for the To Wound roll only, never to penetrate
		}
		tough := g.i("t", 4)
		need := 5
		switch {
		case s >= 2*tough:
			need = 2
		case s > tough:
			need = 3
		case s == tough:
			need = 4
		case tough >= 2*s:
			need = 6
		}
		living := target == "infantry" || target == "monstrousinfantry" || target == "monster" || target == "titanicmonster" || target == "fortification"
		fixed := 7
		if x := g.i(l.k("sniper"), 0); x > 0 && (living || target == "swarm") {
			fixed = min(fixed, x)
		}
		if x := g.i(l.k("poisoned"), 0); x > 0 && living {
			fixed = min(fixed, x)
		}
		if g.on(l.k("grav")) && (living || target == "swarm") {
			fixed = min(fixed, 4)
		}
		if fixed < 7 {
			if g.s("fixed", "replace") == "best" {
				need = min(need, fixed)
			} else {
				need = fixed
			}
		} else if target == "building" && (g.i(l.k("poisoned"), 0) > 0 || g.on(l.k("grav"))) {
			need = 6
		}
		if destroyer {
			need = 2
		}
		if target == "monstrousinfantry" && monsterbane {
			rr = "fail"
		}
		f := g.d6()
		if (rr == "1" && f == 1) || (rr == "fail" && (f == 1 || f < need)) {
			f = g.d6()
		}
		if f == 1 || f < need {
			return
		}
		t.wounds++
		if f >= 5 && (g.on(l.k("rending")) || g.i(l.k("sniper"), 0) > 0) {
			armourOK = false
		}
	}
	// One save: the best allowed.
	best := 7
	if !destroyer {
		if sv := g.i("sv", 0); sv > 0 && armourOK && ap > sv {
			best = min(best, sv)
		}
		cover := g.i("cover", 0)
		ground, shroud := g.on("ground"), g.on("shroud")
		if cover == 0 && (ground || shroud) {
			cover = 6
		} else if cover > 0 {
			if ground {
				cover--
			}
			if shroud {
				cover--
			}
		}
		if cover > 0 {
			if ground && shroud {
				cover--
			}
			if g.on("stealth") {
				cover--
			}
			cover = max(3, cover)
			if !cc && !auto && !g.on(l.k("ignorecover")) && tmpl != "flame" && tmpl != "hellstorm" {
				best = min(best, cover)
			}
		}
		if inv := g.i("inv", 0); inv > 0 {
			best = min(best, inv)
		}
		if !cc && g.i("voids", 0) > 0 && (!pen || *shields == 0) {
			best = min(best, 5)
		}
	}
	if f := g.d6(); best < 7 && f != 1 && f >= best {
		return
	}
	t.unsaved++
	if x := g.i("fnp", 0); x > 0 && !destroyer {
		if f := g.d6(); f != 1 && f >= x {
			return
		}
	}
	dmg := 1
	if monsterbane && (target == "monster" || target == "titanicmonster" || target == "fortification" || target == "building") {
		dmg++
	}
	if target == "swarm" && tmpl != "" {
		dmg++
	}
	if destroyer && (target == "titanicmonster" || target == "titanicvehicle") {
		dmg += 2
	}
	if pen {
		roll := g.d6()
		if ap == 1 {
			roll++
		}
		if ap == 7 {
			roll -= 2
		}
		if g.on("open") {
			roll += 2
		}
		row, extra := 0, 0
		if target == "titanicvehicle" {
			switch {
			case roll <= 4:
				row, extra = 1, 1
			case roll == 5:
				row, extra = 2, 2
			default:
				row, extra = 3, 2
			}
		} else {
			switch {
			case roll <= 3:
				row, extra = 1, 1
			case roll == 4:
				row, extra = 2, 1
			case roll == 5:
				row, extra = 3, 2
			default:
				row, extra = 4, 2
			}
		}
		t.row = max(t.row, row)
		dmg += extra
	}
	// Wounds pile on the first model alive; beyond it they pass on or are lost.
	spill := g.s("excess", "spill") == "spill"
	for i := range hp {
		if hp[i] == 0 {
			continue
		}
		take := min(dmg, hp[i])
		hp[i] -= take
		dmg -= take
		if dmg == 0 || !spill {
			return
		}
	}
}

// The calculator's means agree with the oracle's within five standard
// errors, on hand-picked cases that between them use every rule, and on
// queries drawn at random.
func TestOracle(t *testing.T) {
	cases := []string{
		boltgunQuery, lascannonQuery,
		"mode=cc&type=melee&a=2&ws=3&s=x2&us=4&ap=2&charging=1&furious=1&shockassault=1&extraweapons=1&target=monster&t=6&w=4&n=2&sv=3&inv=5&monsterbane=1&excess=lost",
		"template=blast5&under=4&s=8&ap=3&target=swarm&n=5&w=3&t=3&sv=6&cover=4&ground=1&stealth=1",
		"template=flame&overwatch=1&templates=2&s=4&ap=5&n=6&sv=5&cover=4",
		"template=blast7&snap=1&s=6&n=4&hitrr=fail&w=2",
		"a=3&type=assault&tesla=1&hitrr=1&s=7&ap=-&target=vehicle&av=11&w=3&n=2&open=1&woundrr=fail",
		"a=2&models=3&gauss=1&s=5&t=4&sv=3&fnp=5&nat6=1&hitmod=-3&rending=1&n=3&w=2",
		"a=2&models=2&gauss=1&s=5&target=vehicle&av=11&w=3&sv=4&excess=lost",
		"type=ordnance&a=3&s=8&ap=3&target=titanicvehicle&av=14&w=6&voids=2&sv=3&woundrr=1",
		"a=2&models=2&melta=1&half=1&s=8&ap=1&target=vehicle&av=14&w=4&lance=1&haywire=4&fixed=best",
		"a=3&sniper=4&poisoned=3&grav=1&s=3&t=6&target=monstrousinfantry&monsterbane=1&w=3&n=3&fnp=6&fixed=best",
		"a=4&destroyer=1&s=10&target=titanicmonster&t=8&w=20&inv=4&fnp=5",
		"a=4&poisoned=2&grav=1&target=building&t=7&w=10&monsterbane=1&bs=2",
		"models=5&a=1&s=4&ground=1&shroud=1&cover=5&sv=4&n=5&2.type=heavy&2.a=3&2.s=5&2.ap=4&3.type=rapid&3.a=2&3.scatter=1&3.half=1&t=4&w=2",
		"a=2&armourbane=1&s=6&target=vehicle&av=13&w=2&n=3&ap=-&shroud=1&excess=lost",
		"type=heavy&a=2&s=9&ap=2&target=titanicvehicle&av=14&w=8&voids=3&sv=3&2.type=heavy&2.a=3&2.s=7&2.ap=4&3.type=assault&3.a=2&3.s=10&3.melta=1&3.half=1",
		scatterVehicleQuery, scatterModelQuery, excessQuery,
	}
	for _, c := range cases {
		agreeWithOracle(t, c, 20000)
	}
	r := rand.New(rand.NewPCG(21, 40))
	ran := 0
	for ran < 80 {
		q := randomQuery(r)
		if _, err := Calc.Calculate(mustQuery(q)); err != nil {
			continue // a combination the calculator refuses, with a field error (the kit checks those)
		}
		agreeWithOracle(t, q, 2500)
		ran++
	}
}

// randomQuery draws a query over most keys, each line's rules and the target.
func randomQuery(r *rand.Rand) string {
	pick := func(vs ...string) string { return vs[r.IntN(len(vs))] }
	flag := func(key string, p float64) string {
		if r.Float64() < p {
			return "&" + key + "=1"
		}
		return ""
	}
	cc := r.IntN(4) == 0
	target := pick("infantry", "monstrousinfantry", "monster", "titanicmonster", "swarm", "building", "fortification", "vehicle", "titanicvehicle")
	vehicle := target == "vehicle" || target == "titanicvehicle"
	q := "target=" + target + "&n=" + pick("1", "2", "5") + "&w=" + pick("1", "2", "3", "6")
	if vehicle {
		q += "&av=" + pick("10", "11", "12", "13", "14") + flag("open", 0.3)
	} else {
		q += "&t=" + pick("3", "4", "5", "7")
	}
	q += "&sv=" + pick("", "3", "4", "5") + "&inv=" + pick("", "", "4", "5") + "&fnp=" + pick("", "", "5", "6")
	q += "&excess=" + pick("spill", "lost") + "&fixed=" + pick("replace", "best") + flag("nat6", 0.2)
	q += "&hitmod=" + pick("-2", "-1", "0", "1") + "&hitrr=" + pick("", "1", "fail") + "&woundrr=" + pick("", "1", "fail")
	if cc {
		q += "&mode=cc" + flag("charging", 0.5) + flag("shockassault", 0.5) + flag("furious", 0.5)
	} else {
		q += "&cover=" + pick("", "", "4", "5") + flag("ground", 0.3) + flag("shroud", 0.2) + flag("stealth", 0.2) + flag("overwatch", 0.15)
		if vehicle && r.IntN(4) == 0 {
			q += "&voids=" + pick("1", "2")
		}
	}
	lines := 1 + r.IntN(2)
	for k := 1; k <= lines; k++ {
		p := ""
		if k > 1 {
			p = strconv.Itoa(k) + "."
		}
		key := func(k, v string) string { return "&" + p + k + "=" + v }
		f := func(k string, prob float64) string {
			if r.Float64() < prob {
				return key(k, "1")
			}
			return ""
		}
		if cc {
			q += key("type", pick("melee", "melee", "grenade")) + key("ws", pick("3", "4")) + key("extraweapons", pick("0", "1")) + key("extraattack", pick("0", "1"))
		} else {
			q += key("type", pick("rapid", "assault", "heavy", "pistol", "ordnance")) + key("bs", pick("2", "3", "4", "5")) + f("half", 0.4) + f("snap", 0.15)
			if r.IntN(5) == 0 {
				q += key("template", pick("flame", "hellstorm", "blast3", "blast5", "blast7")) + key("under", pick("1", "2")) + key("templates", pick("1", "2"))
			} else {
				q += f("tesla", 0.15) + f("gauss", 0.15) + f("autohit", 0.1) + f("accurate", 0.2)
			}
			q += f("scatter", 0.1) + f("ignorecover", 0.1) + f("getshot", 0.1)
		}
		q += key("models", pick("1", "2", "3")) + key("a", pick("1", "2", "D3", "D6")) + key("us", pick("3", "4", "5"))
		q += key("s", pick("3", "4", "6", "8", "10", "user", "x2")) + key("ap", pick("-", "1", "2", "3", "4", "5", "6"))
		q += f("rending", 0.15) + f("grav", 0.1) + f("destroyer", 0.05) + f("armourbane", 0.1) + f("melta", 0.1) + f("lance", 0.1)
		q += f("ordnance", 0.1) + f("monsterbane", 0.15)
		for _, x := range []string{"sniper", "poisoned", "haywire"} {
			if r.IntN(8) == 0 {
				q += key(x, pick("2", "3", "4", "5", "6"))
			}
		}
	}
	return q
}

// agreeWithOracle plays a query trials times and compares each stage's mean.
func agreeWithOracle(t *testing.T, c string, trials int) {
	t.Helper()
	q := mustQuery(c)
	res, err := Calc.Calculate(q)
	if err != nil {
		t.Fatalf("%s: %v", c, err)
	}
	g := game{q: q, r: rand.New(rand.NewPCG(7, uint64(len(c))))}
	w := g.i("w", 1)
	sums := map[string]float64{}
	for range trials {
		x := g.play()
		for id, v := range map[string]int{stHits: x.hits, stWounds: x.wounds, stGlancing: x.glance, stPenetrating: x.pen,
			stUnsaved: x.unsaved, stResult: x.row, stDamage: x.lost, stDestroyed: x.lost / w} {
			sums[id] += float64(v)
		}
	}
	for id, sum := range sums {
		st := res.Stage(id)
		if st == nil {
			continue
		}
		mean := sum / float64(trials)
		if se := st.SD / math.Sqrt(float64(trials)); math.Abs(mean-st.Mean) > 5*se+1e-9 {
			t.Errorf("%s: stage %s: oracle mean %.4f, exact %.4f (se %.4f)", c, id, mean, st.Mean, se)
		}
	}
}
