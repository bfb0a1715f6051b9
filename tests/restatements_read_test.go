//go:build !wasm

package tests

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/rulesets"
)

// The consistency reading (issue 49): every checklist step, play, phase
// reminder, sheet line, chart note, glossary line and entry that names a rule
// the coverage list carries, or links its carrier by hand (a step's Refs, an
// entry's Markdown link), is read against the carrier entry and the seed by a
// reader who wrote neither, the whole seed searched for the rule's
// exceptions. Each reading is a line of engine/rulesets/<sys>/coverage/
// readings/*.txt (one file per reader or slice, so that readers working at
// once do not collide):
//
//	hash | carrier | verdict | reader | where | note
//
// hash is the first 10 hex digits of the SHA-256 of the item's text as read
// (restatementHash; an entry's whole Markdown body, its links' words and
// targets included): an edit of the item after its reading makes the reading
// stale, and the test says so, because the edited words are unread. where is
// the item's place when read (informative: a sheet line keeps its reading
// when lines around it move). verdict is one of readingVerdicts; a fault's
// note names the seed lines and what was wrong, and "listed" where issue 49
// listed it already. The item's text is then the fixed one.
var readingVerdicts = map[string]string{
	"agrees":        "says what the carrier and the seed say; an exception it leaves out does not bear on what it states, or it sends the player to the carrier in words",
	"omission":      "left out an exception or qualification that changes what it states; fixed",
	"contradiction": "said what the carrier or the seed contradicts; fixed",
}

// Every restatement of every system has a reading (issue 49): an unread one
// fails, as a new item or an edit must be read before it lands. With
// READING_TEXT=1 the test also prints each unread item's text and its
// carriers' exceptions: the reader's worklist.

type reading struct {
	at                                    string // file:line
	hash, carrier, verdict, reader, where string
	note                                  string
}

func restatementHash(text string) string {
	s := sha256.Sum256([]byte(text))
	return hex.EncodeToString(s[:])[:10]
}

func readings(t *testing.T, id string) []reading {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("..", "engine", "rulesets", id, "coverage", "readings", "*.txt"))
	var out []reading
	for _, l := range listLines(t, files) {
		at := fmt.Sprintf("%s/%s:%d", id, filepath.Base(l.file), l.n)
		p := strings.SplitN(l.text, "|", 6)
		if len(p) != 6 {
			t.Errorf("%s: want hash | carrier | verdict | reader | where | note, got %q", at, l.text)
			continue
		}
		for i := range p {
			p[i] = strings.TrimSpace(p[i])
		}
		r := reading{at: at, hash: p[0], carrier: p[1], verdict: p[2], reader: p[3], where: p[4], note: p[5]}
		if _, ok := readingVerdicts[r.verdict]; !ok {
			t.Errorf("%s: verdict %q is none of agrees, omission, contradiction", at, r.verdict)
		}
		if r.reader == "" {
			t.Errorf("%s: no reader", at)
		}
		if r.verdict != "agrees" && r.note == "" {
			t.Errorf("%s: a %s needs a note (seed lines, what was wrong)", at, r.verdict)
		}
		out = append(out, r)
	}
	return out
}

// restatementPairs lists each (item, carrier) the reading covers: every item
// naming or linking a carried rule, an entry naming or linking another
// entry's (an entry's reading is of its whole body: any edit of it makes
// every reading of it stale). A link counts as a restatement because the
// words around it can state the rule: "[Feel No Pain](ref:feel-no-pain) works
// on a 4+" says as much as the name alone would.
func restatementPairs(t *testing.T, sys *ruleset.Ruleset) (pairs []restatement, carriers []string) {
	t.Helper()
	carried := map[string]bool{}
	for _, r := range coverageRows(t, sys) {
		if r.carrier != "" {
			carried[r.carrier] = true
		}
	}
	m := newNameMatcher(sys)
	for _, it := range restatements(t, sys) {
		named := m.named(it.text)
		for _, id := range it.refs {
			named[id] = "linked"
		}
		var ids []string
		for id := range named {
			if carried[id] && it.at != "entry "+id {
				ids = append(ids, id)
			}
		}
		slices.Sort(ids)
		for _, id := range ids {
			pairs = append(pairs, it)
			carriers = append(carriers, id)
		}
	}
	return pairs, carriers
}

