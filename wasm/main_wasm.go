//go:build wasm

package main

import (
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// registry indexes the systems without checking them again: the build that
// made this wasm ran the same data through rulesets.Registry's checks. The
// performance marks let the load benchmark split the start-up: Go's main
// reached (download, compile, runtime and package init), the systems loaded.
func registry() *ruleset.Registry {
	perf := app.Window().Get("performance")
	perf.Call("mark", "auspex-main")
	reg := ruleset.Trusted(rulesets.Systems()...)
	perf.Call("mark", "auspex-registry")
	return reg
}

// native is the command-line side, which the browser build does not carry.
func native(*ruleset.Registry) {}
