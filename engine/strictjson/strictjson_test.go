package strictjson

import (
	"strings"
	"testing"
)

func TestDecode(t *testing.T) {
	type v struct{ A int }
	var got v
	if err := Decode([]byte(` {"A": 2} `), &got); err != nil || got.A != 2 {
		t.Fatalf("got %+v, %v", got, err)
	}
	for _, bad := range []string{``, `{"A": 2, "B": 1}`, `{"A": 2} {}`, `{"A": 2}]`, `{"A": "x"}`, `{"A": 2`} {
		if err := Decode([]byte(bad), &got); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// A value of the wrong type is named in words, not Go types.
func TestDecodeWrongType(t *testing.T) {
	type v struct {
		A int
		L []struct{ N string }
	}
	for in, want := range map[string]string{
		`[1]`:               "the document should be an object, not a JSON array",
		`{"A": "x"}`:        `field "A" should be a number in range, not a JSON string`,
		`{"A": 1e99}`:       `field "A" should be a number in range, not a JSON number 1e99`,
		`{"L": [{"N": 5}]}`: `field "L.N" should be text, not a JSON number`,
		`{"L": {}}`:         `field "L" should be a list, not a JSON object`,
	} {
		var got v
		err := Decode([]byte(in), &got)
		if err != nil && in == `{"L": [{"N": 5}]}` && err.Error() == `field "L.0.N" should be text, not a JSON number` {
			continue // Go 1.27's encoding/json names the list item too; Go 1.26's does not
		}
		if err == nil || err.Error() != want {
			t.Errorf("%s: %v, want %s", in, err, want)
		}
		if err != nil && strings.Contains(err.Error(), "Go") {
			t.Errorf("%s: %v names Go types", in, err)
		}
	}
}

// Nesting deeper than MaxDepth is refused before decoding, the same way on
// every Go (since Go 1.27 encoding/json decodes by recursion, which a deep
// document runs past the browser's call stack); brackets inside strings do
// not count.
func TestDecodeDepth(t *testing.T) {
	nest := func(n int) []byte { return []byte(strings.Repeat("[", n) + strings.Repeat("]", n)) }
	var v any
	if err := Decode(nest(MaxDepth), &v); err != nil {
		t.Errorf("%d levels: %v", MaxDepth, err)
	}
	for _, n := range []int{MaxDepth + 1, 100000} {
		err := Decode(nest(n), &v)
		if err == nil || err.Error() != "the JSON nests more than 100 levels deep" {
			t.Errorf("%d levels: %v", n, err)
		}
	}
	deepText := []byte(`{"A": "` + strings.Repeat(`[{\"`, 500) + `"}`)
	var s struct{ A string }
	if err := Decode(deepText, &s); err != nil || len(s.A) != 1500 {
		t.Errorf("brackets in a string: %v, %d chars", err, len(s.A))
	}
}
