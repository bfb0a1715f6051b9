// Package calctest is the conformance kit every calculator runs, and a fake
// calculator with every shape the platform offers, for the app's tests. It is
// test support: only _test files import it.
package calctest

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"auspex/engine/ruleset"
)

// Kit says what a calculator's conformance run covers beyond what its form
// declares.
type Kit struct {
	// Queries are valid inputs to run every check on, besides the defaults
	// and one query per bound of every field.
	Queries []string
	// Rolls is how many seeded rolls to make of each query (default 20).
	Rolls int
	// Totals checks that a roll's dice add up to its stage totals, by the
	// calculator's own rules; nil skips it.
	Totals func(q url.Values, log *ruleset.RollLog) error
	// Contradictions are queries whose values each pass their own field's
	// check but break a rule together (a grenade thrown by ten models):
	// each must be refused with a field error naming Key and a reason.
	Contradictions []Contradiction
	// Free names each field no value of which a rule refuses given the
	// others, and why ("any Toughness goes with any other value"). Every
	// field is in Free or is the key of a contradiction: the kit walks the
	// whole form.
	Free map[string]string
	// NoEffect are queries with a value the rules make harmless rather than
	// illegal (cover in a melee): each must calculate, and a step or note
	// must say what had no effect.
	NoEffect []string
}

// Contradiction is a query one of whose values a rule refuses given the others.
type Contradiction struct {
	Query string
	Key   string // the key the refusal names
}

const tol = 1e-9

// Run checks a calculator against the platform's contract: its form is sound;
// every field's bounds and default round-trip through the query; bad values
// give a FieldError naming the key (never a panic); every stage's PMF sums to
// 1 and agrees with its mean, percentiles and at_least; headline figures read
// their stages; Roll only produces totals the distribution allows, ranks them
// as the exact result does, and adds up (Totals); results and rolls are
// deterministic; the canonical query is a fixed point.
func Run(t *testing.T, c ruleset.Calculator, kit Kit) {
	t.Helper()
	form := c.Form()
	if faults := form.Faults(); len(faults) > 0 {
		t.Fatalf("the form has faults: %v", faults)
	}
	if kit.Rolls == 0 {
		kit.Rolls = 20
	}
	queries := append([]string{""}, kit.Queries...)
	queries = append(queries, boundQueries(form)...)
	ran := 0
	for _, raw := range queries {
		q, err := url.ParseQuery(raw)
		if err != nil {
			t.Fatalf("query %q: %v", raw, err)
		}
		res, err := calc(c, q)
		if err != nil {
			var fe *ruleset.FieldError
			if raw == "" || !errors.As(err, &fe) {
				t.Errorf("%q: %v (a valid value must calculate, or give a field error)", raw, err)
			}
			continue // a bound that breaks a limit across fields: a field error is right
		}
		ran++
		checkResult(t, raw, res)
		checkFixedPoint(t, c, form, raw, q, res)
		checkRolls(t, c, kit, raw, q, res)
	}
	if ran < 2 {
		t.Errorf("only %d queries calculated: the kit checked almost nothing", ran)
	}
	checkBad(t, c, form)
	checkContradictions(t, c, kit)
}

// checkContradictions: every contradiction is refused naming its key and a
// reason; every harmless value calculates and says it had no effect.
func checkContradictions(t *testing.T, c ruleset.Calculator, kit Kit) {
	t.Helper()
	walked := map[string]bool{}
	for _, cc := range kit.Contradictions {
		_, key, _ := ruleset.SplitLineKey(cc.Key)
		walked[key] = true
	}
	for _, f := range c.Form().Fields {
		if why, free := kit.Free[f.Key]; !walked[f.Key] && (!free || why == "") {
			t.Errorf("field %s has no contradiction case and is not listed as free (with a reason) in the kit", f.Key)
		}
		if walked[f.Key] && kit.Free[f.Key] != "" {
			t.Errorf("field %s is listed as free, yet a contradiction names it", f.Key)
		}
	}
	for _, cc := range kit.Contradictions {
		q, err := url.ParseQuery(cc.Query)
		if err != nil {
			t.Fatalf("contradiction %q: %v", cc.Query, err)
		}
		_, err = calc(c, q)
		var fe *ruleset.FieldError
		if !errors.As(err, &fe) || fe.Key != cc.Key || fe.Why == "" {
			t.Errorf("%s: Calculate gave %v, want a refusal naming %s with a reason", cc.Query, err, cc.Key)
		}
		if _, err := roll(c, q, 1); !errors.As(err, &fe) || fe.Key != cc.Key {
			t.Errorf("%s: Roll gave %v, want a refusal naming %s", cc.Query, err, cc.Key)
		}
	}
	for _, raw := range kit.NoEffect {
		q, err := url.ParseQuery(raw)
		if err != nil {
			t.Fatalf("no-effect query %q: %v", raw, err)
		}
		res, err := calc(c, q)
		if err != nil {
			t.Errorf("%s: refused (%v), but the rules make the value harmless: it must calculate", raw, err)
			continue
		}
		said := false
		for _, s := range res.Steps {
			said = said || strings.Contains(s.Text, "no effect")
		}
		for _, n := range res.Notes {
			said = said || strings.Contains(n, "no effect")
		}
		for _, n := range res.NoEffect {
			said = said || strings.Contains(n.Text, "no effect")
		}
		if !said {
			t.Errorf("%s: no step or note says which value had no effect", raw)
		}
	}
}

