package epic

import "auspex/engine/ruleset"

// The checklist: the tournament game's set-up (§§6.1.1-6.1.6), the turn of
// three phases (§1.4.1) with the action phase as alternating activations of
// formations (§1.6), the end phase in the order the FAQ gives (§1.14), and
// the tournament victory conditions and tiebreak (§6.1.7). Steps whose order
// or content comes from an FAQ answer carry the FAQ origin.

// turn: victory is checked after turns 3 and 4; after that, a matching pair
// of D6 plays another turn. The checklist runs to turn 8 (needing five
// matching pairs in a row to go further: 1 in 7,776); the players end the
// battle when someone wins or the dice differ.
var turn = ruleset.Turn{
	Sides:  []string{"Player A", "Player B"},
	Rounds: 8,
	Order:  ruleset.Alternating,
	Names:  ruleset.Names{Round: "Turn", Turn: "activation"},
	Roster: &ruleset.Roster{
		Unit: "Formation", Count: "units", Max: 40, MaxCount: 60, Page: "1.2.1, 1.3, 1.6", Lines: "361-363, 383, 441, 487-489, 2707-2709",
		Marks: []ruleset.Mark{{ID: "blast", Label: "Blast markers", Max: 60, Breaks: "broken"}},
		Flags: []ruleset.Flag{
			{ID: "broken", Label: "Broken", Idle: true, Page: "1.3", Lines: "383"},
			{ID: "overwatch", Label: "Overwatch", Page: "1.6.1", Lines: "469"},
			{ID: "marched", Label: "Marched", Clear: true, Page: "1.6.1, 1.12", Lines: "465, 1090"},
		},
		Retain: "after a successful action, activate another formation at once, its action test at a further -1; never twice in a row (Eldar Farsight aside: see Retaining the Initiative).",
		Rally: &ruleset.Rally{Label: "Rally", Mark: "blast", Flag: "broken", Page: "1.7, 1.14.1", Lines: "1234-1243, 534-536",
			Test: "Roll a D6: rallied on the formation's initiative or more, -2 if broken, -1 with enemy units within 30cm.",
			Fail: "it may withdraw (optional: FAQ)", Need: "Initiative",
			Mods: []ruleset.RallyMod{{Label: "broken", Delta: -2, Flag: "broken"}, {Label: "enemy units within 30cm", Delta: -1}}},
	},
	After: after,
}

// counters: the strategy rating is set from the army list and added to the
// strategy roll; goals are counted per player for the victory check.
var counters = []ruleset.Counter{
	{ID: "strategy", Label: "Strategy rating", Min: 0, Max: 6, PerPlayer: true,
		Limits: "Auspex holds strategy ratings between 0 and 6; the army list gives each army its rating"},
	{ID: "goals", Label: "Goals", Min: 0, Max: 5, PerPlayer: true,
		Limits: "There are five goals (§6.1.7)"},
}

// setup is the tournament game's set-up, in order.
var setup = []ruleset.Step{
	{ID: "forces", Title: "Pick forces", Page: "6.1.1", Lines: "4399-4402, 420-424", Refs: []string{"tournament-game", "strategy-phase"},
		Reminder: "Both players pick armies to the same agreed total, 2,000 to 5,000 points, from the tournament lists.",
		Detail:   "Set each player's strategy rating from their army list (the Strategy rating counter): it breaks ties in the set-up and is added to every strategy roll."},
	{ID: "terrain-and-edges", Title: "Terrain and table edges", Page: "6.1.2", Lines: "4403-4408", Refs: []string{"tournament-game", "terrain"},
		Reminder: "Set up the terrain; then the higher strategy rating picks a long edge or a corner (dice if equal).",
		Detail:   "If one player placed the terrain, the other picks where to deploy. The opponent takes the opposite edge or corner."},
	{ID: "warm-up", Title: "Five minute warm up", Page: "6.1.3", Lines: "4409-4439", Refs: []string{"tournament-game"},
		Reminder: "Agree lines of fire, fire arcs, pre-measuring, templates, what each terrain counts as, and how you mark broken, overwatch and marched formations."},
	{ID: "objectives", Title: "Place objective markers", Page: "6.1.4", Lines: "4440-4447", Refs: []string{"objectives-setup"},
		Reminder: "Take turns from the higher strategy rating (dice if equal) until six are down: your first on your own table edge, your other two in the enemy half.",
		Detail:   "Those two go at least 30cm from the enemy table edge and from every objective already placed."},
	{ID: "spacecraft", Title: "Spacecraft and planetfall", Page: "6.1.5, 4.3.1", Lines: "4475-4478, 2170-2184, 1652-1654, 1618-1621", Refs: []string{"spacecraft", "planetfall", "tunneler", "slow-and-steady"},
		When:     ruleset.Condition{Situation: "if either army has a spacecraft or tunnellers"},
		Reminder: "Set up spacecraft on your table edge, announce the turn each arrives, and secretly write drop zones and bombardment points.",
		Detail:   "No two spacecraft may take the same turn. Set aside the units coming by planetfall. Slow and steady spacecraft cannot come in the first two turns. Tunnellers are set up now too, touching their own table edge, with their surfacing point and turn secretly written down (from the second turn in your own half, the third in the enemy's)."},
	{ID: "garrisons", Title: "Set up garrisons", Page: "6.1.5", Lines: "4479-4497", Refs: []string{"spacecraft-and-garrisons"},
		Reminder: "Take turns from the higher strategy rating: each garrison needs a unit within 15cm of an objective in its own half.",
		Detail: "- Eligible: formations half or more scouts; formations with at most one unit faster than 15cm and no war engine; formations with a unit of speed 0. Never transport aircraft (FAQ).\n" +
			"- No garrison unit may go in the enemy half or in impassable terrain.\n" +
			"- Up to two garrisons per player may start on overwatch (mark them in the roster)."},
	{ID: "remaining", Title: "Reserves, then remaining formations", Page: "6.1.6", Lines: "4498-4531", Refs: []string{"setup-remaining-formations", "formations"},
		Reminder: "Declare reserves and how each will arrive; then take turns from the higher strategy rating setting up the rest within 15cm of your table edge.",
		Detail:   "Only aircraft and formations coming by transport aircraft, teleport or another ability (such as tunneler) may be in reserve: see Reserves."},
	{ID: "roster", Title: "Enter the formations", Page: "1.2.1, 3.2.4, 4.1.1, 5.1.1", Lines: "356-367, 377-393, 1872-1891, 2437, 2002-2005", Refs: []string{"formations", "blast-markers", "war-engine-blast-markers", "they-shall-know-no-fear", "aerospace-units"},
		Reminder: "Add each player's formations below with their units; a war engine counts its starting damage capacity.",
		Detail: "A formation breaks when its Blast markers reach its units: the checklist marks it broken, clears its markers and skips it in the action phase. " +
			"They Shall Know No Fear formations break at two markers per unit: enter twice their units. Aircraft in the air never break (see Aerospace Units): clear the mark if it is set."},
}

