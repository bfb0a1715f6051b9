package profile

import (
	"fmt"
	"slices"
	"strings"

	"auspex/engine/clip"
	"auspex/engine/ruleset"
	"auspex/engine/strictjson"
)

// The envelope of a stored or exported book, and its limits.
const (
	App         = strictjson.App
	Type        = "profiles"
	Version     = 1
	MaxBytes    = 1 << 20 // a file larger than this is refused unread
	MaxProfiles = 500
)

// Book is every saved profile, of every system, in the order they were saved.
type Book struct {
	Profiles []Profile
}

type envelope struct {
	strictjson.Header
	Profiles []Profile `json:"profiles"`
}

// Encode writes the book as its versioned JSON document.
func (b Book) Encode() string {
	ps := b.Profiles
	if ps == nil {
		ps = []Profile{}
	}
	return strictjson.EncodeDoc(envelope{Header: strictjson.NewHeader(Type, Version), Profiles: ps})
}

// Decode reads a book and checks every profile against the registry: a known
// system with a calculator, a known kind, a valid name unique within its
// system and kind, and a query whose every key is a field of that kind with a
// valid value. Queries come back canonical. Any fault refuses the whole book,
// with an error that names the profile and what is wrong.
func Decode(raw string, reg *ruleset.Registry) (Book, error) {
	var env envelope
	if err := strictjson.DecodeDoc(raw, MaxBytes, Type, Version, &env); err != nil {
		return Book{}, err
	}
	if len(env.Profiles) > MaxProfiles {
		return Book{}, fmt.Errorf("the file holds %d profiles; at most %d are kept", len(env.Profiles), MaxProfiles)
	}
	b := Book{Profiles: make([]Profile, 0, len(env.Profiles))}
	seen := map[key]int{}
	for i, p := range env.Profiles {
		at := fmt.Sprintf("profile %d (%s)", i+1, clip.Quote(p.Name))
		name, err := CheckName(p.Name)
		if err != nil {
			return Book{}, fmt.Errorf("%s: %v", at, err)
		}
		p.Name = name
		sys, ok := reg.Get(p.System)
		if !ok {
			return Book{}, fmt.Errorf("%s: unknown game system %s", at, clip.Quote(p.System))
		}
		if sys.Calc == nil {
			return Book{}, fmt.Errorf("%s: %s has no calculator", at, sys.Info.Name)
		}
		v, err := parseProfile(sys.Calc.Form(), p.Kind, p.Query)
		if err != nil {
			return Book{}, fmt.Errorf("%s: %v", at, err)
		}
		p.Query = v.Encode()
		k := keyOf(p)
		if j, dup := seen[k]; dup {
			return Book{}, fmt.Errorf("%s: the name is used twice for a %s %s profile (also profile %d)", at, sys.Info.Short, p.Kind, j+1)
		}
		seen[k] = i
		b.Profiles = append(b.Profiles, p)
	}
	return b, nil
}

// key identifies a profile: names are unique within a system and kind, and
// compared exactly, as written.
type key struct{ system, kind, name string }

func keyOf(p Profile) key { return key{p.System, p.Kind, p.Name} }

// Find returns the index of the named profile, or -1.
func (b Book) Find(system, kind, name string) int {
	return slices.IndexFunc(b.Profiles, func(p Profile) bool { return keyOf(p) == key{system, kind, name} })
}

// Of lists a system's profiles of one kind, sorted by name (case folded).
func (b Book) Of(system, kind string) []Profile {
	var out []Profile
	for _, p := range b.Profiles {
		if p.System == system && p.Kind == kind {
			out = append(out, p)
		}
	}
	slices.SortStableFunc(out, func(x, y Profile) int { return strings.Compare(strings.ToLower(x.Name), strings.ToLower(y.Name)) })
	return out
}

// Put adds a profile or replaces the one with its system, kind and name; it
// says whether one was replaced. A new profile beyond MaxProfiles is refused.
func (b *Book) Put(p Profile) (replaced bool, err error) {
	if i := b.Find(p.System, p.Kind, p.Name); i >= 0 {
		b.Profiles[i] = p
		return true, nil
	}
	if len(b.Profiles) >= MaxProfiles {
		return false, fmt.Errorf("you have %d profiles, the most Auspex keeps: delete some first", MaxProfiles)
	}
	b.Profiles = append(b.Profiles, p)
	return false, nil
}

// Rename gives a profile a new name (checked with CheckName); the new name
// must be free within its system and kind.
func (b *Book) Rename(system, kind, old, name string) error {
	i := b.Find(system, kind, old)
	if i < 0 {
		return fmt.Errorf("there is no %s profile %s", kind, clip.Quote(old))
	}
	name, err := CheckName(name)
	if err != nil {
		return err
	}
	if name != old && b.Find(system, kind, name) >= 0 {
		return fmt.Errorf("there is already a %s profile named %s", kind, clip.Quote(name))
	}
	b.Profiles[i].Name = name
	return nil
}

// Delete removes a profile; it says whether there was one.
func (b *Book) Delete(system, kind, name string) bool {
	i := b.Find(system, kind, name)
	if i < 0 {
		return false
	}
	b.Profiles = slices.Delete(b.Profiles, i, i+1)
	return true
}

// Conflicts lists the incoming profiles that would overwrite one in b (same
// system, kind and name) with different values, so the user can be asked
// first. An identical copy is no conflict: importing it changes nothing.
func (b Book) Conflicts(in Book) []Profile {
	var out []Profile
	for _, p := range in.Profiles {
		if i := b.Find(p.System, p.Kind, p.Name); i >= 0 && b.Profiles[i].Query != p.Query {
			out = append(out, p)
		}
	}
	return out
}

// Merge returns b with the incoming profiles added: new ones appended, and
// those whose name is taken either replacing the existing one (replace) or
// skipped. b itself is not changed. It counts what it added, replaced and
// left alone (identical or kept), and refuses a result over MaxProfiles.
func (b Book) Merge(in Book, replace bool) (out Book, added, replaced, same int, err error) {
	out = Book{Profiles: slices.Clone(b.Profiles)}
	for _, p := range in.Profiles {
		i := out.Find(p.System, p.Kind, p.Name)
		switch {
		case i < 0:
			out.Profiles = append(out.Profiles, p)
			added++
		case out.Profiles[i].Query == p.Query || !replace:
			same++
		default:
			out.Profiles[i] = p
			replaced++
		}
	}
	if len(out.Profiles) > MaxProfiles {
		return b, 0, 0, 0, fmt.Errorf("importing would make %d profiles; at most %d are kept", len(out.Profiles), MaxProfiles)
	}
	return out, added, replaced, same, nil
}
