//go:build !wasm

package tests

import (
	"html"
	"regexp"
	"strings"
	"testing"
)

// A small reader for the HTML go-app writes (every element closed, attribute
// values quoted), enough for the native route checks to ask "the h1 in main",
// "every id", "every link" without a browser.

type node struct {
	tag      string // "" for text
	attrs    map[string]string
	text     string // text nodes only
	parent   *node
	children []*node
}

var (
	htmlToken = regexp.MustCompile(`(?s)<!--.*?-->|<!DOCTYPE[^>]*>|<(/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(/?)>`)
	htmlAttr  = regexp.MustCompile(`([^\s=/>]+)(?:="([^"]*)")?`)
	voidTags  = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true,
		"img": true, "input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true}
	rawTags = map[string]bool{"script": true, "style": true}
)

// parseHTML builds a tree; an end tag that closes nothing open is an error.
func parseHTML(s string) (*node, error) {
	root := &node{tag: "#document"}
	cur := root
	pos := 0
	addText := func(t string) {
		if t != "" {
			cur.children = append(cur.children, &node{text: html.UnescapeString(t), parent: cur})
		}
	}
	for pos < len(s) {
		loc := htmlToken.FindStringSubmatchIndex(s[pos:])
		if loc == nil {
			addText(s[pos:])
			break
		}
		addText(s[pos : pos+loc[0]])
		base := pos
		m := func(i int) string {
			if loc[2*i] < 0 {
				return ""
			}
			return s[base+loc[2*i] : base+loc[2*i+1]]
		}
		pos += loc[1]
		tag := strings.ToLower(m(2))
		switch {
		case tag == "": // comment or doctype
		case m(1) == "/":
			n := cur
			for n != root && n.tag != tag {
				n = n.parent
			}
			if n == root {
				return nil, &parseError{"</" + tag + "> closes nothing open near: " + snippet(s, pos)}
			}
			cur = n.parent
		default:
			el := &node{tag: tag, attrs: map[string]string{}, parent: cur}
			for _, a := range htmlAttr.FindAllStringSubmatch(m(3), -1) {
				el.attrs[strings.ToLower(a[1])] = html.UnescapeString(a[2])
			}
			cur.children = append(cur.children, el)
			if rawTags[tag] { // skip to its end tag: scripts are not markup
				end := strings.Index(strings.ToLower(s[pos:]), "</"+tag)
				if end < 0 {
					return nil, &parseError{"unclosed <" + tag + ">"}
				}
				pos += end
				cur = el
				continue
			}
			if !voidTags[tag] && m(4) != "/" {
				cur = el
			}
		}
	}
	return root, nil
}

type parseError struct{ msg string }

func (e *parseError) Error() string { return e.msg }

func snippet(s string, at int) string {
	from := max(0, at-60)
	return s[from:min(len(s), at+20)]
}

// walk visits n and everything under it, in document order.
func (n *node) walk(f func(*node)) {
	f(n)
	for _, c := range n.children {
		c.walk(f)
	}
}

// all returns the elements under n (n included) that match.
func (n *node) all(match func(*node) bool) []*node {
	var out []*node
	n.walk(func(c *node) {
		if c.tag != "" && match(c) {
			out = append(out, c)
		}
	})
	return out
}

func (n *node) find(match func(*node) bool) *node {
	if list := n.all(match); len(list) > 0 {
		return list[0]
	}
	return nil
}

// textContent is the text under n, whitespace collapsed.
func (n *node) textContent() string {
	var b strings.Builder
	n.walk(func(c *node) {
		if c.tag == "" {
			b.WriteString(c.text)
			b.WriteByte(' ')
		}
	})
	return strings.Join(strings.Fields(b.String()), " ")
}

func (n *node) hasClass(c string) bool {
	for _, k := range strings.Fields(n.attrs["class"]) {
		if k == c {
			return true
		}
	}
	return false
}

func (n *node) inside(tag string) bool {
	for p := n.parent; p != nil; p = p.parent {
		if p.tag == tag {
			return true
		}
	}
	return false
}

func byTag(tag string) func(*node) bool { return func(n *node) bool { return n.tag == tag } }

func byClass(c string) func(*node) bool { return func(n *node) bool { return n.hasClass(c) } }

func TestParseHTMLReadsNestingAndRefusesStrayEndTags(t *testing.T) {
	doc, err := parseHTML(`<!DOCTYPE html><main id="m"><h1 class="a b">Hi &amp; <em>there</em></h1><img src="x"><script>if (a<b) {}</script><p>t</p></main>`)
	if err != nil {
		t.Fatal(err)
	}
	h1 := doc.find(byTag("h1"))
	if h1 == nil || h1.textContent() != "Hi & there" || !h1.hasClass("b") || !h1.inside("main") {
		t.Fatalf("h1 read wrong: %+v", h1)
	}
	if p := doc.find(byTag("p")); p == nil || p.parent.tag != "main" {
		t.Fatal("the void img or the script swallowed what follows")
	}
	if _, err := parseHTML(`<div></span></div>`); err == nil {
		t.Fatal("a stray end tag was accepted")
	}
}
