// Package ui holds the small helpers every page of the app uses: links under
// the hosting prefix, conditional children, plurals, and guarded calls into
// JavaScript. Package app and the pages in their own packages (app/calc)
// both import it.
package ui

import (
	"strconv"
	"strings"
	"sync"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

var (
	prefixOnce sync.Once
	prefix     string
)

// RootPrefix is the sub-path the site is hosted under ("" or "/name").
// In the browser it never changes, so it is read once; the generator may build
// several sites in one process, so there it is read each time.
func RootPrefix() string {
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

// Href turns an app path ("/wh40k10/charts") into a link that works under the
// hosting prefix.
func Href(path string) string { return RootPrefix() + path }

// When renders f only if cond holds. go-app v9's If evaluates its children
// eagerly, which would dereference what cond guards; nil children are dropped.
func When(cond bool, f func() app.UI) app.UI {
	if !cond {
		return nil
	}
	return f()
}

// Plural counts: "1 chart", "3 charts".
func Plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// Count counts with a plural a ruleset names ("models", "Blast markers"):
// "1 model", "3 models". Rulesets name regular plurals, ending in s.
func Count(n int, plural string) string { return Plural(n, One(plural), plural) }

// One is a ruleset's regular plural for one thing: "Blast markers" is
// "Blast marker".
func One(plural string) string { return strings.TrimSuffix(plural, "s") }
