package wh40k10

import (
	"fmt"
	"math/rand/v2"
	"net/url"

	"auspex/engine/combat"
	"auspex/engine/combat/attack40k"
	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// roller makes one attack with real dice, stage by stage, recording every die.
type roller struct {
	attack40k.Roller
	stages map[string]*ruleset.RollStage
}

func (ro *roller) record(stage string, d ruleset.Die) {
	st := ro.stages[stage]
	st.Dice = append(st.Dice, d)
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
	ro := &roller{stages: map[string]*ruleset.RollStage{}}
	ro.Roller = attack40k.Roller{P: &a.Profile, R: r, Record: ro.record}
	for _, s := range append(exact.Stages, ruleset.Stage{ID: "hazardous"}) {
		ro.stages[s.ID] = &ruleset.RollStage{ID: s.ID, Dice: []ruleset.Die{}}
	}
	t := ro.Run(0)
	totals := [6]int{t.Attacks, t.Hits, t.Wounds, t.Unsaved, t.Lost, a.Unit.Destroyed(t.Lost)}
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
		for range a.Models {
			if ro.Test("hazardous", "hazardous", hazardousTest) == dice.Fail {
				st.Total++
			}
		}
		st.Percentile = dice.FromPMF(exact.Extra[0].PMF).Percentile(st.Total)
		log.Stages = append(log.Stages, *st)
	}
	return log, nil
}
