package epic

import "math"

// pHit is the chance of one to-hit roll needing x+ with modifier mod (1.9.5):
// a natural 1 always misses; 7+ is a 6 then 4+, 8+ a 6 then 5+, 9+ a 6 then
// 6; 10+ cannot hit.
func pHit(x, mod int) float64 {
	need := x - mod
	switch {
	case need <= 6:
		return float64(7-max(need, 2)) / 6
	case need <= 9:
		return float64(10-need) / 36 // a 6 (1/6), then (10-need)/6
	}
	return 0
}

// hitNeed is the modified score x - mod, for the text and the roller.
func hitNeed(x, mod int) int { return x - mod }

// pSave is the chance a save of x+ succeeds: 7+ is no save (1.9.6 FAQ).
func pSave(x int) float64 {
	if x >= 7 {
		return 0
	}
	return float64(7-max(x, 2)) / 6
}

// save is how one kind of hit is saved against: the best of the saves
// allowed, a re-roll of a failed one (reinforced armour), then the
// invulnerable 6+.
type save struct {
	best int // the x+ the unit takes (7: none)
	// reroll is the x+ of reinforced armour's re-roll of a failed save
	// against a non-macro hit: always the armour value, even when the first
	// roll was a cover save (2.1.11 FAQ, seed line 1528); 0: no re-roll.
	reroll int
	inv    bool
}

// fail is the chance one hit of this kind is not saved.
func (s save) fail() float64 {
	f := 1 - pSave(s.best)
	if s.reroll > 0 {
		f *= 1 - pSave(s.reroll)
	}
	if s.inv {
		f *= 5.0 / 6
	}
	return f
}

// round6 keeps probabilities that should be equal from differing in the last bits.
func round6(p float64) float64 { return math.Round(p*1e12) / 1e12 }
