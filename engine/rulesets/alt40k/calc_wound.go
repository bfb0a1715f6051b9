package alt40k

import (
	"fmt"
	"slices"
	"strings"

	"auspex/engine/dice"
)

// woundNeed is the wound table (Shooting Phase, Rolling to Wound or
// Penetrate): the roll S needs against T.
func woundNeed(s, t int) (int, string) {
	switch {
	case s >= 2*t:
		return 2, "S double T or more"
	case s > t:
		return 3, "S above T"
	case s == t:
		return 4, "S equal to T"
	case t >= 2*s:
		return 6, "T double S or more"
	}
	return 5, "T above S"
}

// saveKind is what a save is against: a wound (or glance) with the weapon's
// AP, one whose armour save Rending took, a penetration (no armour save), or
// an Auto Wound (AP-, no cover).
type saveKind int

const (
	vsWound saveKind = iota
	vsRend
	vsPen
	vsAuto
)

// cover is the cover save the target has against shooting, 0 for none:
// gone to ground gives 6+ in the open or 1 better; Shroud 6+ in the open or
// 1 better, and 1 more gone to ground; Stealth 1 better; never past 3+.
func (l *line) cover() (int, string) {
	v := l.v
	base, ground, shroud := v.Int("cover"), v.Flag("ground"), v.Flag("shroud")
	bonus := b2i(ground && shroud) + b2i(v.Flag("stealth"))
	if base == 0 && (ground || shroud) {
		base = 6
	} else if base > 0 {
		bonus += b2i(ground) + b2i(shroud)
	}
	if base == 0 {
		return 0, "no cover"
	}
	c := max(3, base-bonus)
	words := fmt.Sprintf("cover %d+", c)
	if c != base {
		words += fmt.Sprintf(" (%d+ improved", base)
		if base-bonus < 3 {
			words += ", held to 3+"
		}
		words += ")"
	}
	return c, words
}

// save is the one save the defender takes against kind: the best of the
// armour save (unless the AP takes it), the cover save (shooting only, not
// against a Flame template, Ignores Cover or an Auto Wound) and the
// invulnerable save; 0 when none can be made. shields says the Void
// Shields are still up (a glance gets 5+ invulnerable either way).
func (l *line) save(kind saveKind, shields bool) (int, string) {
	v := l.v
	if v.Flag("destroyer") {
		return 0, "Destroyer: no save"
	}
	best, words := 0, []string{}
	take := func(x int, w string) {
		if x > 0 {
			words = append(words, w)
			if best == 0 || x < best {
				best = x
			}
		}
	}
	sv := v.Int("sv")
	switch {
	case sv == 0:
	case kind == vsPen:
		words = append(words, "no armour save against a penetration")
	case kind == vsRend:
		words = append(words, "no armour save: Rending")
	case kind == vsAuto:
		take(sv, fmt.Sprintf("armour %d+ (an Auto Wound is AP-)", sv))
	case l.apValue() <= sv:
		words = append(words, fmt.Sprintf("no armour save: AP%d+ takes Sv%d+", l.apValue(), sv))
	default:
		take(sv, fmt.Sprintf("armour %d+", sv))
	}
	if c, cw := l.cover(); c > 0 && l.mode == modeShoot && kind != vsAuto {
		switch {
		case v.Flag("ignorecover"):
			words = append(words, "no cover save: Ignores Cover")
		case l.template == "flame" || l.template == "hellstorm":
			words = append(words, "no cover save against a Flame template")
		default:
			take(c, cw)
		}
	}
	take(v.Int("inv"), fmt.Sprintf("invulnerable %d+", v.Int("inv")))
	if l.voids() > 0 && (kind != vsPen || !shields) {
		take(5, "Void Shields' invulnerable 5+")
	}
	if best == 0 {
		return 0, "no save (" + strings.Join(append(words, "none left"), "; ") + ")"
	}
	return best, fmt.Sprintf("the defender takes %d+ of: %s", best, strings.Join(words, "; "))
}

// fnpFails is the chance feel-no-pain does not stop a wound that got
// through the save (1 with none, or against Destroyer).
func (l *line) fnpFails() float64 {
	x := l.v.Int("fnp")
	if x == 0 || l.v.Flag("destroyer") {
		return 1
	}
	return float64(x-1) / 6
}

// passes is the chance a save of x+ is made; a 1 always fails.
func passes(x int) float64 {
	if x == 0 {
		return 0
	}
	return float64(7-x) / 6
}

// extraWounds is what an unsaved wound inflicts beyond its one: Monsterbane
// on a Monster (a Fortification counts as one) or a Building, a Blast or
// Flame template on a Swarm, Destroyer on a Titanic target.
func (l *line) extraWounds() (int, []string) {
	x, why := 0, []string{}
	if l.monsterbane() && (l.monsterLike() || l.target == tBuilding) {
		x, why = x+1, append(why, "+1 Monsterbane")
	}
	if l.target == tSwarm && l.template != "" {
		x, why = x+1, append(why, "+1 on a Swarm from a template")
	}
	if l.v.Flag("destroyer") && l.titanic() {
		x, why = x+2, append(why, "+2 Destroyer on a Titanic target")
	}
	return x, why
}

