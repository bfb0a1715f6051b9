package wh40k10

import (
	"fmt"
	"net/url"

	"auspex/engine/clip"
	"auspex/engine/combat"
	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// calculator is the 10th edition attack calculator (Core Rules pp. 19-28, the
// weapon abilities on pp. 25-28 and the core abilities).
type calculator struct{}

// Form describes the input; the query keys are documented in the README.
func (calculator) Form() *ruleset.Form { return form }

// Calculate computes every stage exactly. It never panics: a failure inside is
// returned as an error rather than taking the page down.
func (c calculator) Calculate(q url.Values) (res *ruleset.Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("internal error computing %s: %v", clip.Quote(q.Encode()), r)
		}
	}()
	u, err := newUnit(q)
	if err != nil {
		return nil, err
	}
	return u.result(), nil
}

// result computes every stage of a checked attack.
func (a *attack) result() *ruleset.Result {
	out := a.Sequence().Run()
	res := &ruleset.Result{
		Query:  a.v.Encode(),
		Stages: out.Stages(),
		Steps:  a.reasons,
		Notes:  a.notes(),
	}
	res.NoEffect = coverInert([]*attack{a})
	res.SetHeadline(a.headline()...)
	if a.v.Flag("hazardous") {
		hazardous(res, a.Models)
	}
	return res
}

// coverInert says, by the Cover switch, that it changes nothing when no line
// gets the Benefit of Cover from it: a save of 3+ or better against AP 0
// gains none (p. 44; the save step says so too). Ignores Cover and Indirect
// Fire say their own part in the save step.
func coverInert(lines []*attack) []ruleset.FieldNote {
	for _, a := range lines {
		v := a.v
		if !v.Flag("cover") || v.Flag("indirect") || v.Flag("ignorecover") || v.Int("sv") > 3 || v.Int("ap") != 0 {
			return nil
		}
	}
	return []ruleset.FieldNote{{Key: "cover", Text: "no effect: no Benefit of Cover for Sv 3+ or better against AP 0"}}
}

// hazardous adds the attacker's Hazardous tests: one per model with such a weapon.
func hazardous(res *ruleset.Result, models int) {
	failed := dice.Bernoulli(1.0 / 6).Times(models)
	res.Extra = append(res.Extra, combat.StageOf("hazardous", "Hazardous tests failed (the attacker's losses)", failed))
	res.Steps = append(res.Steps, ruleset.Reason{Stage: "hazardous", Rule: "hazardous", P: prob(1.0 / 6),
		Text: fmt.Sprintf("Hazardous: %s, each fails on a 1; expect %.3g bearers destroyed, "+
			"or %.3g mortal wounds if the bearers are Characters, Monsters or Vehicles", ruleset.Plural(models, "test", "tests"), failed.Mean(), 3*failed.Mean())})
}

// headline is the figures shown first: the unit's size comes from the query,
// not from how far the models-destroyed distribution reaches.
func (a *attack) headline() []ruleset.Figure {
	n := a.Unit.Models
	return []ruleset.Figure{
		{ID: "damage", Label: "Expected damage", Stage: combat.StageDamage, Stat: ruleset.StatMean, Unit: "wounds", Short: "dmg"},
		{ID: "destroyed", Label: "Models destroyed", Stage: combat.StageDestroyed, Stat: ruleset.StatMean, Unit: "models", Of: n, Short: "dead"},
		{ID: "kill", Label: "Whole unit destroyed", Stage: combat.StageDestroyed, Stat: ruleset.StatAtLeast, At: n, Unit: "models", Of: n, Short: "wipe"},
	}
}

func (a *attack) notes() []string {
	return a.notesWith("Exact distributions of one attack profile against one unit with no wounds lost yet.", a.Dev)
}

// notesWith is the notes after the first: which Devastating Wounds text, when any weapon has it.
func (a *attack) notesWith(first string, dev bool) []string {
	n := []string{first}
	if dev {
		if a.DevSave {
			n = append(n, "Devastating Wounds: the later (2024) ruling, not the launch text of this book: no save, "+
				"Damage after modifiers, resolved after the other attacks, excess lost with the model.")
		} else {
			n = append(n, "Devastating Wounds: the 2023 launch text (mortal wounds equal to D).")
		}
	}
	return n
}

// Calc is the 10th edition calculator.
var Calc ruleset.Calculator = calculator{}
