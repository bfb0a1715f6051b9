// Package search is the index over every system's reference entries, charts and
// glossary terms. It is built in memory from the registry (a few ms) and answers
// as-you-type queries: exact title and alias matches first, prefixes and one
// typo per word tolerated, with the spans of each match for highlighting. It
// answers questions too: their stop words are dropped, and the documents
// holding every other word come before those holding only some.
package search

import (
	"cmp"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"auspex/engine/ruleset"
)

// Kind says what a document is.
type Kind string

// The kinds of document.
const (
	EntryDoc Kind = "entry"
	ChartDoc Kind = "chart"
	TermDoc  Kind = "term"
)

// Doc is one searchable thing.
type Doc struct {
	System  string // ruleset id
	Kind    Kind
	ID      string // entry or chart id; for a term, the term
	Target  string // the entry or chart it opens
	Title   string
	Aliases []string
	Text    string         // plain text shown in snippets
	Origin  ruleset.Origin // where it comes from when not the source book; zero for the book

	words   map[string]uint8 // each word and the weight of the best field holding it
	text    []token          // Text's words, kept for snippets
	title   string           // normalised title and aliases, for exact matches
	aliases []string
	keys    []string // title and aliases without stop words, as a question names them
}

// Span is a byte range [Start, End) of a Hit's Title or Snippet.
type Span struct{ Start, End int }

// Hit is one result.
type Hit struct {
	Doc          *Doc
	Score        int
	TitleSpans   []Span
	Snippet      string
	SnippetSpans []Span

	words int // how many of the query's words it matches
}

// Field weights: where a word is found matters more than how well it matched.
const (
	inText    uint8 = 1
	inKeyword uint8 = 4
	inAlias   uint8 = 8
	inTitle   uint8 = 10
)

// Limits keep any input cheap: a pasted page is cut, not searched whole.
const (
	MaxQuery  = 200 // bytes of query read
	maxTokens = 8
)

// Index answers queries over a fixed set of documents.
type Index struct {
	docs  []*Doc
	vocab []string           // every word, sorted
	post  map[string][]int32 // word -> documents holding it
	count map[string]int     // system id -> documents
}

// New indexes every entry, chart and glossary term of the given rulesets,
// reading each entry's text from its Markdown body.
func New(rs ...*ruleset.Ruleset) *Index {
	return NewFrom(func(_ string, e ruleset.Entry) string { return PlainText(e.Body) }, rs...)
}

// Texts gives an entry's plain text, by system id and entry.
type Texts func(system string, e ruleset.Entry) string

// NewFrom is New with each entry's text from text: the browser has no
// Markdown bodies, only each system's rendered reference (HTMLText reads it).
func NewFrom(text Texts, rs ...*ruleset.Ruleset) *Index {
	return NewBuilder(text, rs...).Index()
}

// Builder indexes documents a few at a time: the browser runs Go on its one
// thread, so a whole system's index built at once is a long task that holds
// up every tap and keystroke; built in steps, the page answers in between.
type Builder struct {
	ix   *Index
	todo []func() // each adds one document, in the order NewFrom adds them
	done bool     // the vocabulary is sorted: the index is complete
}

// NewBuilder plans the index of the rulesets' entries, charts and glossary
// terms, with each entry's text from text; nothing is indexed until Step.
func NewBuilder(text Texts, rs ...*ruleset.Ruleset) *Builder {
	return newBuilder(text, rs...)
}

// NewTitleBuilder plans an index of names only: every entry's title, aliases
// and keywords, every chart's title and every glossary term, without the
// charts' cells or the terms' definitions. It is a small fraction of the
// whole, so it is ready at once for the first keystrokes of a visit, while
// the reference's text is still on its way.
func NewTitleBuilder(rs ...*ruleset.Ruleset) *Builder {
	return newBuilder(nil, rs...)
}

