// Package app is the user interface: go-app components that render whatever
// the registry of rulesets holds. Nothing here knows a particular game system.
package app

import (
	"strings"
	"sync"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// registry is set once by Register, before any component renders.
var registry *ruleset.Registry

// Register routes every path to the Page component, which parses the path
// itself: one router for the browser, the static generator and the tests.
// Calling it again is harmless: the first registry stays.
func Register(reg *ruleset.Registry) {
	registerOnce.Do(func() {
		registry = reg
		app.RouteWithRegexp("^/.*", &Page{})
	})
}

var registerOnce sync.Once

var (
	prefixOnce sync.Once
	prefix     string
)

// rootPrefix is the sub-path the site is hosted under ("" or "/name").
// In the browser it never changes, so it is read once; the generator may build
// several sites in one process, so there it is read each time.
func rootPrefix() string {
	if app.IsServer {
		return cleanPrefix(app.Getenv("GOAPP_ROOT_PREFIX"))
	}
	prefixOnce.Do(func() { prefix = cleanPrefix(app.Getenv("GOAPP_ROOT_PREFIX")) })
	return prefix
}

func cleanPrefix(p string) string {
	p = strings.Trim(p, "/")
	if p == "" {
		return ""
	}
	return "/" + p
}

// href turns an app path ("/wh40k10/charts") into a link that works under the
// hosting prefix.
func href(path string) string { return rootPrefix() + path }

// when renders f only if cond holds. go-app v9's If evaluates its children
// eagerly, which would dereference what cond guards; nil children are dropped.
func when(cond bool, f func() app.UI) app.UI {
	if !cond {
		return nil
	}
	return f()
}
