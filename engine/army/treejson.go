package army

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// MaxTreeJSON is the most JSON ParseTreeJSON reads: the tree of MaxXML of
// XML, written as JSON, is about as long as the XML.
const MaxTreeJSON = 2 * MaxXML

// ParseTreeJSON reads the tree the browser's TreeScript writes, in Node's
// JSON shape ({"n":…,"a":[{"n":…,"v":…}],"t":…,"k":[…]}), strictly: an
// unknown or repeated field, a value of the wrong type, or anything after
// the tree is refused. The wasm build's Env.Parse is TreeScript followed by
// this; Read then holds the tree to the same limits as a native parse.
//
// It is written for this one shape rather than read with encoding/json
// (engine/strictjson): reflection made a 2,000 point army's tree take
// hundreds of milliseconds in the wasm, this takes a few.
func ParseTreeJSON(b []byte) (*Node, error) {
	if len(b) > MaxTreeJSON {
		return nil, errors.New("the parsed roster is too large")
	}
	p := treeParser{b: b, seen: map[string]string{}}
	n, err := p.node(1)
	if err == nil {
		p.space()
		if p.i < len(p.b) {
			err = p.fail("data after the tree")
		}
	}
	if err != nil {
		return nil, err
	}
	return &n, nil
}

type treeParser struct {
	b    []byte
	i    int
	seen map[string]string // short strings already made: names and ids repeat thousands of times
}

func (p *treeParser) fail(what string) error {
	return fmt.Errorf("the parsed roster is not a tree: %s at byte %d", what, p.i)
}

func (p *treeParser) space() {
	for p.i < len(p.b) && (p.b[p.i] == ' ' || p.b[p.i] == '\n' || p.b[p.i] == '\r' || p.b[p.i] == '\t') {
		p.i++
	}
}

// is skips white space and the byte c if it is next, saying whether it was.
func (p *treeParser) is(c byte) bool {
	p.space()
	if p.i < len(p.b) && p.b[p.i] == c {
		p.i++
		return true
	}
	return false
}

// object reads {"key": value, …}, calling field for each key; field reads
// the value.
func (p *treeParser) object(field func(key string) error) error {
	if !p.is('{') {
		return p.fail("no object")
	}
	if p.is('}') {
		return nil
	}
	for {
		key, err := p.str()
		if err != nil {
			return err
		}
		if !p.is(':') {
			return p.fail("no colon")
		}
		if err := field(key); err != nil {
			return err
		}
		if p.is('}') {
			return nil
		}
		if !p.is(',') {
			return p.fail("no comma")
		}
	}
}

// list reads [item, …].
func (p *treeParser) list(item func() error) error {
	if !p.is('[') {
		return p.fail("no list")
	}
	if p.is(']') {
		return nil
	}
	for {
		if err := item(); err != nil {
			return err
		}
		if p.is(']') {
			return nil
		}
		if !p.is(',') {
			return p.fail("no comma")
		}
	}
}

// once refuses a field met twice; seen holds one bit per field.
func (p *treeParser) once(seen *uint8, bit uint8, key string) error {
	if *seen&bit != 0 {
		return p.fail("field " + strconv.Quote(key) + " twice")
	}
	*seen |= bit
	return nil
}

func (p *treeParser) node(depth int) (Node, error) {
	var n Node
	if depth > MaxDepth {
		return n, tooDeep("")
	}
	var seen uint8
	err := p.object(func(key string) (err error) {
		switch key {
		case "n":
			if err = p.once(&seen, 1, key); err == nil {
				n.Name, err = p.str()
			}
		case "t":
			if err = p.once(&seen, 2, key); err == nil {
				n.Text, err = p.str()
			}
		case "a":
			if err = p.once(&seen, 4, key); err == nil {
				err = p.list(func() error {
					a, err := p.attr()
					n.Attrs = append(n.Attrs, a)
					return err
				})
			}
		case "k":
			if err = p.once(&seen, 8, key); err == nil {
				err = p.list(func() error {
					k, err := p.node(depth + 1)
					n.Kids = append(n.Kids, k)
					return err
				})
			}
		default:
			err = p.fail("unknown field " + strconv.Quote(key))
		}
		return err
	})
	if err == nil && n.Name == "" {
		err = p.fail("an element with no name")
	}
	return n, err
}

func (p *treeParser) attr() (Attr, error) {
	var a Attr
	var seen uint8
	err := p.object(func(key string) (err error) {
		switch key {
		case "n":
			if err = p.once(&seen, 1, key); err == nil {
				a.Name, err = p.str()
			}
		case "v":
			if err = p.once(&seen, 2, key); err == nil {
				a.Value, err = p.str()
			}
		default:
			err = p.fail("unknown field " + strconv.Quote(key))
		}
		return err
	})
	if err == nil && seen != 3 {
		err = p.fail("an attribute without its name or value")
	}
	return a, err
}

// str reads a JSON string, escapes and all (a lone surrogate reads as
// U+FFFD, as encoding/json reads it).
func (p *treeParser) str() (string, error) {
	if !p.is('"') {
		return "", p.fail("no string")
	}
	start := p.i
	for p.i < len(p.b) && p.b[p.i] != '"' && p.b[p.i] != '\\' && p.b[p.i] >= 0x20 {
		p.i++
	}
	if p.i < len(p.b) && p.b[p.i] == '"' {
		p.i++
		raw := p.b[start : p.i-1]
		if len(raw) > 32 {
			return string(raw), nil
		}
		if s, ok := p.seen[string(raw)]; ok { // no allocation for the lookup
			return s, nil
		}
		s := string(raw)
		p.seen[s] = s
		return s, nil
	}
	out := append([]byte(nil), p.b[start:p.i]...)
	for p.i < len(p.b) {
		c := p.b[p.i]
		switch {
		case c == '"':
			p.i++
			return string(out), nil
		case c < 0x20:
			return "", p.fail("a control character in a string")
		case c != '\\':
			out = append(out, c)
			p.i++
			continue
		}
		if p.i+1 >= len(p.b) {
			break
		}
		e := p.b[p.i+1]
		p.i += 2
		switch e {
		case '"', '\\', '/':
			out = append(out, e)
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r, ok := p.hex4()
			if !ok {
				return "", p.fail("a bad \\u escape")
			}
			if utf16.IsSurrogate(r) {
				r2 := utf8.RuneError
				if save := p.i; p.i+1 < len(p.b) && p.b[p.i] == '\\' && p.b[p.i+1] == 'u' {
					p.i += 2
					if lo, ok := p.hex4(); ok && utf16.DecodeRune(r, lo) != utf8.RuneError {
						r2 = utf16.DecodeRune(r, lo)
					} else {
						p.i = save
					}
				}
				r = r2
			}
			out = utf8.AppendRune(out, r)
		default:
			return "", p.fail("a bad escape")
		}
	}
	return "", p.fail("an unterminated string")
}

func (p *treeParser) hex4() (rune, bool) {
	if p.i+4 > len(p.b) {
		return 0, false
	}
	v, err := strconv.ParseUint(string(p.b[p.i:p.i+4]), 16, 32)
	if err != nil {
		return 0, false
	}
	p.i += 4
	return rune(v), true
}
