package ruleset

import (
	"slices"
	"strings"
	"sync"
)

// Linker knows the names a system's rules go by (glossary terms, entry titles
// and aliases), each to the entry that explains it. Entry bodies link them
// when rendered (engine/content/render); the app links them the same way in
// plain text: checklist steps, sheet lines, chart notes and glossary
// definitions, so that a rule restated there leads to the entry that
// carries it.
type Linker struct {
	terms map[string][]name // by the lower-cased first word, longest first
}

type name struct {
	text  string
	entry string
	caps  bool // ALL-CAPS keyword: matched case-sensitively
}

// NewLinker indexes the names of entries and glossary terms. When a name is
// both a glossary term and an entry's title or alias, the glossary decides
// where it links; a name two entries claim links to the first.
func NewLinker(entries []Entry, glossary []Term) *Linker {
	n := &Linker{terms: map[string][]name{}}
	seen := map[string]bool{}
	add := func(text, id string) {
		text = strings.TrimSpace(strings.Trim(strings.TrimSpace(text), "[]"))
		if len(text) < 2 || seen[text] {
			return // a one-letter name (a characteristic: A, I, M) is too short to tell from "A" or "I"
		}
		seen[text] = true
		first := strings.ToLower(text[:wordLen(text, 0)]) // "-1 to hit" is filed under "-"
		n.terms[first] = append(n.terms[first], name{text: text, entry: id, caps: isCaps(text)})
	}
	for _, t := range glossary {
		add(t.Term, t.Entry)
	}
	for _, e := range entries {
		add(e.Title, e.ID)
		for _, a := range e.Aliases {
			add(a, e.ID)
		}
	}
	for k, list := range n.terms {
		// Longest first, so "Feel No Pain" wins over a shorter name.
		slices.SortStableFunc(list, func(a, b name) int { return len(b.text) - len(a.text) })
		n.terms[k] = list
	}
	return n
}

var namesOf sync.Map // *Ruleset -> *Linker

// Linker returns the system's names, indexed once.
func (r *Ruleset) Linker() *Linker {
	if n, ok := namesOf.Load(r); ok {
		return n.(*Linker)
	}
	n, _ := namesOf.LoadOrStore(r, NewLinker(r.Entries, r.Glossary))
	return n.(*Linker)
}

// Match finds the longest name that starts at s[i] (not inside a word), and
// returns its entry and its length in s. Names match whole words, case
// insensitively except ALL-CAPS keywords; a plain plural counts
// ("objective markers" for "Objective Marker"), but only where the name's
// first word is not the whole name's: "covers" is a verb more often than
// more than one Cover.
func (n *Linker) Match(s string, i int) (entry string, length int, ok bool) {
	if i >= len(s) || isWordByte(s, i-1) {
		return "", 0, false
	}
	for _, p := range n.terms[strings.ToLower(s[i:i+wordLen(s, i)])] {
		if i+len(p.text) > len(s) {
			continue
		}
		cand := s[i : i+len(p.text)]
		if p.caps && cand != p.text || !p.caps && !strings.EqualFold(cand, p.text) {
			continue
		}
		l := len(p.text)
		if !p.caps && !strings.HasSuffix(p.text, "s") && i+l < len(s) && s[i+l] == 's' && !isWordByte(s, i+l+1) {
			l++
		}
		if isWordByte(s, i+l) {
			continue
		}
		return p.entry, l, true
	}
	return "", 0, false
}

// Run is a piece of linked text: Entry is "" for plain text.
type Run struct {
	Text, Entry string
}

// Link splits plain text into runs, linking the first mention of each
// entry's name; names of self (the entry the text belongs to, or "") are
// left as text.
func (n *Linker) Link(s, self string) []Run {
	var runs []Run
	seen := map[string]bool{self: self != ""}
	start := 0
	for i := 0; i < len(s); {
		id, l, ok := n.Match(s, i)
		switch {
		case !ok:
			i++
			continue
		case seen[id]:
			i += l // once per entry; and no shorter name inside it
			continue
		}
		seen[id] = true
		if start < i {
			runs = append(runs, Run{Text: s[start:i]})
		}
		runs = append(runs, Run{Text: s[i : i+l], Entry: id})
		i += l
		start = i
	}
	if start < len(s) {
		runs = append(runs, Run{Text: s[start:]})
	}
	return runs
}

// Linked lists the entries Link would link in s, in order.
func (n *Linker) Linked(s, self string) []string {
	var ids []string
	for _, r := range n.Link(s, self) {
		if r.Entry != "" {
			ids = append(ids, r.Entry)
		}
	}
	return ids
}

func isCaps(s string) bool {
	return strings.ToUpper(s) == s && strings.ToLower(s) != s
}

// isWordByte reports whether s[i] continues a word (letters, digits, an
// apostrophe or any non-ASCII byte); positions outside s do not.
func isWordByte(s string, i int) bool {
	if i < 0 || i >= len(s) {
		return false
	}
	c := s[i]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80 || c == '\''
}

// wordLen is the length of the word at s[i] (at least 1).
func wordLen(s string, i int) int {
	n := 0
	for isWordByte(s, i+n) {
		n++
	}
	return max(n, 1)
}
