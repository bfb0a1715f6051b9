package search

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"
)

// Nearest answers a query that matches nothing with what comes closest to it:
// each of its words is replaced by the indexed words fewest edits away (at
// most a third of its letters, and at least two: Search already tolerates
// one), and the hits of those words are returned. It is meant for a query
// Search found nothing for; one none of whose words has a near word gives nil.
func (ix *Index) Nearest(q, system string, limit int) []Hit {
	if limit <= 0 {
		return nil
	}
	var words []string
	for _, t := range tokens(clip(q, MaxQuery)) {
		words = append(words, t.word)
	}
	words = terms(words)
	if len(words) > maxTokens {
		words = words[:maxTokens]
	}
	var near []string
	for _, w := range words {
		near = append(near, ix.nearWords(w, system)...)
	}
	if len(near) == 0 {
		return nil
	}
	slices.Sort(near)
	return ix.Search(strings.Join(slices.Compact(near), " "), system, limit)
}

// nearWords are the indexed words of system fewest edits from w, within
// reach: up to three of them, alphabetical among equals.
func (ix *Index) nearWords(w, system string) []string {
	n := utf8.RuneCountInString(w)
	if n < 3 {
		return nil
	}
	reach := max(2, n/3)
	best := reach + 1
	var out []string
	for _, v := range ix.vocab {
		m := utf8.RuneCountInString(v)
		if m-n > reach || n-m > reach || stopWords[v] || !ix.holds(v, system) {
			continue
		}
		d := levenshtein.ComputeDistance(w, v)
		switch {
		case d < best:
			best, out = d, []string{v}
		case d == best && len(out) < 3:
			out = append(out, v)
		}
	}
	return out
}

// holds reports whether a document of system ("" for any) holds word v.
func (ix *Index) holds(v, system string) bool {
	if system == "" {
		return true
	}
	for _, n := range ix.post[v] {
		if ix.docs[n].System == system {
			return true
		}
	}
	return false
}
