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
