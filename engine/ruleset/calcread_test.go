package ruleset

import (
	"errors"
	"net/url"
	"strings"
	"testing"
)

// A form with a mode and repeated lines: ReadLines reads each line, puts a
// line's error under its key, and refuses a value the mode hides.
func TestReadLines(t *testing.T) {
	form := &Form{
		Fields: []Field{
			{Key: "mode", Label: "Mode", Kind: Choice, Group: "g", Default: "a", Help: "h", Options: []Option{{Value: "a", Label: "A"}, {Value: "b", Label: "B"}}},
			{Key: "s", Label: "S", Kind: Number, Group: "g", Min: 1, Max: 10, Default: "4", Help: "h"},
			{Key: "x", Label: "X", Kind: Number, Group: "g", Min: 0, Max: 3, Default: "0", Help: "h"},
		},
		Groups: []Group{{ID: "g", Label: "G"}},
		Modes:  []Mode{{Key: "mode", Show: map[string][]string{"b": {"x"}}}},
		Lines:  &Lines{Keys: []string{"s"}, Required: []string{"s"}, Max: 3, Label: "Weapon"},
	}
	odd := func(v Values) (int, error) {
		if v.Int("s")%2 == 1 {
			return 0, &FieldError{Key: "s", Given: v.Str("s"), Allowed: "an even S"}
		}
		return v.Int("s"), nil
	}
	q := func(s string) url.Values { v, _ := url.ParseQuery(s); return v }
	_, lines, _, err := ReadLines(form, q("s=2&2.s=6"), odd)
	if err != nil || len(lines) != 2 || lines[0] != 2 || lines[1] != 6 {
		t.Fatalf("lines %v, %v", lines, err)
	}
	var fe *FieldError
	if _, _, _, err := ReadLines(form, q("s=2&2.s=5"), odd); !errors.As(err, &fe) || fe.Key != "2.s" || fe.Line != 2 {
		t.Errorf("line 2's error: %v", err)
	}
	if _, _, _, err := ReadLines(form, q("s=3"), odd); !errors.As(err, &fe) || fe.Key != "s" || fe.Line != 0 {
		t.Errorf("line 1's error: %v", err)
	}
	if _, _, _, err := ReadLines(form, q("x=2"), odd); !errors.As(err, &fe) || fe.Key != "x" || !strings.Contains(fe.Allowed, "mode=b") {
		t.Errorf("a hidden value: %v", err)
	}
	if _, _, _, err := ReadLines(form, q("s=11"), odd); !errors.As(err, &fe) || fe.Key != "s" {
		t.Errorf("a bound: %v", err)
	}
	out, err := Guard("testing", q("s=1"), func() (*int, error) { panic("boom") })
	if out != nil || err == nil || !strings.Contains(err.Error(), "boom") || !strings.Contains(err.Error(), "s=1") {
		t.Errorf("Guard: %v, %v", out, err)
	}
}
