package alt40k

import (
	"math/rand/v2"
	"net/url"
	"strconv"

	"auspex/engine/ruleset"
)

// Roll makes the attack with real dice, every die recorded under its stage.
// It never panics.
func (calculator) Roll(q url.Values, r *rand.Rand) (*ruleset.RollLog, error) {
	return guarded("rolling", q, func(u *unit) (*ruleset.RollLog, error) { return u.roll(r), nil })
}

// roller rolls the lines in order, each at the unit as the ones before left it.
type roller struct {
	r       *rand.Rand
	u       *unit
	group   string
	stages  map[string]*ruleset.RollStage
	lost    int
	worst   int // the worst chart row rolled
	shields int // Void Shields still up: they carry from line to line
}

func (u *unit) roll(r *rand.Rand) *ruleset.RollLog {
	exact := u.result()
	log := &ruleset.RollLog{Figure: stDamage, Exact: exact}
	all := append(append([]ruleset.Stage{}, exact.Stages...), exact.Extra...)
	for _, s := range all {
		log.Stages = append(log.Stages, ruleset.RollStage{ID: s.ID, Dice: []ruleset.Die{}})
	}
	ro := &roller{r: r, u: u, stages: map[string]*ruleset.RollStage{}, shields: u.lines[0].voids()}
	for i := range log.Stages {
		ro.stages[log.Stages[i].ID] = &log.Stages[i]
	}
	for i, l := range u.lines {
		if len(u.lines) > 1 {
			ro.group = "line-" + strconv.Itoa(i+1)
			log.Groups = append(log.Groups, ruleset.RollGroup{ID: ro.group, Label: "Weapon " + strconv.Itoa(i+1)})
		}
		ro.line(l)
	}
	ro.stages[stDamage].Total = ro.lost
	ro.stages[stDestroyed].Total = u.targetUnit().Destroyed(ro.lost)
	if u.vehicle() {
		ro.group = ""
		for range ro.stages[stDestroyed].Total {
			f := ro.d(6)
			ro.add(stExplodes, ruleset.Die{Role: "explosion", Sides: 6, Face: f, Outcome: map[bool]string{true: "explodes", false: "wreck"}[f == 6], Success: f == 6}, f == 6)
		}
	}
	if st := ro.stages[stResult]; st != nil {
		st.Total = ro.worst
	}
	for i, s := range all {
		st := &log.Stages[i]
		st.Percentile = s.Percentile(st.Total)
	}
	log.Percentile = ro.stages[log.Figure].Percentile
	return log
}

// add records a die under a stage, counting it when count says so.
func (ro *roller) add(stage string, d ruleset.Die, count bool) {
	st := ro.stages[stage]
	if st == nil {
		return
	}
	d.Group = ro.group
	st.Dice = append(st.Dice, d)
	if count {
		st.Total++
	}
}

func (ro *roller) d(sides int) int { return 1 + ro.r.IntN(sides) }

// test rolls one D6 that passes as pass says, re-rolled once per policy.
func (ro *roller) test(pass func(int) bool, policy string) (face int, discarded []int) {
	f := ro.d(6)
	if rerollWhen(policy, pass)(f) {
		return ro.d(6), []int{f}
	}
	return f, nil
}

// amount rolls a dice expression's dice under a stage, as amounts.
func (ro *roller) amount(stage, role string, count, sides int) int {
	total := 0
	for range count {
		f := ro.d(sides)
		total += f
		ro.add(stage, ruleset.Die{Role: role, Sides: sides, Face: f, Success: true}, false)
	}
	return total
}

// item is one hit on its way to the target: rolled, or an Auto Wound.
type item struct{ auto bool }

// line rolls one weapon line: attacks, hit dice, then each hit in turn:
// its wound or penetration, save, feel-no-pain, damage chart and wounds.
func (ro *roller) line(l *line) {
	attacks := ro.attacks(l)
	ro.stages[stAttacks].Total += attacks
	var items []item
	for range attacks {
		k, g := ro.hits(l)
		for range k {
			items = append(items, item{})
		}
		for range g {
			items = append(items, item{auto: true})
		}
	}
	ro.stages[stHits].Total += len(items)
	for _, it := range items {
		ro.resolve(l, it, &ro.shields)
	}
}

