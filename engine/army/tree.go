package army

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"auspex/engine/clip"
)

// checkTree holds a parsed tree to the reader's limits (ParseXML stops at
// the depth and element count while it reads; the rest is checked here).
// A fault names what is over which limit and where: "a selection's name (in
// "Army Roster" › "Intercessor Squad") is 5,000 characters long; the limit is
// 200".
func checkTree(root *Node) error { return checkTreeYielding(root, nil) }

// checkTreeYielding is checkTree calling yield, if not nil, every
// yieldEvery elements (Env.Yield).
func checkTreeYielding(root *Node, yield func()) error {
	c := treeCheck{yield: yield}
	return c.walk(root, 1)
}

type treeCheck struct {
	elements int
	path     []string // the names of the named elements above, for messages
	yield    func()
}

func (c *treeCheck) walk(n *Node, depth int) error {
	if c.elements++; c.yield != nil && c.elements%yieldEvery == 0 {
		c.yield()
	}
	switch {
	case depth > MaxDepth:
		return tooDeep(c.where())
	case c.elements > MaxElements:
		return tooManyElements()
	case len(n.Attrs) > MaxAttrs:
		return over(fmt.Sprintf("%s%s has %d attributes; the limit is %d.", capital(article(n.Name)), c.where(), len(n.Attrs), MaxAttrs))
	}
	if err := c.length(n.Name, "", n.Name, MaxValue); err != nil {
		return err
	}
	name := ""
	for _, a := range n.Attrs {
		if err := c.length(n.Name, "attribute name", a.Name, MaxValue); err != nil {
			return err
		}
		limit := MaxValue
		if a.Name == "name" || a.Name == "customName" {
			limit = MaxName
			name = a.Value
		}
		if err := c.length(n.Name, a.Name, a.Value, limit); err != nil {
			return err
		}
	}
	if err := c.length(n.Name, "text", n.Text, MaxText); err != nil {
		return err
	}
	if name != "" {
		c.path = append(c.path, name)
		defer func() { c.path = c.path[:len(c.path)-1] }()
	}
	for i := range n.Kids {
		if err := c.walk(&n.Kids[i], depth+1); err != nil {
			return err
		}
	}
	return nil
}

// length refuses text over limit characters, or not UTF-8 (a tree from JSON
// or a parser that let it through): the element's name when part is "", or
// one of its parts ("text", an attribute). The message is only built for a
// fault: this runs on every attribute of the tree.
func (c *treeCheck) length(elem, part, s string, limit int) error {
	valid := utf8.ValidString(s)
	if len(s) <= limit && valid { // a byte per character at most
		return nil
	}
	what := "an element's name"
	if part != "" {
		what = article(elem) + "'s " + part
	}
	if !valid {
		return over(fmt.Sprintf("%s%s is not valid text.", capital(what), c.where()))
	}
	if n := utf8.RuneCountInString(s); n > limit {
		return over(fmt.Sprintf("%s%s is %s characters long; the limit is %s.", capital(what), c.where(), thousands(n), thousands(limit)))
	}
	return nil
}

func over(msg string) error {
	return fail(OverLimit, msg+" Auspex does not read this file: export the roster again from your list builder, and shorten any name you typed yourself.")
}

// tooDeep and tooManyElements are also what a parser says that stops early.
func tooDeep(where string) error {
	return over(fmt.Sprintf("The roster nests elements more than %d deep%s; a real roster nests about 20.", MaxDepth, where))
}

func tooManyElements() error {
	return over(fmt.Sprintf("The roster has more than %s elements; a real roster has a few thousand.", thousands(MaxElements)))
}

// where is " (in "Army Roster" › "Intercessor Squad")", the last three named
// elements above, or "".
func (c *treeCheck) where() string {
	p := c.path[max(0, len(c.path)-3):]
	if len(p) == 0 {
		return ""
	}
	qs := make([]string, len(p))
	for i, s := range p {
		qs[i] = clip.Quote(s)
	}
	return " (in " + strings.Join(qs, " › ") + ")"
}

// article is "a selection", "an element named …" for an element's name.
func article(elem string) string {
	e := clip.Text(elem)
	if e == "" {
		return "an element"
	}
	if strings.ContainsRune("aeiouAEIOU", rune(e[0])) {
		return "an " + e
	}
	return "a " + e
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
