package calctest

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"strconv"

	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// Fake is a calculator with every shape the platform offers and wh40k10 does
// not use: a mode that swaps fields, repeated weapon lines, a third profile
// kind ("formation"), an ordinal stage with value labels (a damage table), a
// categorical one, a signed one (an assault margin) and stages of two sides,
// dice with discarded faces (re-rolls, best of 2D6) and groups. Its rules are
// made up; its maths is exact. It lives here, for tests only: it is never
// registered, and nothing the app or the wasm links imports this package.
var Fake ruleset.Calculator = fake{}

type fake struct{}

// The fake's table: a hit's D6 (or best of 2D6) less the armour.
var tableValues = []string{"none", "shaken", "stunned", "destroyed", "explodes"}

// tableOf is the table result of one (modified) roll.
func tableOf(x int) int {
	switch {
	case x <= 1:
		return 0
	case x == 2:
		return 1
	case x <= 4:
		return 2
	case x == 5:
		return 3
	}
	return 4
}

var outcomeValues = []string{"attacker wins", "draw", "defender wins"}

var fakeForm = &ruleset.Form{
	Fields: []ruleset.Field{
		{Key: "mode", Label: "Mode", Kind: ruleset.Choice, Group: "situation", Default: "shoot",
			Options: []ruleset.Option{{Value: "shoot", Label: "Shoot"}, {Value: "assault", Label: "Assault"}}, Help: "What the attack is."},
		{Key: "shots", Label: "Shots", Kind: ruleset.Number, Group: "weapon", Min: 1, Max: 6, Default: "1", Help: "Dice rolled to hit."},
		{Key: "hit", Label: "To hit", Kind: ruleset.Choice, Group: "weapon", Default: "4",
			Options: []ruleset.Option{{Value: "2", Label: "2+"}, {Value: "3", Label: "3+"}, {Value: "4", Label: "4+"}, {Value: "5", Label: "5+"}, {Value: "6", Label: "6+"}},
			Help:    "The D6 roll that hits."},
		{Key: "reroll", Label: "Re-roll misses", Kind: ruleset.Toggle, Group: "weapon", Default: "0", Help: "Each miss is rolled again once."},
		{Key: "cc", Label: "Assault value", Kind: ruleset.Number, Group: "weapon", Min: 0, Max: 3, Default: "0", Help: "Added to the attacker's assault D6."},
		{Key: "armour", Label: "Armour", Kind: ruleset.Number, Group: "target", Min: 0, Max: 3, Default: "0", Help: "Taken from each table roll."},
		{Key: "best", Label: "Best of 2D6", Kind: ruleset.Toggle, Group: "situation", Default: "0", Help: "Each table roll is the better of two dice."},
		{Key: "units", Label: "Units", Kind: ruleset.Number, Group: "formation", Min: 1, Max: 4, Default: "1", Help: "Units in the defending formation; each past the first adds 1 in an assault."},
		{Key: "dcc", Label: "Defender assault value", Kind: ruleset.Number, Group: "formation", Min: 0, Max: 3, Default: "0", Help: "Added to the defender's assault D6."},
	},
	Groups: []ruleset.Group{
		{ID: "weapon", Label: "Weapon", Kind: ruleset.AttackerProfile},
		{ID: "target", Label: "Target", Kind: ruleset.TargetProfile},
		{ID: "formation", Label: "Formation", Kind: "formation"},
		{ID: "situation", Label: "Situation", Folded: true},
	},
	Modes: []ruleset.Mode{{Key: "mode", Show: map[string][]string{
		"shoot":   {"shots", "hit", "reroll", "armour", "best"},
		"assault": {"cc", "dcc"},
	}}},
	Lines:   &ruleset.Lines{Keys: []string{"shots", "hit"}, Required: []string{"shots"}, Max: 4, Label: "Weapon"},
	Compare: ruleset.AttackerProfile,
}

func (fake) Form() *ruleset.Form { return fakeForm }

// pHit is one shot's chance to hit, with the re-roll.
func pHit(v ruleset.Values) float64 {
	p := float64(7-v.Int("hit")) / 6
	if v.Flag("reroll") {
		p += (1 - p) * p
	}
	return p
}

