package wh40k9

import (
	"fmt"

	"auspex/engine/combat"
	"auspex/engine/combat/attack40k"
	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// woundNeeds is the wound table (Core Rules, Making Attacks): each row a test
// of S against T, the first that holds gives the roll needed.
var woundNeeds = []struct {
	holds func(s, t int) bool
	need  int
	row   string
}{
	{func(s, t int) bool { return s >= 2*t }, 2, "S at least double T"},
	{func(s, t int) bool { return s > t }, 3, "S greater than T"},
	{func(s, t int) bool { return s == t }, 4, "S equal to T"},
	{func(s, t int) bool { return 2*s > t }, 5, "S lower than T"},
	{func(s, t int) bool { return true }, 6, "S half T or lower"},
}

// attack is one weapon line read into the rules' numbers. The shared builder's
// Profile holds the tests, the dice and the target (Sus: extra hits on a 6 to
// hit; Lethal: a 6 to hit wounds automatically); what 9th edition adds is
// beside it: how attacks are counted, and what an unmodified 6 to wound does.
type attack struct {
	attack40k.Profile
	kind     string    // the weapon type
	perModel dice.Dist // attacks one model makes, after Blast and Rapid Fire
	mortal   dice.Expr // mortal wounds on an unmodified 6 to wound; 0: none
	instead  bool      // those mortal wounds replace the normal damage
	critSave dice.Test // the save against a wound from an unmodified 6 (better AP)
	critNone bool      // no save can be made against it
	v        ruleset.Values
	reasons  steps
}

// steps explain the calculation, one rule at a time.
type steps []ruleset.Reason

// why adds a step: what feeds stage, by which rule, with what chance (nil: none).
func (a *attack) why(stage, rule string, p *float64, format string, args ...any) {
	a.reasons = append(a.reasons, ruleset.Reason{Rule: rule, Stage: stage, P: p, Text: fmt.Sprintf(format, args...)})
}

func chance(p float64) *float64 { return &p }

// newAttack reads one weapon line (v is that line's view of the query).
func newAttack(v ruleset.Values) (*attack, error) {
	a := &attack{v: v, kind: v.Str("type"), mortal: v.Dice("wound6mw"), instead: v.Str("wound6mode") == "instead"}
	a.Profile = attack40k.Profile{Models: v.Int("models"), PerModel: v.Dice("a"), Sus: v.Dice("hit6x"), Lethal: v.Flag("hit6w"),
		Damage: v.Dice("d"), FNP: v.Int("fnp"), Unit: combat.Unit{Models: v.Int("n"), Wounds: v.Int("w")}}
	a.Reduce, _ = combat.ParseReduction(v.Str("dr"))
	// Refusals first, then the numbers of each step in the order of play.
	for _, read := range []func() error{a.checkAllowed, a.countAttacks, a.checkSize, a.hitTest, a.woundTest, a.saveTests, a.explainDamage} {
		if err := read(); err != nil {
			return nil, err
		}
	}
	return a, nil
}

// checkAllowed refuses what the rules forbid outright, naming the key to change.
func (a *attack) checkAllowed() error {
	v, k := a.v, a.kind
	ranged := k != typeMelee
	switch {
	case v.Flag("advanced") && ranged && k != typeAssault:
		return &ruleset.FieldError{Key: "type", Given: k, Allowed: "assault or melee, or turn off advanced",
			Why: "a unit that Advanced this turn can shoot only with Assault weapons"}
	case v.Flag("engaged") && ranged && k != typePistol && !v.Flag("vm"):
		return &ruleset.FieldError{Key: "type", Given: k, Allowed: "pistol or melee, or a Vehicle or Monster firer (vm)",
			Why: "a unit within Engagement Range can shoot only with Pistols, unless it is a Vehicle or Monster (Big Guns Never Tire)"}
	case k == typeGrenade && a.Models > 1:
		return &ruleset.FieldError{Key: "models", Given: fmt.Sprint(a.Models), Allowed: "1",
			Why: "only one model in a unit throws a Grenade each time the unit shoots"}
	case v.Flag("blast") && !ranged:
		return &ruleset.FieldError{Key: "blast", Given: "1", Allowed: "0 for a melee weapon",
			Why: "Blast belongs to ranged weapons; a melee weapon never has it"}
	case v.Flag("blast") && v.Flag("engaged"):
		return &ruleset.FieldError{Key: "blast", Given: "1", Allowed: "0 while engaged",
			Why: "a Blast weapon can never shoot at a unit within Engagement Range of the firer's unit"}
	case v.Flag("overwatch") && !ranged:
		return &ruleset.FieldError{Key: "overwatch", Given: "1", Allowed: "0 for a melee weapon",
			Why: "Fire Overwatch is shooting (9th edition core rules): melee weapons do not fire"}
	case v.Flag("overwatch") && v.Flag("engaged"):
		return &ruleset.FieldError{Key: "engaged", Given: "1", Allowed: "0 with Fire Overwatch",
			Why: "a unit within Engagement Range of an enemy cannot fire Overwatch (9th edition core rules)"}
	case v.Flag("overwatch") && v.Flag("advanced"):
		return &ruleset.FieldError{Key: "advanced", Given: "1", Allowed: "0 with Fire Overwatch",
			Why: "Fire Overwatch is used in the opponent's Charge phase, so the firing unit has not Advanced this turn"}
	case v.Flag("overwatch") && v.Flag("moved"):
		return &ruleset.FieldError{Key: "moved", Given: "1", Allowed: "0 with Fire Overwatch",
			Why: "Fire Overwatch is used in the opponent's Charge phase, so the firing unit has not moved this turn"}
	}
	return nil
}

// countAttacks: the attacks of one model are rolled per model; Blast sets a
// floor of 3 against 6-10 models and the most the dice allow against 11 or
// more (no roll); Rapid Fire then doubles them within half range.
func (a *attack) countAttacks() error {
	n := a.Unit.Models
	roll := a.PerModel.Dist()
	a.why(combat.StageAttacks, refAttacks, nil, "%s × %s (%s weapon)", ruleset.Plural(a.Models, "model", "models"), ruleset.PluralOf(a.PerModel, "attack", "attacks"), a.typeLabel())
	switch {
	case !a.v.Flag("blast") || n < 6:
		if a.v.Flag("blast") {
			a.why(combat.StageAttacks, refBlast, nil, "Blast against %s: no change below 6 models", ruleset.Plural(n, "model", "models"))
		}
	case n >= 11:
		roll = dice.Point(a.PerModel.Max())
		a.why(combat.StageAttacks, refBlast, nil, "Blast against %d models: the maximum, %s per model, with no roll", n, ruleset.Plural(a.PerModel.Max(), "attack", "attacks"))
	default:
		roll = roll.Map(func(x int) int { return max(3, x) })
		a.why(combat.StageAttacks, refBlast, nil, "Blast against %d models: at least 3 attacks per model", n)
	}
	if a.kind == typeRapid && a.v.Flag("half") {
		roll = roll.Map(func(x int) int { return 2 * x })
		a.why(combat.StageAttacks, refRapid, nil, "Rapid Fire within half range: twice the attacks")
	}
	a.perModel = roll
	return nil
}

func (a *attack) typeLabel() string {
	for _, o := range typeOptions {
		if o.Value == a.kind {
			return o.Label
		}
	}
	return a.kind
}

// mostAttacks is the largest number of attacks the line can make.
func (a *attack) mostAttacks() int { return a.Models * a.perModel.Max() }

// checkSize applies the bounds that span several fields, each refusal
// naming the key to lower.
func (a *attack) checkSize() error {
	most := a.mostAttacks()
	for _, l := range []struct {
		key          string
		size, bound  float64
		given, allow string
	}{
		{"a", float64(most), maxAttacks, fmt.Sprintf("up to %d attacks (models %d × %s, after Blast and Rapid Fire)", most, a.Models, a.PerModel),
			"attacks in one weapon line; split the attack"},
		{"hit6x", float64(most * (1 + a.Sus.Max())), maxHits, fmt.Sprintf("up to %d hits", most*(1+a.Sus.Max())),
			"hits in one weapon line; fewer attacks or fewer extra hits"},
		{"n", float64(a.Unit.Total()), maxUnitWounds, fmt.Sprintf("%d models × %d wounds", a.Unit.Models, a.Unit.Wounds),
			"wounds in the target unit"},
		{"a", a.work(), maxWork, fmt.Sprintf("%d attacks with %s extra hits against %d wounds (work %.3g)", most, a.Sus, a.Unit.Total(), a.work()),
			"work (attacks × the unit's wounds × what one attack can take); fewer attacks, extra hits or Damage, or a smaller unit"},
	} {
		if l.size > l.bound {
			return &ruleset.FieldError{Key: l.key, Given: l.given, Allowed: fmt.Sprintf("at most %.3g %s", l.bound, l.allow),
				Why: "the calculator's limit: one exact calculation must stay quick on a phone"}
		}
	}
	return nil
}

func (a *attack) hitTest() error {
	v := a.v
	heavy := a.kind == typeHeavy
	a.Hit = dice.Test{Target: v.Int("bs"), MinMod: -1, MaxMod: 1, Unmod1Fails: true, CritAt: 6, Reroll: dice.Reroll(v.Str("hitrr"))}
	if v.Flag("auto") {
		a.Torrent = true
		a.why(combat.StageHits, refHit, chance(1), "hits automatically: no hit roll, every attack hits (9th edition core rules), "+
			"so no unmodified 6 to hit%s", a.noEffect("hit6x", "hit6w", "hitmod", "hitrr", "overwatch"))
		return nil
	}
	if v.Flag("overwatch") {
		a.Hit.Target, a.Hit.Mod = 7, 0
		a.why(combat.StageHits, refOverwatch, chance(a.Hit.Pass()), "hit only on an unmodified 6: Fire Overwatch (9th edition core rules)%s%s",
			rerollText()[a.Hit.Reroll], a.noEffect("hitmod"))
		a.sixesOnHit()
		return nil
	}
	var text string
	a.Hit.Mod, text = netMod(
		penalty{heavy && v.Flag("moved") && !v.Flag("vm"), -1, "Heavy, moved"},
		penalty{a.kind == typeAssault && v.Flag("advanced"), -1, "Assault, Advanced"},
		penalty{heavy && v.Flag("vm") && v.Flag("engaged"), -1, "Big Guns Never Tire"},
		penalty{true, v.Int("hitmod"), "other"})
	a.why(combat.StageHits, refHit, chance(a.Hit.Pass()), "hit on %d+: BS/WS %d+%s; an unmodified 1 always misses, a 6 always hits%s",
		min(6, max(2, a.Hit.Target-a.Hit.Mod)), v.Int("bs"), text, rerollText()[a.Hit.Reroll])
	a.sixesOnHit()
	return nil
}

// noEffect says which of the given inputs are set but changed nothing here.
func (a *attack) noEffect(keys ...string) string {
	out := ""
	for _, k := range keys {
		if s := a.v.Str(k); s != "" && s != "0" {
			out += fmt.Sprintf("; %s: no effect", k)
		}
	}
	return out
}

// sixesOnHit explains what an unmodified 6 to hit does.
func (a *attack) sixesOnHit() {
	six := a.Hit.Probs()[dice.Critical]
	if a.Sus.Max() > 0 {
		a.why(combat.StageHits, refHit, chance(six), "an unmodified 6 to hit scores %s, each rolling to wound", ruleset.PluralOf(a.Sus, "extra hit", "extra hits"))
	}
	if a.Lethal {
		a.why(combat.StageWounds, refHit, chance(six), "an unmodified 6 to hit wounds with no wound roll (so never a 6 to wound)")
	}
}

func (a *attack) woundTest() error {
	v := a.v
	s, t := v.Int("s"), v.Int("t")
	row := woundNeeds[len(woundNeeds)-1]
	for _, r := range woundNeeds {
		if r.holds(s, t) {
			row = r
			break
		}
	}
	a.Wound = dice.Test{Target: row.need, MinMod: -1, MaxMod: 1, Unmod1Fails: true, CritAt: 6, Reroll: dice.Reroll(v.Str("woundrr"))}
	var text string
	a.Wound.Mod, text = netMod(penalty{true, v.Int("woundmod"), "other"})
	a.why(combat.StageWounds, refWound, chance(a.Wound.Pass()), "wound on %d+: S%d vs T%d, %s%s; an unmodified 1 always fails, a 6 always wounds%s",
		min(6, max(2, row.need-a.Wound.Mod)), s, t, row.row, text, rerollText()[a.Wound.Reroll])
	return nil
}

// saveTests sets the save against an ordinary wound and against one from an
// unmodified 6 to wound (better AP); the defender takes the better of armour
// and invulnerable save each time.
func (a *attack) saveTests() error {
	v := a.v
	ap := max(v.Int("ap"), -v.Int("ap"))
	var text, rule string
	a.Save, a.NoSave, text, rule = a.bestSave(ap)
	a.why(combat.StageUnsaved, rule, chance(a.failSave(a.Save, a.NoSave)), "%s; the wound gets through%s", text, rerollText()[a.Save.Reroll])
	a.critSave, a.critNone = a.Save, a.NoSave
	six := a.Wound.Probs()[dice.Critical]
	if a.mortal.Max() > 0 && a.instead {
		a.why(combat.StageUnsaved, refMortal, chance(six), "an unmodified 6 to wound: no save and no normal damage; %s instead, the attack counted once among the unsaved wounds%s",
			ruleset.PluralOf(a.mortal, "mortal wound", "mortal wounds"), a.noEffect("wound6ap"))
		return nil
	}
	if x := v.Int("wound6ap"); x > 0 {
		a.critSave, a.critNone, text, rule = a.bestSave(ap + x)
		a.why(combat.StageUnsaved, rule, chance(six*a.failSave(a.critSave, a.critNone)), "an unmodified 6 to wound improves AP by %d: %s", x, text)
	}
	return nil
}

// failSave is the chance a save fails (1 when none can be made).
func (a *attack) failSave(t dice.Test, none bool) float64 {
	if none {
		return 1
	}
	return 1 - t.Pass()
}

// bestSave is the save used against AP ap, whether none can be made, and
// why: of the armour save (worsened by AP, bettered by cover) and the
// invulnerable save (neither), the one that passes more often.
func (a *attack) bestSave(ap int) (dice.Test, bool, string, string) {
	v := a.v
	sv, inv, rr := v.Int("sv"), v.Int("inv"), dice.Reroll(v.Str("saverr"))
	cover := v.Flag("cover") && !(sv <= 3 && ap == 0)
	plain := dice.Test{Unmod1Fails: true, CritAt: 7, Reroll: rr}
	armour, in := plain, plain
	armour.Target, armour.Mod, armour.MinMod, armour.MaxMod = sv, b2i(cover)-ap, -99, 1
	in.Target = inv
	need := sv + ap - b2i(cover)
	words := fmt.Sprintf("armour save %d+ (Sv %d+, AP -%d", max(2, need), sv, ap)
	switch {
	case cover:
		words += ", +1 Benefit of Cover)"
	case v.Flag("cover"):
		words += "; cover: no effect: no Benefit of Cover for Sv 3+ or better against AP 0)"
	default:
		words += ")"
	}
	switch {
	case need > 6:
		words = "no armour save: " + words + fmt.Sprintf(" needs a %d on a D6", need)
	case sv >= 7:
		// The 7+ reading: see saving-throws.md; a roll can be modified above 6 (Core Rules, Dice).
		words += "; a 7+ save is a save all the same: +1 for cover lets a 6 pass (a dice roll can be modified above 6)"
	}
	if inv > 0 && in.Pass() > armour.Pass() {
		return in, false, fmt.Sprintf("invulnerable save %d+ (better than the %s)", inv, words), refInv
	}
	return armour, armour.Pass() == 0, words, refSave
}

func (a *attack) explainDamage() error {
	a.why(combat.StageDamage, refDamage, nil, "Damage %s, mean %.3g per unsaved wound", a.Damage, a.DamageDist().Mean())
	if a.Reduce != combat.NoReduction {
		a.why(combat.StageDamage, refDamage, nil, "damage reduction: %s per attack (not mortal wounds)", a.Reduce.Label())
	}
	if a.mortal.Max() > 0 && !a.instead {
		a.why(combat.StageDamage, refMortal, chance(a.Wound.Probs()[dice.Critical]),
			"an unmodified 6 to wound also inflicts %s, even if the wound is saved (they are not unsaved wounds: the wound itself went through its save)", ruleset.PluralOf(a.mortal, "mortal wound", "mortal wounds"))
	}
	if a.FNP > 0 {
		a.why(combat.StageDamage, refDamage, chance(1-a.Ignore()), "feel-no-pain %d+ against every wound, mortal wounds included; the wound is lost", a.FNP)
	}
	a.why(combat.StageDestroyed, refDamage, nil,
		"%s of %s: damage beyond what kills a model is lost", ruleset.Plural(a.Unit.Models, "model", "models"), ruleset.Plural(a.Unit.Wounds, "wound", "wounds"))
	if a.mortal.Max() > 0 {
		a.why(combat.StageDestroyed, refMortal, nil,
			"each attack's mortal wounds follow right after its normal damage, one at a time, carrying on to the next model")
	}
	return nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
