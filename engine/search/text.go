package search

import (
	"auspex/engine/lazyre"
	"strings"
)

var (
	linkDest = lazyre.New(`\]\([^)]*\)`)
	listMark = lazyre.New(`(?m)^\s*([-*+]|[0-9]+\.)\s+`)
	markup   = strings.NewReplacer("**", "", "__", "", "*", "", "`", "", "[", "", "]", "", "#", "", "> ", "", "|", " ")
	spaces   = lazyre.New(`\s+`)
)

// PlainText is a Markdown body as one line of text for search and snippets:
// link targets, list marks, emphasis, headings and quote marks removed.
func PlainText(md string) string {
	s := linkDest.ReplaceAllString(md, "]")
	s = listMark.ReplaceAllString(s, "")
	s = markup.Replace(s)
	return strings.TrimSpace(spaces.ReplaceAllString(s, " "))
}

// htmlEntities are the only escapes the reference renderer writes.
var htmlEntities = strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">", "&quot;", "\"", "&#39;", "'")

// HTMLText is a rendered entry body as one line of text, as PlainText reads
// its Markdown: tags dropped (a block's end is a space), the renderer's
// escapes undone, spaces collapsed. One pass, no regular expressions: the
// browser runs it over a whole system's reference before its first search.
func HTMLText(html string) string {
	var b strings.Builder
	b.Grow(len(html))
	space := true // at the start, or after a space: drop further spaces
	for i := 0; i < len(html); i++ {
		c := html[i]
		if c == '<' {
			end := strings.IndexByte(html[i:], '>')
			if end < 0 {
				break
			}
			if !inline(html[i+1:i+end]) && !space {
				b.WriteByte(' ')
				space = true
			}
			i += end
			continue
		}
		if c == ' ' || c == '\n' || c == '\t' || c == '\r' {
			if !space {
				b.WriteByte(' ')
				space = true
			}
			continue
		}
		b.WriteByte(c)
		space = false
	}
	return htmlEntities.Replace(strings.TrimSpace(b.String()))
}

// inline says whether a tag (its text between < and >) sits inside a run of
// text, so that dropping it must not split a word: "<strong>Hit</strong>s".
func inline(tag string) bool {
	name := strings.TrimPrefix(tag, "/")
	if i := strings.IndexAny(name, " /"); i >= 0 {
		name = name[:i]
	}
	switch name {
	case "a", "strong", "em", "code", "span", "mark", "b", "i", "sub", "sup", "abbr":
		return true
	}
	return false
}
