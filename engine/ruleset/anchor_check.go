//go:build !wasm

package ruleset

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// CheckAnchors reads every statement of the ruleset against its seed (the
// file's lines): each anchor must name lines that exist and hold text, and
// each number or dice roll a book statement makes must be in the lines it
// names. Statements marked as ours (a ruling, a derivation) or from outside
// the seed are exempt from the numbers, not from the anchor. With complete,
// every statement that needs an anchor must have one.
func (r *Ruleset) CheckAnchors(seed []string, complete bool) []error {
	var errs []error
	bad := func(s Statement, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s: %s: %s", r.Info.ID, s.Where, fmt.Sprintf(format, args...)))
	}
	for _, s := range r.Statements() {
		outside := s.Origin != "" && s.Origin != Ruling && s.Origin != Derived && s.Origin != FAQ
		if s.Lines == "" {
			if complete && s.Needs && !outside && strings.TrimSpace(s.Text) != "" {
				bad(s, "no anchor: name the seed lines it rests on, or mark it as from outside the seed")
			}
			continue
		}
		ranges, err := ParseLines(s.Lines)
		if err != nil {
			bad(s, "lines: %v", err)
			continue
		}
		text, err := anchoredText(seed, ranges)
		if err != nil {
			bad(s, "%v", err)
			continue
		}
		if s.Origin != "" {
			continue
		}
		if missing := NumbersMissing(s.Text, text); len(missing) > 0 {
			bad(s, "%s not in lines %s (fix the number, the anchor, or mark the statement as a ruling, a derivation or from outside): %.80q",
				strings.Join(missing, ", "), s.Lines, s.Text)
		}
	}
	return errs
}

// anchoredText is the seed's text over the ranges, each of which must exist
// and hold some text.
func anchoredText(seed []string, ranges []LineRange) (string, error) {
	var b strings.Builder
	for _, r := range ranges {
		if r.To > len(seed) {
			return "", fmt.Errorf("lines %s: the seed has %d lines", r, len(seed))
		}
		part := strings.Join(seed[r.From-1:r.To], "\n")
		if strings.TrimSpace(part) == "" {
			return "", fmt.Errorf("lines %s of the seed are blank", r)
		}
		b.WriteString(part)
		b.WriteByte('\n')
	}
	return b.String(), nil
}

var (
	refLink = regexp.MustCompile(`\]\(ref:[^)]*\)`)
	// a number, with the letters joined to it ("45cm", "6s", the 2 of
	// "2D6"), not part of a word or id ("wh40k10")
	number = regexp.MustCompile(`(?i)(?:^|[^0-9a-z])([0-9]+)([a-z]*)`)
	// an ordinal is a position, not a fact to check: "10th edition"
	ordinal = regexp.MustCompile(`(?i)^(st|nd|rd|th)$`)
	// a die, alone or after its count ("D6", "2D6", "D3s")
	die = regexp.MustCompile(`(?i)(?:^|[^a-z])d\s?([0-9]+)`)
)

// NumbersMissing lists the numbers and dice of a statement that its anchored
// text lacks, in order of first appearance.
func NumbersMissing(statement, anchored string) []string {
	statement = refLink.ReplaceAllString(statement, "]")
	have := map[string]bool{}
	for _, m := range number.FindAllStringSubmatch(anchored, -1) {
		have[strings.TrimLeft(m[1], "0")+"#"] = true
	}
	for _, m := range die.FindAllStringSubmatch(anchored, -1) {
		have["D"+m[1]] = true
	}
	var missing []string
	for _, m := range number.FindAllStringSubmatch(statement, -1) {
		if ordinal.MatchString(m[2]) {
			continue // "10th edition", "the 2nd turn"
		}
		if n := strings.TrimLeft(m[1], "0") + "#"; !have[n] && !slices.Contains(missing, m[1]) {
			missing = append(missing, m[1])
		}
	}
	for _, m := range die.FindAllStringSubmatch(statement, -1) {
		if d := "D" + m[1]; !have[d] && !slices.Contains(missing, d) {
			missing = append(missing, d)
		}
	}
	return missing
}

// ErrNoSeed is returned when a seed file cannot be read.
var ErrNoSeed = errors.New("the seed file is not beside the checkout (../shared/seeds)")
