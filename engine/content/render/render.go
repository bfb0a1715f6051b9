// Package render turns reference entries into HTML with goldmark: raw HTML in
// content is shown as text, ref:ID links become app routes, and every glossary
// term, entry title and alias found in a body links to its entry. It runs in
// the site generator and in tests, never in the wasm: goldmark would add about
// 1.3 MB to it (see the README), so entries are rendered at build time.
package render

import (
	"bytes"
	"fmt"
	"html"
	"strings"

	"auspex/engine/ruleset"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Page is one rendered entry.
type Page struct {
	HTML  string   // the body, safe to insert as HTML
	Links []string // ids of the entries it links to, in order of first link
}

// Renderer renders the entries of one ruleset.
type Renderer struct {
	md      goldmark.Markdown
	entries map[string]ruleset.Entry
	link    func(id string) string
	names   *ruleset.Linker
}

// New prepares a renderer. link maps an entry id to the URL its links point at
// (the app route, with the hosting prefix).
func New(entries []ruleset.Entry, glossary []ruleset.Term, link func(id string) string) *Renderer {
	r := &Renderer{
		md: goldmark.New(
			goldmark.WithExtensions(extension.Table),
			goldmark.WithRendererOptions(renderer.WithNodeRenderers(util.Prioritized(escapeRaw{}, 100))),
		),
		entries: map[string]ruleset.Entry{},
		link:    link,
		names:   ruleset.NewLinker(entries, glossary),
	}
	for _, e := range entries {
		r.entries[e.ID] = e
	}
	return r
}

// Entry renders one entry's body.
func (r *Renderer) Entry(id string) (Page, error) {
	e, ok := r.entries[id]
	if !ok {
		return Page{}, fmt.Errorf("render: no entry %q", id)
	}
	src := []byte(e.Body)
	doc := r.md.Parser().Parse(text.NewReader(src))
	w := walker{r: r, src: src, self: id, seen: map[string]bool{}}
	if err := w.walk(doc); err != nil {
		return Page{}, fmt.Errorf("render: entry %q: %w", id, err)
	}
	levelHeadings(doc)
	var b bytes.Buffer
	if err := r.md.Renderer().Render(&b, src, doc); err != nil {
		return Page{}, fmt.Errorf("render: entry %q: %w", id, err)
	}
	return Page{HTML: b.String(), Links: w.links}, nil
}

// levelHeadings shifts a body's headings so its shallowest is an h2: the
// entry's page holds the title as its h1, and headings must not skip a level
// (screen readers navigate by them), whether a body starts at ## or ###.
func levelHeadings(doc ast.Node) {
	var heads []*ast.Heading
	top := 7
	ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if h, ok := n.(*ast.Heading); ok && entering {
			heads = append(heads, h)
			top = min(top, h.Level)
		}
		return ast.WalkContinue, nil
	})
	for _, h := range heads {
		h.Level = min(6, h.Level-top+2)
	}
}

// walker rewrites one entry's tree: explicit ref: links, automatic links and
// ruling notes.
type walker struct {
	r     *Renderer
	src   []byte
	self  string
	links []string
	seen  map[string]bool // entries already linked, explicitly or not
}

func (w *walker) note(id string) {
	if !w.seen[id] {
		w.seen[id] = true
		w.links = append(w.links, id)
	}
}

func (w *walker) walk(doc ast.Node) error {
	var texts []*ast.Text
	err := ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Link:
			dest := string(n.Destination)
			if id, ok := strings.CutPrefix(dest, "ref:"); ok {
				if _, ok := w.r.entries[id]; !ok {
					return ast.WalkStop, fmt.Errorf("broken link ref:%s", id)
				}
				n.Destination = []byte(w.r.link(id))
				w.note(id)
			}
			return ast.WalkSkipChildren, nil
		case *ast.AutoLink, *ast.CodeSpan, *ast.CodeBlock, *ast.FencedCodeBlock, *ast.Image, *ast.Heading:
			return ast.WalkSkipChildren, nil
		case *ast.Blockquote:
			if class := noteClass(n, w.src); class != "" {
				n.SetAttributeString("class", []byte(class))
				n.SetAttributeString("role", []byte("note"))
			}
		case *ast.Text:
			if !n.IsRaw() {
				texts = append(texts, n)
			}
		}
		return ast.WalkContinue, nil
	})
	if err != nil {
		return err
	}
	// Text nodes are split after the walk, so the walk never sees its own links.
	for _, t := range texts {
		w.autolink(t)
	}
	return nil
}

