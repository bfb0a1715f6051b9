package dice

// BinomialStep turns bin[:h], the binomial row of h-1 trials, into bin[:h+1],
// that of h trials, each a success with chance p and a failure with chance q
// (q is 1-p, passed in so that callers whose two chances come from sums keep
// them exact). Built a trial at a time, the row never holds a binomial
// coefficient, which would overflow for hundreds of trials.
func BinomialStep(bin []float64, h int, q, p float64) {
	for c := h; c > 0; c-- {
		bin[c] = q*bin[c] + p*bin[c-1]
	}
	bin[0] *= q
}

// BinomialRow is Bin(c; n, p) for c = 0..n, with q = 1-p as in BinomialStep.
func BinomialRow(n int, q, p float64) []float64 {
	bin := make([]float64, n+1)
	bin[0] = 1
	for h := 1; h <= n; h++ {
		BinomialStep(bin, h, q, p)
	}
	return bin
}
