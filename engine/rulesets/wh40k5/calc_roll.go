package wh40k5

import (
	"math/rand/v2"
	"net/url"
	"strconv"

	"auspex/engine/combat/attack40k"
	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// Roll makes the attack with real dice, every die recorded under its stage.
// It never panics.
func (calculator) Roll(q url.Values, r *rand.Rand) (*ruleset.RollLog, error) {
	return guarded("rolling", q, func(u *unit) (*ruleset.RollLog, error) { return u.roll(r), nil })
}

var penWords = [3]string{"no effect", "glancing", "penetrating"}

// throw is the dice of one roll: where each die goes, and the totals.
type throw struct {
	u       *unit
	ro      attack40k.Roller
	totals  map[string]int
	instant int // unsaved wounds that remove a model each
	normal  int
	hull    vehicleState // weapons left and immobilised, as the results change them
	worst   int
}

func (u *unit) roll(r *rand.Rand) *ruleset.RollLog {
	exact := u.result()
	log := &ruleset.RollLog{Figure: stageUnsaved, Exact: exact}
	if u.vehicle {
		log.Figure = stageResult
	}
	byID := map[string]int{}
	for _, s := range append(append([]ruleset.Stage{}, exact.Stages...), exact.Extra...) {
		byID[s.ID] = len(log.Stages)
		log.Stages = append(log.Stages, ruleset.RollStage{ID: s.ID, Dice: []ruleset.Die{}})
	}
	t := &throw{u: u, totals: map[string]int{}, hull: vehicleState{weapons: u.v.Int("weapons"), immob: u.v.Flag("immobilised")}}
	t.ro = attack40k.Roller{R: r, Record: func(stage string, d ruleset.Die) {
		st := &log.Stages[byID[stage]]
		st.Dice = append(st.Dice, d)
	}}
	for i, l := range u.lines {
		if len(u.lines) > 1 {
			t.ro.Group = "line-" + strconv.Itoa(i+1)
			log.Groups = append(log.Groups, ruleset.RollGroup{ID: t.ro.Group, Label: "Weapon " + strconv.Itoa(i+1)})
		}
		t.line(l)
	}
	if u.vehicle {
		t.totals[stageResult] = t.worst
		t.totals[stageDestroyed] = b2i(t.worst >= resWrecked)
	} else {
		n, w := u.v.Int("n"), u.v.Int("w")
		t.totals[stageDestroyed] = min(n, t.instant+t.normal/w)
	}
	for i := range log.Stages {
		st := &log.Stages[i]
		st.Total = t.totals[st.ID]
		st.Percentile = exact.Stage(st.ID).Percentile(st.Total)
	}
	log.Percentile = log.Stages[byID[log.Figure]].Percentile
	return log
}

func (t *throw) die(stage string, d ruleset.Die) {
	d.Group = t.ro.Group
	t.ro.Record(stage, d)
}

// line rolls one weapon line: attacks, hits, then wounds and saves, or
// penetration and damage.
func (t *throw) line(l *line) {
	attacks, hits := 0, 0
	for range l.models {
		a := t.ro.Expr(stageAttacks, "attacks", l.a) + l.bonus
		attacks += a
		if l.hit.auto && !(l.hot && t.overheats(l)) {
			hits += a
		}
	}
	t.totals[stageAttacks] += attacks
	if !l.hit.auto {
		for range attacks {
			x := l.hit.roll(t.ro.R)
			d := ruleset.Die{Role: "hit", Sides: 6, Face: x.face, Success: x.hit, Outcome: ruleset.OutcomeMiss}
			if x.hit {
				d.Outcome = ruleset.OutcomeHit
				hits++
			}
			if x.first > 0 {
				d.Discarded = []int{x.first}
			}
			t.die(stageHits, d)
			if l.hot && x.face == 1 {
				t.hotSave(l)
			}
		}
	}
	t.totals[stageHits] += hits
	for range hits {
		if l.vehicle {
			t.penetrate(l)
		} else {
			t.wound(l)
		}
	}
}

// overheats rolls a Gets Hot! die before a weapon with no hit roll fires: a
// 1 (again, when it may be re-rolled) stops the shot and wounds the firer.
func (t *throw) overheats(l *line) bool {
	f := 1 + t.ro.R.IntN(6)
	d := ruleset.Die{Role: "gets-hot", Sides: 6, Face: f}
	if f == 1 && l.hotReroll() {
		d.Discarded, d.Face = []int{1}, 1+t.ro.R.IntN(6)
	}
	d.Success = d.Face == 1 // it did what it was rolled for: it got hot
	d.Outcome = map[bool]string{true: "gets hot", false: "fires"}[d.Success]
	t.die(stageHot, d)
	if d.Success {
		t.hotSave(l)
	}
	return d.Success
}

// hotSave is the firer's save against a Gets Hot! wound.
func (t *throw) hotSave(l *line) {
	if l.hotSave > 6 || t.ro.Test(stageHot, "save", saveTest(l.hotSave)) == dice.Fail {
		t.totals[stageHot]++
	}
}

func saveTest(x int) dice.Test { return dice.Test{Target: x, Unmod1Fails: true, CritAt: 7} }

// wound rolls one hit against a model: to wound, the best save, feel no pain.
func (t *throw) wound(l *line) {
	o := t.ro.Test(stageWounds, "wound", l.wound)
	if o == dice.Fail {
		return
	}
	t.totals[stageWounds]++
	kind := b2i(o == dice.Critical)
	if b := l.save[kind]; b <= 6 && t.ro.Test(stageUnsaved, "save", saveTest(b)) != dice.Fail {
		return
	}
	t.totals[stageUnsaved]++ // unsaved: past the save, before feel no pain
	if l.fnp[kind] && t.ro.Test(stageDestroyed, "fnp", saveTest(4)) != dice.Fail {
		return
	}
	if l.instant {
		t.instant++
	} else {
		t.normal++
	}
}

// penetrate rolls one hit against a vehicle: penetration (re-rolled once when
// twin-linked with no hit roll and it does nothing), the obscured save, then
// the damage roll and what it becomes.
func (t *throw) penetrate(l *line) {
	out := t.penRoll(l)
	if out == penNone && l.pen.reroll {
		out = t.penRoll(l)
	}
	switch out {
	case penNone:
		return
	case penGlance:
		t.totals[stageGlancing]++
	case penPen:
		t.totals[stagePenetrating]++
	}
	if c := l.v.Int("cover"); l.coverVeh > 0 && t.ro.Test(stageUnsaved, "save", saveTest(c)) != dice.Fail {
		return
	}
	t.totals[stageUnsaved]++
	f := 1 + t.ro.R.IntN(6)
	raw := tableResult(f + l.dmgMod - 2*b2i(out == penGlance))
	got := t.convert(raw)
	word := resultValues[raw]
	if got != raw {
		word += " → " + resultValues[got]
	}
	t.die(stageResult, ruleset.Die{Role: "damage", Sides: 6, Face: f, Outcome: word, Success: got >= resWrecked, Critical: got == resExplodes})
	t.worst = max(t.worst, got)
}

// convert applies one result to the vehicle as it stands (p. 61).
func (t *throw) convert(c int) int {
	h := &t.hull
	switch c {
	case resWeapon:
		switch {
		case h.weapons > 0:
			h.weapons--
		case !h.immob:
			h.immob, c = true, resImmobilised
		default:
			c = resWrecked
		}
	case resImmobilised:
		switch {
		case !h.immob:
			h.immob = true
		case h.weapons > 0:
			h.weapons, c = h.weapons-1, resWeapon
		default:
			c = resWrecked
		}
	}
	return c
}

// penRoll rolls the penetration dice once, recording them under the stage
// of their outcome (a roll that does nothing under glancing hits).
func (t *throw) penRoll(l *line) int {
	pe := l.pen
	var ds []ruleset.Die
	six := false
	sum := 0
	switch {
	case pe.bestOf2:
		a, b := 1+t.ro.R.IntN(6), 1+t.ro.R.IntN(6)
		ds = []ruleset.Die{{Role: "penetration", Sides: 6, Face: max(a, b), Discarded: []int{min(a, b)}}}
		sum, six = max(a, b), max(a, b) == 6
	default:
		for range pe.dice {
			f := 1 + t.ro.R.IntN(6)
			ds = append(ds, ruleset.Die{Role: "penetration", Sides: 6, Face: f})
			sum += f
			six = six || f == 6
		}
	}
	if six && pe.rend {
		f := 1 + t.ro.R.IntN(3)
		ds = append(ds, ruleset.Die{Role: "rending", Sides: 3, Face: f})
		sum += f
	}
	out := pe.outcome(sum + pe.s + pe.bonus)
	stage := stageGlancing
	if out == penPen {
		stage = stagePenetrating
	}
	for _, d := range ds {
		d.Outcome, d.Success = penWords[out], out != penNone
		t.die(stage, d)
	}
	return out
}
