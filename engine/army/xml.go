package army

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ParseXML reads a roster's XML text into its element tree, stopping as
// soon as the tree is deeper or larger than the reader's limits. It is
// Env.Parse in the browser and natively alike.
//
// Why a reader of its own: a 2,000 point roster is 300 KB of XML, and
// reading it had to fit an import of 100 ms in the wasm. The browser's
// DOMParser took 25 ms for it, walking its DOM into a tree and handing that
// to Go another 20 to 40; encoding/xml takes 40 ms in the wasm (8.7
// natively) and would add its weight to the download. This reads the
// well-formed XML a list builder writes, strictly, in one pass over the
// bytes: elements, attributes, text, CDATA, comments and processing
// instructions, XML's five entities and character references, line ends
// and attribute values normalised as XML requires. It refuses what is not
// well-formed, and what no roster has: a document type (checkXML refuses it
// first), names outside ASCII, other entities. encoding/xml is its oracle in
// the tests (TestParseXMLAgreesWithEncodingXML, FuzzParseXML).
//
// b must be valid UTF-8 without a byte-order mark (checkXML).
func ParseXML(b []byte) (*Node, error) { return parseXML(b, nil) }

// parseXML is ParseXML calling yield, if not nil, every yieldEvery elements
// (Env.Yield).
func parseXML(b []byte, yield func()) (*Node, error) {
	if bytes.IndexByte(b, '\r') >= 0 { // line ends become \n before anything is read
		b = bytes.ReplaceAll(bytes.ReplaceAll(b, []byte("\r\n"), []byte("\n")), []byte("\r"), []byte("\n"))
	}
	if err := xmlChars(b); err != nil {
		return nil, err
	}
	p := xmlReader{b: b, seen: map[string]string{}, yield: yield}
	return p.document()
}

type xmlReader struct {
	b        []byte
	i        int
	elements int
	seen     map[string]string // short strings already made: names and values repeat thousands of times
	// kids and attrs hold the children and attributes of the elements open,
	// each element's copied out once, at its exact size, when it closes.
	kids  []Node
	attrs []Attr
	yield func()
}

// yieldEvery is how many elements are read between calls of Env.Yield.
const yieldEvery = 4096

// fail is a refusal naming the line it was met on.
func (p *xmlReader) fail(format string, args ...any) error {
	return fmt.Errorf("line %d: %s", lineAt(p.b, p.i), fmt.Sprintf(format, args...))
}

// lineAt is the line number of offset i in b.
func lineAt(b []byte, i int) int { return 1 + bytes.Count(b[:min(i, len(b))], []byte("\n")) }

func (p *xmlReader) has(s string) bool { return bytes.HasPrefix(p.b[p.i:], []byte(s)) }

// space skips XML white space and says whether there was any.
func (p *xmlReader) space() bool {
	start := p.i
	for p.i < len(p.b) && isXMLSpace(p.b[p.i]) {
		p.i++
	}
	return p.i > start
}

func isXMLSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\t' || c == '\r' }

// document reads the prolog, the one root element and what may follow it.
func (p *xmlReader) document() (*Node, error) {
	var root *Node
	for {
		p.space()
		switch {
		case p.i >= len(p.b):
			if root == nil {
				return nil, errors.New("no element")
			}
			return root, nil
		case p.b[p.i] != '<':
			return nil, p.fail("text outside the root element")
		case p.has("<?"):
			if err := p.instruction(); err != nil {
				return nil, err
			}
		case p.has("<!--"):
			if err := p.comment(); err != nil {
				return nil, err
			}
		case p.has("<!"):
			return nil, p.fail("a <!…> declaration")
		case root != nil:
			return nil, p.fail("more than one root element")
		default:
			n, err := p.element(1)
			if err != nil {
				return nil, err
			}
			root = &n
		}
	}
}

// instruction skips a processing instruction; the XML declaration may only
// open the document.
func (p *xmlReader) instruction() error {
	start := p.i
	p.i += 2
	target, err := p.name()
	if err != nil {
		return err
	}
	decl := len(target) == 3 && asciiFold(target, "xml")
	if decl && start != 0 {
		return p.fail("an XML declaration that does not open the file")
	}
	end := bytes.Index(p.b[p.i:], []byte("?>"))
	if end < 0 {
		return p.fail("the file ends inside <?%s", target)
	}
	if end > 0 && !isXMLSpace(p.b[p.i]) {
		return p.fail("<?%s is not followed by a space", target)
	}
	if decl {
		if err := p.declaration(p.b[p.i : p.i+end]); err != nil {
			return err
		}
	}
	p.i += end + 2
	return nil
}

