package store

import (
	"fmt"
	"strings"
)

// MaxSetAside is how many unreadable copies of a key are kept, newest first,
// under key.corrupt.1 to key.corrupt.N: enough for a bug report, and bounded so
// that junk cannot fill the storage.
const MaxSetAside = 3

// SetAsideKey is where the nth newest unreadable copy of key is kept.
func SetAsideKey(key string, n int) string { return fmt.Sprintf("%s.corrupt.%d", key, n) }

// SetAside keeps raw as the newest unreadable copy of key, moving the older
// ones down and dropping the oldest. It reports a failure to store the copy;
// then the older copies are put back where they were (a full storage refuses
// the new copy after the others have moved: the oldest was lost and the
// newest kept twice, issue 48).
func (s *Store) SetAside(key, raw string) error {
	old := make([]*string, MaxSetAside+1) // old[n]: the copy at n before, nil if none
	for n := 1; n <= MaxSetAside; n++ {
		v, ok, err := s.b.Get(SetAsideKey(key, n))
		if err != nil {
			return err
		}
		if ok {
			old[n] = &v
		}
	}
	err := func() error {
		for n := MaxSetAside - 1; n >= 1; n-- {
			if old[n] != nil {
				if err := s.b.Set(SetAsideKey(key, n+1), *old[n]); err != nil {
					return err
				}
			}
		}
		return s.b.Set(SetAsideKey(key, 1), raw)
	}()
	if err != nil {
		s.restore(key, old)
	}
	return err
}

// restore puts the set-aside copies of key back as old has them: all
// removed first, then each written back, so the storage never holds more
// than it did before and a full one takes them back.
func (s *Store) restore(key string, old []*string) {
	for n := 1; n <= MaxSetAside; n++ {
		s.b.Remove(SetAsideKey(key, n))
	}
	for n := 1; n <= MaxSetAside; n++ {
		if old[n] != nil {
			s.b.Set(SetAsideKey(key, n), *old[n])
		}
	}
}

// KeepAside sets raw aside as an unreadable copy of key whose reader salvaged
// what it could (the calculator's last input, read field by field): the caller
// stores the salvage itself. note says where the copy went, for the notice; when
// no copy could be kept, it says the stored value stays as it was until the
// next change, and ok is false: the caller must not replace it before then.
func (s *Store) KeepAside(key, raw string) (note string, ok bool) {
	if err := s.SetAside(key, raw); err != nil {
		return "No copy of it could be kept aside (" + err.Error() + "): it stays stored as it was until your next change here.", false
	}
	return "Auspex kept a copy of it aside (" + SetAsideKey(key, 1) + ").", true
}

// Reset handles a stored value that cannot be read: raw is set aside and fresh
// stored in its place, and the notice says so. what names the data for the
// user ("saved profiles"), instead what replaced it ("started an empty list").
// When no copy can be set aside, the stored value is left as it is and the
// notice says that the next save will replace it: nothing is lost unsaid.
func (s *Store) Reset(key, raw, fresh, what, instead string, why error) string {
	reason := ""
	if why != nil {
		reason = " (" + why.Error() + ")"
	}
	if err := s.SetAside(key, raw); err != nil {
		return fmt.Sprintf("Your %s could not be read%s, and no copy could be kept aside: %s. They are still stored as they were, "+
			"and the next change you make here will replace them; Auspex %s.", what, reason, err.Error(), instead)
	}
	msg := fmt.Sprintf("Your %s could not be read%s, so Auspex kept a copy aside (%s) and %s.", what, reason, SetAsideKey(key, 1), instead)
	if err := s.b.Set(key, fresh); err != nil {
		msg += " " + capitalize(err.Error()) + "."
	}
	return msg
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
