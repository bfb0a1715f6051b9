package dice

// Joint is an exact distribution over pairs (x, y) of whole numbers, for two
// counts that move together: an attack's unsaved wounds and its mortal wounds.
type Joint struct {
	p [][]float64 // p[x][y]
}

// JointPoint is the pair (x, y) for certain.
func JointPoint(x, y int) Joint {
	p := make([][]float64, x+1)
	for i := range p {
		p[i] = make([]float64, y+1)
	}
	p[x][y] = 1
	return Joint{p}
}

// Along puts d on the x axis, with y always 0.
func Along(d Dist) Joint {
	p := make([][]float64, len(d.probs()))
	for i, v := range d.probs() {
		p[i] = []float64{v}
	}
	return Joint{p}
}

func (j Joint) probs() [][]float64 {
	if len(j.p) == 0 {
		return [][]float64{{1}}
	}
	return j.p
}

// Row is the probabilities of (x, 0), (x, 1), ...: shorter than MaxY+1 where
// the rest are 0. Callers must not change it.
func (j Joint) Row(x int) []float64 {
	p := j.probs()
	if x < 0 || x >= len(p) {
		return nil
	}
	return p[x]
}

// At is the probability of exactly (x, y).
func (j Joint) At(x, y int) float64 {
	p := j.probs()
	if x < 0 || y < 0 || x >= len(p) || y >= len(p[x]) {
		return 0
	}
	return p[x][y]
}

// MaxX and MaxY bound the support.
func (j Joint) MaxX() int { return len(j.probs()) - 1 }

// MaxY is the largest y any row holds.
func (j Joint) MaxY() int {
	m := 0
	for _, row := range j.probs() {
		m = max(m, len(row)-1)
	}
	return m
}

// X is the distribution of x alone; Y of y alone.
func (j Joint) X() Dist {
	out := make([]float64, len(j.probs()))
	for x, row := range j.probs() {
		for _, v := range row {
			out[x] += v
		}
	}
	return Dist{trim(out)}
}

// Y is the distribution of y alone.
func (j Joint) Y() Dist {
	out := make([]float64, j.MaxY()+1)
	for _, row := range j.probs() {
		for y, v := range row {
			out[y] += v
		}
	}
	return Dist{trim(out)}
}

// Add is the distribution of the sum of two independent pairs. Rows keep only
// the columns they can reach, so triangular supports (x + y bounded) stay cheap.
func (j Joint) Add(o Joint) Joint {
	a, b := j.probs(), o.probs()
	out := make([][]float64, len(a)+len(b)-1)
	widths := make([]int, len(out))
	for x1, r1 := range a {
		for x2, r2 := range b {
			widths[x1+x2] = max(widths[x1+x2], len(r1)+len(r2)-1)
		}
	}
	for i := range out {
		out[i] = make([]float64, widths[i])
	}
	for x1, r1 := range a {
		for y1, v1 := range r1 {
			if v1 == 0 {
				continue
			}
			for x2, r2 := range b {
				row := out[x1+x2][y1 : y1+len(r2)]
				for y2, v2 := range r2 {
					row[y2] += v1 * v2
				}
			}
		}
	}
	for i := range out {
		out[i] = trimRow(out[i])
	}
	return Joint{out}
}

// trimRow drops a row's trailing zeros (an empty row is all zeros).
func trimRow(r []float64) []float64 {
	for len(r) > 0 && r[len(r)-1] == 0 {
		r = r[:len(r)-1]
	}
	return r
}

// MixJoint is the mixture that is js[i] with probability ws[i].
func MixJoint(ws []float64, js []Joint) Joint {
	var out [][]float64
	for i, w := range ws {
		for x, row := range js[i].probs() {
			for len(out) <= x {
				out = append(out, nil)
			}
			out[x] = addScaled(out[x], row, w)
		}
	}
	return Joint{out}
}

// CompoundJoint is the sum of N independent copies of per, where N follows n.
// It works in place on two flat buffers: the sums grow to thousands of cells.
func CompoundJoint(n Dist, per Joint) Joint {
	if per.MaxY() == 0 {
		return Along(n.Compound(per.X())) // one axis: the 1-D sum is the same and far cheaper
	}
	counts, pp := n.probs(), per.probs()
	px, py, most := per.MaxX(), per.MaxY(), len(counts)-1
	w, h := most*px+1, most*py+1 // the largest sum; cell (x, y) is at x*h + y
	out, acc, next := make([]float64, w*h), make([]float64, w*h), make([]float64, w*h)
	ps := 0 // the largest x + y of one copy: k copies never pass k·ps, so rows end early
	for x, row := range pp {
		ps = max(ps, x+len(row)-1)
	}
	acc[0] = 1
	nx, ny := 1, 1 // acc spans [0, nx) × [0, ny)
	for copies, weight := range counts {
		if copies > 0 {
			for x := range nx + px {
				clear(next[x*h : x*h+ny+py])
			}
			// Each cell of one copy shifts a whole row of the sum so far:
			// long contiguous loops, which is most of the speed.
			for x := range nx {
				end := min(ny, (copies-1)*ps-x+1)
				if end <= 0 {
					break
				}
				src := acc[x*h : x*h+end]
				for x2, row := range pp {
					for y2, v2 := range row {
						if v2 == 0 {
							continue
						}
						dst := next[(x+x2)*h+y2:]
						dst = dst[:len(src)] // one bounds check here, none in the loop
						for y, v := range src {
							dst[y] += v * v2
						}
					}
				}
			}
			acc, next, nx, ny = next, acc, nx+px, ny+py
		}
		if weight != 0 {
			for x := range nx {
				src := acc[x*h : x*h+ny]
				dst := out[x*h:]
				dst = dst[:len(src)]
				for y, v := range src {
					dst[y] += weight * v
				}
			}
		}
	}
	rows := make([][]float64, w)
	for x := range rows {
		rows[x] = trimRow(out[x*h : (x+1)*h : (x+1)*h])
	}
	return Joint{rows}
}

// Sum is the distribution of x + y.
func (j Joint) Sum() Dist {
	out := make([]float64, j.MaxX()+j.MaxY()+1)
	for x, row := range j.probs() {
		for y, v := range row {
			out[x+y] += v
		}
	}
	return Dist{trim(out)}
}
