package ruleset

import "testing"

func TestPageRef(t *testing.T) {
	for in, want := range map[string]string{
		"21":        "p. 21",
		"21-22":     "pp. 21-22",
		"9, 41":     "pp. 9, 41",
		"20-21, 42": "pp. 20-21, 42",
	} {
		if got := PageRef(in); got != want {
			t.Errorf("PageRef(%q) = %q, want %q", in, got, want)
		}
	}
}
