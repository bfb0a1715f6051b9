package epic

import "auspex/engine/ruleset"

var sheets = []ruleset.Sheet{referenceSheet}

// referenceSheet is the Epic Armageddon Reference Sheet (§5.0.1) in our
// words: the sequence of play, the actions and their tests, shooting and
// assaults in brief, and the sheet's charts. It must print on two A4 pages
// at most (tests/print_test.go measures it).
var referenceSheet = ruleset.Sheet{
	ID:    "reference-sheet",
	Title: "Reference sheet",
	Pages: "1.4-1.14.1, 5.0.1, 6.1.7",
	Blocks: []ruleset.Block{
		{Kind: ruleset.Heading, Text: "The turn", Page: "1.4.1"},
		{Lines: "400-407, 408-437, 439-516, 1232-1253, 4532-4548", Kind: ruleset.Steps, Items: []string{
			"Strategy: start-of-turn abilities (tunnellers, then teleports), then each player rolls D6 + strategy rating; the higher total picks who activates first (a tie goes to last turn's loser).",
			"Action: take turns activating one unbroken formation: nominate it, declare its action, take the action test, act. You may retain the initiative after a success.",
			"End: aircraft disengage; end-of-turn effects; rally (alternating; the higher strategy rating picks who starts); check victory (turns three and four; then a matching pair of D6 plays on).",
		}},
		{Lines: "455-478, 1190-1193", Kind: ruleset.Para, Page: "1.6.1", Text: "Actions: advance (move, shoot); engage (charge, assault); double (two moves, shoot at -1); " +
			"march (three moves); marshal (move or shoot at -1, then regroup: 2D6, remove the higher die in Blast markers); " +
			"overwatch (fire after an enemy moves); sustained fire (no move, shoot at +1); hold, after a failed test (move, or shoot, or regroup). " +
			"Out of formation, aircraft, reserves: see Actions."},
		{Kind: ruleset.ChartRef, Chart: "action-test-table"},
		{Lines: "377-393, 709, 1200-1206, 1431, 1870-1872, 1891", Kind: ruleset.Para, Page: "1.3, 2.1.3, 3.2.4", Text: "Blast markers: each suppresses one unit (it cannot shoot), from the back; " +
			"as many as the formation has units break it (a war engine: its starting DC), and it may withdraw " +
			"(two moves; units ending within 15cm of the enemy die). Fearless units and other exceptions: see Withdrawals, Blast Markers."},
		{Kind: ruleset.Heading, Text: "Shooting", Page: "1.9.3-1.9.7"},
		{Lines: "729-808, 931-933, 1870-1872", Kind: ruleset.Para, Page: "1.9.3-1.9.7, 3.2.4", Text: "A Blast marker for coming under fire; one D6 per shot at the AP, AT or MW value; " +
			"the defender places hits front to back, one each before any second, and saves (exceptions: see Allocate Hits, Saving Throws); a Blast marker per unit lost " +
			"(two for the first in a crossfire; a war engine: one per point of damage; broken: see Broken Formations); the target breaks once its markers reach its units."},
		{Kind: ruleset.ChartRef, Chart: "to-hit-modifiers"},
		{Lines: "769-778", Kind: ruleset.Para, Page: "1.9.5", Text: "Needing 7+ to hit: roll a 6, then 4+ for a 7, 5+ for an 8, 6 for a 9; 10 or more cannot hit."},
		{Kind: ruleset.ChartRef, Chart: "barrage-table"},
		{Kind: ruleset.Heading, Text: "Assaults", Page: "1.12.1-1.12.9"},
		{Lines: "969-1165, 1431, 1448, 1940", Kind: ruleset.Para, Page: "1.12.1-1.12.9, 2.1.3, 2.1.4, 3.3.3", Text: "Charge one move (infiltrators: double) to within 15cm, at most two chargers per defender; defenders counter-charge 10cm " +
			"(speed 30cm+) or 5cm; one D6 per unit, CC in contact, FF within 15cm and in line of fire, no modifiers; then supporting fire. " +
			"Result: 2D6 each, higher die plus modifiers (a tie: another round); the loser takes the difference as hits, no save, " +
			"breaks, may withdraw (destroyed if already broken; fearless units spared both); its other formations " +
			"within 15cm of an enemy unit in the assault take a Blast marker each; the winner takes one per loss or point of damage " +
			"(none if already broken) and moves 5cm. Exceptions: see War Engine Assaults, They Shall Know No Fear."},
		{Kind: ruleset.ChartRef, Chart: "assault-modifiers"},
		{Kind: ruleset.ChartRef, Chart: "rally-modifiers"},
		{Kind: ruleset.ChartRef, Chart: "victory-conditions"},
		{Kind: ruleset.ChartRef, Chart: "terrain-effects"},
	},
}
