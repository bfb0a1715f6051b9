package app

import (
	"auspex/app/armies"
	"auspex/app/calc"
	"auspex/app/store"
	"auspex/app/ui"

	"strings"

	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Page is the one routed component: the shell (header, notices, section tabs,
// footer) around the view its path names.
type Page struct {
	app.Compo

	route       Route
	settings    store.Settings
	notice      string       // a message for the user, e.g. settings that had to be reset
	offline     offlineState // what the service worker has cached: the header's mark
	offlineGone string       // the offline state whose banner was dismissed (the mark stays)
	unwatch     func()       // stops following other tabs' changes of storage
}

// OnPreRender runs when the static generator renders the page.
func (p *Page) OnPreRender(ctx app.Context) { p.load(ctx) }

// OnInit runs before the first render. In the browser the route and the
// settings are read here, so the first frame the wasm draws is the page the
// address names with the reader's settings: read in OnNav and OnMount, which
// run after it, the first frame was the 404 view (the zero route) and the
// default theme, redrawn a frame later, a wasted render and a layout shift.
func (p *Page) OnInit() {
	if app.IsServer {
		return
	}
	p.route = ParseRoute(registry, strings.TrimPrefix(app.Window().URL().Path, rootPrefix()))
	p.offline = readOffline()
	p.settings, p.notice = store.LoadSettings(registry)
	if b := store.BlockedNotice(); b != "" {
		p.notice = strings.TrimSpace(b + " " + p.notice)
	}
}

// OnMount runs once in the browser, after the first render: apply the theme,
// follow other tabs and the service worker, and redraw when a system's
// reference arrives (whichever component asked for it, and even if that one
// is gone: a link followed while it loaded shows the entry once it is here).
//
// go-app v9 renders every component once more right after mounting it, and
// ctx.PreventUpdate here (or in OnNav) does not stop that
// (TestGoAppRendersAgainAfterMount), so these handlers do not ask.
func (p *Page) OnMount(ctx app.Context) {
	ctx.Handle(refLoadedAction, func(app.Context, app.Action) {})
	applyTheme(p.settings.Theme)
	p.unwatch = store.Watch(func(key string) { ctx.Dispatch(func(ctx app.Context) { p.otherTab(ctx, key) }) })
	watchOffline(ctx, func(s offlineState) { p.offline = s })
}

// OnDismount stops following other tabs.
func (p *Page) OnDismount() {
	if p.unwatch != nil {
		p.unwatch()
	}
}

// OnNav runs in the browser on the first load and on every navigation: the
// route (the first one reads again what OnInit read for the first frame), and
// the system as the reader's last.
func (p *Page) OnNav(ctx app.Context) {
	p.load(ctx)
	if sys := p.route.System; sys != nil && p.settings.System != sys.Info.ID {
		p.update(func(s *store.Settings) { s.System = sys.Info.ID })
	}
	path := p.route.Path()
	ctx.Defer(func(app.Context) {
		// Tests and the load-time benchmark wait on these: the wasm has
		// rendered this route, this many ms after navigation started (with
		// the parts a page draws after its first frame: ui.Below). The
		// scroll script places the page then (wasm/site/scroll.go). What
		// waited for the first frame (the reference's data file) starts now.
		ui.WhenDrawn(func() {
			root := app.Window().Get("document").Get("documentElement")
			root.Call("setAttribute", "data-rendered-ms", app.Window().Get("performance").Call("now").Float())
			root.Call("setAttribute", "data-route", path)
		})
		firstFrameDrawn()
	})
}

func (p *Page) load(ctx app.Context) {
	path := strings.TrimPrefix(ctx.Page().URL().Path, rootPrefix())
	p.route = ParseRoute(registry, path)
	if p.route.Section == ruleset.Reference {
		refLoad(ctx, p.route.System)
	}
	ctx.Page().SetTitle(p.title())
}

func (p *Page) title() string {
	r := p.route
	parts := []string{}
	switch r.View {
	case NotFound:
		parts = append(parts, "Page not found")
	case About:
		parts = append(parts, "About")
	case SectionView:
		parts = append(parts, r.Section.Label())
	case SheetView:
		sh, _ := r.System.Sheet(r.Item)
		parts = append(parts, sh.Title)
	case ChartView:
		ch, _ := r.System.Chart(r.Item)
		parts = append(parts, ch.Title, "Charts") // a chart can share its title with an entry
	case EntryView:
		e, _ := r.System.Entry(r.Item)
		parts = append(parts, e.Title)
	case GlossaryView:
		parts = append(parts, "Glossary")
	case SharedArmyView:
		parts = append(parts, "Shared roster")
	}
	if r.System != nil {
		parts = append(parts, r.System.Info.Short)
	}
	return strings.Join(append(parts, "Auspex"), " · ")
}

// Render draws the shell around the current view.
func (p *Page) Render() app.UI {
	r := p.route
	return app.Div().Class("shell").Body(
		app.A().Class("skip").Href("#main").Text("Skip to content").OnClick(focusMain),
		p.header(),
		// Banners come and go inside a box that stays, so <main> keeps its
		// place among the shell's children: go-app compares children by
		// position, and a shift would rebuild the page (and lose what it held).
		app.Div().Class("banners").Body(
			when(p.offline.State != p.offlineGone, func() app.UI {
				return offlineBanner(p.offline, func(ctx app.Context, e app.Event) { p.offlineGone = p.offline.State })
			}),
			when(p.notice != "", func() app.UI {
				return app.Div().Class("banner warn").Role("alert").Body(
					app.Span().Text(p.notice),
					app.Button().Class("btn").Text("Dismiss").OnClick(func(ctx app.Context, e app.Event) { p.notice = "" }),
				)
			}),
		),
		app.Main().ID("main").TabIndex(-1).Body(p.view()),
		when(r.System != nil, func() app.UI { return sectionTabs(r) }),
		app.Footer().Class("foot").Body(
			app.A().Href(href("/about")).Text("About"),
			app.Span().Text(" · Unofficial; rules paraphrased"),
		),
	)
}

func (p *Page) header() app.UI {
	r := p.route
	return app.Header().Class("top").Body(
		app.A().Class("brand").Href(href("/")).Aria("label", "Auspex: all game systems").Body(
			app.Img().Src(href("/web/icon.svg")).Alt("").Width(28).Height(28),
			app.Span().Text("Auspex"),
		),
		when(r.System != nil, func() app.UI {
			return app.A().Class("crumb").Href(href("/" + r.System.Info.ID)).Text(r.System.Info.Short)
		}),
		offlineMark(p.offline),
		app.Button().Class("theme").
			Aria("label", themeButton(p.settings.Theme)).
			Title(themeButton(p.settings.Theme)).
			Body(app.Span().Class("theme-word").Text("Theme: "), app.Text(store.ThemeLabel(p.settings.Theme))).
			OnClick(p.toggleTheme),
	)
}

// themeButton is the theme button's accessible name: the visible text first
// (so voice control finds it by what it reads), then what a tap does.
func themeButton(t string) string {
	return "Theme: " + store.ThemeLabel(t) + ", tap for " + store.ThemeLabel(store.NextTheme(t))
}

func (p *Page) toggleTheme(ctx app.Context, e app.Event) {
	theme := store.NextTheme(p.settings.Theme)
	p.update(func(s *store.Settings) { s.Theme = theme })
}

// update changes one setting in storage, keeping what another tab changed
// since; a failure becomes the notice.
func (p *Page) update(op func(*store.Settings)) {
	s, msg := store.UpdateSettings(registry, p.settings, op)
	if msg != "" {
		p.notice = msg
	}
	p.settings = s
	applyTheme(s.Theme)
}

// otherTab follows another tab's change of the settings (its theme applies here too).
func (p *Page) otherTab(ctx app.Context, key string) {
	if key != store.SettingsKey && key != "" {
		return
	}
	s, notice := store.LoadSettings(registry)
	p.settings = s
	applyTheme(s.Theme)
	if notice != "" {
		p.notice = notice
	}
}

func (p *Page) view() app.UI {
	r := p.route
	switch r.View {
	case Home:
		return homeView(registry, p.settings.System)
	case About:
		return aboutView(registry)
	case SystemHome:
		return systemView(r.System.Card())
	case SheetView:
		sh, _ := r.System.Sheet(r.Item)
		return &SheetPage{System: r.System, Sheet: sh, Share: true}
	case EntryView:
		return entryView(r.System, r.Item)
	case ChartView:
		return chartView(r.System, r.Item)
	case GlossaryView:
		return glossaryView(r.System)
	case SharedArmyView:
		return &armies.Page{Registry: registry}
	case SectionView:
		if r.Section == ruleset.Army && !offers(r.System.Card(), r.Section) {
			return armies.NoArmyView(r.System)
		}
		if !offers(r.System.Card(), r.Section) {
			return missingView(r.System, r.Section)
		}
		return sectionViews[r.Section](r.System)
	}
	return notFoundView(registry)
}

// sectionViews are the pages the app has for a section. A section is offered
// when a system has its data and the app has its page.
var sectionViews = map[ruleset.Section]func(*ruleset.Ruleset) app.UI{
	ruleset.Reference: refIndexView,
	ruleset.Checklist: func(sys *ruleset.Ruleset) app.UI { return &Checklist{System: sys} },
	ruleset.Calc:      func(sys *ruleset.Ruleset) app.UI { return &calc.Page{System: sys, Registry: registry} },
	ruleset.Charts:    chartsView,
	ruleset.Sheets:    sheetsIndex,
	ruleset.Army:      func(sys *ruleset.Ruleset) app.UI { return &armies.Page{System: sys, Registry: registry} },
}

// offers reports whether the app shows a section of a system.
func offers(c ruleset.Card, s ruleset.Section) bool {
	return c.Has(s) && sectionViews[s] != nil
}

// sectionTabs is the bottom bar: a system's sections within thumb reach.
func sectionTabs(r Route) app.UI {
	return app.Nav().Class("tabs").Aria("label", "Sections of "+r.System.Info.Short).Body(
		app.Range(ruleset.Sections).Slice(func(i int) app.UI {
			s := ruleset.Sections[i]
			a := app.A().Href(href("/" + r.System.Info.ID + "/" + string(s))).Text(s.Label())
			if r.Section == s {
				a = a.Aria("current", "page")
			}
			if !offers(r.System.Card(), s) {
				a = a.Class("later")
			}
			return a
		}),
	)
}

// focusMain moves keyboard focus to the content, as a skip link should; go-app
// only scrolls to a fragment.
func focusMain(ctx app.Context, e app.Event) {
	if m := app.Window().GetElementByID("main"); m.Truthy() {
		m.Call("focus")
	}
}
