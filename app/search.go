package app

import (
	"net/url"
	"strings"
	"sync"
	"time"

	"auspex/engine/ruleset"
	"auspex/engine/search"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Indexes are built on first use, one per system ("" for every system, when
// a search asks for all): a search box starts building its system's when it
// mounts, so pages that never search never pay, and the first search waits
// for one system's index, not five. Entry text comes from each system's
// rendered reference (the browser has no Markdown), which the box starts
// fetching when it mounts. In the browser an index is built a few documents
// at a time with a pause between (indexInSteps): Go has the page's one
// thread, and a system's index built at once held up keystrokes for 200 ms.
// Until the full index is complete, the titles-only index answers.
var (
	indexMu  sync.Mutex
	indexes  = map[string]*search.Index{} // complete indexes only
	building = map[string]*partial{}      // indexes being built in steps
)

// partial is an index being built; its lock is held for each step, so a
// search that cannot wait finishes it instead of starting another.
type partial struct {
	sync.Mutex
	b *search.Builder
}

// indexStep is how many documents are indexed between pauses: a few ms of
// work in the browser's first, unoptimised run of the wasm.
const indexStep = 8

// pause lets the page handle what is waiting between two steps of background
// work: in the browser, Go's Sleep is a timer, so the event loop runs.
func pause() { time.Sleep(time.Millisecond) }

// searchScope is the systems a search over system ("" for all) covers.
func searchScope(system string) []*ruleset.Ruleset {
	if sys, ok := registry.Get(system); ok {
		return []*ruleset.Ruleset{sys}
	}
	return registry.All()
}

// searchTexts reads entry text from the scope's rendered references; it
// returns false, and why if a fetch failed, until every one is at hand. UI
// goroutine only (refGet's state lives there).
func searchTexts(rs []*ruleset.Ruleset) (search.Texts, bool, string) {
	html := map[string]map[string]string{}
	for _, sys := range rs {
		if len(sys.Entries) == 0 {
			continue
		}
		b, failed := refGet(sys)
		if b == nil {
			return nil, false, failed
		}
		html[sys.Info.ID] = b.HTML
	}
	return func(sys string, e ruleset.Entry) string { return search.HTMLText(html[sys][e.ID]) }, true, ""
}

func titlesKey(system string) string { return "titles:" + system }

// readyIndex is the complete index under key, or nil.
func readyIndex(key string) *search.Index {
	indexMu.Lock()
	defer indexMu.Unlock()
	return indexes[key]
}

// titleIndex is the index over system's titles, aliases and keywords: it
// answers the first keystrokes at once, before the reference's text has been
// fetched and indexed.
func titleIndex(system string) *search.Index {
	return indexNow(titlesKey(system), func() *search.Builder { return titleBuilder(system) })
}

// indexNow is key's index, at once: what is left of its background build if
// one is under way, else built whole from plan.
func indexNow(key string, plan func() *search.Builder) *search.Index {
	indexMu.Lock()
	ix, p := indexes[key], building[key]
	indexMu.Unlock()
	if ix != nil {
		return ix
	}
	if p == nil {
		p = &partial{b: plan()}
	}
	p.Lock()
	ix = p.b.Index()
	p.Unlock()
	indexMu.Lock()
	defer indexMu.Unlock()
	indexes[key] = ix
	return ix
}

// titleBuilder plans the index of system's names: what the wasm carries
// before the reference's text has been fetched.
func titleBuilder(system string) *search.Builder {
	return search.NewTitleBuilder(searchScope(system)...)
}

// textBuilder plans the whole index of system, entry text from texts.
func textBuilder(system string, texts search.Texts) *search.Builder {
	return search.NewBuilder(texts, searchScope(system)...)
}

// indexInSteps builds key's index in the background, indexStep documents at
// a time with a pause between that lets the page handle what is waiting,
// then redraws the component of ctx with it.
func indexInSteps(ctx app.Context, key string, plan func() *search.Builder) {
	indexMu.Lock()
	defer indexMu.Unlock()
	if indexes[key] != nil || building[key] != nil {
		return
	}
	p := &partial{b: plan()}
	building[key] = p
	ctx.Async(func() {
		for {
			p.Lock()
			done := p.b.Step(indexStep)
			p.Unlock()
			if done {
				break
			}
			pause()
		}
		indexMu.Lock()
		indexes[key] = p.b.Index()
		delete(building, key)
		indexMu.Unlock()
		ctx.Dispatch(func(app.Context) {})
	})
}

// maxHits keeps the list short enough to scan on a phone; maxNearest, the
// suggestions for a query that matched nothing, to a glance.
const (
	maxHits    = 30
	maxNearest = 5
)

// RefSearch is the as-you-type search of the reference. The query lives in the
// URL (?q=, and &all=1 for every system), so a search can be shared.
type RefSearch struct {
	app.Compo
	System string // the current system's id

	query string
	// shown is the box's value as the app last set it: from the address, never
	// from typing. A render that set the box from a query read a keystroke ago
	// wiped what was typed since (spaces vanished on a slow start).
	shown string
	all   bool
}

// OnMount reads the query from the URL: the box mounts after the page's
// first navigation, so OnNav alone would miss a shared link's query.
// It also builds the index in the background, before the first keystroke.
func (s *RefSearch) OnMount(ctx app.Context) {
	s.fromURL(ctx)
	ctx.Handle(refLoadedAction, func(ctx app.Context, _ app.Action) { s.warm(ctx) })
	s.warm(ctx)
}

// warm starts fetching the references the search needs, and building the
// index in the background once they are at hand.
func (s *RefSearch) warm(ctx app.Context) {
	system := s.system()
	for _, sys := range searchScope(system) {
		if _, failed := refGet(sys); failed == "" { // a failed fetch waits for a reload, not a loop
			refLoad(ctx, sys)
		}
	}
	indexInSteps(ctx, titlesKey(system), func() *search.Builder { return titleBuilder(system) })
	if texts, ok, _ := searchTexts(searchScope(system)); ok {
		indexInSteps(ctx, system, func() *search.Builder { return textBuilder(system, texts) })
	}
}

// OnNav reads the query again when the page navigates to the reference.
func (s *RefSearch) OnNav(ctx app.Context) { s.fromURL(ctx) }

func (s *RefSearch) fromURL(ctx app.Context) {
	q := ctx.Page().URL().Query()
	s.query = search.Clip(q.Get("q"))
	s.all = q.Get("all") == "1"
	if s.shown == s.query {
		// The same value as last set: go-app would leave the box as typed, so
		// the address's query is written into it here.
		if box := app.Window().GetElementByID("ref-q"); !app.IsServer && box.Truthy() && box.Get("value").String() != s.query {
			box.Set("value", s.query)
		}
	}
	s.shown = s.query
}

func (s *RefSearch) system() string {
	if s.all {
		return ""
	}
	return s.System
}

// Render draws the search box, a live count and the results.
func (s *RefSearch) Render() app.UI {
	var hits []search.Hit
	nearest := false // hits are the nearest to a query that matched nothing
	waiting := ""
	if strings.TrimSpace(s.query) != "" {
		texts, ok, failed := searchTexts(searchScope(s.system()))
		full := readyIndex(s.system())
		if full == nil && ok && app.IsServer {
			// Pre-rendering and native tests: no frames to keep free, so at once.
			full = indexNow(s.system(), func() *search.Builder { return textBuilder(s.system(), texts) })
		}
		ix := full
		if ix == nil {
			ix = titleIndex(s.system())
		}
		hits = ix.Search(s.query, s.system(), maxHits)
		if len(hits) == 0 {
			hits, nearest = ix.Nearest(s.query, s.system(), maxNearest), true
		}
		if full == nil {
			waiting = "searching titles only until the reference's text has loaded…"
			if ok {
				waiting = "searching titles only until the reference's text is indexed…"
			}
			if failed != "" {
				waiting = "titles only: " + failed
			}
		}
	}
	count := ""
	switch {
	case strings.TrimSpace(s.query) == "":
	case nearest && len(hits) > 0:
		count = "No matches for “" + strings.TrimSpace(s.query) + "”"
		if waiting != "" {
			count += " (" + waiting + ")"
		}
		count += ". The nearest:"
	case waiting != "":
		count = plural(len(hits), "result", "results") + ", " + waiting
	case len(hits) == 0:
		count = "No matches"
	case len(hits) == maxHits:
		count = "The first " + plural(maxHits, "result", "results")
	default:
		count = plural(len(hits), "result", "results")
	}
	return app.Div().Class("search").Role("search").Body(
		app.Label().For("ref-q").Text("Search the rules"),
		app.Input().ID("ref-q").Type("search").Value(s.shown).
			AutoComplete(false).Attr("autocapitalize", "off").Attr("spellcheck", "false").
			Placeholder(s.placeholder()).
			Aria("controls", "ref-results").Aria("describedby", "ref-count").
			OnInput(s.onInput).OnKeyDown(s.onKey),
		app.Label().Class("toggle").Body(
			app.Input().Type("checkbox").ID("ref-all").Checked(s.all).OnChange(s.onAll),
			app.Span().Text(" All systems"),
		),
		app.P().ID("ref-count").Class("meta").Role("status").Aria("live", "polite").Text(count),
		app.Ol().ID("ref-results").Class("results").Aria("label", "Search results").OnKeyDown(moveFocus).Body(
			app.Range(hits).Slice(func(i int) app.UI { return s.hit(hits[i]) }),
		),
	)
}

// placeholder suggests the system's own example terms (Info.SearchExamples).
func (s *RefSearch) placeholder() string {
	sys, ok := registry.Card(s.System)
	if !ok || len(sys.Info.SearchExamples) == 0 {
		return ""
	}
	return "e.g. " + strings.Join(sys.Info.SearchExamples, ", ")
}

func (s *RefSearch) hit(h search.Hit) app.UI {
	d := h.Doc
	path := "/" + d.System + "/ref/" + d.Target
	kind := "Entry"
	switch d.Kind {
	case search.ChartDoc:
		path, kind = "/"+d.System+"/charts/"+d.Target, "Chart"
	case search.TermDoc:
		kind = "Glossary"
	}
	if sys, ok := registry.Card(d.System); ok && s.all {
		kind += " · " + sys.Info.Short
	}
	return app.Li().Body(app.A().Href(href(path)).Body(
		app.Strong().Body(marked(d.Title, h.TitleSpans)...),
		app.Span().Class("kind").Text(" "+kind),
		badge(d.Origin),
		when(h.Snippet != "", func() app.UI {
			return app.Span().Class("snippet").Body(marked(h.Snippet, h.SnippetSpans)...)
		}),
	))
}

// marked splits s into text and <mark>ed matches; go-app escapes the text, so
// markup in content or a query shows as text.
func marked(s string, spans []search.Span) []app.UI {
	var out []app.UI
	at := 0
	for _, sp := range spans {
		if sp.Start < at {
			continue
		}
		if sp.Start > at {
			out = append(out, app.Text(s[at:sp.Start]))
		}
		out = append(out, app.Mark().Text(s[sp.Start:sp.End]))
		at = sp.End
	}
	if at < len(s) {
		out = append(out, app.Text(s[at:]))
	}
	return out
}

func (s *RefSearch) onInput(ctx app.Context, e app.Event) {
	s.query = search.Clip(ctx.JSSrc().Get("value").String())
	s.syncURL()
}

func (s *RefSearch) onAll(ctx app.Context, e app.Event) {
	s.all = ctx.JSSrc().Get("checked").Bool()
	s.syncURL()
	s.warm(ctx)
}

// syncURL puts the query in the address bar without a navigation.
func (s *RefSearch) syncURL() {
	q := url.Values{}
	if s.query != "" {
		q.Set("q", s.query)
	}
	if s.all {
		q.Set("all", "1")
	}
	u := href("/" + s.System + "/ref")
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	replaceAddress(u)
}

// onKey: the down arrow moves from the box to the first result.
func (s *RefSearch) onKey(ctx app.Context, e app.Event) {
	if e.Get("key").String() != "ArrowDown" {
		return
	}
	if first := app.Window().Get("document").Call("querySelector", "#ref-results a"); first.Truthy() {
		e.PreventDefault()
		first.Call("focus")
	}
}

// moveFocus: arrow keys step through the results; up from the first returns
// to the box.
func moveFocus(ctx app.Context, e app.Event) {
	key := e.Get("key").String()
	if key != "ArrowDown" && key != "ArrowUp" {
		return
	}
	doc := app.Window().Get("document")
	links := doc.Call("querySelectorAll", "#ref-results a")
	active := doc.Get("activeElement")
	n := links.Get("length").Int()
	for i := 0; i < n; i++ {
		if !links.Call("item", i).Call("isSameNode", active).Bool() {
			continue
		}
		e.PreventDefault()
		switch {
		case key == "ArrowDown" && i+1 < n:
			links.Call("item", i+1).Call("focus")
		case key == "ArrowUp" && i > 0:
			links.Call("item", i-1).Call("focus")
		case key == "ArrowUp":
			doc.Call("getElementById", "ref-q").Call("focus")
		}
		return
	}
}
