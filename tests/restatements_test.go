//go:build !wasm

package tests

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"auspex/engine/content"
	"auspex/engine/content/render"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"
)

// A rule the coverage list carries in one entry is restated in many places:
// checklist steps, sheet lines, chart notes, glossary definitions and other
// entries. Each restatement links the entry that carries the rule, so a
// player who reads only the step or the sheet mid-game is one tap from the
// whole rule with its exceptions.
//
// A rule's names are its carrier's title, its aliases and the glossary terms
// that point at it; an item names the rule where one of them appears in its
// text as whole words, case-insensitively, a plain plural included
// ("Engagement Ranges", "fly" for FLY). Items and what counts as their link:
//   - a checklist step: its title, reminder and detail, linked by its Refs or
//     by a name in its reminder or detail (the app links those in place,
//     ruleset.Linker); a play (stratagem) by its Ref or its timing text; a
//     phase's closing reminder by a name in it;
//   - a sheet paragraph or list line, and a chart note: by a name in it;
//   - a glossary term: by its own entry or a name in its definition;
//   - an entry: by a link anywhere in its rendered body (the renderer links
//     the first mention of each name, so an entry is one item: a paragraph
//     after the first mention relies on that link).
//
// False positives. Case-insensitive whole words find a rule's name where it
// is an ordinary word: "dice" in "roll the dice", "battlefield", "move" in
// "a move", "cover" in "to cover the gap". commonWords lists, per system,
// the names that are such words in that book's prose and state no rule by
// themselves; each is named with its reason. Every other name is checked.
// The list holds names, not items: an item that restates one of these rules
// by another name is still checked.
var commonWords = map[string]map[string]string{
	"wh40k10": keywordTerms,
	"wh40k9":  keywordTerms,
	"wh40k5": {"Units": "every rule is about units; the word alone says nothing of how they are measured",
		"Models": "as Units"},
	"epic":   {"Turn": "the everyday word for a game turn or a side's go; it states nothing of the sequence", "Turns": "as Turn"},
	"alt40k": {"Turn": "as in Epic", "Turns": "as Turn"},
}

// keywordTerms: 10th and 9th edition's glossaries send a unit-type keyword
// without its own entry to Keywords, which says what keywords are; an item
// that names the keyword (a Vehicle, a Character) states that unit type's
// rules, each carried by its own entry, not the rule of keywords.
var keywordTerms = map[string]string{
	"INFANTRY": "a unit type", "MONSTER": "a unit type", "VEHICLE": "a unit type",
	"CHARACTER": "a unit type", "TITANIC": "a unit type",
}

type restatement struct {
	at    string   // where: "step movement/move-units", "sheet turn: line 3"
	text  string   // what it says: where its names are looked for
	links []string // entries it links
	// raw is the item as written where text leaves something out (an
	// entry's Markdown links): what a reading of it is keyed by, so that an
	// edit of a link's words or target makes the reading stale too.
	raw string
	// refs are the entries it links by hand (a step's Refs, a play's Ref, an
	// entry's Markdown links): an item that links a rule restates it as much
	// as one that names it, so each is read against that rule as well.
	refs []string
}

// read is the item's text as its readers read it and its readings are keyed.
func (r restatement) read() string {
	if r.raw != "" {
		return r.raw
	}
	return r.text
}

