package wh40k5

import "math/rand/v2"

// hitRoll is one to-hit roll of 5th edition: a score needed on a D6, and
// which misses are rolled again. A Ballistic Skill of 6 or more re-rolls a 1
// needing a second, worse score (p. 17); twin-linked and preferred enemy
// re-roll any miss at the same score, and then the BS 6+ chart is not used.
type hitRoll struct {
	auto   bool // no roll: every attack hits
	need   int  // 2..6
	reNeed int  // the score a re-rolled 1 needs (BS 6+); 0: none
	reMiss bool // re-roll any miss at need
}

// pass is the chance one attack hits.
func (h hitRoll) pass() float64 {
	q := float64(7-h.need) / 6
	switch {
	case h.auto:
		return 1
	case h.reMiss:
		return q + (1-q)*q
	case h.reNeed > 0:
		return q + float64(7-h.reNeed)/36
	}
	return q
}

// rerolls says whether some miss is rolled again.
func (h hitRoll) rerolls() bool { return !h.auto && (h.reMiss || h.reNeed > 0) }

// ones is the chance the die that counts shows a 1 (Gets Hot!): a BS 6+
// re-roll of a 1 shows a 1 again 1 time in 6; a twin-linked re-roll of any
// miss shows a 1 one time in 6, whatever the first die was.
func (h hitRoll) ones() float64 {
	switch {
	case h.reMiss:
		return float64(h.need-1) / 36
	case h.reNeed > 0:
		return 1.0 / 36
	}
	return 1.0 / 6
}

// rolled is one hit roll made with a real die.
type rolled struct {
	face, first int // first: the re-rolled face, 0 when none
	hit         bool
}

func (h hitRoll) roll(r *rand.Rand) rolled {
	f := 1 + r.IntN(6)
	if f >= h.need || !(h.reMiss || (h.reNeed > 0 && f == 1)) {
		return rolled{face: f, hit: f >= h.need}
	}
	g, target := 1+r.IntN(6), h.need
	if !h.reMiss {
		target = h.reNeed
	}
	return rolled{face: g, first: f, hit: g >= target && g > 1}
}

// shootingHit is the to-hit roll by Ballistic Skill (p. 17): 7 - BS, at
// least 2; BS 6-10 hit on 2+ and re-roll a 1 needing 6, 5, 4, 3, 2.
func shootingHit(bs int, twin bool) hitRoll {
	h := hitRoll{need: max(2, 7-bs), reMiss: twin}
	if bs >= 6 && !twin {
		h.reNeed = 12 - bs
	}
	return h
}

// closeCombatNeed is the close combat to-hit chart (p. 38): 3+ against a
// lower WS, 4+ against an equal one up to twice as high, 5+ above that.
func closeCombatNeed(ws, tws int) int {
	switch {
	case tws < ws:
		return 3
	case tws <= 2*ws:
		return 4
	}
	return 5
}

// woundNeed is the to-wound chart (p. 19): 0 is "N", no effect.
func woundNeed(s, t int) int {
	switch d := t - s; {
	case d <= -2:
		return 2
	case d == -1:
		return 3
	case d == 0:
		return 4
	case d == 1:
		return 5
	case d <= 3:
		return 6
	}
	return 0
}
