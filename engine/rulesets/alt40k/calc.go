package alt40k

import (
	"fmt"
	"net/url"
	"slices"

	"auspex/engine/combat"
	"auspex/engine/dice"
	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// calculator is the Alternate 40k attack calculator: shooting (templates,
// Snap Shots, Overwatch) and close combat against models by Toughness and
// vehicles by armour value, with the special rules of the Terminology
// section that change the numbers.
type calculator struct{}

// Calc is the Alternate 40k calculator.
var Calc ruleset.Calculator = calculator{}

// Form describes the input; the query keys are listed in the README.
func (calculator) Form() *ruleset.Form { return form() }

// Calculate computes every stage exactly.
func (calculator) Calculate(q url.Values) (*ruleset.Result, error) {
	return guarded("computing", q, func(u *unit) (*ruleset.Result, error) { return u.result(), nil })
}

// guarded reads the query and runs f on the unit, never panicking.
func guarded[T any](doing string, q url.Values, f func(*unit) (*T, error)) (*T, error) {
	return ruleset.Guard(doing, q, func() (*T, error) {
		v, lines, inert, err := ruleset.ReadLines(form(), q, newLine)
		if err != nil {
			return nil, err
		}
		return f(&unit{v: v, lines: lines, inert: inert})
	})
}

// unit is the attacking unit's weapon lines, resolved in order at one target.
type unit struct {
	v     ruleset.Values
	lines []*line
	inert []ruleset.FieldNote // inputs given that the rule makes harmless here, left out
}

// vehicle says the target is a vehicle (every line reads the same target).
func (u *unit) vehicle() bool { return u.lines[0].vehicle }

// targetUnit is the target as combat's unit of identical models.
func (u *unit) targetUnit() combat.Unit {
	return combat.Unit{Models: u.v.Int("n"), Wounds: u.v.Int("w")}
}

// counts are one line's stage distributions that do not depend on the
// target's state, in stage order.
func (u *unit) countStages() []string {
	if u.vehicle() {
		return []string{stAttacks, stHits, stGlancing, stPenetrating, stUnsaved}
	}
	return []string{stAttacks, stHits, stWounds, stUnsaved}
}

var stageLabels = lazy.Of(func() map[string]string {
	return map[string]string{stAttacks: "Attacks (or templates)", stHits: "Hits", stWounds: "Wounds",
		stGlancing: "Glancing hits", stPenetrating: "Penetrating hits", stUnsaved: "Unsaved wounds",
		stResult: "Worst damage chart result", stDamage: "Wounds lost by the target", stDestroyed: "Models destroyed",
		stGetsHot: "Gets Hot! mortal wounds to the firers", stExplodes: "Vehicles that explode"}
})

// lineOut is what resolving one more line gives: the line's own count
// stages, and the unit's after it: the counts' sums, the wounds lost, and
// P(worst chart row <= c) for each row c (vehicles).
type lineOut struct {
	counts, sums []dice.Dist
	lost         dice.Dist
	cdf          []float64
}

// resolveLines resolves the lines in order, each against the unit as the
// lines before left it. Lines are independent of each other but for the
// wounds lost, which carry over; against Void Shields the shields left
// carry over too (resolveShielded).
func (u *unit) resolveLines(ids []string) []lineOut {
	if u.lines[0].voids() > 0 {
		return u.resolveShielded(ids)
	}
	var outs []lineOut
	sums := make([]dice.Dist, len(ids))
	for i := range sums {
		sums[i] = dice.Point(0)
	}
	state, cdf := dice.Point(0), []float64(nil)
	for _, l := range u.lines {
		counts := l.counts(ids)
		for j := range ids {
			sums[j] = sums[j].Add(counts[j])
		}
		state = l.lost(state, u.targetUnit())
		if u.vehicle() {
			c := l.worstRow()
			if cdf == nil {
				cdf = c
			} else {
				for k := range cdf {
					cdf[k] *= c[k]
				}
			}
		}
		outs = append(outs, lineOut{counts: counts, sums: slices.Clone(sums), lost: state, cdf: slices.Clone(cdf)})
	}
	return outs
}

// result resolves the lines and reports the whole and each line's share.
func (u *unit) result() *ruleset.Result {
	res := &ruleset.Result{Query: u.v.Encode(), NoEffect: u.inert}
	ids := u.countStages()
	outs := u.resolveLines(ids)
	last := outs[len(outs)-1]
	sums, state, cdf := last.sums, last.lost, last.cdf
	hot, anyHot := dice.Point(0), false
	tu := u.targetUnit()
	var before [2]float64
	for i, l := range u.lines {
		if l.mode == modeShoot && l.v.Flag("getshot") {
			hot, anyHot = hot.Add(l.attacks.Compound(dice.Bernoulli(l.hitOnes))), true
		}
		n := i + 1
		for _, r := range l.reasons {
			if len(u.lines) > 1 {
				r.Line = n
			}
			res.Steps = append(res.Steps, r)
		}
		if len(u.lines) == 1 {
			continue
		}
		var stages []ruleset.Stage
		for j, id := range ids {
			st := ruleset.StageOf(id, u.label(id), outs[i].counts[j], 0)
			st.Line = n
			stages = append(stages, st)
		}
		lost := outs[i].lost
		now := [2]float64{lost.Mean(), tu.DestroyedDist(lost).Mean()}
		figs := headline(u.vehicle(), tu.Models)[:2]
		figs[0].Value, figs[1].Value = now[0]-before[0], now[1]-before[1]
		res.Lines = append(res.Lines, ruleset.Line{Line: n, Label: fmt.Sprint("Weapon ", n), Stages: stages, Figures: figs})
		before = now
	}
	for j, id := range ids {
		res.Stages = append(res.Stages, ruleset.StageOf(id, u.label(id), sums[j], 0))
	}
	if u.vehicle() {
		pmf := make([]float64, len(cdf))
		prev := 0.0
		for k, c := range cdf {
			pmf[k], prev = max(0, c-prev), c
		}
		st := ruleset.StageOf(stResult, stageLabels()[stResult], dice.FromPMF(pmf), 0)
		st.Kind, st.Values = ruleset.Ordinal, u.lines[0].chartOf().values()
		res.Stages = append(res.Stages, st)
	}
	res.Stages = append(res.Stages, ruleset.StageOf(stDamage, stageLabels()[stDamage], state, 0),
		ruleset.StageOf(stDestroyed, destroyedLabel(u.vehicle()), tu.DestroyedDist(state), 0))
	if u.vehicle() {
		boom := ruleset.StageOf(stExplodes, stageLabels()[stExplodes], tu.DestroyedDist(state).Thin(1.0/6), 0)
		res.Extra = append(res.Extra, boom)
		res.Steps = append(res.Steps, ruleset.Reason{Stage: stExplodes, Rule: refVehicles, P: chance(1.0 / 6),
			Text: "each vehicle destroyed explodes on a 6 (a D6\" radius, 2D6\" for a titanic vehicle)"})
	}
	if anyHot {
		res.Extra = append(res.Extra, ruleset.StageOf(stGetsHot, stageLabels()[stGetsHot], hot, 0))
	}
	res.Notes = u.notes()
	res.SetHeadline(headline(u.vehicle(), tu.Models)...)
	return res
}

// label is a count stage's label: against a vehicle, what is unsaved is
// glancing and penetrating hits.
func (u *unit) label(id string) string {
	if id == stUnsaved && u.vehicle() {
		return "Unsaved glancing and penetrating hits"
	}
	return stageLabels()[id]
}

func destroyedLabel(vehicle bool) string {
	if vehicle {
		return "Vehicles destroyed"
	}
	return stageLabels()[stDestroyed]
}

// headline is the figures shown first; the unit's size comes from the query.
func headline(vehicle bool, n int) []ruleset.Figure {
	what, short := "models", "dead"
	if vehicle {
		what, short = "vehicles", "wrecked"
	}
	figs := []ruleset.Figure{
		{ID: "damage", Label: "Expected wounds lost", Stage: stDamage, Stat: ruleset.StatMean, Unit: "wounds", Short: "wounds"},
		{ID: "destroyed", Label: "Expected " + what + " destroyed", Stage: stDestroyed, Stat: ruleset.StatMean, Unit: what, Of: n, Short: short},
		{ID: "kill", Label: "All destroyed", Stage: stDestroyed, Stat: ruleset.StatAtLeast, At: n, Unit: what, Of: n, Short: "all"},
	}
	if vehicle {
		figs = append(figs, ruleset.Figure{ID: "pen", Label: "At least one penetrating hit", Stage: stPenetrating,
			Stat: ruleset.StatAtLeast, At: 1, Short: "pen"})
	}
	return figs
}

func (u *unit) notes() []string {
	n := []string{"Exact distributions of one attack against one unit with no wounds lost yet."}
	if len(u.lines) > 1 {
		n[0] = fmt.Sprintf("Exact distributions of %d weapon lines resolved in order at one unit with no wounds lost yet; "+
			"a hurt model stays hurt for the next line.", len(u.lines))
	}
	n = append(n, "The calculator's readings (Readings group): "+map[string]string{
		excessSpill: "excess=spill, wounds beyond what slays a model pass to the next model (the book's reading: the chosen model takes the unit's wounds until it dies, then another is chosen); ",
		excessLost:  "excess=lost, wounds beyond what slays a model are lost with it (not the default: the book passes them on to the next model); ",
	}[u.v.Str("excess")]+map[bool]string{
		false: "nat6=0, a natural 6 hits only when it reaches the roll needed; ",
		true:  "nat6=1, a natural 6 always hits; ",
	}[u.v.Flag("nat6")]+map[string]string{
		fixedReplace: "fixed=replace, a rule's fixed wound roll (Sniper, Poisoned, Grav, Haywire) is used instead of the table.",
		fixedBest:    "fixed=best, a rule's fixed wound roll (Sniper, Poisoned, Grav, Haywire) or the table, whichever is better.",
	}[u.v.Str("fixed")])
	n = append(n, "The defender takes the one save that passes most often of those allowed; Feel No Pain is rolled after it.")
	if u.vehicle() {
		n = append(n, "Unsaved counts each glancing or penetrating hit (a Gauss Auto Wound's glance included) whose save failed or "+
			"that allowed none, once per hit, before Feel No Pain and the wounds it inflicts; a penetration that only took down "+
			"a Void Shield is not in it.")
	} else {
		n = append(n, "Unsaved counts each wound (a Gauss Auto Wound included) whose save failed or that allowed none, "+
			"once per wound, before Feel No Pain and the wounds it inflicts.")
	}
	if u.vehicle() {
		n = append(n, "The damage chart result is the worst rolled by any penetration that got through, "+
			"counted even after the vehicle's last wound; each penetration is 1 wound plus its chart row's wounds. "+
			"The calculator's reading: Feel No Pain, where a vehicle has it, is rolled before the chart.")
	}
	return n
}
