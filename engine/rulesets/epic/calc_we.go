package epic

import (
	"cmp"
	"errors"
	"slices"

	"auspex/engine/dice"
)

// weState is a formation of war engines part way through taking its hits:
// where the next hit is allocated, each engine's damage, shields and fate,
// the Blast markers placed and the critical hits scored.
type weState struct {
	pos, slot int8
	dmg, sh   [maxWE]int8
	dead      [maxWE]bool
	gone      uint8 // engines destroyed before this pass: its allocation passes them by
	bm        int16
	crits     int8
	damage    int16 // points of damage in all
}

// weRun holds what the walk over a war engine formation's hits needs.
type weRun struct {
	n, dc int
	crit  string
}

// newPass starts the allocation afresh, as the macro-weapon hits are
// allocated after the normal hits are saved (1.9.6, seed line 796): the
// first engine still standing takes the first hits, the destroyed ones none.
func (s weState) newPass(n int) weState {
	s.gone, s.pos, s.slot = 0, 0, 0
	for i := range n {
		if s.dead[i] {
			s.gone |= 1 << i
		}
	}
	s.pos = int8(s.next(-1, n))
	return s
}

// next is the engine after w (cyclic) that this pass allocates to; w itself
// if every other one is gone, 0 if all are.
func (s weState) next(w, n int) int {
	for i := 1; i <= n; i++ {
		if c := (w + i + n) % n; s.gone&(1<<c) == 0 {
			return c
		}
	}
	return 0
}

// startState is the formation before the shooting: each engine's shields up
// and the damage it took earlier.
func startState(t target) weState {
	s := weState{}
	for i := range t.n {
		s.sh[i] = int8(t.voids)
		s.dmg[i] = int8(t.dmg0)
	}
	return s
}

// maxStates bounds the war engine walk.
const maxStates = 40000

var errTooManyStates = errors.New("too many war engine outcomes to follow exactly")

// weOutcome is the war engine shooting's result: the joint of engines
// destroyed and Blast markers, the damage points and the critical hits.
type weOutcome struct {
	g      grid
	damage dice.Dist
	crits  dice.Dist
}

// weKills walks the hits one at a time (3.2.1-3.2.5, 5.4.1): the defender
// gives each engine in turn hits up to its damage capacity (a titan killer
// hit counting its damage roll); void shields stop points of damage first;
// each point not saved places a Blast marker and may be critical.
func weKills(cs []class, t target) (weOutcome, error) {
	run := weRun{n: t.n, dc: t.dc, crit: t.crit}
	states := map[weState]float64{startState(t): 1}
	normal := len(passClasses(cs, false))
	order := append(passClasses(cs, false), passClasses(cs, true)...)
	for i, c := range order {
		if i == normal && i > 0 {
			fresh := map[weState]float64{}
			for _, s := range sorted(states) {
				fresh[s.newPass(t.n)] += states[s]
			}
			states = fresh
		}
		acc := map[weState]float64{}
		cur := states
		for h, p := range c.hits.PMF() {
			if h > 0 {
				cur = run.hit(cur, c.hitKind)
				if len(cur) > maxStates {
					return weOutcome{}, errTooManyStates
				}
			}
			if p > 0 {
				for _, s := range sorted(cur) {
					acc[s] += p * cur[s]
				}
			}
		}
		states = acc
	}
	var out weOutcome
	dmg, crits := []float64{}, []float64{}
	for _, s := range sorted(states) {
		p := states[s]
		k, d := 0, int(s.damage)
		for i := range t.n {
			if s.dead[i] {
				k++
			}
		}
		out.g.add(k, int(s.bm), p)
		dmg = addAt(dmg, d, p)
		crits = addAt(crits, int(s.crits), p)
	}
	out.damage, out.crits = dice.FromPMF(dmg), dice.FromPMF(crits)
	return out, nil
}

