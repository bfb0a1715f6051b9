package ruleset

import (
	"fmt"
	"strconv"
	"strings"

	"auspex/engine/army"
)

// charsOf is every characteristic the map reads from profiles of a type,
// as the target or as an attack's From.
func (m *ArmyMap) charsOf(typ string) []CharMap {
	var out []CharMap
	for _, pm := range m.Target {
		if strings.EqualFold(pm.Type, typ) {
			out = append(out, pm.Chars...)
		}
	}
	for _, a := range m.Attacks {
		for _, pm := range a.From {
			if strings.EqualFold(pm.Type, typ) {
				out = append(out, pm.Chars...)
			}
		}
	}
	return out
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
