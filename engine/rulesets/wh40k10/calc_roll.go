package wh40k10

import (
	"fmt"
	"math/rand/v2"
	"net/url"

	"auspex/engine/combat"
	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// roller makes one attack with real dice, stage by stage, recording every die.
type roller struct {
	a      *attack
	r      *rand.Rand
	stages map[string]*ruleset.RollStage
}

func (ro *roller) die(stage string, d ruleset.Die) {
	st := ro.stages[stage]
	st.Dice = append(st.Dice, d)
}

// expr rolls a dice expression, recording its dice: their faces are amounts,
// with no outcome of their own.
func (ro *roller) expr(stage, role string, e dice.Expr) int {
	faces, total := e.Roll(ro.r)
	for _, f := range faces {
		ro.die(stage, ruleset.Die{Role: role, Sides: e.Sides, Face: f, Success: true})
	}
	return total
}

// outcomeWords names a test die's outcome per role: fail, success, critical.
var outcomeWords = map[string][3]string{
	"hit":       {ruleset.OutcomeMiss, ruleset.OutcomeHit, ruleset.OutcomeCritical},
	"wound":     {"no wound", "wound", ruleset.OutcomeCritical},
	"save":      {"failed", "saved", "saved"},
	"fnp":       {"lost", "ignored", "ignored"},
	"hazardous": {"failed", "passed", "passed"},
}

// test rolls a D6 test, recording the die: a re-roll's first face is discarded.
func (ro *roller) test(stage, role string, t dice.Test) dice.Outcome {
	x := t.Roll(ro.r)
	d := ruleset.Die{Role: role, Sides: 6, Face: x.Face, Outcome: outcomeWords[role][x.Outcome],
		Success: x.Outcome != dice.Fail, Critical: x.Outcome == dice.Critical}
	if x.First > 0 {
		d.Discarded = []int{x.First}
	}
	ro.die(stage, d)
	return x.Outcome
}

// fnp rolls Feel No Pain for one wound; true when the wound is ignored.
func (ro *roller) fnp() bool {
	return ro.test(combat.StageDamage, "fnp", ro.a.fnpTest()) != dice.Fail
}

// Roll makes the attack with real dice. It never panics.
func (c calculator) Roll(q url.Values, r *rand.Rand) (log *ruleset.RollLog, err error) {
	defer func() {
		if e := recover(); e != nil {
			log, err = nil, fmt.Errorf("internal error rolling %q: %v", q.Encode(), e)
		}
	}()
	a, err := newAttack(q)
	if err != nil {
		return nil, err
	}
	exact := a.result()
	ro := &roller{a: a, r: r, stages: map[string]*ruleset.RollStage{}}
	for _, s := range append(exact.Stages, ruleset.Stage{ID: "hazardous"}) {
		ro.stages[s.ID] = &ruleset.RollStage{ID: s.ID, Dice: []ruleset.Die{}}
	}
	totals := ro.run()
	log = &ruleset.RollLog{Figure: combat.StageDamage, Exact: exact}
	for i, s := range exact.Stages {
		st := ro.stages[s.ID]
		st.Total = totals[i]
		st.Percentile = dice.FromPMF(s.PMF).Percentile(st.Total)
		log.Stages = append(log.Stages, *st)
	}
	log.Percentile = ro.stages[log.Figure].Percentile
	if a.v.Flag("hazardous") {
		st := ro.stages["hazardous"]
		for range a.models {
			if ro.test("hazardous", "hazardous", hazardousTest) == dice.Fail {
				st.Total++
			}
		}
		st.Percentile = dice.FromPMF(exact.Extra[0].PMF).Percentile(st.Total)
		log.Stages = append(log.Stages, *st)
	}
	return log, nil
}

// inflict takes d wounds from the unit one at a time, each with a Feel No Pain
// roll when one applies. It stops when the unit is gone, or when the model is
// and the excess is lost (spill false).
func (ro *roller) inflict(lost, d int, fnp, spill bool) int {
	u := ro.a.unit
	model := u.Destroyed(lost)
	for range d {
		if lost == u.Total() || (!spill && u.Destroyed(lost) > model) {
			break
		}
		if !fnp || ro.a.fnp == 0 || !ro.fnp() {
			lost = u.AfterMortal(lost, 1) // one wound: the same whichever way excess is treated
		}
	}
	return lost
}

// run rolls every stage and returns the six stage totals.
func (ro *roller) run() [6]int {
	a := ro.a
	attacks := 0
	for range a.models {
		attacks += ro.expr(combat.StageAttacks, "attacks", a.perModel) + ro.expr(combat.StageAttacks, "rapid-fire", a.bonus) + a.blast
	}
	hits, toWound, lethal := 0, 0, 0
	for range attacks {
		if a.torrent {
			hits, toWound = hits+1, toWound+1
			continue
		}
		switch ro.test(combat.StageHits, "hit", a.hit) {
		case dice.Success:
			hits, toWound = hits+1, toWound+1
		case dice.Critical:
			extra := ro.expr(combat.StageHits, "sustained-hits", a.sus)
			hits, toWound = hits+1+extra, toWound+extra
			if a.lethal {
				lethal++
			} else {
				toWound++
			}
		}
	}
	wounds, toSave, packets := lethal, lethal, 0
	for range toWound {
		switch ro.test(combat.StageWounds, "wound", a.wound) {
		case dice.Success:
			wounds, toSave = wounds+1, toSave+1
		case dice.Critical:
			wounds++
			if a.dev {
				packets++ // Devastating Wounds skip the save under either text
			} else {
				toSave++
			}
		}
	}
	normal := 0
	for range toSave {
		if a.noSave || ro.test(combat.StageUnsaved, "save", a.save) == dice.Fail {
			normal++
		}
	}
	u := a.unit
	lost := 0
	for range normal {
		if lost == u.Total() {
			break // nothing left to hurt: no more damage dice
		}
		d := a.reduce.Apply(ro.expr(combat.StageDamage, "damage", a.damage) + ro.expr(combat.StageDamage, "melta", a.melta))
		lost = ro.inflict(lost, d, !a.fnpMW, false)
	}
	for range packets {
		if lost == u.Total() {
			break
		}
		m := ro.expr(combat.StageDamage, "mortal", a.damage) + ro.expr(combat.StageDamage, "melta", a.melta)
		if a.devSave {
			m = a.reduce.Apply(m) // later ruling: modifiers apply, and the excess is lost
		}
		lost = ro.inflict(lost, m, !a.devSave || !a.fnpMW, !a.devSave)
	}
	unsaved := normal + packets
	return [6]int{attacks, hits, wounds, unsaved, lost, u.Destroyed(lost)}
}
