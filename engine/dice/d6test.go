package dice

import "math/rand/v2"

// Reroll says which results of a D6 test are rolled again (once, before any
// modifier is applied).
type Reroll string

// The re-roll policies.
const (
	NoReroll      Reroll = ""
	RerollOnes    Reroll = "1"       // re-roll a result of 1
	RerollFails   Reroll = "fail"    // re-roll any failure
	RerollNonCrit Reroll = "noncrit" // re-roll anything short of a critical, fishing for criticals
)

// Outcome is the result of one D6 test.
type Outcome int

// The outcomes of a D6 test.
const (
	Fail Outcome = iota
	Success
	Critical // a success that other rules key on
)

// Test is a D6 success test: roll, maybe re-roll, add the modifier (held within
// MinMod..MaxMod), succeed on Target or more. CritAt and the "unmodified"
// rules look at the die before modifiers.
type Test struct {
	Target         int // the modified result needed; 7 or more: only Unmod6Succeeds or a critical can pass
	Mod            int
	MinMod, MaxMod int  // the cap on the total modifier
	Unmod1Fails    bool // an unmodified 1 always fails
	Unmod6Succeeds bool // an unmodified 6 always succeeds
	CritAt         int  // an unmodified result of CritAt or more is a critical success; 7 or 0: none
	Reroll         Reroll
}

// Face classifies one unmodified result.
func (t Test) Face(f int) Outcome {
	switch {
	case t.CritAt >= 1 && t.CritAt <= 6 && f >= t.CritAt && !(f == 1 && t.Unmod1Fails):
		return Critical
	case f == 1 && t.Unmod1Fails:
		return Fail
	case f == 6 && t.Unmod6Succeeds:
		return Success
	case f+t.cappedMod() >= t.Target:
		return Success
	}
	return Fail
}

func (t Test) cappedMod() int { return max(t.MinMod, min(t.MaxMod, t.Mod)) }

// rerolls says whether a first result is rolled again.
func (t Test) rerolls(o Outcome, f int) bool {
	switch t.Reroll {
	case RerollOnes:
		return f == 1
	case RerollFails:
		return o == Fail
	case RerollNonCrit:
		return o != Critical
	}
	return false
}

// Probs is the chance of each outcome, indexed by Outcome.
func (t Test) Probs() [3]float64 {
	var once [3]float64
	var faces [7]Outcome // each face classified once: Probs runs several times per calculation
	for f := 1; f <= 6; f++ {
		faces[f] = t.Face(f)
		once[faces[f]] += 1.0 / 6
	}
	var out [3]float64
	for f := 1; f <= 6; f++ {
		o := faces[f]
		if t.rerolls(o, f) {
			for i := range out {
				out[i] += once[i] / 6
			}
		} else {
			out[o] += 1.0 / 6
		}
	}
	return out
}

// Pass is the chance of a success of either kind.
func (t Test) Pass() float64 {
	p := t.Probs()
	return p[Success] + p[Critical]
}

// Rolled is one test as rolled with real dice.
type Rolled struct {
	Face    int // the unmodified result that counts
	First   int // the first face, when the die was re-rolled; else 0
	Outcome Outcome
}

// Roll makes the test with a real die, re-rolling as the policy says.
func (t Test) Roll(r *rand.Rand) Rolled {
	f := 1 + r.IntN(6)
	o := t.Face(f)
	if !t.rerolls(o, f) {
		return Rolled{Face: f, Outcome: o}
	}
	g := 1 + r.IntN(6)
	return Rolled{Face: g, First: f, Outcome: t.Face(g)}
}
