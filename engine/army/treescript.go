package army

import (
	"errors"
	"strings"
)

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

// TreeParser makes an Env.Parse from a function that runs TreeScript's
// auspexXMLTree on the XML text (in the wasm, through syscall/js): an answer
// starting "error: " is the browser parser's refusal (Read reports it as
// not XML); any other is the tree as JSON, read with ParseTreeJSON.
func TreeParser(auspexXMLTree func(text string) string) func(xml []byte) (*Node, error) {
	return func(xml []byte) (*Node, error) {
		out := auspexXMLTree(string(xml))
		if msg, ok := strings.CutPrefix(out, "error: "); ok || !strings.HasPrefix(out, "{") {
			return nil, errors.New(strings.TrimSpace(msg))
		}
		return ParseTreeJSON([]byte(out))
	}
}
