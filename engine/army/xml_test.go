//go:build !wasm

package army

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
)

// oracleTree builds the tree with encoding/xml in strict mode: the answer
// ParseXML must give for every document both accept.
func oracleTree(b []byte) (*Node, error) {
	d := xml.NewDecoder(bytes.NewReader(b))
	d.Strict = true
	var stack []*Node
	var text [][]byte // the text of each open element so far
	var root *Node
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
			n := Node{Name: t.Name.Local}
			for _, a := range t.Attr {
				switch {
				case a.Name.Space == "xmlns": // a namespace declaration, not an attribute
				case a.Name.Space != "":
					n.Attrs = append(n.Attrs, Attr{Name: a.Name.Space + ":" + a.Name.Local, Value: a.Value})
				default:
					n.Attrs = append(n.Attrs, Attr{Name: a.Name.Local, Value: a.Value})
				}
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
			if len(stack) == 0 || stack[len(stack)-1].Name != t.Name.Local {
				return nil, errors.New("mismatched end")
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
			return nil, errors.New("a <!…> declaration")
		}
	}
	if root == nil || len(stack) > 0 {
		return nil, errors.New("no element, or cut short")
	}
	return root, nil
}

func TestParseXMLAgreesWithEncodingXML(t *testing.T) {
	for name, data := range testRosters(t) {
		if isZip(data) {
			var err error
			if data, err = unzip(data, inflate); err != nil {
				t.Fatal(err)
			}
		}
		data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF"))
		got, err := ParseXML(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want, err := oracleTree(data)
		if err != nil {
			t.Fatalf("%s: encoding/xml: %v", name, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: ParseXML's tree differs from encoding/xml's", name)
		}
	}
}

// Namespaced XML: a declaration (xmlns:x) is no attribute, and a prefixed
// attribute keeps its prefix, as encoding/xml's tokens give them; a roster
// whose declaration is named "name" keeps its own name.
func TestParseXMLNamespaces(t *testing.T) {
	for _, doc := range []string{
		`<roster xmlns:name="urn:x" name="Mine" xmlns="http://www.battlescribe.net/schema/rosterSchema"/>`,
		`<roster name="Mine" xmlns:name="urn:x"><forces xmlns:xsi="urn:i" xsi:type="t" type="u"/></roster>`,
		`<a:roster xmlns:a="urn:a" a:name="Theirs" name="Mine"><a:forces a:x="1"/></a:roster>`,
		`<roster xml:lang="en" xmlns:gameSystemName="urn:y" gameSystemName="Warhammer 40,000 9th Edition"/>`,
	} {
		got, err := ParseXML([]byte(doc))
		if err != nil {
			t.Fatalf("%s: %v", doc, err)
		}
		want, err := oracleTree([]byte(doc))
		if err != nil {
			t.Fatalf("%s: encoding/xml: %v", doc, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\n ParseXML    %+v\n encoding/xml %+v", doc, got, want)
		}
		if got.Attr("name") != "Mine" && got.Attr("gameSystemName") == "urn:y" {
			t.Errorf("%s: a namespace declaration read as an attribute: %+v", doc, got.Attrs)
		}
	}
}

// What is not well-formed XML is refused, each with the line it is on.
func TestParseXMLRefuses(t *testing.T) {
	for _, c := range []struct{ doc, want string }{
		{"", "no element"},
		{"  <!-- only a comment -->  ", "no element"},
		{"hello", "line 1: text outside the root element"},
		{"<a/>tail", "text outside the root element"},
		{"<a/><b/>", "more than one root element"},
		{"<a>\n<b></a>", "line 2: element <b> is closed by </a>"},
		{"<a>", "cut short"},
		{"<a", "ends inside <a"},
		{"<a b='1' b='2'/>", "the attribute b is given twice"},
		{"<a b='1'c='2'/>", "no space between attributes"},
		{"<a b=1/>", "without quotes"},
		{"<a b/>", "has no value"},
		{"<a b='x<y'/>", "< in an attribute value"},
		{"<a b='x/>", "ends inside an attribute value"},
		{"<a>x & y</a>", "an & that starts no entity"},
		{"<a>&nbsp;</a>", "the unknown entity &nbsp;"},
		{"<a>&#0;</a>", "the unknown entity &#0;"},
		{"<a>&#xD800;</a>", "the unknown entity &#xD800;"},
		{"<a>&#1114112;</a>", "the unknown entity &#1114112;"},
		{"<a>]]></a>", "]]> in text"},
		{"<a><!-- a -- b --></a>", "a comment holds --"},
		{"<a><!-- open</a>", "ends inside a comment"},
		{"<a><![CDATA[open</a>", "ends inside a CDATA section"},
		{"<a><!ELEMENT a ANY></a>", "a <!…> declaration"},
		{"<a/><?xml version='1.0'?>", "an XML declaration that does not open the file"},
		{"<a><?pi</a>", "ends inside <?pi"},
		{"<é/>", "a name that is not plain ASCII"},
		{"<1a/>", "a missing or malformed name"},
		{"<a:b:c/>", "the malformed name"},
		{"<a:/>", "the malformed name"},
		{"<a>\x01</a>", "the control character 0x01"},
		{"<a>\uFFFE</a>", "the non-character U+FFFE"},
		{"<a></a >x", "text outside the root element"},
		{"<a></a", "not closed by >"},
		{`<?xml version = "1.0" version="1.1"?><a/>`, `with "version", out of place`},
		{`<?xml version="1.0" encoding ="UTF-8" encoding="latin1"?><a/>`, `with "encoding", out of place`},
		{`<?xml version="1.0" encoding="utf8"?><a/>`, `with encoding "utf8"`},
		{`<?xml encoding="UTF-8"?><a/>`, "without its version"},
		{`<?xml?><a/>`, "without its version"},
		{`<?xml version="1.0" standalone="yes" encoding="UTF-8"?><a/>`, `with "encoding", out of place`},
		{`<?xml version="1.0" standalone="maybe"?><a/>`, `with standalone "maybe"`},
		{`<?xml version="1.0" lang="en"?><a/>`, `with "lang"`},
		{`<?xml version=1.0?><a/>`, "has no quoted value"},
		{`<?xml version="1.1"?><a/>`, `with version "1.1"`},
	} {
		_, err := ParseXML([]byte(c.doc))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseXML(%q) = %v, want an error containing %q", c.doc, err, c.want)
		}
	}
}

// What XML allows and a list builder may write is read as XML means it.
func TestParseXMLReads(t *testing.T) {
	for _, d := range []string{`<?xml version = '1.0'  encoding="utf-8" standalone='no' ?><a/>`, `<?xml version="1.0"?><a>&#x0000000041;&#000066;</a>`} {
		if _, err := ParseXML([]byte(d)); err != nil {
			t.Errorf("ParseXML(%q): %v", d, err)
		}
	}
	doc := "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\r\n<!-- made by hand -->\n<r:roster xmlns:r=\"urn:x\" r:name = 'A &amp; B' note=\"tab\there&#9;&#x41;\r\nend\" q=\"&quot;&apos;&lt;&gt;\">\r\n" +
		"  <k>  one <?pi data?> two <![CDATA[ <three> & ]]> four\r\nfive </k >\n  <e/><!---->\n</r:roster>\n<?after?>\n"
	got, err := ParseXML([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	// The declaration xmlns:r is no attribute; r:name keeps its prefix.
	want := &Node{Name: "roster", Attrs: []Attr{{"r:name", "A & B"}, {"note", "tab here\tA end"}, {"q", `"'<>`}},
		Kids: []Node{{Name: "k", Text: "one  two  <three> &  four\nfive"}, {Name: "e"}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ParseXML read\n%+v\nwant\n%+v", got, want)
	}
}

// FuzzParseXML: ParseXML never accepts what encoding/xml (strict) refuses,
// and where both accept they read the same tree. ParseXML is the stricter
// (duplicate attributes, "--" in comments, "]]>" in text, names outside
// ASCII); encoding/xml does not normalise attribute white space, so values
// are compared with tabs and line ends as spaces.
func FuzzParseXML(f *testing.F) {
	for _, d := range []string{tinyRoster, "<a b='1'>x<c/>y</a>", "<a>&lt;&#65;&#x42;<![CDATA[<>]]></a>", "<?xml version='1.0'?><a\n x = \"\t\"/>", "<a:b xmlns:a='u'/>", `<?xml version="1.0" encoding="utf8"?><a/>`, `<?xml version = "1.0" version="1.1"?><a/>`, "<a>&#x0000000041;</a>"} {
		f.Add([]byte(d))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		b, err := checkXML(b) // as Read does first: UTF-8, no document type, no other encoding
		if err != nil {
			return
		}
		got, err := ParseXML(b)
		if err != nil {
			return
		}
		want, werr := oracleTree(b)
		if werr != nil {
			t.Fatalf("ParseXML accepts %q, encoding/xml refuses it: %v", b, werr)
		}
		spaces := func(n *Node) {
			walkAttrs(n, func(a *Attr) { a.Value = strings.NewReplacer("\t", " ", "\n", " ", "\r", " ").Replace(a.Value) })
		}
		spaces(got)
		spaces(want)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("ParseXML and encoding/xml read %q differently:\n%+v\n%+v", b, got, want)
		}
	})
}

func walkAttrs(n *Node, f func(*Attr)) {
	for i := range n.Attrs {
		f(&n.Attrs[i])
	}
	for i := range n.Kids {
		walkAttrs(&n.Kids[i], f)
	}
}
