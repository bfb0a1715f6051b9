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
// The work is done by one non-generic cell, so that each type a package
// declares costs the wasm a small wrapper, not a copy of the whole.
func Of[T any](build func() T) func() T {
	c := &cell{build: func() any { return build() }}
	return func() T { return c.get().(T) }
}

// cell holds one value and the generation it was made in (0: never).
type cell struct {
	mu    sync.Mutex
	made  atomic.Int64
	v     any
	build func() any
}

func (c *cell) get() any {
	g := generation.Load() + 1
	if c.made.Load() == g {
		return c.v
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.made.Load() != g {
		c.v = c.build()
		c.made.Store(g)
	}
	return c.v
}

// Forget makes every value of Of be made again on its next use, so that a
// benchmark can time a system's first build more than once. Call it only
// while nothing else uses a value: benchmarks and tests, never the app.
func Forget() { generation.Add(1) }
