//go:build !wasm

package army

import (
	"auspex/engine/strictjson"
	"encoding/json"
	"os/exec"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

func parseUnlimited(b []byte) (*Node, error) { return parseTree(b, 1<<30, 1<<30) }

// treeJSON writes a tree as TreeScript does, in Node's JSON shape.
func treeJSON(t testing.TB, n *Node) string {
	b, err := json.Marshal(n)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestTreeJSONRoundTrip: a parsed roster written as the browser's JSON and
// read back with ParseTreeJSON is the same tree, and reads as the same
// roster.
func TestTreeJSONRoundTrip(t *testing.T) {
	for _, file := range []string{"patrol-10th.ros", "grove-newrecruit.ros"} {
		n, err := parseXML(testdata(t, file))
		if err != nil {
			t.Fatal(err)
		}
		js := treeJSON(t, n)
		if !strings.HasPrefix(js, `{"n":"roster","a":[{"n":"id","v":`) {
			t.Errorf("%s: JSON starts %.60s", file, js)
		}
		back, err := ParseTreeJSON([]byte(js))
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(n, back) {
			t.Errorf("%s: the tree read back from JSON differs", file)
		}
		viaTree, err := Read(testdata(t, file), viaJSON(t))
		if err != nil || !reflect.DeepEqual(viaTree, read(t, testdata(t, file))) {
			t.Errorf("%s: read through JSON differs (%v)", file, err)
		}
	}
}

func TestParseTreeJSONIsStrict(t *testing.T) {
	for _, bad := range []string{
		`{"n":"roster","x":1}`,              // an unknown field
		`{"n":"roster"} {"n":"roster"}`,     // two trees
		`{"n":"roster","k":[{"n":1}]}`,      // a name that is no text
		`{"a":[]}`,                          // no root name
		`"error: not well-formed (line 3)"`, // what TreeScript returns on a bad document
	} {
		if _, err := ParseTreeJSON([]byte(bad)); err == nil {
			t.Errorf("ParseTreeJSON(%s) read it", bad)
		}
	}
}

// TestTreeScriptDefinesTheFunction runs TreeScript under Node (when the
// machine has it) with a minimal DOM: it must define auspexXMLTree, walk
// elements, attributes and text into Node's shape, and report a parser
// error as a string starting "error: ".
func TestTreeScriptDefinesTheFunction(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("no node on this machine")
	}
	dom := `
const el = (name, attrs, kids) => ({nodeType: 1, localName: name, attributes: attrs.map(([n, v]) => ({localName: n, value: v})), kids});
const txt = (s) => ({nodeType: 3, data: s});
const link = (e) => { if (!e.kids) return e; e.kids.forEach((k, i) => { link(k); k.nextSibling = e.kids[i + 1] || null; }); e.firstChild = e.kids[0] || null; return e; };
let docs = [];
globalThis.DOMParser = class { parseFromString(text, type) { return docs.shift(); } };
const good = link(el("roster", [["name", "R"]], [txt("\n  "), el("cost", [["value", "5"]], [txt(" 5 pts ")]), {nodeType: 8, data: "a comment"}]));
docs.push({documentElement: good, getElementsByTagName: () => []});
docs.push({documentElement: null, getElementsByTagName: () => [{textContent: "line 1: junk"}]});
`
	script := dom + TreeScript + `
console.log(auspexXMLTree("<roster/>"));
console.log(auspexXMLTree("junk"));
`
	out, err := exec.Command(node, "-e", script).CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	want := `{"n":"roster","a":[{"n":"name","v":"R"}],"k":[{"n":"cost","a":[{"n":"value","v":"5"}],"t":"5 pts"}]}`
	if len(lines) != 2 || lines[0] != want || lines[1] != "error: line 1: junk" {
		t.Fatalf("got\n%s\nwant\n%s\nerror: line 1: junk", out, want)
	}
	n, err := ParseTreeJSON([]byte(lines[0]))
	if err != nil || n.Kids[0].Text != "5 pts" {
		t.Errorf("%+v %v", n, err)
	}
}

// FuzzParseTreeJSON: the hand-written reader never panics, and whatever it
// reads from valid UTF-8, encoding/json (strictly) reads the same.
func FuzzParseTreeJSON(f *testing.F) {
	n, _ := parseXML([]byte(tinyRoster))
	f.Add([]byte(treeJSON(f, n)))
	f.Add([]byte(`{"n":"a","a":[{"n":"x","v":"\u00e9\ud83d\ude00\n\"\\\/"}],"t":"\ud800 lone","k":[{"n":"b"}]}`))
	f.Add([]byte(` { "n" : "a" , "k" : [ ] } `))
	f.Add([]byte(`{"n":"a","n":"b"}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		mine, err := ParseTreeJSON(b)
		if err != nil || !utf8.Valid(b) {
			return
		}
		var std Node
		if err := strictjson.Decode(b, &std); err != nil {
			t.Fatalf("read %q, which encoding/json refuses: %v", b, err)
		}
		if treeJSON(t, mine) != treeJSON(t, &std) { // alike but for nil and empty lists
			t.Fatalf("read %q as %+v; encoding/json reads %+v", b, *mine, std)
		}
	})
}
