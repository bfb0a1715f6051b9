package wh40k5

import (
	"fmt"
	"strconv"

	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// line is one weapon line read into the rules' numbers: the same reading
// serves the exact calculation and the dice.
type line struct {
	v       ruleset.Values
	cc      bool // close combat
	vehicle bool
	models  int
	a       dice.Expr
	bonus   int // +1 attack per model for assaulting
	hit     hitRoll
	s       int // Strength after power fist and Furious Charge
	hot     bool
	hotSave int // the firer's save against Gets Hot!, 7: none

	// Against models.
	wound    dice.Test // Critical: a rending 6
	save     [2]int    // the best save against a normal [0] and a rending [1] wound; 7: none
	fnp      [2]bool   // feel no pain usable against them
	instant  bool      // each unsaved wound removes a model
	apNum    int       // 7 for AP – or none
	apDash   bool      // the weapon is shown as AP – (a shooting weapon with no AP value is)
	aim      string    // shooting: aimRolled, aimTemplate or aimBlast
	walker   bool      // a walker target in close combat: hit by WS, on its front armour
	reasons  []ruleset.Reason
	pen      penetration   // against a vehicle
	damage   [2][7]float64 // the damage roll's results after a glancing [0] and a penetrating [1] hit
	dmgMod   int           // its modifier after a penetrating hit (a glancing one is 2 less)
	coverVeh float64       // chance the obscured save discards a glancing or penetrating hit
}

func chance(p float64) *float64 { return &p }

func (l *line) why(stage, rule string, p *float64, format string, args ...any) {
	l.reasons = append(l.reasons, ruleset.Reason{Stage: stage, Rule: rule, P: p, Text: fmt.Sprintf(format, args...)})
}

// newLine reads one weapon line (v is that line's view of the query).
func newLine(v ruleset.Values) (*line, error) {
	l := &line{v: v, cc: v.Str("mode") == modeCC, vehicle: v.Str("av") != "", models: v.Int("models"), a: v.Dice("a"),
		hot: v.Flag("gethot"), hotSave: v.Int("hotsv"), apNum: 7, aim: v.Str("autohit")}
	if n, err := strconv.Atoi(v.Str("ap")); err == nil {
		l.apNum = n
	}
	l.apDash = v.Str("ap") == "-" || (v.Str("ap") == "" && !l.cc)
	if l.cc {
		l.aim = aimRolled
	}
	l.walker = l.cc && l.vehicle && v.Flag("walker")
	if l.cc && v.Flag("charged") {
		l.bonus = 1
	}
	switch {
	case v.Flag("melta") && v.Flag("ordnance"):
		return nil, &ruleset.FieldError{Key: "melta", Given: "1", Allowed: "0 with ordnance",
			Why: "the book gives no armour penetration roll for a weapon that is both melta and ordnance"}
	case v.Str("tbase") != "" && v.Int("tbase") > v.Int("t"):
		return nil, &ruleset.FieldError{Key: "tbase", Given: v.Str("tbase"), Allowed: fmt.Sprintf("at most T (%d)", v.Int("t")),
			Why: "the value in brackets is the Toughness before a bonus (a bike's), so it is never above T"}
	case l.vehicle && l.cc && !l.walker && v.Str("tws") != "4":
		return nil, &ruleset.FieldError{Key: "tws", Given: v.Str("tws"), Allowed: "the default, 4, unless the target is a walker",
			Why: "a vehicle other than a walker has no Weapon Skill: close combat attacks hit it by how far it moved"}
	}
	if most := l.models * (l.a.Max() + l.bonus); most > maxAttacks {
		return nil, &ruleset.FieldError{Key: "a", Given: fmt.Sprintf("up to %d attacks (models %d × %s)", most, l.models, l.a),
			Allowed: fmt.Sprintf("at most %d attacks in one weapon line; split it into lines", maxAttacks),
			Why:     fmt.Sprintf("the calculator's limit: %d attacks in one weapon line keep it instant on a phone", maxAttacks)}
	}
	l.strength()
	l.readHit()
	if l.vehicle {
		l.readPenetration()
		l.readDamage()
	} else {
		l.readWound()
		l.readSaves()
	}
	return l, nil
}

// strength: in close combat the attacker's S, doubled by a power fist, then
// +1 for Furious Charge when it assaulted; never above 10 (pp. 6, 42, 75).
func (l *line) strength() {
	v := l.v
	l.s = v.Int("s")
	if !l.cc {
		return
	}
	if v.Flag("fist") {
		l.s *= 2
	}
	if v.Flag("furious") && v.Flag("charged") {
		l.s++
	}
	if l.s > 10 {
		l.s = 10
	}
	if l.s != v.Int("s") {
		st := stageWounds
		if l.vehicle {
			st = stageGlancing
		}
		l.why(st, refCCWeapon, nil, "Strength %d: S%d%s%s, at most 10", l.s, v.Int("s"),
			map[bool]string{true: " doubled by the power fist"}[v.Flag("fist")],
			map[bool]string{true: ", +1 Furious Charge"}[v.Flag("furious") && v.Flag("charged")])
	}
}

func (l *line) readHit() {
	v := l.v
	l.why(stageAttacks, refAttacks, nil, "%s × %s%s", ruleset.Plural(l.models, "model", "models"), map[bool]string{true: ruleset.PluralOf(l.a, "attack", "attacks"), false: ruleset.PluralOf(l.a, "shot", "shots")}[l.cc],
		map[bool]string{true: ", +1 each for assaulting"}[l.bonus > 0])
	switch {
	case l.aim == aimTemplate:
		l.hit = hitRoll{auto: true}
		l.why(stageHits, refTemplate, nil, "no hit roll: a template; each hit given is a model under it")
		if v.Int("cover") > 0 && !l.vehicle {
			l.why(stageUnsaved, refTemplate, nil, "cover: no effect: a template ignores cover saves")
		}
	case l.aim == aimBlast:
		l.hit = hitRoll{auto: true}
		l.why(stageHits, refBlast, nil, "no hit roll: a blast marker already placed; each hit given is a model under it")
		if v.Flag("twin") {
			l.why(stageHits, refTwin, nil, "twin-linked: no effect on the hits: a twin-linked blast re-rolls only its scatter dice and 2D6, "+
				"which the hits given already settle (it does not re-roll wounds or penetration)")
		}
	case !l.cc:
		l.hit = shootingHit(v.Int("bs"), v.Flag("twin"))
		text := fmt.Sprintf("hit on %d+ (BS %d)", l.hit.need, v.Int("bs"))
		switch {
		case l.hit.reMiss && v.Int("bs") >= 6:
			text += "; twin-linked: re-roll misses at the same score (the BS 6+ re-roll is not used)"
		case l.hit.reMiss:
			text += "; twin-linked: re-roll misses"
		case l.hit.reNeed > 0:
			text += fmt.Sprintf("; BS %d re-rolls a 1, hitting on %d+", v.Int("bs"), l.hit.reNeed)
		}
		rule := refHit
		if l.hit.reNeed > 0 {
			rule = refBS6
		} else if l.hit.reMiss {
			rule = refTwin
		}
		l.why(stageHits, rule, chance(l.hit.pass()), "%s; a 1 always misses", text)
	case l.vehicle && !l.walker:
		l.ccVehicleHit()
	case v.Int("tws") == 0:
		l.hit = hitRoll{auto: true}
		l.why(stageHits, refCCHit, nil, "target WS 0: every attack hits")
	default:
		l.hit = hitRoll{need: closeCombatNeed(v.Int("ws"), v.Int("tws")), reMiss: v.Flag("preferred")}
		rule := refCCHit
		if l.hit.reMiss {
			rule = refPreferred
		}
		l.why(stageHits, rule, chance(l.hit.pass()), "hit on %d+: WS %d against %sWS %d%s", l.hit.need, v.Int("ws"),
			map[bool]string{true: "the walker's "}[l.walker], v.Int("tws"),
			map[bool]string{true: "; preferred enemy: re-roll misses"}[l.hit.reMiss])
	}
	if l.walker {
		l.why(stageHits, refWalker, nil, "a walker fights like a model: hit by comparing Weapon Skills")
	}
	if l.hot {
		p := l.hotChance()
		if l.hit.auto {
			l.why(stageHot, refGetsHot, chance(p), "Gets Hot!: a D6 before each model fires; a 1%s stops the shot and wounds the firer (save %s)",
				map[bool]string{true: " on the re-roll too"}[l.hotReroll()], saveWords(l.hotSave))
		} else {
			l.why(stageHot, refGetsHot, chance(p), "Gets Hot!: each hit roll of 1%s wounds the firer (save %s)",
				map[bool]string{true: " (after its re-roll)"}[l.hit.rerolls()], saveWords(l.hotSave))
		}
	}
}

// hotReroll: a weapon that fires with no hit roll re-rolls its Gets Hot! die
// when the firer could re-roll its hit rolls (twin-linked, BS 6+).
func (l *line) hotReroll() bool { return l.v.Flag("twin") || l.v.Int("bs") >= 6 }

// overheat is the chance one shot (or, with no hit roll, one model's
// weapon) gets hot: the die that counts shows a 1.
func (l *line) overheat() float64 {
	switch {
	case !l.hit.auto:
		return l.hit.ones()
	case l.hotReroll():
		return 1.0 / 36
	}
	return 1.0 / 6
}

// hotChance is the chance one shot (or model) wounds the firer through its save.
func (l *line) hotChance() float64 { return l.overheat() * failSave(l.hotSave) }

// ccVehicleHit: a vehicle is hit by how far it moved (p. 63).
func (l *line) ccVehicleHit() {
	v := l.v
	switch {
	case v.Flag("immobilised") || v.Str("moved") == "stationary":
		l.hit = hitRoll{auto: true}
		l.why(stageHits, refVehCC, nil, "a vehicle that was stationary or is immobilised: every attack hits")
	case v.Str("moved") == "combat":
		l.hit = hitRoll{need: 4}
		l.why(stageHits, refVehCC, chance(l.hit.pass()), "a vehicle that moved at combat speed: hit on 4+")
	default:
		l.hit = hitRoll{need: 6}
		l.why(stageHits, refVehCC, chance(l.hit.pass()), "a vehicle that moved at cruising speed: hit on 6")
	}
}

func (l *line) rending() bool { return l.v.Flag("rending") || l.sniper() }
func (l *line) sniper() bool  { return !l.cc && l.v.Flag("sniper") }

// noArmour: close combat wounds of power weapons, power fists and monstrous
// creatures allow no armour save (pp. 42, 51).
func (l *line) noArmour() bool {
	v := l.v
	return l.cc && (v.Flag("power") || v.Flag("fist") || v.Flag("mc"))
}

// readWound: the to-wound chart, or a fixed score for sniper and poisoned
// weapons; a rending 6 always wounds.
func (l *line) readWound() {
	v := l.v
	t := v.Int("t")
	need, why, rule := woundNeed(l.s, t), fmt.Sprintf("S%d against T%d", l.s, t), refWound
	if l.sniper() {
		need, why, rule = 4, "sniper: 4+ whatever the Toughness", refSniper
	}
	if p := v.Int("poisoned"); p > 0 && (need == 0 || p < need || !l.sniper()) {
		need, why, rule = p, fmt.Sprintf("poisoned: %d+ whatever the Toughness", p), refCCWeapon
	}
	l.wound = dice.Test{Target: need, Unmod1Fails: true, CritAt: 7}
	if need == 0 {
		l.wound.Target = 7
	}
	if l.rending() {
		l.wound.CritAt = 6
	}
	var re string
	switch {
	case l.aim == aimTemplate && v.Flag("twin"):
		l.wound.Reroll, re = dice.RerollFails, "; twin-linked template: re-roll failed wounds"
	case l.cc && v.Int("poisoned") > 0 && l.s >= t:
		l.wound.Reroll, re = dice.RerollFails, "; poisoned, S at least T in close combat: re-roll failed wounds"
	}
	switch {
	case need == 0 && l.rending():
		l.why(stageWounds, refRending, chance(l.wound.Pass()), "%s is N on the chart: only a rending 6 wounds%s", why, re)
	case need == 0:
		l.why(stageWounds, rule, chance(0), "%s is N on the chart: no effect", why)
	default:
		l.why(stageWounds, rule, chance(l.wound.Pass()), "wound on %d+: %s; a 1 never wounds%s", need, why, re)
	}
	if l.rending() && need != 0 {
		l.why(stageWounds, refRending, chance(l.wound.Probs()[dice.Critical]), "rending: a 6 to wound allows no armour save (and no feel no pain)")
	}
}

// readSaves: each wound takes the single best save it is allowed: armour
// unless the AP is equal or better, invulnerable, cover in shooting only.
// Feel no pain never works against instant death, AP 1 or 2, or any wound
// that allows no armour save.
func (l *line) readSaves() {
	v := l.v
	sv, inv, cover := v.Int("sv"), v.Int("inv"), v.Int("cover")
	if l.cc || l.aim == aimTemplate {
		cover = 0 // no cover in close combat; a template ignores it
	}
	tbase := v.Int("t")
	if v.Str("tbase") != "" {
		tbase = v.Int("tbase")
	}
	idByS := !l.sniper() && l.s >= 2*tbase
	killer := idByS || v.Flag("id")
	l.instant = killer && !v.Flag("eternal")
	armour := sv <= 6 && l.apNum > sv && !l.noArmour()
	l.save[0], l.save[1] = best(armour, sv, inv, cover), best(false, sv, inv, cover)
	l.fnp[0] = v.Flag("fnp") && !killer && l.apNum > 2 && !l.noArmour()
	for i, what := range []string{"a wound", "a rending wound"} {
		if i == 1 && l.wound.CritAt > 6 {
			break
		}
		l.why(stageUnsaved, saveRule(l.save[i], inv, cover), chance(failSave(l.save[i])), "%s: %s", what, l.saveText(i, armour, sv, inv, cover))
	}
	if v.Flag("fnp") {
		denied := ""
		switch {
		case killer:
			denied = "instant death"
		case l.apNum <= 2:
			denied = fmt.Sprintf("AP %d", l.apNum)
		case l.noArmour():
			denied = "a wound that allows no armour save"
		}
		if denied != "" {
			l.why(stageDestroyed, refFNP, nil, "feel no pain cannot be used against %s", denied)
		} else {
			l.why(stageDestroyed, refFNP, chance(0.5), "feel no pain: 4+ ignores an unsaved wound before models are removed%s",
				map[bool]string{true: " (not a rending 6)"}[l.rending()])
		}
	}
	switch {
	case l.instant && idByS:
		l.why(stageDestroyed, refID, nil, "instant death: S%d is at least double T%d; each unsaved wound removes a model", l.s, tbase)
	case l.instant:
		l.why(stageDestroyed, refID, nil, "instant death by the weapon's rule: each unsaved wound removes a model")
	case killer:
		l.why(stageDestroyed, refEternal, nil, "eternal warrior: no instant death (feel no pain is still denied)")
	}
}

func (l *line) saveText(i int, armour bool, sv, inv, cover int) string {
	why := ""
	switch {
	case sv > 6:
		why = "no armour save"
	case i == 1:
		why = "rending: no armour save"
	case l.noArmour():
		why = "no armour save in close combat (power weapon, power fist or monstrous creature)"
	case !armour:
		why = fmt.Sprintf("AP %d denies the %d+ armour save", l.apNum, sv)
	default:
		why = fmt.Sprintf("armour %d+", sv)
	}
	if inv > 0 {
		why += fmt.Sprintf(", invulnerable %d+", inv)
	}
	if cover > 0 {
		why += fmt.Sprintf(", cover %d+", cover)
	}
	if b := l.save[i]; b <= 6 {
		return fmt.Sprintf("%s; the best, %d+, fails", why, b)
	}
	return why + "; no save: the wound goes through"
}

// best is the lowest score among the saves allowed; 7 when none is.
func best(armour bool, sv, inv, cover int) int {
	b := 7
	if armour {
		b = sv
	}
	for _, x := range []int{inv, cover} {
		if x > 0 && x < b {
			b = x
		}
	}
	return b
}

func saveRule(b, inv, cover int) string {
	switch {
	case b == inv && inv > 0:
		return refInv
	case b == cover && cover > 0:
		return refCover
	}
	return refSaves
}

// failSave is the chance a save of x+ fails (7: none, always fails).
func failSave(x int) float64 {
	if x > 6 {
		return 1
	}
	return float64(x-1) / 6
}

func saveWords(x int) string {
	if x > 6 {
		return "none"
	}
	return strconv.Itoa(x) + "+"
}

// throughSave is the chance one hit becomes an unsaved wound (the project's
// unsaved: past the save, before feel no pain): a normal wound and a
// rending one, each through its own save.
func (l *line) throughSave() float64 { return l.through(false) }

// throughModel is the chance one hit becomes a wound the model loses: past
// its save and then feel no pain.
func (l *line) throughModel() float64 { return l.through(true) }

func (l *line) through(fnp bool) float64 {
	w := l.wound.Probs()
	p := 0.0
	for i, pw := range []float64{w[dice.Success], w[dice.Critical]} {
		keep := failSave(l.save[i])
		if fnp && l.fnp[i] {
			keep /= 2
		}
		p += pw * keep
	}
	return p
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