// calc runs Calculate, turning a panic into a failure rather than a crash.
func calc(c ruleset.Calculator, q url.Values) (res *ruleset.Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("PANIC: %v", r)
		}
	}()
	res, err = c.Calculate(q)
	if err == nil && res == nil {
		err = errors.New("no result and no error")
	}
	return res, err
}

// boundQueries sets one field at a time to each end of its range, each
// option, on; with lines, on line 2 as well.
func boundQueries(form *ruleset.Form) []string {
	var out []string
	for _, f := range form.Fields {
		var vals []string
		switch f.Kind {
		case ruleset.Number:
			vals = []string{strconv.Itoa(f.Min), strconv.Itoa(f.Max)}
		case ruleset.Dice:
			vals = []string{strconv.Itoa(f.Min), strconv.Itoa(f.Max)}
		case ruleset.Toggle:
			vals = []string{"1", "0"}
		case ruleset.Choice:
			for _, o := range f.Options {
				vals = append(vals, o.Value)
			}
		}
		for _, v := range vals {
			out = append(out, url.Values{f.Key: {v}}.Encode())
			if form.Repeated(f.Key) {
				q := url.Values{ruleset.LineKey(2, f.Key): {v}}
				for _, r := range form.Lines.Required {
					if r != f.Key {
						fd, _ := form.Field(r)
						q.Set(ruleset.LineKey(2, r), fd.Default)
					}
				}
				out = append(out, q.Encode())
			}
		}
	}
	return out
}

func checkResult(t *testing.T, raw string, res *ruleset.Result) {
	t.Helper()
	if len(res.Stages) == 0 {
		t.Errorf("%q: no stages", raw)
	}
	sides := map[string]bool{}
	for _, s := range res.Sides {
		sides[s.ID] = true
	}
	all := append(append([]ruleset.Stage{}, res.Stages...), res.Extra...)
	for _, l := range res.Lines {
		all = append(all, l.Stages...)
	}
	for _, s := range all {
		checkStage(t, raw, s)
		if s.Side != "" && !sides[s.Side] {
			t.Errorf("%q: stage %s belongs to side %q, which the result does not declare", raw, s.ID, s.Side)
		}
	}
	for _, f := range res.Headline {
		st := res.Stage(f.Stage)
		if st == nil {
			t.Errorf("%q: figure %s reads stage %q, which is missing", raw, f.ID, f.Stage)
			continue
		}
		want := res.Figure(f).Value
		if math.Abs(f.Value-want) > tol || f.Label == "" || f.ID == "" || f.Short == "" {
			t.Errorf("%q: figure %+v, value should be %v", raw, f, want)
		}
		if f.Stat != ruleset.StatMean && (f.Value < -tol || f.Value > 1+tol) {
			t.Errorf("%q: figure %s is a chance of %v", raw, f.ID, f.Value)
		}
	}
	// The lines' shares of a mean add up to the whole's.
	shares := map[string]float64{}
	for _, l := range res.Lines {
		for _, f := range l.Figures {
			if f.Stat == ruleset.StatMean {
				shares[f.Stage] += f.Value
			}
		}
	}
	for stage, sum := range shares {
		if st := res.Stage(stage); st == nil || math.Abs(st.Mean-sum) > 1e-9*max(1, math.Abs(sum)) {
			t.Errorf("%q: the lines' shares of %s add up to %v, not the whole's mean", raw, stage, sum)
		}
	}
	for _, s := range res.Steps {
		if res.Stage(s.Stage) == nil {
			t.Errorf("%q: step %q feeds stage %q, which is missing", raw, s.Text, s.Stage)
		}
		if s.P != nil && (*s.P < -tol || *s.P > 1+tol) {
			t.Errorf("%q: step %q has chance %v", raw, s.Text, *s.P)
		}
	}
}

