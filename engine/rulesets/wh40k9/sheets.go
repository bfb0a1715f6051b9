package wh40k9

import "auspex/engine/ruleset"

var sheets = []ruleset.Sheet{quickReference}

// quickReference is the one sheet to print and keep beside the dice: the turn,
// the attack sequence, the distances and the charts looked up most. It must
// print on two A4 pages at most (tests/print_test.go measures it). Most of it
// rests on the published booklet, so the sheet as a whole carries core9; the
// blocks that rest on the source say so by their page.
var quickReference = ruleset.Sheet{
	ID:     "quick-reference",
	Title:  "Quick reference",
	Pages:  "4-5, 9-23",
	Origin: "core9",
	Blocks: []ruleset.Block{
		{Kind: ruleset.Heading, Text: "The turn: seven phases"},
		{Kind: ruleset.Steps, Lines: "35-145, 249-281, 289-421", Items: []string{
			"Command: gain 1CP; Command-phase abilities; many missions score now.",
			"Movement: each unit makes a Normal Move (M\") or Advances (M+D6\": then no shooting except Assault, no charge), never into Engagement Range; Falls Back (M\", only way out of Engagement Range: then no charge, and no shooting or psychic powers unless Titanic); or Remains Stationary; then Reinforcements arrive, most more than 9\" from enemies.",
			"Psychic: Psychic test 2D6 at or above the warp charge; a Psyker within 24\" denies on a higher 2D6; double 1 or 6: Perils of the Warp (D3 mortal wounds to its unit; if that destroys it, the power fails and every unit within 6\" suffers D3). Smite: warp charge 5 (+1 per earlier attempt this phase), D3 mortal wounds to the closest visible enemy within 18\" (equidistant: you pick), D6 on 11+.",
			"Shooting: pick an eligible unit, declare all targets, resolve one target and one weapon profile at a time. Not in Engagement Range, nor at enemies engaged with your units (aside: Pistols, and Vehicles and Monsters with Heavy at -1, at the enemy they are engaged with).",
			"Charge: within 12\", not Advanced or Fell Back: declare targets, 2D6\" to reach Engagement Range of all of them; the enemy may Fire Overwatch (6s hit). Then the enemy's Heroic Interventions (Characters within 3\" move 3\").",
			"Fight: chargers first; then players alternate, the player whose turn it is not first. Pile in 3\", attack, consolidate 3\".",
			"Morale: units that lost models roll D6 + models lost (an unmodified 1 passes); above Ld, one flees and every other model rolls a D6 (1 flees; 1-2 below half-strength). Then remove models out of coherency.",
		}},
		{Kind: ruleset.Heading, Text: "Making an attack"},
		{Kind: ruleset.Steps, Items: []string{
			"Hit roll: D6 at or above BS or WS. Unmodified 6 hits, 1 misses; modifiers at most +1/-1 in total.",
			"Wound roll: chart below. Unmodified 6 wounds, 1 fails; modifiers at most +1/-1.",
			"Allocate: the defender picks a model; one already wounded or already given an attack this phase must take it.",
			"Save: D6 + AP against Sv (unmodified 1 fails), or the invulnerable save, which AP never touches.",
			"Damage: wounds lost equal the Damage; the excess of one attack is lost.",
		}},
		{Kind: ruleset.ChartRef, Chart: "wound-roll"},
		{Kind: ruleset.Heading, Text: "Weapons"},
		{Kind: ruleset.List, Items: []string{
			"Assault: may fire after an Advance, at -1 to hit.",
			"Heavy: -1 to hit for Infantry whose unit moved this turn.",
			"Rapid Fire: double attacks within half range.",
			"Grenade: one model per unit, instead of its other weapons.",
			"Pistol: fires in Engagement Range, at an enemy engaged with its unit; not with the model's other weapons.",
			"Blast: at least 3 attacks against 6-10 models, the maximum against 11+; never into Engagement Range.",
		}},
		{Kind: ruleset.Heading, Text: "Distances and saves"},
		{Kind: ruleset.List, Lines: "155-167, 475-483, 505-509, 515-553", Items: []string{
			"Engagement Range: 1\" horizontally, 5\" vertically (p. 4).",
			"Unit Coherency: 2\" horizontally, 5\" vertically of 1 other model, 2 others in units of 6+ models (p. 4).",
			"Look Out, Sir: no shooting a Character of W 9 or less within 3\" of a friendly Vehicle, Monster or 3+ model unit unless it is visible and the closest target, other such Characters ignored (p. 16).",
			"Disembark wholly within 3\" (6\" with Emergency Disembarkation); objective range 3\" horizontally, 5\" vertically.",
			"Benefit of Cover: +1 to armour saves only; not for Sv 3+ or better against AP 0.",
			"Mortal wounds: no save of any kind, 1 wound each, the excess carries over; after the attack's normal damage.",
			"Dice: divide, multiply, add, subtract, round up; never below 1; re-roll once, before modifiers (p. 5).",
		}},
		{Kind: ruleset.ChartRef, Chart: "core-stratagems"},
	},
}
