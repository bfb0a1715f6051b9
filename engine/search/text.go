package search

import (
	"regexp"
	"strings"
)

var (
	linkDest = regexp.MustCompile(`\]\([^)]*\)`)
	markup   = strings.NewReplacer("**", "", "__", "", "*", "", "`", "", "[", "", "]", "", "#", "", "> ", "", "|", " ")
	spaces   = regexp.MustCompile(`\s+`)
)

// PlainText is a Markdown body as one line of text for search and snippets:
// link targets, emphasis, headings and quote marks removed.
func PlainText(md string) string {
	s := linkDest.ReplaceAllString(md, "]")
	s = markup.Replace(s)
	return strings.TrimSpace(spaces.ReplaceAllString(s, " "))
}
