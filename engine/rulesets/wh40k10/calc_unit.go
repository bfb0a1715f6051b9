package wh40k10

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"

	"auspex/engine/combat"
	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// maxLines is how many weapon lines one unit may fire.
const maxLines = 8

// lineKeys are the fields each weapon line has its own value of: the model
// count and everything on the weapon's profile. The target, the situation,
// the modifiers and re-rolls and the Devastating Wounds text are shared.
var lineKeys = []string{"models", "a", "bs", "s", "ap", "d", "torrent", "sus", "lethal", "dev", "anti", "twin", "blast",
	"rapid", "melta", "heavy", "lance", "ignorecover", "indirect", "hazardous", "crithit"}

// unit is a whole unit's attack: its weapon lines, fired in order at one target.
type unit struct {
	v     ruleset.Values
	lines []*attack
}

func newUnit(q url.Values) (*unit, error) {
	v, err := ruleset.ParseForm(form, q)
	if err != nil {
		return nil, err
	}
	u := &unit{v: v}
	for k := 1; k <= v.Lines(); k++ {
		a, err := newAttack(v.Line(k))
		if err != nil {
			return nil, onLine(err, k)
		}
		u.lines = append(u.lines, a)
	}
	// Each line is within its own bounds; together they must stay as quick
	// as the largest one. Mortal wounds that wait for the end of the unit's
	// attacks make every line's work W times larger (see combat.Waiting).
	work, scale := 0.0, 1.0
	if u.waits() {
		scale = float64(u.lines[0].Unit.Wounds)
	}
	for i, a := range u.lines {
		if work += a.Work() * scale; work > maxUnitWork {
			k := i + 1
			return nil, &ruleset.FieldError{Key: ruleset.LineKey(k, "a"), Line: k, Given: fmt.Sprintf("%d weapon lines", k),
				Allowed: "fewer or smaller weapon lines; or split the unit",
				Why:     "the calculator's limit: together the lines are too large to compute at once on a phone"}
		}
	}
	return u, nil
}

// waits says whether Devastating Wounds' mortal wounds wait for the end of
// the unit's attacks: under the launch text, with several weapon lines, they
// come after the normal damage of every line (Core Rules, Making Attacks:
// mortal wounds are allocated once all the unit's attacks on the target are
// resolved). One line already applies them after its normal damage.
func (u *unit) waits() bool {
	if len(u.lines) < 2 {
		return false
	}
	for _, a := range u.lines {
		if a.Dev && !a.DevSave {
			return true
		}
	}
	return false
}

// onLine names the line a field error of line k is on.
func onLine(err error, k int) error {
	var fe *ruleset.FieldError
	if k > 1 && errors.As(err, &fe) && form.Repeated(fe.Key) {
		e := *fe
		e.Key, e.Line = ruleset.LineKey(k, fe.Key), k
		return &e
	}
	return err
}

// result is the whole unit's result. One line is exactly the single-weapon
// calculation; several are resolved in order, the distribution of wounds the
// unit has lost carried from each line into the next, so a hurt model stays
// hurt. Attacks, hits, wounds and unsaved wounds do not depend on the target's
// state, so the unit's are the sums of the lines'.
func (u *unit) result() *ruleset.Result {
	if len(u.lines) == 1 {
		return u.lines[0].result()
	}
	first := u.lines[0]
	res := &ruleset.Result{Query: u.v.Encode()}
	attacks, hits, wounds, unsaved := dice.Point(0), dice.Point(0), dice.Point(0), dice.Point(0)
	state := dice.Point(0) // wounds the unit has lost so far
	waiting := combat.NewWaiting(first.Unit, state)
	var out combat.Outcome
	prevLost, prevDead, bearers, dev := 0.0, 0.0, 0, false
	for i, a := range u.lines {
		k := i + 1
		if u.waits() {
			out, waiting = a.Sequence().RunWaiting(waiting)
		} else {
			out = a.Sequence().RunFrom(state)
			state = out.Lost
		}
		attacks, hits, wounds, unsaved = attacks.Add(out.Attacks), hits.Add(out.Hits), wounds.Add(out.Wounds), unsaved.Add(out.Unsaved)
		stages := out.Stages()[:4]
		for j := range stages {
			stages[j].Line = k
		}
		lost, dead := out.Lost.Mean(), out.Destroyed.Mean()
		res.Lines = append(res.Lines, ruleset.Line{Line: k, Label: "Weapon " + strconv.Itoa(k), Stages: stages,
			Figures: []ruleset.Figure{
				{ID: "damage", Label: "Expected damage", Stage: combat.StageDamage, Stat: ruleset.StatMean, Unit: "wounds", Short: "dmg", Value: lost - prevLost},
				{ID: "destroyed", Label: "Models destroyed", Stage: combat.StageDestroyed, Stat: ruleset.StatMean, Unit: "models", Short: "dead", Value: dead - prevDead},
			}})
		prevLost, prevDead = lost, dead
		for _, r := range a.reasons {
			r.Line = k
			res.Steps = append(res.Steps, r)
		}
		if a.v.Flag("hazardous") {
			bearers += a.Models
		}
		dev = dev || a.Dev
	}
	whole := combat.Outcome{Attacks: attacks, Hits: hits, Wounds: wounds, Unsaved: unsaved, Lost: out.Lost, Destroyed: out.Destroyed}
	res.Stages = whole.Stages()
	res.Notes = first.notesWith(fmt.Sprintf("Exact distributions of %d weapon lines fired in order at one unit with no wounds lost yet; "+
		"the damage of each line carries into the next (a hurt model stays hurt).", len(u.lines)), dev)
	if u.waits() {
		res.Steps = append(res.Steps, ruleset.Reason{Stage: combat.StageDestroyed, Rule: "mortal-wounds",
			Text: "Devastating Wounds of every weapon line wait until the normal damage of all the lines is done, then carry on from model to model; " +
				"a line's share of the damage counts its mortal wounds as if they landed at once, so the order of the lines does not change the total"})
	}
	res.SetHeadline(first.headline()...)
	res.NoEffect = coverInert(u.lines)
	if bearers > 0 {
		hazardous(res, bearers)
	}
	return res
}
