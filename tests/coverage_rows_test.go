//go:build !wasm

package tests

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/rulesets"
)

// coverageRow is one line of a system's coverage list (TestCoverage):
//
//	LINES | rule | entry-id | exceptions
//
// The fourth field, required on every row whose rule an entry carries, is
// the rule's exceptions inventory: its
// exceptions and qualifications found anywhere in the book, separated by
// "; " (outside brackets), each a key word (the unit type or rule that makes the exception),
// an optional note in brackets, and the seed lines that state it:
//
//	Aircraft (no Advance) 3867-3876, 3926-3930; Fly (crosses models) 1036-1039
//
// "none found" says the whole seed was searched and holds no exception.
type coverageRow struct {
	at         string // file:line
	lines      string
	ranges     []ruleset.LineRange // nil when lines do not parse
	rule       string
	carrier    string // "" when the rule is left out
	exceptions []exception
	searched   bool    // the row has an inventory ("none found" or a list)
	faults     []error // what is wrong with the row's form
}

type exception struct {
	key, note, lines string
	ranges           []ruleset.LineRange
}

// splitOutside splits s at sep where it is not inside brackets (a note may
// hold a "; ").
func splitOutside(s string, sep byte) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
		case sep:
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

var exceptionForm = regexp.MustCompile(`^(.+?)\s*(?:\(([^()]*)\))?\s+([0-9][0-9, -]*)$`)

// coverageRows reads a system's coverage list; nil (logged) for a system
// still pending, a failure for any other without one.
func coverageRows(t *testing.T, sys *ruleset.Ruleset) []coverageRow {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("..", "engine", "rulesets", sys.Info.ID, "coverage", "*.txt"))
	if len(files) == 0 {
		if _, pending := pendingAnchors[sys.Info.ID]; pending {
			t.Logf("%s: no coverage list yet (%s)", sys.Info.ID, pendingAnchors[sys.Info.ID])
			return nil
		}
		t.Fatalf("%s: no coverage list (engine/rulesets/%s/coverage/*.txt)", sys.Info.ID, sys.Info.ID)
	}
	var rows []coverageRow
	for _, l := range listLines(t, files) {
		rows = append(rows, parseCoverageRow(fmt.Sprintf("%s:%d", filepath.Base(l.file), l.n), l.text))
	}
	return rows
}

// listLine is a line of a hand-kept list file (coverage rows, readings).
type listLine struct {
	file string
	n    int // from 1
	text string
}

// listLines reads files' lines, trimmed, without blank lines and "#"
// comments.
func listLines(t *testing.T, files []string) []listLine {
	t.Helper()
	var out []listLine
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for n, line := range strings.Split(string(b), "\n") {
			if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
				out = append(out, listLine{f, n + 1, line})
			}
		}
	}
	return out
}

func parseCoverageRow(at, line string) coverageRow {
	r := coverageRow{at: at}
	parts := strings.Split(line, "|")
	if len(parts) != 3 && len(parts) != 4 {
		r.faults = append(r.faults, fmt.Errorf("want LINES | rule | entry-id [| exceptions] or LINES | rule | - reason, got %q", line))
		return r
	}
	r.lines, r.rule = strings.TrimSpace(parts[0]), strings.TrimSpace(parts[1])
	to := strings.TrimSpace(parts[2])
	ranges, err := ruleset.ParseLines(r.lines)
	switch {
	case err != nil:
		r.faults = append(r.faults, err)
	case len(ranges) == 0:
		r.faults = append(r.faults, fmt.Errorf("no seed lines"))
	default:
		r.ranges = ranges
	}
	if r.rule == "" {
		r.faults = append(r.faults, fmt.Errorf("the rule has no name"))
	}
	if reason, ok := strings.CutPrefix(to, "-"); ok {
		if strings.TrimSpace(reason) == "" {
			r.faults = append(r.faults, fmt.Errorf("%s is left out with no reason", r.rule))
		}
		if len(parts) == 4 {
			r.faults = append(r.faults, fmt.Errorf("%s is left out: it has no exceptions to list", r.rule))
		}
		return r
	}
	r.carrier = to
	if len(parts) == 3 {
		return r
	}
	r.searched = true
	inv := strings.TrimSpace(parts[3])
	if inv == "none found" {
		return r
	}
	for _, x := range splitOutside(inv, ';') {
		m := exceptionForm.FindStringSubmatch(strings.TrimSpace(x))
		if m == nil {
			r.faults = append(r.faults, fmt.Errorf("exception %q: want a key word, an optional (note) and seed lines", strings.TrimSpace(x)))
			continue
		}
		ex := exception{key: m[1], note: m[2], lines: strings.TrimSpace(m[3])}
		ex.ranges, err = ruleset.ParseLines(ex.lines)
		if err != nil || len(ex.ranges) == 0 {
			r.faults = append(r.faults, fmt.Errorf("exception %s: lines %q: %v", ex.key, ex.lines, err))
			ex.ranges = nil
		}
		r.exceptions = append(r.exceptions, ex)
	}
	return r
}

