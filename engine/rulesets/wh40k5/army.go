package wh40k5

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"auspex/engine/army"
	"auspex/engine/ruleset"
)

// armyMap reads a 5th edition roster as the community BattleScribe data
// writes it (Matt-Tansley/wh40k-5th-edition, for BattleScribe and New
// Recruit): models in "Unit" profiles (WS BS S T W I A Ld Sv), vehicles in
// "Vehicle" (BS Front Side Rear ...) and walkers in "Walker" (WS BS S Front
// Side Rear I A), weapons in "Weapon" (Range Strength AP Type, the Type
// holding the weapon's kind and special rules: "Heavy 2, Blast"), wargear in
// "Wargear Item" (Description). A Spanish data set (wh40k-5ed) names its
// profiles in Spanish; it is not read.
var armyMap = &ruleset.ArmyMap{
	// What changes a ranking of the army at the table, one tap each (engine/rank).
	Toggles: []string{"half", "charged", "moved", "cover", "fnp"},
	Builders: "5th edition players keep their lists in BattleScribe or New Recruit with the community's " +
		"5th edition data: in either, export the roster as a .ros or .rosz file and import it here.",
	Systems: []string{"wh40k-5th-edition"},
	Attacks: []ruleset.AttackMap{
		{Label: "Shoot", Types: []string{"Weapon"}, Set: "mode=" + modeShoot, Bearers: "models",
			From: firerBS,
			Chars: []ruleset.CharMap{
				{Name: "Range", Read: readRange},
				{Name: "Strength", Key: "s", Read: readStrength},
				{Name: "AP", Key: "ap", Read: readAP},
			},
			Keywords: "Type", KeywordMaps: weaponRules, Apart: pistols},
		// Close combat: a line for each kind of model, with its own
		// characteristics; its weapons' effects come from the unit's rules.
		{Label: "Fight", Types: []string{"Unit", "Walker"}, Set: "mode=" + modeCC, Bearers: "models",
			Chars: []ruleset.CharMap{
				{Name: "WS", Key: "ws", Read: readStat},
				{Name: "S", Key: "s", Read: readStat},
				{Name: "A", Key: "a", Read: readStat},
			}},
	},
	Main: true,
	Target: []ruleset.ProfileMap{
		{Type: "Unit", Chars: []ruleset.CharMap{
			{Name: "T", Read: readToughness},
			{Name: "W", Key: "w", Read: readStat},
			{Name: "Sv", Read: readSave},
			{Name: "WS", Key: "tws", Read: readStat},
		}},
		// A vehicle's armour: its front, the facing a shooter most often sees.
		{Type: "Vehicle", Chars: []ruleset.CharMap{{Name: "Front", Key: "av", Read: readStat}}},
		{Type: "Walker", Chars: []ruleset.CharMap{
			{Name: "Front", Read: func(s string) (string, error) {
				v, err := readStat(s)
				return "av=" + v + "&walker=1", err
			}},
			{Name: "WS", Key: "tws", Read: readStat},
		}},
	},
	Size: "n",
	Abilities: []ruleset.KeywordMap{
		// Wargear and rules as the data words them: "confers a 4+ invulnerable save".
		{Match: "{*} {x}+ invulnerable save", Set: "inv={x}"},
		{Match: "{*} {x}+ invulnerable save{*}", Set: "inv={x}"},
		{Match: "Feel No Pain", Set: "fnp=1"},
		{Match: "Eternal Warrior", Set: "eternal=1"},
		{Match: "Furious Charge", Set: "furious=1", Side: ruleset.AttackerProfile},
		{Match: "Preferred Enemy", Set: "preferred=1", Side: ruleset.AttackerProfile},
		{Match: "Tank Hunters", Set: "tankhunters=1", Side: ruleset.AttackerProfile},
		// Close combat wargear: carried by some models of the unit, which the
		// merged roster no longer tells apart, so the player ticks it on the
		// bearers' line.
		{Match: "Power Weapon", Note: "its bearers' close combat attacks allow no armour save: tick Power weapon on their Fight line"},
		{Match: "Force Weapon", Note: "a power weapon: tick Power weapon on its bearer's Fight line"},
		{Match: "Power Fist", Note: "its bearers strike at double Strength with no armour save: tick Power fist on their Fight line"},
		{Match: "Chainfist", Note: "a power fist: tick Power fist on its bearer's Fight line"},
		{Match: "Fearless", Why: "morale, not the attack"},
		{Match: "And They Shall Know No Fear", Why: "morale and regrouping, not the attack"},
		{Match: "Stubborn", Why: "morale, not the attack"},
		{Match: "Fleet", Why: "movement, not the attack"},
		{Match: "Move Through Cover", Why: "movement, not the attack"},
		{Match: "Infiltrate", Why: "deployment, not the attack"},
		{Match: "Scouts", Why: "deployment, not the attack"},
		{Match: "Deep Strike", Why: "deployment, not the attack"},
		{Match: "Relentless", Why: "whether it may shoot after moving, not the attack"},
		{Match: "Combat Squads", Why: "how the unit deploys, not the attack"},
	},
	AbilityTypes: []ruleset.TextMap{{Type: "Wargear Item", Text: "Description"}},
}

