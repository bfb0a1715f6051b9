// Package attack40k is the Warhammer 40,000 attack pipeline the editions
// share: attacks, a Hit roll (with critical hits, Sustained Hits, Lethal
// Hits), a Wound roll (with critical wounds and Devastating Wounds), a save,
// damage with reduction, Melta and feel-no-pain, allocated to a unit. An
// edition's calculator reads its query into a Profile, explains it in its own
// words, and gets the exact distributions (Sequence) and real dice (Roller)
// from here.
package attack40k

import (
	"auspex/engine/combat"
	"auspex/engine/dice"
)

// Profile is one weapon's attack against one unit, in the rules' numbers.
type Profile struct {
	Models   int
	PerModel dice.Expr // attacks per model (A)
	Bonus    dice.Expr // extra attacks per model (Rapid Fire within half range)
	Blast    int       // extra attacks per model from Blast
	Torrent  bool      // hits with no roll, so never a critical hit
	Hit      dice.Test
	Sus      dice.Expr // Sustained Hits: extra hits per critical hit
	Lethal   bool      // a critical hit wounds with no roll
	Wound    dice.Test
	Dev      bool      // Devastating Wounds: a critical wound skips the save
	DevSave  bool      // the later ruling: D after modifiers as mortal wounds whose excess is lost
	Save     dice.Test // the save the defender uses
	NoSave   bool      // no save can be made
	Damage   dice.Expr
	Melta    dice.Expr // extra damage (0 unless within half range)
	Reduce   combat.Reduction
	FNP      int  // feel-no-pain X+; 0: none
	FNPMW    bool // feel-no-pain against mortal wounds only
	Unit     combat.Unit
}

// MostAttacks is the largest number of attacks the profile can make.
func (p *Profile) MostAttacks() int {
	return p.Models * (p.PerModel.Max() + p.Bonus.Max() + p.Blast)
}

// DevastatingWork estimates the cost of Devastating Wounds. With at most one
// wound per attack (no Sustained Hits) and a fixed number of attacks it is
// one spread over the unit's states per attack. Otherwise weighing the
// states by the number of Devastating Wounds costs (hits² / 2) × (wounds + 1)
// short loops (counted double), and with Lethal Hits and Sustained Hits the
// joint distribution of (unsaved wounds, Devastating Wounds) costs about
// attacks³ × (hits per attack)⁴ / 3 to build.
func (p *Profile) DevastatingWork() float64 {
	most := p.MostAttacks()
	per, hits := float64(1+p.Sus.Max()), float64(most*(1+p.Sus.Max()))
	states := float64(p.Unit.Total() + 1)
	fixed := p.PerModel.Count == 0 && p.Bonus.Count == 0 // a fixed number of attacks
	switch {
	case p.Sus.Max() == 0 && fixed: // at most one wound per attack, a known number of attacks
		return float64(most) * states * 8
	case !p.Lethal || p.Sus.Max() == 0:
		return hits * hits * states // (hits² / 2) × states short loops, each costing about two
	}
	return float64(most*most*most)*per*per*per*per/3 + hits*hits/2*states
}

// Work estimates the multiply-adds of the exact calculation: spreading each
// possible unsaved wound over the unit's states, plus DevastatingWork.
func (p *Profile) Work() float64 {
	hits := float64(p.MostAttacks() * (1 + p.Sus.Max()))
	damage := min(p.Damage.Max()+p.Melta.Max()+1, p.Unit.Wounds+1)
	w := hits * float64(p.Unit.Total()+1) * float64(damage)
	if p.Dev {
		w += p.DevastatingWork()
	}
	return w
}

// Ignore is the chance a feel-no-pain roll saves one wound.
func (p *Profile) Ignore() float64 {
	if p.FNP == 0 {
		return 0
	}
	return p.FNPTest().Pass()
}

// FNPTest is one feel-no-pain roll: X+ ignores the wound.
func (p *Profile) FNPTest() dice.Test { return dice.Test{Target: p.FNP, CritAt: 7} }

// DamageDist is the damage of one unsaved wound after Melta and any reduction.
func (p *Profile) DamageDist() dice.Dist { return p.RawDamage().Map(p.Reduce.Apply) }

