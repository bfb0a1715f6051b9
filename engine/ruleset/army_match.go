package ruleset

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// Matching keywords and abilities against KeywordMaps. A unit's abilities
// are matched against every map of the system, each by several texts (its
// name, its text, each sentence), on every import: the maps' patterns are
// compiled once, and a map whose literal words are nowhere in an ability's
// texts is passed over without running its expression.

// matchTexts are the texts one ability or keyword is matched by, trimmed;
// hay holds them all in lower case, and each one's lower case is made when
// first needed.
type matchTexts struct {
	s     []string
	lower []string
	done  []bool
	hay   string
}

func newMatchTexts(texts []string) *matchTexts {
	texts = trimTexts(texts)
	hay := ""
	if len(texts) == 1 {
		hay = strings.ToLower(texts[0])
	} else {
		hay = strings.ToLower(strings.Join(texts, "\n"))
	}
	return &matchTexts{s: texts, hay: hay, lower: make([]string, len(texts)), done: make([]bool, len(texts))}
}

func (t *matchTexts) lowerOf(i int) string {
	if !t.done[i] {
		t.lower[i], t.done[i] = strings.ToLower(t.s[i]), true
	}
	return t.lower[i]
}

// trimTexts readies texts to match: trimmed, without a closing full stop.
func trimTexts(texts []string) []string {
	for i, s := range texts {
		texts[i] = strings.TrimSuffix(strings.TrimSpace(s), ".")
	}
	return texts
}

// matchKeyword finds the first map whose pattern matches the keyword
// whole, the {x} it captured and the words of its first {*}.
func matchKeyword(kms []KeywordMap, kw string) (KeywordMap, string, string, bool) {
	pats := patternsOf(kms)
	mt := newMatchTexts([]string{kw})
	for i, km := range kms {
		if !strings.Contains(mt.hay, pats[i].lit) {
			continue
		}
		if x, words, ok := matchOne(pats[i], mt, 0, len(mt.s)); ok {
			return km, x, words, true
		}
	}
	return KeywordMap{}, "", "", false
}

// matchOne matches a pattern against texts i0 to i1-1 in turn, whole,
// ignoring case: the {x} it captured, capitalised, and its {*} words.
func matchOne(p *pattern, t *matchTexts, i0, i1 int) (x, words string, ok bool) {
	for i := i0; i < i1; i++ {
		s := t.s[i]
		if s == "" || !strings.Contains(t.lowerOf(i), p.lit) {
			continue
		}
		if m := p.FindStringSubmatch(s); m != nil {
			if p.x > 0 {
				x = m[p.x]
			}
			if p.w > 0 {
				words = m[p.w]
			}
			return strings.ToUpper(x[:min(1, len(x))]) + x[min(1, len(x)):], strings.TrimSpace(words), true
		}
	}
	return "", "", false
}

// matchOwn matches an ability map, passing over a text that holds one of
// its Unless words; unless is the first such word of a text that matched
// (a save from battle round 4 beside one from round 1: both are said).
func matchOwn(km KeywordMap, p *pattern, t *matchTexts) (x, words string, ok bool, unless string) {
	if len(km.Unless) == 0 {
		x, words, ok = matchOne(p, t, 0, len(t.s))
		return x, words, ok, ""
	}
	for i := range t.s {
		xi, wi, oki := matchOne(p, t, i, i+1)
		if !oki {
			continue
		}
		switch j := slices.IndexFunc(km.Unless, func(w string) bool { return strings.Contains(t.lowerOf(i), w) }); {
		case j >= 0:
			if unless == "" {
				unless = km.Unless[j]
			}
		case !ok:
			x, words, ok = xi, wi, true
		}
	}
	return x, words, ok, unless
}

// abilityMatch is one of a map's Abilities that an ability's texts match,
// or that matched only where its Unless holds.
type abilityMatch struct {
	i        int // in ArmyMap.Abilities
	x, words string
	ok       bool
	unless   string
}

// abilityMemo keeps what each ability's texts matched: a roster repeats the
// same rules on unit after unit (an army rule, a chapter's doctrines), and
// a page maps every unit of an army. It is emptied when it grows past
// memoMax entries.
var abilityMemo struct {
	sync.Mutex
	m map[memoKey][]abilityMatch
}

