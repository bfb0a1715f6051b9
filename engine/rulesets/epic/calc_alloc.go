package epic

import "math"

// grid is a joint distribution: g[k][b] is the chance of k units destroyed
// and b Blast markers (those from kills and disrupt hits).
type grid [][]float64

func (g *grid) add(k, b int, p float64) {
	for len(*g) <= k {
		*g = append(*g, nil)
	}
	row := (*g)[k]
	for len(row) <= b {
		row = append(row, 0)
	}
	row[b] += p
	(*g)[k] = row
}

func point() grid { return grid{{1}} }

// block is one unit's share of a pass's hits: how many of each class.
type block []int

// allocate lays h hits (h[c] of class c, classes worst first) on m units
// as the defender does (1.9.6): every unit one hit before any takes two, and
// the hits least likely to be saved stacked together, on the units that take
// one more than the rest.
func allocate(h []int, m int) []block {
	total := 0
	for _, x := range h {
		total += x
	}
	q, r := total/m, total%m
	out := make([]block, m)
	c, left := 0, 0
	if len(h) > 0 {
		left = h[0]
	}
	for j := range m {
		size := q
		if j < r {
			size++
		}
		b := make(block, len(h))
		for size > 0 {
			for left == 0 {
				c++
				left = h[c]
			}
			take := min(size, left)
			b[c] += take
			size -= take
			left -= take
		}
		out[j] = b
	}
	return out
}

// pass is the kills of one pass of hits (normal, then macro-weapons) on m
// units: the joint of units destroyed and Blast markers placed (one per
// disrupt hit, one per unit destroyed that took no disrupt hit, 2.2.2).
func pass(cs []class, m int) grid {
	if len(cs) == 0 {
		return point()
	}
	g := grid{}
	h := make([]int, len(cs))
	var rec func(c int, w float64)
	rec = func(c int, w float64) {
		if c == len(cs) {
			addCombo(&g, cs, h, m, w)
			return
		}
		for x, p := range cs[c].hits.PMF() {
			if p > 0 {
				h[c] = x
				rec(c+1, w*p)
			}
		}
	}
	rec(0, 1)
	return g
}

// addCombo adds the outcome of one vector of hit counts, of chance w.
func addCombo(g *grid, cs []class, h []int, m int, w float64) {
	disrupt := 0
	for c, x := range h {
		if cs[c].disrupt {
			disrupt += x
		}
	}
	if m == 0 {
		g.add(0, disrupt, w)
		return
	}
	var pd, pn []float64 // death chances of units with and without a disrupt hit
	for _, b := range allocate(h, m) {
		live, dis := 1.0, false
		for c, x := range b {
			if x > 0 {
				live *= math.Pow(1-cs[c].sv.fail(), float64(x))
				dis = dis || cs[c].disrupt
			}
		}
		if dis {
			pd = append(pd, 1-live)
		} else {
			pn = append(pn, 1-live)
		}
	}
	kd, kn := poissonBinomial(pd), poissonBinomial(pn)
	for a, p := range kd {
		for b, q := range kn {
			if p*q > 0 {
				g.add(a+b, disrupt+b, w*p*q)
			}
		}
	}
}

// poissonBinomial is the distribution of the number of successes of
// independent trials of these chances.
func poissonBinomial(ps []float64) []float64 {
	out := []float64{1}
	for _, p := range ps {
		next := make([]float64, len(out)+1)
		for k, q := range out {
			next[k] += q * (1 - p)
			next[k+1] += q * p
		}
		out = next
	}
	return out
}

// unitKills is the whole shooting on a formation of units that are not war
// engines: the normal pass on the eligible units, then the macro-weapon pass
// on those left (1.9.6, 2.2.6).
func unitKills(cs []class, elig int) grid {
	first := pass(passClasses(cs, false), elig)
	macro := passClasses(cs, true)
	second := map[int]grid{}
	out := grid{}
	for k1, row := range first {
		for b1, p := range row {
			if p == 0 {
				continue
			}
			g, ok := second[elig-k1]
			if !ok {
				g = pass(macro, elig-k1)
				second[elig-k1] = g
			}
			for k2, row2 := range g {
				for b2, q := range row2 {
					if q > 0 {
						out.add(k1+k2, b1+b2, p*q)
					}
				}
			}
		}
	}
	return out
}
