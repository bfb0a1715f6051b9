package ruleset

import (
	"errors"
	"net/url"
	"strings"
	"testing"
)

var form = []Field{
	{Key: "n", Kind: Number, Min: -2, Max: 5, Default: "1"},
	{Key: "d", Kind: Dice, Min: 1, Max: 12, Default: "1"},
	{Key: "f", Kind: Toggle, Default: "0"},
	{Key: "c", Kind: Choice, Default: "", Options: []Option{{Value: ""}, {Value: "x"}}},
}

func TestParseQuery(t *testing.T) {
	v, err := ParseQuery(form, url.Values{"n": {" -2 "}, "d": {"2d6"}, "f": {"1"}, "c": {""}})
	if err != nil {
		t.Fatal(err)
	}
	if v.Int("n") != -2 || v.Dice("d").Max() != 12 || !v.Flag("f") || v.Str("c") != "" {
		t.Fatalf("values %+v", v)
	}
	if got := v.Encode(); got != "n=-2&d=2D6&f=1" {
		t.Errorf("Encode = %q", got)
	}
	bad := map[string]string{"n=6": "n", "n=x": "n", "d=3D6": "d", "d=0": "d", "f=2": "f", "c=y": "c", "zz=1": "zz", "n=1&n=2": "n"}
	for query, key := range bad {
		q, _ := url.ParseQuery(query)
		_, err := ParseQuery(form, q)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Key != key || !strings.Contains(err.Error(), key) || fe.Allowed == "" {
			t.Errorf("%s: %v", query, err)
		}
	}
}

func TestCheckQuerySalvages(t *testing.T) {
	q, _ := url.ParseQuery("n=9&d=D6&f=1&f=0&zz=%3Cscript%3E&c=x")
	v, errs := CheckQuery(form, q)
	got := map[string]string{}
	for _, e := range errs {
		got[e.Key] = e.Given
	}
	want := map[string]string{"n": "9", "f": "1,0", "zz": "<script>"}
	if len(got) != len(want) {
		t.Fatalf("errors %v, want keys of %v", errs, want)
	}
	for k, g := range want {
		if got[k] != g {
			t.Errorf("error for %s: given %q, want %q", k, got[k], g)
		}
	}
	// Bad fields fall back to their defaults; good ones are kept.
	if v.Int("n") != 1 || v.Str("d") != "D6" || v.Flag("f") || v.Str("c") != "x" {
		t.Errorf("values %v", v.Query())
	}
	if v.Encode() != "d=D6&c=x" {
		t.Errorf("Encode = %q", v.Encode())
	}
}

func TestFieldCheck(t *testing.T) {
	if c, err := form[1].Check(" 2d3+1 "); err != nil || c != "2D3+1" {
		t.Errorf("Check = %q, %v", c, err)
	}
	if c, err := form[0].Check(""); err != nil || c != "1" {
		t.Errorf("empty takes the default: %q, %v", c, err)
	}
	if _, err := form[1].Check("D7"); err == nil || err.Key != "d" || err.Given != "D7" {
		t.Errorf("D7: %v", err)
	}
}

// lineForm repeats "n" and "d" up to 3 lines; "d" is required on lines 2 and 3.
// n and d are of the attacker kind, f and c of none.
var lineForm = &Form{
	Fields: []Field{
		{Key: "n", Kind: Number, Min: -2, Max: 5, Default: "1", Group: "g"},
		{Key: "d", Kind: Dice, Min: 1, Max: 12, Default: "1", Group: "g"},
		{Key: "f", Kind: Toggle, Default: "0", Group: "h"},
		{Key: "c", Kind: Choice, Default: "", Options: []Option{{Value: ""}, {Value: "x"}}, Group: "h"},
	},
	Groups: []Group{{ID: "g", Label: "G", Kind: AttackerProfile}, {ID: "h", Label: "H"}},
	Lines:  &Lines{Keys: []string{"n", "d"}, Required: []string{"d"}, Max: 3, Label: "Line"},
}

