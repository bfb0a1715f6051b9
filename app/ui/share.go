package ui

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// ShareButton shares the page's address: through the system's share sheet
// where the browser has one (navigator.share), else by copying the link. The
// installed app has no address bar, so this is how a chart, an entry, a sheet
// or a calculation (its query is in the address) gets to another player.
// Whatever happens is said beside the button; when nothing works the link is
// shown, selected, to copy by hand.
type ShareButton struct {
	app.Compo
	Title string // what is shared, for the share sheet

	status string // the outcome, read out by screen readers (role=status)
	failed bool
	link   string // shown when the link could not be shared or copied
}

// Render draws the button and its outcome.
func (s *ShareButton) Render() app.UI {
	return app.Div().Class("share noprint").Body(
		app.Button().Class("btn share-btn").Text("Share").OnClick(s.share),
		app.Span().Class(map[bool]string{true: "share-status warn", false: "share-status"}[s.failed]).
			Role("status").Text(s.status),
		When(s.link != "", func() app.UI {
			return app.Input().Class("share-link").Type("url").ReadOnly(true).Value(s.link).
				Aria("label", "Link to this page").OnFocus(SelectAll)
		}),
	)
}

// OnUpdate runs when the page moves to another item (go-app keeps this
// component and changes its Title): the last outcome belonged to the old one.
func (s *ShareButton) OnUpdate(ctx app.Context) { s.status, s.failed, s.link = "", false, "" }

func (s *ShareButton) share(ctx app.Context, e app.Event) {
	link := app.Window().Get("location").Get("href").String()
	nav := app.Window().Get("navigator")
	s.report(ctx, "", false, "")
	if share := nav.Get("share"); share.Truthy() && share.Type() == app.TypeFunction {
		data := map[string]any{"title": s.Title + " · Auspex", "url": link}
		promise(ctx, func() app.Value { return nav.Call("share", data) },
			func() { s.report(ctx, "Shared.", false, "") },
			func(name, msg string) {
				if name == "AbortError" { // the user closed the share sheet
					s.report(ctx, "Not shared.", false, "")
					return
				}
				s.copyLink(ctx, link)
			})
		return
	}
	s.copyLink(ctx, link)
}

// copyLink puts the link on the clipboard, or shows it to copy by hand.
func (s *ShareButton) copyLink(ctx app.Context, link string) {
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() || !clip.Get("writeText").Truthy() {
		s.report(ctx, "This browser can neither share nor copy: copy the link below.", true, link)
		return
	}
	promise(ctx, func() app.Value { return clip.Call("writeText", link) },
		func() { s.report(ctx, "Link copied.", false, "") },
		func(_, msg string) {
			s.report(ctx, "Could not copy the link ("+msg+"): copy it below.", true, link)
		})
}

func (s *ShareButton) report(ctx app.Context, status string, failed bool, link string) {
	ctx.Dispatch(func(app.Context) { s.status, s.failed, s.link = status, failed, link })
}

// promise calls start (which returns a JS promise) and runs ok or fail on the
// UI goroutine when it settles; a call that throws counts as a failure.
func promise(ctx app.Context, start func() app.Value, ok func(), fail func(name, msg string)) {
	var then, catch app.Func
	release := func() { then.Release(); catch.Release() }
	then = app.FuncOf(func(app.Value, []app.Value) any {
		ctx.Dispatch(func(app.Context) { release(); ok() })
		return nil
	})
	catch = app.FuncOf(func(_ app.Value, args []app.Value) any {
		name, msg := "Error", "unknown error"
		if len(args) > 0 && args[0].Truthy() {
			name, msg = args[0].Get("name").String(), args[0].Get("message").String()
		}
		ctx.Dispatch(func(app.Context) { release(); fail(name, msg) })
		return nil
	})
	defer func() {
		if r := recover(); r != nil { // a synchronous throw from start
			release()
			fail("Error", "the browser refused")
		}
	}()
	p := start()
	if !p.Truthy() || !p.Get("then").Truthy() {
		release()
		fail("Error", "no answer from the browser")
		return
	}
	p.Call("then", then, catch)
}

// SelectAll selects a text box's contents as it takes the focus, so what is
// typed next replaces them (a value typed over, a link copied whole).
func SelectAll(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }
