package wh40k5

import (
	"fmt"
	"strings"

	"auspex/engine/dice"
)

// The damage table's results (p. 61), index 0 for none: the worst result of
// an attack is the largest index.
const (
	resNone = iota
	resShaken
	resStunned
	resWeapon
	resImmobilised
	resWrecked
	resExplodes
)

var resultValues = []string{"none", "crew shaken", "crew stunned", "weapon destroyed", "immobilised", "wrecked", "explodes"}

// Armour penetration results.
const (
	penNone = iota
	penGlance
	penPen
)

// penetration is how one hit rolls against a vehicle's armour (p. 60).
type penetration struct {
	s, av     int
	dice      int  // 1, or 2 for melta at half range and monstrous creatures in close combat (summed)
	bestOf2   bool // ordnance: two dice, the higher counts
	rend      bool // a die of 6 that counts adds a D3
	bonus     int  // tank hunters
	reroll    bool // a twin-linked template: re-roll a roll that does nothing
	p         [3]float64
	rollWords string
}

// readPenetration sets the penetration roll: D6 + S against the armour value,
// equal glancing, higher penetrating.
func (l *line) readPenetration() {
	v := l.v
	pe := penetration{s: l.s, av: v.Int("av"), dice: 1, rend: l.rending()}
	var words []string
	if l.sniper() {
		pe.s = 3
		words = append(words, "sniper counts as S3")
	}
	if v.Flag("lance") && pe.av > 12 {
		pe.av = 12
		words = append(words, fmt.Sprintf("lance: AV %d counts as 12", v.Int("av")))
	}
	switch {
	case l.cc && v.Flag("mc"):
		pe.dice = 2
		words = append(words, "monstrous creature in close combat: 2D6")
	case !l.cc && v.Flag("melta") && v.Flag("half"):
		pe.dice = 2
		words = append(words, "melta within half range: 2D6")
	case !l.cc && v.Flag("ordnance"):
		pe.bestOf2 = true
		words = append(words, "ordnance: two dice, the higher counts")
	}
	if v.Flag("tankhunters") {
		pe.bonus = 1
		words = append(words, "tank hunters +1")
	}
	if pe.rend {
		words = append(words, "rending: a 6 adds a D3")
	}
	pe.reroll = l.aim == aimTemplate && v.Flag("twin")
	if pe.reroll {
		words = append(words, "twin-linked template: a roll that does nothing is rolled again")
	}
	pe.rollWords = strings.Join(words, "; ")
	pe.p = pe.probs()
	l.pen = pe
	dice := "D6"
	if pe.dice == 2 {
		dice = "2D6"
	}
	extra := ""
	if pe.rollWords != "" {
		extra = " (" + pe.rollWords + ")"
	}
	facing := ""
	switch {
	case l.walker:
		facing = ", a walker's front armour"
	case l.cc:
		facing = ", the rear armour in close combat"
	}
	l.why(stageGlancing, refPen, chance(pe.p[penGlance]), "%s + S%d against AV %d%s%s: equal is a glancing hit", dice, pe.s, pe.av, facing, extra)
	l.why(stagePenetrating, refPen, chance(pe.p[penPen]), "more than AV %d is a penetrating hit", pe.av)
	switch c := v.Int("cover"); {
	case c > 0 && l.aim == aimTemplate:
		l.why(stageUnsaved, refTemplate, nil, "cover: no effect: a template ignores cover saves, and we read that as covering a vehicle's obscured save too")
	case c > 0 && !l.cc:
		l.coverVeh = float64(7-c) / 6
		l.why(stageUnsaved, refObscured, chance(l.coverVeh), "obscured: a %d+ cover save discards a glancing or penetrating hit", c)
	}
}

// outcome is the result of a penetration total.
func (pe penetration) outcome(total int) int {
	switch {
	case total > pe.av:
		return penPen
	case total == pe.av:
		return penGlance
	}
	return penNone
}

// faces lists every way the penetration dice can fall, each with its chance,
// the total they count for before a rending D3, and whether a 6 counted.
func (pe penetration) faces(visit func(p float64, sum int, six bool)) {
	if pe.dice == 1 && !pe.bestOf2 {
		for f := 1; f <= 6; f++ {
			visit(1.0/6, f, f == 6)
		}
		return
	}
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			if pe.bestOf2 {
				visit(1.0/36, max(a, b), max(a, b) == 6)
			} else {
				visit(1.0/36, a+b, a == 6 || b == 6)
			}
		}
	}
}

// once is the chance of each outcome of one penetration roll, before any re-roll.
func (pe penetration) once() [3]float64 {
	var p [3]float64
	pe.faces(func(q float64, sum int, six bool) {
		total := sum + pe.s + pe.bonus
		if six && pe.rend {
			for d3 := 1; d3 <= 3; d3++ {
				p[pe.outcome(total+d3)] += q / 3
			}
			return
		}
		p[pe.outcome(total)] += q
	})
	return p
}

func (pe penetration) probs() [3]float64 {
	p := pe.once()
	if pe.reroll {
		miss := p[penNone]
		for i := range p {
			p[i] = miss * p[i]
		}
		p[penGlance] += pe.once()[penGlance]
		p[penPen] += pe.once()[penPen]
	}
	return p
}

// tableResult is the damage table's result of a modified roll.
func tableResult(x int) int {
	switch {
	case x <= 1:
		return resShaken
	case x >= 6:
		return resExplodes
	}
	return x // 2 stunned, 3 weapon destroyed, 4 immobilised, 5 wrecked
}

