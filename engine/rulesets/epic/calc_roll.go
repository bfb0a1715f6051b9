package epic

import (
	"math/rand/v2"
	"strconv"

	"auspex/engine/dice"
	"auspex/engine/ruleset"
)

// roller rolls dice and records them.
type roller struct {
	r    *rand.Rand
	dice []ruleset.Die // the stage being rolled
}

func newRoller(r *rand.Rand) *roller { return &roller{r: r} }

func (ro *roller) d(sides int) int { return 1 + ro.r.IntN(sides) }

// take hands over the dice rolled since the last take.
func (ro *roller) take() []ruleset.Die {
	out := ro.dice
	if out == nil {
		out = []ruleset.Die{}
	}
	ro.dice = nil
	return out
}

func (ro *roller) record(d ruleset.Die) { ro.dice = append(ro.dice, d) }

// count rolls a dice expression (shots, extra attacks), recording its dice.
func (ro *roller) count(e dice.Expr, role, group string) int {
	faces, total := e.Roll(ro.r)
	for _, f := range faces {
		ro.record(ruleset.Die{Role: role, Sides: e.Sides, Face: f, Group: group, Success: true})
	}
	return total
}

// toHit rolls one to-hit die needing need+, with the 7+ chain (1.9.5).
func (ro *roller) toHit(need int, role, group string) bool {
	f := ro.d(6)
	d := ruleset.Die{Role: role, Sides: 6, Face: f, Group: group}
	switch {
	case need <= 6:
		d.Success = f >= max(need, 2)
	case need <= 9 && f == 6:
		d.Outcome = "6: roll again"
		ro.record(d)
		g := ro.d(6)
		d = ruleset.Die{Role: role + " 7+", Sides: 6, Face: g, Group: group, Success: g >= need-3}
	}
	d.Outcome = map[bool]string{true: ruleset.OutcomeHit, false: ruleset.OutcomeMiss}[d.Success]
	ro.record(d)
	return d.Success
}

// saves rolls one hit's save: the best save, a re-roll, the invulnerable 6+.
// It reports whether the hit is saved.
func (ro *roller) saves(s save, group string) bool {
	if s.best < 7 {
		f := ro.d(6)
		d := ruleset.Die{Role: "save", Sides: 6, Face: f, Group: group, Success: f >= s.best}
		if !d.Success && s.reroll > 0 {
			d.Discarded, d.Face = []int{f}, ro.d(6)
			d.Success = d.Face >= s.reroll
		}
		d.Outcome = map[bool]string{true: "saved", false: "failed"}[d.Success]
		ro.record(d)
		if d.Success {
			return true
		}
	}
	if s.inv {
		f := ro.d(6)
		ok := f >= 6
		ro.record(ruleset.Die{Role: "invulnerable save", Sides: 6, Face: f, Group: group, Success: ok,
			Outcome: map[bool]string{true: "saved", false: "failed"}[ok]})
		return ok
	}
	return false
}

// unitHits resolves rolled hits (count per class, classes worst first) on m
// units as allocate lays them: the units destroyed and the markers of
// disrupt hits and of kills without one.
func (ro *roller) unitHits(cs []class, h []int, m int, group string) (kills, bm int) {
	for c, x := range h {
		if cs[c].disrupt {
			bm += x
		}
	}
	if m == 0 {
		return 0, bm
	}
	for _, b := range allocate(h, m) {
		dead, dis := false, false
		for c, x := range b {
			dis = dis || (x > 0 && cs[c].disrupt)
			for range x {
				if !dead && !ro.saves(cs[c].sv, group) {
					dead = true
				}
			}
		}
		if dead {
			kills++
			if !dis {
				bm++
			}
		}
	}
	return kills, bm
}

// rolledHits is the hits one pass of classes scored, as counts per class.
func rolledCounts(cs []class, got map[hitKind]int) []int {
	h := make([]int, len(cs))
	for i, c := range cs {
		h[i] = got[c.hitKind]
	}
	return h
}

