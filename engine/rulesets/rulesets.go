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

// Systems returns every system, in display order.
func Systems() []*ruleset.Ruleset {
	return []*ruleset.Ruleset{wh40k10.New(), wh40k9.New(), wh40k5.New(), epic.New(), alt40k.New()}
}

// Registry builds the checked registry of every system. Its data is checked
// by the package's tests, so an error here is a bug. (The browser indexes the
// same systems unchecked, ruleset.Trusted: the build has checked them.)
func Registry() *ruleset.Registry {
	reg, err := ruleset.NewRegistry(Systems()...)
	if err != nil {
		panic(err)
	}
	return reg
}
