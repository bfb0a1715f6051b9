package store

import (
	"fmt"
	"sort"
	"strings"

	"auspex/engine/clip"
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

// Conflict is a change refused because another tab changed the same profile
// since this tab read the book (Profiles), or changed the book so that the
// change no longer applies (Cause: op's error on the stored book).
type Conflict struct {
	Profiles []profile.Profile
	Cause    error
}

func (c *Conflict) Error() string {
	if c.Cause != nil {
		return "another tab changed your profiles since this one read them (" + c.Cause.Error() + ")"
	}
	var ns []string
	for i, p := range c.Profiles {
		if i == 3 {
			ns = append(ns, fmt.Sprintf("and %d more", len(c.Profiles)-i))
			break
		}
		ns = append(ns, "“"+clip.Text(p.Name)+"”")
	}
	return "another tab changed " + strings.Join(ns, ", ") + " since this one read your profiles"
}

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
		return stored, notice, &Conflict{Cause: err}
	}
	was, now, saw := byItem(stored), byItem(next), byItem(seen)
	var clash []profile.Profile
	for k := range union(was, now) {
		if !same(was[k], now[k]) && !same(was[k], saw[k]) { // op touches an item another tab changed
			clash = append(clash, itemOf(was[k], saw[k]))
		}
	}
	if len(clash) > 0 {
		sort.Slice(clash, func(i, j int) bool { return clash[i].Name < clash[j].Name })
		return stored, notice, &Conflict{Profiles: clash}
	}
	if err := Default().Set(ProfilesKey, next.Encode()); err != nil {
		return seen, notice, err
	}
	return next, notice, nil
}

type itemKey struct{ system, kind, name string }

func byItem(b profile.Book) map[itemKey]*profile.Profile {
	m := make(map[itemKey]*profile.Profile, len(b.Profiles))
	for i := range b.Profiles {
		p := &b.Profiles[i]
		m[itemKey{p.System, p.Kind, p.Name}] = p
	}
	return m
}

func union(a, b map[itemKey]*profile.Profile) map[itemKey]bool {
	u := map[itemKey]bool{}
	for k := range a {
		u[k] = true
	}
	for k := range b {
		u[k] = true
	}
	return u
}

// itemOf is whichever of two versions of an item exists.
func itemOf(a, b *profile.Profile) profile.Profile {
	if a != nil {
		return *a
	}
	return *b
}

// same reports whether two versions of an item are equal (nil: absent).
func same(a, b *profile.Profile) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}
