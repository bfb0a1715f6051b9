// Package lazy is a value computed on first use. A system's tables, forms and
// charts used to be package-level vars built in package init: every start of
// the wasm paid for all five systems whatever page it opened. Declared with
// Of, a value costs nothing until something asks for it.
package lazy

import (
	"sync"
	"sync/atomic"
)

// generation is what Forget moves on: a value made in an older generation is
// made again on its next use.
var generation atomic.Int64

// Of returns a function that calls build on its first call and returns that
// result from then on, as sync.OnceValue does; it is safe for concurrent use.
func Of[T any](build func() T) func() T {
	var (
		mu   sync.Mutex
		made atomic.Int64 // the generation v was made in; 0 is never
		v    T
	)
	return func() T {
		g := generation.Load() + 1
		if made.Load() == g {
			return v
		}
		mu.Lock()
		defer mu.Unlock()
		if made.Load() != g {
			v = build()
			made.Store(g)
		}
		return v
	}
}

// Forget makes every value of Of be made again on its next use, so that a
// benchmark can time a system's first build more than once. Call it only
// while nothing else uses a value: benchmarks and tests, never the app.
func Forget() { generation.Add(1) }
