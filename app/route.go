package app

import (
	"strings"

	"auspex/app/armies"

	"auspex/engine/ruleset"
)

// View names what a route shows.
type View int

// The views of the app.
const (
	NotFound View = iota
	Home
	About
	SystemHome
	SectionView // a section of a system: Route.Section
	SheetView   // one sheet: Route.Item
	EntryView   // one reference entry: Route.Item
	GlossaryView
	ChartView // one chart: Route.Item
	// SharedArmyView imports the roster a player shared to Auspex (the
	// service worker kept it), whichever system it is for.
	SharedArmyView
)

// Route is a parsed app path.
type Route struct {
	View    View
	System  *ruleset.Ruleset
	Section ruleset.Section
	Item    string // sheet or entry id
}

// ParseRoute maps an app path (without the hosting prefix) to what it shows.
// Anything it does not know is NotFound, never an error page.
func ParseRoute(reg *ruleset.Registry, path string) Route {
	parts := strings.Split(strings.Trim(path, "/"), "/")
	if len(parts) == 1 && parts[0] == "" {
		return Route{View: Home}
	}
	if len(parts) == 1 && parts[0] == "about" {
		return Route{View: About}
	}
	if "/"+strings.Join(parts, "/") == armies.SharedPath {
		return Route{View: SharedArmyView}
	}
	sys, ok := reg.Get(parts[0])
	if !ok || len(parts) > 3 {
		return Route{}
	}
	r := Route{View: SystemHome, System: sys}
	if len(parts) == 1 {
		return r
	}
	r.Section = ruleset.Section(parts[1])
	if !knownSection(r.Section) {
		return Route{}
	}
	if len(parts) == 2 {
		r.View = SectionView
		return r
	}
	r.Item = parts[2]
	switch r.Section {
	case ruleset.Sheets:
		if _, ok := sys.Sheet(r.Item); ok {
			r.View = SheetView
			return r
		}
	case ruleset.Charts:
		if _, ok := sys.Chart(r.Item); ok {
			r.View = ChartView
			return r
		}
	case ruleset.Reference:
		if r.Item == glossaryItem && len(sys.Glossary) > 0 {
			r.View = GlossaryView
			return r
		}
		for _, e := range sys.Entries {
			if e.ID == r.Item {
				r.View = EntryView
				return r
			}
		}
	}
	return Route{}
}

// glossaryItem is the glossary's sub-path; ruleset validation keeps entries off it.
const glossaryItem = "glossary"

func knownSection(s ruleset.Section) bool {
	for _, k := range ruleset.Sections {
		if k == s {
			return true
		}
	}
	return false
}

// Paths lists every page the static site pre-renders and the service worker
// pre-caches: home, about, the 404 page, and every section of every system.
func Paths(reg *ruleset.Registry) []string {
	paths := []string{"/", "/about", "/404", armies.SharedPath}
	for _, sys := range reg.All() {
		id := "/" + sys.Info.ID
		paths = append(paths, id)
		for _, s := range ruleset.Sections {
			paths = append(paths, id+"/"+string(s))
		}
		for _, c := range sys.Charts {
			paths = append(paths, id+"/charts/"+c.ID)
		}
		for _, sh := range sys.Sheets {
			paths = append(paths, id+"/sheets/"+sh.ID)
		}
		for _, e := range sys.Entries {
			paths = append(paths, id+"/ref/"+e.ID)
		}
		if len(sys.Glossary) > 0 {
			paths = append(paths, id+"/ref/"+glossaryItem)
		}
	}
	return paths
}

// Path is the app path of a route, the inverse of ParseRoute.
func (r Route) Path() string {
	switch r.View {
	case Home:
		return "/"
	case About:
		return "/about"
	case SharedArmyView:
		return armies.SharedPath
	case SystemHome:
		return "/" + r.System.Info.ID
	case SectionView:
		return "/" + r.System.Info.ID + "/" + string(r.Section)
	case GlossaryView:
		return "/" + r.System.Info.ID + "/ref/" + glossaryItem
	case SheetView, EntryView, ChartView:
		return "/" + r.System.Info.ID + "/" + string(r.Section) + "/" + r.Item
	}
	return "/404"
}
