package wh40k9

import (
	"errors"
	"fmt"
	"net/url"

	"auspex/engine/combat"
	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// calculator is the 9th edition attack calculator: the Shooting phase and
// Making Attacks of the 2020 Core Rules, the ranged weapon types, and the
// common datasheet effects of an unmodified 6.
type calculator struct{}

// Calc is the 9th edition calculator.
var Calc ruleset.Calculator = calculator{}

// Form describes the input; the query keys are documented in the README.
func (calculator) Form() *ruleset.Form { return form }

// Calculate computes every stage exactly.
func (calculator) Calculate(q url.Values) (*ruleset.Result, error) {
	return guarded("computing", q, func(u *unit) (*ruleset.Result, error) { return u.result(), nil })
}

// guarded reads the query and runs f on the unit. It never panics: a failure
// inside is returned as an error rather than taking the page down.
func guarded[T any](doing string, q url.Values, f func(*unit) (*T, error)) (out *T, err error) {
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("internal error %s %q: %v", doing, q.Encode(), r)
		}
	}()
	u, err := readUnit(q)
	if err != nil {
		return nil, err
	}
	return f(u)
}

// unit is the attacking unit's weapon lines, fired in order at one target.
type unit struct {
	v     ruleset.Values
	lines []*attack
}

// readUnit checks the query and reads each weapon line; a field error of a
// repeated key on line k is put under that line's key ("2.type").
func readUnit(q url.Values) (*unit, error) {
	v, err := ruleset.ParseForm(form, q)
	u := &unit{v: v}
	for k := 1; err == nil && k <= v.Lines(); k++ {
		var a *attack
		if a, err = newAttack(v.Line(k)); err == nil {
			u.lines = append(u.lines, a)
		} else if fe := new(ruleset.FieldError); k > 1 && errors.As(err, &fe) && form.Repeated(fe.Key) {
			e := *fe
			e.Key, e.Line = ruleset.LineKey(k, fe.Key), k
			err = &e
		}
	}
	if err != nil {
		return nil, err
	}
	return u, nil
}

// result resolves the lines in order, each against the unit as the ones
// before left it (a hurt model stays hurt). Attacks, hits, wounds and unsaved
// wounds do not depend on the target's state: the unit's are the lines' sums.
// One line is the single-weapon calculation, with no per-line shares.
func (u *unit) result() *ruleset.Result {
	res := &ruleset.Result{Query: u.v.Encode()}
	sums := []dice.Dist{dice.Point(0), dice.Point(0), dice.Point(0), dice.Point(0)}
	state := dice.Point(0)
	var last combat.Outcome
	var before [2]float64 // the unit's expected wounds lost and models destroyed before this line
	mortal := false
	for i, a := range u.lines {
		last = a.outcome(state)
		state = last.Lost
		for j, d := range []dice.Dist{last.Attacks, last.Hits, last.Wounds, last.Unsaved} {
			sums[j] = sums[j].Add(d)
		}
		mortal = mortal || a.mortal.Max() > 0
		line := i + 1
		for _, r := range a.reasons {
			if len(u.lines) > 1 {
				r.Line = line
			}
			res.Steps = append(res.Steps, r)
		}
		if len(u.lines) == 1 {
			break
		}
		stages := last.Stages()[:4]
		for j := range stages {
			stages[j].Line = line
		}
		now := [2]float64{last.Lost.Mean(), last.Destroyed.Mean()}
		figs := headline(u.lines[0].Unit.Models)[:2]
		figs[0].Value, figs[1].Value = now[0]-before[0], now[1]-before[1]
		res.Lines = append(res.Lines, ruleset.Line{Line: line, Label: fmt.Sprint("Weapon ", line), Stages: stages, Figures: figs})
		before = now
	}
	whole := combat.Outcome{Attacks: sums[0], Hits: sums[1], Wounds: sums[2], Unsaved: sums[3], Lost: last.Lost, Destroyed: last.Destroyed}
	res.Stages = whole.Stages()
	res.Notes = notes(len(u.lines), mortal)
	for _, a := range u.lines[1:] {
		if a.v.Flag("blast") && a.Unit.Models >= 6 {
			res.Notes = append(res.Notes, "Blast counts the target's models before any line fires; if earlier lines destroy some, "+
				"a later Blast line makes its attacks against fewer models in play, possibly fewer attacks than shown.")
			break
		}
	}
	res.SetHeadline(headline(u.lines[0].Unit.Models)...)
	return res
}

// headline is the figures shown first; the unit's size comes from the query.
func headline(n int) []ruleset.Figure {
	return []ruleset.Figure{
		{ID: "damage", Label: "Expected damage", Stage: combat.StageDamage, Stat: ruleset.StatMean, Unit: "wounds", Short: "dmg"},
		{ID: "destroyed", Label: "Models destroyed", Stage: combat.StageDestroyed, Stat: ruleset.StatMean, Unit: "models", Of: n, Short: "dead"},
		{ID: "kill", Label: "Whole unit destroyed", Stage: combat.StageDestroyed, Stat: ruleset.StatAtLeast, At: n, Unit: "models", Of: n, Short: "wipe"},
	}
}

func notes(lines int, mortal bool) []string {
	n := []string{"Exact distributions of one attack profile against one unit with no wounds lost yet."}
	if lines > 1 {
		n[0] = fmt.Sprintf("Exact distributions of %d weapon lines fired in order at one unit with no wounds lost yet; "+
			"the damage of each line carries into the next (a hurt model stays hurt).", lines)
	}
	if mortal {
		n = append(n, "Mortal wounds from an unmodified 6 to wound are inflicted right after the normal damage of the same attack "+
			"(an attack's extra hits come after the hit that scored them), and carry on from model to model.")
	}
	return n
}
