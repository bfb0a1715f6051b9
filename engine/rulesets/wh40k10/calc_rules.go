package wh40k10

import (
	"fmt"
	"strings"

	"auspex/engine/combat"
	"auspex/engine/combat/attack40k"
	"auspex/engine/dice"
	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// attack is a query turned into the rules' numbers: the tests, dice and target
// that the exact calculation and the dice roller both use.
type attack struct {
	attack40k.Profile
	v       ruleset.Values
	reasons []ruleset.Reason
}

func (a *attack) why(stage, rule string, p *float64, format string, args ...any) {
	a.reasons = append(a.reasons, ruleset.Reason{Stage: stage, Text: fmt.Sprintf(format, args...), P: p, Rule: rule})
}

func prob(p float64) *float64 { return &p }

// woundTarget reads the Wound Roll chart (p. 21): the roll needed and its row.
func woundTarget(s, t int) (int, string) {
	i := 3 // S below T
	switch {
	case s >= 2*t:
		i = 0
	case s > t:
		i = 1
	case s == t:
		i = 2
	case 2*s <= t:
		i = 4
	}
	return i + 2, woundSteps[i]
}

var rerollWords = lazy.Of(func() map[dice.Reroll]string {
	return map[dice.Reroll]string{dice.RerollOnes: ", re-rolling 1s", dice.RerollFails: ", re-rolling failures",
		dice.RerollNonCrit: ", re-rolling all but criticals"}
})

// modifier sums the named modifiers, holds the total to -1..+1 and says how.
// mod is one named modifier; zero ones are left out of the explanation.
type mod struct {
	name string
	m    int
}

func modifier(parts ...mod) (int, string) {
	total := 0
	var named []string
	for _, p := range parts {
		if p.m != 0 {
			total += p.m
			named = append(named, fmt.Sprintf("%+d %s", p.m, p.name))
		}
	}
	if len(named) == 0 {
		return 0, ""
	}
	capped := max(-1, min(1, total))
	text := "; modifiers " + strings.Join(named, ", ")
	if capped != total {
		text += fmt.Sprintf(" (net %+d, capped at %+d)", total, capped)
	}
	return capped, text
}

// newAttack reads one weapon line (v is that line's view of the query).
func newAttack(v ruleset.Values) (*attack, error) {
	a := &attack{v: v, Profile: attack40k.Profile{Models: v.Int("models"), PerModel: v.Dice("a"), Sus: v.Dice("sus"),
		Lethal: v.Flag("lethal"), Torrent: v.Flag("torrent"), Damage: v.Dice("d"), FNP: v.Int("fnp"), FNPMW: v.Flag("fnpmortal"),
		Unit: combat.Unit{Models: v.Int("n"), Wounds: v.Int("w")}}}
	a.Reduce, _ = combat.ParseReduction(v.Str("dr"))
	a.Dev = v.Flag("dev")
	a.DevSave = a.Dev && v.Str("devrule") == "nosave"
	half := v.Flag("half")
	if half {
		a.Bonus, a.Melta = v.Dice("rapid"), v.Dice("melta")
	}
	if v.Flag("blast") {
		a.Blast = a.Unit.Models / 5
	}
	if err := a.checkAllowed(); err != nil {
		return nil, err
	}
	if err := a.checkSize(); err != nil {
		return nil, err
	}
	a.explainAttacks()
	a.hitTest()
	a.woundTest()
	a.saveTest()
	a.explainDamage()
	return a, nil
}

// checkAllowed refuses what the rules forbid together, naming the key to change.
func (a *attack) checkAllowed() error {
	v := a.v
	switch {
	case v.Flag("overwatch") && v.Flag("stationary"):
		return &ruleset.FieldError{Key: "stationary", Given: "1", Allowed: "0 with Fire Overwatch",
			Why: "Fire Overwatch is used in the opponent's turn, so the firing unit has not Remained Stationary this turn"}
	case v.Flag("overwatch") && v.Flag("charged"):
		return &ruleset.FieldError{Key: "charged", Given: "1", Allowed: "0 with Fire Overwatch",
			Why: "Fire Overwatch is used in the opponent's turn, so the firing unit has made no Charge move this turn"}
	}
	return nil
}

// noEffect says which of the given inputs are set but change nothing here.
func (a *attack) noEffect(keys ...string) string {
	out := ""
	for _, k := range keys {
		if s := a.v.Str(k); s != "" && s != "0" && !(k == "crithit" && s == "6") {
			out += fmt.Sprintf("; %s: no effect", k)
		}
	}
	return out
}

// whyLimit is the reason of a size refusal: no rule, the calculator's limit.
const whyLimit = "the calculator's limit: one exact calculation must stay quick on a phone"

// checkSize applies the bounds that span several fields.
func (a *attack) checkSize() error {
	most := a.MostAttacks()
	if most > maxAttacks {
		return &ruleset.FieldError{Key: "a", Given: fmt.Sprintf("up to %d attacks (models %d × (A %s + bonuses))", most, a.Models, a.PerModel),
			Allowed: fmt.Sprintf("at most %d attacks in one calculation; split the attack", maxAttacks), Why: whyLimit}
	}
	if hits := most * (1 + a.Sus.Max()); hits > maxHits {
		return &ruleset.FieldError{Key: "sus", Given: fmt.Sprintf("up to %d hits", hits),
			Allowed: fmt.Sprintf("at most %d hits in one calculation; fewer attacks or a smaller X", maxHits), Why: whyLimit}
	}
	if w := a.Unit.Total(); w > maxUnitWounds {
		return &ruleset.FieldError{Key: "n", Given: fmt.Sprintf("%d models × %d wounds", a.Unit.Models, a.Unit.Wounds),
			Allowed: fmt.Sprintf("at most %d wounds in the target unit", maxUnitWounds), Why: whyLimit}
	}
	// Devastating Wounds need the joint distribution of (unsaved wounds, Critical Wounds).
	if a.Dev && a.DevastatingWork() > maxDevastating {
		return &ruleset.FieldError{Key: "dev", Given: fmt.Sprintf("%d attacks with Sustained Hits %s against %d wounds", most, a.Sus, a.Unit.Total()),
			Allowed: "fewer attacks, or a smaller target, with Devastating Wounds; split the attack",
			Why:     "the calculator's limit: the exact calculation of Devastating Wounds grows too large for a phone"}
	}
	return nil
}

func (a *attack) explainAttacks() {
	a.why(combat.StageAttacks, "making-attacks", nil, "%s × A %s", ruleset.Plural(a.Models, "model", "models"), a.PerModel)
	if a.Bonus.Max() > 0 {
		a.why(combat.StageAttacks, "rapid-fire", nil, "Rapid Fire %s within half range: +%s attacks per model", a.Bonus, a.Bonus)
	}
	if a.Blast > 0 {
		a.why(combat.StageAttacks, "blast", nil, "Blast against %d models: +%s per model", a.Unit.Models, ruleset.Plural(a.Blast, "attack", "attacks"))
	}
}

func (a *attack) hitTest() {
	v := a.v
	if a.Torrent {
		a.why(combat.StageHits, "torrent", prob(1), "hits automatically: Torrent (no Hit roll, so no Critical Hits)%s",
			a.noEffect("sus", "lethal", "crithit", "hitmod", "hitrr", "overwatch"))
		return
	}
	crit := v.Int("crithit")
	a.Hit = dice.Test{Target: v.Int("bs"), MinMod: -1, MaxMod: 1, Unmod1Fails: true, CritAt: crit, Reroll: dice.Reroll(v.Str("hitrr"))}
	rr := rerollWords()[a.Hit.Reroll]
	if v.Flag("overwatch") {
		a.Hit.Target, a.Hit.CritAt = 7, 6
		a.why(combat.StageHits, "fire-overwatch", prob(a.Hit.Pass()), "hit only on an unmodified 6: Fire Overwatch%s%s", rr,
			a.noEffect("hitmod", "heavy", "stealth", "indirect", "bgnt"))
	} else {
		var text string
		a.Hit.Mod, text = modifier(
			mod{"Heavy, stationary", b2i(v.Flag("heavy") && v.Flag("stationary"))},
			mod{"Stealth", -b2i(v.Flag("stealth"))},
			mod{"Indirect Fire", -b2i(v.Flag("indirect"))},
			mod{"Big Guns Never Tire", -b2i(v.Flag("bgnt"))},
			mod{"other", v.Int("hitmod")})
		a.why(combat.StageHits, "hit-roll", prob(a.Hit.Pass()), "hit on %d+: BS/WS %d+%s%s", min(6, max(2, a.Hit.Target-a.Hit.Mod)), v.Int("bs"), text, rr)
	}
	pc := a.Hit.Probs()[dice.Critical]
	a.why(combat.StageHits, "hit-roll", prob(pc), "Critical Hit on an unmodified %d+", a.Hit.CritAt)
	if a.Sus.Max() > 0 {
		a.why(combat.StageHits, "sustained-hits", prob(pc), "Sustained Hits %s: each Critical Hit adds %s", a.Sus, ruleset.PluralOf(a.Sus, "hit", "hits"))
	}
	if a.Lethal {
		a.why(combat.StageWounds, "lethal-hits", prob(pc), "Lethal Hits: a Critical Hit wounds with no Wound roll (not a Critical Wound)")
	}
}

func (a *attack) woundTest() {
	v := a.v
	s, t := v.Int("s"), v.Int("t")
	target, rule := woundTarget(s, t)
	crit := 6
	if x := v.Int("anti"); x > 0 {
		crit = x
	}
	rr := dice.Reroll(v.Str("woundrr"))
	if v.Flag("twin") && rr != dice.RerollNonCrit { // widen to failures, never narrow
		rr = dice.RerollFails
	}
	a.Wound = dice.Test{Target: target, MinMod: -1, MaxMod: 1, Unmod1Fails: true, CritAt: crit, Reroll: rr}
	var text string
	a.Wound.Mod, text = modifier(mod{"Lance, charged", b2i(v.Flag("lance") && v.Flag("charged"))}, mod{"other", v.Int("woundmod")})
	words := rerollWords()[rr]
	if v.Flag("twin") {
		words += " (Twin-linked)"
	}
	a.why(combat.StageWounds, "wound-roll", prob(a.Wound.Pass()), "wound on %d+: S%d vs T%d, %s%s%s",
		min(6, max(2, target-a.Wound.Mod)), s, t, rule, text, words)
	pc := a.Wound.Probs()[dice.Critical]
	if crit < 6 {
		a.why(combat.StageWounds, "anti", prob(pc), "Critical Wound on an unmodified %d+: Anti %d+", crit, crit)
	} else {
		a.why(combat.StageWounds, "wound-roll", prob(pc), "Critical Wound on an unmodified 6")
	}
}

func (a *attack) saveTest() {
	v := a.v
	sv, ap, inv := v.Int("sv"), max(v.Int("ap"), -v.Int("ap")), v.Int("inv")
	rr := dice.Reroll(v.Str("saverr"))
	cover := (v.Flag("cover") || v.Flag("indirect")) && !v.Flag("ignorecover") && !(sv <= 3 && ap == 0)
	armour := dice.Test{Target: sv, Mod: -ap, MinMod: -99, MaxMod: 1, Unmod1Fails: true, CritAt: 7, Reroll: rr}
	apText := "AP 0"
	if ap > 0 {
		apText = fmt.Sprintf("AP -%d", ap)
	}
	need := sv + ap - b2i(cover)
	text := fmt.Sprintf("armour save %d+ (Sv %d+, %s", max(2, need), sv, apText)
	if cover {
		armour.Mod++
		text += ", +1 Benefit of Cover"
	}
	text += ")"
	if v.Flag("ignorecover") && (v.Flag("cover") || v.Flag("indirect")) {
		text += "; Ignores Cover removes the Benefit of Cover"
	} else if v.Flag("cover") && sv <= 3 && ap == 0 {
		text += "; cover: no effect: no Benefit of Cover for Sv 3+ or better against AP 0"
	}
	switch {
	case need > 6:
		text = "no armour save: " + text + fmt.Sprintf(" needs a %d on a D6", need)
	case sv >= 7:
		// The 7+ reading: see saving-throw.md; only improvements beyond +1 are barred.
		text += "; a 7+ save is a save all the same: +1 for cover lets a 6 pass (only improving a save by more than +1 is barred)"
	}
	rule := "saving-throw"
	a.Save = armour
	pass := armour.Pass()
	if inv > 0 {
		in := dice.Test{Target: inv, MinMod: 0, MaxMod: 0, Unmod1Fails: true, CritAt: 7, Reroll: rr}
		if p := in.Pass(); p > pass {
			a.Save, pass, rule = in, p, "invulnerable-saves"
			text = fmt.Sprintf("invulnerable save %d+ (better than the %s)", inv, text)
		}
	}
	a.NoSave = pass == 0
	a.why(combat.StageUnsaved, rule, prob(1-pass), "%s%s; the wound gets through", text, rerollWords()[rr])
	if a.Dev {
		pc := a.Wound.Probs()[dice.Critical]
		if a.DevSave {
			a.why(combat.StageUnsaved, "devastating-wounds", prob(pc),
				"Devastating Wounds (later ruling): a Critical Wound allows no save; its Damage, after modifiers, comes after the other attacks and its excess is lost; "+
					"it counts once among the unsaved wounds")
		} else {
			a.why(combat.StageUnsaved, "devastating-wounds", prob(pc),
				"Devastating Wounds (launch text): a Critical Wound skips the save and inflicts mortal wounds equal to D%s; it counts once among the unsaved wounds", a.meltaText())
		}
	}
}

func (a *attack) meltaText() string {
	if a.Melta.Max() > 0 {
		return fmt.Sprintf(" (%s, with Melta %s)", a.Damage, a.Melta)
	}
	return ""
}

// hazardousTest is one Hazardous test: it fails on a 1.
var hazardousTest = dice.Test{Target: 2, CritAt: 7}

func (a *attack) explainDamage() {
	d := a.DamageDist()
	a.why(combat.StageDamage, "inflict-damage", nil, "Damage %s%s, mean %.3g per unsaved wound", a.Damage, a.meltaText(), d.Mean())
	if a.Reduce != combat.NoReduction {
		a.why(combat.StageDamage, "inflict-damage", nil, "damage reduction: %s per attack", a.Reduce.Label())
	}
	if a.FNP > 0 {
		against := "every wound"
		if a.FNPMW {
			against = "mortal wounds only"
			if a.DevSave {
				against += " (so not Devastating Wounds: under the later ruling they are not mortal wounds)"
			} else if a.Dev {
				against += " (Devastating Wounds under the launch text)"
			}
		}
		a.why(combat.StageDamage, "feel-no-pain", prob(1-a.Ignore()), "Feel No Pain %d+ against %s; the wound is lost", a.FNP, against)
	}
	a.why(combat.StageDestroyed, "inflict-damage", nil,
		"%s of %s: damage beyond what kills a model is lost", ruleset.Plural(a.Unit.Models, "model", "models"), ruleset.Plural(a.Unit.Wounds, "wound", "wounds"))
	if a.Dev && !a.DevSave {
		a.why(combat.StageDestroyed, "mortal-wounds", nil, "mortal wounds come after all normal damage and carry on to the next model")
	}
	if a.DevSave {
		a.why(combat.StageDestroyed, "devastating-wounds", nil, "Devastating Wounds come after the other attacks; what exceeds a model is lost")
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
