package ruleset

import (
	"fmt"
	"strconv"
	"strings"
)

// Anchors tie what Auspex says to the seed lines it rests on: every entry,
// chart, step, play and sheet block names them ("804-807, 1009" in its Lines
// field; an entry's front matter says `lines:`). The seeds never change, so a
// line number is a stable address a second reader can check. What is ours
// says so instead: Origin "ruling" or "derived" on an item, a **Ruling
// note:**, **Derived:** or **Outside the source:** quote in an entry.

// LineRange is a range of seed lines, 1-based and inclusive.
type LineRange struct{ From, To int }

func (r LineRange) String() string {
	if r.From == r.To {
		return strconv.Itoa(r.From)
	}
	return fmt.Sprintf("%d-%d", r.From, r.To)
}

// ParseLines reads an anchor: line numbers and ranges, comma separated
// ("804-807, 1009"). Empty is no anchor.
func ParseLines(s string) ([]LineRange, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var out []LineRange
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		a, b, isRange := strings.Cut(part, "-")
		from, err1 := strconv.Atoi(strings.TrimSpace(a))
		to := from
		var err2 error
		if isRange {
			to, err2 = strconv.Atoi(strings.TrimSpace(b))
		}
		switch {
		case err1 != nil || err2 != nil:
			return nil, fmt.Errorf("%q is not a line or a range of lines (such as 804 or 804-807)", part)
		case from < 1 || to < from:
			return nil, fmt.Errorf("%q runs backwards or starts before line 1", part)
		case to-from > maxAnchorSpan:
			return nil, fmt.Errorf("%q spans %d lines: anchor a statement to the lines it rests on, at most %d at a time", part, to-from+1, maxAnchorSpan+1)
		}
		out = append(out, LineRange{from, to})
	}
	return out, nil
}

// maxAnchorSpan keeps an anchor a citation, not a chapter.
const maxAnchorSpan = 199

// The origins of what is ours, which every system knows besides the FAQ.
const (
	Ruling  = "ruling"  // how Auspex plays what the book leaves open or contradicts
	Derived = "derived" // worked out from the book's rules (a sum, a consequence)
)

var (
	rulingOrigin  = Origin{ID: Ruling, Badge: "Ruling", Label: "Auspex's ruling where the book is silent or contradicts itself"}
	derivedOrigin = Origin{ID: Derived, Badge: "Derived", Label: "worked out by Auspex from the book's rules"}
)

// Ours reports whether an origin marks a statement as the project's own (a
// ruling, a derivation) or from outside the seed: its numbers need not
// appear in the anchored lines.
func Ours(origin string) bool { return origin != "" }
