//go:build !wasm

package app

import (
	"regexp"
	"strings"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/rulesets"
)

var hrefAttr = regexp.MustCompile(`href="([^"]*)"`)

// Every link in every rendered entry is an app route that exists, under the
// hosting prefix when there is one.
func TestRenderedLinksResolveUnderPrefix(t *testing.T) {
	reg := rulesets.Registry()
	for _, root := range []string{"", "/auspex"} {
		for _, sys := range reg.All() {
			b, err := bundleFor(sys, root)
			if err != nil {
				t.Fatal(err)
			}
			if len(b.HTML) != len(sys.Entries) {
				t.Fatalf("%s: %d entries rendered of %d", sys.Info.ID, len(b.HTML), len(sys.Entries))
			}
			for id, html := range b.HTML {
				for _, m := range hrefAttr.FindAllStringSubmatch(html, -1) {
					path, ok := strings.CutPrefix(m[1], root+"/")
					if !ok || ParseRoute(reg, "/"+path).View != EntryView {
						t.Errorf("%s/%s (root %q): link %q leads to no entry", sys.Info.ID, id, root, m[1])
					}
				}
			}
		}
	}
}

// Related entries are the two directions of the same links.
func TestRelatedLinksAreSymmetric(t *testing.T) {
	reg := rulesets.Registry()
	for _, sys := range reg.All() {
		b, err := bundleFor(sys, "")
		if err != nil {
			t.Fatal(err)
		}
		for from, tos := range b.Out {
			for _, to := range tos {
				found := false
				for _, back := range b.In[to] {
					found = found || back == from
				}
				if !found {
					t.Errorf("%s: %s links to %s, but %s does not list it as linking in", sys.Info.ID, from, to, to)
				}
			}
		}
	}
}

// The glossary's letters come once each, "#" first, every term under the
// letter it starts with, in order.
func TestGlossaryLetters(t *testing.T) {
	terms := []ruleset.Term{{Term: "lance"}, {Term: "Anti"}, {Term: "[KEYWORD]"}, {Term: "advance"}, {Term: "2D6"}, {Term: "Lethal"}, {Term: "{x}"}}
	var got []string
	for _, g := range glossaryLetters(terms) {
		var names []string
		for _, t := range g.terms {
			names = append(names, t.Term)
		}
		got = append(got, g.letter+"="+strings.Join(names, ","))
	}
	want := "#=2D6,[KEYWORD],{x} A=advance,Anti L=lance,Lethal"
	if strings.Join(got, " ") != want {
		t.Fatalf("got %v, want %s", got, want)
	}
}