// tableRoll is one hit's table result.
func tableRoll(v ruleset.Values) dice.Dist {
	d := dice.Uniform(1, 6)
	if v.Flag("best") { // the larger of two dice
		pmf := make([]float64, 7)
		for a := 1; a <= 6; a++ {
			for b := 1; b <= 6; b++ {
				pmf[max(a, b)] += 1.0 / 36
			}
		}
		d = dice.FromPMF(pmf)
	}
	armour := v.Int("armour")
	return d.Map(func(x int) int { return tableOf(x - armour) })
}

// read checks a query: its bounds, then no value in a field its mode hides.
func read(q url.Values) (ruleset.Values, error) {
	v, err := ruleset.ParseForm(fakeForm, q)
	if err != nil {
		return v, err
	}
	if fe := v.HiddenGiven(); fe != nil {
		return v, fe
	}
	return v, nil
}

func (c fake) Calculate(q url.Values) (*ruleset.Result, error) {
	v, err := read(q)
	if err != nil {
		return nil, err
	}
	if v.Str("mode") == "assault" {
		return assault(v), nil
	}
	return shoot(v), nil
}

func shoot(v ruleset.Values) *ruleset.Result {
	res := &ruleset.Result{Query: v.Encode()}
	hits := dice.Point(0)
	for k := 1; k <= v.Lines(); k++ {
		line := v.Line(k)
		h := dice.Bernoulli(pHit(line)).Times(line.Int("shots"))
		hits = hits.Add(h)
		st := ruleset.StageOf("hits", "Hits", h, 0)
		st.Line = k
		res.Lines = append(res.Lines, ruleset.Line{Line: k, Label: "Weapon " + strconv.Itoa(k), Stages: []ruleset.Stage{st}})
		res.Steps = append(res.Steps, ruleset.Reason{Stage: "hits", Line: k, P: ptr(pHit(line)),
			Text: fmt.Sprintf("weapon %d: %d shot(s), hit on %d+", k, line.Int("shots"), line.Int("hit"))})
	}
	// The worst table result over every hit: P(worst <= c) = E[F(c)^hits].
	one := tableRoll(v)
	worst := make([]float64, len(tableValues))
	prev := 0.0
	for c := range tableValues {
		f := one.AtMost(c)
		cdf := 0.0
		for h, p := range hits.PMF() {
			cdf += p * pow(f, h)
		}
		worst[c] = max(0, cdf-prev)
		prev = cdf
	}
	table := ruleset.StageOf("result", "Worst table result", dice.FromPMF(worst), 0)
	table.Kind, table.Values = ruleset.Ordinal, tableValues
	res.Stages = []ruleset.Stage{ruleset.StageOf("hits", "Hits", hits, 0), table}
	res.Steps = append(res.Steps, ruleset.Reason{Stage: "result", Text: fmt.Sprintf("each hit rolls on the table, less armour %d", v.Int("armour"))})
	res.SetHeadline(
		ruleset.Figure{ID: "hits", Label: "Expected hits", Stage: "hits", Stat: ruleset.StatMean, Unit: "hits", Short: "hits"},
		ruleset.Figure{ID: "kill", Label: "Destroyed or worse", Stage: "result", Stat: ruleset.StatAtLeast, At: 3, Short: "kill"},
		ruleset.Figure{ID: "boom", Label: "Explodes", Stage: "result", Stat: ruleset.StatCategory, At: 4, Short: "boom"},
	)
	return res
}

// assault is each side's D6 plus its value; the margin is A's score less B's.
func assault(v ruleset.Values) *ruleset.Result {
	res := &ruleset.Result{Query: v.Encode(), Sides: []ruleset.StageSide{{ID: "a", Label: "Attacker"}, {ID: "b", Label: "Defender"}}}
	a := dice.Uniform(1, 6).Add(dice.Point(v.Int("cc")))
	b := dice.Uniform(1, 6).Add(dice.Point(v.Int("dcc") + v.Int("units") - 1))
	sa, sb := ruleset.StageOf("a-score", "Attacker's score", a, 0), ruleset.StageOf("b-score", "Defender's score", b, 0)
	sa.Side, sb.Side = "a", "b"
	// margin = a - b, shifted by the largest b so its PMF starts at index 0.
	lo := -b.Max()
	pm := make([]float64, a.Max()-lo+1)
	for x, p := range a.PMF() {
		for y, q := range b.PMF() {
			pm[x-y-lo] += p * q
		}
	}
	first := 0
	for first < len(pm)-1 && pm[first] == 0 {
		first++
	}
	margin := ruleset.StageOf("margin", "Margin (attacker − defender)", dice.FromPMF(pm[first:]), lo+first)
	margin.Kind = ruleset.Signed
	win := ruleset.StageOf("outcome", "Outcome", dice.FromPMF([]float64{margin.PAtLeast(1), margin.P(0), 1 - margin.PAtLeast(0)}), 0)
	win.Kind, win.Values = ruleset.Categorical, outcomeValues
	res.Stages = []ruleset.Stage{sa, sb, margin, win}
	res.Steps = []ruleset.Reason{{Stage: "margin", Text: "each side rolls a D6 and adds its value; the higher wins"}}
	res.SetHeadline(
		ruleset.Figure{ID: "win", Label: "Attacker wins", Stage: "margin", Stat: ruleset.StatAtLeast, At: 1, Short: "win"},
		ruleset.Figure{ID: "margin", Label: "Mean margin", Stage: "margin", Stat: ruleset.StatMean, Short: "margin"},
		ruleset.Figure{ID: "draw", Label: "Draw", Stage: "outcome", Stat: ruleset.StatCategory, At: 1, Short: "draw"},
	)
	return res
}

