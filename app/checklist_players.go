package app

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// players lets the players give their names, used everywhere the checklist
// names a player. A name is saved as it is changed; it is not a move, so Undo
// leaves it.
func (c *Checklist) players() app.UI {
	g := c.game
	fields := make([]app.UI, len(g.Names))
	for p := range g.Names {
		id := fmt.Sprintf("player-name-%d", p)
		fields[p] = app.Div().Class("field").Body(
			app.Label().For(id).Text(c.System.Turn.Sides[p]),
			app.Input().ID(id).Class("player-name").DataSet("player", p).Type("text").MaxLength(30).
				Attr("autocomplete", "off").Value(g.Names[p]).
				OnChange(func(ctx app.Context, e app.Event) {
					name := ctx.JSSrc().Get("value").String()
					c.act(func() error { return c.game.SetName(p, name) })
				}, p),
		)
	}
	return app.Details().Class("players").Body(
		app.Summary().Text("Players: "+strings.Join(g.Names, " v ")),
		app.Div().Body(fields...),
	)
}