// attacks rolls the line's attacks (templates place no dice).
func (ro *roller) attacks(l *line) int {
	v := l.v
	models, a := v.Int("models"), v.Dice("a")
	switch {
	case l.template != "":
		return v.Int("templates")
	case l.mode == modeCC && l.kind == typeGrenade:
		return models
	}
	n := 0
	for range models {
		x := ro.amount(stAttacks, "attacks", a.Count, a.Sides) + a.Plus
		switch {
		case l.mode == modeCC:
			x += v.Int("extraweapons") + v.Int("extraattack") + b2i(v.Flag("charging") && v.Flag("shockassault"))
		case l.kind == typeRapid && l.halfRange():
			x *= 2
		}
		n += x
	}
	return n
}

// hits rolls one attack's hit dice: k hits that roll on, g Auto Wounds.
func (ro *roller) hits(l *line) (k, g int) {
	v := l.v
	hot := l.mode == modeShoot && v.Flag("getshot")
	switch {
	case l.template != "":
		if hot {
			f := ro.d(6)
			ro.add(stGetsHot, ruleset.Die{Role: "gets-hot", Sides: 6, Face: f, Outcome: map[bool]string{true: "mortal wound", false: "safe"}[f == 1], Success: f == 1}, f == 1)
		}
		if !l.snap() {
			return v.Int("under"), 0
		}
		td := templateDice()[l.template]
		if td.autohits {
			k = ro.amount(stHits, "template", td.dice.Count, td.dice.Sides)
		} else {
			// A 6 past the target's models hits no one: it shows so, and
			// is not counted as a hit (the dice then say what the total
			// does).
			six := func(f int) bool { return f == 6 }
			for range td.dice.Count {
				f, disc := ro.test(six, v.Str("hitrr"))
				hit := f == 6 && k < v.Int("n")
				d := ruleset.Die{Role: "hit", Sides: 6, Face: f, Discarded: disc, Outcome: hitWord(hit), Success: hit}
				if f == 6 && !hit {
					d.Outcome = "no model left to hit"
				}
				ro.add(stHits, d, false)
				k += b2i(hit)
			}
		}
		return min(k, v.Int("n")), 0
	case v.Flag("autohit"):
		return 1, 0
	}
	f, disc := ro.test(l.hitPass, l.hitPolicy)
	hit := l.hitPass(f)
	six := hit && f == 6 && (v.Flag("tesla") || v.Flag("gauss"))
	d := ruleset.Die{Role: "hit", Sides: 6, Face: f, Discarded: disc, Outcome: hitWord(hit), Success: hit, Critical: six}
	if six {
		d.Outcome = ruleset.OutcomeCritical
	}
	ro.add(stHits, d, false)
	if hot {
		ro.stages[stGetsHot].Total += b2i(f == 1)
	}
	switch {
	case !hit:
		return 0, 0
	case six && v.Flag("tesla"):
		return 3, 0
	case six && v.Flag("gauss"):
		return 0, 1
	}
	return 1, 0
}

func hitWord(hit bool) string {
	if hit {
		return ruleset.OutcomeHit
	}
	return ruleset.OutcomeMiss
}

