package wh40k5

import (
	"fmt"
	"net/url"

	"auspex/engine/dice"
	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// calculator is the 5th edition attack calculator: shooting and close combat
// against models (pp. 16-26, 37-42) and against vehicles (pp. 56-63), with
// the weapon and universal special rules that change an attack.
type calculator struct{}

// Calc is the 5th edition calculator.
var Calc ruleset.Calculator = calculator{}

// Form describes the input; the query keys are listed in the README.
func (calculator) Form() *ruleset.Form { return form() }

// The stage ids.
const (
	stageAttacks     = "attacks"
	stageHits        = "hits"
	stageWounds      = "wounds"
	stageUnsaved     = "unsaved"
	stageDestroyed   = "destroyed"
	stageGlancing    = "glancing"
	stagePenetrating = "penetrating"
	stageResult      = "result"
	stageHot         = "gets-hot"
)

// Calculate computes every stage exactly.
func (calculator) Calculate(q url.Values) (*ruleset.Result, error) {
	return guarded("computing", q, func(u *unit) (*ruleset.Result, error) { return u.result(), nil })
}

// guarded reads the query and runs f; a panic inside becomes an error.
func guarded[T any](doing string, q url.Values, f func(*unit) (*T, error)) (*T, error) {
	return ruleset.Guard(doing, q, func() (*T, error) {
		u, err := readUnit(q)
		if err != nil {
			return nil, err
		}
		return f(u)
	})
}

// unit is the attacking unit's weapon lines, resolved together at one target.
type unit struct {
	v       ruleset.Values
	lines   []*line
	vehicle bool
}

// readUnit checks the query: the form's bounds, no value in a field the modes
// hide, then each line (an error on line k is put under its key "k.s").
func readUnit(q url.Values) (*unit, error) {
	v, lines, _, err := ruleset.ReadLines(form(), q, newLine) // its modes declare no harmless field
	if err != nil {
		return nil, err
	}
	return &unit{v: v, lines: lines, vehicle: v.Str("av") != ""}, nil
}

// counts is one line's count stages: attacks, hits, and what the hits become.
func (l *line) counts() (attacks, hits dice.Dist) {
	per := l.a.Dist().Add(dice.Point(l.bonus))
	attacks = per.Times(l.models)
	switch {
	case l.hit.auto && l.hot: // a model whose weapon gets hot does not fire
		over := l.overheat()
		hits = dice.Mix([]float64{over, 1 - over}, []dice.Dist{dice.Point(0), per}).Times(l.models)
	case l.hit.auto:
		hits = attacks
	default:
		hits = attacks.Thin(l.hit.pass())
	}
	return attacks, hits
}

// hotWounds is the firer's unsaved wounds from Gets Hot!.
func (l *line) hotWounds(attacks dice.Dist) dice.Dist {
	if l.hit.auto {
		return dice.Bernoulli(l.hotChance()).Times(l.models)
	}
	return attacks.Thin(l.hotChance())
}

func (u *unit) result() *ruleset.Result {
	res := &ruleset.Result{Query: u.v.Encode()}
	n := len(u.lines)
	sum := map[string]dice.Dist{}
	add := func(id string, d dice.Dist) {
		if s, ok := sum[id]; ok {
			d = s.Add(d)
		}
		sum[id] = d
	}
	instant, normal := dice.Point(0), dice.Point(0) // wounds lost (after feel no pain) that remove a model each, and the others
	vs := vehicleState{weapons: u.v.Int("weapons"), immob: u.v.Flag("immobilised")}
	hullDist := make([]float64, vs.size())
	hullDist[0] = 1
	hot := false
	for i, l := range u.lines {
		attacks, hits := l.counts()
		add(stageAttacks, attacks)
		add(stageHits, hits)
		own := []ruleset.Stage{stage(stageAttacks, attacks), stage(stageHits, hits)}
		var share ruleset.Figure
		if u.vehicle {
			g, p, un := hits.Thin(l.pen.p[penGlance]), hits.Thin(l.pen.p[penPen]), hits.Thin(l.unsavedPerHit())
			add(stageGlancing, g)
			add(stagePenetrating, p)
			add(stageUnsaved, un)
			hullDist = vs.apply(hullDist, hits, l.perHit())
			own = append(own, stage(stageGlancing, g), stage(stagePenetrating, p), vehicleUnsaved(un))
			share = ruleset.Figure{ID: "penetrating", Label: "Expected penetrating hits", Stage: stagePenetrating, Stat: ruleset.StatMean, Value: p.Mean(), Short: "pen"}
		} else {
			w, un, lost := hits.Thin(l.wound.Pass()), hits.Thin(l.throughSave()), hits.Thin(l.throughModel())
			add(stageWounds, w)
			add(stageUnsaved, un)
			if l.instant {
				instant = instant.Add(lost)
			} else {
				normal = normal.Add(lost)
			}
			own = append(own, stage(stageWounds, w), stage(stageUnsaved, un))
			share = ruleset.Figure{ID: "unsaved", Label: "Expected unsaved wounds", Stage: stageUnsaved, Stat: ruleset.StatMean, Value: un.Mean(), Unit: "wounds", Short: "wounds"}
		}
		if l.hot {
			hot = true
			add(stageHot, l.hotWounds(attacks))
		}
		for _, r := range l.reasons {
			if n > 1 {
				r.Line = i + 1
			}
			res.Steps = append(res.Steps, r)
		}
		if n > 1 {
			for j := range own {
				own[j].Line = i + 1
			}
			res.Lines = append(res.Lines, ruleset.Line{Line: i + 1, Label: fmt.Sprint("Weapon ", i+1), Stages: own, Figures: []ruleset.Figure{share}})
		}
	}
	if u.vehicle {
		res.Stages = u.vehicleStages(sum, vs, hullDist)
	} else {
		res.Stages = u.modelStages(sum, instant, normal)
	}
	if hot {
		res.Extra = []ruleset.Stage{stage(stageHot, sum[stageHot])}
	}
	res.Notes = u.notes()
	res.SetHeadline(u.headline()...)
	return res
}

// noEffects says which values given the rules leave without effect here.
func (u *unit) noEffects() []string {
	v, cc := u.v, u.v.Str("mode") == modeCC
	var out []string
	if cc && v.Flag("furious") && !v.Flag("charged") {
		out = append(out, "Furious Charge: no effect: its +1 Strength is only for a turn in which the unit assaulted.")
	}
	if cc && u.vehicle && !v.Flag("walker") && v.Flag("preferred") {
		out = append(out, "Preferred enemy: no effect: it does not work against a vehicle without a Weapon Skill.")
	}
	if cc && u.vehicle && v.Flag("walker") && v.Str("moved") != "stationary" {
		out = append(out, "The vehicle last turn: no effect: a walker is hit by Weapon Skill, not by how far it moved.")
	}
	if !cc && u.vehicle && v.Flag("half") {
		melta := false
		for _, l := range u.lines {
			melta = melta || l.v.Flag("melta")
		}
		if !melta {
			out = append(out, "Within half range: no effect: only a melta weapon rolls more to penetrate there (rapid fire's shots are given in Shots).")
		}
	}
	return out
}

// stageLabels names each stage for display.
var stageLabels = lazy.Of(func() map[string]string {
	return map[string]string{
		stageAttacks: "Attacks", stageHits: "Hits", stageWounds: "Wounds", stageUnsaved: "Unsaved wounds",
		stageDestroyed: "Models removed", stageGlancing: "Glancing hits", stagePenetrating: "Penetrating hits",
		stageResult: "Worst damage result", stageHot: "Gets Hot!: wounds on the firers",
	}
})

func stage(id string, d dice.Dist) ruleset.Stage { return ruleset.StageOf(id, stageLabels()[id], d, 0) }

// vehicleUnsaved is the unsaved stage against a vehicle: the glancing and
// penetrating hits that no save stopped (each gets a damage roll).
func vehicleUnsaved(d dice.Dist) ruleset.Stage {
	return ruleset.StageOf(stageUnsaved, "Unsaved glancing or penetrating hits", d, 0)
}

// modelStages: whole models are removed (p. 26): first one unwounded model
// per unsaved wound (not ignored by feel no pain) that inflicts instant
// death, then one model per W of the other such wounds, never more than the unit.
func (u *unit) modelStages(sum map[string]dice.Dist, instant, normal dice.Dist) []ruleset.Stage {
	n, w := u.v.Int("n"), u.v.Int("w")
	dead := instant.Clamp(0, n).Add(normal.Map(func(x int) int { return min(n, x/w) })).Clamp(0, n)
	return []ruleset.Stage{stage(stageAttacks, sum[stageAttacks]), stage(stageHits, sum[stageHits]), stage(stageWounds, sum[stageWounds]),
		stage(stageUnsaved, sum[stageUnsaved]), stage(stageDestroyed, dead)}
}

func (u *unit) vehicleStages(sum map[string]dice.Dist, vs vehicleState, hulls []float64) []ruleset.Stage {
	worst := make([]float64, len(resultValues))
	for i, p := range hulls {
		worst[vs.worst(vs.hullAt(i))] += p
	}
	result := stage(stageResult, dice.FromPMF(worst))
	result.Kind, result.Values = ruleset.Ordinal, resultValues
	destroyed := ruleset.StageOf(stageDestroyed, "Vehicle destroyed", dice.Bernoulli(worst[resWrecked]+worst[resExplodes]), 0)
	return []ruleset.Stage{stage(stageAttacks, sum[stageAttacks]), stage(stageHits, sum[stageHits]), stage(stageGlancing, sum[stageGlancing]),
		stage(stagePenetrating, sum[stagePenetrating]), vehicleUnsaved(sum[stageUnsaved]), result, destroyed}
}

func (u *unit) headline() []ruleset.Figure {
	if u.vehicle {
		return []ruleset.Figure{
			{ID: "destroyed", Label: "Vehicle destroyed", Stage: stageDestroyed, Stat: ruleset.StatAtLeast, At: 1, Short: "kill"},
			{ID: "damaged", Label: "Any damage result", Stage: stageResult, Stat: ruleset.StatAtLeast, At: resShaken, Short: "dmg"},
			{ID: "penetrating", Label: "Expected penetrating hits", Stage: stagePenetrating, Stat: ruleset.StatMean, Short: "pen"},
		}
	}
	n := u.v.Int("n")
	return []ruleset.Figure{
		{ID: "unsaved", Label: "Expected unsaved wounds", Stage: stageUnsaved, Stat: ruleset.StatMean, Unit: "wounds", Short: "wounds"},
		{ID: "destroyed", Label: "Models removed", Stage: stageDestroyed, Stat: ruleset.StatMean, Unit: "models", Of: n, Short: "dead"},
		{ID: "kill", Label: "Whole unit removed", Stage: stageDestroyed, Stat: ruleset.StatAtLeast, At: n, Unit: "models", Of: n, Short: "wipe"},
	}
}

// notes are the readings the calculator takes where the book leaves a
// choice, and the values given that the rules make harmless.
func (u *unit) notes() []string {
	out := u.noEffects()
	if len(u.lines) > 1 {
		out = append(out, fmt.Sprintf("%d weapon lines fire (or strike) together: all their hits, wounds and saves are made, then casualties are removed.", len(u.lines)))
	}
	if u.vehicle {
		out = append(out, "Every glancing or penetrating hit gets its own damage roll; the worst result is shown after the book's conversions "+
			"(weapon destroyed with no weapon left immobilises, a second immobilised destroys a weapon, either with neither left wrecks).")
		for _, l := range u.lines {
			if l.pen.rend && (l.pen.dice == 2 || l.pen.bestOf2) {
				out = append(out, "Rending with two penetration dice: one D3 is added when a die that counts shows a 6 "+
					"(either die of 2D6, the higher of ordnance's two); the book does not say.")
				break
			}
		}
		switch {
		case u.v.Str("mode") == modeCC && u.v.Flag("walker"):
			out = append(out, "A walker in close combat is hit by Weapon Skill and every hit is against its front armour: give the front Armour Value.")
		case u.v.Str("mode") == modeCC:
			out = append(out, "In close combat every hit on a vehicle other than a walker is against the rear armour: give the rear Armour Value.")
		}
		for _, l := range u.lines {
			if l.pen.reroll {
				out = append(out, "A twin-linked template re-rolls a penetration roll that does nothing (never a glancing hit).")
				break
			}
		}
		out = append(out, "Unsaved counts the glancing and penetrating hits that no save stopped (a vehicle's only save here is the obscured one): one damage roll each.")
	} else {
		out = append(out, "The target unit's models are identical and unhurt: unsaved wounds remove whole models, instant death first.")
		for _, l := range u.lines {
			if l.fnp[0] || l.fnp[1] {
				out = append(out, "Unsaved wounds are counted before feel no pain; the models removed are counted after it.")
				break
			}
		}
	}
	for _, l := range u.lines {
		if l.hot {
			out = append(out, "Gets Hot! wounds the firing models; with one wound each, every unsaved one is a model lost.")
			break
		}
	}
	return out
}
