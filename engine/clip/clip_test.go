package clip

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestText(t *testing.T) {
	for in, want := range map[string]string{
		"":                       "",
		"Termagants":             "Termagants",
		strings.Repeat("x", 40):  strings.Repeat("x", 40),
		strings.Repeat("x", 41):  strings.Repeat("x", 40) + "…",
		strings.Repeat("é", 100): strings.Repeat("é", 40) + "…",
		"a\u202Eb":               `a\u202Eb`,
		"tab\there":              `tab\u0009here`,
		"bad\xffbyte":            `bad\xFFbyte`,
		"ok \uFFFD":              "ok \uFFFD",
	} {
		if got := Text(in); got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestQuote(t *testing.T) {
	for in, want := range map[string]string{
		`a"b`:                              `"a\"b"`,
		strings.Repeat("x", 41):            `"` + strings.Repeat("x", 40) + `…"`,
		"\u202E" + strings.Repeat("y", 50): `"\u202e` + strings.Repeat("y", 39) + `…"`,
	} {
		if got := Quote(in); got != want {
			t.Errorf("Quote(%q) = %q, want %q", in, got, want)
		}
	}
}

// Whatever the input, the echo is short and valid UTF-8.
func FuzzText(f *testing.F) {
	f.Add(strings.Repeat("\u202E", 100))
	f.Add("\xff\xfe")
	f.Fuzz(func(t *testing.T, s string) {
		for _, out := range []string{Text(s), Quote(s)} {
			if !utf8.ValidString(out) || utf8.RuneCountInString(out) > 12*Max+3 {
				t.Fatalf("%q -> %q", s, out)
			}
		}
	})
}