// checkStage: a distribution that sums to 1, and summaries that agree with it.
func checkStage(t *testing.T, raw string, s ruleset.Stage) {
	t.Helper()
	bad := func(format string, a ...any) {
		t.Errorf("%q: stage %s (line %d): %s", raw, s.ID, s.Line, fmt.Sprintf(format, a...))
	}
	if len(s.PMF) == 0 || len(s.AtLeast) != len(s.PMF) {
		bad("pmf %d long, at_least %d", len(s.PMF), len(s.AtLeast))
		return
	}
	sum, mean, sq := 0.0, 0.0, 0.0
	for k, p := range s.PMF {
		if p < 0 || math.IsNaN(p) {
			bad("P(%d) = %v", s.Offset+k, p)
		}
		x := float64(s.Offset + k)
		sum, mean, sq = sum+p, mean+p*x, sq+p*x*x
		if tail := 1 - (sum - p); math.Abs(s.AtLeast[k]-tail) > 1e-6 {
			bad("at_least[%d] = %v, want %v", k, s.AtLeast[k], tail)
		}
	}
	if math.Abs(sum-1) > tol {
		bad("pmf sums to %.15g", sum)
	}
	if s.Kind != ruleset.Categorical {
		if math.Abs(s.Mean-mean) > 1e-6*max(1, math.Abs(mean)) {
			bad("mean %v, the pmf's is %v", s.Mean, mean)
		}
		if sd := math.Sqrt(max(0, sq-mean*mean)); math.Abs(s.SD-sd) > 1e-6*max(1, sd) {
			bad("sd %v, the pmf's is %v", s.SD, sd)
		}
	}
	lo, hi := s.Offset, s.Offset+len(s.PMF)-1
	if !(lo <= s.Low && s.Low <= s.Median && s.Median <= s.High && s.High <= hi) {
		bad("p10 %d, median %d, p90 %d outside %d..%d or out of order", s.Low, s.Median, s.High, lo, hi)
	}
	if s.Kind == ruleset.Ordinal || s.Kind == ruleset.Categorical {
		if s.Offset != 0 || len(s.Values) < len(s.PMF) {
			bad("%s stage with %d value labels for %d values (offset %d)", s.Kind, len(s.Values), len(s.PMF), s.Offset)
		}
	}
	if s.Kind == ruleset.Count && s.Offset != 0 {
		bad("a count with offset %d", s.Offset)
	}
}

// checkFixedPoint: the canonical query parses to itself and calculates the
// same result; the same query twice gives the same JSON.
func checkFixedPoint(t *testing.T, c ruleset.Calculator, form *ruleset.Form, raw string, q url.Values, res *ruleset.Result) {
	t.Helper()
	canon, err := url.ParseQuery(res.Query)
	if err != nil {
		t.Errorf("%q: canonical query %q does not parse: %v", raw, res.Query, err)
		return
	}
	v, err := ruleset.ParseForm(form, canon)
	if err != nil || v.Encode() != res.Query {
		t.Errorf("%q: canonical query %q reads back as %q (%v)", raw, res.Query, v.Encode(), err)
	}
	again, err := calc(c, canon)
	if err != nil {
		t.Errorf("%q: canonical query %q: %v", raw, res.Query, err)
		return
	}
	if a, b := jsonOf(res), jsonOf(again); a != b {
		t.Errorf("%q: the canonical query %q calculates a different result", raw, res.Query)
	}
	if twice, _ := calc(c, q); jsonOf(twice) != jsonOf(res) {
		t.Errorf("%q: two calculations differ", raw)
	}
	if v, _ := ruleset.ParseForm(form, q); v.Encode() != res.Query {
		t.Errorf("%q: Result.query %q, the form's canonical query %q", raw, res.Query, v.Encode())
	}
}

func jsonOf(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return "unencodable: " + err.Error()
	}
	return string(b)
}

