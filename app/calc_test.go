package app

import (
	"strings"
	"testing"
)

// A broken pair costs only itself; a query of too many pairs is refused whole.
func TestParseLoose(t *testing.T) {
	q, bad, err := parseLoose("models=5&a=%zz&&s=6&%zz=1")
	if err != nil || q.Get("models") != "5" || q.Get("s") != "6" || q.Has("a") || len(bad) != 2 {
		t.Fatalf("got %v, %q, %v", q, bad, err)
	}
	if !strings.Contains(bad[0], `"a=%zz"`) || !strings.Contains(bad[0], "invalid URL escape") {
		t.Errorf("the broken pair is not named: %q", bad[0])
	}
	if _, _, err := parseLoose(strings.Repeat("k=1&", maxQueryParts)); err == nil {
		t.Error("a query of too many pairs was read")
	}
	if got := clip(strings.Repeat("é", 100)); got != strings.Repeat("é", 40)+"…" {
		t.Errorf("clip: %q", got)
	}
}
