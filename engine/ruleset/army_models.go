package ruleset

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"auspex/engine/army"
)

// main picks the unit's profile of pm's type that the calculator reads:
// the one carried by the most models, the first of those whose
// characteristics all fit, as every map of the type reads them (the target
// and the bearers agree on one). Every other profile of the type whose
// values differ (and would fit) is listed, since one set of keys cannot hold
// both.
func (rd *unitReader) main(u army.Unit, pm ProfileMap) (army.Profile, bool) {
	all := rd.m.charsOf(pm.Type)
	best := -1
	for i, p := range u.Profiles {
		if !strings.EqualFold(p.Type, pm.Type) || !rd.fits(p, all) {
			continue
		}
		if best < 0 || p.Count > u.Profiles[best].Count {
			best = i
		}
	}
	if best < 0 {
		return army.Profile{}, false
	}
	m := u.Profiles[best]
	for i, p := range u.Profiles {
		if i == best || !strings.EqualFold(p.Type, pm.Type) {
			continue
		}
		for _, cm := range pm.Chars {
			theirs, has := charOf(p, cm.Name)
			ours, _ := charOf(m, cm.Name)
			if has && strings.TrimSpace(theirs) != strings.TrimSpace(ours) && rd.fits(p, []CharMap{cm}) {
				rd.skip("%s: %s %s, where the calculator takes %s of %s", p.Name, cm.Name, strings.TrimSpace(theirs), strings.TrimSpace(ours), m.Name)
			}
		}
	}
	return m, true
}

// charsOf is every characteristic the map reads from profiles of a type,
// as the target or as a bearer.
func (m *ArmyMap) charsOf(typ string) []CharMap {
	var out []CharMap
	for _, pm := range m.Target {
		if strings.EqualFold(pm.Type, typ) {
			out = append(out, pm.Chars...)
		}
	}
	for _, a := range m.Attacks {
		if a.Bearer != nil && strings.EqualFold(a.Bearer.Type, typ) {
			out = append(out, a.Bearer.Chars...)
		}
	}
	return out
}

// fits reports whether a profile's characteristics all read into the
// calculator, noting nothing.
func (rd *unitReader) fits(p army.Profile, cms []CharMap) bool {
	scratch := &unitReader{m: rd.m, form: rd.form, out: &ArmyUnit{}}
	return scratch.chars(p, cms, url.Values{}, "", nil)
}

// relative reads a value given relative to the bearer's characteristic of:
// "User" is the bearer's own, "+N" adds N, "xN" multiplies by N. Any other
// value is the weapon's own.
func relative(val string, bearer army.Profile, of string) (string, error) {
	op, n := "", 0
	switch low := strings.ToLower(val); {
	case low == "user":
		op = "="
	case strings.HasPrefix(low, "+"), strings.HasPrefix(low, "x"), strings.HasPrefix(low, "×"):
		_, size := firstRune(low)
		v, err := strconv.Atoi(strings.TrimSpace(low[size:]))
		if err != nil {
			return val, nil
		}
		op, n = low[:size], v
	default:
		return val, nil
	}
	text, _ := charOf(bearer, of)
	b, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil {
		return "", fmt.Errorf("relative to the bearer's %s, which %s does not give as a number (%q)", of, bearer.Name, text)
	}
	switch op {
	case "+":
		b += n
	case "x", "×":
		b *= n
	}
	return strconv.Itoa(b), nil
}

func firstRune(s string) (rune, int) {
	for _, r := range s {
		return r, len(string(r))
	}
	return 0, 0
}

// keeps reports whether a weapon profile passes the filter (nil keeps all).
func (f *CharFilter) keeps(p army.Profile) bool {
	if f == nil {
		return true
	}
	text, _ := charOf(p, f.Name)
	match := slices.ContainsFunc(strings.Split(f.Match, "|"), func(alt string) bool {
		return keywordPattern(alt).MatchString(strings.TrimSpace(text))
	})
	return match != f.Not
}
