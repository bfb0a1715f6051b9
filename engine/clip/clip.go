// Package clip shortens text from outside (a link's value, an imported name,
// a stored string) before a message echoes it: a 10,000-character value must
// not become a 10,000-character notice, and a character that is not printable
// (a control, a bidirectional override) must not reorder or hide the message
// around it.
package clip

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Max is how many characters of a value a message shows.
const Max = 40

// Text is s cut to Max characters, with "…" when something was cut, and
// every character that is not printable written as an escape (\u202E).
func Text(s string) string {
	var b strings.Builder
	n := 0
	for i, r := range s {
		if n == Max {
			if i < len(s) {
				b.WriteString("…")
			}
			break
		}
		n++
		switch {
		case r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD"):
			b.WriteString(`\x` + fmt.Sprintf("%02X", s[i]))
		case unicode.IsPrint(r) || r == ' ':
			b.WriteRune(r)
		case r < 0x10000:
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			fmt.Fprintf(&b, `\U%08X`, r)
		}
	}
	return b.String()
}

// Quote is Text in double quotes, as Go's %q shows a value (quotes and
// backslashes escaped), but cut.
func Quote(s string) string {
	if utf8.RuneCountInString(s) <= Max {
		return strconv.Quote(s)
	}
	cut := s
	n := 0
	for i := range s {
		if n == Max {
			cut = s[:i]
			break
		}
		n++
	}
	q := strconv.Quote(cut)
	return q[:len(q)-1] + `…"`
}
