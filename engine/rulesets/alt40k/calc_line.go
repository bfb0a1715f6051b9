package alt40k

import (
	"fmt"

	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// line is one weapon line read into the book's numbers: how many attacks (or
// templates), what one attack's hit dice give (branches), and what one hit
// that goes on to wound or penetrate gives (rolled), and one Auto Wound
// (auto, from Gauss).
type line struct {
	v        ruleset.Values
	mode     string
	kind     string // weapon type
	target   string
	vehicle  bool // armour values and penetration rather than Toughness
	template string
	attacks  dice.Dist // attacks, or templates placed
	branches []branch  // one attack: its hits, by the hit die
	hitOnes  float64   // one attack's chance of a natural 1 to hit (Gets Hot!)
	rolled   []outcome // one hit that rolls to wound or penetrate
	shielded []outcome // the same against Void Shields still up
	auto     []outcome // one Auto Wound (Gauss)
	// What the roller needs of each roll: the hit die, the wound die, the
	// penetration dice (against shields down and up).
	hitPass, woundPass  func(f int) bool
	hitPolicy, woundPol string
	rends               bool
	penN                int
	penSum              bool
	penDown, penUp      func(faces []int) (int, bool)
	reasons             []ruleset.Reason
}

// branch is what an attack's hit dice come to, with its chance: k hits that
// roll to wound or penetrate and g Auto Wounds.
type branch struct {
	p    float64
	k, g int
}

// outcome is one way a hit ends, with its chance: whether it wounded (or
// glanced, or penetrated), whether the save failed, whether feel-no-pain
// failed too so the wounds reach the target (through), the wounds it then
// inflicts and the damage chart row it rolled (0: none).
type outcome struct {
	p                           float64
	wound, glance, pen, unsaved bool
	through                     bool
	shield                      bool // a penetration that took a Void Shield instead
	dmg                         dice.Dist
	pmf                         []float64 // dmg's, read hit by hit against Void Shields
	row                         int
}

func (l *line) why(stage, rule string, p *float64, format string, args ...any) {
	l.reasons = append(l.reasons, ruleset.Reason{Stage: stage, Rule: rule, P: p, Text: fmt.Sprintf(format, args...)})
}

func chance(p float64) *float64 { return &p }

// newLine reads one weapon line (v is that line's view of the query).
func newLine(v ruleset.Values) (*line, error) {
	l := &line{v: v, mode: v.Str("mode"), kind: v.Str("type"), target: v.Str("target")}
	l.vehicle = l.target == tVehicle || l.target == tTitanicVeh
	if l.mode == modeShoot {
		l.template = v.Str("template")
	}
	for _, read := range []func() error{l.checkAllowed, l.countAttacks, l.hitDice, l.checkSize, l.toWound} {
		if err := read(); err != nil {
			return nil, err
		}
	}
	if l.mode == modeCC && v.Flag("slow") {
		l.why(stHits, refRules, nil, "Slow: no effect on these numbers: it strikes at Initiative 0, which changes only the order of blows")
	}
	l.noEffects()
	return l, nil
}

// checkAllowed refuses what the book forbids or the calculator cannot read,
// naming the key to change, what is allowed and why (the rule, or the
// calculator's limit). What a rule only makes harmless is accepted and said
// to have no effect (noEffects).
func (l *line) checkAllowed() error {
	v := l.v
	bad := func(key, given, allowed, why string) error {
		return &ruleset.FieldError{Key: key, Given: given, Allowed: allowed, Why: why}
	}
	snapTemplate := l.template != "" && l.snap()
	switch {
	case l.mode == modeCC && l.kind != typeMelee && l.kind != typeGrenade:
		return bad("type", l.kind, "melee, or grenade (a non-blast Grenade makes one attack)",
			"in close combat only melee weapons and non-blast Grenades are used; pistols and other ranged weapons are not")
	case l.mode == modeShoot && l.kind == typeMelee:
		return bad("type", l.kind, "a shooting type (rapid, assault, heavy, pistol, grenade, ordnance); melee weapons fight with mode=cc",
			"melee weapons fight in the Assault Phase, not the Shooting Phase")
	case l.mode == modeShoot && l.kind == typeGrenade && l.template == "" && v.Int("models") > 1:
		return bad("models", fmt.Sprint(v.Int("models")), "1",
			"in the Shooting Phase only one model in a unit throws each grenade, instead of its other weapons")
	case v.Flag("tesla") && v.Flag("gauss"):
		return bad("gauss", "1", "0 with Tesla",
			"the calculator's limit: it reads one rule for a natural 6 to hit at a time")
	case snapTemplate && (v.Flag("tesla") || v.Flag("gauss")):
		return bad("template", l.template, "none with Tesla or Gauss when firing Snap Shots",
			"the calculator's limit: it does not read Tesla or Gauss on the dice a template rolls for Snap Shots")
	case snapTemplate && v.Flag("autohit"):
		return bad("autohit", "1", "0 with a template firing Snap Shots",
			"the calculator's limit: a template firing Snap Shots rolls its own dice for hits, which Auto Hit would contradict")
	case l.template != "" && !l.snap() && v.Int("under") > v.Int("n"):
		return bad("under", fmt.Sprint(v.Int("under")), fmt.Sprintf("at most %d, the models of the target unit (n)", v.Int("n")),
			"a template hits only the target's models under it, and the unit has no more than n")
	case l.voids() > 0 && !l.vehicle:
		return bad("voids", fmt.Sprint(v.Int("voids")), "0 unless the target is a vehicle or titanic vehicle",
			"Void Shields work on armour facings, which only vehicles have")
	case l.voids() > 0 && v.Int("n") > 1:
		return bad("voids", fmt.Sprint(v.Int("voids")), "0 unless the target is one vehicle (n=1)",
			"the calculator's limit: it follows the shields of one model only")
	case l.voids() > 0 && v.Flag("gauss"):
		return bad("gauss", "1", "0 against Void Shields",
			"the calculator's limit: it does not read an Auto Wound against a shield")
	}
	return nil
}

// noEffects says, as steps, which values given the rules make harmless here.
func (l *line) noEffects() {
	v := l.v
	say := func(stage, rule, format string, args ...any) { l.why(stage, rule, nil, format, args...) }
	woundStage := stWounds
	if l.vehicle {
		woundStage = stPenetrating
	}
	shoot := l.mode == modeShoot
	noHitRoll := l.template != "" && !l.snap() || (l.template == "" && v.Flag("autohit"))
	if shoot && v.Flag("scatter") {
		switch {
		case !l.halfRange():
			say(woundStage, "scatter-weapons", "Scatter: no effect: its +1 S works only within half range")
		case l.vehicle:
			say(woundStage, "scatter-weapons", "Scatter: no effect: its +1 S is for the To Wound roll only, not the penetration roll against a vehicle")
		}
	}
	if v.Flag("melta") && !l.halfRange() {
		say(woundStage, "melta", "Melta: no effect: it works only within half range")
	}
	if !l.vehicle {
		for _, r := range []struct{ key, name string }{{"armourbane", "Armourbane"}, {"lance", "Lance"}, {"ordnance", "Ordnance"}} {
			if v.Flag(r.key) {
				say(woundStage, r.key, "%s: no effect: it changes only the penetration roll against a vehicle", r.name)
			}
		}
		if v.Int("haywire") > 0 {
			say(woundStage, "haywire", "Haywire: no effect: it glances or penetrates vehicles only")
		}
	} else if v.Flag("lance") && v.Int("av") <= 12 && l.voids() == 0 {
		say(woundStage, "lance", "Lance: no effect: the armour is already 12 or less")
	}
	if v.Flag("monsterbane") && !l.monsterLike() && l.target != tBuilding && l.target != tMonstrous {
		say(stDamage, "monsterbane", "Monsterbane: no effect against %s: it works on Monsters (Fortifications count as them), Buildings and Monstrous Infantry", label(targetOptions, l.target))
	}
	if v.Int("poisoned") > 0 && l.target == tSwarm {
		say(woundStage, "poisoned", "Poisoned: no effect on a Swarm: the rule names Infantry, Monstrous Infantry, Monsters, buildings and vehicles, not Swarms")
	}
	if noHitRoll {
		for _, r := range []struct {
			on         bool
			rule, what string
		}{{v.Flag("tesla"), "tesla", "Tesla"}, {v.Flag("gauss"), "gauss", "Gauss"}, {v.Flag("accurate"), "accurate", "Accurate"},
			{v.Int("hitmod") != 0, refHitCap, "the hit modifiers"}, {v.Str("hitrr") != "", refHit, "the hit re-rolls"},
			{v.Flag("autohit") && l.template != "", "auto-hit", "Auto Hit"}} {
			if r.on {
				say(stHits, r.rule, "%s: no effect: nothing rolls to hit (%s)", r.what,
					map[bool]string{true: "a template hits the models under it", false: "Auto Hit"}[l.template != ""])
			}
		}
	} else if l.snap() && (v.Flag("accurate") || v.Int("hitmod") != 0) {
		say(stHits, refSnap, "Accurate and other hit modifiers: no effect: Snap Shots take no modifiers")
	}
	if l.template != "" && (v.Int("models") != 1 || v.Str("a") != "1") {
		say(stAttacks, refTemplates, "attacking models and shots: no effect: a template line places its templates")
	}
	if shoot && l.template == "" && (v.Int("under") != 1 || v.Int("templates") != 1) {
		say(stAttacks, refTemplates, "models under the template and templates firing: no effect: no template is chosen")
	}
	if shoot && l.template != "" && l.snap() && v.Int("under") != 1 {
		say(stHits, refSnap, "models under the template: no effect: a template firing Snap Shots rolls for its hits")
	}
	if l.mode == modeCC && l.kind == typeGrenade && (v.Int("extraweapons") > 0 || v.Int("extraattack") > 0 || (v.Flag("charging") && v.Flag("shockassault"))) {
		say(stAttacks, refMelee, "other weapons, Extra Attack and Shock Assault: no effect: a non-blast Grenade replaces every other attack")
	}
	if l.mode == modeCC && !v.Flag("charging") && (v.Flag("shockassault") || v.Flag("furious")) {
		say(stAttacks, refMelee, "Shock Assault and Furious Charge: no effect: the attackers did not charge")
	}
	if fixedS := v.Str("s") != "user" && v.Str("s") != "x2"; fixedS && v.Int("us") != 4 {
		say(woundStage, refWound, "the user's Strength: no effect: the weapon's S is a number")
	} else if fixedS && l.mode == modeCC && v.Flag("charging") && v.Flag("furious") {
		say(woundStage, "furious-charge", "Furious Charge: no effect: it adds to the user's S, and the weapon's S is a number")
	}
	if v.Flag("destroyer") && v.Int("fnp") > 0 {
		say(stDamage, refFNP, "Feel No Pain: no effect: not against Destroyer")
	}
	if shoot && v.Flag("ignorecover") {
		if c, _ := l.cover(); c == 0 {
			say(stUnsaved, "ignores-cover", "Ignores Cover: no effect: the target has no cover save")
		}
	}
}

// snap: Snap Shots, chosen or from Overwatch (shooting only, and a rule of
// its own in close combat).
func (l *line) snap() bool { return l.v.Flag("snap") || (l.mode == modeShoot && l.v.Flag("overwatch")) }

// halfRange: within half range, which Snap Shots always count as.
func (l *line) halfRange() bool { return l.mode == modeShoot && (l.v.Flag("half") || l.snap()) }

// strength is the weapon's S for the wound roll (wound) or the penetration
// roll: User and X2 read the user's S (with Furious Charge when charging);
// Scatter adds 1 within half range to the To Wound roll only (Terminology,
// Scatter), never to a penetration roll.
func (l *line) strength(wound bool) (int, string) {
	v := l.v
	us := v.Int("us")
	words := ""
	if l.mode == modeCC && v.Flag("charging") && v.Flag("furious") {
		us++
		words = ", Furious Charge +1"
	}
	s := 0
	switch v.Str("s") {
	case "user":
		s, words = us, "S User ("+fmt.Sprint(us)+words+")"
	case "x2":
		s, words = 2*us, fmt.Sprintf("S X2 (twice %d%s)", us, words)
	default:
		s, words = v.Int("s"), "S"+v.Str("s")
	}
	if wound && l.mode == modeShoot && v.Flag("scatter") && l.halfRange() {
		s++
		words += ", Scatter +1 within half range"
	}
	return s, words
}

// apValue is the X of APX+, or 7 for AP-.
func (l *line) apValue() int {
	if l.v.Str("ap") == "-" {
		return 7
	}
	return l.v.Int("ap")
}

// titanic: a titanic target.
func (l *line) titanic() bool { return l.target == tTitanicMon || l.target == tTitanicVeh }

// monsterLike: wounded as a Monster by Monsterbane (Fortifications count as Monsters).
func (l *line) monsterLike() bool {
	return l.target == tMonster || l.target == tTitanicMon || l.target == tFort
}

// monsterbane: the weapon has it, or Melta within half range.
func (l *line) monsterbane() bool {
	return l.v.Flag("monsterbane") || (l.v.Flag("melta") && l.halfRange())
}

// voids is the Void Shields that work against this line: ranged attacks only.
func (l *line) voids() int {
	if l.mode != modeShoot {
		return 0
	}
	return l.v.Int("voids")
}
