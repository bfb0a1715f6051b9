package ruleset

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"auspex/engine/army"
)

// Phase reminders: the abilities of a player's units whose text names a
// phase, found with the phase's own name (data), never a system's.

// AbilitiesOf lists a roster unit's abilities with their text: its profiles
// of the map's AbilityTypes (their text characteristic), then its rules. A
// nil map (a system no list builder exports) has the rules only.
func (m *ArmyMap) AbilitiesOf(u army.Unit) []army.Rule {
	var out []army.Rule
	if m != nil {
		for _, p := range u.Profiles {
			for _, tm := range m.AbilityTypes {
				if strings.EqualFold(p.Type, tm.Type) {
					text, _ := charOf(p, tm.Text)
					out = append(out, army.Rule{Name: p.Name, Text: text})
				}
			}
		}
	}
	return append(out, u.Rules...)
}

// Reminder is one ability that names a phase, with the units that have it.
type Reminder struct {
	Units   []string // in army order, each once
	Ability string
	Text    string
}

// Reminders lists the abilities of the units whose text names the phase,
// each ability (by name and text) once with every unit that has it, in the
// army's order.
func (m *ArmyMap) Reminders(p *Phase, units []army.Unit) []Reminder {
	want := words(p.Name)
	if len(want) == 0 {
		return nil
	}
	var out []Reminder
	at := map[[2]string]int{}
	for _, u := range units {
		for _, ab := range m.AbilitiesOf(u) {
			if !namesPhase(strings.ToLower(ab.Text), want) {
				continue
			}
			key := [2]string{ab.Name, ab.Text}
			i, ok := at[key]
			if !ok {
				i = len(out)
				at[key] = i
				out = append(out, Reminder{Ability: ab.Name, Text: ab.Text})
			}
			if r := &out[i]; len(r.Units) == 0 || r.Units[len(r.Units)-1] != u.Name {
				r.Units = append(r.Units, u.Name)
			}
		}
	}
	return out
}

// MentionsPhase reports whether text names the phase: the words of its name
// in order, as whole words, ignoring case; the last may be plural ("the
// Shooting and Fight phases" names the Fight phase). A phase named
// "Shooting" is named by "shooting phase" too.
func MentionsPhase(p *Phase, text string) bool {
	want := words(p.Name)
	return len(want) > 0 && namesPhase(strings.ToLower(text), want)
}

// namesPhase finds the words want in lower-case text, whole and in order,
// separated by anything but letters and digits; it allocates nothing (the
// checklist asks on every draw).
func namesPhase(text string, want []string) bool {
	for i := 0; ; {
		k := strings.Index(text[i:], want[0])
		if k < 0 {
			return false
		}
		start := i + k
		if r, _ := utf8.DecodeLastRuneInString(text[:start]); start == 0 || !isWordRune(r) {
			if wordsAt(text[start:], want) {
				return true
			}
		}
		i = start + len(want[0])
	}
}

// wordsAt reports whether text begins with the words want, the last maybe
// followed by an "s", and then a word boundary.
func wordsAt(text string, want []string) bool {
	for j, w := range want {
		if !strings.HasPrefix(text, w) {
			return false
		}
		text = text[len(w):]
		if j == len(want)-1 {
			text = strings.TrimPrefix(text, "s")
			r, _ := utf8.DecodeRuneInString(text)
			return text == "" || !isWordRune(r)
		}
		rest := strings.TrimLeftFunc(text, func(r rune) bool { return !isWordRune(r) })
		if len(rest) == len(text) {
			return false // no gap: "shootingphase"
		}
		text = rest
	}
	return false
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// words splits text into lower-case words of letters and digits.
func words(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !isWordRune(r) })
}
