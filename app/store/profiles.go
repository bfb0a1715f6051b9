package store

import (
	"auspex/engine/profile"
	"auspex/engine/ruleset"
)

// ProfilesKey holds one book of saved profiles for every system; each profile
// names its own system.
const ProfilesKey = "auspex.profiles"

// LoadProfiles reads the book. One that fails validation is never
// half-applied: it is set aside, an empty book replaces it, and the notice says so.
func LoadProfiles(reg *ruleset.Registry) (profile.Book, string) {
	st := Default()
	raw, err := st.Get(ProfilesKey)
	if err != nil {
		return profile.Book{}, "Your saved profiles could not be read: " + err.Error() + "."
	}
	if raw == "" {
		return profile.Book{}, ""
	}
	b, err := profile.Decode(raw, reg)
	if err == nil {
		return b, ""
	}
	return profile.Book{}, st.Reset(ProfilesKey, raw, profile.Book{}.Encode(), "saved profiles", "started an empty list", err)
}

// SaveProfiles stores the book; a failure is returned as an error to report.
func SaveProfiles(b profile.Book) error { return Default().Set(ProfilesKey, b.Encode()) }

// UpdateProfiles applies op to the book as stored now, not to seen (the book
// this tab last read or wrote): another tab may have stored profiles since,
// and they are kept (merge by item). When op would change a profile that
// another tab changed since (it differs between seen and storage), nothing is
// written and the error is a *Conflict; the book returned is then the stored
// one, for the caller to show. So it is when op fails on the stored book (the
// caller has checked it on seen first). On a storage failure the returned
// book is seen.
// notice reports a stored book that had to be set aside on the way.
func UpdateProfiles(reg *ruleset.Registry, seen profile.Book, op func(*profile.Book) error) (next profile.Book, notice string, err error) {
	stored, notice := LoadProfiles(reg)
	next = profile.Book{Profiles: append([]profile.Profile(nil), stored.Profiles...)}
	if err := op(&next); err != nil { // the caller checked op on seen: storage differs
		return stored, notice, &Conflict{What: "profiles", Cause: err}
	}
	if clash := clashes(stored.Profiles, next.Profiles, seen.Profiles, profileKey,
		func(p profile.Profile) string { return p.Name }, func(a, b profile.Profile) bool { return a == b }); len(clash) > 0 {
		return stored, notice, &Conflict{What: "profiles", Names: clash}
	}
	if err := Default().Set(ProfilesKey, next.Encode()); err != nil {
		return seen, notice, err
	}
	return next, notice, nil
}

type profileItem struct{ system, kind, name string }

func profileKey(p profile.Profile) profileItem { return profileItem{p.System, p.Kind, p.Name} }
