package names

import (
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	if n, err := Check("  Warden Patrol  "); err != nil || n != "Warden Patrol" {
		t.Errorf("trimmed: %q %v", n, err)
	}
	if _, err := Check(strings.Repeat("é", Max)); err != nil {
		t.Errorf("%d accented letters: %v", Max, err)
	}
	for bad, want := range map[string]string{
		"":                         "empty",
		strings.Repeat("x", Max+1): "longer than 60",
		"a\tb":                     "control character",
		"\xff":                     "not valid text",
		"left\u202Eright":          "RIGHT-TO-LEFT OVERRIDE",
		"zero\u200Bwidth":          "U+200B, an invisible formatting character",
	} {
		if _, err := Check(bad); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Check(%q) = %v, want %q", bad, err, want)
		}
	}
}
