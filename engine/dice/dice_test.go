package dice

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

func near(t *testing.T, what string, got, want float64) {
	t.Helper()
	if math.Abs(got-want) > 1e-12 {
		t.Errorf("%s = %.15g, want %.15g", what, got, want)
	}
}

func TestTwoD6(t *testing.T) {
	d := MustParse("2D6").Dist()
	near(t, "mean", d.Mean(), 7)
	near(t, "variance", d.Variance(), 35.0/6)
	near(t, "P(7)", d.P(7), 6.0/36)
	near(t, "P(>=10)", d.AtLeast(10), 6.0/36)
	near(t, "P(<=3)", d.AtMost(3), 3.0/36)
	near(t, "total", d.Total(), 1)
	if d.Median() != 7 || d.Min() != 2 || d.Max() != 12 || d.Quantile(1.0/36) != 2 || d.Quantile(0.99) != 12 {
		t.Errorf("median %d min %d max %d", d.Median(), d.Min(), d.Max())
	}
	near(t, "percentile of 7", d.Percentile(7), 15.0/36+3.0/36)
}

func TestD3IsHalvedD6(t *testing.T) {
	d := MustParse("2D3+1").Dist()
	if d.Min() != 3 || d.Max() != 7 {
		t.Fatalf("2D3+1 spans %d..%d", d.Min(), d.Max())
	}
	near(t, "P(5)", d.P(5), 3.0/9) // 1+3, 2+2, 3+1
}

func TestTimesMatchesRepeatedAdd(t *testing.T) {
	d := MustParse("D3").Dist()
	acc := Point(0)
	for n := range 9 {
		got := d.Times(n)
		for k := range acc.PMF() {
			near(t, "Times", got.P(k), acc.P(k))
		}
		acc = acc.Add(d)
	}
}

func TestThinIsBinomial(t *testing.T) {
	got := Point(4).Thin(1.0 / 3)
	for k, c := range []float64{1, 4, 6, 4, 1} {
		near(t, "binomial", got.P(k), c*math.Pow(1.0/3, float64(k))*math.Pow(2.0/3, float64(4-k)))
	}
}

func TestCompoundMixClampMap(t *testing.T) {
	// A D3 number of D6: mean 2 × 3.5.
	c := MustParse("D3").Dist().Compound(MustParse("D6").Dist())
	near(t, "compound mean", c.Mean(), 7)
	near(t, "compound total", c.Total(), 1)
	m := Mix([]float64{0.25, 0.75}, []Dist{Point(0), Point(4)})
	near(t, "mix mean", m.Mean(), 3)
	cl := MustParse("D6").Dist().Clamp(2, 4)
	near(t, "clamp P(2)", cl.P(2), 2.0/6)
	near(t, "clamp P(4)", cl.P(4), 3.0/6)
	if cl.Max() != 4 {
		t.Errorf("clamp max %d", cl.Max())
	}
}

func TestJoint(t *testing.T) {
	j := MixJoint([]float64{0.5, 0.25, 0.25}, []Joint{JointPoint(0, 0), JointPoint(1, 0), JointPoint(0, 1)})
	s := CompoundJoint(Point(2), j)
	near(t, "(1,1)", s.At(1, 1), 2*0.25*0.25)
	near(t, "(0,0)", s.At(0, 0), 0.25)
	near(t, "sum P(1)", s.Sum().P(1), 2*0.5*0.5)
	near(t, "X mean", s.X().Mean(), 0.5)
	near(t, "Y mean", s.Y().Mean(), 0.5)
}

func TestParse(t *testing.T) {
	good := map[string]string{"3": "3", "d3": "D3", " D6 ": "D6", "2d6": "2D6", "D6 + 2": "D6+2", "2D3+1": "2D3+1", "1d6": "D6", "0": "0",
		// A hand-typed link's "+" arrives as a space.
		"D6 1": "D6+1", "2d3 2": "2D3+2", " d6  3 ": "D6+3"}
	for in, want := range good {
		e, err := Parse(in)
		if err != nil || e.String() != want {
			t.Errorf("Parse(%q) = %v, %v; want %s", in, e, err, want)
		}
	}
	bad := map[string]string{"": "empty", "D": "die size", "D7": "no D7 here; the dice are D3 and D6", "D61": "no D61 here", "D6 1 1": "no D611 here", "11D6": "1 to 10", "D6-1": "only a number of dice",
		"2+D6": "must follow dice", "x": "expected a number", "D6+": "after +", "101": "up to 100", "3+1": "must follow dice", "0D6": "1 to 10",
		"D6+D3": "number after +"}
	for in, want := range bad {
		if _, err := Parse(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parse(%q): error %v, want it to say %q", in, err, want)
		}
	}
}

func TestExprRollStaysInRange(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	e := MustParse("2D3+1")
	for range 200 {
		faces, total := e.Roll(r)
		if len(faces) != 2 || total < e.Min() || total > e.Max() {
			t.Fatalf("rolled %v = %d", faces, total)
		}
	}
}