// restatements lists every item of a system that can restate a rule.
func restatements(t *testing.T, sys *ruleset.Ruleset) []restatement {
	t.Helper()
	lk := sys.Linker()
	var out []restatement
	step := func(where string, s ruleset.Step) {
		text := s.Reminder + "\n" + s.Detail
		out = append(out, restatement{at: where + "/" + s.ID, text: s.Title + "\n" + text,
			links: append(slices.Clone(s.Refs), lk.Linked(text, "")...), refs: s.Refs})
		for _, p := range s.Plays {
			var links []string
			if p.Ref != "" {
				links = append(links, p.Ref)
			}
			out = append(out, restatement{at: where + "/" + s.ID + " play " + p.ID, text: p.Name + "\n" + p.Timing,
				links: append(slices.Clone(links), lk.Linked(p.Timing, "")...), refs: links})
		}
	}
	for _, s := range sys.Setup {
		step("step setup", s)
	}
	for _, ph := range sys.Phases {
		for _, s := range ph.Steps {
			step("step "+ph.ID, s)
		}
		if ph.Closing != "" {
			out = append(out, restatement{at: "phase " + ph.ID + " closing", text: ph.Closing, links: lk.Linked(ph.Closing, "")})
		}
	}
	for _, s := range sys.Turn.After {
		step("step after", s)
	}
	for _, sh := range sys.Sheets {
		for i, b := range sh.Blocks {
			lines := b.Items
			if b.Kind == ruleset.Para {
				lines = []string{b.Text}
			}
			for j, l := range lines {
				out = append(out, restatement{at: fmt.Sprintf("sheet %s block %d line %d", sh.ID, i+1, j+1), text: l, links: lk.Linked(l, "")})
			}
		}
	}
	for _, c := range sys.Charts {
		for i, n := range c.Notes {
			out = append(out, restatement{at: fmt.Sprintf("chart %s note %d", c.ID, i+1), text: n, links: lk.Linked(n, "")})
		}
	}
	for _, g := range sys.Glossary {
		out = append(out, restatement{at: "glossary " + g.Term, text: g.Term + "\n" + g.Definition,
			links: append([]string{g.Entry}, lk.Linked(g.Definition, g.Entry)...)})
	}
	r := render.New(sys.Entries, sys.Glossary, func(id string) string { return id })
	for _, e := range sys.Entries {
		p, err := r.Entry(e.ID)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, restatement{at: "entry " + e.ID, text: notRead.ReplaceAllString(e.Body, "[link]"),
			links: append(p.Links, e.ID), raw: e.Body, refs: content.LinkTargets(e.Body)})
	}
	return out
}

// notRead is what the renderer does not link in an entry's body: a Markdown
// link (its text names the entry it points at, whatever words it uses), a
// code span (`[ANTI-VEHICLE 4+]` as a datasheet prints it) and a heading.
var notRead = regexp.MustCompile("\\[[^\\]]*\\]\\([^)]*\\)|`[^`]*`|(?m)^#+ .*$")

// nameMatcher finds the rules an item names: every name of every entry,
// each to the entry it links to in the app (the glossary first, then titles
// and aliases, the first claimant winning), tried longest first at each word
// start, so that "Command Re-roll" is one name and not "Re-roll" inside it.
type nameMatcher struct {
	names map[string][]matchName // by the lower-cased first word, longest first
}

type matchName struct {
	re    *regexp.Regexp
	text  string
	entry string
}

func newNameMatcher(sys *ruleset.Ruleset) *nameMatcher {
	skip := commonWords[sys.Info.ID]
	seen := map[string]bool{}
	m := &nameMatcher{names: map[string][]matchName{}}
	add := func(name, id string) {
		name = strings.TrimSpace(strings.Trim(strings.TrimSpace(name), "[]"))
		if len(name) < 2 || seen[name] {
			return // the app links no one-letter name (ruleset.Linker)
		}
		seen[name] = true
		flags := "(?i)"
		if len(name) <= 2 && strings.ToUpper(name) == name {
			flags = "" // an abbreviation (A, I, AT, WS): as written
		}
		if _, common := skip[name]; common {
			id = "" // still a name (it hides shorter ones inside it), but checked nowhere
		}
		plural := "s?" // "Engagement Ranges"; but "covers" and "runs" are verbs
		if !strings.ContainsAny(name, " -") {
			plural = ""
		}
		key := strings.ToLower(name[:firstWordLen(name, 0)])
		m.names[key] = append(m.names[key], matchName{re: regexp.MustCompile(flags + `^` + regexp.QuoteMeta(name) + plural + `($|[^\w'])`), text: name, entry: id})
	}
	for _, g := range sys.Glossary {
		add(g.Term, g.Entry)
	}
	for _, e := range sys.Entries {
		add(e.Title, e.ID)
		for _, a := range e.Aliases {
			add(a, e.ID)
		}
	}
	for _, list := range m.names {
		slices.SortStableFunc(list, func(a, b matchName) int { return len(b.text) - len(a.text) })
	}
	return m
}

