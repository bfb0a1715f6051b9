//go:build !wasm

package app

import (
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// renderCount counts its renders; its OnMount asks go-app for no update.
type renderCount struct {
	app.Compo
	renders int
}

func (c *renderCount) Render() app.UI { c.renders++; return app.Div().Text("x") }

func (c *renderCount) OnMount(ctx app.Context) { ctx.PreventUpdate() }

// go-app v9 renders every component a second time right after mounting it,
// and ctx.PreventUpdate in OnMount (or OnNav) does not stop that: the
// dispatch that runs OnMount marks its component for an update after the
// handler returns. So the first-frame handlers ask for no such thing, and an
// upgrade of go-app that changes this shows here.
func TestGoAppRendersAgainAfterMount(t *testing.T) {
	c := &renderCount{}
	d := app.NewClientTester(c)
	defer d.Close()
	d.Consume()
	if c.renders != 2 {
		t.Fatalf("a component whose OnMount calls PreventUpdate rendered %d times on mount, want 2 (go-app's mount, then its update)", c.renders)
	}
}
