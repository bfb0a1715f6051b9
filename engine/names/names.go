// Package names checks a name a player gives something Auspex keeps (a saved
// profile, an imported army): the one rule every stored name follows, so
// that a list of them reads the same everywhere.
package names

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Max is the longest name, in characters.
const Max = 60

// Check trims a name and checks it: not empty, at most Max characters, valid
// UTF-8, no control characters, no invisible formatting characters.
func Check(name string) (string, error) {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return "", errors.New("the name is empty")
	case !utf8.ValidString(name):
		return "", errors.New("the name is not valid text")
	case utf8.RuneCountInString(name) > Max:
		return "", fmt.Errorf("the name is longer than %d characters", Max)
	case strings.IndexFunc(name, unicode.IsControl) >= 0:
		return "", errors.New("the name holds a control character")
	}
	if i := strings.IndexFunc(name, isFormat); i >= 0 {
		r, _ := utf8.DecodeRuneInString(name[i:])
		return "", fmt.Errorf("the name holds %s, which could make it read wrongly in a list; remove it", describeFormat(r))
	}
	return name, nil
}

// isFormat: Unicode's format characters (Cf), invisible, among them the
// bidirectional controls that reorder text around them (U+202E makes what
// follows read backwards).
func isFormat(r rune) bool { return unicode.Is(unicode.Cf, r) }

// bidiNames are the bidirectional controls by name.
var bidiNames = map[rune]string{
	0x061C: "ARABIC LETTER MARK", 0x200E: "LEFT-TO-RIGHT MARK", 0x200F: "RIGHT-TO-LEFT MARK",
	0x202A: "LEFT-TO-RIGHT EMBEDDING", 0x202B: "RIGHT-TO-LEFT EMBEDDING", 0x202C: "POP DIRECTIONAL FORMATTING",
	0x202D: "LEFT-TO-RIGHT OVERRIDE", 0x202E: "RIGHT-TO-LEFT OVERRIDE",
	0x2066: "LEFT-TO-RIGHT ISOLATE", 0x2067: "RIGHT-TO-LEFT ISOLATE", 0x2068: "FIRST STRONG ISOLATE",
	0x2069: "POP DIRECTIONAL ISOLATE",
}

func describeFormat(r rune) string {
	if n, ok := bidiNames[r]; ok {
		return fmt.Sprintf("U+%04X %s, a bidirectional control", r, n)
	}
	return fmt.Sprintf("U+%04X, an invisible formatting character", r)
}
