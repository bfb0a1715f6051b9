package wh40k9

import (
	"fmt"
	"math"

	"auspex/engine/dice"
	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// Two rolls of the core rules are 2D6 against a number: the Psychic test
// (p. 14) and the charge roll (p. 19). Their charts give the exact chance of
// each total, computed from the 2D6 distribution.

var twoD6 = lazy.Of(func() dice.Dist {
	return dice.Uniform(1, 6).Times(2)
})

// atLeast2D6 is "k/36 (p%)" for a 2D6 total of n or more.
func atLeast2D6(n int) string {
	ways := int(math.Round(twoD6().AtLeast(n) * 36))
	return fmt.Sprintf("%d/36 (%.1f%%)", ways, float64(ways)*100/36)
}

var smiteAndPerils = lazy.Of(func() ruleset.Chart {
	return ruleset.Chart{
		ID:         "smite-and-perils",
		Title:      "Psychic Tests, Smite and Perils of the Warp",
		Caption:    "What a Psychic test needs, what Smite does, and when the warp bites back.",
		Columns:    []string{"Rule", "In brief", "Page", "Source"},
		CiteColumn: "Page",
		Rows: [][]string{
			{"Psychic test", "2D6: manifested on a total equal to or above the warp charge value", "14", fromCore9},
			{"Deny the Witch", "2D6 by an enemy Psyker within 24\": denied on a total above the Psychic test", "14", fromCore9},
			{"Smite: warp charge", "5, plus 1 for each other Smite attempt by your army this phase (passed or failed)", "14", fromSeed},
			{"Smite: effect", "Closest visible enemy unit within 18\" suffers D3 mortal wounds", "14", fromSeed},
			{"Smite: Psychic test of 11+", "D6 mortal wounds instead", "14", fromSeed},
			{"Perils of the Warp: cause", "A double 1 or double 6 on a Psychic test", "14", fromCore9},
			{"Perils of the Warp: effect", "The Psyker's unit suffers D3 mortal wounds", "14", fromSeed},
			{"Psyker destroyed by Perils", "The power fails; every unit within 6\" suffers D3 mortal wounds", "14", fromSeed},
		},
		RowHeaders: true,
		Page:       "14",
		Lines:      "103-105, 249-281",
		SourceNote: "Smite and Perils of the Warp are read from the source's p. 14 text and its summary boxes, " +
			"which agree (warp charge 5, +1 per attempt, 18\", D3 or D6 on 11+, D3 to the Psyker, 6\" when it is " +
			"destroyed). The Psychic test, Deny the Witch and what triggers Perils are on the same page of the " +
			"published booklet but not in the source. Worked out by Auspex from 2D6, not printed in the booklet: " +
			"the chance of a Psychic test reaching warp charge 5 is " + atLeast2D6(5) + "; 6: " + atLeast2D6(6) +
			"; 7: " + atLeast2D6(7) + "; 8: " + atLeast2D6(8) + "; Smite's 11+: " + atLeast2D6(11) +
			"; Perils of the Warp: 2/36 (5.6%) per test.",
	}
})

// chargeRows: for each 2D6 total needed, the chance of rolling it or more.
func chargeRows() [][]string {
	var rows [][]string
	for n := 2; n <= 12; n++ {
		rows = append(rows, []string{fmt.Sprintf("%d\"", n), atLeast2D6(n)})
	}
	return rows
}

var chargeRolls = lazy.Of(func() ruleset.Chart {
	return ruleset.Chart{
		ID:         "charge-rolls",
		Title:      "Charge Rolls",
		Caption:    "The chance of a 2D6 charge roll reaching each distance.",
		Columns:    []string{"Charge roll needed", "Chance of success"},
		Rows:       chargeRows(),
		RowHeaders: true,
		Notes: []string{
			"Eligible: within 12\" of an enemy unit, not in Engagement Range, did not Advance or Fall Back, not an Aircraft.",
			"The roll needed is the distance the charging models must move to end within Engagement Range (1\") of every target.",
			"A failed charge does not move. Command Re-roll re-rolls both dice.",
		},
		Page:   "19",
		Origin: "core9",
		SourceNote: "Not in the source; the charge rules are the published booklet's (p. 19). The chances are " +
			"computed from the 2D6 distribution.",
	}
})