// resolve takes one hit to the end.
func (ro *roller) resolve(l *line, it item, shields *int) {
	v := l.v
	kind, dmg, row := vsWound, 0, 0
	extra, _ := l.extraWounds()
	switch {
	case it.auto && l.vehicle:
		kind, dmg = vsAuto, 1+extra
		ro.stages[stGlancing].Total++
	case it.auto:
		kind, dmg = vsAuto, 1+extra
		ro.stages[stWounds].Total++
	case l.vehicle:
		res, rend := ro.penetrate(l, *shields > 0)
		switch {
		case res == penNone:
			return
		case res == penPen && *shields > 0:
			*shields--
			return
		case res == penPen:
			kind, dmg = vsPen, 1+extra
		case rend:
			kind, dmg = vsRend, 1+extra
		default:
			dmg = 1 + extra
		}
	default:
		f, disc := ro.test(l.woundPass, l.woundPol)
		ok := l.woundPass(f)
		rend := ok && l.rends && f >= 5
		d := ruleset.Die{Role: "wound", Sides: 6, Face: f, Discarded: disc, Outcome: map[bool]string{true: "wound", false: "no wound"}[ok], Success: ok, Critical: rend}
		if rend {
			d.Outcome = "rending wound"
		}
		ro.add(stWounds, d, ok)
		if !ok {
			return
		}
		if rend {
			kind = vsRend
		}
		dmg = 1 + extra
	}
	if x, _ := l.save(kind, *shields > 0); x > 0 {
		f := ro.d(6)
		saved := f != 1 && f >= x
		ro.add(stUnsaved, ruleset.Die{Role: "save", Sides: 6, Face: f, Outcome: map[bool]string{true: "saved", false: "failed"}[saved], Success: !saved}, !saved)
		if saved {
			return
		}
	} else {
		ro.stages[stUnsaved].Total++
	}
	if x := v.Int("fnp"); x > 0 && !v.Flag("destroyer") {
		f := ro.d(6)
		ignored := f != 1 && f >= x
		ro.add(stDamage, ruleset.Die{Role: "fnp", Sides: 6, Face: f, Outcome: map[bool]string{true: "ignored", false: "lost"}[ignored], Success: ignored}, false)
		if ignored {
			return
		}
	}
	if kind == vsPen {
		c := l.chartOf()
		f := ro.d(6)
		row = c.row(f + l.chartMod())
		dmg += c.rows[row-1].extra
		ro.worst = max(ro.worst, row)
		ro.add(stResult, ruleset.Die{Role: "damage-chart", Sides: 6, Face: f, Outcome: c.rows[row-1].name, Success: true}, false)
	}
	tu := ro.u.targetUnit()
	if v.Str("excess") == excessLost {
		ro.lost = tu.AfterNormal(ro.lost, dmg)
	} else {
		ro.lost = tu.AfterMortal(ro.lost, dmg)
	}
}

// penetrate rolls one penetration: 1 or 2 dice, 1s re-rolled die by die or
// a roll that did nothing rolled again; the best of two keeps the higher.
func (ro *roller) penetrate(l *line, up bool) (int, bool) {
	value := l.penDown
	if up {
		value = l.penUp
	}
	roll := func(ones bool) ([]int, [][]int) {
		faces, disc := make([]int, l.penN), make([][]int, l.penN)
		for i := range faces {
			faces[i] = ro.d(6)
			if ones && faces[i] == 1 {
				disc[i], faces[i] = []int{1}, ro.d(6)
			}
		}
		return faces, disc
	}
	faces, disc := roll(l.woundPol == "1")
	res, rend := value(faces)
	if l.woundPol == "fail" && res == penNone {
		old := faces
		faces, _ = roll(false)
		for i := range faces {
			disc[i] = append(disc[i], old[i])
		}
		res, rend = value(faces)
	}
	word := []string{"nothing", "glancing", "penetrating"}[res]
	mark := func(d ruleset.Die) ruleset.Die {
		d.Role, d.Sides, d.Outcome, d.Success, d.Critical = "penetrate", 6, word, res != penNone, rend
		return d
	}
	stage := stPenetrating
	if res == penGlance {
		stage = stGlancing
	}
	if l.penN == 2 && !l.penSum {
		hi, lo := max(faces[0], faces[1]), min(faces[0], faces[1])
		ro.add(stage, mark(ruleset.Die{Face: hi, Discarded: append(append(disc[0], disc[1]...), lo)}), res != penNone)
		return res, rend
	}
	for i, f := range faces {
		ro.add(stage, mark(ruleset.Die{Face: f, Discarded: disc[i]}), i == 0 && res != penNone)
	}
	return res, rend
}
