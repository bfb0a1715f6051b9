package alt40k

import (
	"fmt"

	"auspex/engine/dice"
	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// The stage ids.
const (
	stAttacks     = "attacks"
	stHits        = "hits"
	stWounds      = "wounds"
	stGlancing    = "glancing"
	stPenetrating = "penetrating"
	stUnsaved     = "unsaved"
	stResult      = "result"
	stDamage      = "damage"
	stDestroyed   = "destroyed"
	stGetsHot     = "getshot"
	stExplodes    = "explodes"
)

// templateDice is the Snap Shot dice of each template (Shooting Phase,
// Snap Shots): Flame and Hellstorm hit automatically D3 and 2D3 times; a
// Blast rolls its D6s, each 6 a hit.
var templateDice = lazy.Of(func() map[string]templateRoll {
	return map[string]templateRoll{
		"flame": {dice.Expr{Count: 1, Sides: 3}, true}, "hellstorm": {dice.Expr{Count: 2, Sides: 3}, true},
		"blast3": {dice.Expr{Count: 1, Sides: 6}, false}, "blast5": {dice.Expr{Count: 3, Sides: 6}, false},
		"blast7": {dice.Expr{Count: 5, Sides: 6}, false}, "blast10": {dice.Expr{Count: 7, Sides: 6}, false},
		"blast15": {dice.Expr{Count: 10, Sides: 6}, false}, "apoc": {dice.Expr{Count: 15, Sides: 6}, false},
	}
})

// templateRoll is a template's Snap Shot dice, and whether each is a hit.
type templateRoll struct {
	dice     dice.Expr
	autohits bool
}

// finalFaces is the chance of each face a die ends on, re-rolled once when
// again says so.
func finalFaces(again func(f int) bool) [7]float64 {
	var out [7]float64
	for f := 1; f <= 6; f++ {
		if again(f) {
			for g := 1; g <= 6; g++ {
				out[g] += 1.0 / 36
			}
		} else {
			out[f] += 1.0 / 6
		}
	}
	return out
}

// rerollWhen is the re-roll policy of a query value: re-roll 1s, or every
// die that fails (pass says which pass).
func rerollWhen(policy string, pass func(f int) bool) func(f int) bool {
	return func(f int) bool {
		switch policy {
		case "1":
			return f == 1
		case "fail":
			return !pass(f)
		}
		return false
	}
}

// countAttacks: shots per model (doubled by Rapid Fire within half range),
// or close combat Attacks with one more per other melee weapon, Extra
// Attack and Shock Assault; a non-blast Grenade in close combat is one
// attack; a template line places its templates.
func (l *line) countAttacks() error {
	v := l.v
	models, a := v.Int("models"), v.Dice("a")
	switch {
	case l.template != "":
		l.attacks = dice.Point(v.Int("templates"))
		l.why(stAttacks, refTemplates, nil, "%s", ruleset.Plural(v.Int("templates"), l.templateLabel()+" template", l.templateLabel()+" templates"))
	case l.mode == modeCC && l.kind == typeGrenade:
		l.attacks = dice.Point(models)
		l.why(stAttacks, refMelee, nil, "%s × 1 attack: a non-blast Grenade replaces every other attack", ruleset.Plural(models, "model", "models"))
	case l.mode == modeCC:
		extra := v.Int("extraweapons") + v.Int("extraattack")
		words := ""
		if v.Flag("charging") && v.Flag("shockassault") {
			extra++
			words = ", +1 Shock Assault"
		}
		l.attacks = a.Dist().Add(dice.Point(extra)).Times(models)
		l.why(stAttacks, refExtra, nil, "%s × (A %s + %s + %s%s)", ruleset.Plural(models, "model", "models"), a,
			ruleset.Plural(v.Int("extraweapons"), "other weapon", "other weapons"), ruleset.Plural(v.Int("extraattack"), "Extra Attack", "Extra Attacks"), words)
	default:
		per := a.Dist()
		words := ""
		if l.kind == typeRapid && l.halfRange() {
			per, words = per.Map(func(x int) int { return 2 * x }), ", doubled by Rapid Fire within half range"
		}
		l.attacks = per.Times(models)
		l.why(stAttacks, refTypes, nil, "%s × %s (%s)%s", ruleset.Plural(models, "model", "models"), ruleset.PluralOf(a, "shot", "shots"), l.typeLabel(), words)
	}
	return nil
}

func (l *line) typeLabel() string { return label(typeOptions, l.kind) }

func (l *line) templateLabel() string { return label(templateOptions, l.template) }

func label(opts []ruleset.Option, v string) string {
	for _, o := range opts {
		if o.Value == v {
			return o.Label
		}
	}
	return v
}

// hitDice sets what one attack's dice give.
func (l *line) hitDice() error {
	v := l.v
	switch {
	case l.template != "" && !l.snap():
		l.branches = []branch{{p: 1, k: v.Int("under")}}
		l.hitOnes = 1.0 / 6
		l.why(stHits, refTemplates, nil, "each template hits the %s under it, with no roll to hit", ruleset.Plural(v.Int("under"), "model", "models"))
	case l.template != "":
		l.snapTemplate()
	case v.Flag("autohit"):
		l.branches = []branch{{p: 1, k: 1}}
		l.why(stHits, "auto-hit", chance(1), "Auto Hit: every attack hits")
	default:
		l.hitRoll()
	}
	if v.Flag("getshot") && l.mode == modeShoot {
		l.why(stGetsHot, "gets-hot", chance(l.hitOnes), "Gets Hot!: each natural 1 to hit (a D6 per template) is a mortal wound to the bearer")
	}
	return nil
}

// hitRoll: a D6 against BS or WS, the modifiers' total held to +1 or -1;
// Snap Shots hit on a 6 (a Pistol's Overwatch on 5+) with no modifiers; a
// 1 always misses. A natural 6 that hits may score more (Tesla) or wound
// outright (Gauss).
func (l *line) hitRoll() {
	v := l.v
	skill, key := v.Int("bs"), "BS"
	if l.mode == modeCC {
		skill, key = v.Int("ws"), "WS"
	}
	need, mod, words := skill, 0, fmt.Sprintf("%s %d+", key, skill)
	switch {
	case l.mode == modeShoot && v.Flag("overwatch") && l.kind == typePistol:
		need, words = 5, "Overwatch with a Pistol: Snap Shots hit on 5+, no modifiers"
	case l.snap():
		need, words = 6, "Snap Shots hit on 6, no modifiers"
	default:
		raw := v.Int("hitmod") + b2i(v.Flag("accurate"))
		mod = max(-1, min(1, raw))
		if raw != 0 {
			words += fmt.Sprintf(", modifiers %+d", raw)
			if raw != mod {
				words += fmt.Sprintf(" held to %+d", mod)
			}
		}
	}
	nat6 := v.Flag("nat6")
	hits := func(f int) bool { return f != 1 && (f+mod >= need || (nat6 && f == 6)) }
	faces := finalFaces(rerollWhen(v.Str("hitrr"), hits))
	l.hitPass, l.hitPolicy = hits, v.Str("hitrr")
	miss, plain, six := 0.0, 0.0, 0.0
	for f := 1; f <= 6; f++ {
		switch {
		case !hits(f):
			miss += faces[f]
		case f == 6:
			six += faces[f]
		default:
			plain += faces[f]
		}
	}
	l.hitOnes = faces[1]
	sixHit := branch{p: six, k: 1}
	switch {
	case v.Flag("tesla"):
		sixHit.k = 3
	case v.Flag("gauss"):
		sixHit = branch{p: six, g: 1}
	}
	l.branches = []branch{{p: miss}, {p: plain, k: 1}, sixHit}
	if nat6 {
		words += "; a natural 6 always hits (the calculator's reading is off unless nat6=1)"
	}
	l.why(stHits, refHit, chance(plain+six), "hit: %s; a natural 1 always misses%s", words, rerollWords()[v.Str("hitrr")])
	switch {
	case v.Flag("tesla"):
		l.why(stHits, "tesla", chance(six), "Tesla: a natural 6 that hits scores 2 more hits")
	case v.Flag("gauss"):
		l.why(map[bool]string{true: stGlancing, false: stWounds}[l.vehicle], "gauss", chance(six), "Gauss: a natural 6 that hits is an Auto Wound (AP-, no cover save), with no roll")
	}
}

var rerollWords = lazy.Of(func() map[string]string {
	return map[string]string{"1": ", re-rolling 1s", "fail": ", re-rolling failures"}
})

// snapTemplate: a template firing Snap Shots hits at most once per model of
// the target: Flame and Hellstorm D3 and 2D3 automatic hits, a Blast one
// hit per 6 on its D6s.
func (l *line) snapTemplate() {
	v := l.v
	n, td := v.Int("n"), templateDice()[l.template]
	var hits dice.Dist
	if td.autohits {
		hits = td.dice.Dist()
		l.why(stHits, refSnap, nil, "Snap Shots with a %s template: %s automatic hits, at most one per target model (%d)", l.templateLabel(), td.dice, n)
	} else {
		six := finalFaces(rerollWhen(v.Str("hitrr"), func(f int) bool { return f == 6 }))[6]
		hits = dice.Bernoulli(six).Times(td.dice.Count)
		l.why(stHits, refSnap, chance(six), "Snap Shots with a %s template: %dD6, each 6 a hit, at most one per target model (%d)%s",
			l.templateLabel(), td.dice.Count, n, rerollWords()[v.Str("hitrr")])
	}
	hits = hits.Map(func(x int) int { return min(x, n) })
	for k, p := range hits.PMF() {
		if p > 0 {
			l.branches = append(l.branches, branch{p: p, k: k})
		}
	}
	l.hitOnes = 1.0 / 6
}

// mostHits is the most hits one attack can score.
func (l *line) mostHits() int {
	m := 0
	for _, b := range l.branches {
		m = max(m, b.k+b.g)
	}
	return m
}

// checkSize applies the bounds that span several fields.
func (l *line) checkSize() error {
	v := l.v
	most := l.attacks.Max()
	total := v.Int("n") * v.Int("w")
	switch {
	case most > maxAttacks:
		return &ruleset.FieldError{Key: "a", Given: fmt.Sprintf("up to %d attacks (models %d × %s)", most, v.Int("models"), v.Dice("a")),
			Allowed: fmt.Sprintf("at most %d attacks in one line; split the unit into lines", maxAttacks),
			Why:     "the calculator's limit: a line larger than this would not compute at once on a phone"}
	case most*l.mostHits() > maxHits:
		return &ruleset.FieldError{Key: "a", Given: fmt.Sprintf("up to %d hits", most*l.mostHits()),
			Allowed: fmt.Sprintf("at most %d hits in one line; fewer attacks or models under the template", maxHits),
			Why:     "the calculator's limit: more hits than this would not compute at once on a phone"}
	case l.voids() > 0 && most*l.mostHits()*(l.voids()+1)*(max(total, most*l.mostHits())+1) > maxShieldWork:
		return &ruleset.FieldError{Key: "voids", Given: fmt.Sprintf("%d shields against up to %d hits into %d wounds", l.voids(), most*l.mostHits(), total),
			Allowed: fmt.Sprintf("hits × (shields + 1) × (wounds + 1) at most %d; fewer attacks", maxShieldWork),
			Why:     "the calculator's limit: against Void Shields it follows the hits one by one, which costs that much"}
	case total > maxUnitWounds:
		return &ruleset.FieldError{Key: "n", Given: fmt.Sprintf("%d models × %d wounds", v.Int("n"), v.Int("w")),
			Allowed: fmt.Sprintf("at most %d wounds in the target unit", maxUnitWounds),
			Why:     "the calculator's limit: models × wounds of the target, to compute at once on a phone"}
	}
	return nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