// newBuilder plans the index; a nil text means names only (no entry text,
// chart cells or term definitions).
func newBuilder(text Texts, rs ...*ruleset.Ruleset) *Builder {
	b := &Builder{ix: &Index{post: map[string][]int32{}, count: map[string]int{}}}
	for _, r := range rs {
		sys := r.Info.ID
		names := map[string]bool{} // entry id + normalised title or alias
		origin := func(id string) ruleset.Origin {
			if o, ok := r.Info.Origin(id); ok && id != "" {
				return o
			}
			return ruleset.Origin{}
		}
		for _, e := range r.Entries {
			b.todo = append(b.todo, func() {
				d := &Doc{System: sys, Kind: EntryDoc, ID: e.ID, Target: e.ID, Title: e.Title, Aliases: e.Aliases, Origin: origin(e.Origin)}
				if text != nil {
					d.Text = text(sys, e)
				}
				d.index(e.Keywords)
				b.ix.add(d)
				for _, n := range append([]string{d.title}, d.aliases...) {
					names[e.ID+"\x00"+n] = true
				}
			})
		}
		for _, c := range r.Charts {
			b.todo = append(b.todo, func() {
				d := &Doc{System: sys, Kind: ChartDoc, ID: c.ID, Target: c.ID, Title: c.Title, Origin: origin(c.Origin)}
				if text != nil {
					d.Text = chartText(c)
				}
				d.index(nil)
				b.ix.add(d)
			})
		}
		for _, t := range r.Glossary {
			b.todo = append(b.todo, func() {
				if names[t.Entry+"\x00"+normal(t.Term)] {
					return // the entry itself answers this name, ranked higher; a second result only repeats it
				}
				e, _ := r.Entry(t.Entry)
				d := &Doc{System: sys, Kind: TermDoc, ID: t.Term, Target: t.Entry, Title: t.Term, Origin: origin(e.Origin)}
				if text != nil {
					d.Text = t.Definition
				}
				d.index(nil)
				b.ix.add(d)
			})
		}
	}
	return b
}

// chartText is what a chart says, for search and snippets: caption, cells, notes.
func chartText(c ruleset.Chart) string {
	var t strings.Builder
	t.WriteString(c.Caption)
	for _, row := range append([][]string{c.Columns}, c.Rows...) {
		t.WriteString(" · ")
		t.WriteString(strings.Join(row, " "))
	}
	for _, n := range c.Notes {
		t.WriteString(" · " + n)
	}
	return t.String()
}

// Step indexes up to n more documents and reports whether the index is
// complete; the step that finds nothing left sorts the vocabulary.
func (b *Builder) Step(n int) bool {
	if b.done {
		return true
	}
	for ; n > 0 && len(b.todo) > 0; n-- {
		b.todo[0]()
		b.todo = b.todo[1:]
	}
	if len(b.todo) > 0 {
		return false
	}
	vocab := make([]string, 0, len(b.ix.post))
	for w := range b.ix.post {
		vocab = append(vocab, w)
	}
	sort.Strings(vocab)
	b.ix.vocab, b.todo, b.done = vocab, nil, true
	return true
}

// Index completes the index and returns it.
func (b *Builder) Index() *Index {
	for !b.Step(len(b.todo) + 1) {
	}
	return b.ix
}

// index records each word of the document with the best field it occurs in.
func (d *Doc) index(keywords []string) {
	d.words = map[string]uint8{}
	put := func(s string, weight uint8) {
		for _, t := range tokens(s) {
			if d.words[t.word] < weight {
				d.words[t.word] = weight
			}
		}
	}
	d.text = tokens(d.Text)
	d.title = normal(d.Title)
	d.keys = []string{key(d.title)}
	for _, a := range d.Aliases {
		d.aliases = append(d.aliases, normal(a))
		d.keys = append(d.keys, key(d.aliases[len(d.aliases)-1]))
	}
	for _, t := range d.text {
		d.words[t.word] = inText
	}
	put(strings.Join(keywords, " "), inKeyword)
	put(strings.Join(d.Aliases, " "), inAlias)
	put(d.Title, inTitle)
}

