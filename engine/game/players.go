package game

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// NameMax is the longest player name, in characters: it must fit a button.
const NameMax = 30

// DefaultNames are the names players have until they give their own.
func DefaultNames(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = fmt.Sprintf("Player %d", i+1)
	}
	return out
}

// name is a player's name, or their number when out of range.
func (g *Game) name(p int) string {
	if p >= 0 && p < len(g.Names) {
		return g.Names[p]
	}
	return fmt.Sprintf("Player %d", p+1)
}

// Name is a player's name.
func (g *Game) Name(p int) string { return g.name(p) }

// SetName renames a player. An empty name goes back to the default.
func (g *Game) SetName(p int, name string) error {
	if p < 0 || p >= len(g.Names) {
		return fmt.Errorf("there is no player %d", p+1)
	}
	name = strings.TrimSpace(name)
	if name == "" {
		name = DefaultNames(len(g.Names))[p]
	}
	if err := checkName(name); err != nil {
		return fmt.Errorf("player %d: %v", p+1, err)
	}
	g.Names[p] = name
	return nil
}

// EntryNameMax is the longest name of a roster entry or of an army brought,
// in characters: as long as the names a player gives an imported army.
const EntryNameMax = 60

// checkName: a name of 1 to NameMax printable characters.
func checkName(s string) error { return checkNameOf(s, NameMax) }

// checkEntryName: a name of 1 to EntryNameMax printable characters.
func checkEntryName(s string) error { return checkNameOf(s, EntryNameMax) }

func checkNameOf(s string, most int) error {
	switch {
	case !utf8.ValidString(s) || strings.TrimSpace(s) != s || s == "":
		return fmt.Errorf("a name needs 1 to %d characters, without spaces around it", most)
	case utf8.RuneCountInString(s) > most:
		return fmt.Errorf("the name %.40q is longer than %d characters", s, most)
	case strings.ContainsFunc(s, func(r rune) bool { return !unicode.IsPrint(r) }):
		return fmt.Errorf("the name %.40q holds characters that cannot be shown", s)
	}
	return nil
}
