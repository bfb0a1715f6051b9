package wh40k10

import (
	"fmt"
	"net/url"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/ruleset/calctest"
)

// wh40kTotals checks what a roll's dice say of its totals: one hit die per
// attack (none for a Torrent line), no more wound dice than hits, no more failed
// saves than unsaved wounds, and the models destroyed are the wounds lost
// divided by the wounds per model.
func wh40kTotals(q url.Values, log *ruleset.RollLog) error {
	v, err := ruleset.ParseForm(form, q)
	if err != nil {
		return err
	}
	count := func(id, role string, ok func(ruleset.Die) bool) int {
		n := 0
		for _, d := range log.Stage(id).Dice {
			if d.Role == role && ok(d) {
				n++
			}
		}
		return n
	}
	all := func(ruleset.Die) bool { return true }
	attacks, hits, wounds := log.Stage("attacks").Total, log.Stage("hits").Total, log.Stage("wounds").Total
	torrent := false
	for k := 1; k <= v.Lines(); k++ {
		torrent = torrent || v.Line(k).Flag("torrent")
	}
	if n := count("hits", "hit", all); (!torrent && n != attacks) || n > attacks {
		return fmt.Errorf("%d hit dice for %d attacks", n, attacks)
	}
	if n := count("hits", "hit", func(d ruleset.Die) bool { return d.Success }); n > hits {
		return fmt.Errorf("%d hit dice hit, %d hits", n, hits)
	}
	if n := count("wounds", "wound", all); n > hits {
		return fmt.Errorf("%d wound dice for %d hits", n, hits)
	}
	if n := count("wounds", "wound", func(d ruleset.Die) bool { return d.Success }); n > wounds {
		return fmt.Errorf("%d wound dice wounded, %d wounds", n, wounds)
	}
	if n := count("unsaved", "save", func(d ruleset.Die) bool { return !d.Success }); n > log.Stage("unsaved").Total {
		return fmt.Errorf("%d saves failed, %d unsaved", n, log.Stage("unsaved").Total)
	}
	if lost, dead := log.Stage("damage").Total, log.Stage("destroyed").Total; dead != lost/v.Int("w") {
		return fmt.Errorf("%d wounds lost of %d-wound models, %d destroyed", lost, v.Int("w"), dead)
	}
	return nil
}

func TestConformance(t *testing.T) {
	calctest.Run(t, Calc, calctest.Kit{
		Queries: []string{
			heavyQuery, heavyQuery + "&dev=1", "models=10&a=2&bs=3&s=4&ap=-1&d=1&t=4&sv=3&w=1&n=10",
			"models=3&a=D6&torrent=1&d=D3&w=2&n=5&hazardous=1",
			"models=5&a=2&hitrr=1&woundrr=fail&saverr=1&anti=4&dev=1&devrule=nosave&dr=1&fnp=5&w=3&n=3",
			"a=3&overwatch=1&twin=1&lance=1&cover=1&inv=4&w=4&n=2",
			// Issue 30: Devastating Wounds waiting for a later line, summed modifiers, a 7+ save in cover.
			"a=1&torrent=1&s=1&d=1&dev=1&anti=2&2.a=1&2.torrent=1&2.s=8&2.d=2&sv=7&w=2&n=2",
			"a=1&torrent=1&s=8&d=2&2.a=1&2.torrent=1&2.s=1&2.d=1&2.dev=1&2.anti=2&sv=7&w=2&n=2",
			"models=3&a=D3&s=5&d=D3&dev=1&anti=4&2.models=2&2.a=2&2.s=6&2.ap=-2&2.d=2&t=5&sv=3&w=3&n=4&fnp=6",
			"heavy=1&stationary=1&hitmod=2&woundmod=-3&sv=7&cover=1",
			// A unit: rifles, a pistol, a special weapon with Devastating Wounds and Hazardous.
			"models=8&a=2&s=4&ap=-1&2.a=1&2.s=4&2.d=D3&3.a=D6&3.s=9&3.ap=-3&3.d=D6 2&3.dev=1&3.hazardous=1&t=5&sv=3&w=3&n=5&fnp=6",
		},
		Rolls:  10,
		Totals: wh40kTotals,
		Contradictions: []calctest.Contradiction{
			{Query: "models=40&a=20", Key: "a"},
			{Query: "models=40&a=10&sus=6", Key: "sus"},
			{Query: "n=30&w=30", Key: "n"},
			{Query: "models=20&a=D6&sus=D3&lethal=1&dev=1&n=30&w=10", Key: "dev"},
			{Query: "overwatch=1&heavy=1&stationary=1", Key: "stationary"},
			{Query: "overwatch=1&lance=1&charged=1", Key: "charged"},
			{Query: "a=1&2.a=3&2.models=40&2.sus=6", Key: "2.sus"},
		},
		Free: map[string]string{
			"models":      "any number of models may fire (the calculator's size limit names A)",
			"bs":          "any BS or WS goes with any weapon",
			"s":           "any Strength goes with any Toughness",
			"ap":          "any AP goes with any save",
			"d":           "any Damage goes with any target",
			"torrent":     "any weapon may be Torrent; what that makes harmless the steps say",
			"lethal":      "Lethal Hits go with any other ability",
			"devrule":     "either Devastating Wounds text goes with anything",
			"anti":        "any Anti X+ goes with any Wound roll",
			"twin":        "Twin-linked goes with any wound re-roll",
			"blast":       "Blast goes with any weapon and target",
			"rapid":       "any Rapid Fire X goes with any weapon",
			"melta":       "any Melta X goes with any weapon",
			"heavy":       "Heavy goes with any weapon; it needs Remained Stationary to do anything",
			"lance":       "Lance goes with any weapon; it needs a Charge move to do anything",
			"ignorecover": "Ignores Cover goes with any target",
			"indirect":    "Indirect Fire goes with any target",
			"hazardous":   "Hazardous goes with any weapon",
			"crithit":     "any Critical Hit number goes with any BS",
			"t":           "any Toughness goes with any Strength",
			"sv":          "any save goes with any AP, cover and invulnerable save",
			"inv":         "any invulnerable save goes with any armour save",
			"fnp":         "any Feel No Pain goes with any attack",
			"fnpmortal":   "Feel No Pain against mortal wounds only goes with anything",
			"dr":          "any damage reduction goes with any Damage",
			"w":           "any wounds per model (the unit's size limit names n)",
			"stealth":     "Stealth goes with any target",
			"cover":       "cover goes with any save; where it cannot help the step says no effect",
			"half":        "half range goes with any weapon",
			"overwatch":   "Fire Overwatch goes with any weapon; the moves it rules out are refused under their own keys",
			"bgnt":        "Big Guns Never Tire goes with any ranged weapon",
			"hitmod":      "any sum of modifiers is allowed: the roll caps it",
			"woundmod":    "any sum of modifiers is allowed: the roll caps it",
			"hitrr":       "any hit re-roll goes with any attack",
			"woundrr":     "any wound re-roll goes with any attack",
			"saverr":      "any save re-roll goes with any save",
		},
		NoEffect: []string{"sv=3&cover=1", "torrent=1&sus=1&hitmod=1", "overwatch=1&hitmod=1"},
	})
}
