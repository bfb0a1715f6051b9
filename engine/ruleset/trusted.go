package ruleset

// Trusted indexes rulesets without checking them. It is for the browser, which
// runs data the build has already validated (the site generator builds the
// checked registry, so bad data fails the build): checking it again on every
// start-up would cost each player's phone time for nothing.
func Trusted(rs ...*Ruleset) *Registry {
	reg := &Registry{byID: make(map[string]*Ruleset, len(rs)), list: rs}
	for _, r := range rs {
		reg.byID[r.Info.ID] = r
	}
	return reg
}
