package epic

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// hitKind is one kind of hit the target takes: how it is saved, whether it
// is a macro-weapon (allocated after the others, 1.9.6), what it does to a
// war engine, and whether it disrupts.
type hitKind struct {
	macro   bool
	sv      save
	tk      dice.Expr // titan killer damage; Count 0: not a titan killer
	disrupt bool
}

// class is the hits of one kind: their count's distribution.
type class struct {
	hitKind
	hits dice.Dist
}

// volley is a shooting attack read from the query: the kinds of hit it
// scores, each line's hits, and the target.
type volley struct {
	v        ruleset.Values
	classes  []class
	lines    []lineHits
	barrage  *lineHits
	underBM  int // 1 if any unit can shoot at the target (1.9.4)
	extraBM  int // the barrage table's extra Blast markers
	mod      int // the to-hit modifier of the action
	t        target
	notes    []string
	steps    []ruleset.Reason
	applicab dice.Dist // hits the target can take, all lines
}

// lineHits is one weapon line (or the barrage) and what it scores.
type lineHits struct {
	line   int // 0: the barrage
	label  string
	dice   dice.Dist // to-hit rolls
	p      float64   // one roll's chance
	hits   dice.Dist // hits the target can take
	kind   hitKind
	counts bool // its hits can hurt the target
	fires  bool // it can shoot at the target at all: AA cannot at a ground formation
	need   int
}

// target is the target formation.
type target struct {
	typ      string
	n, elig  int
	dc       int
	dmg0     int // damage each engine took before this shooting
	voids    int
	crit     string
	bm       int
	tsknf    bool
	xf       bool // crossfire save modifier applies
	xfBM     bool // crossfire's extra Blast marker
	coverTo  bool // -1 to hit for cover
	coverSv  int  // cover save, 7: none
	sv       int
	ra, inv  bool
	barrBase int // barrage attacks
}

func actionMod(a string) int {
	switch a {
	case "double", "marshal":
		return -1
	case "sustained":
		return 1
	}
	return 0
}

// barrageRow is the barrage table (1.9.8): to hit AP and AT, extra Blast markers.
func barrageRow(bp int) (ap, at, extraBM int) {
	switch {
	case bp == 1:
		return 6, 6, 0
	case bp == 2:
		return 5, 6, 0
	case bp <= 5:
		return 4, 5, 0
	case bp <= 7:
		return 4, 5, 1
	case bp <= 9:
		return 4, 5, 1
	case bp <= 12:
		return 4, 5, 2
	case bp <= 15:
		return 4, 5, 3
	}
	return 4, 5, 4
}

// affects says whether a fire type can hurt a unit type (1.9.6, 2.1.9, 3.2).
func affects(fire, typ string) bool {
	switch fire {
	case "ap":
		return typ == "inf" || typ == "lv"
	case "at":
		return typ != "inf"
	case "mw":
		return true
	}
	return false // AA fires only at aircraft (2.2.1)
}