// phases is one turn: strategy, action and end phases (§1.4.1).
var phases = []ruleset.Phase{
	{ID: "strategy", Name: "Strategy phase", Page: "1.5", Steps: []ruleset.Step{
		{ID: "tunnellers", Title: "Tunnellers surface", Page: "1.5, 2.1.23", Lines: "430-437, 1650-1663", Origin: ruleset.FAQ, Refs: []string{"tunneler", "start-of-turn-abilities"},
			When:     ruleset.Condition{FromRound: 2, Situation: "if a tunneller is due"},
			Reminder: "Players alternate, the higher strategy rating choosing who starts (dice if equal); passengers may get out at once."},
		{ID: "start-of-turn", Title: "Teleport and other start-of-turn abilities", Page: "1.4.2, 1.5, 2.1.17", Lines: "408-437, 1598-1609", Origin: ruleset.FAQ,
			Refs:     []string{"start-of-turn-abilities", "teleport"},
			When:     ruleset.Condition{Situation: "if anyone has such abilities"},
			Reminder: "Players alternate, one effect each, the higher strategy rating choosing who starts (dice if equal); each teleporting unit rolls a D6, and a 1 is a Blast marker.",
			Detail:   "A war engine rolls one die per point of its starting DC."},
		{ID: "strategy-roll", Title: "Strategy roll", Page: "1.5", Lines: "420-431", Refs: []string{"strategy-phase"},
			Roll:     &ruleset.Roll{Label: "Strategy roll", Dice: 1, Each: true, Add: "strategy"},
			Reminder: "Both roll a D6 plus their strategy rating; the higher total chooses who activates first.",
			Detail:   "On a tie, the player who lost last turn's strategy roll wins this one. Set who activates first in the roster."},
	}},
	{ID: "action", Name: "Action phase", Page: "1.6", Steps: []ruleset.Step{
		{ID: "activate", Title: "Activate formations", Page: "1.6-1.6.3", Lines: "439-516, 798-801, 1200-1202, 885-897, 648, 1421-1423, 1572, 1751, 2010, 2150, 2158-2160", Activations: true,
			Refs:     []string{"action-phase", "actions", "action-test", "retaining-the-initiative", "shooting", "assaults", "overwatch", "commanders", "supreme-commanders"},
			Reminder: "Take turns: each unbroken formation acts once. Nominate it, declare its action, take the action test, act.",
			Detail: "- Action test: D6, needing the initiative value; -1 with any Blast markers, a further -1 when retaining the initiative (aircraft: -1 per Blast marker). A road march passes without a roll; a supreme commander re-rolls one failed test a turn; a commander takes up to three formations, each within 5cm of its own, into one assault on one test.\n" +
				"- Failed: a hold action (one move, or shoot, or regroup; no indirect fire; it must move if out of formation, and a reserve must use it to come on: see Reserves) and a Blast marker; no retaining. Failed aircraft stand down instead, with no marker; only a commander's own formation holds.\n" +
				"- Actions: advance, engage, double, march, marshal, overwatch, sustained fire; aircraft and spacecraft have their own.\n" +
				"- Shooting and assaults add Blast markers as they go; a formation breaks once the attack is over.\n" +
				"- A player with nothing left waits; the other activates the rest with no -1.\n" +
				"- Formations on overwatch from last turn may fire now or act instead."},
	}},
	{ID: "end", Name: "End phase", Page: "1.14", Steps: []ruleset.Step{
		{ID: "disengage", Title: "Aircraft disengage", Page: "1.14, 4.2.6", Lines: "1245-1253, 2122-2123, 2129-2160", Origin: ruleset.FAQ, ClearRoster: true,
			Refs:     []string{"disengagement", "flak-attacks", "aircraft-blast-markers"},
			Reminder: "All airborne aircraft fly off a table edge (landed ones may, unless a unit boarded again by consolidating), facing flak as they go.",
			Detail:   "An extra Blast marker for leaving by any edge but your own. Activations are over: the checklist clears them and the Marched marks."},
		{ID: "end-of-turn-effects", Title: "Critical hits and end-of-turn effects", Page: "1.14, 3.2.3, 5.4.1", Lines: "1245-1253, 1860-1867, 2547-2551, 2630", Origin: ruleset.FAQ,
			Refs:     []string{"critical-hits", "void-shields", "power-fields"},
			Reminder: "Players alternate resolving end-of-turn effects (burning war engines, reactors...); each Titan raises one void shield (Ork power fields never come back)."},
		{ID: "rally", Title: "Rally formations", Page: "1.7, 1.14.1, 2.1.3, 2.1.15, 3.2.4, 5.1.1", Lines: "534-536, 1232-1261, 1488-1491, 1431, 1572, 1891-1893, 2150-2154, 2439", Refs: []string{"rallying", "broken-formations", "withdrawals", "formations", "war-engine-blast-markers", "fearless", "they-shall-know-no-fear", "supreme-commanders"},
			Rallies:  true,
			Reminder: "One at a time, alternating, the higher strategy rating choosing who starts: D6 against initiative, -2 if broken, -1 with enemy within 30cm.",
			Detail: "- Passed: remove half the Blast markers, rounding up; a broken formation is unbroken again, keeping half its units in markers, rounded down (a war engine counts its starting DC: our ruling, see Rallying); tap the roll: the checklist does both.\n" +
				"- Failed: a broken formation may withdraw (optional, FAQ), even if it withdrew when it broke; an unbroken one keeps its markers.\n" +
				"- Aircraft rally only once landed; leaders remove one more marker each (two for Space Marines, who also rally from broken keeping markers equal to their units: see They Shall Know No Fear); each supreme commander re-rolls one failed test a turn."},
		{ID: "remove-daemons", Title: "Remove daemons", Page: "1.14", Lines: "1245-1253", Origin: ruleset.FAQ,
			When:     ruleset.Condition{Situation: "if an army summoned daemons"},
			Reminder: "Both players remove summoned daemons as their army list says."},
		{ID: "objectives-check", Title: "Capture objectives", Page: "6.1.4", Lines: "4455-4460", Refs: []string{"objectives-setup"},
			Reminder: "You control an objective with a unit within 15cm and no enemy unit there; broken and just-rallied formations do not count.",
			Detail:   "A landed aircraft contests at once but captures only from the next turn."},
		{ID: "victory", Title: "Check victory", Page: "6.1.7", Lines: "4532-4545", Refs: []string{"victory-conditions"},
			When:     ruleset.Condition{FromRound: 3},
			Reminder: "Count each player's goals: two or more, and more than the opponent, wins (end the battle).",
			Detail:   "- Blitzkrieg, Break Their Spirit, Defend the Flag, Take and Hold, They Shall Not Pass: see the Victory Conditions chart."},
		{ID: "play-on", Title: "Play on or tiebreak", Page: "6.1.7", Lines: "4546-4548", Refs: []string{"victory-conditions"},
			When:     ruleset.Condition{FromRound: 4, Situation: "if nobody has won"},
			Roll:     &ruleset.Roll{Label: "Play on or tiebreak", Dice: 1, Each: true},
			Reminder: "Both roll a D6: the same number plays another turn; different numbers end the battle in a tiebreak."},
	}},
}

// after is the end of the battle.
var after = []ruleset.Step{
	{ID: "tiebreak", Title: "Tiebreak", Page: "6.1.7", Lines: "4548-4563", Refs: []string{"victory-conditions"},
		When:     ruleset.Condition{Situation: "if nobody won on goals"},
		Reminder: "Score victory points for enemy formations; the higher total wins.",
		Detail: "- Destroyed, or broken at half strength or less: full points value.\n" +
			"- Not broken at half strength or less, or broken above half strength: half value.\n" +
			"- Strength: units plus the remaining damage capacity of war engines."},
}
