package epic

import "auspex/engine/ruleset"

// rollHits rolls f's attacks of some classes and counts the hits per class.
func (ro *roller) attack(n, x int, role, group string) int {
	hits := 0
	if x >= 7 {
		return 0 // no such value: no die
	}
	for range n {
		if ro.toHit(x, role, group) {
			hits++
		}
	}
	return hits
}

// strike rolls f's close combat, firefight and extra attacks on o and
// resolves them on o's engaged units; it returns o's units destroyed.
func (ro *roller) strike(f, o fighter) int {
	normal := ro.attack(f.ccn, f.cc, "close combat", f.id) + ro.attack(f.ffn, f.ff, "firefight", f.id)
	extra := ro.attack(ro.count(f.ea, "extra attacks", f.id), f.eahit, "extra attack", f.id)
	cs := f.hitsOn(o)
	h := []int{normal + extra}
	if f.eamw {
		h = []int{normal, extra}
	}
	first, second := cs[:1], cs[1:]
	k1, _ := ro.unitHits(first, h[:1], o.eng, o.id)
	k2, _ := ro.unitHits(second, h[1:], o.eng-k1, o.id)
	return k1 + k2
}

// support rolls f's supporting fire on o's m engaged units left.
func (ro *roller) support(f, o fighter, m int) int {
	hits := ro.attack(f.sup, f.suphit, "supporting fire", f.id)
	k, _ := ro.unitHits(f.supportOn(o), []int{hits}, m, o.id)
	return k
}

// best rolls 2D6 for the result and keeps the higher.
func (ro *roller) best(group string) int {
	a, b := ro.d(6), ro.d(6)
	hi, lo := max(a, b), min(a, b)
	ro.record(ruleset.Die{Role: "result", Sides: 6, Face: hi, Discarded: []int{lo}, Group: group, Success: true})
	return hi
}

// roll fights the assault once with dice.
func (a *fight) roll(ro *roller) *ruleset.RollLog {
	A, D := a.a, a.d
	log := &ruleset.RollLog{Figure: "kills", Groups: []ruleset.RollGroup{{ID: atk, Label: "Attacker"}, {ID: def, Label: "Defender"}}}
	x := ro.strike(A, D)
	kd := ro.take()
	y := ro.strike(D, A)
	ld := ro.take()
	outcome, extraA, extraD := 2, 0, 0
	rolled := false
	margin := 0
	var resultDice []ruleset.Die
	switch {
	case x == D.units && y < A.units:
		outcome = 0
	case y == A.eng:
	default:
		x += ro.support(A, D, D.eng-x)
		kd = append(kd, ro.take()...)
		y += ro.support(D, A, A.eng-y)
		ld = append(ld, ro.take()...)
		leftA, leftD := A.units-y, D.units-x
		switch {
		case leftD == 0 && leftA > 0:
			outcome = 0
		case leftA == 0:
		default:
			rolled = true
			margin = ro.best(atk) + A.modifier(x, leftA, leftD, D) - ro.best(def) - D.modifier(y, leftD, leftA, A)
			resultDice = ro.take()
			switch {
			case margin > 0:
				outcome, extraD = 0, D.extraLosses(margin, leftD)
			case margin < 0:
				extraA = A.extraLosses(-margin, leftA)
			default:
				outcome = 1
			}
		}
	}
	win := 0
	if outcome == 0 {
		win = 1
	}
	none := []ruleset.Die{}
	log.Stages = []ruleset.RollStage{
		{ID: "kills", Total: x, Dice: kd},
		{ID: "losses", Total: y, Dice: ld},
		{ID: "win", Total: win, Dice: none},
	}
	if rolled {
		log.Stages = append(log.Stages, ruleset.RollStage{ID: "margin", Total: margin, Dice: resultDice})
	}
	log.Stages = append(log.Stages,
		ruleset.RollStage{ID: "outcome", Total: outcome, Dice: none},
		ruleset.RollStage{ID: "atk-extra", Total: extraA, Dice: none},
		ruleset.RollStage{ID: "def-extra", Total: extraD, Dice: none})
	return log
}
