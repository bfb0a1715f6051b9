//go:build !wasm

package tests

import (
	"fmt"
	"slices"
	"testing"

	ui "auspex/app"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"
)

// sampleRoutes is what the browser tests visit: the pages outside any system,
// then per system its home and every section, plus the first of each kind of
// item (a reference entry, the glossary, a chart, a sheet) where it has one.
// Every kind of page the wasm draws is in it, and its length grows with the
// number of systems, never with their content; the native checks
// (routes_test.go) cover every route.
func sampleRoutes(reg *ruleset.Registry) []string {
	all := ui.Paths(reg)
	var out []string
	for _, p := range all { // the pages of no system: home, about, 404, the shared roster's landing
		if ui.ParseRoute(reg, p).System == nil {
			out = append(out, p)
		}
	}
	for _, sys := range reg.All() {
		id := "/" + sys.Info.ID
		out = append(out, id)
		for _, s := range ruleset.Sections {
			out = append(out, id+"/"+string(s))
		}
		// The first path of each item kind under the system, in Paths' order.
		kinds := map[string]bool{}
		for _, p := range all {
			r := ui.ParseRoute(reg, p)
			if r.System != sys || r.Item == "" {
				continue
			}
			kind := string(r.Section) + "/" + map[bool]string{true: "glossary", false: "item"}[r.View == ui.GlossaryView]
			if !kinds[kind] {
				kinds[kind] = true
				out = append(out, p)
			}
		}
	}
	return out
}

// The sample holds every kind of page of every system, and nothing twice.
func TestSampleCoversEveryPageKind(t *testing.T) {
	reg := rulesets.Registry()
	sample := sampleRoutes(reg)
	kinds := func(paths []string) map[string]bool {
		m := map[string]bool{}
		for _, p := range paths {
			r := ui.ParseRoute(reg, p)
			id := ""
			if r.System != nil {
				id = r.System.Info.ID
			}
			m[fmt.Sprint(id, " ", r.Section, " ", r.View)] = true
		}
		return m
	}
	want, got := kinds(ui.Paths(reg)), kinds(sample)
	for k := range want {
		if !got[k] {
			t.Errorf("the sample misses the page kind %q", k)
		}
	}
	seen := map[string]bool{}
	for _, p := range sample {
		if seen[p] {
			t.Errorf("%s sampled twice", p)
		}
		seen[p] = true
	}
	top := 0
	for _, p := range sample {
		if ui.ParseRoute(reg, p).System == nil {
			top++
		}
	}
	if per := (len(sample) - top) / len(reg.All()); per > 12 {
		t.Errorf("%d sampled routes per system: the browser tests would grow with content", per)
	}
	if !slices.Contains(sample, "/404") {
		t.Error("the sample lacks the 404 page")
	}
}