// readVolley reads a shooting query.
func readVolley(v ruleset.Values) (*volley, error) {
	vo := &volley{v: v, mod: actionMod(v.Str("action"))}
	t := &vo.t
	t.typ, t.n, t.elig = v.Str("type"), v.Int("n"), v.Int("eligible")
	if t.elig == 0 {
		t.elig = t.n
	}
	if t.elig > t.n {
		return nil, &ruleset.FieldError{Key: "eligible", Given: strconv.Itoa(t.elig), Allowed: fmt.Sprintf("at most the %d units of the formation (n)", t.n),
			Why: "the units that can be hit are units of the target formation"}
	}
	we := t.typ == "we"
	if we && t.n > maxWE {
		return nil, &ruleset.FieldError{Key: "n", Given: strconv.Itoa(t.n), Allowed: fmt.Sprintf("at most %d war engines", maxWE),
			Why: fmt.Sprintf("the calculator's limit: it follows each war engine's damage exactly, for at most %d", maxWE)}
	}
	if we {
		t.dc, t.dmg0, t.voids, t.crit = v.Int("dc"), v.Int("dmg"), v.Int("voids"), v.Str("crit")
		if t.dmg0 >= t.dc {
			return nil, &ruleset.FieldError{Key: "dmg", Given: strconv.Itoa(t.dmg0), Allowed: fmt.Sprintf("at most %d, one less than the damage capacity (dc=%d)", t.dc-1, t.dc),
				Why: "a war engine whose damage equals its damage capacity is already destroyed"}
		}
		if t.dmg0 > 0 {
			vo.steps = append(vo.steps, ruleset.Reason{Stage: "kills", Rule: "damage-capacity",
				Text: fmt.Sprintf("each war engine has already lost %d of its %d damage capacity: %d more points destroy it; it is still given %d hits before the next engine, its starting damage capacity, and still counts %d towards the break point", t.dmg0, t.dc, t.dc-t.dmg0, t.dc, t.dc)})
		}
	}
	t.bm, t.tsknf = v.Int("bm"), v.Flag("tsknf")
	if bp := t.breakPoint(0); t.bm >= bp {
		return nil, &ruleset.FieldError{Key: "bm", Given: strconv.Itoa(t.bm), Allowed: fmt.Sprintf("fewer than %d, its break point", bp),
			Why: "a formation with as many Blast markers as its break point is already broken (1.9.7): this shooting cannot break it"}
	}
	cover := v.Str("cover")
	fort := cover == "fort"
	t.coverTo = cover != "0"
	t.xfBM = v.Flag("crossfire")
	t.xf = t.xfBM && !v.Flag("tra") && !fort
	t.sv, t.ra, t.inv = v.Int("sv"), v.Flag("ra"), v.Flag("inv")
	t.coverSv = 7
	cs := 7
	if fort {
		cs = 3
	} else if n, err := strconv.Atoi(cover); err == nil && n >= 2 {
		cs = n
	}
	switch {
	case t.typ == "inf":
		t.coverSv = cs
	case cs < 7:
		vo.notes = append(vo.notes, fmt.Sprintf("Cover save %d+: no effect: only infantry take cover saves (1.8.3); the -1 to hit for cover still applies.", cs))
	}
	if v.Flag("tra") && !t.xfBM {
		vo.notes = append(vo.notes, "Thick rear armour: no effect: it only matters in a crossfire (2.1.16).")
	} else if v.Flag("tra") && fort {
		vo.notes = append(vo.notes, "Thick rear armour: no effect: in fortifications the crossfire save modifier is ignored anyway (1.8.4).")
	}
	for k := 1; k <= v.Lines(); k++ {
		l, err := vo.readLine(k, v.Line(k))
		if err != nil {
			return nil, err
		}
		vo.lines = append(vo.lines, l)
	}
	if err := vo.readBarrage(); err != nil {
		return nil, err
	}
	vo.applicab = dice.Point(0)
	all := append(slices.Clone(vo.lines), barrageOf(vo)...)
	for _, l := range all {
		if l.counts {
			vo.applicab = vo.applicab.Add(l.hits)
			vo.addClass(l.kind, l.hits)
		}
		if l.fires && l.dice.Max() > 0 {
			vo.underBM = 1
		}
	}
	if vo.underBM == 0 {
		vo.notes = append(vo.notes, "No unit can shoot at this target, so it takes no Blast marker for coming under fire.")
	}
	if err := vo.checkCombos(); err != nil {
		return nil, err
	}
	return vo, nil
}

func barrageOf(vo *volley) []lineHits {
	if vo.barrage == nil {
		return nil
	}
	return []lineHits{*vo.barrage}
}

// breakPoint is the Blast markers that break the formation with k units
// (war engines) destroyed (1.9.7, 3.2.4, 5.1.1).
func (t target) breakPoint(k int) int {
	bp := t.n - k
	if t.typ == "we" {
		bp *= t.dc
	}
	if t.tsknf {
		bp *= 2
	}
	return bp
}

// saveFor is how the target saves against a hit (1.9.6, 1.8.3, 2.1.6,
// 2.1.11, 2.1.14, 2.2.5, 2.2.6, 2.2.9).
func (t target) saveFor(macro, tk, ic, sniper bool) save {
	worse := 0
	if t.xf {
		worse++
	}
	if sniper {
		worse++
	}
	s := save{best: 7, inv: t.inv}
	switch {
	case tk:
	case macro:
		if t.ra {
			s.best = t.sv + worse
		}
	default:
		s.best = t.sv + worse
		if !ic && t.coverSv < 7 {
			s.best = min(s.best, t.coverSv+worse)
		}
		if armour := t.sv + worse; t.ra && armour < 7 {
			s.reroll = armour // at the armour value, even after a cover save
		}
	}
	s.best = min(s.best, 7)
	return s
}

