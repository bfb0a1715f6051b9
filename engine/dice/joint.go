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
	if per.MaxY() == 1 && n.Min() == n.Max() {
		return powerJoint(n.Max(), per)
	}
	return compoundJoint(n, per)
}

// powerJoint is the sum of exactly n copies of per when y is 0 or 1. Split one
// copy by y: y = 0 with chance p0 and x following g0, y = 1 with chance p1 and
// x following g1. The number c of copies with y = 1 is binomial, and given c
// the x of the sum is that of c draws from g1 and n-c from g0, so
// P(x, c) = Bin(c; n, p1) (g1^c * g0^(n-c))(x). With g0^j kept for every j,
// each c costs one product of two 1-D distributions: about n³/3 multiply-adds
// in all, against adding n copies of a growing 2-D table one by one.
func powerJoint(n int, per Joint) Joint {
	pp := per.probs()
	g0, g1 := make([]float64, len(pp)), make([]float64, len(pp))
	var p0, p1 float64
	for x, row := range pp {
		if len(row) > 0 {
			g0[x] = row[0]
			p0 += row[0]
		}
		if len(row) > 1 {
			g1[x] = row[1]
			p1 += row[1]
		}
	}
	if p0 == 0 || p1 == 0 { // rows with trailing zeros: y is in fact fixed
		return compoundJoint(Point(n), per)
	}
	// Normalised, so that every power stays a distribution (no overflow or
	// underflow of the binomial coefficients for hundreds of copies).
	for x := range g0 {
		g0[x] /= p0
		g1[x] /= p1
	}
	g0, g1 = trim(g0), trim(g1)
	bin := BinomialRow(n, p0, p1)  // Bin(c; n, p1)
	pow0 := make([][]float64, n+1) // pow0[j] = g0^j
	pow0[0] = []float64{1}
	for j := 1; j <= n; j++ {
		pow0[j] = convolve(pow0[j-1], g0)
	}
	w := n*(len(pp)-1) + 1
	out := make([]float64, w*(n+1)) // cell (x, c) at x*(n+1) + c
	tmp := make([]float64, w)
	pow1 := []float64{1} // g1^c
	for c := 0; c <= n; c++ {
		if c > 0 {
			pow1 = convolve(pow1, g1)
		}
		if bin[c] == 0 {
			continue
		}
		a, b := pow1, pow0[n-c]
		clear(tmp[:len(a)+len(b)-1])
		for i, va := range a {
			if va == 0 {
				continue
			}
			va *= bin[c]
			dst := tmp[i : i+len(b)]
			for j, vb := range b {
				dst[j] += va * vb
			}
		}
		for x, v := range tmp[:len(a)+len(b)-1] {
			out[x*(n+1)+c] = v
		}
	}
	rows := make([][]float64, w)
	for x := range rows {
		rows[x] = trimRow(out[x*(n+1) : (x+1)*(n+1) : (x+1)*(n+1)])
	}
	return Joint{rows}
}

// convolve is the distribution of the sum of two independent counts.
func convolve(a, b []float64) []float64 {
	out := make([]float64, len(a)+len(b)-1)
	for i, va := range a {
		if va == 0 {
			continue
		}
		dst := out[i : i+len(b)]
		for j, vb := range b {
			dst[j] += va * vb
		}
	}
	return out
}

// compoundJoint is CompoundJoint by adding one copy at a time, for any n and per.
func compoundJoint(n Dist, per Joint) Joint {
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
