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