// sorted lists the states in a fixed order, so that sums of chances are
// made in the same order every time (a map's order is random).
func sorted(m map[weState]float64) []weState {
	type keyed struct {
		k string
		s weState
	}
	ks := make([]keyed, 0, len(m))
	for s := range m {
		ks = append(ks, keyed{s.key(), s})
	}
	slices.SortFunc(ks, func(a, b keyed) int { return cmp.Compare(a.k, b.k) })
	out := make([]weState, len(ks))
	for i, k := range ks {
		out[i] = k.s
	}
	return out
}

// key is a state as one string, for sorting.
func (s weState) key() string {
	b := []byte{byte(s.pos), byte(s.slot), s.gone, byte(s.bm), byte(s.bm >> 8), byte(s.crits), byte(s.damage), byte(s.damage >> 8)}
	for i := range maxWE {
		b = append(b, byte(s.dmg[i]), byte(s.sh[i]), map[bool]byte{true: 1}[s.dead[i]])
	}
	return string(b)
}

func addAt(pmf []float64, k int, p float64) []float64 {
	for len(pmf) <= k {
		pmf = append(pmf, 0)
	}
	pmf[k] += p
	return pmf
}

// hit allocates and resolves one more hit of kind k in every state.
func (r weRun) hit(states map[weState]float64, k hitKind) map[weState]float64 {
	out := map[weState]float64{}
	pts := dice.Point(1)
	if k.tk.Count > 0 || k.tk.Plus > 0 {
		pts = k.tk.Dist()
	}
	f := k.sv.fail()
	for _, s := range sorted(states) {
		p := states[s]
		for d, pd := range pts.PMF() {
			if pd == 0 {
				continue
			}
			w := int(s.pos)
			next := s
			next.slot += int8(d)
			if int(next.slot) >= r.dc {
				next.pos, next.slot = int8(s.next(w, r.n)), 0
			}
			r.points(next, w, d, f, k.disrupt, false, p*pd, out)
		}
	}
	return out
}

// points resolves d points of damage of one hit on engine w: a shield stops
// a point; otherwise a save (fail chance f) and then the damage. landed says
// whether a point of this hit got past the shields (a disrupt hit's marker).
func (r weRun) points(s weState, w, d int, f float64, disrupt, landed bool, p float64, out map[weState]float64) {
	if d == 0 || s.dead[w] {
		if disrupt && (landed || s.dead[w]) {
			s.bm++
		}
		out[s] += p
		return
	}
	if s.sh[w] > 0 {
		s.sh[w]--
		r.points(s, w, d-1, f, disrupt, landed, p, out)
		return
	}
	if f < 1 {
		r.points(s, w, d-1, f, disrupt, true, p*(1-f), out)
	}
	if f > 0 {
		r.damage(s, w, d-1, f, disrupt, p*f, out)
	}
}

// damage is one point of damage on engine w, then its critical roll (3.2.3),
// then the hit's remaining points.
func (r weRun) damage(s weState, w, rest int, f float64, disrupt bool, p float64, out map[weState]float64) {
	s.dmg[w]++
	s.damage++
	if !disrupt {
		s.bm++
	}
	if int(s.dmg[w]) >= r.dc {
		s.kill(w)
	}
	r.points(s, w, rest, f, disrupt, true, p*5/6, out) // no critical: 5 in 6
	s.crits++
	switch {
	case r.crit == "destroyed" && !s.dead[w]:
		s.bm += int16(r.dc - int(s.dmg[w])) // the damage capacity it had left (3.2.4)
		s.kill(w)
	case r.crit == "extra" && !s.dead[w]:
		r.damage(s, w, rest, f, disrupt, p/6, out) // one more point, no save, itself rolled for
		return
	}
	r.points(s, w, rest, f, disrupt, true, p/6, out)
}

// kill marks engine w destroyed; its damage and shields no longer matter,
// so they are cleared and states that differ only there merge.
func (s *weState) kill(w int) {
	s.dead[w], s.dmg[w], s.sh[w] = true, 0, 0
}