// checkRolls: seeded rolls repeat; each total is a value its exact stage
// allows, ranked as the stage ranks it; the log names its figure and carries
// the exact result; the dice add up (kit.Totals).
func checkRolls(t *testing.T, c ruleset.Calculator, kit Kit, raw string, q url.Values, res *ruleset.Result) {
	t.Helper()
	for seed := range uint64(kit.Rolls) {
		log, err := roll(c, q, seed)
		if err != nil {
			t.Errorf("%q seed %d: %v", raw, seed, err)
			return
		}
		if again, _ := roll(c, q, seed); jsonOf(again) != jsonOf(log) {
			t.Errorf("%q seed %d: two rolls from one seed differ", raw, seed)
		}
		if log.Exact == nil || jsonOf(log.Exact) != jsonOf(res) {
			t.Errorf("%q seed %d: the roll's exact result is missing or not the calculation's", raw, seed)
		}
		fig := log.Stage(log.Figure)
		if fig == nil || log.Percentile != fig.Percentile {
			t.Errorf("%q seed %d: figure %q, percentile %v: not a rolled stage's", raw, seed, log.Figure, log.Percentile)
		}
		groups := map[string]bool{}
		for _, g := range log.Groups {
			groups[g.ID] = true
		}
		for _, st := range log.Stages {
			ex := res.Stage(st.ID)
			if ex == nil {
				t.Errorf("%q seed %d: rolled stage %q has no exact stage", raw, seed, st.ID)
				continue
			}
			if ex.P(st.Total) <= 0 {
				t.Errorf("%q seed %d: stage %s rolled %d, which its distribution gives no chance", raw, seed, st.ID, st.Total)
			}
			if want := ex.Percentile(st.Total); math.Abs(st.Percentile-want) > 1e-9 {
				t.Errorf("%q seed %d: stage %s total %d at percentile %v, want %v", raw, seed, st.ID, st.Total, st.Percentile, want)
			}
			for _, d := range st.Dice {
				if d.Sides < 2 || d.Face < 1 || d.Face > d.Sides || d.Role == "" {
					t.Errorf("%q seed %d: stage %s: die %+v", raw, seed, st.ID, d)
				}
				for _, f := range d.Discarded {
					if f < 1 || f > d.Sides {
						t.Errorf("%q seed %d: stage %s: discarded face %d of a D%d", raw, seed, st.ID, f, d.Sides)
					}
				}
				if d.Group != "" && !groups[d.Group] {
					t.Errorf("%q seed %d: die in group %q, which the log does not name", raw, seed, d.Group)
				}
			}
		}
		if kit.Totals != nil {
			if err := kit.Totals(q, log); err != nil {
				t.Errorf("%q seed %d: the dice do not add up: %v", raw, seed, err)
			}
		}
	}
}

func roll(c ruleset.Calculator, q url.Values, seed uint64) (log *ruleset.RollLog, err error) {
	defer func() {
		if r := recover(); r != nil {
			log, err = nil, fmt.Errorf("PANIC: %v", r)
		}
	}()
	log, err = c.Roll(q, rand.New(rand.NewPCG(seed, 99)))
	if err == nil && log == nil {
		err = errors.New("no log and no error")
	}
	return log, err
}

// checkBad: each bad value is a FieldError naming its key, for Calculate and
// Roll alike; never a panic.
func checkBad(t *testing.T, c ruleset.Calculator, form *ruleset.Form) {
	t.Helper()
	type bad struct{ key, val string }
	cases := []bad{{"no-such-key", "1"}}
	for _, f := range form.Fields {
		switch f.Kind {
		case ruleset.Number:
			cases = append(cases, bad{f.Key, strconv.Itoa(f.Min - 1)}, bad{f.Key, strconv.Itoa(f.Max + 1)}, bad{f.Key, "x"})
		case ruleset.Dice:
			cases = append(cases, bad{f.Key, "D7"}, bad{f.Key, strconv.Itoa(f.Max + 1)}, bad{f.Key, "2+D6"})
		case ruleset.Toggle:
			cases = append(cases, bad{f.Key, "2"})
		case ruleset.Choice:
			cases = append(cases, bad{f.Key, "no-such-option"})
		}
	}
	if l := form.Lines; l != nil {
		cases = append(cases, bad{ruleset.LineKey(l.Max+1, l.Keys[0]), "1"})
	}
	for _, b := range cases {
		q := url.Values{b.key: {b.val}}
		_, err := calc(c, q)
		var fe *ruleset.FieldError
		if !errors.As(err, &fe) || fe.Key != b.key || fe.Allowed == "" || fe.Why == "" {
			t.Errorf("%s=%s: Calculate gave %v, want a field error naming %s, what is allowed and why", b.key, b.val, err, b.key)
		}
		if _, err := roll(c, q, 1); !errors.As(err, &fe) || fe.Key != b.key {
			t.Errorf("%s=%s: Roll gave %v, want a field error naming %s", b.key, b.val, err, b.key)
		}
	}
	// A line that is given must give its required keys.
	if l := form.Lines; l != nil && len(l.Required) > 0 {
		var other string
		for _, k := range l.Keys {
			if k != l.Required[0] {
				other = k
			}
		}
		if other != "" {
			fd, _ := form.Field(other)
			q := url.Values{ruleset.LineKey(2, other): {fd.Default}}
			_, err := calc(c, q)
			var fe *ruleset.FieldError
			if !errors.As(err, &fe) || fe.Line != 2 || fe.Key != ruleset.LineKey(2, l.Required[0]) {
				t.Errorf("line 2 without its required %s: %v", l.Required[0], err)
			}
		}
	}
}
