package app

import (
	"errors"
	"fmt"

	"auspex/app/store"
	"auspex/engine/game"
	"auspex/engine/ruleset"
)

// gameKey is where a system's game lives in localStorage: one game per system.
func gameKey(sys *ruleset.Ruleset) string { return "auspex.game." + sys.Info.ID }

// Two tabs on one game: each stored game carries a revision (game.Rev). A
// tab stores only over the revision it last read or wrote; when the stored
// one has moved on, the other tab's game wins, this tab shows it with a
// notice, and the tap that found it is not applied (the player sees the
// latest game and taps again). The storage event brings the other tab's
// writes in as they happen; the check before each write covers a tap made
// before the event arrived. Nothing is overwritten unseen.

// otherTabNotice is what a tab says when its tap found the game stored by
// another tab since.
const otherTabNotice = "This game was changed in another tab: showing the latest. Your last tap was not applied."

// loadGame reads a system's stored game. A game that fails validation is never
// half-applied: it is set aside (store.Reset: the last three under
// ".corrupt.1" to ".3"), a fresh game starts, and the notice says so; when no
// copy can be kept, the stored game is left as it is and the notice says so.
// A game from a newer Auspex is kept aside under ".v{N}" and its players'
// names carried over.
func loadGame(sys *ruleset.Ruleset) (*game.Game, string) {
	key := gameKey(sys)
	raw, err := store.Get(key)
	if err != nil {
		return newGame(sys), "Your saved game could not be read, so a new game has started. (" + err.Error() + ")"
	}
	if raw == "" {
		return newGame(sys), ""
	}
	g, err := game.Decode(raw, sys)
	if err == nil {
		seedGame(g)
		return g, ""
	}
	fresh := newGame(sys)
	fresh.Rev = max(game.StoredRev(raw), 0)
	var newer *game.NewerError
	if !errors.As(err, &newer) { // unreadable: set aside (the last three kept), then a fresh game
		fresh.Rev++
		msg := store.Default().Reset(key, raw, fresh.Encode(), "saved game", "started a new game", err)
		return fresh, msg
	}
	if newer.Names != nil {
		fresh.Names = newer.Names
	}
	aside := fmt.Sprintf("%s.v%d", key, newer.V)
	if err := store.Set(aside, raw); err != nil { // never overwrite what could not be kept
		return fresh, fmt.Sprintf("Your saved game was stored by a newer version of Auspex (format %d), which this one cannot read, "+
			"and no copy could be kept aside: %s. It is still stored as it was, and your next change here will replace it; "+
			"a new game has started.", newer.V, err.Error())
	}
	msg := fmt.Sprintf("Your saved game was stored by a newer version of Auspex (format %d), which this one cannot read: "+
		"it is kept aside, unchanged, for when the newer version is back; the player names are carried over and a new game has started.", newer.V)
	if msg2 := saveGame(fresh); msg2 != "" {
		msg += " " + msg2
	}
	return fresh, msg
}

// newGame is a fresh game with the page's dice.
func newGame(sys *ruleset.Ruleset) *game.Game {
	g := game.New(sys)
	seedGame(g)
	return g
}

// seedGame gives a game the page's dice: crypto-seeded, or the test seed.
func seedGame(g *game.Game) {
	g.Rand, _ = store.NewDiceRNG(store.TestSeed()) // a bad test seed falls back to a random one
}

// errOtherTab: the stored game moved on since this tab read it.
var errOtherTab = errors.New(otherTabNotice)

// storedElsewhere reports whether another tab has stored the game since
// this tab last read or wrote it, and returns that game when it has.
func storedElsewhere(g *game.Game) (*game.Game, bool) {
	raw, err := store.Get(gameKey(g.Ruleset()))
	if err != nil || raw == "" {
		return nil, false
	}
	if rev := game.StoredRev(raw); rev < 0 || rev == g.Rev {
		return nil, false
	}
	other, err := game.Decode(raw, g.Ruleset())
	if err != nil {
		return nil, false // unreadable: this tab's next write replaces it, as a load would have
	}
	seedGame(other)
	return other, true
}

// saveGame stores the game as the next revision; a failure becomes the notice.
func saveGame(g *game.Game) string {
	g.Rev++
	if err := store.Set(gameKey(g.Ruleset()), g.Encode()); err != nil {
		g.Rev--
		return "This game could not be saved: " + err.Error()
	}
	return ""
}
