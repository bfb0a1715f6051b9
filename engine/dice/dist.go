// Package dice holds exact discrete distributions, dice expressions and D6
// success tests: the arithmetic behind every calculator, free of any game's rules.
package dice

import "math"

// Dist is an exact distribution over the whole numbers 0..len-1. The zero Dist
// is the point mass at 0. Operations never mutate their receiver.
type Dist struct {
	p []float64 // p[k] is the probability of exactly k
}

// Point is the distribution that is always k (k >= 0). Small ones are
// shared: a Dist is never written to once made, and every calculation makes
// several (one attack's fixed counts), so they need not be allocated each time.
func Point(k int) Dist {
	if k < len(points) {
		return points[k]
	}
	return point(k)
}

func point(k int) Dist {
	p := make([]float64, k+1)
	p[k] = 1
	return Dist{p}
}

var points = func() (ps [32]Dist) {
	for k := range ps {
		ps[k] = point(k)
	}
	return ps
}()

// Bernoulli is 1 with probability q, else 0.
func Bernoulli(q float64) Dist { return Dist{[]float64{1 - q, q}} }

// Uniform is each of lo..hi with equal chance (0 <= lo <= hi).
func Uniform(lo, hi int) Dist {
	p := make([]float64, hi+1)
	for k := lo; k <= hi; k++ {
		p[k] = 1 / float64(hi-lo+1)
	}
	return Dist{p}
}

// FromPMF wraps a probability vector (copied): pmf[k] is P(k).
func FromPMF(pmf []float64) Dist { return Dist{trim(append([]float64(nil), pmf...))} }

func (d Dist) probs() []float64 {
	if len(d.p) == 0 {
		return []float64{1}
	}
	return d.p
}

// PMF returns a copy of the probabilities, indexed by value.
func (d Dist) PMF() []float64 { return append([]float64(nil), d.probs()...) }

// P is the probability of exactly k.
func (d Dist) P(k int) float64 {
	if p := d.probs(); k >= 0 && k < len(p) {
		return p[k]
	}
	return 0
}

// Max is the largest value with a probability above zero.
func (d Dist) Max() int { return len(d.probs()) - 1 }

// Min is the smallest value with a probability above zero.
func (d Dist) Min() int {
	for k, v := range d.probs() {
		if v > 0 {
			return k
		}
	}
	return 0
}

// Mean is the expected value.
func (d Dist) Mean() float64 {
	m := 0.0
	for k, v := range d.probs() {
		m += float64(k) * v
	}
	return m
}

// Variance is the expected squared distance from the mean.
func (d Dist) Variance() float64 {
	m, s := d.Mean(), 0.0
	for k, v := range d.probs() {
		s += (float64(k) - m) * (float64(k) - m) * v
	}
	return s
}

// AtLeast is P(X >= k).
func (d Dist) AtLeast(k int) float64 { return 1 - d.AtMost(k-1) }

// AtMost is P(X <= k).
func (d Dist) AtMost(k int) float64 {
	s := 0.0
	for i, v := range d.probs() {
		if i > k {
			break
		}
		s += v
	}
	return math.Min(s, 1)
}

// Quantile is the smallest k with P(X <= k) >= q.
func (d Dist) Quantile(q float64) int {
	s := 0.0
	p := d.probs()
	for k, v := range p {
		s += v
		if s >= q-1e-12 {
			return k
		}
	}
	return len(p) - 1
}

// Median is Quantile(0.5).
func (d Dist) Median() int { return d.Quantile(0.5) }

// Percentile places k inside the distribution by mid-rank: P(X < k) + P(X = k)/2,
// so an outcome everyone shares sits at 0.5 rather than at an edge.
func (d Dist) Percentile(k int) float64 { return d.AtMost(k-1) + d.P(k)/2 }

// Add is the distribution of X + Y for independent X (d) and Y (o).
func (d Dist) Add(o Dist) Dist {
	return Dist{trim(convolve(d.probs(), o.probs()))}
}

// Times is the sum of n independent copies (n >= 0), by repeated squaring.
func (d Dist) Times(n int) Dist {
	acc, sq := Point(0), d
	for ; n > 0; n >>= 1 {
		if n&1 == 1 {
			acc = acc.Add(sq)
		}
		if n > 1 {
			sq = sq.Add(sq)
		}
	}
	return acc
}

// Compound is the sum of N independent copies of per, where N follows d.
func (d Dist) Compound(per Dist) Dist {
	counts, pp := d.probs(), per.probs()
	if n := len(counts) - 1; counts[n] == 1 {
		return per.Times(n) // a fixed N: repeated squaring beats N convolutions
	}
	size := (len(counts)-1)*(len(pp)-1) + 1
	out, acc, next := make([]float64, size), make([]float64, size), make([]float64, size)
	acc[0] = 1
	n := 1 // acc[:n] is the sum of the copies so far
	for copies, w := range counts {
		if copies > 0 {
			clear(next[:n+len(pp)-1])
			for j, y := range pp { // long contiguous loops: most of the speed
				if y == 0 {
					continue
				}
				dst := next[j : j+n]
				for i, x := range acc[:n] {
					dst[i] += x * y
				}
			}
			acc, next, n = next, acc, n+len(pp)-1
		}
		if w != 0 {
			for k, x := range acc[:n] {
				out[k] += w * x
			}
		}
	}
	return Dist{trim(out)}
}

// Mix is the mixture that is ds[i] with probability ws[i].
func Mix(ws []float64, ds []Dist) Dist {
	n := 1
	for i := range ws {
		n = max(n, len(ds[i].probs()))
	}
	out := make([]float64, 0, n)
	for i, w := range ws {
		out = addScaled(out, ds[i].probs(), w)
	}
	return Dist{trim(out)}
}

// Thin keeps each unit of X independently with probability q: a binomial
// thinning, as when each point of damage may be ignored on a roll.
func (d Dist) Thin(q float64) Dist { return d.Compound(Bernoulli(q)) }

// Map is the distribution of f(X); f must return values >= 0.
func (d Dist) Map(f func(int) int) Dist {
	out := []float64{}
	for k, v := range d.probs() {
		if v == 0 {
			continue
		}
		j := f(k)
		for len(out) <= j {
			out = append(out, 0)
		}
		out[j] += v
	}
	return Dist{trim(out)}
}

// Clamp is the distribution of X limited to lo..hi.
func (d Dist) Clamp(lo, hi int) Dist {
	return d.Map(func(k int) int { return max(lo, min(hi, k)) })
}

// Total is the sum of the probabilities: 1 up to rounding.
func (d Dist) Total() float64 {
	s := 0.0
	for _, v := range d.probs() {
		s += v
	}
	return s
}

func addScaled(out, p []float64, w float64) []float64 {
	for len(out) < len(p) {
		out = append(out, 0)
	}
	for k, v := range p {
		out[k] += w * v
	}
	return out
}

// trim drops trailing zeros so Max is the true maximum.
func trim(p []float64) []float64 {
	for len(p) > 1 && p[len(p)-1] == 0 {
		p = p[:len(p)-1]
	}
	if len(p) == 0 {
		return []float64{1}
	}
	return p
}