// roll shoots once with dice.
func (vo *volley) roll(ro *roller) *ruleset.RollLog {
	log := &ruleset.RollLog{Figure: "kills"}
	got := map[hitKind]int{}
	hits := 0
	fire := func(l lineHits, n int, group string) {
		for range n {
			if ro.toHit(l.need, "hit", group) && l.counts {
				got[l.kind]++
				hits++
			}
		}
	}
	for _, l := range vo.lines {
		group := "line-" + strconv.Itoa(l.line)
		log.Groups = append(log.Groups, ruleset.RollGroup{ID: group, Label: l.label})
		if !l.fires || !l.counts || l.dice.Max() == 0 {
			continue
		}
		lv := vo.v.Line(l.line)
		n := 0
		for range lv.Int("units") {
			for range lv.Int("per") {
				n += ro.count(lv.Dice("shots"), "shots", group)
			}
			n += ro.count(lv.Dice("ea"), "extra attacks", group)
		}
		fire(l, n, group)
	}
	if b := vo.barrage; b != nil {
		log.Groups = append(log.Groups, ruleset.RollGroup{ID: "barrage", Label: "Barrage"})
		fire(*b, b.dice.Max(), "barrage")
	}
	log.Stages = append(log.Stages, ruleset.RollStage{ID: "hits", Total: hits, Dice: ro.take()})
	t := vo.t
	log.Groups = append(log.Groups, ruleset.RollGroup{ID: "target", Label: "Target"})
	var kills, bm, damage, crits int
	if t.typ == "we" {
		kills, bm, damage, crits = vo.rollWE(ro, got)
	} else {
		first := passClasses(vo.classes, false)
		k1, b1 := ro.unitHits(first, rolledCounts(first, got), t.elig, "target")
		second := passClasses(vo.classes, true)
		k2, b2 := ro.unitHits(second, rolledCounts(second, got), t.elig-k1, "target")
		kills, bm = k1+k2, b1+b2
	}
	blast := vo.underBM + bm + vo.extraBM
	if t.xfBM && kills > 0 {
		blast++
	}
	broken := 0
	if kills == t.n || t.bm+blast >= t.breakPoint(kills) {
		broken = 1
	}
	var critDice []ruleset.Die
	all := ro.take()
	saveDice := []ruleset.Die{}
	for _, d := range all {
		if d.Role == "critical" || d.Role == "titan killer damage" {
			critDice = append(critDice, d)
		} else {
			saveDice = append(saveDice, d)
		}
	}
	log.Stages = append(log.Stages,
		ruleset.RollStage{ID: "kills", Total: kills, Dice: saveDice},
		ruleset.RollStage{ID: "blast", Total: blast, Dice: []ruleset.Die{}},
		ruleset.RollStage{ID: "broken", Total: broken, Dice: []ruleset.Die{}})
	if t.typ == "we" {
		if critDice == nil {
			critDice = []ruleset.Die{}
		}
		log.Stages = append(log.Stages,
			ruleset.RollStage{ID: "damage", Total: damage, Dice: []ruleset.Die{}},
			ruleset.RollStage{ID: "crits", Total: crits, Dice: critDice})
	}
	return log
}

// rollWE resolves rolled hits on war engines one at a time, as weKills walks them.
func (vo *volley) rollWE(ro *roller, got map[hitKind]int) (kills, bm, damage, crits int) {
	t := vo.t
	s := startState(t)
	normal := len(passClasses(vo.classes, false))
	for i, c := range append(passClasses(vo.classes, false), passClasses(vo.classes, true)...) {
		if i == normal && i > 0 {
			s = s.newPass(t.n)
		}
		for range got[c.hitKind] {
			pts := 1
			if c.tk.Count > 0 || c.tk.Plus > 0 {
				pts = ro.count(c.tk, "titan killer damage", "target")
			}
			w := int(s.pos)
			s.slot += int8(pts)
			if int(s.slot) >= t.dc {
				s.pos, s.slot = int8(s.next(w, t.n)), 0
			}
			landed := s.dead[w]
			for range pts {
				if s.dead[w] {
					break
				}
				if s.sh[w] > 0 {
					s.sh[w]--
					continue
				}
				landed = true
				if ro.saves(c.sv, "target") {
					continue
				}
				for more := true; more && !s.dead[w]; {
					more = false
					s.dmg[w]++
					s.damage++
					if !c.disrupt {
						s.bm++
					}
					if int(s.dmg[w]) >= t.dc {
						s.dead[w] = true
					}
					f := ro.d(6)
					crit := f == 6
					ro.record(ruleset.Die{Role: "critical", Sides: 6, Face: f, Group: "target", Success: crit,
						Outcome: map[bool]string{true: ruleset.OutcomeCritical, false: "normal damage"}[crit], Critical: crit})
					if !crit {
						continue
					}
					s.crits++
					switch t.crit {
					case "destroyed":
						if !s.dead[w] {
							s.bm += int16(t.dc - int(s.dmg[w]))
							s.dead[w] = true
						}
					case "extra":
						more = true
					}
				}
			}
			if c.disrupt && landed {
				s.bm++
			}
		}
	}
	for i := range t.n {
		if s.dead[i] {
			kills++
		}
	}
	return kills, int(s.bm), int(s.damage), int(s.crits)
}
