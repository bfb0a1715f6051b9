// Package rulesets lists every game system Auspex carries. Adding a system is a
// package beside the others and one line here.
package rulesets

import (
	"auspex/engine/ruleset"
	"auspex/engine/rulesets/alt40k"
	"auspex/engine/rulesets/epic"
	"auspex/engine/rulesets/wh40k10"
	"auspex/engine/rulesets/wh40k5"
	"auspex/engine/rulesets/wh40k9"
)

// Registry builds the registry of every system, in display order. Its data is
// checked by the package's tests, so an error here is a bug.
func Registry() *ruleset.Registry {
	reg, err := ruleset.NewRegistry(wh40k10.New(), wh40k9.New(), wh40k5.New(), epic.New(), alt40k.New())
	if err != nil {
		panic(err)
	}
	return reg
}