func (vo *volley) readLine(k int, lv ruleset.Values) (lineHits, error) {
	l := lineHits{line: k, label: "Weapon " + strconv.Itoa(k), dice: dice.Point(0), hits: dice.Point(0)}
	fire, t := lv.Str("fire"), vo.t
	tkStr := lv.Str("tk")
	tk := tkStr != "0"
	if tk && fire == "aa" {
		return l, &ruleset.FieldError{Key: ruleset.LineKey(k, "tk"), Line: k, Given: tkStr, Allowed: "0 (fire=aa: the weapon fires as AA)",
			Why: "an AA weapon shoots only at aircraft (2.2.1), and the target here is a ground formation, so it scores no titan killer hit"}
	}
	if lv.Flag("spent") {
		vo.steps = append(vo.steps, ruleset.Reason{Stage: "hits", Line: k, Text: fmt.Sprintf("weapon %d: a single shot already used, it does not fire", k), Rule: refSingleShot})
		return l, nil
	}
	per := lv.Dice("shots").Dist().Times(lv.Int("per")).Add(lv.Dice("ea").Dist())
	l.dice = per.Times(lv.Int("units"))
	mod := vo.mod
	if vo.t.coverTo && !lv.Flag("ic") {
		mod--
	}
	l.need = hitNeed(lv.Int("hit"), mod)
	l.p = pHit(lv.Int("hit"), mod)
	macro := fire == "mw" || tk
	l.counts = affects(fire, t.typ) || tk
	l.kind = hitKind{macro: macro, disrupt: lv.Flag("disrupt"), sv: t.saveFor(macro, tk, lv.Flag("ic"), lv.Flag("sniper"))}
	if tk {
		l.kind.tk = dice.MustParse(tkStr)
	}
	l.fires = fire != "aa"
	if !l.fires {
		l.dice = dice.Point(0)
	}
	if l.counts {
		l.hits = l.dice.Thin(l.p)
	}
	text := fmt.Sprintf("weapon %d: %s shots at %s, %s", k, rangeOf(l.dice), fireLabel(fire, tkStr), needText(l.need, l.p))
	if !l.counts {
		text = fmt.Sprintf("weapon %d: %s cannot hurt %s", k, fireLabel(fire, tkStr), t.typ)
	}
	vo.steps = append(vo.steps, ruleset.Reason{Stage: "hits", Line: k, P: ptr(l.p), Text: text, Rule: refRollToHit})
	return l, nil
}

func (vo *volley) readBarrage() error {
	v, t := vo.v, &vo.t
	bp := v.Int("bp")
	if bp == 0 {
		var given []string
		for _, k := range []string{"under", "weunder", "bmw", "bic", "indirect"} {
			if f, _ := form().Field(k); v.Str(k) != f.Default {
				given = append(given, k)
			}
		}
		if len(given) > 0 {
			vo.notes = append(vo.notes, fmt.Sprintf("Barrage fields %s: no effect: with 0 barrage points there is no barrage.", strings.Join(given, ", ")))
		}
		return nil
	}
	if v.Flag("indirect") && v.Str("action") != "sustained" {
		return &ruleset.FieldError{Key: "indirect", Given: "1", Allowed: "0 unless action=sustained",
			Why: "only a formation taking a sustained fire action may fire indirectly (2.2.10)"}
	}
	under := v.Int("under")
	if under > t.n {
		return &ruleset.FieldError{Key: "under", Given: strconv.Itoa(under), Allowed: fmt.Sprintf("at most the %d units of the formation (n)", t.n),
			Why: "the units under the templates counted here are units of the target formation"}
	}
	attacks := under
	if t.typ == "we" && v.Flag("weunder") {
		attacks = max(under, 1) - 1 + (t.dc+1)/2
	}
	ap, at, extra := barrageRow(bp)
	x := ap
	if t.typ == "av" || t.typ == "we" {
		x = at
	}
	mod := vo.mod
	if t.coverTo && !v.Flag("bic") {
		mod--
	}
	macro := v.Flag("bmw")
	l := lineHits{label: "Barrage", dice: dice.Point(attacks), counts: true, fires: true, need: hitNeed(x, mod), p: pHit(x, mod),
		kind: hitKind{macro: macro, sv: t.saveFor(macro, false, v.Flag("bic"), false)}}
	l.hits = l.dice.Thin(l.p)
	vo.barrage = &l
	if attacks == 0 {
		// A formation with no unit under the templates is not attacked, so
		// it takes neither the marker for coming under fire nor the table's
		// extra markers (1.9.8: each formation attacked receives them).
		vo.steps = append(vo.steps, ruleset.Reason{Stage: "blast", Rule: refBarrage,
			Text: fmt.Sprintf("barrage of %d BP: no effect: no unit of the target is under the templates, so it is not attacked and takes none of the table's %s", bp, ruleset.Plural(extra, "extra Blast marker", "extra Blast markers"))})
		return nil
	}
	vo.extraBM = extra
	vo.steps = append(vo.steps, ruleset.Reason{Stage: "hits", P: ptr(l.p), Rule: refBarrage,
		Text: fmt.Sprintf("barrage of %d BP: %s attacked, %s; %s", bp, ruleset.Plural(attacks, "unit", "units"), needText(l.need, l.p), ruleset.Plural(extra, "extra Blast marker", "extra Blast markers"))})
	return nil
}

