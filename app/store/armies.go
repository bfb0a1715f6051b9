package store

import (
	"reflect"

	"auspex/engine/army"
	"auspex/engine/ruleset"
)

// ArmiesKey holds one book of imported armies for every system; each army
// names its own system.
const ArmiesKey = "auspex.armies"

// LoadArmies reads the book of imported armies. One that fails army.Decode's
// strict check is never half-applied: it is set aside, an empty book replaces
// it, and the notice says so.
func LoadArmies(reg *ruleset.Registry) (army.Book, string) {
	st := Default()
	raw, err := st.Get(ArmiesKey)
	if err != nil {
		return army.Book{}, "Your imported armies could not be read: " + err.Error() + "."
	}
	if raw == "" {
		return army.Book{}, ""
	}
	b, err := army.Decode(raw, knownSystem(reg))
	if err == nil {
		return b, ""
	}
	return army.Book{}, st.Reset(ArmiesKey, raw, army.Book{}.Encode(), "imported armies", "started an empty list", err)
}

// knownSystem reports whether a stored army's system is one this Auspex has.
func knownSystem(reg *ruleset.Registry) func(string) bool {
	return func(id string) bool { _, ok := reg.Get(id); return ok }
}

// UpdateArmies applies op to the book as stored now, not to seen (the book
// this tab last read or wrote), as UpdateProfiles does: armies another tab
// stored meanwhile are kept; a change to an army (by system and name) that
// another tab changed since is refused with a *Conflict and the stored book
// comes back, for the caller to show; so it is when op fails on the stored
// book. On a storage failure (a full quota) the returned book is seen and
// nothing changed. notice reports a stored book set aside on the way.
func UpdateArmies(reg *ruleset.Registry, seen army.Book, op func(*army.Book) error) (next army.Book, notice string, err error) {
	stored, notice := LoadArmies(reg)
	next = army.Book{Armies: append([]army.Army(nil), stored.Armies...)}
	if err := op(&next); err != nil {
		return stored, notice, &Conflict{What: "armies", Cause: err}
	}
	if clash := clashes(stored.Armies, next.Armies, seen.Armies, armyKey,
		func(a army.Army) string { return a.Name }, func(a, b army.Army) bool { return reflect.DeepEqual(a, b) }); len(clash) > 0 {
		return stored, notice, &Conflict{What: "armies", Names: clash}
	}
	if err := Default().Set(ArmiesKey, next.Encode()); err != nil {
		return seen, notice, err
	}
	return next, notice, nil
}

type armyItem struct{ system, name string }

func armyKey(a army.Army) armyItem { return armyItem{a.System, a.Name} }
