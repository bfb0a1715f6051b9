package search

import (
	"strings"
	"unicode/utf8"
)

// stopWords are the words of a question that say nothing about the rule
// asked for: "how far does a unit run" asks about "unit run". A query of
// nothing but stop words ("the", "do") is searched as typed. Rule words that
// some titles hold ("no", "out", "first", "only") are not here; "far", "many"
// and "much" are, as they only make a question of a distance or a number.
var stopWords = map[string]bool{}

func init() {
	for _, w := range []string{
		"a", "an", "the", "and", "or", "but", "if", "then", "than", "so", "of", "to", "in", "on", "at", "by",
		"for", "from", "with", "about", "as", "is", "are", "was", "were", "be", "been", "am",
		"do", "does", "did", "done", "can", "could", "may", "might", "must", "should", "will", "would",
		"have", "has", "had", "i", "me", "my", "we", "us", "our", "you", "your", "it", "its", "they",
		"them", "their", "he", "him", "his", "she", "her", "this", "that", "these", "those", "there",
		"what", "which", "who", "whom", "when", "where", "why", "how", "far", "many", "much",
		"get", "got", "happen", "happens", "need", "mean", "means", "work", "works",
		"after", "before", "during", "while", "just", "also", "any", "not",
		// the pieces of contractions: can't, doesn't, it's, what's ("m" is Move)
		"t", "s", "don", "doesn", "isn", "aren", "didn", "cant", "dont", "doesnt", "whats", "im",
	} {
		stopWords[w] = true
	}
}

// terms are the query words a document is matched on: the words that are
// not stop words, or every word when all of them are.
func terms(words []string) []string {
	var out []string
	for _, w := range words {
		if !stopWords[w] {
			out = append(out, w)
		}
	}
	if len(out) == 0 {
		return words
	}
	return out
}

// stem is w without a common ending ("penetrated", "charges", "saves"), so
// that it finds the word's other forms as a prefix does; w itself when no
// stem of at least four letters is left.
func stem(w string) string {
	if strings.HasSuffix(w, "ss") {
		return w
	}
	for _, suffix := range []string{"ions", "ion", "ing", "ed", "es", "s"} {
		if st, ok := strings.CutSuffix(w, suffix); ok && utf8.RuneCountInString(st) >= 4 {
			return st
		}
	}
	return w
}