// readDamage sets the damage roll after a glancing [0] and a penetrating [1]
// hit: a D6 with every modifier, cumulative (p. 61).
func (l *line) readDamage() {
	v := l.v
	mod, words := 0, []string{}
	add := func(m int, why string) { mod += m; words = append(words, fmt.Sprintf("%+d %s", m, why)) }
	switch {
	case l.apDash && l.v.Str("ap") == "":
		add(-1, "AP – (a shooting weapon with no AP shown)")
	case l.apDash:
		add(-1, "AP –")
	case l.apNum == 1:
		add(1, "AP 1")
	}
	if v.Flag("open") {
		add(1, "open-topped")
	}
	l.dmgMod = mod
	for i, m := range []int{mod - 2, mod} {
		for f := 1; f <= 6; f++ {
			l.damage[i][tableResult(f+m)] += 1.0 / 6
		}
	}
	w := "with no modifier"
	if len(words) > 0 {
		w = strings.Join(words, ", ")
	}
	if l.cc && !l.apDash && l.apNum == 7 {
		w += " (close combat attacks have no AP, so no AP – modifier; choose AP – only for a weapon shown so)"
	}
	l.why(stageResult, refDamage, chance(l.damage[1][resWrecked]+l.damage[1][resExplodes]),
		"one damage roll per glancing or penetrating hit: D6 %s (a glancing hit -2 more); 5 wrecks it, 6 or more explodes it", w)
}

// unsavedPerHit is the chance one hit is a glancing or penetrating hit that
// no save stops (the obscured save is the only one a vehicle takes here).
func (l *line) unsavedPerHit() float64 {
	return (l.pen.p[penGlance] + l.pen.p[penPen]) * (1 - l.coverVeh)
}

// perHit is the chance one hit gives each damage result (resNone: none),
// after the penetration roll, the obscured save and the damage roll.
func (l *line) perHit() [7]float64 {
	var q [7]float64
	through := 1 - l.coverVeh
	for c := resShaken; c <= resExplodes; c++ {
		q[c] = through * (l.pen.p[penGlance]*l.damage[0][c] + l.pen.p[penPen]*l.damage[1][c])
		q[resNone] -= q[c]
	}
	q[resNone] += 1
	return q
}

// hull is a vehicle's state between damage results: the damaged results so
// far (each takes a weapon or the ability to move), whether one was
// immobilised, the worst crew result, or destroyed.
type hull struct {
	damaged, immobilised, crew int
	wrecked, exploded          bool
}

// vehicleState holds what the damage results depend on: weapons left and
// whether it was immobilised before the attack.
type vehicleState struct {
	weapons int
	immob   bool
}

// capacity is how many damaged results it takes before the next wrecks it.
func (vs vehicleState) capacity() int {
	if vs.immob {
		return vs.weapons
	}
	return vs.weapons + 1
}

// states: the live hulls are indexed (damaged, immobilised, crew); then wrecked, then exploded.
func (vs vehicleState) size() int { return (vs.capacity()+1)*6 + 2 }

func (vs vehicleState) index(h hull) int {
	switch {
	case h.exploded:
		return vs.size() - 1
	case h.wrecked:
		return vs.size() - 2
	}
	return (h.damaged*2+h.immobilised)*3 + h.crew
}

func (vs vehicleState) hullAt(i int) hull {
	switch i {
	case vs.size() - 1:
		return hull{exploded: true}
	case vs.size() - 2:
		return hull{wrecked: true}
	}
	return hull{damaged: i / 6, immobilised: (i / 3) % 2, crew: i % 3}
}

// next is the hull after one more result c.
func (vs vehicleState) next(h hull, c int) hull {
	switch {
	case h.exploded || c == resExplodes:
		return hull{exploded: true}
	case h.wrecked || c == resWrecked:
		return hull{wrecked: true}
	case c == resShaken || c == resStunned:
		h.crew = max(h.crew, c)
	case c == resWeapon || c == resImmobilised:
		h.damaged++
		if c == resImmobilised {
			h.immobilised = 1
		}
		if h.damaged > vs.capacity() {
			return hull{wrecked: true}
		}
	}
	return h
}

// worst is the worst result a hull shows, after the book's conversions: a
// weapon destroyed with no weapon left immobilises, an immobilised result
// on an immobilised vehicle destroys a weapon, and either with neither left
// wrecks it (counted as it happens, in next).
func (vs vehicleState) worst(h hull) int {
	switch {
	case h.exploded:
		return resExplodes
	case h.wrecked:
		return resWrecked
	case h.damaged == 0:
		return h.crew
	case !vs.immob && (h.immobilised == 1 || h.damaged > vs.weapons):
		return resImmobilised
	}
	return resWeapon
}

// apply is the distribution of hulls after a random number of hits, each
// giving result c with chance q[c].
func (vs vehicleState) apply(state []float64, hits dice.Dist, q [7]float64) []float64 {
	n := vs.size()
	to := make([][7]int, n) // to[i][c]: the hull after result c from hull i, worked out once
	for i := range to {
		for c := range q {
			to[i][c] = vs.index(vs.next(vs.hullAt(i), c))
		}
	}
	acc := make([]float64, n)
	cur, nxt := append([]float64(nil), state...), make([]float64, n)
	for h := 0; h <= hits.Max(); h++ {
		if h > 0 {
			clear(nxt)
			for i, p := range cur {
				if p == 0 {
					continue
				}
				for c, qc := range q {
					nxt[to[i][c]] += p * qc
				}
			}
			cur, nxt = nxt, cur
		}
		if w := hits.P(h); w > 0 {
			for i, p := range cur {
				acc[i] += w * p
			}
		}
	}
	return acc
}
