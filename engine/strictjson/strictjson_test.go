package strictjson

import "testing"

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