func TestD6Tests(t *testing.T) {
	hit := Test{Target: 3, MinMod: -1, MaxMod: 1, Unmod1Fails: true, CritAt: 6}
	cases := []struct {
		name       string
		t          Test
		pass, crit float64
	}{
		{"3+", hit, 4.0 / 6, 1.0 / 6},
		{"3+ re-roll 1s", with(hit, func(t *Test) { t.Reroll = RerollOnes }), 4.0/6 + 1.0/6*4.0/6, 1.0/6 + 1.0/36},
		{"3+ re-roll fails", with(hit, func(t *Test) { t.Reroll = RerollFails }), 4.0/6 + 2.0/6*4.0/6, 1.0/6 + 2.0/36},
		{"3+ fish for 6s", with(hit, func(t *Test) { t.Reroll = RerollNonCrit }), 1.0/6 + 5.0/6*4.0/6, 1.0/6 + 5.0/36},
		{"+2 held to +1: 2+, and a 1 still fails", with(hit, func(t *Test) { t.Mod = 2 }), 5.0 / 6, 1.0 / 6},
		{"6+ with -1: only the critical 6", with(hit, func(t *Test) { t.Target, t.Mod = 6, -1 }), 1.0 / 6, 1.0 / 6},
		{"criticals on 5+", with(hit, func(t *Test) { t.Target, t.CritAt = 6, 5 }), 2.0 / 6, 2.0 / 6},
		{"only an unmodified 6", Test{Target: 7, Mod: 1, MaxMod: 1, Unmod6Succeeds: true}, 1.0 / 6, 0},
		{"save 3+ with AP -4 never passes", Test{Target: 3, Mod: -4, MinMod: -99, MaxMod: 1, Unmod1Fails: true}, 0, 0},
	}
	for _, c := range cases {
		p := c.t.Probs()
		near(t, c.name+" pass", c.t.Pass(), c.pass)
		near(t, c.name+" crit", p[Critical], c.crit)
		near(t, c.name+" total", p[Fail]+p[Success]+p[Critical], 1)
	}
}

func with(t Test, f func(*Test)) Test { f(&t); return t }

func TestTestRollMatchesProbs(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	tt := Test{Target: 4, Mod: -1, MinMod: -1, MaxMod: 1, Unmod1Fails: true, CritAt: 5, Reroll: RerollFails}
	const n = 60000
	var got [3]float64
	for range n {
		x := tt.Roll(r)
		if x.Outcome != tt.Face(x.Face) || (x.First != 0) != (tt.Face(x.First) == Fail && x.First != 0) {
			t.Fatalf("roll %+v inconsistent", x)
		}
		got[x.Outcome]++
	}
	for o, p := range tt.Probs() {
		se := math.Sqrt(p * (1 - p) / n)
		if math.Abs(got[o]/n-p) > 5*se+1e-9 {
			t.Errorf("outcome %d: %.4f rolled, %.4f exact", o, got[o]/n, p)
		}
	}
}

func FuzzParseDice(f *testing.F) {
	for _, s := range []string{"3", "D3", "d6", "2D6", "D6+2", "2D3+1", " 2 d 3 + 1 ", "", "D", "99D6", "D6+999999", "-1", "1e9", "D6++1", "Ⅾ6"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, err := Parse(s)
		if err != nil {
			return
		}
		if e.Count > MaxDiceCount || e.Plus > MaxConstant || (e.Count > 0 && e.Sides != 3 && e.Sides != 6) {
			t.Fatalf("Parse(%q) = %+v breaks the bounds", s, e)
		}
		back, err := Parse(e.String())
		if err != nil || back != e {
			t.Fatalf("%q -> %s -> %+v, %v", s, e, back, err)
		}
		if d := e.Dist(); math.Abs(d.Total()-1) > 1e-9 || d.Max() != e.Max() || d.Min() != e.Min() {
			t.Fatalf("%s: bad distribution", e)
		}
	})
}

// The in-place compound agrees with adding copies one by one, mixed by hand.
func TestCompoundJointMatchesRepeatedAdd(t *testing.T) {
	per := MixJoint([]float64{0.2, 0.3, 0.1, 0.4}, []Joint{JointPoint(0, 0), JointPoint(2, 0), JointPoint(0, 3), JointPoint(1, 1)})
	count := MustParse("D3+1").Dist()
	got := CompoundJoint(count, per)
	want := MixJoint([]float64{1.0 / 3, 1.0 / 3, 1.0 / 3},
		[]Joint{per.Add(per), per.Add(per).Add(per), per.Add(per).Add(per).Add(per)})
	for x := 0; x <= 8; x++ {
		for y := 0; y <= 12; y++ {
			near(t, fmt.Sprintf("P(%d,%d)", x, y), got.At(x, y), want.At(x, y))
		}
	}
	near(t, "total", got.Sum().Total(), 1)
}

// The binomial split of a fixed number of copies (powerJoint) gives the same
// table as adding the copies one by one, over many generated pairs.
func TestPowerJointMatchesAddingCopies(t *testing.T) {
	r := rand.New(rand.NewPCG(12, 8))
	for trial := range 150 {
		rows := make([][]float64, 1+r.IntN(4))
		total := 0.0
		for x := range rows {
			rows[x] = make([]float64, 1+r.IntN(2))
			for y := range rows[x] {
				if r.IntN(4) > 0 {
					rows[x][y] = r.Float64()
					total += rows[x][y]
				}
			}
		}
		if total == 0 {
			continue
		}
		for x := range rows {
			for y := range rows[x] {
				rows[x][y] /= total
			}
		}
		per := Joint{rows}
		n := r.IntN(130)
		got, want := CompoundJoint(Point(n), per), compoundJoint(Point(n), per)
		for x := 0; x <= max(got.MaxX(), want.MaxX()); x++ {
			for y := 0; y <= max(got.MaxY(), want.MaxY()); y++ {
				if d := math.Abs(got.At(x, y) - want.At(x, y)); d > 1e-12 {
					t.Fatalf("trial %d, n=%d: P(%d, %d) = %g, want %g", trial, n, x, y, got.At(x, y), want.At(x, y))
				}
			}
		}
	}
}