type memoKey struct {
	m     *ArmyMap
	texts string
}

const memoMax = 4096

// ForgetMatches empties the memo of ability matches, so that a benchmark
// times each import as the first one a page makes.
func ForgetMatches() {
	abilityMemo.Lock()
	abilityMemo.m = nil
	abilityMemo.Unlock()
}

// abilityMatches is what texts (one ability's, or a keyword) match among
// the map's Abilities, in order.
func (m *ArmyMap) abilityMatches(texts []string) []abilityMatch {
	key := memoKey{m, strings.Join(texts, "\x00")}
	abilityMemo.Lock()
	r, ok := abilityMemo.m[key]
	abilityMemo.Unlock()
	if ok {
		return r
	}
	pats := patternsOf(m.Abilities)
	mt := newMatchTexts(slices.Clone(texts))
	for j, km := range m.Abilities {
		if !strings.Contains(mt.hay, pats[j].lit) {
			continue // a quick pass over the maps whose words are not in it
		}
		if x, words, ok, unless := matchOwn(km, pats[j], mt); ok || unless != "" {
			r = append(r, abilityMatch{i: j, x: x, words: words, ok: ok, unless: unless})
		}
	}
	abilityMemo.Lock()
	if len(abilityMemo.m) >= memoMax || abilityMemo.m == nil {
		abilityMemo.m = make(map[memoKey][]abilityMatch)
	}
	abilityMemo.m[key] = r
	abilityMemo.Unlock()
	return r
}

// pattern is a compiled Match, the longest literal run it needs in lower
// case (a text without it is passed over before the expression runs), and
// the indexes of its {x} and {*} groups (0: none).
type pattern struct {
	*regexp.Regexp
	match string
	lit   string
	x, w  int
}

var (
	keywordPatterns sync.Map // Match -> *pattern
	patternSets     sync.Map // a []KeywordMap's first element -> []*pattern
)

// patternsOf is each map's compiled pattern, in order, compiled once per
// list of maps (the lists are the rulesets' data, fixed once built).
func patternsOf(kms []KeywordMap) []*pattern {
	if len(kms) == 0 {
		return nil
	}
	if v, ok := patternSets.Load(&kms[0]); ok {
		ps := v.([]*pattern)
		if len(ps) == len(kms) && samePatterns(ps, kms) {
			return ps
		}
	}
	ps := make([]*pattern, len(kms))
	for i := range kms {
		ps[i] = keywordPattern(kms[i].Match)
	}
	patternSets.Store(&kms[0], ps)
	return ps
}

// samePatterns reports whether ps were compiled from kms' Matches (a list
// of maps changed in place, as a test may, is compiled again).
func samePatterns(ps []*pattern, kms []KeywordMap) bool {
	for i := range kms {
		if ps[i].match != kms[i].Match {
			return false
		}
	}
	return true
}

// keywordPattern compiles a Match once: {x} a number or dice ("2", "D3",
// "D6+1"), {*} any words or none; the rest literal, whole, ignoring case.
func keywordPattern(match string) *pattern {
	if p, ok := keywordPatterns.Load(match); ok {
		return p.(*pattern)
	}
	expr := regexp.QuoteMeta(match)
	expr = strings.Replace(expr, `\{x\}`, `(?P<x>[0-9]*[dD]?[0-9]+(?:\+[0-9]+)?)`, 1)
	expr = strings.Replace(expr, `\{\*\}`, `(?P<w>.*?)`, 1)
	expr = strings.ReplaceAll(expr, `\{\*\}`, `.*?`)
	re := regexp.MustCompile(`(?i)^` + expr + `$`)
	p := &pattern{Regexp: re, match: match, x: max(re.SubexpIndex("x"), 0), w: max(re.SubexpIndex("w"), 0)}
	for _, part := range strings.FieldsFunc(strings.NewReplacer("{x}", "\x00", "{*}", "\x00").Replace(match), func(r rune) bool { return r == 0 }) {
		if len(part) > len(p.lit) {
			p.lit = strings.ToLower(part)
		}
	}
	keywordPatterns.Store(match, p)
	return p
}
