package attack40k

import (
	"math/rand/v2"

	"auspex/engine/combat"
	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// Roller makes a Profile's attack with real dice, recording every die.
type Roller struct {
	P      *Profile
	R      *rand.Rand
	Record func(stage string, d ruleset.Die) // where each die goes
	Group  string                            // set on every die (a weapon line); "" for none
	// Wait leaves Devastating Wounds' mortal wounds for the caller to apply
	// (Mortal) once the whole unit has attacked: Run counts them in Packets.
	Wait bool
}

func (ro *Roller) die(stage string, d ruleset.Die) {
	d.Group = ro.Group
	ro.Record(stage, d)
}

// Expr rolls a dice expression, recording its dice: their faces are amounts,
// with no outcome of their own.
func (ro *Roller) Expr(stage, role string, e dice.Expr) int {
	faces, total := e.Roll(ro.R)
	for _, f := range faces {
		ro.die(stage, ruleset.Die{Role: role, Sides: e.Sides, Face: f, Success: true})
	}
	return total
}

// OutcomeWords names a test die's outcome per role: fail, success, critical.
var OutcomeWords = map[string][3]string{
	"hit":       {ruleset.OutcomeMiss, ruleset.OutcomeHit, ruleset.OutcomeCritical},
	"wound":     {"no wound", "wound", ruleset.OutcomeCritical},
	"save":      {"failed", "saved", "saved"},
	"fnp":       {"lost", "ignored", "ignored"},
	"hazardous": {"failed", "passed", "passed"},
}

// Test rolls a D6 test, recording the die: a re-roll's first face is discarded.
func (ro *Roller) Test(stage, role string, t dice.Test) dice.Outcome {
	x := t.Roll(ro.R)
	d := ruleset.Die{Role: role, Sides: 6, Face: x.Face, Outcome: OutcomeWords[role][x.Outcome],
		Success: x.Outcome != dice.Fail, Critical: x.Outcome == dice.Critical}
	if x.First > 0 {
		d.Discarded = []int{x.First}
	}
	ro.die(stage, d)
	return x.Outcome
}

// fnp rolls feel-no-pain for one wound; true when the wound is ignored.
func (ro *Roller) fnp() bool {
	return ro.Test(combat.StageDamage, "fnp", ro.P.FNPTest()) != dice.Fail
}

// inflict takes d wounds from the unit one at a time, each with a feel-no-pain
// roll when one applies. It stops when the unit is gone, or when the model is
// and the excess is lost (spill false).
func (ro *Roller) inflict(lost, d int, fnp, spill bool) int {
	u := ro.P.Unit
	model := u.Destroyed(lost)
	for range d {
		if lost == u.Total() || (!spill && u.Destroyed(lost) > model) {
			break
		}
		if !fnp || ro.P.FNP == 0 || !ro.fnp() {
			lost = u.AfterMortal(lost, 1) // one wound: the same whichever way excess is treated
		}
	}
	return lost
}

// Totals are one rolled attack's stage totals; Lost counts every wound the
// unit has lost, those it had lost before included.
type Totals struct {
	Attacks, Hits, Wounds, Unsaved, Lost int
	Packets                              int // Devastating Wounds left waiting (Wait)
}

// Run rolls every stage against a unit that has already lost lost wounds.
func (ro *Roller) Run(lost int) Totals {
	p := ro.P
	attacks := 0
	for range p.Models {
		attacks += ro.Expr(combat.StageAttacks, "attacks", p.PerModel) + ro.Expr(combat.StageAttacks, "rapid-fire", p.Bonus) + p.Blast
	}
	hits, toWound, lethal := 0, 0, 0
	for range attacks {
		if p.Torrent {
			hits, toWound = hits+1, toWound+1
			continue
		}
		switch ro.Test(combat.StageHits, "hit", p.Hit) {
		case dice.Success:
			hits, toWound = hits+1, toWound+1
		case dice.Critical:
			extra := ro.Expr(combat.StageHits, "sustained-hits", p.Sus)
			hits, toWound = hits+1+extra, toWound+extra
			if p.Lethal {
				lethal++
			} else {
				toWound++
			}
		}
	}
	wounds, toSave, packets := lethal, lethal, 0
	for range toWound {
		switch ro.Test(combat.StageWounds, "wound", p.Wound) {
		case dice.Success:
			wounds, toSave = wounds+1, toSave+1
		case dice.Critical:
			wounds++
			if p.Dev {
				packets++ // Devastating Wounds skip the save under either text
			} else {
				toSave++
			}
		}
	}
	normal := 0
	for range toSave {
		if p.NoSave || ro.Test(combat.StageUnsaved, "save", p.Save) == dice.Fail {
			normal++
		}
	}
	u := p.Unit
	for range normal {
		if lost == u.Total() {
			break // nothing left to hurt: no more damage dice
		}
		d := p.Reduce.Apply(ro.Expr(combat.StageDamage, "damage", p.Damage) + ro.Expr(combat.StageDamage, "melta", p.Melta))
		lost = ro.inflict(lost, d, !p.FNPMW, false)
	}
	if ro.Wait {
		return Totals{Attacks: attacks, Hits: hits, Wounds: wounds, Unsaved: normal + packets, Lost: lost, Packets: packets}
	}
	lost = ro.Mortal(lost, packets)
	return Totals{Attacks: attacks, Hits: hits, Wounds: wounds, Unsaved: normal + packets, Lost: lost}
}

// Mortal applies packets Devastating Wounds to a unit that has lost lost
// wounds, and returns the wounds it has lost after them.
func (ro *Roller) Mortal(lost, packets int) int {
	p, u := ro.P, ro.P.Unit
	for range packets {
		if lost == u.Total() {
			break
		}
		m := ro.Expr(combat.StageDamage, "mortal", p.Damage) + ro.Expr(combat.StageDamage, "melta", p.Melta)
		if p.DevSave {
			m = p.Reduce.Apply(m) // later ruling: modifiers apply, and the excess is lost
		}
		lost = ro.inflict(lost, m, !p.DevSave || !p.FNPMW, !p.DevSave)
	}
	return lost
}
