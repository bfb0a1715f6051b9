package alt40k

import (
	"fmt"
	"strconv"

	"auspex/engine/dice"
	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

var twoD6 = lazy.Of(func() dice.Dist {
	return d6().Times(2)
})

// ldRows: for each Leadership, the chance that 2D6 rolls equal to or under it.
func ldRows() [][]string {
	var rows [][]string
	for ld := 2; ld <= 10; ld++ {
		rows = append(rows, []string{"Ld" + strconv.Itoa(ld), pct(twoD6().AtMost(ld), 36),
			pct(twoD6().AtMost(ld-1), 36), pct(twoD6().AtMost(ld-3), 36)})
	}
	return rows
}

var leadershipTests = lazy.Of(func() ruleset.Chart {
	return ruleset.Chart{
		ID:         "leadership-tests",
		Lines:      "206, 245, 435-437, 697, 705, 762-768",
		Title:      "Leadership Tests",
		Caption:    "Chance of passing a 2D6 Leadership test (equal to or under Ld), plain and with a penalty.",
		Columns:    []string{"Leadership", "Pass", "Pass at -1", "Pass at -3"},
		Rows:       ldRows(),
		RowHeaders: true,
		Notes: []string{
			"Rally fleeing units (Command Phase): test on the unit's highest Ld; a failure keeps falling back at base M as a compulsory move.",
			"Combat resolution: each losing unit tests at minus the wounds it lost by; a failure flees 2D6\" (slowed vehicles and Grav hits less: see Flee and Pursue). Fearless units do not flee but take one Auto Wound per point they fail by.",
			"Pinning: after a Pinning weapon wounds, test with a penalty of the wounds it caused; a failure Pins the whole unit. Pinned units test again at the end of each of their Movement Phases to recover.",
			"Declining to pursue is a Leadership test too, made before the flee roll.",
			"Fearless units pass Fear and Pinning tests (a Force Disembark or a shifted Deep Strike pins them all the same, with no test); Fearless and We Shall Know No Fear units do not test when allies flee.",
			"Ours: the book writes the Pinning test as '2D6 minus the wounds'; we read it as Ld minus the wounds, as the combat resolution test is written.",
		},
		Page: cites(secCommand, secMovement, secAssault, term("Deep Strike"), term("Pinning"), term("Fearless")),
		SourceNote: "Read from the Command Phase (2D6 equal to or under the highest Ld), the Assault Phase (minus the " +
			"margin) and Pinning and Fearless in Terminology. The chances are computed from 2D6.",
	}
})

var combatResolution = ruleset.Chart{
	ID:      "combat-resolution",
	Lines:   "419-425, 435-437, 450-452, 605, 705",
	Title:   "Combat Resolution",
	Caption: "How a melee is decided once every unit in it has fought.",
	Columns: []string{"Step", "What happens"},
	Rows: [][]string{
		{"1. Total the wounds", "Add every wound each side suffered in the whole melee clump, all its units together"},
		{"2. Counted", "Excess wounds in a challenge; damage from side effects such as an exploding vehicle"},
		{"3. Not counted", "Excess wounds on a unit already wiped out"},
		{"4. Loser", "The side that suffered more wounds"},
		{"5. Test", "Every losing unit tests Ld at minus the difference (lost 8 to 3: Ld-5)"},
		{"6. Fail", "The unit flees 2D6\" towards its own table edge; see Flee and Pursue"},
		{"7. Fearless", "Never flees; suffers one Auto Wound per point the test fails by"},
		{"8. Enemy wiped out", "A unit with no enemy left in its melee may move 3\""},
	},
	RowHeaders: true,
	Notes: []string{
		"Order of fighting before this: chargers first (unless the charge was Disorganized), then by Initiative; equal Initiative, or both counting as charging, fight at once.",
		"A Disorganized Charge (through terrain, or against a unit manning cover) loses its charge bonuses and fights at Initiative 0, unless a charging model has grenades.",
	},
	Page: cites(secAssault, term("Fearless"), secTerrain),
	SourceNote: "Read from the Assault Phase text and its RECAP (loser tests Ld minus the margin), which agree; the " +
		"worked example (8 wounds to 3, Ld-5) checks the sign.",
}

var fleeAndPursue = ruleset.Chart{
	ID:      "flee-and-pursue",
	Lines:   "206, 437-448",
	Title:   "Flee and Pursue",
	Caption: "Moving fleeing units and their pursuers after combat resolution.",
	Columns: []string{"Who", "Move", "Result"},
	Rows: [][]string{
		{"Pursuer, before the flee roll", "Choose to hold back: pass a Ld test", "Held back and out of melee: may move 3\"; a failed test must pursue"},
		{"Fleeing unit", "2D6\" towards the closest point of its own deployment zone's table edge", "Goes round impassable terrain and enemies; passes through models of the same melee, ending 1\" clear"},
		{"Pursuer", "2D6\"", "Equal or higher: back in base contact, a melee again next turn. Lower: ends the difference away"},
		{"Fleeing unit leaves the table", "During the flee or a later Command Phase", "Destroyed"},
		{"Pursuer leaves the table", "Chasing a fleeing unit", "Temporary Reserve; must return at the end of its next Movement Phase at the point it left, as if Outflanking"},
		{"Tank, Monster or Titanic model fleeing through a unit or terrain", "Any", "One Auto Hit at its base S, AP- on each unit or terrain crossed"},
		{"Fleeing unit next Command Phase", "Rally: Ld test on the highest Ld", "Pass: acts normally. Fail: falls back its base M again (cannot charge)"},
	},
	RowHeaders: true,
	Notes: []string{
		"A pursuer chasing several fleeing units goes after the slowest.",
		"A falling-back unit that is charged stands and fights and stops falling back.",
	},
	Page: cites(secAssault, secCommand),
	SourceNote: "Read from the bulleted flee and pursue procedure in the Assault Phase. The RECAP says fleeing units " +
		"head for their 'center' deployment edge while the body says the closest point of that edge; the chart follows the body.",
}

var cohesionDistances = ruleset.Chart{
	ID:      "cohesion-distances",
	Lines:   "223, 685-687",
	Title:   "Cohesion Distances",
	Caption: "How close each model must stay to another model of its unit.",
	Columns: []string{"Unit type", "Within"},
	Rows: [][]string{
		{"Infantry, Monstrous Infantry, Swarms", "2\""},
		{"Monsters, Vehicles", "6\""},
		{"High Altitude models, Titanic Monsters, Titanic Vehicles", "12\""},
	},
	RowHeaders: true,
	Notes: []string{
		"Models locked in base contact in a melee ignore cohesion.",
		"A unit out of cohesion spends its move closing up (meeting in the middle), must Advance in the Shooting Phase if that is not enough, and cannot declare charges.",
	},
	Page: cites(secMovement, term("Cohesion")),
	SourceNote: "Read from the Movement Phase and the Cohesion entry of Terminology, which agree on 2\", 6\" and 12\"; " +
		"Terminology adds Swarms to the 2\" row.",
}

var reservesAndOutflank = ruleset.Chart{
	ID:      "reserves-and-outflank",
	Lines:   "229-231, 697-699, 761",
	Title:   "Reserves and Outflank",
	Caption: "Where and when units held back arrive.",
	Columns: []string{"Arrival", "When", "Where", "Limits"},
	Rows: [][]string{
		{"Outflank: D6 1-2", "End of your Movement Phase, from turn 2", "Anywhere along the left side of the table", "No charge that turn"},
		{"Outflank: D6 3-4", "End of your Movement Phase, from turn 2", "The middle of the enemy deployment edge", "No charge that turn"},
		{"Outflank: D6 5-6", "End of your Movement Phase, from turn 2", "Anywhere along the right side of the table", "No charge that turn"},
		{"Deep Strike", "End of your Movement Phase, from turn 2", "Anywhere: scatter the highest-Ld model, ring the rest round it", "No charge that turn; 4+ cover save until its next Movement Phase"},
		{"Walk on from reserve", "End of your Movement Phase, from turn 2", "Your centre table edge in your deployment zone", "May charge that turn"},
		{"High Altitude flyer that left", "Next turn", "From your deployment zone", "-"},
	},
	RowHeaders: true,
	Notes: []string{
		"Outflankers arrive as if disembarking from a transport.",
		"A deep striker that overlaps models or impassable terrain moves the least distance to be 1\" clear and is Pinned (no test).",
	},
	Page: cites(secMovement, term("Outflank"), term("Deep Strike"), term("High Altitude")),
	SourceNote: "Read from Outflank (D6 1-2, 3-4, 5-6) and Deep Strike in Terminology and from the end of the " +
		"Movement Phase text (no arrivals on turn 1; any reserve may walk on from the centre edge).",
}

// gameLengthRows: the chance the battle ends after each round, from the
// book's 4+ to continue after rounds 5, 6 and 7 and its stop at 8.
func gameLengthRows() [][]string {
	goOn := d6().AtLeast(4)
	alive := 1.0
	var rows [][]string
	for r := 5; r <= 8; r++ {
		end := 1 - goOn
		roll := "D6: 1-3 ends the game, 4+ plays on"
		if r == 8 {
			end, roll = 1, "No roll: the game never goes beyond round 8"
		}
		if r == 7 {
			roll += "; then a second D6: 4+ makes round 8 a Night Fighting round"
		}
		rows = append(rows, []string{"End of battle round " + strconv.Itoa(r), roll,
			fmt.Sprintf("%.1f%%", alive*end*100)})
		alive *= 1 - end
	}
	return rows
}

var gameLength = lazy.Of(func() ruleset.Chart {
	return ruleset.Chart{
		ID:         "game-length",
		Lines:      "151, 469-481",
		Title:      "Game Length",
		Caption:    "The roll at the end of the later battle rounds, and how likely the game is to end there.",
		Columns:    []string{"When", "Roll", "Game ends here"},
		Rows:       gameLengthRows(),
		RowHeaders: true,
		Notes: []string{
			"A game lasts 5 to 8 battle rounds. Night Fighting is never defined in the book; ours: play it as the Night Rules (4+ cover save beyond 12\").",
		},
		Page:       secEnd,
		SourceNote: "Read from the End Phase text and RECAP (5-8 rounds, night round 8), which agree; chances computed.",
	}
})
