//go:build !wasm

package army

import (
	"errors"
	"slices"
	"testing"
	"time"

	"auspex/engine/army/armytest"
)

// TestWorstInputsReadInLinearTime reads the worst files the limits let
// through (armytest.Worst: a zip bomb; one unit of 240,000 distinct
// categories, 80,000 profiles, 120,000 rules or 240,000 kinds of model),
// each a refusal or an army, within a second natively. Merging by a search
// of the list so far took minutes on these (issue 48): the square of the
// count.
func TestWorstInputsReadInLinearTime(t *testing.T) {
	worst := armytest.Worst()
	names := make([]string, 0, len(worst))
	for name := range worst {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		start := time.Now()
		r, err := Read(worst[name], Native())
		took := time.Since(start)
		var e *Error
		switch {
		case err == nil && r.Check() != nil:
			t.Errorf("%s: read a roster that fails its check: %v", name, r.Check())
		case err != nil && !errors.As(err, &e):
			t.Errorf("%s: not a refusal of the reader's: %v", name, err)
		}
		if took > time.Second {
			t.Errorf("%s: took %v; want under a second", name, took)
		}
		t.Logf("%s (%d bytes): %v, %v", name, len(worst[name]), took, err)
	}
}

// BenchmarkReadWorst times each worst file's read.
func BenchmarkReadWorst(b *testing.B) {
	for name, data := range armytest.Worst() {
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				Read(data, Native())
			}
		})
	}
}
