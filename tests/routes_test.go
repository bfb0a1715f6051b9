//go:build !wasm

package tests

import (
	"fmt"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"

	ui "auspex/app"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Checks that need no browser run natively on every route: each page is
// rendered the way the static generator renders it (go-app's handler,
// in-process, no wasm) and read as a tree. Their time grows with content by
// milliseconds a page; the browser tests (browser_test.go) take a fixed sample.

var (
	renderOnce sync.Once
	renderErr  error
	pages      map[string]*renderedPage
)

type renderedPage struct {
	path  string
	route ui.Route
	html  string
	doc   *node
}

// renderedRoutes renders every route once per test binary.
func renderedRoutes(t testing.TB) map[string]*renderedPage {
	t.Helper()
	renderOnce.Do(func() {
		reg := rulesets.Registry()
		ui.Register(reg)
		h := &app.Handler{Title: "Auspex", Icon: app.Icon{Default: "/web/icon-192.png"}, Resources: app.LocalDir("")}
		pages = map[string]*renderedPage{}
		for _, p := range ui.Paths(reg) {
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest("GET", p, nil))
			if rec.Code != 200 {
				renderErr = fmt.Errorf("%s: status %d", p, rec.Code)
				return
			}
			doc, err := parseHTML(rec.Body.String())
			if err != nil {
				renderErr = fmt.Errorf("%s: %v", p, err)
				return
			}
			pages[p] = &renderedPage{path: p, route: ui.ParseRoute(reg, p), html: rec.Body.String(), doc: doc}
		}
	})
	if renderErr != nil {
		t.Fatalf("rendering the routes: %v", renderErr)
	}
	return pages
}

// Every route renders a titled page with one heading, no duplicate ids,
// headings that never skip a level, and what its kind of page must carry.
func TestEveryRouteRendersNatively(t *testing.T) {
	titles := map[string]string{}
	for p, pg := range renderedRoutes(t) {
		doc := pg.doc
		title := doc.find(byTag("title"))
		switch {
		case title == nil || !strings.HasSuffix(title.textContent(), "Auspex"):
			t.Errorf("%s: title %v does not end with Auspex", p, title)
		case titles[title.textContent()] != "":
			t.Errorf("%s: title %q is also %s's", p, title.textContent(), titles[title.textContent()])
		default:
			titles[title.textContent()] = p
		}
		main := doc.find(func(n *node) bool { return n.tag == "main" && n.attrs["id"] == "main" })
		if main == nil {
			t.Errorf("%s: no <main id=main>", p)
			continue
		}
		if h1s := main.all(byTag("h1")); len(h1s) != 1 || h1s[0].textContent() == "" {
			t.Errorf("%s: %d h1 in main, want one with text", p, len(h1s))
		}
		checkIDs(t, p, doc)
		checkHeadingOrder(t, p, main)
		checkNames(t, p, main.parent) // the app's shell, not go-app's loading screen
		checkCitations(t, pg)
		checkShare(t, pg)
	}
}

func checkIDs(t *testing.T, p string, doc *node) {
	t.Helper()
	seen := map[string]bool{}
	for _, n := range doc.all(func(n *node) bool { _, ok := n.attrs["id"]; return ok }) {
		id := n.attrs["id"]
		if id == "" || seen[id] {
			t.Errorf("%s: id %q is empty or used twice", p, id)
		}
		seen[id] = true
	}
}

var headingTag = regexp.MustCompile(`^h([1-6])$`)

// checkHeadingOrder: a heading is at most one level below the one before it
// (what axe's heading-order rule asks).
func checkHeadingOrder(t *testing.T, p string, main *node) {
	t.Helper()
	last := 0
	for _, h := range main.all(func(n *node) bool { return headingTag.MatchString(n.tag) }) {
		level := int(h.tag[1] - '0')
		if last > 0 && level > last+1 {
			t.Errorf("%s: <%s> %q follows an h%d", p, h.tag, h.textContent(), last)
		}
		last = level
	}
}

// checkNames: every image has an alt, every button and link a name, every
// form control a label.
func checkNames(t *testing.T, p string, doc *node) {
	t.Helper()
	labelled := map[string]bool{}
	for _, l := range doc.all(byTag("label")) {
		labelled[l.attrs["for"]] = true
	}
	named := func(n *node) bool {
		return n.attrs["aria-label"] != "" || n.attrs["aria-labelledby"] != "" || n.attrs["title"] != ""
	}
	for _, n := range doc.all(func(*node) bool { return true }) {
		switch n.tag {
		case "img":
			if _, ok := n.attrs["alt"]; !ok {
				t.Errorf("%s: <img src=%q> has no alt", p, n.attrs["src"])
			}
		case "button", "a":
			if n.textContent() == "" && !named(n) {
				t.Errorf("%s: a <%s> without a name (%v)", p, n.tag, n.attrs)
			}
		case "input", "select", "textarea":
			if n.attrs["type"] == "hidden" {
				continue
			}
			if !named(n) && !labelled[n.attrs["id"]] && !n.inside("label") {
				t.Errorf("%s: <%s name=%q> has no label", p, n.tag, n.attrs["name"])
			}
		}
	}
}