// firerBS: every shot takes the firer's Ballistic Skill, from its model,
// vehicle or walker profile.
var firerBS = []ruleset.ProfileMap{
	{Type: "Unit", Chars: []ruleset.CharMap{{Name: "BS", Key: "bs", Read: readStat}}},
	{Type: "Vehicle", Chars: []ruleset.CharMap{{Name: "BS", Key: "bs", Read: readStat}}},
	{Type: "Walker", Chars: []ruleset.CharMap{{Name: "BS", Key: "bs", Read: readStat}}},
}

// weaponRules are the weapon types and special rules a Weapon's Type lists.
var weaponRules = []ruleset.KeywordMap{
	{Match: "Rapid Fire", Set: "a=1", Note: `1 shot a model at long range; 2 within 12" if it did not move: set Shots to 2`},
	{Match: "Assault {x}", Set: "a={x}"},
	{Match: "Heavy {x}", Set: "a={x}"},
	{Match: "Pistol", Set: "a=1", Note: pistolNote},
	{Match: "Ordnance {x}", Set: "a={x}&ordnance=1"},
	{Match: "Ordnance Barrage {x}", Set: "a={x}&ordnance=1", Note: blastNote},
	{Match: "Heavy {x} Blast", Set: "a={x}", Note: blastNote},
	{Match: "Blast", Note: blastNote},
	{Match: "Large Blast", Note: blastNote},
	{Match: "Barrage", Note: blastNote},
	{Match: "Twin-linked", Set: "twin=1"},
	{Match: "Rending", Set: "rending=1"},
	{Match: "Sniper", Set: "sniper=1"},
	{Match: "Melta", Set: "melta=1"},
	{Match: "Lance", Set: "lance=1"},
	{Match: "Gets Hot!", Set: "gethot=1"},
	{Match: "Poisoned", Set: "poisoned=4"},
	{Match: "Poisoned ({x}+)", Set: "poisoned={x}"},
	{Match: "(Poisoned {x}+)", Set: "poisoned={x}"},
	{Match: "Ignores Cover", Note: "the target takes no cover save: leave Cover save at none"},
	{Match: "Pinning", Why: "a pinning test after the shooting, not its hits or wounds"},
	{Match: "One Shot Only", Why: "how often it fires, not the shot itself"},
	{Match: "One Use", Why: "how often it fires, not the shot itself"},
	{Match: "Psychic", Note: "fires only after a passed psychic test"},
}

// pistolNote: in an assault a pistol counts as a close combat weapon, so a
// model with it and another one-handed weapon makes one more Attack (seed
// 000, lines 1111, 1445, 1670), which the Fight line, read from the model's
// own Attacks, does not add.
const pistolNote = "in an assault it counts as a close combat weapon: a model with it and another one-handed close combat weapon makes +1 Attack, which its Fight line leaves to you"