// named lists the entries whose names text holds, each once, with the words
// that named it.
func (m *nameMatcher) named(text string) map[string]string {
	out := map[string]string{}
	for i := 0; i < len(text); i++ {
		if i > 0 && isWord(text[i-1]) {
			continue
		}
		for _, n := range m.names[strings.ToLower(text[i:i+firstWordLen(text, i)])] {
			if loc := n.re.FindStringIndex(text[i:]); loc != nil {
				if _, ok := out[n.entry]; !ok && n.entry != "" {
					out[n.entry] = text[i : i+len(n.text)]
				}
				i += len(n.text) - 1
				break
			}
		}
	}
	return out
}

// firstWordLen is the length of the word at s[i], or 1 where s[i] starts
// none ("-1 to hit" is filed under "-").
func firstWordLen(s string, i int) int {
	n := 0
	for i+n < len(s) && isWord(s[i+n]) {
		n++
	}
	return max(n, 1)
}

func isWord(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80 || c == '\'' || c == '_'
}

func TestCoverageRestatementsLinkTheirCarrier(t *testing.T) {
	for _, sys := range rulesets.Registry().All() {
		t.Run(sys.Info.ID, func(t *testing.T) {
			carriers := map[string]bool{}
			for _, r := range coverageRows(t, sys) {
				if r.carrier != "" {
					carriers[r.carrier] = true
				}
			}
			items := restatements(t, sys)
			named, faults := unlinkedRestatements(sys, items, carriers)
			for _, f := range faults {
				t.Error(f)
			}
			t.Logf("%s: %d items, %d namings of %d carriers, %d without a link to the carrier", sys.Info.ID, len(items), named, len(carriers), len(faults))
		})
	}
}

// The check is real: a checklist step whose title names a carried rule,
// with no link to it, fails.
func TestCoverageRestatementsCatchAMissingLink(t *testing.T) {
	sys, ok := rulesets.Registry().Get("wh40k10")
	if !ok {
		t.Fatal("no wh40k10")
	}
	cp := *sys
	cp.Setup = nil
	cp.Phases = []ruleset.Phase{{ID: "probe", Steps: []ruleset.Step{{ID: "probe", Title: "Fall Back or stay", Reminder: "Pick one."}}}}
	_, faults := unlinkedRestatements(&cp, []restatement{restatements(t, &cp)[0]}, map[string]bool{"fall-back-move": true})
	if len(faults) != 1 || !strings.Contains(faults[0], "fall-back-move") {
		t.Errorf("a step titled Fall Back with no link: %q", faults)
	}
}

// unlinkedRestatements counts the items' namings of carriers and says which
// do not link the carrier they name.
func unlinkedRestatements(sys *ruleset.Ruleset, items []restatement, carriers map[string]bool) (named int, faults []string) {
	m := newNameMatcher(sys)
	for _, it := range items {
		found := m.named(it.text)
		ids := make([]string, 0, len(found))
		for id := range found {
			ids = append(ids, id)
		}
		slices.Sort(ids)
		for _, id := range ids {
			if !carriers[id] {
				continue
			}
			named++
			if !slices.Contains(it.links, id) {
				faults = append(faults, fmt.Sprintf("%s names %q but does not link %s", it.at, found[id], id))
			}
		}
	}
	return named, faults
}
