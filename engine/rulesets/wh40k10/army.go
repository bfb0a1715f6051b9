package wh40k10

import (
	"slices"
	"strings"

	"auspex/engine/army"
	"auspex/engine/ruleset"
)

// armyMap reads a 10th edition roster as BattleScribe and New Recruit export
// it from the community data (BSData wh40k-10e): profile types "Unit"
// (M, T, SV, W, LD, OC), "Ranged Weapons" (Range, A, BS, S, AP, D,
// Keywords), "Melee Weapons" (the same with WS) and "Abilities"
// (Description); Feel No Pain comes as a rule named "Feel No Pain 5+", an
// invulnerable save as an ability named "Invulnerable Save" whose text is
// "4+" or a sentence giving it.
var armyMap = &ruleset.ArmyMap{
	// What changes a ranking of the army at the table, one tap each (engine/rank).
	Toggles: []string{"half", "stationary", "charged", "cover", "fnp"},
	Builders: "Players of 10th edition keep their lists in New Recruit or BattleScribe, which share the " +
		"community data; export the roster from either as a .ros or .rosz file and open it here.",
	Systems: []string{"warhammer 40,000 10th edition"},
	Attacks: []ruleset.AttackMap{
		{Label: "Shoot", Types: []string{"Ranged Weapons"}, Bearers: "models", Chars: weaponChars("BS"),
			Keywords: "Keywords", KeywordMaps: weaponKeywords, Alternative: alternative, Apart: pistols},
		{Label: "Fight", Types: []string{"Melee Weapons"}, Bearers: "models", Chars: weaponChars("WS"),
			Keywords: "Keywords", KeywordMaps: weaponKeywords, Alternative: alternative,
			OneEach: true, Besides: extraAttacks},
	},
	Target: []ruleset.ProfileMap{{Type: "Unit", Chars: []ruleset.CharMap{
		{Name: "T", Key: "t"}, {Name: "SV", Key: "sv", Read: ruleset.ReadRoll}, {Name: "W", Key: "w"},
	}}},
	Differ:       true,
	Main:         true,
	Size:         "n",
	Wounds:       "W",
	Abilities:    armyAbilities,
	AbilityTypes: []ruleset.TextMap{{Type: "Abilities", Text: "Description"}},
}

// weaponChars reads a weapon profile: skill is "BS" or "WS", both into the
// form's one skill key. Range needs no key: half range is a situation the
// player sets.
func weaponChars(skill string) []ruleset.CharMap {
	return []ruleset.CharMap{
		{Name: "A", Key: "a"},
		{Name: skill, Key: "bs", Read: skillRoll},
		{Name: "S", Key: "s"},
		{Name: "AP", Key: "ap", Read: ruleset.ReadAP},
		{Name: "D", Key: "d"},
	}
}

// skillRoll is ruleset.ReadRoll, save that a weapon that never rolls to hit
// (Torrent) gives "N/A", which sets nothing.
func skillRoll(s string) (string, error) {
	if strings.EqualFold(strings.TrimSpace(s), "N/A") {
		return "", nil
	}
	return ruleset.ReadRoll(s)
}

// weaponKeywords are the weapon abilities of the Core Rules, as the data
// writes them in a weapon's Keywords; any other is listed as not in the
// calculator.
var weaponKeywords = []ruleset.KeywordMap{
	{Match: "Torrent", Set: "torrent=1"},
	{Match: "Sustained Hits {x}", Set: "sus={x}"},
	{Match: "Lethal Hits", Set: "lethal=1"},
	{Match: "Devastating Wounds", Set: "dev=1"},
	{Match: "Anti-{*} {x}+", Set: "anti={x}", Note: antiNote},
	{Match: "Anti-{*} {x}", Set: "anti={x}", Note: antiNote},
	{Match: "Twin-linked", Set: "twin=1"},
	{Match: "Twin linked", Set: "twin=1"},
	{Match: "Blast", Set: "blast=1"},
	{Match: "Rapid Fire {x}", Set: "rapid={x}"},
	{Match: "Melta {x}", Set: "melta={x}"},
	{Match: "Heavy", Set: "heavy=1"},
	{Match: "Lance", Set: "lance=1"},
	{Match: "Ignores Cover", Set: "ignorecover=1"},
	{Match: "Indirect Fire", Set: "indirect=1",
		Note: "worked out as firing at a target no attacking model can see; turn Indirect Fire off when one can"},
	{Match: "Hazardous", Set: "hazardous=1"},
	{Match: "Assault", Why: "lets the unit shoot after it Advanced; the attack itself is the same"},
	{Match: "Pistol", Why: "says when the weapon may shoot (within Engagement Range), not how its attacks roll"},
	{Match: "Precision", Why: "lets the attacker pick which model in the target takes the wounds, not how many there are"},
	{Match: "Psychic", Why: "marks the attack as psychic, which only other units' rules react to"},
	{Match: "Extra Attacks", Why: "the weapon is used besides the bearer's other melee weapon; its line is worked out the same"},
	{Match: "One Shot", Why: "limits the weapon to one use a battle; the calculator works out that one use"},
}