// addClass adds hits to the class of their kind.
func (vo *volley) addClass(k hitKind, hits dice.Dist) {
	for i := range vo.classes {
		if vo.classes[i].hitKind == k {
			vo.classes[i].hits = vo.classes[i].hits.Add(hits)
			return
		}
	}
	vo.classes = append(vo.classes, class{hitKind: k, hits: hits})
}

// checkCombos refuses an attack whose kinds of hit are too many to combine exactly.
func (vo *volley) checkCombos() error {
	work, hits := 1.0, 0
	for _, c := range vo.classes {
		work *= float64(c.hits.Max() + 1)
		hits += c.hits.Max()
	}
	if vo.t.typ == "we" && hits > maxWEHits {
		return &ruleset.FieldError{Key: "units", Given: fmt.Sprintf("up to %d hits", hits),
			Allowed: "fewer units, weapons or shots",
			Why:     fmt.Sprintf("the calculator's limit: it follows hits on war engines one at a time, at most %d possible hits", maxWEHits)}
	}
	if work > maxCombos {
		return &ruleset.FieldError{Key: "units", Given: fmt.Sprintf("%d kinds of hit", len(vo.classes)),
			Allowed: "fewer shots or fewer kinds of hit (different saves, disrupt, macro-weapons)",
			Why:     fmt.Sprintf("the calculator's limit: at most %d combinations of hit counts, to stay instant on a phone", int(maxCombos))}
	}
	return nil
}

func fireLabel(fire, tk string) string {
	s := map[string]string{"ap": "AP", "at": "AT", "mw": "MW", "aa": "AA"}[fire]
	switch tk {
	case "1":
		s += ", TK"
	case "D3", "D6":
		s += ", TK(" + tk + ")"
	}
	return s
}

func rangeOf(d dice.Dist) string {
	if d.Min() == d.Max() {
		return strconv.Itoa(d.Max())
	}
	return fmt.Sprintf("%d-%d", d.Min(), d.Max())
}

// needText says what a hit needs, the 7+ chain included.
func needText(need int, p float64) string {
	switch {
	case need <= 6:
		return fmt.Sprintf("hit on %d+", max(need, 2))
	case need <= 9:
		return fmt.Sprintf("needs %d+: a 6, then %d+", need, need-3)
	}
	return fmt.Sprintf("needs %d+: cannot hit", need)
}

func ptr(p float64) *float64 { p = round6(p); return &p }

// kinds sorts the classes of one pass worst first: the defender stacks the
// hits least likely to be saved on the same units.
func passClasses(cs []class, macro bool) []class {
	var out []class
	for _, c := range cs {
		if c.macro == macro {
			out = append(out, c)
		}
	}
	slices.SortStableFunc(out, func(a, b class) int {
		fa, fb := a.sv.fail(), b.sv.fail()
		switch {
		case fa > fb:
			return -1
		case fa < fb:
			return 1
		}
		return 0
	})
	return out
}
