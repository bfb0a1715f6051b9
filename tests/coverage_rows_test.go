//go:build !wasm

package tests

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"auspex/engine/ruleset"
)

// coverageRow is one line of a system's coverage list (TestCoverage):
//
//	LINES | rule | entry-id | exceptions
//
// The optional fourth field is the rule's exceptions inventory: its
// exceptions and qualifications found anywhere in the book, separated by
// "; ", each a key word (the unit type or rule that makes the exception),
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
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for n, line := range strings.Split(string(b), "\n") {
			line = strings.TrimSpace(line)
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			rows = append(rows, parseCoverageRow(fmt.Sprintf("%s:%d", filepath.Base(f), n+1), line))
		}
	}
	return rows
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
	for _, x := range strings.Split(inv, ";") {
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