// declaration checks an XML declaration's pseudo-attributes as XML's grammar
// has them: version (1.0), then an optional encoding (UTF-8, the only one a
// roster is read in) and standalone (yes or no), each once, in that order.
func (p *xmlReader) declaration(body []byte) error {
	order := []string{"version", "encoding", "standalone"}
	next := 0
	for {
		body = bytes.TrimLeft(body, " \t\n")
		if len(body) == 0 {
			break
		}
		eq := bytes.IndexByte(body, '=')
		if eq < 0 {
			return p.fail("an XML declaration that is not written name=\"value\"")
		}
		name := string(bytes.TrimRight(body[:eq], " \t\n"))
		body = bytes.TrimLeft(body[eq+1:], " \t\n")
		if len(body) == 0 || body[0] != '"' && body[0] != '\'' {
			return p.fail("an XML declaration whose %s has no quoted value", name)
		}
		q := bytes.IndexByte(body[1:], body[0])
		if q < 0 {
			return p.fail("an XML declaration whose %s is not closed", name)
		}
		value := string(body[1 : 1+q])
		body = body[q+2:]
		i := next
		for i < len(order) && order[i] != name {
			i++
		}
		switch {
		case i == len(order):
			return p.fail("an XML declaration with %q, out of place or unknown", name)
		case next == 0 && i != 0:
			return p.fail("an XML declaration without its version")
		case name == "version" && value != "1.0",
			name == "encoding" && !asciiFold(value, "utf-8"),
			name == "standalone" && value != "yes" && value != "no":
			return p.fail("an XML declaration with %s %q", name, value)
		}
		next = i + 1
	}
	if next == 0 {
		return p.fail("an XML declaration without its version")
	}
	return nil
}

// comment skips <!-- … -->, which may not hold "--".
func (p *xmlReader) comment() error {
	p.i += 4
	end := bytes.Index(p.b[p.i:], []byte("--"))
	if end < 0 {
		return p.fail("the file ends inside a comment")
	}
	p.i += end
	if !p.has("-->") {
		return p.fail("a comment holds --")
	}
	p.i += 3
	return nil
}

// name reads an XML name: ASCII letters, digits and _ : . - (no roster
// has other names), starting with a letter, _ or :, with at most one colon,
// neither first nor last (a prefix and a local name).
func (p *xmlReader) name() (string, error) {
	start := p.i
	colons := 0
scan:
	for p.i < len(p.b) {
		c := p.b[p.i]
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_':
		case c == ':':
			colons++
		case (c >= '0' && c <= '9' || c == '.' || c == '-') && p.i > start:
		default:
			break scan
		}
		p.i++
	}
	n := p.b[start:p.i]
	switch {
	case len(n) == 0 && p.i < len(p.b) && p.b[p.i] >= utf8.RuneSelf:
		return "", p.fail("a name that is not plain ASCII")
	case len(n) == 0:
		return "", p.fail("a missing or malformed name")
	case colons > 1 || colons == 1 && (n[0] == ':' || n[len(n)-1] == ':'):
		return "", p.fail("the malformed name %q", n)
	}
	return p.intern(n), nil
}

// local is a name without its namespace prefix.
func local(name string) string {
	if i := strings.IndexByte(name, ':'); i >= 0 {
		return name[i+1:]
	}
	return name
}

// intern is b as a string, the one made before when it repeats. At most
// maxInterned are kept: a file of 240,000 distinct names spent a third of
// its reading growing the map (issue 48); a real roster's repeated names
// (types, characteristics, keywords) come long before that many.
func (p *xmlReader) intern(b []byte) string {
	if s, ok := p.seen[string(b)]; ok {
		return s
	}
	s := string(b)
	if len(b) <= 40 && len(p.seen) < maxInterned {
		p.seen[s] = s
	}
	return s
}

const maxInterned = 8192

