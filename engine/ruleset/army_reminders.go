package ruleset

import (
	"strings"
	"unicode"

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
			if !namesPhase(words(ab.Text), want) {
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
	return len(want) > 0 && namesPhase(words(text), want)
}

func namesPhase(text, want []string) bool {
	for i := 0; i+len(want) <= len(text); i++ {
		ok := true
		for k, w := range want {
			t := text[i+k]
			if t != w && !(k == len(want)-1 && t == w+"s") {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// words splits text into lower-case words of letters and digits.
func words(text string) []string {
	return strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}
