// Package combat is the attack machinery every system shares: a target unit of
// identical models, damage applied to it the way the rules allocate it, and the
// stage-by-stage distributions of an attack.
package combat

import (
	"fmt"

	"auspex/engine/clip"
)

// Unit is a target unit: Models models of Wounds wounds each, none hurt yet.
type Unit struct {
	Models, Wounds int
}

// Total is the number of wounds the unit has.
func (u Unit) Total() int { return u.Models * u.Wounds }

// AfterNormal is the wounds lost by the unit after one attack's normal damage d,
// given lost so far. Damage goes to the model already hurt; whatever would
// exceed its remaining wounds is lost with it (no spill-over).
func (u Unit) AfterNormal(lost, d int) int {
	if lost >= u.Total() {
		return u.Total()
	}
	hurt := lost % u.Wounds
	if hurt+d >= u.Wounds {
		return lost - hurt + u.Wounds
	}
	return lost + d
}

// AfterMortal is the wounds lost after m mortal wounds: they are applied one at a
// time and carry on to the next model until the unit is destroyed.
func (u Unit) AfterMortal(lost, m int) int { return min(u.Total(), lost+m) }

// Destroyed is the number of models destroyed once lost wounds are gone.
func (u Unit) Destroyed(lost int) int { return lost / u.Wounds }

// Reduction is a rule that lowers each attack's damage.
type Reduction string

// The damage reductions.
const (
	NoReduction Reduction = ""
	MinusOne    Reduction = "1"    // subtract 1, to a minimum of 1
	Halve       Reduction = "half" // halve, rounding up
)

// Apply is the damage after the reduction.
func (r Reduction) Apply(d int) int {
	switch r {
	case MinusOne:
		return max(1, d-1)
	case Halve:
		return (d + 1) / 2
	}
	return d
}

// Label says the reduction in words.
func (r Reduction) Label() string {
	switch r {
	case MinusOne:
		return "-1 Damage (minimum 1)"
	case Halve:
		return "half Damage, rounding up"
	}
	return "none"
}

// ParseReduction reads a Reduction from its query value.
func ParseReduction(s string) (Reduction, error) {
	switch r := Reduction(s); r {
	case NoReduction, MinusOne, Halve:
		return r, nil
	}
	return "", fmt.Errorf("%s: 1 (subtract 1) or half", clip.Quote(s))
}