// TestCoverageExceptions: every row an entry carries has its inventory, and
// each exception a coverage row lists is in the book
// where the row says (its key word is in those seed lines), and the entry
// that carries the rule states it: the key word is in its body (case
// insensitively, at a word's start: "Aircraft", "Flying" for "Fly") and its
// anchor covers some of the exception's lines.
func TestCoverageExceptions(t *testing.T) {
	for _, sys := range rulesets.Registry().All() {
		t.Run(sys.Info.ID, func(t *testing.T) {
			rows := coverageRows(t, sys)
			if rows == nil {
				return
			}
			seed := seedLines(t, sys)
			inventoried, listed := 0, 0
			for _, r := range rows {
				if !r.searched {
					if r.carrier != "" {
						t.Errorf("%s: %s: no exceptions inventory; search the whole seed and list them, or write \"none found\"", r.at, r.rule)
					}
					continue
				}
				inventoried++
				e, _ := sys.Entry(r.carrier) // TestCoverage reports a missing entry
				own, _ := ruleset.ParseLines(e.Lines)
				for _, x := range r.exceptions {
					listed++
					if x.ranges == nil {
						continue // TestCoverage reports the row's form
					}
					key := regexp.MustCompile(`(?i)(^|[^\w])` + regexp.QuoteMeta(x.key))
					var text []string
					for _, l := range x.ranges {
						if l.To > len(seed) {
							t.Errorf("%s: exception %s: lines %s: the seed has %d lines", r.at, x.key, x.lines, len(seed))
							continue
						}
						text = append(text, seed[l.From-1:l.To]...)
					}
					if !key.MatchString(strings.Join(text, " ")) {
						t.Errorf("%s: exception %s: lines %s do not name it", r.at, x.key, x.lines)
					}
					if !key.MatchString(e.Body) {
						t.Errorf("%s: %s: the carrier %s does not state the exception %s (lines %s)", r.at, r.rule, r.carrier, x.key, x.lines)
					}
					if !overlaps(own, x.ranges) {
						t.Errorf("%s: %s: the carrier %s rests on lines %s, none of the exception %s's (%s)", r.at, r.rule, r.carrier, e.Lines, x.key, x.lines)
					}
				}
			}
			t.Logf("%s: %d rows of %d inventoried for exceptions, %d exceptions listed", sys.Info.ID, inventoried, len(rows), listed)
		})
	}
}

// A restatement should state each exception of the rule it restates or say
// where to look ("except Aircraft: see Aircraft"). That needs a reader (words
// such as "see the entry" name no exception), so this lists, without failing,
// each checklist step, play, sheet line, chart note and glossary line that
// names an inventoried rule's carrier but not one of its exceptions' key
// words: the reading's worklist (go test -run CoverageRestatementsOmit -v).
func TestCoverageRestatementsOmitExceptions(t *testing.T) {
	for _, sys := range rulesets.Registry().All() {
		t.Run(sys.Info.ID, func(t *testing.T) {
			keys := map[string][]string{} // carrier -> exception key words
			for _, r := range coverageRows(t, sys) {
				for _, x := range r.exceptions {
					if !slices.Contains(keys[r.carrier], x.key) {
						keys[r.carrier] = append(keys[r.carrier], x.key)
					}
				}
			}
			m := newNameMatcher(sys)
			named, silent := 0, 0
			for _, it := range restatements(t, sys) {
				if strings.HasPrefix(it.at, "entry ") {
					continue // entries link the carrier and are read whole
				}
				for id := range m.named(it.text) {
					if len(keys[id]) == 0 {
						continue
					}
					named++
					var missing []string
					for _, k := range keys[id] {
						if !regexp.MustCompile(`(?i)(^|[^\w])` + regexp.QuoteMeta(k)).MatchString(it.text) {
							missing = append(missing, k)
						}
					}
					if len(missing) > 0 {
						silent++
						t.Logf("%s restates %s without: %s", it.at, id, strings.Join(missing, ", "))
					}
				}
			}
			t.Logf("%s: %d restatements of inventoried rules, %d without some exception's key word", sys.Info.ID, named, silent)
		})
	}
}
