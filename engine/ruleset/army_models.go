package ruleset

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"auspex/engine/army"
)

// main picks the unit's profile of pm's type that the calculator reads:
// the one carried by the most models, the first of those whose mapped
// characteristics all fit. Every other profile of the type whose values
// differ (and would fit) is listed, since one set of keys cannot hold both.
func (rd *unitReader) main(u army.Unit, pm ProfileMap) (army.Profile, bool) {
	best := -1
	for i, p := range u.Profiles {
		if !strings.EqualFold(p.Type, pm.Type) || !rd.fits(p, pm.Chars) {
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

// fits reports whether a profile's characteristics all read into the
// calculator, noting nothing.
func (rd *unitReader) fits(p army.Profile, cms []CharMap) bool {
	scratch := &unitReader{form: rd.form, out: &ArmyUnit{}}
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
	return keywordPattern(f.Match).MatchString(strings.TrimSpace(text)) != f.Not
}
