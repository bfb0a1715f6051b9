//go:build !wasm

package army

import (
	"errors"
	"maps"
	"slices"
	"syscall"
	"testing"
	"time"

	"auspex/engine/army/armytest"
)

// TestWorstInputsReadInLinearTime reads the worst files the limits let
// through (armytest.Worst: a zip bomb; one unit of 96,000 distinct
// categories, 32,000 profiles, 48,000 rules or 96,000 kinds of model),
// each a refusal or an army, in under 3 s of CPU time natively (about 0.6 s
// of the wall clock on an idle machine; CPU time, since the build machine's
// two cores are shared). Merging by a search of the list so far took
// minutes on these (issue 48): the square of the count.
func TestWorstInputsReadInLinearTime(t *testing.T) {
	worst := armytest.Worst()
	names := slices.Sorted(maps.Keys(worst))
	for _, name := range names {
		start, cpu0 := time.Now(), cpuTime()
		r, err := Read(worst[name], Native())
		took, cpu := time.Since(start), cpuTime()-cpu0
		var e *Error
		switch {
		case err == nil && r.Check() != nil:
			t.Errorf("%s: read a roster that fails its check: %v", name, r.Check())
		case err != nil && !errors.As(err, &e):
			t.Errorf("%s: not a refusal of the reader's: %v", name, err)
		}
		if cpu > 3*time.Second {
			t.Errorf("%s: took %v of CPU time; want under 3 s", name, cpu)
		}
		t.Logf("%s (%d bytes): %v (CPU %v), %v", name, len(worst[name]), took.Round(time.Millisecond), cpu.Round(time.Millisecond), err)
	}
}

// cpuTime is the CPU time this process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
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

// Read hands back control while it reads a large file (Env.Yield), every
// few thousand elements of its parse and of its check of the tree, so the
// browser's page answers meanwhile.
func TestReadYields(t *testing.T) {
	yields := 0
	env := Native()
	env.Yield = func() { yields++ }
	Read(armytest.Categories(armytest.Elements), env)
	if want := 2 * (armytest.Elements / yieldEvery); yields < want { // the parse, then the tree's check
		t.Errorf("Read yielded %d times over %d elements; want at least %d", yields, armytest.Elements, want)
	}
}
