package ruleset

import (
	"slices"
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

// Reminder is one ability that applies at a moment of the battle, with the
// units that have it.
type Reminder struct {
	Units []string // in army order, each once; nil when Army
	// Army: an army rule, or an ability all the units have, or all but one
	// or two (Except) of three or more: named once, for the army.
	Army    bool
	Except  []string // the units without it, when Army
	Ability string
	Text    string
	has     []int // the units' places in the army
}

// Whose says whose turn a moment is for the army's player.
type Whose int

const (
	// EitherTurn: a moment both sides play (a setup step, a phase of a round
	// both sides share), where every ability naming it applies.
	EitherTurn Whose = iota
	// OwnTurn: the army's player is the active one.
	OwnTurn
	// OpponentTurn: the other side is active.
	OpponentTurn
)

// Moment is where the checklist stands for one army: a phase of the turn,
// or (Phase nil) a step outside it, as the setup's; and whose turn it is for
// the army's player.
type Moment struct {
	Phase *Phase
	Step  *Step
	Turn  Whose
}

// Reminders lists the abilities that apply at a moment: in a phase, those
// whose text names the phase in the player's own turn (the default: "in
// your Shooting phase", or the phase alone) or in the opponent's ("in your
// opponent's Shooting phase", "an enemy Shooting phase"), by at.Turn, any
// turn when the text says so ("each", "either player's"); outside the turn,
// those named as a step's reference entries (a "Scouts 6\"" ability at the
// step whose refs hold "scouts") or whose text names the step's title ("the
// Declare Battle Formations step"). A mention "as if it were your Shooting
// phase" names no phase: it says how, not when. Army rules come first, once
// each; a unit's ability of an army rule's name is not named again, and one
// every unit of two or more has, or all but one or two of three or more
// (an allied unit without the army's rule), is named once for the army with
// the units that lack it; the rest once each with every unit that has it,
// in the army's order.
func Reminders(at Moment, units []ArmyUnit, armyRules []army.Rule) []Reminder {
	applies := at.matcher()
	if applies == nil {
		return nil
	}
	var out []Reminder
	ruled := map[string]bool{}
	for _, r := range armyRules {
		ruled[strings.ToLower(r.Name)] = true
		if applies(r) {
			out = append(out, Reminder{Army: true, Ability: r.Name, Text: r.Text})
		}
	}
	at2 := map[[2]string]int{}
	for k, u := range units {
		for _, ab := range u.Abilities {
			if ruled[strings.ToLower(ab.Name)] || !applies(ab) {
				continue
			}
			key := [2]string{ab.Name, ab.Text}
			i, ok := at2[key]
			if !ok {
				i = len(out)
				at2[key] = i
				out = append(out, Reminder{Ability: ab.Name, Text: ab.Text})
			}
			r := &out[i]
			if len(r.has) > 0 && r.has[len(r.has)-1] == k {
				continue // the unit has it twice
			}
			r.has = append(r.has, k)
			if len(r.Units) == 0 || r.Units[len(r.Units)-1] != u.Name {
				r.Units = append(r.Units, u.Name)
			}
		}
	}
	for i := range out {
		r := &out[i]
		if r.Army {
			continue
		}
		missing := len(units) - len(r.has)
		if len(units) >= 2 && missing == 0 || len(units) >= 3 && missing <= 2 && len(r.has) > 2*missing {
			r.Army, r.Units, r.Except = true, nil, without(units, r.has)
		}
		r.has = nil
	}
	return out
}

// without is the names of the units not at the places has (ascending).
func without(units []ArmyUnit, has []int) []string {
	var out []string
	for k, j := 0, 0; k < len(units); k++ {
		if j < len(has) && has[j] == k {
			j++
			continue
		}
		out = append(out, units[k].Name)
	}
	return out
}

// matcher is the test an ability passes to apply at the moment; nil: none can.
func (at Moment) matcher() func(army.Rule) bool {
	if at.Phase != nil {
		want := words(at.Phase.Name)
		if len(want) == 0 {
			return nil
		}
		return func(r army.Rule) bool { return namesPhaseIn(strings.ToLower(r.Text), want, at.Turn) }
	}
	if at.Step == nil {
		return nil
	}
	title := words(at.Step.Title)
	refs := at.Step.Refs
	return func(r army.Rule) bool {
		if slices.Contains(refs, slugOf(r.Name)) {
			return true
		}
		return len(title) > 0 && namesPhase(strings.ToLower(r.Text), title)
	}
}

// slugOf is an ability's name as a reference entry's id would spell it,
// without a trailing value ("Scouts 6\"" is "scouts", "Deep Strike" is
// "deep-strike", "Feel No Pain 5+" is "feel-no-pain").
func slugOf(name string) string {
	ws := words(name)
	for len(ws) > 1 && strings.IndexFunc(ws[len(ws)-1], unicode.IsLetter) < 0 {
		ws = ws[:len(ws)-1]
	}
	return strings.Join(ws, "-")
}

// namesPhaseIn reports whether text names the phase (want: its words) in a
// turn that fits whose: each mention's owner is read from the few words
// before it.
func namesPhaseIn(text string, want []string, whose Whose) bool {
	for i := 0; ; {
		k := strings.Index(text[i:], want[0])
		if k < 0 {
			return false
		}
		start := i + k
		i = start + len(want[0])
		if r, _ := utf8.DecodeLastRuneInString(text[:start]); start != 0 && isWordRune(r) {
			continue
		}
		if !wordsAt(text[start:], want) {
			continue
		}
		owner := ownerBefore(text[:start])
		if owner == asIf {
			continue
		}
		if whose == EitherTurn || owner == EitherTurn || owner == whose {
			return true
		}
	}
}

// asIf marks a mention that says how, not when: "as if it were your
// Shooting phase".
const asIf Whose = -1

// ownerBefore reads whose phase a mention is from the words just before it,
// within its clause: "your opponent's", "opponent's", "enemy" are the
// opponent's; "each", "every", "either", "any", "both" any turn; otherwise
// the player's own ("your", or the phase alone). Up to five words back,
// stopping at a clause's end, so "your opponent's Movement or Charge phase"
// is the opponent's Charge phase too.
func ownerBefore(text string) Whose {
	if c := strings.LastIndexAny(text, ".;:!?"); c >= 0 {
		text = text[c+1:]
	}
	ws := strings.Fields(text)
	if n := len(ws); n > 5 {
		ws = ws[n-5:]
	}
	joined := " " + strings.Join(ws, " ") + " "
	if strings.Contains(joined, " as if ") {
		return asIf
	}
	for j := len(ws) - 1; j >= 0; j-- {
		w := strings.Trim(ws[j], ",()\"'")
		switch w {
		case "opponent's", "opponent’s", "opponents", "enemy", "enemy's", "enemy’s":
			return OpponentTurn
		case "each", "every", "either", "any", "both", "all":
			return EitherTurn
		case "your", "my", "its", "their":
			if j+1 < len(ws) && strings.HasPrefix(strings.Trim(ws[j+1], ",()"), "opponent") {
				return OpponentTurn
			}
			return OwnTurn
		}
	}
	return OwnTurn
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