// noteClass is the class of a marked note: a blockquote whose first
// paragraph opens with **Ruling note:** (how an unstated rule plays),
// **FAQ:** (an FAQ or errata answer folded into the entry, shown with an FAQ
// badge), **Derived:** (worked out from the book's rules) or **Outside the
// source:** (a fact the seed lacks); "" for a plain quote.
func noteClass(q *ast.Blockquote, src []byte) string {
	p, ok := q.FirstChild().(*ast.Paragraph)
	if !ok {
		return ""
	}
	s, ok := p.FirstChild().(*ast.Emphasis)
	if !ok || s.Level != 2 {
		return ""
	}
	var b strings.Builder
	for c := s.FirstChild(); c != nil; c = c.NextSibling() {
		if t, ok := c.(*ast.Text); ok {
			b.Write(t.Value(src))
		}
	}
	switch strings.ToLower(strings.TrimSpace(b.String())) {
	case "ruling note:":
		return "ruling-note"
	case "faq:":
		return "faq-note"
	case "derived:":
		return "derived-note" // worked out by Auspex from the book's rules
	case "outside the source:":
		return "outside-note" // a fact from outside the seed, named in the note
	}
	return ""
}

// autolink links the first mention of each other entry's name in a text node,
// splitting the node around each link. Entries the body links to explicitly
// (all found by the walk before any text is scanned) are not linked again.
func (w *walker) autolink(t *ast.Text) {
	seg := t.Segment
	s := string(seg.Value(w.src))
	parent := t.Parent()
	if parent == nil {
		return
	}
	cur := t // the node that still holds the unscanned rest
	start := 0
	for i := 0; i < len(s); {
		id, n, ok := w.r.names.Match(s, i)
		if !ok {
			i++
			continue
		}
		if id == w.self || w.seen[id] {
			i += n // never to itself, once per entry; and no shorter name inside it
			continue
		}
		w.note(id)
		// cur keeps [start, i); the link holds [i, i+n); a new node the rest.
		before := text.NewSegment(seg.Start+start, seg.Start+i)
		linkSeg := text.NewSegment(seg.Start+i, seg.Start+i+n)
		rest := ast.NewTextSegment(text.NewSegment(seg.Start+i+n, seg.Stop))
		rest.SetSoftLineBreak(cur.SoftLineBreak())
		rest.SetHardLineBreak(cur.HardLineBreak())
		cur.SetSoftLineBreak(false)
		cur.SetHardLineBreak(false)
		cur.Segment = before
		l := ast.NewLink()
		l.Destination = []byte(w.r.link(id))
		l.SetAttributeString("class", []byte("auto"))
		l.AppendChild(l, ast.NewTextSegment(linkSeg))
		parent.InsertAfter(parent, cur, l)
		parent.InsertAfter(parent, l, rest)
		cur = rest
		seg = text.NewSegment(seg.Start+i+n, seg.Stop)
		s = s[i+n:]
		i, start = 0, 0
	}
}

// escapeRaw shows raw HTML written in content as text, instead of rendering it
// or dropping it silently.
type escapeRaw struct{}

func (escapeRaw) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindRawHTML, func(w util.BufWriter, src []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			segs := n.(*ast.RawHTML).Segments
			for i := range segs.Len() {
				seg := segs.At(i)
				w.WriteString(html.EscapeString(string(seg.Value(src))))
			}
		}
		return ast.WalkSkipChildren, nil
	})
	reg.Register(ast.KindHTMLBlock, func(w util.BufWriter, src []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		b := n.(*ast.HTMLBlock)
		w.WriteString("<pre class=\"raw\">")
		for i := range b.Lines().Len() {
			seg := b.Lines().At(i)
			w.WriteString(html.EscapeString(string(seg.Value(src))))
		}
		if b.HasClosure() {
			w.WriteString(html.EscapeString(string(b.ClosureLine.Value(src))))
		}
		w.WriteString("</pre>\n")
		return ast.WalkSkipChildren, nil
	})
}
