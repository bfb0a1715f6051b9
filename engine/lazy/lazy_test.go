package lazy

import (
	"sync"
	"testing"
)

func TestOfMakesOnceUntilForgotten(t *testing.T) {
	calls := 0
	v := Of(func() int { calls++; return calls * 10 })
	if calls != 0 {
		t.Fatalf("made at declaration: %d calls", calls)
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if got := v(); got != 10 {
				t.Errorf("got %d, want 10", got)
			}
		})
	}
	wg.Wait()
	if calls != 1 {
		t.Fatalf("made %d times, want once", calls)
	}
	Forget()
	if got := v(); got != 20 || calls != 2 {
		t.Fatalf("after Forget: got %d after %d calls, want 20 after 2", got, calls)
	}
	if got := v(); got != 20 || calls != 2 {
		t.Fatalf("made again without Forget: got %d after %d calls", got, calls)
	}
}