// element reads an element from its <, with its attributes, text and
// children, to its end tag.
func (p *xmlReader) element(depth int) (Node, error) {
	if p.elements++; p.elements > MaxElements {
		return Node{}, tooManyElements()
	}
	if p.yield != nil && p.elements%yieldEvery == 0 {
		p.yield()
	}
	if depth > MaxDepth {
		return Node{}, tooDeep("")
	}
	p.i++
	qname, err := p.name()
	if err != nil {
		return Node{}, err
	}
	n := Node{Name: local(qname)}
	var qnames []string // the attributes' names as written, to refuse one given twice
	attrs0 := len(p.attrs)
	for {
		spaced := p.space()
		if p.i >= len(p.b) {
			return Node{}, p.fail("the file ends inside <%s", qname)
		}
		if p.b[p.i] == '>' || p.has("/>") {
			break
		}
		if !spaced {
			return Node{}, p.fail("no space between attributes of <%s>", qname)
		}
		an, err := p.name()
		if err != nil {
			return Node{}, err
		}
		if len(qnames) == MaxAttrs { // checked here too: the check for a repeat is quadratic
			return Node{}, over(fmt.Sprintf("A <%s> element has more than %d attributes; the limit is %d.", local(qname), MaxAttrs, MaxAttrs))
		}
		for _, q := range qnames {
			if q == an {
				return Node{}, p.fail("the attribute %s is given twice in <%s>", an, qname)
			}
		}
		qnames = append(qnames, an)
		p.space()
		if p.i >= len(p.b) || p.b[p.i] != '=' {
			return Node{}, p.fail("the attribute %s of <%s> has no value", an, qname)
		}
		p.i++
		p.space()
		v, err := p.attrValue(local(an) == "id")
		if err != nil {
			return Node{}, err
		}
		// A namespace declaration (xmlns:x="…") is no attribute of the
		// element; another prefixed one keeps its prefix, so that it can't
		// stand in for a plain one (xsi:name for name). The default
		// namespace, xmlns="…", is kept as the attribute "xmlns".
		if !strings.HasPrefix(an, "xmlns:") {
			p.attrs = append(p.attrs, Attr{Name: an, Value: v})
		}
	}
	if len(p.attrs) > attrs0 {
		n.Attrs = append([]Attr(nil), p.attrs[attrs0:]...)
		p.attrs = p.attrs[:attrs0]
	}
	if p.has("/>") {
		p.i += 2
		return n, nil
	}
	p.i++
	var text []byte // the text directly inside, all of it, trimmed at the end
	kids0 := len(p.kids)
	for {
		if p.i >= len(p.b) {
			return Node{}, errors.New("the file ends inside an element: it was cut short")
		}
		if p.b[p.i] != '<' {
			end := bytes.IndexByte(p.b[p.i:], '<')
			if end < 0 {
				end = len(p.b) - p.i
			}
			seg := p.b[p.i : p.i+end]
			if bytes.Contains(seg, []byte("]]>")) {
				return Node{}, p.fail("]]> in text")
			}
			switch {
			case len(text) == 0 && len(bytes.TrimLeft(seg, " \n\t")) == 0:
				// white space before any text: trimmed in the end
			case bytes.IndexByte(seg, '&') < 0:
				text = append(text, seg...)
			default:
				if text, err = p.unescape(text, seg, false); err != nil {
					return Node{}, err
				}
			}
			p.i += end
			continue
		}
		switch {
		case p.has("</"):
			p.i += 2
			end, err := p.name()
			if err != nil {
				return Node{}, err
			}
			if end != qname {
				return Node{}, p.fail("element <%s> is closed by </%s>", qname, end)
			}
			p.space()
			if p.i >= len(p.b) || p.b[p.i] != '>' {
				return Node{}, p.fail("the end tag </%s is not closed by >", end)
			}
			p.i++
			n.Text = string(bytes.TrimSpace(text))
			if len(p.kids) > kids0 {
				n.Kids = append([]Node(nil), p.kids[kids0:]...)
				p.kids = p.kids[:kids0]
			}
			return n, nil
		case p.has("<![CDATA["):
			p.i += len("<![CDATA[")
			end := bytes.Index(p.b[p.i:], []byte("]]>"))
			if end < 0 {
				return Node{}, p.fail("the file ends inside a CDATA section")
			}
			text = append(text, p.b[p.i:p.i+end]...)
			p.i += end + 3
		case p.has("<!--"):
			if err := p.comment(); err != nil {
				return Node{}, err
			}
		case p.has("<?"):
			if err := p.instruction(); err != nil {
				return Node{}, err
			}
		case p.has("<!"):
			return Node{}, p.fail("a <!…> declaration")
		default:
			kid, err := p.element(depth + 1)
			if err != nil {
				return Node{}, err
			}
			p.kids = append(p.kids, kid)
		}
	}
}