// pistols are an attack of their own where their bearers carry another
// gun: each model fires a single weapon a Shooting phase (seed 000, line
// 588). (Monstrous creatures fire two, line 2011; the data marks none, so
// the player adds the second.)
var pistols = &ruleset.Apart{
	Label: "Pistols",
	Is: func(p army.Profile) bool {
		t, _ := p.Get("Type")
		return slices.ContainsFunc(strings.Split(t, ","), func(k string) bool { return strings.EqualFold(strings.TrimSpace(k), "Pistol") })
	},
	Why: "an attack of their own, since a model fires a single weapon, its Pistol or another gun " +
		"(a Pistol whose bearers carry no other gun stays in Shoot)",
}

const blastNote = "a blast hits every model under the marker: choose Hit roll \"none: blast marker placed\" and give the hits per shot"

// readRange: a template hits without a roll; any other range sets nothing.
func readRange(s string) (string, error) {
	if strings.HasPrefix(strings.ToLower(s), "template") {
		return "", &ruleset.Aside{Set: "autohit=" + aimTemplate,
			Why: "a template hits every model under it: set Shots / Attacks to the models it covers"}
	}
	return "", nil
}

// readStat reads a characteristic as a whole number: "4". A second value in
// brackets, "6(10)", is the first with some bonus the data folds in: the
// first is taken, and the player told.
func readStat(s string) (string, error) {
	s = strings.TrimSuffix(s, ".") // "3." as the data sometimes writes it
	if base, bonus, ok := bracketed(s); ok {
		return "", &ruleset.Aside{Set: base, Why: "the value in brackets (" + bonus + ") counts a bonus from wargear or a mount: the calculator takes " + base}
	}
	if _, err := strconv.Atoi(s); err != nil {
		return "", errors.New("not a number the calculator can take")
	}
	return s, nil
}

// readToughness: "4(5)" is a model of Toughness 4 that a mount (a bike)
// raises to 5, which instant death does not count.
func readToughness(s string) (string, error) {
	s = strings.TrimSuffix(s, ".")
	if base, with, ok := bracketed(s); ok {
		return "t=" + with + "&tbase=" + base, nil
	}
	if _, err := strconv.Atoi(s); err != nil {
		return "", errors.New("not a number the calculator can take")
	}
	return "t=" + s, nil
}

// bracketed splits "4(5)" into 4 and 5.
func bracketed(s string) (first, second string, ok bool) {
	a, b, found := strings.Cut(s, "(")
	b, closed := strings.CutSuffix(b, ")")
	a = strings.TrimSpace(a)
	if !found || !closed {
		return "", "", false
	}
	if _, err := strconv.Atoi(a); err != nil {
		return "", "", false
	}
	if _, err := strconv.Atoi(b); err != nil {
		return "", "", false
	}
	return a, b, true
}

// readStrength: a number; "X", "*" or "D6" vary with the rule that sets them.
func readStrength(s string) (string, error) {
	if _, err := strconv.Atoi(s); err != nil {
		return "", errors.New("a Strength set by the weapon's own rule: give it by hand")
	}
	return s, nil
}

// readAP: "-" is AP –, 1 to 6 as they are; a rolled AP is not modelled.
func readAP(s string) (string, error) {
	if s == "-" || s == "–" {
		return "-", nil
	}
	if n, err := strconv.Atoi(s); err == nil && n >= 1 && n <= 6 {
		return s, nil
	}
	return "", errors.New("an AP set by the weapon's own rule: give it by hand")
}

// readSave: "3+" is sv=3; "-" no save (7); "5+ 5++" an armour save and an
// invulnerable one.
func readSave(s string) (string, error) {
	if s == "-" || s == "–" || strings.EqualFold(s, "none") {
		return "sv=7", nil
	}
	armour, inv, _ := strings.Cut(s, " ")
	v, ok := strings.CutSuffix(armour, "+")
	if _, err := strconv.Atoi(v); !ok || err != nil {
		return "", errors.New("not a save such as 3+")
	}
	q := "sv=" + v
	if inv = strings.TrimSpace(inv); inv != "" {
		i, ok := strings.CutSuffix(inv, "++")
		if _, err := strconv.Atoi(i); !ok || err != nil {
			return "", errors.New("not a save such as 3+ or 5+ 4++")
		}
		q += "&inv=" + i
	}
	return q, nil
}