// readingState matches readings to the current (item, carrier) pairs: the
// readings that match (by key), the stale ones, and the pairs still unread.
func readingState(pairs []restatement, carriers []string, rs []reading) (read map[string]reading, stale []reading, unread []int, dups []reading) {
	current := map[string]bool{}
	for i, it := range pairs {
		current[restatementHash(it.read())+" "+carriers[i]] = true
	}
	read = map[string]reading{}
	for _, r := range rs {
		key := r.hash + " " + r.carrier
		switch _, dup := read[key]; {
		case !current[key]:
			stale = append(stale, r)
		case dup:
			dups = append(dups, r)
		default:
			read[key] = r
		}
	}
	for i, it := range pairs {
		if _, ok := read[restatementHash(it.read())+" "+carriers[i]]; !ok {
			unread = append(unread, i)
		}
	}
	return read, stale, unread, dups
}

func TestCoverageRestatementsRead(t *testing.T) {
	for _, sys := range rulesets.Registry().All() {
		t.Run(sys.Info.ID, func(t *testing.T) {
			pairs, carriers := restatementPairs(t, sys)
			read, stale, unread, dups := readingState(pairs, carriers, readings(t, sys.Info.ID))
			for _, r := range stale {
				t.Errorf("%s: stale reading of %s for %s: no item with that text names it now (edited after it was read? read it again and give its new hash)", r.at, r.where, r.carrier)
			}
			for _, r := range dups {
				t.Errorf("%s: %s for %s is read twice", r.at, r.where, r.carrier)
			}
			verdicts := map[string]int{}
			readers := map[string]int{}
			for _, r := range read {
				verdicts[r.verdict]++
				readers[r.reader]++
			}
			// READING_TEXT=1 prints each unread item's text once, and the
			// carrier's inventoried exceptions: the reader's worklist.
			show, shown := os.Getenv("READING_TEXT") != "", map[string]bool{}
			exceptions := map[string][]string{}
			if show {
				for _, r := range coverageRows(t, sys) {
					for _, x := range r.exceptions {
						exceptions[r.carrier] = append(exceptions[r.carrier], x.key+" "+x.lines)
					}
				}
			}
			entryPairs, entriesUnread := 0, 0
			for _, it := range pairs {
				if strings.HasPrefix(it.at, "entry ") {
					entryPairs++
				}
			}
			for _, i := range unread {
				h := restatementHash(pairs[i].read())
				if strings.HasPrefix(pairs[i].at, "entry ") {
					entriesUnread++
				}
				t.Errorf("%s names or links %s and has no reading (text hash %s)", pairs[i].at, carriers[i], h)
				if !show {
					continue
				}
				if !shown[pairs[i].at] {
					shown[pairs[i].at] = true
					t.Logf("item %s:\n%s", pairs[i].at, pairs[i].read())
				}
				t.Logf("unread: %s | %s | ? | ? | %s |", h, carriers[i], pairs[i].at)
				t.Logf("  %s exceptions: %s", carriers[i], strings.Join(exceptions[carriers[i]], "; "))
			}
			t.Logf("%s: %d restatements (item, rule), %d read by %d readers: %d agree, %d omissions, %d contradictions; %d unread (of the %d (entry, rule) pairs, %d unread)",
				sys.Info.ID, len(pairs), len(read), len(readers), verdicts["agrees"], verdicts["omission"], verdicts["contradiction"], len(unread), entryPairs, entriesUnread)
		})
	}
}

// The check is real: a reading matches its item until the item's text
// changes; then it is stale and the item is unread again.
func TestCoverageRestatementsReadCatchesAnEdit(t *testing.T) {
	sys, ok := rulesets.Registry().Get("wh40k10")
	if !ok {
		t.Fatal("no wh40k10")
	}
	pairs, carriers := restatementPairs(t, sys)
	if len(pairs) < 2 {
		t.Fatal("no restatements found")
	}
	r := reading{hash: restatementHash(pairs[0].read()), carrier: carriers[0], verdict: "agrees", reader: "probe", where: pairs[0].at}
	read, stale, unread, _ := readingState(pairs, carriers, []reading{r})
	if len(read) != 1 || len(stale) != 0 || len(unread) != len(pairs)-1 {
		t.Fatalf("one reading of %s: read %d, stale %d, unread %d of %d", pairs[0].at, len(read), len(stale), len(unread), len(pairs))
	}
	edited := slices.Clone(pairs)
	edited[0].text += " Except Aircraft."
	if edited[0].raw != "" {
		edited[0].raw += " Except Aircraft."
	}
	read, stale, unread, _ = readingState(edited, carriers, []reading{r})
	if len(read) != 0 || len(stale) != 1 || len(unread) != len(pairs) {
		t.Errorf("after an edit of %s: read %d, stale %d, unread %d of %d; want 0, 1, all", pairs[0].at, len(read), len(stale), len(unread), len(pairs))
	}
}
