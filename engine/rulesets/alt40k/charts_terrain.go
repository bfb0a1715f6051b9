package alt40k

import (
	"fmt"

	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

var terrainChart = ruleset.Chart{
	ID:      "terrain",
	Lines:   "219, 225, 281, 357, 489, 497, 503, 509, 522, 538, 605-647, 695, 792, 814",
	Title:   "Terrain",
	Caption: "Each kind of terrain: its cover save, toughness and wounds, and how it moves.",
	Columns: []string{"Terrain", "Cover save", "T", "W", "Notes"},
	Rows: [][]string{
		{"Building", "4+", "7", "10 per floor", "Each floor's worth of wounds lost closes the top level; models there drop down or Force Disembark"},
		{"Fence (per section)", "5+", "5", "5", "Up to 6\" long; hedges, wooden fences, light walls"},
		{"Tower", "4+", "7 per level", "10 per level", "Taller than all non-Titanic terrain"},
		{"Trees (each)", "4+", "7", "1", "A grove covers up to 6\"x6\"; remove the closest tree first"},
		{"Bunker (heavily fortified)", "3+", "-", "-", "Cover value from Defenses from Shooting"},
		{"Fortified upgrade", "-", "+1", "+5 per floor", "Trees: +1 T only, the whole grove"},
		{"Titanic upgrade", "-", "+1", "+5 per floor", "Up to 12\"x12\"; Trees: +1 T only, the whole grove"},
		{"Trench Line (utility)", "3+", "-", "-", "Holds models up to Monstrous Infantry"},
		{"Water Feature (utility)", "-", "-", "-", "Difficult Terrain: double movement cost (not for Flying or High Altitude)"},
		{"Road (utility)", "-", "-", "-", "12\" long, up to 6\" wide; mounted, Monster and Vehicle models moving wholly along it gain +2 M"},
		{"Smoke Screen (utility)", "None", "-", "-", "-1 to hit through or inside it; +1\" to Blast scatter unless a direct hit"},
		{"Mine Field (utility)", "-", "-", "-", "Dangerous Terrain test when moving through or ending in it (not Flyers)"},
		{"Wreckage", "-", "7 (Titanic 8)", "Starting wounds", "Pushable by Monsters and melee-armed Vehicles at half speed"},
	},
	RowHeaders: true,
	Notes: []string{
		"Difficult Terrain costs double movement; Dangerous Terrain: a D6 per model, each 1 a mortal wound; Impassable cannot be entered. Flyers ignore terrain when moving. Bikes and steeds test in any terrain but Hills and Roads; Advancing still tests.",
		"Terrain has no save but can take cover saves from terrain or models in the way.",
		"Utility terrain is flat, is not destroyed by Titanic models and cannot be destroyed by weapons.",
		"Charging a unit manning cover is a Disorganized Charge (no charge bonuses, Initiative 0) unless a charger has grenades.",
		"Bikes, steeds, Monsters and Vehicles climb only Hills; Titanic models destroy non-Titanic terrain they move into (Utility Terrain aside).",
	},
	Page: cites(secTerrain, secDefences, secMovement, term("Wreckage")),
	SourceNote: "Read from each terrain paragraph of Terrain (Buildings, Fences, Fortifications, Titanic Terrain, " +
		"Towers, Trees, Utility Terrain); bunker and fence values agree with Defenses from Shooting (3+, 5+).",
}

// d66Rows: the objective table. Rows 11-36 are Objective Marker 1-6 three
// times over; 41-66 each have their own goal.
func d66Rows() [][]string {
	var rows [][]string
	for tens := 1; tens <= 3; tens++ {
		for m := 1; m <= 6; m++ {
			rows = append(rows, []string{fmt.Sprintf("%d%d", tens, m), "Marker " + fmt.Sprint(m),
				fmt.Sprintf("Control Objective Marker %d when your End Phase ends", m), "1 VP"})
		}
	}
	return append(rows, [][]string{
		{"41", "Recon", "Score an Objective Marker outside your deployment zone at the end of your End Phase", "1 VP"},
		{"42", "Behind Enemy Lines", "At least one scoring model in the enemy deployment zone", "1 VP; D2 VP with 3+ scoring units there"},
		{"43", "Hold the Line", "At least one scoring model in your deployment zone and no enemy scoring units there", "1 VP"},
		{"44", "Ascendancy", "Control 3 or more Objective Markers at the end of your End Phase", "D2 VP"},
		{"45", "Supremacy", "At the end of your End Phase, hold at least double the Objective Markers your opponent holds", "D3 VP"},
		{"46", "Domination", "Control every Objective Marker at the end of your End Phase", "D3+3 VP"},
		{"51", "Overwhelming Fire Power", "Wipe out an enemy slot in a Shooting Phase", "1 VP; D2 VP for 3+ slots"},
		{"52", "Blood and Guts", "Wipe out an enemy slot in an Assault Phase", "1 VP; D2 VP for 3+ slots"},
		{"53", "No Prisoners", "Wipe out an enemy slot in a turn", "1 VP; D3 VP for 5+ slots"},
		{"54", "Hungry for Glory", "Issue a challenge in an Assault Phase", "1 VP; D2 VP for 3+ challenges in one Assault Phase"},
		{"55", "Psychological Warfare", "An enemy unit fails a Pinning, Fear or Morale test in a turn (combat resolution counts, Fearless too)", "1 VP; D2 VP for 3+ failures"},
		{"56", "Harness the Warp", "Cast a spell in your Psychic Phase or deny one in the enemy's", "1 VP; D2 VP for 3+ in one phase"},
		{"61", "Kingslayer", "Your models or abilities slay the enemy Warlord (not scorable once it is dead)", "D3 VP"},
		{"62", "Witch Hunter", "Kill an enemy Psyker in a turn (a unit counts when its last model dies)", "1 VP; D2 VP for 3+"},
		{"63", "Scour the Skies", "Kill an enemy Flyer or High Altitude unit in a turn", "1 VP; D2 VP for 3+"},
		{"64", "Assassinate", "Kill an enemy Independent Character in a turn", "1 VP; D2 VP for 3+"},
		{"65", "Demolitions", "Destroy a piece of terrain in a turn", "1 VP"},
		{"66", "Big Game Hunter", "Destroy an enemy Vehicle or Monster in a turn", "1 VP; D3 VP for a Titanic Vehicle or Titanic Monster"},
	}...)
}

var objectivesD66 = lazy.Of(func() ruleset.Chart {
	return ruleset.Chart{
		ID:         "objectives-d66",
		Lines:      "157, 208, 552-599",
		Title:      "Objectives (D66)",
		Caption:    "Each player holds three objectives, rolled on a D66 (tens die, then units die).",
		Columns:    []string{"D66", "Objective", "Goal", "Scores"},
		Rows:       d66Rows(),
		RowHeaders: true,
		Notes: []string{
			"Each objective is worth 1 VP unless it says otherwise. Slots are codex selections, with attached Advisors and Dedicated Transports.",
			"No two of your objectives may share a D66 result (11 and 21 may share a goal); re-roll duplicates freely.",
			"In each of your Command Phases replace completed objectives and you may re-roll each objective once.",
			"The first player scores nothing in battle round 1 (ours, where the book says both first round and first turn: see Objective Markers). Objectives can be scored in the opponent's turn.",
			"Markers: placed alternately from the initiative winner, numbered 1-6, 12\" apart and 6\" from the edges. Only Infantry (and Objective Secured models) score, within 3\"; most models wins, though Objective Secured models beat any without it; a tie scores for no one.",
			"Ours: D2 is never defined; read it as a die halved, rounding up (1-3 is 1, 4-6 is 2).",
			"Ours: 42 and 43 name no moment; score them at the end of your End Phase like the others.",
		},
		Page: cites(secObjectives, term("Objective Secured")),
		SourceNote: "Read from the D66 list of Objectives (11-36 markers 1-6, then 41-66 named), checked against the " +
			"placement text; the OCR breaks the list over a page but loses no row.",
	}
})
