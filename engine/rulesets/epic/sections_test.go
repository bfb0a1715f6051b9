package epic

import (
	"strings"
	"testing"
)

// sourceSections are the numbered sections of the source that Auspex covers
// (its contents pages): the rules of sections 1-4, the reference sheet and
// abbreviations of 5.0, the few army-list rules the charts and entries use,
// the tournament game rules of 6.1 and the "counts as" rule (6.2.1).
var sourceSections = setOf(`
1.0 1.0.1 1.1 1.1.1 1.1.2 1.1.3 1.2 1.2.1 1.2.2 1.3 1.4 1.4.1 1.4.2 1.5 1.6 1.6.1 1.6.2 1.6.3
1.7 1.7.1 1.7.2 1.7.3 1.7.4 1.7.5 1.8 1.8.1 1.8.2 1.8.3 1.8.4 1.9 1.9.1 1.9.2 1.9.3 1.9.4 1.9.5
1.9.6 1.9.7 1.9.8 1.10 1.11 1.12 1.12.1 1.12.2 1.12.3 1.12.4 1.12.5 1.12.6 1.12.7 1.12.8 1.12.9
1.12.10 1.13 1.13.1 1.13.2 1.13.3 1.13.4 1.14 1.14.1 1.14.2 1.15 1.15.1 1.15.2 1.15.3 1.15.4 1.15.5
2.0 2.1 2.1.1 2.1.2 2.1.3 2.1.4 2.1.5 2.1.6 2.1.7 2.1.8 2.1.9 2.1.10 2.1.11 2.1.12 2.1.13 2.1.14
2.1.15 2.1.16 2.1.17 2.1.18 2.1.19 2.1.20 2.1.21 2.1.22 2.1.23 2.2 2.2.1 2.2.2 2.2.3 2.2.4 2.2.5
2.2.6 2.2.7 2.2.8 2.2.9 2.2.10 2.3 2.3.1
3.0 3.1 3.1.1 3.1.2 3.1.3 3.2 3.2.1 3.2.2 3.2.3 3.2.4 3.2.5 3.3 3.3.1 3.3.2 3.3.3 3.4 3.4.1
4.0 4.1 4.1.1 4.2 4.2.1 4.2.2 4.2.3 4.2.4 4.2.5 4.2.6 4.2.7 4.3 4.3.1 4.3.2 4.3.3 4.3.4 4.4 4.5 4.5.1 4.5.2
5.0 5.0.1 5.1.1 5.4.1 5.5.3 5.7.1 5.16.1 5.23.2 5.25.2 5.31.1
6.1 6.1.1 6.1.2 6.1.3 6.1.4 6.1.5 6.1.6 6.1.7 6.2.1`)

// The sections every reference entry together must cover: all of 1-4 and 6.1.
var mustCover = func() []string {
	var out []string
	for s := range sourceSections {
		if s[0] >= '1' && s[0] <= '4' || strings.HasPrefix(s, "6.1") {
			out = append(out, s)
		}
	}
	return out
}()

func setOf(s string) map[string]bool {
	m := map[string]bool{}
	for _, f := range strings.Fields(s) {
		m[f] = true
	}
	return m
}

// Every section of 1-4 and 6.1 is cited by some reference entry (directly or
// inside a range), and every entry cites sections the source has.
func TestReferenceCoversEverySection(t *testing.T) {
	var cites []string
	for _, e := range New().Entries {
		citedSections(t, "entry "+e.ID, e.Pages)
		cites = append(cites, e.Pages)
	}
	for _, s := range mustCover {
		covered := false
		for _, c := range cites {
			if citedSections(t, "", c)[s] || inRange(c, s) {
				covered = true
				break
			}
		}
		if !covered {
			t.Errorf("no entry cites §%s", s)
		}
	}
}
