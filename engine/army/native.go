//go:build !wasm

package army

import (
	"bytes"
	"compress/flate"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
)

// Native is the Env of native code and the tests: compress/flate and
// encoding/xml, which the wasm build does not link (it has the browser's).
func Native() Env { return Env{Inflate: inflate, Parse: parseXML} }

// inflate expands raw DEFLATE, reading at most limit+1 bytes of output so a
// bomb is stopped as soon as it passes limit.
func inflate(raw []byte, limit int) ([]byte, error) {
	r := flate.NewReader(bytes.NewReader(raw))
	defer r.Close()
	out, err := io.ReadAll(io.LimitReader(r, int64(limit)+1))
	switch {
	case len(out) > limit:
		return nil, ErrPastLimit
	case err != nil:
		return nil, err
	}
	return out, nil
}

// parseXML builds the tree with encoding/xml in strict mode (no entity but
// XML's own five), stopping as soon as the tree is deeper or larger than the
// reader's limits, before it grows further.
func parseXML(b []byte) (*Node, error) { return parseTree(b, MaxDepth, MaxElements) }

func parseTree(b []byte, maxDepth, maxElements int) (*Node, error) {
	d := xml.NewDecoder(bytes.NewReader(b))
	d.Strict = true
	var stack []*Node
	var text [][]byte // the text of each open element so far
	var root *Node
	elements := 0
	for {
		tok, err := d.RawToken()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if elements++; elements > maxElements {
				return nil, tooManyElements()
			}
			if len(stack) >= maxDepth {
				return nil, tooDeep("")
			}
			n := Node{Name: t.Name.Local}
			for _, a := range t.Attr {
				n.Attrs = append(n.Attrs, Attr{Name: a.Name.Local, Value: a.Value})
			}
			if len(stack) == 0 {
				if root != nil {
					return nil, errors.New("more than one root element")
				}
				root = &n
				stack = append(stack, root)
			} else {
				p := stack[len(stack)-1]
				p.Kids = append(p.Kids, n)
				stack = append(stack, &p.Kids[len(p.Kids)-1])
			}
			text = append(text, nil)
		case xml.EndElement:
			switch {
			case len(stack) == 0:
				return nil, fmt.Errorf("element </%s> closes nothing open", t.Name.Local)
			case stack[len(stack)-1].Name != t.Name.Local:
				return nil, fmt.Errorf("element <%s> is closed by </%s>", stack[len(stack)-1].Name, t.Name.Local)
			}
			stack[len(stack)-1].Text = string(bytes.TrimSpace(text[len(text)-1]))
			stack, text = stack[:len(stack)-1], text[:len(text)-1]
		case xml.CharData:
			if len(text) > 0 {
				text[len(text)-1] = append(text[len(text)-1], t...)
			} else if len(bytes.TrimSpace(t)) > 0 {
				return nil, errors.New("text outside the root element")
			}
		case xml.Directive:
			return nil, errors.New("a <!…> declaration") // checkXML refuses <!DOCTYPE before this
		}
	}
	if root == nil {
		return nil, errors.New("no element")
	}
	if len(stack) > 0 {
		return nil, errors.New("the file ends inside an element: it was cut short")
	}
	return root, nil
}
