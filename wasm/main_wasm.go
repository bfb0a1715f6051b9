//go:build wasm

package main

import (
	"time"

	"auspex/engine/ruleset"
	"auspex/engine/rulesets"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// registry indexes the systems without checking them again: the build that
// made this wasm ran the same data through rulesets.Registry's checks. A
// system is built when a page first needs it. The performance marks let the
// load benchmark split the start-up (Go's main reached: download, compile,
// runtime and package init; the registry made) and let the tests see which
// systems a page built: a mark auspex-build-<id> per system, its detail the
// build's milliseconds.
func registry() *ruleset.Registry {
	perf := app.Window().Get("performance")
	perf.Call("mark", "auspex-main")
	reg := rulesets.Lazy(func(id string, took time.Duration) {
		perf.Call("mark", "auspex-build-"+id, map[string]any{"detail": float64(took.Microseconds()) / 1000})
	})
	perf.Call("mark", "auspex-registry")
	return reg
}

// native is the command-line side, which the browser build does not carry.
func native(*ruleset.Registry) {}
