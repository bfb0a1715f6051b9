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
// number, copied with that number changed to one its lines lack, fails; so
// does one with a number joined to its unit (a distance such as 45cm or 6",
// the count of dice in 2D6), in each system that writes them, and Epic's
// crossfire at 40cm instead of 45cm.
func TestAnchorsCatchAChangedNumber(t *testing.T) {
	named := []struct{ sys, entry, from, to string }{
		{"epic", "crossfire", "45cm", "40cm"},
	}
	for _, c := range named {
		sys, ok := rulesets.Registry().Get(c.sys)
		if !ok {
			t.Fatalf("no system %s", c.sys)
		}
		seed := seedLines(t, sys)
		i := slices.IndexFunc(sys.Entries, func(e ruleset.Entry) bool { return e.ID == c.entry })
		if i < 0 || !strings.Contains(sys.Entries[i].Body, c.from) {
			t.Fatalf("%s: no entry %s saying %s", c.sys, c.entry, c.from)
		}
		e := sys.Entries[i]
		e.Body = strings.Replace(e.Body, c.from, c.to, 1)
		if errs := entryAlone(sys, e).CheckAnchors(seed, false); len(errs) == 0 {
			t.Errorf("%s: entry %s with %s in place of %s passed the check", c.sys, c.entry, c.to, c.from)
		} else {
			t.Logf("%s: entry %s with %s in place of %s fails: %v", c.sys, c.entry, c.to, c.from, errs[0])
		}
	}

	tried := map[string]int{}
	systems := 0
	for _, sys := range rulesets.Registry().All() {
		seed := seedLines(t, sys)
		for _, shape := range numberShapes {
			for _, e := range sys.Entries {
				if e.Lines == "" || e.Origin != "" {
					continue
				}
				anchored := anchoredSeed(seed, e.Lines)
				loc := shape.re.FindStringSubmatchIndex(e.Body)
				if loc == nil || len(ruleset.NumbersMissing(e.Body, anchored)) > 0 {
					continue
				}
				changed := ""
				for n := 97; n < 10000 && changed == ""; n++ {
					if len(ruleset.NumbersMissing(fmt.Sprint(n), anchored)) == 1 {
						changed = fmt.Sprint(n)
					}
				}
				cp := e
				cp.Body = e.Body[:loc[2]] + changed + e.Body[loc[3]:]
				was, now := e.Body[loc[2]:loc[1]], changed+e.Body[loc[3]:loc[1]]
				errs := entryAlone(sys, cp).CheckAnchors(seed, false)
				if len(errs) == 0 || !strings.Contains(errors.Join(errs...).Error(), changed+" not in lines") {
					t.Errorf("%s: entry %s with %s (%s) in place of %s passed the check (%v)", sys.Info.ID, e.ID, now, shape.kind, was, errs)
				}
				t.Logf("%s: entry %s with %s (%s) in place of %s fails the check", sys.Info.ID, e.ID, now, shape.kind, was)
				tried[shape.kind]++
				break
			}
		}
		systems++
	}
	// Every system states plain numbers, and every one measures in inches
	// or centimetres and rolls several dice at once.
	for _, shape := range numberShapes {
		if tried[shape.kind] < systems {
			t.Errorf("a changed %s was tried in %d systems of %d: each needs an anchored entry with one", shape.kind, tried[shape.kind], systems)
		}
	}
}

// numberShapes are the kinds of number the changed-number test tries: the
// number is the regexp's first group.
var numberShapes = []struct {
	kind string
	re   *regexp.Regexp
}{
	{"plain number", regexp.MustCompile(`\b([0-9]+)\b`)},
	{"distance with its unit", regexp.MustCompile(`(?i)(?:^|[^0-9a-z])([0-9]+)(?:cm|")`)},
	{"count of dice", regexp.MustCompile(`(?i)(?:^|[^0-9a-z])([0-9]+)D[0-9]+`)},
}

// entryAlone is the system with one entry and nothing else to check.
func entryAlone(sys *ruleset.Ruleset, e ruleset.Entry) *ruleset.Ruleset {
	cp := *sys
	cp.Entries = []ruleset.Entry{e}
	cp.Charts, cp.Sheets, cp.Setup, cp.Phases = nil, nil, nil, nil
	cp.Turn.After = nil
	cp.Turn.Roster = nil
	return &cp
}

// anchoredSeed is the seed's text over an anchor's lines.
func anchoredSeed(seed []string, lines string) string {
	ranges, _ := ruleset.ParseLines(lines)
	var anchored []string
	for _, r := range ranges {
		if r.To <= len(seed) {
			anchored = append(anchored, seed[r.From-1:r.To]...)
		}
	}
	return strings.Join(anchored, "\n")
}

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
