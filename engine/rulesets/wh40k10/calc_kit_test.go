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
			"a=3&overwatch=1&twin=1&lance=1&charged=1&cover=1&inv=4&w=4&n=2",
			// A unit: rifles, a pistol, a special weapon with Devastating Wounds and Hazardous.
			"models=8&a=2&s=4&ap=-1&2.a=1&2.s=4&2.d=D3&3.a=D6&3.s=9&3.ap=-3&3.d=D6 2&3.dev=1&3.hazardous=1&t=5&sv=3&w=3&n=5&fnp=6",
		},
		Rolls:  10,
		Totals: wh40kTotals,
	})
}
