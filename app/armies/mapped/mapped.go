// Package mapped keeps each imported army as its system's ArmyMap reads it:
// a unit is mapped once, when its army is imported or first loaded, and the
// Army page, the calculator's picker and the checklist all read that one
// reading. An army that changed (renamed, imported again) is mapped again;
// one unchanged is found by army.Army.Same, a comparison of the stored text
// the book already keeps, which costs nothing like a mapping.
package mapped

import (
	"sync"

	"auspex/engine/army"
	"auspex/engine/ruleset"
)

// Army is an imported army with its units as its system's map reads them.
type Army struct {
	army.Army
	// Units are the roster's units in its order, Units[i] read from
	// Roster.Units[i].
	Units []ruleset.ArmyUnit
}

// Unit is one of the army's mapped units with its roster unit, or false.
func (a Army) Unit(i int) (ruleset.ArmyUnit, army.Unit, bool) {
	if i < 0 || i >= len(a.Units) || i >= len(a.Roster.Units) {
		return ruleset.ArmyUnit{}, army.Unit{}, false
	}
	return a.Units[i], a.Roster.Units[i], true
}

var (
	mu    sync.Mutex
	cache = map[[2]string]Army{} // by system and army name
	// Mappings counts the armies mapped, for the tests: a render must not
	// add to it.
	Mappings int
)

// Of is the book's armies of sys, in the book's order, each mapped once.
// Armies of sys no longer in the book are forgotten.
func Of(sys *ruleset.Ruleset, b army.Book) []Army {
	as := b.Of(sys.Info.ID)
	out := make([]Army, len(as))
	mu.Lock()
	defer mu.Unlock()
	keep := map[[2]string]bool{}
	for i, a := range as {
		out[i] = one(sys, a)
		keep[[2]string{sys.Info.ID, a.Name}] = true
	}
	for k := range cache {
		if k[0] == sys.Info.ID && !keep[k] {
			delete(cache, k)
		}
	}
	return out
}

// One is one army of sys, mapped once.
func One(sys *ruleset.Ruleset, a army.Army) Army {
	mu.Lock()
	defer mu.Unlock()
	return one(sys, a)
}

func one(sys *ruleset.Ruleset, a army.Army) Army {
	k := [2]string{sys.Info.ID, a.Name}
	if c, ok := cache[k]; ok && c.Army.Same(a) {
		return c
	}
	m := Army{Army: a, Units: units(sys, a)}
	cache[k] = m
	Mappings++
	return m
}

// units reads every unit of an army through its system's map, in the roster's order.
func units(sys *ruleset.Ruleset, a army.Army) []ruleset.ArmyUnit {
	if sys.Army == nil || sys.Calc == nil {
		return nil
	}
	form := sys.Calc.Form()
	out := make([]ruleset.ArmyUnit, len(a.Roster.Units))
	for i, u := range a.Roster.Units {
		out[i] = sys.Army.Unit(form, u)
	}
	return out
}
