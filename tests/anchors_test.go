//go:build !wasm

package tests

import (
	"errors"
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

// Every statement Auspex makes rests on seed lines a second reader can
// check (engine/ruleset/anchor.go), and each system lists the seed's rules
// that change play with the entry that carries each (coverage/*.txt).

// pendingAnchors are the systems whose statements are not all anchored yet,
// and why: their anchors are still checked where given, but a statement
// without one is not yet a failure. Empty when every system is done.
var pendingAnchors = map[string]string{}

// seedLines reads a system's seed from ../shared/seeds beside the checkout.
// Outside CI a missing seed skips, saying so (a clone on its own has none);
// under CI it fails.
func seedLines(t *testing.T, sys *ruleset.Ruleset) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "shared", "seeds", sys.Info.Source.File))
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("%s: %v: %v", sys.Info.ID, ruleset.ErrNoSeed, err)
		}
		t.Skipf("%s: %v: anchors not checked", sys.Info.ID, ruleset.ErrNoSeed)
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

func TestAnchors(t *testing.T) {
	for _, sys := range rulesets.Registry().All() {
		t.Run(sys.Info.ID, func(t *testing.T) {
			seed := seedLines(t, sys)
			_, pending := pendingAnchors[sys.Info.ID]
			// AUSPEX_ANCHORS_COMPLETE=id,id holds pending systems to the whole
			// check, for whoever is finishing them.
			if slices.Contains(strings.Split(os.Getenv("AUSPEX_ANCHORS_COMPLETE"), ","), sys.Info.ID) {
				pending = false
			}
			for _, err := range sys.CheckAnchors(seed, !pending) {
				t.Error(err)
			}
			if pending {
				t.Logf("%s: not every statement is anchored yet (%s)", sys.Info.ID, pendingAnchors[sys.Info.ID])
			}
		})
	}
}

// The check is real: a book entry of each system with an anchor and a
// number, copied with that number changed to one its lines lack, fails.
func TestAnchorsCatchAChangedNumber(t *testing.T) {
	tried := 0
	for _, sys := range rulesets.Registry().All() {
		seed := seedLines(t, sys)
		for _, e := range sys.Entries {
			if e.Lines == "" || e.Origin != "" {
				continue
			}
			ranges, _ := ruleset.ParseLines(e.Lines)
			var anchored []string
			for _, r := range ranges {
				if r.To <= len(seed) {
					anchored = append(anchored, seed[r.From-1:r.To]...)
				}
			}
			loc := firstNumber.FindStringIndex(e.Body)
			if loc == nil || len(ruleset.NumbersMissing(e.Body, strings.Join(anchored, "\n"))) > 0 {
				continue
			}
			changed := ""
			for n := 97; n < 10000 && changed == ""; n++ {
				if len(ruleset.NumbersMissing(fmt.Sprint(n), strings.Join(anchored, "\n"))) == 1 {
					changed = fmt.Sprint(n)
				}
			}
			cp := *sys
			cp.Entries = []ruleset.Entry{e}
			cp.Entries[0].Body = e.Body[:loc[0]] + changed + e.Body[loc[1]:]
			cp.Charts, cp.Sheets, cp.Setup, cp.Phases = nil, nil, nil, nil
			cp.Turn.After = nil
			errs := cp.CheckAnchors(seed, false)
			if len(errs) == 0 || !strings.Contains(errors.Join(errs...).Error(), changed+" not in lines") {
				t.Errorf("%s: entry %s with %s in place of %s passed the check (%v)", sys.Info.ID, e.ID, changed, e.Body[loc[0]:loc[1]], errs)
			}
			t.Logf("%s: entry %s with %s in place of %s fails the check", sys.Info.ID, e.ID, changed, e.Body[loc[0]:loc[1]])
			tried++
			break
		}
	}
	if n := len(rulesets.Registry().All()); tried < n {
		t.Errorf("a changed number was tried in %d systems of %d: each needs an anchored entry with a number", tried, n)
	}
}

var firstNumber = regexp.MustCompile(`\b[0-9]+\b`)

// TestCoverage: each system's list of the seed's rules that change play,
// coverage/*.txt beside its package, one rule a line:
//
//	LINES | the rule, in a few words | entry-id
//	LINES | the rule, in a few words | entry-id | exceptions
//	LINES | the rule, in a few words | - why Auspex leaves it out
//
// Every rule names seed lines that exist; an entry that carries it exists and
// its own anchor overlaps the rule's lines; a rule left out says why. The
// optional fourth field is the rule's exceptions inventory (coverageRow).
func TestCoverage(t *testing.T) {
	for _, sys := range rulesets.Registry().All() {
		t.Run(sys.Info.ID, func(t *testing.T) {
			rows := coverageRows(t, sys)
			if rows == nil {
				return
			}
			seed := seedLines(t, sys)
			entries := map[string]ruleset.Entry{}
			for _, e := range sys.Entries {
				entries[e.ID] = e
			}
			for _, r := range rows {
				for _, err := range coverageFaults(r, seed, entries) {
					t.Errorf("%s: %v", r.at, err)
				}
			}
			t.Logf("%s: %d rules listed", sys.Info.ID, len(rows))
		})
	}
}

func coverageFaults(r coverageRow, seed []string, entries map[string]ruleset.Entry) []error {
	errs := slices.Clone(r.faults)
	var ranges []ruleset.LineRange
	if r.ranges != nil {
		ranges = r.ranges
		if slices.ContainsFunc(ranges, func(x ruleset.LineRange) bool { return x.To > len(seed) }) {
			errs = append(errs, fmt.Errorf("lines %s: the seed has %d lines", r.lines, len(seed)))
			ranges = nil
		}
	}
	if r.carrier == "" {
		return errs
	}
	e, ok := entries[r.carrier]
	if !ok {
		return append(errs, fmt.Errorf("%s: no entry %q", r.rule, r.carrier))
	}
	if e.Lines == "" || ranges == nil {
		return errs // the anchor test reports an entry without lines
	}
	own, _ := ruleset.ParseLines(e.Lines)
	if !overlaps(own, ranges) {
		errs = append(errs, fmt.Errorf("%s (lines %s): entry %s rests on lines %s, none of them the rule's", r.rule, r.lines, r.carrier, e.Lines))
	}
	return errs
}

func overlaps(a, b []ruleset.LineRange) bool {
	for _, x := range a {
		for _, y := range b {
			if x.From <= y.To && y.From <= x.To {
				return true
			}
		}
	}
	return false
}
