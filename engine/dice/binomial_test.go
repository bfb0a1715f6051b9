package dice

import (
	"math"
	"testing"
)

// The row built a trial at a time is the binomial distribution: checked
// against the coefficients for small n, and it still sums to 1 for 1000
// trials, where C(1000, 500) would overflow a float64.
func TestBinomialRow(t *testing.T) {
	p := 1.0 / 3
	bin := BinomialRow(5, 1-p, p)
	choose := []float64{1, 5, 10, 10, 5, 1}
	for c, want := range choose {
		want *= math.Pow(p, float64(c)) * math.Pow(1-p, float64(5-c))
		if math.Abs(bin[c]-want) > 1e-15 {
			t.Errorf("Bin(%d; 5, 1/3) = %v, want %v", c, bin[c], want)
		}
	}
	sum := 0.0
	for _, v := range BinomialRow(1000, .5, .5) {
		sum += v
	}
	if math.Abs(sum-1) > 1e-12 {
		t.Errorf("Bin(1000, 1/2) sums to %v", sum)
	}
}
