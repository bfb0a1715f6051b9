package calc

import (
	"maps"
	"testing"
)

// What the first frame left out is drawn in steps (drawLater): the form's
// parts, then the results, then the dice tray, and nothing is left held back.
func TestLaterStepsFormResultsTray(t *testing.T) {
	k := func(keys ...string) map[string]bool {
		m := map[string]bool{}
		for _, key := range keys {
			m[key] = true
		}
		return m
	}
	cases := []struct {
		name  string
		later map[string]bool
		steps []map[string]bool // what is held back after each step, to nil
	}{
		{"a phone: form and results below the screen", k("group:target", "field:a-s", "output"),
			[]map[string]bool{k("output", trayLater), k(trayLater), nil}},
		{"only the results below", k("output"), []map[string]bool{k(trayLater), nil}},
		{"only form parts below (results beside the form)", k("group:target", "field:a-s"), []map[string]bool{nil}},
		{"nothing held back", nil, []map[string]bool{nil}},
	}
	for _, tc := range cases {
		later := tc.later
		for i, want := range tc.steps {
			later = laterStep(later)
			if !maps.Equal(later, want) || (later == nil) != (want == nil) {
				t.Errorf("%s: after step %d held back %v, want %v", tc.name, i+1, later, want)
			}
		}
	}
}
