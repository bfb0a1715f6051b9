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
		l.why(stHits, refRules, nil, "Slow: strikes at Initiative 0; the order of blows changes, not these numbers")
	}
	return l, nil
}

// checkAllowed refuses what the book forbids or the calculator cannot read,
// naming the key to change.
func (l *line) checkAllowed() error {
	v := l.v
	bad := func(key, given, allowed string) error {
		return &ruleset.FieldError{Key: key, Given: given, Allowed: allowed}
	}
	switch {
	case l.mode == modeCC && l.kind != typeMelee && l.kind != typeGrenade:
		return bad("type", l.kind, "melee or grenade in close combat (a non-blast Grenade makes one attack)")
	case l.mode == modeShoot && l.kind == typeMelee:
		return bad("type", l.kind, "a shooting type (rapid, assault, heavy, pistol, grenade, ordnance); melee weapons fight with mode=cc")
	case l.mode == modeShoot && l.kind == typeGrenade && l.template == "" && v.Int("models") > 1:
		return bad("models", fmt.Sprint(v.Int("models")), "1: one model throws each grenade in the Shooting Phase")
	case v.Flag("tesla") && v.Flag("gauss"):
		return bad("gauss", "1", "0 with Tesla: the calculator reads one rule for a natural 6 to hit at a time")
	case l.template != "" && (v.Flag("tesla") || v.Flag("gauss")):
		return bad("template", l.template, "none with Tesla or Gauss, which read the hit dice a template does not roll")
	case l.template != "" && v.Flag("autohit"):
		return bad("autohit", "1", "0 with a template: its hits are the models under it")
	case l.template != "" && !l.snap() && v.Int("under") > v.Int("n"):
		return bad("under", fmt.Sprint(v.Int("under")), fmt.Sprintf("at most the %d model(s) of the target unit (n)", v.Int("n")))
	case l.voids() > 0 && (!l.vehicle || v.Int("n") > 1):
		return bad("voids", fmt.Sprint(v.Int("voids")), "0 unless the target is one vehicle or titanic vehicle (n=1)")
	case l.voids() > 0 && v.Flag("gauss"):
		return bad("gauss", "1", "0 against Void Shields: the calculator does not read an Auto Wound against a shield")
	}
	return nil
}

// snap: Snap Shots, chosen or from Overwatch (shooting only, and a rule of
// its own in close combat).
func (l *line) snap() bool { return l.v.Flag("snap") || (l.mode == modeShoot && l.v.Flag("overwatch")) }

// halfRange: within half range, which Snap Shots always count as.
func (l *line) halfRange() bool { return l.mode == modeShoot && (l.v.Flag("half") || l.snap()) }

// strength is the weapon's S for the wound or penetration roll: User and
// X2 read the user's S (with Furious Charge when charging), Scatter adds 1
// within half range.
func (l *line) strength() (int, string) {
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
	if l.mode == modeShoot && v.Flag("scatter") && l.halfRange() {
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