func (ix *Index) add(d *Doc) {
	n := int32(len(ix.docs))
	ix.docs = append(ix.docs, d)
	ix.count[d.System]++
	for w := range d.words {
		ix.post[w] = append(ix.post[w], n)
	}
}

// Len is the number of documents indexed.
func (ix *Index) Len() int { return len(ix.docs) }

// Search returns at most limit hits for q, best first, from one system (or all
// when system is ""). Any input is safe: no query words, no hits.
func (ix *Index) Search(q, system string, limit int) []Hit {
	q = clip(q, MaxQuery)
	qt := tokens(q)
	if len(qt) == 0 || limit <= 0 {
		return nil
	}
	words := make([]string, len(qt))
	for i, t := range qt {
		words[i] = t.word
	}
	phrase := strings.Join(words, " ")
	words = terms(words)
	if len(words) > maxTokens {
		words = words[:maxTokens]
	}
	// Per query word, the best score each document earns, weighed by how
	// rare the word is: in "can my character join a squad", "join" says more
	// than "character". A document that matches every word ranks above one
	// that matches only some: a question with one word no rule uses still
	// finds the rules holding the others.
	docs := len(ix.docs)
	if system != "" {
		docs = ix.count[system]
	}
	score := make([]int, len(ix.docs))   // by document: the sum over query words
	matched := make([]int, len(ix.docs)) // by document: how many query words it matches
	best := make([]int, len(ix.docs))    // by document: the best match of one query word
	for _, w := range words {
		clear(best)
		holders := 0
		ix.each(w, func(v string, quality int) {
			for _, n := range ix.post[v] {
				d := ix.docs[n]
				if system != "" && d.System != system {
					continue
				}
				if best[n] == 0 {
					holders++
				}
				best[n] = max(best[n], quality*int(d.words[v]))
			}
		})
		rarity := 1 + math.Log(float64(docs)/float64(max(holders, 1)))
		for n, s := range best {
			if s > 0 {
				score[n] += int(math.Round(float64(s) * rarity))
				matched[n]++
			}
		}
	}
	short := strings.Join(words, " ") // the phrase without its stop words
	var hits []Hit
	for n, s := range score {
		if matched[n] == 0 {
			continue
		}
		d := ix.docs[n]
		m := matched[n]
		if d.namedIn(short, len(words)) {
			// The question names the rule and asks something of it: "deep
			// strike distance" is about Deep Strike, though the entries of
			// reserves hold "distance" too. It ranks with those matching every
			// word, and above them.
			m = len(words)
			s += 400
		}
		switch {
		case d.title == phrase && d.Kind == TermDoc:
			s += 700 // an entry's own alias outranks a glossary line of the same name
		case d.title == phrase:
			s += 1000
		case slices.Contains(d.aliases, phrase):
			s += 800
		case d.keys[0] == short && d.Kind != TermDoc:
			s += 600 // named in a question: "what does lethal hits do"
		case slices.Contains(d.keys, short):
			s += 500
		case strings.HasPrefix(d.title, phrase), strings.HasPrefix(d.keys[0], short):
			s += 300
		}
		if d.Kind == EntryDoc {
			s += 5 // an entry explains more than a term or chart mentioning it
		}
		hits = append(hits, Hit{Doc: d, Score: s, words: m})
	}
	slices.SortFunc(hits, func(a, b Hit) int {
		return cmp.Or(
			cmp.Compare(b.words, a.words),
			cmp.Compare(b.Score, a.Score),
			strings.Compare(a.Doc.Title, b.Doc.Title),
			strings.Compare(a.Doc.System, b.Doc.System),
			strings.Compare(a.Doc.ID, b.Doc.ID),
			strings.Compare(string(a.Doc.Kind), string(b.Doc.Kind)),
		)
	})
	if len(hits) > limit {
		hits = hits[:limit]
	}
	ns := make([]needle, len(words))
	for i, w := range words {
		ns[i] = needle{w, stem(w)}
	}
	for i := range hits {
		h := &hits[i]
		h.TitleSpans = spans(h.Doc.Title, ns)
		h.Snippet, h.SnippetSpans = h.Doc.snippet(ns)
	}
	return hits
}

