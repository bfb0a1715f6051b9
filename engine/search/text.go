package search

import (
	"regexp"
	"strings"
)

var (
	linkDest = regexp.MustCompile(`\]\([^)]*\)`)
	listMark = regexp.MustCompile(`(?m)^\s*([-*+]|[0-9]+\.)\s+`)
	markup   = strings.NewReplacer("**", "", "__", "", "*", "", "`", "", "[", "", "]", "", "#", "", "> ", "", "|", " ")
	spaces   = regexp.MustCompile(`\s+`)
)

// PlainText is a Markdown body as one line of text for search and snippets:
// link targets, list marks, emphasis, headings and quote marks removed.
func PlainText(md string) string {
	s := linkDest.ReplaceAllString(md, "]")
	s = listMark.ReplaceAllString(s, "")
	s = markup.Replace(s)
	return strings.TrimSpace(spaces.ReplaceAllString(s, " "))
}
