package wh40k10

import "auspex/engine/ruleset"

// coreStratagems is the eleven Core Stratagems (pp. 41-42).
var coreStratagems = ruleset.Chart{
	ID:      "core-stratagems",
	Lines:   "738-806, 3117-3134, 3216-3232",
	Title:   "Core Stratagems",
	Caption: "The eleven Stratagems every army can use: cost, category, whose turn, when, on what, and the effect.",
	Columns: []string{"Stratagem", "CP", "Category", "Turn", "When", "Target", "Effect"},
	Rows: [][]string{
		{"Command Re-roll", "1CP", "Battle Tactic", "Either player's turn", "Any phase, just after you roll a Hit, Wound or Damage roll, a saving throw, an Advance or Charge roll, a Desperate Escape or Hazardous test, or the number of attacks", "That roll, for an attack, model or unit of yours", "Re-roll it"},
		{"Counter-offensive", "2CP", "Strategic Ploy", "Either player's turn", "Fight phase, just after an enemy unit has fought", "One of your units in Engagement Range that has not been selected to fight this phase", "It fights next"},
		{"Epic Challenge", "1CP", "Epic Deed", "Either player's turn", "Fight phase, as you select to fight a Character unit of yours that is in Engagement Range of an Attached unit", "One Character model in that unit", "Its melee attacks gain [PRECISION] until the end of the phase"},
		{"Insane Bravery", "1CP", "Epic Deed", "Your turn", "Battle-shock step of your Command phase, just after a unit of yours fails its Battle-shock test", "That unit (usable although it failed)", "The test counts as passed; the unit is not Battle-shocked"},
		{"Grenade", "1CP", "Wargear", "Your turn", "Your Shooting phase", "One Grenades unit not in Engagement Range and not yet selected to shoot this phase", "Pick an enemy unit within 8\", visible, and not in Engagement Range of your army; roll six D6: each 4+ is 1 mortal wound to it"},
		{"Tank Shock", "1CP", "Strategic Ploy", "Your turn", "Your Charge phase", "One Vehicle unit", "After it ends a Charge move: pick an enemy unit in Engagement Range and one of your melee weapons; roll D6 equal to its Strength, two more if that beats the enemy's Toughness; each 5+ is 1 mortal wound, 6 at most"},
		{"Rapid Ingress", "1CP", "Strategic Ploy", "Opponent's turn", "End of your opponent's Movement phase", "One of your units in Reserves", "It arrives as if in your Reinforcements step; not in a battle round it could not normally arrive in"},
		{"Fire Overwatch", "1CP", "Strategic Ploy", "Opponent's turn", "Opponent's Movement or Charge phase: an enemy unit has just been set up, or it starts or ends a Normal, Advance, Fall Back or Charge move", "One of your units within 24\" of it that could shoot in your Shooting phase", "It shoots that unit as if in your Shooting phase, hitting only on unmodified 6s; once per turn"},
		{"Go to Ground", "1CP", "Battle Tactic", "Opponent's turn", "Opponent's Shooting phase, just after an enemy unit has picked its targets", "One of your Infantry units it targeted", "6+ invulnerable save and the Benefit of Cover until the end of the phase"},
		{"Smokescreen", "1CP", "Wargear", "Opponent's turn", "Opponent's Shooting phase, just after an enemy unit has picked its targets", "One of your Smoke units it targeted", "The Benefit of Cover and Stealth until the end of the phase"},
		{"Heroic Intervention", "2CP", "Strategic Ploy", "Opponent's turn", "Opponent's Charge phase, as soon as an enemy unit finishes a Charge move", "One of your units within 6\" of it that could declare a charge against it in your Charge phase (a Vehicle only if it is a Walker)", "It declares a charge against that unit only, resolved as in your Charge phase; no Charge bonus"},
	},
	RowHeaders: true,
	Notes: []string{
		"Pay the CP to use a Stratagem; without enough CP you cannot. Each Stratagem can be used many times a battle but once per phase at most.",
		"Your Stratagems cannot affect your Battle-shocked units (Insane Bravery excepted).",
		"Each player gains 1CP at the start of every Command phase, and at most 1CP more per battle round from any other source.",
	},
	Page: "11, 41-42",
	SourceNote: "Names, categories and every number (8\", six D6, 4+, 5+, at most 6 mortal wounds, 24\", 6+, 6\") " +
		"come from the cards, which the seed prints once each. The seed separates the CP badges from the cards: " +
		"p. 41 reads '1CP 2CP' then '1CP' for its three cards, p. 42 reads seven '1CP' then one '2CP' for its " +
		"eight; taken in card order this gives 2CP to Counter-offensive and Heroic Intervention and 1CP to the " +
		"rest. The Turn column comes from each card's When text, since the seed lost the colour key of p. 41.",
}
