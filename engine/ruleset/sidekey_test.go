package ruleset

import (
	"errors"
	"net/url"
	"strings"
	"testing"
)

// A two-sided form keys each side's fields "atk.x" and "def.x": such keys
// parse, round-trip and are named in errors; a line prefix still works on
// them, and keys that would clash with lines or side B are refused.
func TestSidePrefixedKeys(t *testing.T) {
	f := &Form{
		Fields: []Field{
			{Key: "atk.cc", Label: "CC", Help: "h", Kind: Number, Group: "g", Min: 2, Max: 7, Default: "4"},
			{Key: "def.cc", Label: "CC", Help: "h", Kind: Number, Group: "g", Min: 2, Max: 7, Default: "4"},
		},
		Groups: []Group{{ID: "g", Label: "G"}},
	}
	if faults := f.Faults(); len(faults) > 0 {
		t.Fatal(faults)
	}
	v, err := ParseForm(f, url.Values{"atk.cc": {"3"}})
	if err != nil || v.Int("atk.cc") != 3 || v.Int("def.cc") != 4 || v.Encode() != "atk.cc=3" {
		t.Fatalf("%v %q", err, v.Encode())
	}
	for _, q := range []string{"def.cc=9", "atk.zz=1", "x.s=1", "2.atk.cc=3"} {
		qv, _ := url.ParseQuery(q)
		_, err := ParseForm(f, qv)
		var fe *FieldError
		if !errors.As(err, &fe) || !strings.Contains(q, fe.Key) {
			t.Errorf("%s: %v", q, err)
		}
	}
	if l, k, ok := SplitLineKey("3.atk.cc"); !ok || l != 3 || k != "atk.cc" {
		t.Errorf("3.atk.cc: %d %q %v", l, k, ok)
	}
	if _, _, ok := SplitLineKey("02.s"); ok {
		t.Error("02.s read as a line")
	}
	for _, bad := range []string{"b.cc", "atk.def.cc", "atk.", "2.cc"} {
		g := &Form{Fields: []Field{{Key: bad, Label: "x", Help: "h", Kind: Toggle, Group: "g", Default: "0"}}, Groups: f.Groups}
		if len(g.Faults()) == 0 {
			t.Errorf("key %q accepted", bad)
		}
	}
}
