package app

import (
	"fmt"
	"strings"
	"time"

	"auspex/app/armies/mapped"
	"auspex/app/store"

	"auspex/engine/game"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Checklist is a system's turn checklist and game tracker. Every tap changes
// the game and stores it at once; the stored game is read back on the next
// visit, whatever happened in between (reload, update, offline, another tab).
// Everything it shows comes from the system's data: names of rounds and
// turns, phases, steps, plays, counters, the roster.
type Checklist struct {
	app.Compo
	System *ruleset.Ruleset

	game    *game.Game
	notice  string // stored game set aside, storage failing, another tab
	message string // the last refusal: a counter limit, not enough CP
	confirm bool   // "New game" asked, waiting for yes or no
	wake    wakeLock
	unwatch func() // stops following other tabs' writes

	played played    // the last play tapped, said beside its chip
	note   unitNoted // what the last tap on a roster entry did, said at the entry
	// markEdit is the roster mark whose number entry is open: "side/entry/mark".
	markEdit string
	// situations are the rally modifiers the players said apply, by
	// "side/entry/modifier"; not stored (a moment's situation).
	situations map[string]bool
	editing    string    // the counter cell whose number entry is open: "cp/1"
	pressed    time.Time // when a counter value was pressed, for the long press

	armies     []mapped.Army                 // the system's stored armies, mapped (checklist_army.go)
	armiesRead bool                          // armies is read; another tab's write clears it
	reminded   map[string][]ruleset.Reminder // by phase and army, while armies stay as read
	added      string                        // what the last "Add my army" did
	addedSide  int                           // the side it filled
}

// played is what the last tap on a play did, shown beside its chip until
// the next tap elsewhere.
type played struct {
	id      string
	player  int
	text    string
	refused bool
}

// longPress is how long a press on a counter's value opens its number entry.
const longPress = 450 * time.Millisecond

// OnMount keeps the screen awake while a game is running here, and follows
// what other tabs store.
func (c *Checklist) OnMount(ctx app.Context) {
	c.ensure()
	c.syncWake()
	if c.unwatch == nil {
		c.unwatch = store.Watch(func(key string) { c.otherTabWrote(ctx, key) })
	}
}

// otherTabWrote brings another tab's write of the game shown into this tab,
// through the component's own context (the watcher runs outside go-app's
// loop, and a redraw of the page's root would leave this component as it
// was), with a notice.
func (c *Checklist) otherTabWrote(ctx app.Context, key string) {
	if key == "" || key == store.ArmiesKey {
		ctx.Dispatch(func(app.Context) { c.armiesRead = false })
	}
	if key != "" && key != gameKey(c.System) {
		return
	}
	ctx.Dispatch(func(app.Context) {
		if c.game == nil {
			return
		}
		if other, ok := storedElsewhere(c.game); ok {
			c.game, c.notice, c.message, c.editing = other, "This game was changed in another tab: showing the latest.", "", ""
			c.syncWake()
		}
	})
}

// syncWake holds the wake lock while the game is not over.
func (c *Checklist) syncWake() {
	if c.game.State.Over {
		c.wake.release()
	} else {
		c.wake.acquire()
	}
}

// OnDismount lets the screen sleep again and stops following other tabs.
func (c *Checklist) OnDismount() {
	c.wake.release()
	c.armiesRead = false // the Army page may store another before the next visit
	if c.unwatch != nil {
		c.unwatch()
		c.unwatch = nil
	}
}

// ensure loads the stored game of the system shown, once per system. It runs
// from Render so that the first frame already shows the stored game.
func (c *Checklist) ensure() {
	if c.game != nil && c.game.Ruleset().Info.ID == c.System.Info.ID {
		return
	}
	c.game, c.notice = loadGame(c.System)
	c.message, c.confirm, c.editing = "", false, ""
	c.played, c.note, c.markEdit, c.situations = played{}, unitNoted{}, "", nil
}

// act runs one tap: a refusal becomes the message; anything done is stored.
// When another tab has stored the game since, that game is shown instead and
// the tap is not applied (see gamestore.go).
func (c *Checklist) act(f func() error) {
	c.ensure()
	c.message, c.confirm, c.added, c.played, c.note, c.markEdit = "", false, "", played{}, unitNoted{}, ""
	if other, ok := storedElsewhere(c.game); ok {
		c.game, c.notice, c.editing = other, errOtherTab.Error(), ""
		c.syncWake()
		return
	}
	if err := f(); err != nil {
		c.message = err.Error()
		return
	}
	if msg := saveGame(c.game); msg != "" {
		c.notice = msg
	}
	c.syncWake()
}

// Render draws the checklist.
func (c *Checklist) Render() app.UI {
	c.ensure()
	g := c.game
	cur := g.Current()
	return app.Div().Class("checklist").DataSet("step", cur.Step.ID).DataSet("over", g.State.Over).Body(
		when(c.notice != "", func() app.UI {
			return app.Div().Class("banner warn").Role("alert").Body(
				app.Span().Text(c.notice),
				app.Button().Class("btn").Text("Dismiss").OnClick(func(ctx app.Context, e app.Event) { c.notice = "" }),
			)
		}),
		app.H1().Text("Checklist"),
		app.P().Class("where").Aria("live", "polite").Text(c.where()),
		c.current(cur),
		c.counters(),
		c.rosters(),
		c.stepList(),
		c.players(),
		c.controls(),
		c.logView(),
	)
}

// where is the position in words, in the system's names: stage, round, whose turn.
func (c *Checklist) where() string {
	g, t := c.game, c.System.Turn
	p := g.State.Pos
	switch {
	case g.State.Over:
		return "The game is over."
	case p.Round == 0:
		return "Before the battle"
	case p.Round > t.Rounds:
		return "After the battle"
	}
	s := fmt.Sprintf("%s %d of %d", t.Names.Round, p.Round, t.Rounds)
	if len(t.Ends) > 0 {
		s = fmt.Sprintf("%s %d (at most %d)", t.Names.Round, p.Round, t.Rounds)
	}
	// Whose turn: a player turn lasts all its phases; an activation (the
	// sides alternating) only the step where the sides take turns.
	if t.Order == ruleset.PlayerTurns || t.Order == ruleset.Alternating && g.Current().Step.Activations {
		s += " · " + g.Name(g.Active()) + "'s " + t.Names.Turn
	}
	return s
}

// detail renders a step's detail: plain paragraphs and "- " list lines.
func detail(sys *ruleset.Ruleset, text string) app.UI {
	var out, items []app.UI
	flush := func() {
		if len(items) > 0 {
			out = append(out, app.Ul().Body(items...))
			items = nil
		}
	}
	for _, line := range strings.Split(text, "\n") {
		if item, ok := strings.CutPrefix(line, "- "); ok {
			items = append(items, app.Li().Class("linked").Body(linked(sys, item, "")...))
			continue
		}
		flush()
		if line != "" {
			out = append(out, app.P().Class("linked").Body(linked(sys, line, "")...))
		}
	}
	flush()
	return app.Div().Class("detail").Body(out...)
}

// refs links the reference entries a step names, those that exist yet.
func (c *Checklist) refs(ids []string) app.UI {
	var links []app.UI
	for _, id := range ids {
		if e, ok := c.System.Entry(id); ok {
			links = append(links, app.Text(" · "), app.A().Href(entryPath(c.System, id)).Text(e.Title))
		}
	}
	return app.Span().Body(links...)
}

// controls: Undo, Next step and Next phase in a bar within thumb reach;
// ending the battle early and a New game that asks first below.
func (c *Checklist) controls() app.UI {
	g := c.game
	inBattle := g.State.Pos.Round >= 1 && g.State.Pos.Round <= c.System.Turn.Rounds
	return app.Div().Class("cl-controls").Body(
		app.Div().Class("cl-bar").Body(
			app.Button().Class("undo").Text("Undo").Disabled(len(g.History) == 0).
				OnClick(func(ctx app.Context, e app.Event) { c.act(c.game.Undo) }),
			app.Button().Class("next").Text(c.nextLabel()).Disabled(g.State.Over).
				OnClick(func(ctx app.Context, e app.Event) { c.act(c.game.Next) }),
			app.Button().Class("next-phase").Text("Next phase").Disabled(g.State.Over).
				OnClick(func(ctx app.Context, e app.Event) { c.act(c.game.NextPhase) }),
		),
		app.Div().Class("row").Body(
			when(inBattle && len(c.System.Turn.After) > 0, func() app.UI {
				return app.Button().Class("btn end").Text("End the battle now").
					OnClick(func(ctx app.Context, e app.Event) { c.act(c.game.EndBattle) })
			}),
			when(!c.confirm, func() app.UI {
				return app.Button().Class("btn new").Text("New game").
					OnClick(func(ctx app.Context, e app.Event) { c.confirm = true })
			}),
		),
		when(c.confirm, func() app.UI {
			return app.Div().Class("confirm").Role("alertdialog").Aria("label", "Start a new game?").Body(
				app.P().Text("Start a new game? The current game, its counters and its log will be cleared; the player names stay."),
				app.Button().Class("btn yes").Text("Clear and start").OnClick(func(ctx app.Context, e app.Event) {
					c.act(func() error {
						fresh := newGame(c.System)
						fresh.Names, fresh.Rev = c.game.Names, c.game.Rev
						c.game = fresh
						return nil
					})
				}),
				app.Button().Class("btn no").Text("Keep playing").OnClick(func(ctx app.Context, e app.Event) { c.confirm = false }),
			)
		}),
	)
}

// nextLabel says where Next goes, in the system's words.
func (c *Checklist) nextLabel() string {
	g, t := c.game, c.System.Turn
	if g.State.Over {
		return "Game over"
	}
	if g.Current().Step.Repeat {
		return "Again"
	}
	p := g.State.Pos
	to, over := g.Following()
	if _, due := g.EndRollDue(); due && !over && to.Round > p.Round {
		return "Next: roll for game length"
	}
	switch {
	case over:
		return "Finish the game"
	case to.Round == p.Round && to.Turn == p.Turn:
		// Leaving the phase says so: the per-unit loop's Another unit is
		// the way to stay in it.
		for _, pl := range g.Stage() {
			if ph := g.Current().Phase; pl.Step.ID == to.Step && ph != nil && pl.Phase != nil && pl.Phase != ph {
				return "Next: " + strings.TrimSuffix(pl.Phase.Name, " phase") // short: the bar is narrow
			}
		}
		return "Next step"
	case p.Round == 0:
		return "Next: begin the battle"
	case to.Round > t.Rounds:
		return "Next: end of the battle"
	case to.Round == p.Round:
		return "Next: " + g.Name(to.Turn) + "'s " + t.Names.Turn
	}
	return fmt.Sprintf("Next: %s %d", strings.ToLower(t.Names.Round), to.Round)
}

// logView is the game log, newest first.
func (c *Checklist) logView() app.UI {
	lines := c.game.Log
	return app.Details().Class("log").Body(
		app.Summary().Text(fmt.Sprintf("Game log (%d)", len(lines))),
		app.Ol().Reversed(true).Body(app.Range(lines).Slice(func(i int) app.UI {
			l := lines[len(lines)-1-i]
			return app.Li().Body(
				app.Time().Text(time.Unix(l.At, 0).Format("15:04")),
				app.Text(" "+l.Text),
			)
		})),
	)
}