// notAlways are words that make an ability's sentence hold only for other
// units or at some moments, not as the unit's own standing trait ("leading":
// only while a Character leads the unit, and often for that Character alone,
// as Deathshroud Terminators' Feel No Pain is their leader's).
var notAlways = []string{"friendly", "within", "enemy unit", "until", "once per battle", "phase", "ranged attack",
	"melee attack", "strength characteristic of", "if this", "while this", "select", "battle round", "aura", "roll one d6",
	"leading"}

const antiNote = "worked out as if the target is {*}; set Anti to none against a target that is not"

// armyAbilities are the unit abilities the calculator takes, as rules, ability
// profiles or sentences of one.
var armyAbilities = []ruleset.KeywordMap{
	{Match: "Invulnerable Save {x}+", Set: "inv={x}"},
	{Match: "Invulnerable Save ({x}+)", Set: "inv={x}"},
	{Match: "{*} a {x}+ invulnerable save", Set: "inv={x}", Unless: notAlways},
	{Match: "{*} an invulnerable save of {x}+", Set: "inv={x}", Unless: notAlways},
	// Feel No Pain against mortal wounds only: the form's own toggle.
	{Match: "Feel No Pain {x}+ against mortal wounds", Set: "fnp={x}&fnpmortal=1"},
	{Match: "Feel No Pain {x}+ vs mortal wounds", Set: "fnp={x}&fnpmortal=1"},
	{Match: "Feel No Pain {x}+", Set: "fnp={x}"},
	{Match: "{*} have the Feel No Pain {x}+ ability", Set: "fnp={x}", Unless: notAlways},
	{Match: "{*} has the Feel No Pain {x}+ ability", Set: "fnp={x}", Unless: notAlways},
	{Match: "{*}subtract 1 from the Damage characteristic{*}", Set: "dr=1", Unless: notAlways},
	{Match: "{*}halve the Damage characteristic{*}", Set: "dr=half", Unless: notAlways},
	{Match: "Stealth", Set: "stealth=1"},
	{Match: "Deadly Demise {x}", Why: "happens when the unit is destroyed, after the attacks"},
	{Match: "Lone Operative", Why: "limits who may target the unit, not what the attacks do"},
	{Match: "Fights First", Why: "changes when the unit fights, not its attacks"},
	{Match: "Deep Strike", Why: "changes where the unit is set up"},
	{Match: "Scouts {x}\"", Why: "a move before the battle"},
	{Match: "Infiltrators", Why: "changes where the unit is set up"},
	{Match: "Leader", Why: "says which units it may join; the calculator works out this unit on its own"},
}

// alternative names the weapon a profile is one way of using: the data
// writes each profile of a weapon of several as "➤ Name - profile"
// ("➤ Bellicatus Missile Array - Krak"), and a model uses one of them an
// attack. A weapon of one profile: "".
func alternative(p army.Profile) string {
	name, ok := strings.CutPrefix(strings.TrimSpace(p.Name), "➤")
	if !ok {
		return ""
	}
	name = strings.TrimSpace(name)
	if i := strings.LastIndex(name, " - "); i > 0 {
		return strings.TrimSpace(name[:i])
	}
	return name
}

// extraAttacks picks the melee weapons a model fights with besides the one
// it chooses: each model fights with one of its melee weapons (seed 003,
// lines 2603-2610), save those of [EXTRA ATTACKS] (lines 2245-2260).
func extraAttacks(p army.Profile) bool { return hasKeyword(p, "Extra Attacks") }

// hasKeyword reports whether a weapon's Keywords list the keyword.
func hasKeyword(p army.Profile, kw string) bool {
	kws, _ := p.Get("Keywords")
	return slices.ContainsFunc(strings.Split(kws, ","), func(k string) bool { return strings.EqualFold(strings.TrimSpace(k), kw) })
}

// pistols are shot apart from the unit's other ranged weapons: a model
// fires its Pistols or all its other ranged weapons, never both, unless it
// is a Monster or Vehicle (seed 003, lines 1979-1990).
var pistols = &ruleset.Apart{
	Label:  "Pistols",
	Is:     func(p army.Profile) bool { return hasKeyword(p, "Pistol") },
	Unless: []string{"monster", "vehicle"},
	Why: "an attack of their own, since a model that carries Pistols and other ranged weapons shoots one or the other, " +
		"not both (a Pistol whose bearers carry no other ranged weapon stays in Shoot)",
}