// resolve turns a wound (or glance) of a save kind into its outcomes: saved,
// unsaved but stopped by feel-no-pain, or through with its wounds.
func (l *line) resolve(p float64, o outcome, kind saveKind, shields bool, dmg dice.Dist) []outcome {
	fail := 1 - passes(first(l.save(kind, shields)))
	fnp := l.fnpFails()
	saved, stopped, through := o, o, o
	saved.p = p * (1 - fail)
	stopped.p, stopped.unsaved = p*fail*(1-fnp), true
	through.p, through.unsaved, through.through, through.dmg, through.pmf = p*fail*fnp, true, true, dmg, dmg.PMF()
	return []outcome{saved, stopped, through}
}

func first(x int, _ string) int { return x }

// toWound sets what one rolled hit and one Auto Wound give.
func (l *line) toWound() error {
	extra, why := l.extraWounds()
	one := dice.Point(1 + extra)
	if l.vehicle {
		l.penetrate(l.v.Int("av"), false)
		if l.voids() > 0 {
			l.penetrate(l.v.Int("av"), true)
		}
		l.auto = l.resolve(1, outcome{glance: true}, vsAuto, false, dice.Point(1+extra))
	} else {
		l.woundT(one)
		l.auto = l.resolve(1, outcome{wound: true}, vsAuto, false, one)
	}
	if l.v.Flag("gauss") {
		x, w := l.save(vsAuto, false)
		l.why(stUnsaved, "auto-wound", chance(1-passes(x)), "an Auto Wound: %s", w)
	}
	if len(why) > 0 {
		l.why(stDamage, refDamage, nil, "each unsaved wound: %s", strings.Join(why, ", "))
	}
	if x := l.v.Int("fnp"); x > 0 {
		l.why(stDamage, refFNP, chance(1-l.fnpFails()), "Feel No Pain %d+ after each failed save%s", x,
			map[bool]string{true: ": not against Destroyer"}[l.v.Flag("destroyer")])
	}
	return nil
}

// fixedNeed is the X+ a rule wounds this target on whatever S and T, the
// rule's name, and whether it is the only way to wound it (Poisoned and
// Grav on a Building: only a 6).
func (l *line) fixedNeed() (int, string, bool) {
	v := l.v
	need, names := 0, []string{}
	take := func(x int, name string) {
		if x > 0 {
			names = append(names, fmt.Sprintf("%s %d+", name, x))
			if need == 0 || x < need {
				need = x
			}
		}
	}
	living := []string{tInfantry, tMonstrous, tMonster, tTitanicMon, tFort}
	if slices.Contains(append(living, tSwarm), l.target) {
		take(v.Int("sniper"), "Sniper")
	}
	if slices.Contains(living, l.target) {
		take(v.Int("poisoned"), "Poisoned")
	}
	if v.Flag("grav") && slices.Contains(append(living, tSwarm), l.target) {
		take(4, "Grav")
	}
	only := l.target == tBuilding && (v.Int("poisoned") > 0 || v.Flag("grav"))
	return need, strings.Join(names, ", "), only
}

// woundT: the wound roll against Toughness, or the fixed roll of a rule.
func (l *line) woundT(dmg dice.Dist) {
	v := l.v
	s, sw := l.strength(true)
	t := v.Int("t")
	need, row := woundNeed(s, t)
	words := fmt.Sprintf("wound on %d+: %s vs T%d, %s", need, sw, t, row)
	if fx, name, only := l.fixedNeed(); fx > 0 {
		if v.Str("fixed") == fixedBest {
			need = min(need, fx)
			words += fmt.Sprintf("; %s, or the table if better (the calculator's reading: fixed=best): %d+", name, need)
		} else {
			need = fx
			words += fmt.Sprintf("; %s replaces the table (the calculator's reading: fixed=replace)", name)
		}
	} else if only {
		need, words = 6, words+"; Poisoned or Grav wounds a Building only on a 6"
	}
	if v.Flag("destroyer") {
		need, words = 2, words+"; Destroyer wounds on 2+"
	}
	policy := v.Str("woundrr")
	if l.target == tMonstrous && l.monsterbane() {
		policy, words = "fail", words+"; Monsterbane re-rolls failed wounds on Monstrous Infantry"
	}
	wounds := func(f int) bool { return f != 1 && f >= need }
	faces := finalFaces(rerollWhen(policy, wounds))
	l.woundPass, l.woundPol = wounds, policy
	rends := v.Flag("rending") || v.Int("sniper") > 0
	l.rends = rends
	miss, plain, rend := 0.0, 0.0, 0.0
	for f := 1; f <= 6; f++ {
		switch {
		case !wounds(f):
			miss += faces[f]
		case rends && f >= 5:
			rend += faces[f]
		default:
			plain += faces[f]
		}
	}
	l.why(stWounds, refWound, chance(plain+rend), "%s; a 1 always fails%s", words, rerollWords()[policy])
	l.rolled = []outcome{{p: miss}}
	l.rolled = append(l.rolled, l.resolve(plain, outcome{wound: true}, vsWound, false, dmg)...)
	x, w := l.save(vsWound, false)
	l.why(stUnsaved, refSaves, chance(1-passes(x)), "one save only: %s", w)
	if rends {
		l.rolled = append(l.rolled, l.resolve(rend, outcome{wound: true}, vsRend, false, dmg)...)
		x, w := l.save(vsRend, false)
		l.why(stUnsaved, "rending", chance(rend*(1-passes(x))), "Rending (Sniper weapons are Rending): a natural 5+ that wounds: %s", w)
	}
}
