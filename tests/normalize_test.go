//go:build !wasm

package tests

import (
	"regexp"
	"sort"
	"strings"
	"testing"
)

// go-app writes an element's attributes in map order, which changes from run
// to run; golden files hold them sorted.
var (
	startTag = regexp.MustCompile(`<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z_:][-a-zA-Z0-9_:.]*(?:="[^"]*")?)+)\s*(/?)>`)
	attr     = regexp.MustCompile(`\s+([a-zA-Z_:][-a-zA-Z0-9_:.]*(?:="[^"]*")?)`)
)

func normalizeHTML(s string) string {
	return startTag.ReplaceAllStringFunc(s, func(tag string) string {
		m := startTag.FindStringSubmatch(tag)
		attrs := attr.FindAllStringSubmatch(m[2], -1)
		list := make([]string, len(attrs))
		for i, a := range attrs {
			list[i] = a[1]
		}
		sort.Strings(list)
		return "<" + m[1] + " " + strings.Join(list, " ") + m[3] + ">"
	})
}

func TestNormalizeHTMLSortsAttributes(t *testing.T) {
	a := normalizeHTML(`<section id="x" class="y" aria-label="a b">t</section><br>`)
	b := normalizeHTML(`<section class="y" aria-label="a b" id="x">t</section><br>`)
	if a != b || a != `<section aria-label="a b" class="y" id="x">t</section><br>` {
		t.Fatalf("got %q and %q", a, b)
	}
}