func (c fake) Roll(q url.Values, r *rand.Rand) (*ruleset.RollLog, error) {
	v, err := read(q)
	if err != nil {
		return nil, err
	}
	exact, _ := c.Calculate(q)
	log := &ruleset.RollLog{Exact: exact}
	d6 := func() int { return 1 + r.IntN(6) }
	add := func(st ruleset.RollStage) {
		st.Percentile = exact.Stage(st.ID).Percentile(st.Total)
		log.Stages = append(log.Stages, st)
	}
	if v.Str("mode") == "assault" {
		log.Figure = "margin"
		log.Groups = []ruleset.RollGroup{{ID: "a", Label: "Attacker"}, {ID: "b", Label: "Defender"}}
		fa, fb := d6(), d6()
		ta, tb := fa+v.Int("cc"), fb+v.Int("dcc")+v.Int("units")-1
		add(ruleset.RollStage{ID: "a-score", Total: ta, Dice: []ruleset.Die{{Role: "assault", Sides: 6, Face: fa, Group: "a", Success: true}}})
		add(ruleset.RollStage{ID: "b-score", Total: tb, Dice: []ruleset.Die{{Role: "assault", Sides: 6, Face: fb, Group: "b", Success: true}}})
		add(ruleset.RollStage{ID: "margin", Total: ta - tb, Dice: []ruleset.Die{}})
		out := 1
		if ta > tb {
			out = 0
		} else if ta < tb {
			out = 2
		}
		add(ruleset.RollStage{ID: "outcome", Total: out, Dice: []ruleset.Die{}})
	} else {
		log.Figure = "hits"
		hits := ruleset.RollStage{ID: "hits", Dice: []ruleset.Die{}}
		for k := 1; k <= v.Lines(); k++ {
			line := v.Line(k)
			group := "line-" + strconv.Itoa(k)
			log.Groups = append(log.Groups, ruleset.RollGroup{ID: group, Label: "Weapon " + strconv.Itoa(k)})
			for range line.Int("shots") {
				d := ruleset.Die{Role: "hit", Sides: 6, Face: d6(), Group: group}
				if d.Face < line.Int("hit") && v.Flag("reroll") {
					d.Discarded, d.Face = []int{d.Face}, d6()
				}
				d.Success = d.Face >= line.Int("hit")
				d.Outcome = map[bool]string{true: ruleset.OutcomeHit, false: ruleset.OutcomeMiss}[d.Success]
				if d.Success {
					hits.Total++
				}
				hits.Dice = append(hits.Dice, d)
			}
		}
		add(hits)
		table := ruleset.RollStage{ID: "result", Dice: []ruleset.Die{}}
		for range hits.Total {
			d := ruleset.Die{Role: "table", Sides: 6, Face: d6(), Success: true}
			if v.Flag("best") {
				if other := d6(); other > d.Face {
					d.Discarded, d.Face = []int{d.Face}, other
				} else {
					d.Discarded = []int{other}
				}
			}
			c := tableOf(d.Face - v.Int("armour"))
			d.Outcome = tableValues[c]
			table.Total = max(table.Total, c)
			table.Dice = append(table.Dice, d)
		}
		add(table)
	}
	log.Percentile = log.Stage(log.Figure).Percentile
	return log, nil
}

func ptr(p float64) *float64 { return &p }

func pow(x float64, n int) float64 {
	out := 1.0
	for range n {
		out *= x
	}
	return out
}