// checkCitations: every reference entry, chart and sheet names its source.
func checkCitations(t *testing.T, pg *renderedPage) {
	t.Helper()
	cited := func(n *node) bool {
		s := n.find(byClass("source"))
		return s != nil && strings.HasPrefix(s.textContent(), "Source:") && len(s.textContent()) > len("Source: x")
	}
	r := pg.route
	switch {
	case r.View == ui.EntryView, r.View == ui.SheetView, r.View == ui.ChartView:
		if !cited(pg.doc) {
			t.Errorf("%s: names no source", pg.path)
		}
	case r.View == ui.SectionView && r.Section == ruleset.Charts && r.System.Has(ruleset.Charts):
		cards := pg.doc.all(func(n *node) bool { _, ok := n.attrs["data-chart"]; return ok })
		if len(cards) != len(r.System.Charts) {
			t.Errorf("%s: the index lists %d charts of %d", pg.path, len(cards), len(r.System.Charts))
		}
		for _, c := range cards {
			if s := c.find(byClass("ready")); s == nil || !strings.HasPrefix(s.textContent(), "Source:") {
				t.Errorf("%s: chart %s is listed without its source", pg.path, c.attrs["data-chart"])
			}
		}
	}
	for _, b := range pg.doc.all(byClass("chart-block")) { // on chart pages and sheets
		if !cited(b) {
			t.Errorf("%s: chart %s names no source", pg.path, b.attrs["id"])
		}
	}
}

// checkShare: what a player sends to another (an entry, a chart, a sheet, a
// calculation) has a Share button.
func checkShare(t *testing.T, pg *renderedPage) {
	t.Helper()
	r := pg.route
	want := r.View == ui.EntryView || r.View == ui.SheetView || r.View == ui.ChartView ||
		r.View == ui.SectionView && r.Section == ruleset.Calc && r.System.Has(ruleset.Calc)
	if got := pg.doc.find(byClass("share-btn")) != nil; got != want {
		t.Errorf("%s: a Share button: %v, want %v", pg.path, got, want)
	}
}

// Every link on every page leads somewhere: an app route that exists (its
// fragment, if any, an id on that page), or an id on the same page. Nothing
// links off the site.
func TestEveryInternalLinkResolves(t *testing.T) {
	all := renderedRoutes(t)
	reg := rulesets.Registry()
	links := 0
	for p, pg := range all {
		for _, a := range pg.doc.all(byTag("a")) {
			href, ok := a.attrs["href"]
			if !ok {
				continue
			}
			links++
			u, err := url.Parse(href)
			if err != nil || u.Scheme != "" || u.Host != "" {
				t.Errorf("%s: link %q is not a path on this site", p, href)
				continue
			}
			target := pg
			if u.Path != "" {
				r := ui.ParseRoute(reg, u.Path)
				target = all[r.Path()]
				if r.View == ui.NotFound || target == nil {
					t.Errorf("%s: link %q leads to no page", p, href)
					continue
				}
			}
			if u.Fragment != "" && target.doc.find(func(n *node) bool { return n.attrs["id"] == u.Fragment }) == nil {
				t.Errorf("%s: link %q: no id %q on %s", p, href, u.Fragment, target.path)
			}
		}
	}
	if links < len(all) {
		t.Fatalf("only %d links on %d pages: the link reader is broken", links, len(all))
	}
}

// The About page names every system's source book by title, its coverage, and says
// Auspex is unofficial and paraphrased.
func TestAboutNamesEverySource(t *testing.T) {
	about := renderedRoutes(t)["/about"].doc.find(byTag("main")).textContent()
	for _, sys := range rulesets.Registry().All() {
		if !strings.Contains(about, sys.Info.Source.Title) || !strings.Contains(about, strings.Join(strings.Fields(sys.Info.Coverage), " ")) {
			t.Errorf("the about page lacks the source or coverage of %s", sys.Info.ID)
		}
		if strings.Contains(about, sys.Info.Source.File) {
			t.Errorf("the about page shows the seed file name %s, not only the book's title", sys.Info.Source.File)
		}
	}
	if !strings.Contains(about, "unofficial") || !strings.Contains(about, "paraphrased") {
		t.Error("the about page does not say Auspex is unofficial and paraphrased")
	}
}
