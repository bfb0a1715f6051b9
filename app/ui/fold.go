package ui

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// Fold is the state of a <details> whose body is built only once it has been
// opened. Closed, the browser shows just its summary, so building the rest on
// the first render is work nobody sees: the calculator's folded form groups,
// saved profiles and explanation were half of its first mount (mounting a DOM
// node from Go costs a call across to JavaScript and a finalizer).
// Once built, the body stays, so closing and opening again costs nothing.
type Fold struct{ open, built bool }

// Details is d, open as the reader left it, holding summary and, once it has
// been opened or when force says the body must be there (it holds an error
// to point at), what body builds. scope tells the handlers of different folds
// apart: go-app keeps an element's old handler when the new one comes from
// the same function literal, whatever it captured.
func (f *Fold) Details(d app.HTMLDetails, summary app.UI, force bool, body func() []app.UI, scope ...any) app.HTMLDetails {
	if f.open {
		d = d.Open(true) // never Open(false): go-app would write open="false", which HTML reads as open
	}
	d = d.OnToggle(func(ctx app.Context, e app.Event) {
		// An echo (the browser tells of an open that Go drew: a fold
		// opened by Open, or drawn open on a page's mount) changes nothing,
		// but it must not call ctx.PreventUpdate: in an event handler go-app
		// v9 (stock, and Auspex's build alike) keeps that mark on the
		// component until a dispatch clears it, so every later tap on the
		// page (Rename, Delete) changed the state and drew nothing (issue
		// 48). The echo costs one redraw that finds nothing to change.
		open := ctx.JSSrc().Get("open").Bool()
		f.open, f.built = open, f.built || open
	}, scope...)
	kids := []app.UI{summary}
	if f.built || force {
		kids = append(kids, body()...)
	}
	return d.Body(kids...)
}

// Open opens the fold, as the reader's tap does.
func (f *Fold) Open() { f.open, f.built = true, true }
