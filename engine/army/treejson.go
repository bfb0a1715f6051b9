package army

import (
	"errors"

	"auspex/engine/strictjson"
)

// MaxTreeJSON is the most JSON ParseTreeJSON reads: the tree of MaxXML of
// XML, written as JSON, is about as long as the XML.
const MaxTreeJSON = 2 * MaxXML

// ParseTreeJSON reads the tree the browser's TreeScript writes (Node's JSON
// shape), strictly: an unknown field or anything after the tree is refused.
// The wasm build's Env.Parse is TreeScript followed by this; Read then holds
// the tree to the same limits as a native parse.
func ParseTreeJSON(b []byte) (*Node, error) {
	if len(b) > MaxTreeJSON {
		return nil, errors.New("the parsed roster is too large")
	}
	var n Node
	if err := strictjson.Decode(b, &n); err != nil {
		return nil, err
	}
	if n.Name == "" {
		return nil, errors.New("no root element")
	}
	return &n, nil
}

// TreeScript defines auspexXMLTree(text) for the page: the browser's own XML
// parser (DOMParser, "application/xml") reads the roster's text, and the
// element tree comes back as JSON in Node's shape: {"n": local name, "a":
// [{"n", "v"}] attributes, "t": the text directly inside, trimmed, "k":
// child elements}, empty ones left out. On a document the parser rejects
// (it then holds a <parsererror> element) or one nested deeper than MaxDepth
// (which would overflow the walk), it returns "error: " and the reason
// instead: JSON always starts with "{". Text and CDATA nodes (types 3 and 4)
// are text; comments and processing instructions are skipped, as
// encoding/xml's reading does.
const TreeScript = `function auspexXMLTree(text) {
  const doc = new DOMParser().parseFromString(text, "application/xml");
  const bad = doc.getElementsByTagName("parsererror")[0];
  if (bad) return "error: " + bad.textContent;
  const walk = (e, depth) => {
    if (depth > 64) throw "error: the roster nests elements more than 64 deep";
    const n = {n: e.localName}, k = [];
    let t = "";
    if (e.attributes.length) n.a = Array.from(e.attributes, (a) => ({n: a.localName, v: a.value}));
    for (let c = e.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 1) k.push(walk(c, depth + 1));
      else if (c.nodeType === 3 || c.nodeType === 4) t += c.data;
    }
    if ((t = t.trim())) n.t = t;
    if (k.length) n.k = k;
    return n;
  };
  try { return JSON.stringify(walk(doc.documentElement, 1)); } catch (err) { return String(err); }
}`
