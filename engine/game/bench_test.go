package game_test

import (
	"testing"

	"auspex/engine/game"
)

// fullGame is a game at the end of battle round 5: the undo history full, the
// log long. Every tap stores it, so its size and encoding time matter.
func fullGame(b *testing.B) *game.Game {
	g := newGame(b)
	for g.State.Pos.Round <= 5 {
		if err := g.Next(); err != nil {
			b.Fatal(err)
		}
	}
	return g
}

func BenchmarkEncode(b *testing.B) {
	g := fullGame(b)
	n := 0
	for b.Loop() {
		n = len(g.Encode())
	}
	b.ReportMetric(float64(n), "stored-bytes")
}

func BenchmarkDecode(b *testing.B) {
	g := fullGame(b)
	raw := g.Encode()
	for b.Loop() {
		if _, err := game.Decode(raw, g.Ruleset()); err != nil {
			b.Fatal(err)
		}
	}
}
