package epic

import (
	"fmt"
	"strconv"

	"auspex/engine/dice"
	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// fighter is one side of an assault.
type fighter struct {
	id, label            string
	typ                  string
	units, ccn, ffn, eng int
	cc, ff               int
	sv, coverSv          int
	ra, inv              bool
	bm                   int
	broken, tsknf        bool
	inspiring            int
	ea                   dice.Expr
	eahit                int
	eamw                 bool
	sup, suphit          int
	notes                []string // values that had no effect
}

// fight is an assault read from the query.
type fight struct {
	v    ruleset.Values
	a, d fighter
}

func readFighter(v ruleset.Values, side, label string, charging bool) (fighter, error) {
	k := func(key string) string { return side + "." + key }
	f := fighter{id: side, label: label, typ: v.Str(k("type")), units: v.Int(k("units")), ccn: v.Int(k("ccn")), ffn: v.Int(k("ffn")),
		eng: v.Int(k("engaged")), cc: v.Int(k("cc")), ff: v.Int(k("ff")), sv: v.Int(k("sv")), coverSv: 7,
		ra: v.Flag(k("ra")), inv: v.Flag(k("inv")), bm: v.Int(k("bm")), broken: v.Flag(k("broken")), tsknf: v.Flag(k("tsknf")),
		inspiring: v.Int(k("inspiring")), ea: v.Dice(k("ea")), eahit: v.Int(k("eahit")), eamw: v.Flag(k("eamw")),
		sup: v.Int(k("sup")), suphit: v.Int(k("suphit"))}
	switch cs := v.Int(k("coversave")); {
	case cs >= 7:
	case f.typ != "inf":
		f.notes = append(f.notes, fmt.Sprintf("%s's cover save: no effect: only infantry take cover saves (1.8.3).", label))
	case charging:
		f.notes = append(f.notes, fmt.Sprintf("%s's cover save: no effect: infantry of a charging formation have left cover and take no cover save (1.12.5).", label))
	default:
		f.coverSv = cs
	}
	if f.eng == 0 {
		f.eng = f.ccn + f.ffn
	}
	switch {
	case f.ccn+f.ffn > f.units:
		return f, &ruleset.FieldError{Key: k("ffn"), Given: strconv.Itoa(f.ffn), Allowed: fmt.Sprintf("at most %d, the %d units (%s) less the %d in contact (%s)", f.units-f.ccn, f.units, k("units"), f.ccn, k("ccn")),
			Why: "a unit attacks either in base contact or in a firefight, never both, so the two together are at most the formation's units (1.12.5)"}
	case f.eng > f.units:
		return f, &ruleset.FieldError{Key: k("engaged"), Given: strconv.Itoa(f.eng), Allowed: fmt.Sprintf("at most the %d units (%s)", f.units, k("units")),
			Why: "the engaged units are units of the formation"}
	case charging && f.eng == 0:
		return f, &ruleset.FieldError{Key: k("ccn"), Given: "0", Allowed: "at least 1 unit in contact or in firefight (ccn or ffn)",
			Why: "the assaulting formation must engage the enemy to fight: with no unit in contact or within 15cm it has no attack (1.12.5)"}
	}
	return f, nil
}

func readAssault(v ruleset.Values) (*fight, error) {
	a, err := readFighter(v, atk, "Attacker", true)
	if err != nil {
		return nil, err
	}
	d, err := readFighter(v, def, "Defender", false)
	if err != nil {
		return nil, err
	}
	return &fight{v: v, a: a, d: d}, nil
}

// hitsOn is the classes of hit f scores in close combat and firefight on
// the other side o: no modifiers ever apply (1.12.5); macro-weapon extra
// attacks are allocated after the rest (2.2.3, 2.2.6).
func (f fighter) hitsOn(o fighter) []class {
	normal := dice.Bernoulli(pAssault(f.cc)).Times(f.ccn).Add(dice.Bernoulli(pAssault(f.ff)).Times(f.ffn))
	ea := f.ea.Dist().Thin(pHit(f.eahit, 0))
	out := []class{{hitKind: hitKind{sv: o.saveVs(false)}, hits: normal}}
	if f.eamw {
		return append(out, class{hitKind: hitKind{macro: true, sv: o.saveVs(true)}, hits: ea})
	}
	out[0].hits = normal.Add(ea)
	return out
}

// pAssault is the chance of an assault die needing x+: 7 is a unit with no
// such value, which cannot attack that way.
func pAssault(x int) float64 {
	if x >= 7 {
		return 0
	}
	return pHit(x, 0)
}

// supportOn is f's supporting fire on o (1.12.6).
func (f fighter) supportOn(o fighter) []class {
	return []class{{hitKind: hitKind{sv: o.saveVs(false)}, hits: dice.Bernoulli(pHit(f.suphit, 0)).Times(f.sup)}}
}

// saveVs is f's save against a hit.
func (f fighter) saveVs(macro bool) save {
	if macro {
		s := save{best: 7, inv: f.inv}
		if f.ra {
			s.best = f.sv
		}
		return s
	}
	s := save{best: min(f.sv, f.coverSv), inv: f.inv}
	if f.ra && f.sv < 7 {
		s.reroll = f.sv // at the armour value, even after a cover save (2.1.11 FAQ)
	}
	return s
}

// markers is the Blast markers the side counts in the result: as many as
// units left if broken, half rounded down with They Shall Know No Fear.
func (f fighter) markers(left int) int {
	if f.broken {
		return left
	}
	if f.tsknf {
		return f.bm / 2
	}
	return f.bm
}

// modifier is the side's result modifier (1.12.7, 2.1.5).
func (f fighter) modifier(kills, left, oLeft int, o fighter) int {
	m := kills + f.inspiring
	if left > oLeft {
		m++
	}
	if left > 2*oLeft {
		m++
	}
	if !f.broken && f.bm == 0 {
		m++
	}
	if o.markers(oLeft) > f.markers(left) {
		m++
	}
	return m
}

// extraLosses is the units a losing side loses to the margin's extra hits:
// no saves, half the hits with They Shall Know No Fear, all of them if it
// was broken already (1.12.7, 1.12.8, 5.1.1).
func (f fighter) extraLosses(margin, left int) int {
	if f.broken {
		return left
	}
	if f.tsknf {
		margin /= 2
	}
	return min(margin, left)
}

// best2D6 is the higher of two dice: P(k) = (2k-1)/36.
var best2D6 = lazy.Of(func() dice.Dist {
	return func() dice.Dist {
		pmf := make([]float64, 7)
		for k := 1; k <= 6; k++ {
			pmf[k] = float64(2*k-1) / 36
		}
		return dice.FromPMF(pmf)
	}()
})

// The outcomes of an assault.
var outcomeValues = []string{"attacker wins", "tie: fight another round", "defender wins"}

// marginal is a grid's distribution of kills.
func marginal(g grid) []float64 {
	out := make([]float64, len(g))
	for k, row := range g {
		for _, p := range row {
			out[k] += p
		}
	}
	return out
}

// tally is what the assault's exact walk accumulates.
type tally struct {
	kills, losses []float64
	win           [2]float64
	outcome       [3]float64
	margin        map[int]float64
	extraA        []float64
	extraD        []float64
	rolled        float64
}

func (a *fight) result() *ruleset.Result {
	A, D := a.a, a.d
	res := &ruleset.Result{Query: a.v.Encode(), Sides: []ruleset.StageSide{{ID: atk, Label: "Attacker"}, {ID: def, Label: "Defender"}}}
	kA := marginal(unitKills(A.hitsOn(D), D.eng))
	kD := marginal(unitKills(D.hitsOn(A), A.eng))
	supA, supD := map[int][]float64{}, map[int][]float64{}
	sup := func(cache map[int][]float64, f, o fighter, m int) []float64 {
		if s, ok := cache[m]; ok {
			return s
		}
		cache[m] = marginal(unitKills(f.supportOn(o), m))
		return cache[m]
	}
	t := &tally{margin: map[int]float64{}}
	for x, p := range kA {
		for y, q := range kD {
			w := p * q
			if w == 0 {
				continue
			}
			switch {
			case x == D.units && y < A.units: // the defender wiped out (1.12.5)
				t.settle(A, D, x, y, 0, w, 0)
			case y == A.eng: // the attack stalled
				t.settle(A, D, x, y, 2, w, 0)
			default:
				sa, sd := sup(supA, A, D, D.eng-x), sup(supD, D, A, A.eng-y)
				for i, pa := range sa {
					for j, pd := range sd {
						if pa*pd > 0 {
							a.resolve(t, x+i, y+j, w*pa*pd)
						}
					}
				}
			}
		}
	}
	kills := ruleset.StageOf("kills", "Units the attacker destroys", dice.FromPMF(t.kills), 0)
	losses := ruleset.StageOf("losses", "Units the attacker loses", dice.FromPMF(t.losses), 0)
	kills.Side, losses.Side = atk, atk
	win := ruleset.StageOf("win", "Attacker wins", dice.FromPMF(t.win[:]), 0)
	outcome := ruleset.StageOf("outcome", "Outcome", dice.FromPMF(t.outcome[:]), 0)
	outcome.Kind, outcome.Values = ruleset.Categorical, outcomeValues
	res.Stages = []ruleset.Stage{kills, losses, win}
	if t.rolled > 0 {
		res.Stages = append(res.Stages, marginStage(t))
	}
	res.Stages = append(res.Stages, outcome)
	exA := ruleset.StageOf("atk-extra", "Attacker's units lost to the result's extra hits", dice.FromPMF(t.extraA), 0)
	exD := ruleset.StageOf("def-extra", "Defender's units lost to the result's extra hits", dice.FromPMF(t.extraD), 0)
	exA.Side, exD.Side = atk, def
	res.Extra = []ruleset.Stage{exA, exD}
	res.Steps = a.steps()
	res.Notes = []string{
		"A tie is shown as its own outcome: the book fights another round with the survivors, which this calculation does not follow.",
		"Inspiring units are counted as surviving; kills from supporting fire count as kills for the result.",
		"Hits are allocated as in shooting, to the units directly engaged: every unit one hit before any takes two, macro-weapon hits last.",
		"Both sides wiped out: the attack has stalled and the defender wins.",
	}
	res.Notes = append(append(res.Notes, A.notes...), D.notes...)
	res.SetHeadline(
		ruleset.Figure{ID: "kills", Label: "Expected kills", Stage: "kills", Stat: ruleset.StatMean, Unit: "units", Of: D.units, Short: "kills"},
		ruleset.Figure{ID: "win", Label: "Attacker wins", Stage: "win", Stat: ruleset.StatAtLeast, At: 1, Short: "win"},
		ruleset.Figure{ID: "tie", Label: "Tie", Stage: "outcome", Stat: ruleset.StatCategory, At: 1, Short: "tie"},
		ruleset.Figure{ID: "losses", Label: "Expected losses", Stage: "losses", Stat: ruleset.StatMean, Unit: "units", Of: A.units, Short: "lost"},
	)
	return res
}

// resolve is the result after supporting fire: a side wiped out loses,
// else both roll (1.12.7).
func (a *fight) resolve(t *tally, x, y int, w float64) {
	A, D := a.a, a.d
	leftA, leftD := A.units-y, D.units-x
	switch {
	case leftD == 0 && leftA > 0:
		t.settle(A, D, x, y, 0, w, 0)
		return
	case leftA == 0:
		t.settle(A, D, x, y, 2, w, 0)
		return
	}
	m := A.modifier(x, leftA, leftD, D) - D.modifier(y, leftD, leftA, A)
	for i, p := range diceDiff() {
		margin := i - 5 + m
		t.margin[margin] += w * p
		t.rolled += w * p
		switch {
		case margin > 0:
			t.settle(A, D, x, y, 0, w*p, D.extraLosses(margin, leftD))
		case margin < 0:
			t.settle(A, D, x, y, 2, w*p, A.extraLosses(-margin, leftA))
		default:
			t.settle(A, D, x, y, 1, w*p, 0)
		}
	}
}

// diceDiff[i] is the chance the attacker's higher die less the defender's
// is i-5.
var diceDiff = lazy.Of(func() []float64 {
	return func() []float64 {
		out := make([]float64, 11)
		b := best2D6().PMF()
		for ra := 1; ra <= 6; ra++ {
			for rd := 1; rd <= 6; rd++ {
				out[ra-rd+5] += b[ra] * b[rd]
			}
		}
		return out
	}()
})

// settle records one way the assault ends: kills x, losses y, the outcome,
// and the loser's units lost to extra hits.
func (t *tally) settle(A, D fighter, x, y, outcome int, w float64, extra int) {
	t.kills = addAt(t.kills, x, w)
	t.losses = addAt(t.losses, y, w)
	t.outcome[outcome] += w
	won := 0
	if outcome == 0 {
		won = 1
	}
	t.win[won] += w
	exA, exD := 0, 0
	switch outcome {
	case 0:
		exD = extra
	case 2:
		exA = extra
	}
	t.extraA = addAt(t.extraA, exA, w)
	t.extraD = addAt(t.extraD, exD, w)
}

// marginStage is the margin given that the result is rolled.
func marginStage(t *tally) ruleset.Stage {
	lo, hi := 0, 0
	first := true
	for m := range t.margin {
		if first || m < lo {
			lo = m
		}
		if first || m > hi {
			hi = m
		}
		first = false
	}
	pmf := make([]float64, hi-lo+1)
	for m, p := range t.margin {
		pmf[m-lo] = p / t.rolled
	}
	st := ruleset.StageOf("margin", "Result margin (attacker − defender), when the result is rolled", dice.FromPMF(pmf), lo)
	st.Kind = ruleset.Signed
	return st
}

func (a *fight) steps() []ruleset.Reason {
	var out []ruleset.Reason
	for _, p := range [][2]fighter{{a.a, a.d}, {a.d, a.a}} {
		f, o := p[0], p[1]
		out = append(out, ruleset.Reason{Stage: "kills", Rule: refAssault, P: ptr(pAssault(f.cc)),
			Text: fmt.Sprintf("%s: %d in contact hit on CC %s, %d in firefight on FF %s; hits given to %d engaged %s units", f.label, f.ccn, rollText(f.cc), f.ffn, rollText(f.ff), o.eng, o.label)})
		sv := o.saveVs(false)
		out = append(out, ruleset.Reason{Stage: "kills", Rule: refAllocate, P: ptr(sv.fail()),
			Text: fmt.Sprintf("%s saves on %s%s (the chance shown is one hit not saved)", o.label, rollText(sv.best), rerollText(sv))})
	}
	out = append(out, ruleset.Reason{Stage: "margin", Rule: refResult,
		Text: "each side rolls 2D6 and keeps the higher, plus a kill each, more units, more than twice as many, no Blast markers, fewer Blast markers than the enemy, and inspiring units"})
	return out
}

func rollText(x int) string {
	if x >= 7 {
		return "none"
	}
	return strconv.Itoa(x) + "+"
}
