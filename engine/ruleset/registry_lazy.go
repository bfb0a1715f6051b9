package ruleset

import "time"

// Lazy lists systems without checking or building them: each is built on
// its first Get (or All), and onBuild, if set, hears which and how long it
// took. It is for the browser, which runs data the build has already
// validated (the site generator builds the checked registry, so bad data
// fails the build): checking it again, or building a system the page does
// not show, would cost each player's phone time for nothing.
func Lazy(onBuild func(id string, took time.Duration), systems ...System) *Registry {
	reg := &Registry{byID: make(map[string]*slot, len(systems)), onBuild: onBuild}
	for _, s := range systems {
		reg.add(&slot{System: s})
	}
	return reg
}
