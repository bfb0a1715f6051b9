package app

import (
	"auspex/app/store"
	"auspex/engine/game"
	"auspex/engine/ruleset"
)

// gameKey is where a system's game lives in localStorage: one game per system.
func gameKey(sys *ruleset.Ruleset) string { return "auspex.game." + sys.Info.ID }

// loadGame reads a system's stored game. A game that fails validation is never
// half-applied: it is kept aside under a ".corrupt" key (for a bug report), a
// fresh game starts, and the notice says so.
func loadGame(sys *ruleset.Ruleset) (*game.Game, string) {
	key := gameKey(sys)
	raw, err := store.Get(key)
	if err != nil {
		return game.New(sys), "Your saved game could not be read, so a new game has started. (" + err.Error() + ")"
	}
	if raw == "" {
		return game.New(sys), ""
	}
	g, err := game.Decode(raw, sys)
	if err == nil {
		return g, ""
	}
	store.Set(key+".corrupt", raw)
	fresh := game.New(sys)
	store.Set(key, fresh.Encode())
	return fresh, "Your saved game could not be read, so Auspex kept it aside and started a new game. (" + err.Error() + ")"
}

// saveGame stores the game; a failure becomes the notice.
func saveGame(g *game.Game) string {
	if err := store.Set(gameKey(g.Ruleset()), g.Encode()); err != nil {
		return "This game could not be saved: " + err.Error()
	}
	return ""
}
