// Package app is the user interface: go-app components that render whatever
// the registry of rulesets holds. Nothing here knows a particular game system.
package app

import (
	"sync"

	"auspex/app/ui"
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

// The shared helpers (package ui), by the names this package's files use.
var (
	rootPrefix     = ui.RootPrefix
	href           = ui.Href
	when           = ui.When
	jsGuard        = ui.JSGuard
	downloadText   = ui.DownloadText
	readFileText   = ui.ReadFileText
	replaceAddress = ui.ReplaceAddress
)

// ShareButton is ui.ShareButton, by the name this package's pages use.
type ShareButton = ui.ShareButton