// RawDamage is one attack's Damage with Melta, before any damage reduction.
func (p *Profile) RawDamage() dice.Dist { return p.Damage.Dist().Add(p.Melta.Dist()) }

// Sequence reduces the attack to what one attack yields at each stage.
func (p *Profile) Sequence() combat.Sequence {
	perModel := p.PerModel.Dist().Add(p.Bonus.Dist()).Add(dice.Point(p.Blast))
	var pm, pn, pc float64 = 0, 1, 0 // miss, hit, critical hit
	if !p.Torrent {
		h := p.Hit.Probs()
		pm, pn, pc = h[dice.Fail], h[dice.Success], h[dice.Critical]
	}
	w := p.Wound.Probs()
	through := 1.0 // chance a wound is not saved
	if !p.NoSave {
		through = 1 - p.Save.Pass()
	}
	// What one hit that rolls to wound yields: (unsaved wounds for normal damage, mortal-wound packets).
	// A Devastating Wound is a packet on the second axis under either text.
	rolled := dice.Along(dice.Bernoulli((w[dice.Success] + w[dice.Critical]) * through))
	if p.Dev {
		rolled = dice.MixJoint([]float64{w[dice.Fail] + w[dice.Success]*(1-through), w[dice.Success] * through, w[dice.Critical]},
			[]dice.Joint{dice.JointPoint(0, 0), dice.JointPoint(1, 0), dice.JointPoint(0, 1)})
	}
	woundsPerHit := dice.Bernoulli(w[dice.Success] + w[dice.Critical])
	extra := p.Sus.Dist()
	critHits := dice.Point(1).Add(extra)
	critWounds, critThrough := woundsPerHit, rolled
	if p.Lethal {
		critWounds, critThrough = dice.Point(1), dice.Along(dice.Bernoulli(through))
	}
	critWounds = critWounds.Add(extra.Compound(woundsPerHit))
	critThrough = critThrough.Add(dice.CompoundJoint(extra, rolled))

	ws := []float64{pm, pn, pc}
	hitsPerAttack := dice.Mix(ws, []dice.Dist{dice.Point(0), dice.Point(1), critHits})
	seq := combat.Sequence{
		Attacks: perModel.Times(p.Models),
		Hits:    hitsPerAttack,
		Wounds:  dice.Mix(ws, []dice.Dist{dice.Point(0), woundsPerHit, critWounds}),
		Through: dice.MixJoint(ws, []dice.Joint{dice.JointPoint(0, 0), rolled, critThrough}),
		Damage:  p.DamageRule(),
	}
	switch {
	case p.Dev && !p.Lethal:
		// Every hit rolls to wound on its own: a normal unsaved wound, a
		// Devastating Wound, or nothing; no joint distribution is needed.
		seq.Trials = &combat.Trials{PerAttack: hitsPerAttack, Normal: w[dice.Success] * through, Packet: w[dice.Critical]}
	case p.Dev && p.Sus.Max() == 0:
		// Lethal Hits with no extra hits: each attack yields at most one wound,
		// a lethal one (saved or not, never Devastating) or a rolled one.
		seq.Trials = &combat.Trials{PerAttack: dice.Point(1),
			Normal: pn*w[dice.Success]*through + pc*through, Packet: pn * w[dice.Critical]}
	}
	return seq
}

// DamageRule is how unsaved wounds hurt the unit. Launch text of Devastating
// Wounds: mortal wounds equal to D, unreduced, spilling over. Later ruling: D
// after modifiers, not mortal wounds, whose excess is lost.
func (p *Profile) DamageRule() combat.Damage {
	mortal := p.RawDamage()
	if p.DevSave {
		mortal = p.DamageDist()
	}
	fnp := p.Ignore()
	dmg := combat.Damage{Unit: p.Unit, Normal: p.DamageDist(), Mortal: mortal, FNP: fnp, MortalFNP: fnp, Contained: p.DevSave}
	if p.FNPMW {
		dmg.FNP = 0
		if p.DevSave { // under the later ruling they are not mortal wounds
			dmg.MortalFNP = 0
		}
	}
	return dmg
}
