package alt40k

import (
	"fmt"
	"strconv"

	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// hitNeed is the D6 score a BS or WS of skill+ needs after a net modifier of
// mod (held to +1 or -1 by the book); 7 means no face can hit, as a natural 1
// always misses and the book gives no natural 6 that always hits.
func hitNeed(skill, mod int) int { return max(2, skill-max(-1, min(1, mod))) }

// needText writes a needed score, "7+" as no hit.
func needText(n int) string {
	if n > 6 {
		return "cannot hit (7+)"
	}
	return fmt.Sprintf("%d+ (%.1f%%)", n, d6().AtLeast(n)*100)
}

func hitRows() [][]string {
	var rows [][]string
	for s := 2; s <= 6; s++ {
		rows = append(rows, []string{strconv.Itoa(s) + "+", needText(hitNeed(s, 0)), needText(hitNeed(s, 1)), needText(hitNeed(s, -1))})
	}
	return rows
}

var hitRolls = lazy.Of(func() ruleset.Chart {
	return ruleset.Chart{
		ID:         "hit-rolls",
		Lines:      "113, 118-119, 285-287, 317, 385",
		Title:      "Hit Rolls",
		Caption:    "What a D6 to hit needs for each BS (shooting) or WS (melee), with the capped modifier.",
		Columns:    []string{"BS or WS", "Unmodified", "Net +1", "Net -1"},
		Rows:       hitRows(),
		RowHeaders: true,
		Notes: []string{
			"A natural 1 misses whatever the modifiers.",
			"Add every bonus and penalty first; the total counts as no better than +1 and no worse than -1.",
			"No die is re-rolled twice.",
			"Snap Shots hit only on a 6 and take no modifier (re-rolls still apply); a Pistol firing Overwatch hits on 5+.",
			"Characters (and Independent Characters) pick which enemy model a natural 6 to hit strikes.",
			"Ours: the book never says a natural 6 always hits, so a 6+ skill with a net -1 cannot hit.",
		},
		Page: cites(secShooting, secSnap, secUnitComp),
		SourceNote: "Read from the Shooting Phase text (BS, the +1/-1 cap, 1s fail, one re-roll per die), the Snap Shots " +
			"and Pistol paragraphs (6+, 5+ on Overwatch) and the stat-line notes on WS and BS. The chances are computed " +
			"from a D6.",
	}
})

// The wound table is the calculator's woundNeed (calc_wound.go): one copy
// of the rule serves both.

func woundRows() [][]string {
	var rows [][]string
	for s := 1; s <= 10; s++ {
		row := []string{"S" + strconv.Itoa(s)}
		for t := 1; t <= 10; t++ {
			need, _ := woundNeed(s, t)
			row = append(row, strconv.Itoa(need)+"+")
		}
		rows = append(rows, row)
	}
	return rows
}

func woundColumns() []string {
	cols := []string{"S \\ T"}
	for t := 1; t <= 10; t++ {
		cols = append(cols, "T"+strconv.Itoa(t))
	}
	return cols
}

var woundTable = lazy.Of(func() ruleset.Chart {
	return ruleset.Chart{
		ID:         "wound-table",
		Lines:      "339-349",
		Title:      "Wound Table (Strength against Toughness)",
		Caption:    "The D6 score each hit needs to wound, by the attack's Strength and the target's Toughness.",
		Columns:    woundColumns(),
		Rows:       woundRows(),
		RowHeaders: true,
		Notes: []string{
			"S at least double T: 2+. S above T: 3+. S equal to T: 4+. T above S: 5+. T at least double S: 6+.",
			"A 1 always fails. Every Strength can wound every Toughness on a 6.",
			"Against an Armour Facing roll to penetrate instead (Vehicle Penetration chart).",
			"A re-roll of wound rolls also applies to penetration rolls, and the other way round.",
			"Chances: 2+ 5/6, 3+ 4/6, 4+ 3/6, 5+ 2/6, 6+ 1/6.",
		},
		Page: secWound,
		SourceNote: "The five thresholds are stated in the Rolling to Wound or Penetrate text; the grid is computed from " +
			"them for S and T 1 to 10 (the book prints no grid).",
	}
})

var savesAndDefences = ruleset.Chart{
	ID:      "saves-and-defences",
	Lines:   "151, 219, 353-371, 397-398, 507, 665, 697-699, 707, 751, 780, 790",
	Title:   "Saves and Defences",
	Caption: "The defences a unit has against an attack: the defender picks one save, then Feel No Pain.",
	Columns: []string{"Defence", "Roll", "What it ignores or suffers", "Section"},
	Rows: [][]string{
		{"Armour Save (Sv)", "Sv or more", "Lost entirely if the weapon's AP is equal to or lower than Sv (AP5+ removes Sv5+ and Sv6+; AP- never does)", secDefences},
		{"Cover Save", "4+ unless stated; bunkers 3+, fences and tank traps 5+, intervening models 4+", "Needs the model 50% or more hidden; AP does not touch it; never in melee; never better than 3+", secDefences},
		{"Invulnerable Save", "As printed", "AP does not touch it; works against melee too; only some weapons ignore it", secDefences},
		{"Feel No Pain", "As printed", "Rolled after a failed save (or none); not a save; not against mortal wounds or Destroyer", cites(secDefences, term("Feel No Pain"))},
		{"Go to Ground / Pinned", "Cover save 6+ in the open, or 1 better in cover (at best 3+)", "Chosen after the wound rolls, before saves; the unit is then Pinned", secDefences},
		{"Night Rules (battle round 1)", "4+ cover save beyond 12\"", "Only when the night roll before initiative was 4+", secSetup},
		{"Deep Strike arrival", "4+ cover save", "Until the unit's next Movement Phase; AA and Interceptor ignore it", term("Deep Strike")},
		{"Vehicle hit that penetrates", "No Armour Save", "Other saves (cover, invulnerable) still allowed; a glance allows the Armour Save", secVehicles},
		{"Auto Wound", "Armour and invulnerable saves, Feel No Pain", "AP-; no cover save", term("Auto Wound")},
		{"Mortal wound", "None", "No save and no Feel No Pain; the owner spreads them", secMovement},
	},
	RowHeaders: true,
	CiteColumn: "Section",
	Notes: []string{
		"One save per attack, the defender's choice among those that apply. A natural 1 always fails.",
		"Models partly out of cover must take the wounds before the rest of the unit; Independent Characters may still step in as usual.",
		"Stealth and Shroud add 1 to cover saves; the cap of 3+ still holds.",
	},
	Page: cites(secDefences, secSetup, secVehicles, secMovement, term("Feel No Pain"), term("Deep Strike"), term("Auto Wound")),
	SourceNote: "Read from Defenses from Shooting and its RECAP (one save of three kinds, Feel No Pain stacks), checked " +
		"against the Terminology entries for Feel No Pain, Auto Wound and Deep Strike and the cover values of Terrain.",
}

// scatterCut is what the shooter's BS takes off the 2D6 scatter distance.
var scatterCut = [][]string{{"2+", "5\""}, {"3+", "4\""}, {"4+", "3\""}, {"5+", "2\""}, {"6+", "1\""}}

var blastScatter = ruleset.Chart{
	ID:         "blast-scatter",
	Lines:      "299-311, 493, 497, 505, 646, 747-749",
	Title:      "Blast Scatter by BS",
	Caption:    "How many inches the shooter's BS takes off a Blast template's 2D6 scatter.",
	Columns:    []string{"Shooter's BS", "Inches taken off the scatter"},
	Rows:       scatterCut,
	RowHeaders: true,
	Notes: []string{
		"Centre the template on the target model (on a vehicle, on the facing that applies), then roll the scatter die and 2D6.",
		"Two faces of the scatter die are a direct hit: the template stays. On an arrow it moves 2D6\" less the reduction above, that way.",
		"Indirect fire without line of sight adds the BS to the 2D6 instead; a direct hit still never scatters.",
		"Firing while in melee (Monstrous Infantry, Monsters) adds 1\" to scatter; Tanks and Titanic models are exempt. Smoke Screens add 1\" unless a direct hit.",
		"A centre hole that lands off the table is a total miss.",
	},
	Page: cites(secShooting, term("Indirect"), secUnitTypes),
	SourceNote: "The five rows are the chart in the Shooting Phase (BS 2+ 5\" down to 6+ 1\"); the notes come from the " +
		"same text and the Indirect, Unit Types and Smoke Screen rules.",
}

var templateSnapShots = ruleset.Chart{
	ID:      "template-snap-shots",
	Lines:   "317-335",
	Title:   "Templates and Snap-Shot Dice",
	Caption: "What each template rolls when it may only fire Snap Shots (Overwatch, pinned, disabled, moving Heavy).",
	Columns: []string{"Template", "Snap Shots"},
	Rows: [][]string{
		{"Flame", "1D3 automatic hits, no roll to hit"},
		{"Hellstorm", "2D3 automatic hits, no roll to hit"},
		{"3\" Blast", "Roll 1D6"},
		{"5\" Blast", "3D6"},
		{"7\" Blast", "Roll 5D6"},
		{"10\" Blast", "7D6"},
		{"15\" Blast", "Roll 10D6; the first S, AP and rules printed are used"},
		{"Apocalyptic Barrage", "15D6"},
	},
	RowHeaders: true,
	Notes: []string{
		"Each 6 rolled is one hit, up to one hit per model in the target unit; several templates roll separately.",
		"Snap Shots always count as at the best range for Melta, Rapid Fire and the like; a weapon whose minimum range is beyond the target cannot snap fire.",
		"Blast weapons may snap fire at High Altitude Flyers; Indirect weapons never target them.",
	},
	Page: secSnap,
	SourceNote: "Read from the template table under Snap Shots; the OCR split the table oddly but each template keeps " +
		"one value, checked against the Snap Shots text (a 5\" Battle Cannon rolls 3D6).",
}
