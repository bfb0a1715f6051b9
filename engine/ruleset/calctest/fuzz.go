package calctest

import (
	"math"
	"net/url"
	"testing"

	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// FuzzOne is the body of a calculator's fuzz target: any text as a query.
// Calculate and Roll agree on refusing it or not, never answer with an
// error, never panic; every stage of a result is a distribution; the roll's
// dice add up (totals, when given); the canonical query gives the same result.
func FuzzOne(t *testing.T, c ruleset.Calculator, s string, totals func(url.Values, *ruleset.RollLog) error) {
	q, err := url.ParseQuery(s)
	if err != nil {
		return // not a query at all: the page never sends one
	}
	log, rerr := roll(c, q, 1)
	res, cerr := calc(c, q)
	switch {
	case (cerr == nil) != (rerr == nil):
		t.Fatalf("%s: Calculate says %v, Roll says %v", s, cerr, rerr)
	case cerr != nil:
		return
	}
	for _, st := range append(append([]ruleset.Stage{}, res.Stages...), res.Extra...) {
		if m := dice.FromPMF(st.PMF).Total(); math.Abs(m-1) > 1e-9 || math.IsNaN(st.Mean) {
			t.Fatalf("%s: stage %s sums to %v", s, st.ID, m)
		}
	}
	if totals != nil {
		if err := totals(q, log); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	canon, err := url.ParseQuery(res.Query)
	if err != nil {
		t.Fatalf("%s: canonical query %q: %v", s, res.Query, err)
	}
	if again, err := calc(c, canon); err != nil || jsonOf(again) != jsonOf(res) {
		t.Fatalf("%s: canonical query %q does not give the same result: %v", s, res.Query, err)
	}
}
