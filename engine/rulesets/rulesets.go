// Package rulesets lists every game system Auspex carries. Adding a system is a
// package beside the others and one line here.
package rulesets

import (
	"time"

	"auspex/engine/ruleset"
	"auspex/engine/rulesets/alt40k"
	"auspex/engine/rulesets/epic"
	"auspex/engine/rulesets/wh40k10"
	"auspex/engine/rulesets/wh40k5"
	"auspex/engine/rulesets/wh40k9"
)

// Systems returns every system, in display order, as cards and build
// functions: nothing is built yet.
func Systems() []ruleset.System {
	return []ruleset.System{wh40k10.System, wh40k9.System, wh40k5.System, epic.System, alt40k.System}
}

// Lazy is the browser's registry: unchecked (the build has checked the same
// data, Registry), and each system built on first use; onBuild hears which.
func Lazy(onBuild func(id string, took time.Duration)) *ruleset.Registry {
	return ruleset.Lazy(onBuild, Systems()...)
}

// Registry builds every system and checks it. Its data is checked by the
// package's tests, so an error here is a bug.
func Registry() *ruleset.Registry {
	var built []*ruleset.Ruleset
	for _, s := range Systems() {
		built = append(built, s.Build())
	}
	reg, err := ruleset.NewRegistry(built...)
	if err != nil {
		panic(err)
	}
	return reg
}
