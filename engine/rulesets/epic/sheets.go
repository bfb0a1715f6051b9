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
		{Kind: ruleset.Steps, Items: []string{
			"Strategy: start-of-turn abilities (tunnellers, then teleports), then each player rolls D6 + strategy rating; the higher total picks who activates first (a tie goes to last turn's loser).",
			"Action: take turns activating one unbroken formation: nominate it, declare its action, take the action test (D6 at or above its initiative value), act. You may retain the initiative after a success.",
			"End: aircraft disengage; end-of-turn effects; rally, alternating from the higher strategy rating; check victory (turns 3 and 4, then a matching pair of D6 plays on).",
		}},
		{Kind: ruleset.ChartRef, Chart: "actions"},
		{Kind: ruleset.ChartRef, Chart: "action-test-table"},
		{Kind: ruleset.ChartRef, Chart: "blast-marker-table"},
		{Kind: ruleset.Heading, Text: "Shooting", Page: "1.9.3-1.9.7"},
		{Kind: ruleset.Steps, Items: []string{
			"One Blast marker on the target if any unit can shoot at it.",
			"Roll to hit: one D6 per shot at the AP, AT or MW value; a natural 1 misses.",
			"Defender allocates hits front to back, one each before any second; saves against armour or cover.",
			"One Blast marker per unit destroyed (two for the first in a crossfire); the target breaks if its markers reach its units.",
		}},
		{Kind: ruleset.ChartRef, Chart: "to-hit-modifiers"},
		{Kind: ruleset.ChartRef, Chart: "needing-7-to-hit"},
		{Kind: ruleset.ChartRef, Chart: "barrage-table"},
		{Kind: ruleset.Heading, Text: "Assaults", Page: "1.12.1-1.12.9"},
		{Kind: ruleset.Steps, Items: []string{
			"Charge: one move; end with a unit within 15cm of the target formation, at most two chargers on each defender.",
			"Counter-charge: defenders not in contact move 10cm (speed 30cm+) or 5cm toward the nearest enemy.",
			"Attack: one D6 per unit, CC in base contact, FF within 15cm, no modifiers; then supporting fire from other formations within 15cm.",
			"Result: each side rolls 2D6, keeps the higher die, adds the modifiers; the loser takes the difference in extra hits with no save, breaks and withdraws; the winner takes Blast markers for its losses and consolidates 5cm.",
		}},
		{Kind: ruleset.ChartRef, Chart: "assault-modifiers"},
		{Kind: ruleset.ChartRef, Chart: "rally-modifiers"},
		{Kind: ruleset.ChartRef, Chart: "victory-conditions"},
		{Kind: ruleset.ChartRef, Chart: "terrain-effects"},
	},
}
