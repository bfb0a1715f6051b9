package store

import (
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
	if raw == lastArmies.raw { // read or written by this tab just now: no need to check it again
		return army.Book{Armies: append([]army.Army(nil), lastArmies.book.Armies...)}, ""
	}
	b, err := army.Decode(raw, knownSystem(reg))
	if err == nil {
		lastArmies.raw, lastArmies.book = raw, b
		return army.Book{Armies: append([]army.Army(nil), b.Armies...)}, ""
	}
	return army.Book{}, st.Reset(ArmiesKey, raw, army.Book{}.Encode(), "imported armies", "started an empty list", err)
}

// knownSystem reports whether a stored army's system is one this Auspex has.
func knownSystem(reg *ruleset.Registry) func(string) bool {
	return func(id string) bool { _, ok := reg.Card(id); return ok } // a card: no system is built to check a name
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
		func(a army.Army) string { return a.Name }, army.Army.Same); len(clash) > 0 {
		return stored, notice, &Conflict{What: "armies", Names: clash}
	}
	raw := next.Encode()
	if err := Default().Set(ArmiesKey, raw); err != nil {
		return seen, notice, err
	}
	lastArmies.raw, lastArmies.book = raw, army.Book{Armies: append([]army.Army(nil), next.Armies...)}
	return next, notice, nil
}

// lastArmies is the book this tab last read or wrote, with its stored text: a
// 2,000 point army is some hundreds of KB of JSON, and checking it again on
// every change (each import, rename or delete reads the stored book first)
// was a good part of an import's time in the wasm. Another tab's write
// changes the text, which is then read and checked in full.
var lastArmies struct {
	raw  string
	book army.Book
}

type armyItem struct{ system, name string }

func armyKey(a army.Army) armyItem { return armyItem{a.System, a.Name} }
