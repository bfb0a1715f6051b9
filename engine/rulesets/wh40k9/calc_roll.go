package wh40k9

import (
	"math/rand/v2"
	"net/url"
	"strconv"

	"auspex/engine/combat"
	"auspex/engine/combat/attack40k"
	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// Roll makes the attack with real dice, every die recorded under its stage.
// It never panics.
func (calculator) Roll(q url.Values, r *rand.Rand) (*ruleset.RollLog, error) {
	return guarded("rolling", q, func(u *unit) (*ruleset.RollLog, error) { return u.roll(r), nil })
}

// roll rolls every line in order, each at the unit as the ones before left it.
func (u *unit) roll(r *rand.Rand) *ruleset.RollLog {
	exact := u.result()
	log := &ruleset.RollLog{Figure: combat.StageDamage, Exact: exact}
	byID := map[string]*ruleset.RollStage{}
	for _, s := range exact.Stages {
		log.Stages = append(log.Stages, ruleset.RollStage{ID: s.ID, Dice: []ruleset.Die{}})
	}
	for i := range log.Stages {
		byID[log.Stages[i].ID] = &log.Stages[i]
	}
	record := func(stage string, d ruleset.Die) { byID[stage].Dice = append(byID[stage].Dice, d) }
	var sum tally
	for i, a := range u.lines {
		ro := attack40k.Roller{P: &a.Profile, R: r, Record: record}
		if len(u.lines) > 1 {
			ro.Group = "line-" + strconv.Itoa(i+1)
			log.Groups = append(log.Groups, ruleset.RollGroup{ID: ro.Group, Label: "Weapon " + strconv.Itoa(i+1)})
		}
		t := (&throw{a: a, ro: &ro}).run(sum.lost)
		sum = tally{sum.attacks + t.attacks, sum.hits + t.hits, sum.wounds + t.wounds, sum.unsaved + t.unsaved, t.lost}
	}
	totals := []int{sum.attacks, sum.hits, sum.wounds, sum.unsaved, sum.lost, u.lines[0].Unit.Destroyed(sum.lost)}
	for i, s := range exact.Stages {
		st := &log.Stages[i]
		st.Total = totals[i]
		st.Percentile = dice.FromPMF(s.PMF).Percentile(st.Total)
	}
	log.Percentile = byID[log.Figure].Percentile
	return log
}

// tally is what a rolled line added up to; lost counts every wound the unit
// has lost, those before the line included.
type tally struct{ attacks, hits, wounds, unsaved, lost int }

// throw rolls one weapon line.
type throw struct {
	a  *attack
	ro *attack40k.Roller
}

// hitRoll is one hit on its way to the wound step: auto when an unmodified 6
// to hit wounded with no roll.
type hitRoll struct{ auto bool }

// run rolls the line against a unit that has already lost lost wounds: all
// the attack dice, all the hit dice, all the wound dice, then each wound in
// turn, attack by attack: its save, its damage, then its mortal wounds.
func (t *throw) run(lost int) tally {
	a, ro := t.a, t.ro
	var out tally
	for range a.Models {
		out.attacks += t.attacksOfOne()
	}
	var hits []hitRoll
	for range out.attacks {
		if a.Torrent { // hits automatically: no hit die
			hits = append(hits, hitRoll{})
			continue
		}
		switch ro.Test(combat.StageHits, "hit", a.Hit) {
		case dice.Success:
			hits = append(hits, hitRoll{})
		case dice.Critical:
			hits = append(hits, hitRoll{auto: a.Lethal})
			for range ro.Expr(combat.StageHits, "extra-hits", a.Sus) {
				hits = append(hits, hitRoll{})
			}
		}
	}
	out.hits = len(hits)
	wounds := make([]dice.Outcome, len(hits))
	for i, h := range hits {
		wounds[i] = dice.Success
		if !h.auto {
			wounds[i] = ro.Test(combat.StageWounds, "wound", a.Wound)
		}
		if wounds[i] != dice.Fail {
			out.wounds++
		}
	}
	for _, w := range wounds {
		if w == dice.Fail {
			continue
		}
		six := w == dice.Critical && a.mortal.Max() > 0
		normal, mortal := false, six
		if six && a.instead {
			out.unsaved++
		} else {
			test, none := a.Save, a.NoSave
			if w == dice.Critical {
				test, none = a.critSave, a.critNone
			}
			if none || ro.Test(combat.StageUnsaved, "save", test) == dice.Fail {
				out.unsaved++
				normal = true
			}
		}
		if normal && lost < a.Unit.Total() {
			d := a.Reduce.Apply(ro.Expr(combat.StageDamage, "damage", a.Damage))
			lost = t.lose(lost, d, false)
		}
		if mortal && lost < a.Unit.Total() {
			lost = t.lose(lost, ro.Expr(combat.StageDamage, "mortal", a.mortal), true)
		}
	}
	out.lost = lost
	return out
}

// attacksOfOne rolls one model's attacks: no roll when Blast gives the most.
func (t *throw) attacksOfOne() int {
	a := t.a
	n := a.Unit.Models
	blast := a.v.Flag("blast")
	x := a.PerModel.Max()
	if !blast || n < 11 {
		x = t.ro.Expr(combat.StageAttacks, "attacks", a.PerModel)
	}
	if blast && n >= 6 {
		x = max(3, x)
	}
	if a.kind == typeRapid && a.v.Flag("half") {
		x *= 2
	}
	return x
}

// lose takes up to d wounds from the unit, one at a time, each with a
// feel-no-pain roll when there is one. Normal damage stops when the model it
// hurts is destroyed (the rest is lost); mortal wounds carry on to the next.
func (t *throw) lose(lost, d int, carry bool) int {
	u := t.a.Unit
	last := u.Total()
	if !carry {
		last = min(last, (u.Destroyed(lost)+1)*u.Wounds)
	}
	for ; d > 0 && lost < last; d-- {
		if t.a.FNP == 0 || t.ro.Test(combat.StageDamage, "fnp", t.a.FNPTest()) == dice.Fail {
			lost++
		}
	}
	return lost
}