// attrValue reads a quoted attribute value, its white space normalised as
// XML requires (a tab or line end is a space; one written as a character
// reference stays).
//
// A value is interned unless its attribute is an id, unique by its nature.
func (p *xmlReader) attrValue(id bool) (string, error) {
	if p.i >= len(p.b) || p.b[p.i] != '"' && p.b[p.i] != '\'' {
		return "", p.fail("an attribute value without quotes")
	}
	q := p.b[p.i]
	p.i++
	end := bytes.IndexByte(p.b[p.i:], q)
	if end < 0 {
		return "", p.fail("the file ends inside an attribute value")
	}
	raw := p.b[p.i : p.i+end]
	if bytes.IndexByte(raw, '<') >= 0 {
		return "", p.fail("< in an attribute value")
	}
	p.i += end + 1
	// Once the map is full, a value is looked up no more: the names that
	// repeat are in it, and the look-up of each new one was a fifth of
	// reading a file of distinct names.
	id = id || len(p.seen) >= maxInterned
	if bytes.IndexByte(raw, '&') < 0 && bytes.IndexByte(raw, '\n') < 0 && bytes.IndexByte(raw, '\t') < 0 {
		if id {
			return string(raw), nil
		}
		return p.intern(raw), nil
	}
	v, err := p.unescape(nil, raw, true)
	if err != nil {
		return "", err
	}
	if id {
		return string(v), nil
	}
	return p.intern(v), nil
}

// unescape appends text with its entity and character references replaced;
// in an attribute value, a literal tab or line end becomes a space.
func (p *xmlReader) unescape(dst, s []byte, attr bool) ([]byte, error) {
	for len(s) > 0 {
		amp := bytes.IndexByte(s, '&')
		if amp < 0 {
			amp = len(s)
		}
		if attr {
			for _, c := range s[:amp] {
				if c == '\n' || c == '\t' {
					c = ' '
				}
				dst = append(dst, c)
			}
		} else {
			dst = append(dst, s[:amp]...)
		}
		s = s[amp:]
		if len(s) == 0 {
			break
		}
		semi := bytes.IndexByte(s, ';')
		if semi < 0 || semi > 12 && (len(s) < 2 || s[1] != '#') { // a character reference may be zero-padded at length
			return nil, p.fail("an & that starts no entity (write &amp;)")
		}
		ref := string(s[1:semi])
		s = s[semi+1:]
		switch ref {
		case "lt":
			dst = append(dst, '<')
		case "gt":
			dst = append(dst, '>')
		case "amp":
			dst = append(dst, '&')
		case "quot":
			dst = append(dst, '"')
		case "apos":
			dst = append(dst, '\'')
		default:
			r, ok := charRef(ref)
			if !ok {
				return nil, p.fail("the unknown entity &%s;", ref)
			}
			dst = utf8.AppendRune(dst, r)
		}
	}
	return dst, nil
}

// charRef reads "#65" or "#x41" as the character it names, if XML allows it.
func charRef(ref string) (rune, bool) {
	var n uint64
	var err error
	switch {
	case len(ref) > 2 && ref[:2] == "#x":
		n, err = strconv.ParseUint(ref[2:], 16, 32)
	case len(ref) > 1 && ref[0] == '#' && ref[1] != '+':
		n, err = strconv.ParseUint(ref[1:], 10, 32)
	default:
		return 0, false
	}
	r := rune(n)
	return r, err == nil && n <= utf8.MaxRune && isXMLChar(r)
}

// isXMLChar is XML 1.0's Char production.
func isXMLChar(r rune) bool {
	return r == 0x09 || r == 0x0A || r == 0x0D || r >= 0x20 && r <= 0xD7FF || r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF
}

// xmlChars refuses a character XML does not allow anywhere (b is valid UTF-8).
func xmlChars(b []byte) error {
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c < 0x20 && c != '\t' && c != '\n' && c != '\r':
			return fmt.Errorf("line %d: the control character %#02x", lineAt(b, i), c)
		case c == 0xEF && i+2 < len(b) && b[i+1] == 0xBF && (b[i+2] == 0xBE || b[i+2] == 0xBF):
			return fmt.Errorf("line %d: the non-character U+FFF%c", lineAt(b, i), "EF"[b[i+2]-0xBE])
		}
	}
	return nil
}