// namedIn reports whether the question's n words (stop words dropped, as
// short) hold the entry's title, whole words in order among other words,
// the title being at least half of them. Aliases are too loose a name:
// "vehicle" is an alias of Vehicles, but "what does a glancing hit do to a
// vehicle" asks about the damage table, and "how do i rally a broken
// formation" about rallying. A title that is a small part of the question
// is one word of it: "how far can a character move after a charge" is not
// about Charge.
func (d *Doc) namedIn(short string, n int) bool {
	k := d.keys[0]
	return d.Kind == EntryDoc && k != "" && k != short && 2*len(strings.Fields(k)) >= n &&
		strings.Contains(" "+short+" ", " "+k+" ")
}

// each calls fn for every indexed word matching w, with the match's quality:
// 3 exact, 2 prefix, 1 one typo away.
func (ix *Index) each(w string, fn func(v string, quality int)) {
	i := sort.SearchStrings(ix.vocab, w)
	for j := i; j < len(ix.vocab) && strings.HasPrefix(ix.vocab[j], w); j++ {
		fn(ix.vocab[j], quality(w, ix.vocab[j]))
	}
	if st := stem(w); st != w {
		for j := sort.SearchStrings(ix.vocab, st); j < len(ix.vocab) && strings.HasPrefix(ix.vocab[j], st); j++ {
			if v := ix.vocab[j]; !strings.HasPrefix(v, w) {
				fn(v, 2) // as a prefix: "penetrated" finds "penetrating"
			}
		}
	}
	if utf8.RuneCountInString(w) < 3 {
		return
	}
	for _, v := range ix.vocab {
		if d := len(v) - len(w); d > 4 || d < -4 { // bytes: a rune is at most 4
			continue
		}
		if quality(w, v) == 1 {
			fn(v, 1)
		}
	}
}

// quality is how well query word w matches word v (0: not at all).
func quality(w, v string) int {
	switch {
	case v == w:
		return 3
	case strings.HasPrefix(v, w):
		return 2
	case utf8.RuneCountInString(w) >= 3 && oneEdit(w, v):
		return 1
	}
	return 0
}