func TestParseFormLines(t *testing.T) {
	q, _ := url.ParseQuery("n=2&2.d=D6 1&2.n=3&3.d=2&f=1")
	v, err := ParseForm(lineForm, q)
	if err != nil {
		t.Fatal(err)
	}
	if v.Lines() != 3 || v.Line(2).Int("n") != 3 || v.Line(2).Str("d") != "D6+1" || v.Line(3).Int("n") != 1 ||
		v.Line(1).Int("n") != 2 || !v.Line(3).Flag("f") {
		t.Fatalf("lines %d, query %v", v.Lines(), v.Query())
	}
	// Canonical: line keys after the plain ones, required keys always, "+" as %2B; a fixed point.
	enc := v.Encode()
	if enc != "n=2&f=1&2.n=3&2.d=D6%2B1&3.d=2" {
		t.Fatalf("Encode = %q", enc)
	}
	again, _ := url.ParseQuery(enc)
	if v2, err := ParseForm(lineForm, again); err != nil || v2.Encode() != enc {
		t.Fatalf("not a fixed point: %q, %v", v2.Encode(), err)
	}
	bad := map[string][2]any{
		"4.d=1":          {"4.d", 4},  // beyond the declared count
		"2.n=2":          {"2.d", 2},  // line 2 without its required d
		"3.d=1":          {"2.d", 2},  // line 3 given, line 2 missing altogether
		"2.d=D7":         {"2.d", 2},  // a bad value on line 2
		"2.f=1":          {"2.f", 0},  // f is not repeated
		"0.n=1":          {"0.n", 0},  // no line 0
		"02.d=1":         {"02.d", 0}, // no leading zeros
		"2.d=1&2.d=2":    {"2.d", 2},
		"2.d=3&2.n=9999": {"2.n", 2},
	}
	for query, want := range bad {
		q, _ := url.ParseQuery(query)
		_, err := ParseForm(lineForm, q)
		var fe *FieldError
		if !errors.As(err, &fe) || fe.Key != want[0] || fe.Line != want[1] || !strings.Contains(err.Error(), fe.Key) {
			t.Errorf("%s: %#v", query, err)
		}
		if fe != nil && fe.Line > 1 && !strings.Contains(err.Error(), "line ") {
			t.Errorf("%s: the error does not name the line: %v", query, err)
		}
	}
}

func TestCheckPageSides(t *testing.T) {
	lf := Form{Fields: lineForm.Fields, Groups: lineForm.Groups, Lines: lineForm.Lines, Compare: AttackerProfile}
	q, _ := url.ParseQuery("n=2&compare=1&b.n=4&b.2.d=D3&c=x")
	p, errs := CheckPage(&lf, q)
	if len(errs) != 0 || !p.Compare || p.B.Int("n") != 4 || p.B.Lines() != 2 || p.B.Line(2).Str("d") != "D3" {
		t.Fatalf("page %+v, errors %v", p, errs)
	}
	b := p.SideB()
	if b.Get("n") != "4" || b.Get("c") != "x" || b.Get("2.d") != "D3" {
		t.Errorf("side B's query %v", b)
	}
	if enc := p.Encode(); enc != "n=2&c=x&compare=1&b.n=4&b.2.d=D3" {
		t.Errorf("Encode = %q", enc)
	}
	// B's keys without compare=1 are named, not dropped in silence; bad ones keep their prefix.
	q, _ = url.ParseQuery("b.n=4&compare=2")
	_, errs = CheckPage(&lf, q)
	if len(errs) != 2 || errs[0].Key != "compare" || errs[1].Key != "b.n" {
		t.Errorf("errors %v", errs)
	}
	q, _ = url.ParseQuery("compare=1&b.2.d=D9")
	if _, errs = CheckPage(&lf, q); len(errs) != 1 || errs[0].Key != "b.2.d" || errs[0].Line != 2 {
		t.Errorf("errors %v", errs)
	}
}
