//go:build !wasm

package calc

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// A link's query (or the stored input) is outside input: whatever it holds,
// restoring it never panics, names what it could not use in a bounded notice,
// and leaves a state that restores again with nothing to report.
func FuzzRestoreLink(f *testing.F) {
	for _, s := range []string{"", "a=2&bs=3", "models=5&d=d6&zz=1&s=99&a=2&a=3&compare=1&b.s=7&b.t=5&b.ap=x",
		"%zz&models=3", "a=" + strings.Repeat("W", 500), "b.a=3", "compare=1&b.a=D6+1", "\u202E=1&a=<script>"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		c := newCalc(t)
		note := c.restore(raw)
		if utf8.RuneCountInString(note) > 2000 {
			t.Fatalf("a notice of %d characters for %.100q", utf8.RuneCountInString(note), raw)
		}
		c.recompute()
		state := c.state()
		if note := c.restore(state); note != "" {
			t.Fatalf("%q restored to state %q, which reports %q", raw, state, note)
		}
	})
}