// oneEdit reports whether a and b differ by exactly one inserted, deleted or
// substituted rune, or by two neighbours swapped.
func oneEdit(a, b string) bool {
	if a == b {
		return false
	}
	if isASCII(a) && isASCII(b) {
		return edit1([]byte(a), []byte(b))
	}
	return edit1([]rune(a), []rune(b))
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func edit1[T byte | rune](ra, rb []T) bool {
	la, lb := len(ra), len(rb)
	if la-lb > 1 || lb-la > 1 {
		return false
	}
	i := 0
	for i < la && i < lb && ra[i] == rb[i] {
		i++
	}
	switch {
	case la == lb:
		if i+1 < la && ra[i] == rb[i+1] && ra[i+1] == rb[i] && slices.Equal(ra[i+2:], rb[i+2:]) {
			return true // transposition
		}
		return slices.Equal(ra[i+1:], rb[i+1:])
	case la > lb:
		return slices.Equal(ra[i+1:], rb[i:])
	default:
		return slices.Equal(ra[i:], rb[i+1:])
	}
}

// token is a lower-cased word and where it sits in the original string.
type token struct {
	word       string
	start, end int
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// tokens splits s into lower-cased words of letters and digits, any script.
func tokens(s string) []token {
	var out []token
	start := -1
	for i, r := range s {
		if isWordRune(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, token{strings.ToLower(s[start:i]), start, i})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, token{strings.ToLower(s[start:]), start, len(s)})
	}
	return out
}

// key is a normalised name without its stop words.
func key(name string) string {
	return strings.Join(terms(strings.Fields(name)), " ")
}

func normal(s string) string {
	ts := tokens(s)
	ws := make([]string, len(ts))
	for i, t := range ts {
		ws[i] = t.word
	}
	return strings.Join(ws, " ")
}

// spans marks the words of s that match a query word.
func spans(s string, words []needle) []Span {
	return spansOf(s, tokens(s), words)
}

// spansOf marks the tokens of s that match a query word.
func spansOf(s string, ts []token, words []needle) []Span {
	var out []Span
	for _, t := range ts {
		for _, w := range words {
			if n := w.matchLen(t.word); n != 0 {
				end := t.end
				if n > 0 {
					end = t.start + prefixLen(s[t.start:t.end], n)
				}
				out = append(out, Span{t.start, end})
				break
			}
		}
	}
	return out
}

// needle is a query word and its stem, for marking the words it matches.
type needle struct{ word, stem string }

// matchLen is how the query word matches word v, for highlighting: 0 not at
// all, -1 the whole word, else the runes of v's start that it matched.
func (n needle) matchLen(v string) int {
	switch q := quality(n.word, v); {
	case q == 2:
		return utf8.RuneCountInString(n.word)
	case q > 0:
		return -1
	}
	if n.stem != n.word && strings.HasPrefix(v, n.stem) {
		return utf8.RuneCountInString(n.stem)
	}
	return 0
}

// prefixLen is the byte length in s of its first n runes.
func prefixLen(s string, n int) int {
	i := 0
	for k := 0; k < n && i < len(s); k++ {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return i
}

// snippet is a window of the text around its first match, with its spans.
func (d *Doc) snippet(words []needle) (string, []Span) {
	const before, width = 50, 160
	text := d.Text
	first := -1
	for i, t := range d.text {
		for _, w := range words {
			if w.matchLen(t.word) != 0 {
				first = i
				break
			}
		}
		if first >= 0 {
			break
		}
	}
	start := 0
	if first >= 0 && d.text[first].start > before {
		start = d.text[first].start - before
		for start < d.text[first].start && text[start] != ' ' {
			start++
		}
		if text[start] == ' ' {
			start++
		}
	}
	end := min(len(text), start+width)
	for end < len(text) && end > start && text[end] != ' ' {
		end--
	}
	if end <= start {
		end = min(len(text), start+width)
		for end < len(text) && !utf8.RuneStart(text[end]) {
			end++
		}
	}
	out := text[start:end]
	prefix := ""
	if start > 0 {
		prefix = "… "
		out = prefix + out
	}
	if end < len(text) {
		out += " …"
	}
	// Only the words inside the window need marking.
	lo := max(first, 0)
	for lo > 0 && d.text[lo-1].start >= start {
		lo--
	}
	hi := lo
	for hi < len(d.text) && d.text[hi].end <= end {
		hi++
	}
	var rel []Span
	for _, s := range spansOf(text, d.text[lo:hi], words) {
		if s.Start >= start && s.End <= end {
			rel = append(rel, Span{s.Start - start + len(prefix), s.End - start + len(prefix)})
		}
	}
	return out, rel
}

// Clip is a query as the search reads it: at most MaxQuery bytes of valid UTF-8.
func Clip(q string) string { return clip(q, MaxQuery) }

// clip cuts s to at most n bytes, on a rune boundary, and drops invalid UTF-8.
func clip(s string, n int) string {
	if len(s) > n {
		for n > 0 && !utf8.RuneStart(s[n]) {
			n--
		}
		s = s[:n]
	}
	return strings.ToValidUTF8(s, " ")
}
