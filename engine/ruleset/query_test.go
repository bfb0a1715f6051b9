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
