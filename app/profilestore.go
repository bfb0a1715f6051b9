package app

import (
	"auspex/engine/profile"
	"auspex/engine/ruleset"
)

// profilesKey holds one book of saved profiles for every system; each
// profile names its own system.
const profilesKey = "auspex.profiles"

// loadProfiles reads the book. One that fails validation is never
// half-applied: it is kept aside under a ".corrupt" key (for a bug report), an
// empty book replaces it, and the notice says so.
func loadProfiles(reg *ruleset.Registry) (profile.Book, string) {
	raw, err := storageGet(profilesKey)
	if err != nil {
		return profile.Book{}, "Your saved profiles could not be read. (" + err.Error() + ")"
	}
	if raw == "" {
		return profile.Book{}, ""
	}
	b, err := profile.Decode(raw, reg)
	if err == nil {
		return b, ""
	}
	storageSet(profilesKey+".corrupt", raw)
	storageSet(profilesKey, profile.Book{}.Encode())
	return profile.Book{}, "Your saved profiles could not be read, so Auspex kept them aside and started an empty list. (" + err.Error() + ")"
}

// saveProfiles stores the book; a failure becomes the message.
func saveProfiles(b profile.Book) string {
	if err := storageSet(profilesKey, b.Encode()); err != nil {
		return "Your profiles could not be saved: " + err.Error()
	}
	return ""
}
