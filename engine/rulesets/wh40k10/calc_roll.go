package wh40k10

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"strconv"

	"auspex/engine/clip"
	"auspex/engine/combat"
	"auspex/engine/combat/attack40k"
	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// roller collects the dice of every line's attack, stage by stage.
type roller struct {
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
			log, err = nil, fmt.Errorf("internal error rolling %s: %v", clip.Quote(q.Encode()), e)
		}
	}()
	u, err := newUnit(q)
	if err != nil {
		return nil, err
	}
	exact := u.result()
	ro := &roller{stages: map[string]*ruleset.RollStage{}}
	for _, s := range append(exact.Stages, ruleset.Stage{ID: "hazardous"}) {
		ro.stages[s.ID] = &ruleset.RollStage{ID: s.ID, Dice: []ruleset.Die{}}
	}
	log = &ruleset.RollLog{Figure: combat.StageDamage, Exact: exact}
	// The lines fire in order, each at the unit as the ones before left it;
	// with several lines each die names its line.
	var totals [6]int
	rollers := make([]attack40k.Roller, len(u.lines))
	packets := make([]int, len(u.lines))
	for i, a := range u.lines {
		rollers[i] = attack40k.Roller{P: &a.Profile, R: r, Record: ro.record, Wait: u.waits()}
		if len(u.lines) > 1 {
			rollers[i].Group = "line-" + strconv.Itoa(i+1)
			log.Groups = append(log.Groups, ruleset.RollGroup{ID: rollers[i].Group, Label: "Weapon " + strconv.Itoa(i+1)})
		}
		t := rollers[i].Run(totals[4])
		packets[i] = t.Packets
		totals = [6]int{totals[0] + t.Attacks, totals[1] + t.Hits, totals[2] + t.Wounds, totals[3] + t.Unsaved, t.Lost, a.Unit.Destroyed(t.Lost)}
	}
	// Waiting Devastating Wounds land after all the lines' normal damage, line by line.
	for i, a := range u.lines {
		if packets[i] > 0 {
			totals[4] = rollers[i].Mortal(totals[4], packets[i])
			totals[5] = a.Unit.Destroyed(totals[4])
		}
	}
	for i, s := range exact.Stages {
		st := ro.stages[s.ID]
		st.Total = totals[i]
		st.Percentile = dice.FromPMF(s.PMF).Percentile(st.Total)
		log.Stages = append(log.Stages, *st)
	}
	log.Percentile = ro.stages[log.Figure].Percentile
	if haz := exact.Stage("hazardous"); haz != nil {
		st := ro.stages["hazardous"]
		for i, a := range u.lines {
			if !a.v.Flag("hazardous") {
				continue
			}
			for range a.Models {
				if rollers[i].Test("hazardous", "hazardous", hazardousTest) == dice.Fail {
					st.Total++
				}
			}
		}
		st.Percentile = dice.FromPMF(haz.PMF).Percentile(st.Total)
		log.Stages = append(log.Stages, *st)
	}
	return log, nil
}
