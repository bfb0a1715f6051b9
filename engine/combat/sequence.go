package combat

import (
	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// Sequence is an attack profile reduced to distributions: how many attacks, and
// what one attack yields at each stage. Attacks are independent of each other.
type Sequence struct {
	Attacks dice.Dist  // attacks made
	Hits    dice.Dist  // hits scored by one attack
	Wounds  dice.Dist  // wounds scored by one attack
	Through dice.Joint // one attack's (unsaved wounds that deal normal damage, mortal-wound packets)
	Damage  Damage
	// Trials, when set, says that Through is made of independent trials, so
	// that the wounds lost need no joint distribution (see Damage.LostFromTrials).
	Trials *Trials
}

// Trials describes an attack whose unsaved wounds and packets come from
// independent trials: each attack makes PerAttack trials (hits that roll to
// wound), and each trial is a normal unsaved wound with chance Normal, a
// mortal-wound packet with chance Packet, or nothing.
type Trials struct {
	PerAttack      dice.Dist
	Normal, Packet float64
}

// Outcome holds the distribution of each stage for the whole attack.
type Outcome struct {
	Attacks, Hits, Wounds, Unsaved, Lost, Destroyed dice.Dist
}

// Run computes every stage exactly.
func (s Sequence) Run() Outcome { return s.RunFrom(dice.Point(0)) }

// trials is the number of trials the attacks make and each one's chance of
// normal damage and of a mortal-wound packet. At most one trial per attack:
// count attacks, each a trial that succeeds p of the time, so a fixed number
// of attacks is a single number of trials.
func (s Sequence) trials() (normal, packet float64, trials dice.Dist) {
	t := s.Trials
	normal, packet, trials = t.Normal, t.Packet, s.Attacks.Compound(t.PerAttack)
	if p := t.PerAttack.P(1); t.PerAttack.Max() <= 1 {
		normal, packet, trials = normal*p, packet*p, s.Attacks
	}
	return normal, packet, trials
}

// RunFrom is Run against a unit that has already lost start wounds: Lost and
// Destroyed count the whole unit's losses, those before included.
func (s Sequence) RunFrom(start dice.Dist) Outcome {
	var lost, unsaved dice.Dist
	if s.Trials != nil {
		normal, packet, trials := s.trials()
		lost = s.Damage.LostFromTrials(start, trials, normal, packet)
		unsaved = trials.Thin(normal + packet)
	} else {
		through := dice.CompoundJoint(s.Attacks, s.Through)
		lost = s.Damage.LostFrom(start, through)
		unsaved = through.Sum()
	}
	return s.outcome(unsaved, lost)
}

// outcome is the stages of the sequence given what got through and what the
// unit lost.
func (s Sequence) outcome(unsaved, lost dice.Dist) Outcome {
	return Outcome{
		Attacks:   s.Attacks,
		Hits:      s.Attacks.Compound(s.Hits),
		Wounds:    s.Attacks.Compound(s.Wounds),
		Unsaved:   unsaved,
		Lost:      lost,
		Destroyed: s.Damage.Unit.DestroyedDist(lost),
	}
}

// The stage ids of an attack sequence, in order.
const (
	StageAttacks   = "attacks"
	StageHits      = "hits"
	StageWounds    = "wounds"
	StageUnsaved   = "unsaved"
	StageDamage    = "damage"
	StageDestroyed = "destroyed"
)

// Stages turns an Outcome into the Result's stages.
func (o Outcome) Stages() []ruleset.Stage {
	return []ruleset.Stage{
		StageOf(StageAttacks, "Attacks", o.Attacks),
		StageOf(StageHits, "Hits", o.Hits),
		StageOf(StageWounds, "Wounds", o.Wounds),
		StageOf(StageUnsaved, "Unsaved wounds", o.Unsaved),
		StageOf(StageDamage, "Wounds lost by the target", o.Lost),
		StageOf(StageDestroyed, "Models destroyed", o.Destroyed),
	}
}

// StageOf summarises one distribution as a Result stage.
func StageOf(id, label string, d dice.Dist) ruleset.Stage { return ruleset.StageOf(id, label, d, 0) }
