package wh40k9

import (
	"errors"
	"strings"

	"auspex/engine/army"
	"auspex/engine/lazyre"
	"auspex/engine/ruleset"
)

// armyMap reads a 9th edition roster as BattleScribe exports it from the
// community data (BSData wh40k-9e): a model's profile is of type "Unit" (M,
// WS, BS, S, T, W, A, Ld, Save), every weapon, ranged or melee, of type
// "Weapon" (Range, Type, S, AP, D, Abilities), told apart by its Type
// ("Rapid Fire 1", "Heavy D6", "Melee"); a weapon takes BS or WS, melee
// Attacks and a Strength such as "User" or "x2" from the model bearing it,
// and its special rules are sentences in its Abilities.
var armyMap = &ruleset.ArmyMap{
	// What changes a ranking of the army at the table, one tap each (engine/rank).
	Toggles: []string{"half", "moved", "advanced", "cover", "fnp"},
	Builders: "Players of 9th edition kept their lists in BattleScribe (New Recruit reads the same " +
		"data); export the roster as a .ros or .rosz file and open it here.",
	Systems: []string{"warhammer 40,000 9th edition"},
	Attacks: []ruleset.AttackMap{
		{Label: "Shoot", Types: []string{"Weapon"}, Bearers: "models",
			From:  []ruleset.ProfileMap{{Type: "Unit", Chars: []ruleset.CharMap{{Name: "BS", Key: "bs", Read: ruleset.ReadRoll}}}},
			Chars: weaponChars(readShootType), Keywords: "Abilities", Sep: ".", KeywordMaps: weaponAbilities,
			Alternative: alternative, Apart: pistols},
		{Label: "Fight", Types: []string{"Weapon"}, Bearers: "models",
			From: []ruleset.ProfileMap{{Type: "Unit", Chars: []ruleset.CharMap{
				{Name: "WS", Key: "bs", Read: ruleset.ReadRoll}, {Name: "A", Key: "a"}}}},
			Chars: weaponChars(readFightType), Keywords: "Abilities", Sep: ".", KeywordMaps: weaponAbilities,
			Alternative: alternative},
	},
	Target: []ruleset.ProfileMap{{Type: "Unit", Chars: []ruleset.CharMap{
		{Name: "T", Key: "t"}, {Name: "Save", Read: readSave}, {Name: "W", Key: "w"},
	}}},
	Differ:    true,
	Main:      true,
	Size:      "n",
	Wounds:    "W",
	Abilities: armyAbilities,
	AbilityTypes: []ruleset.TextMap{{Type: "Abilities", Text: "Description"},
		{Type: "Psychic Power", Text: "Details", Shown: true}},
}

// notAlways are words that make an ability's sentence hold only for other
// units or at some moments (a friendly unit within 6", the Fight phase, a
// stratagem's "until"), not as the unit's own standing trait. "Battle round
// 1+" holds from the first round, so always; later rounds do not.
var notAlways = []string{"friendly", "within", "enemy unit", "until", "once per battle", "phase", "ranged weapon",
	"unless", "select", "battle round 2", "battle round 3", "battle round 4", "battle round 5", "aura", "warlord"}

// weaponChars reads a weapon profile, its Type by the attack's own reader;
// Range needs no key (half range is a situation the player sets).
func weaponChars(readType func(string) (string, error)) []ruleset.CharMap {
	return []ruleset.CharMap{
		{Name: "Type", Read: readType},
		{Name: "S", Key: "s", Of: "S"},
		{Name: "AP", Key: "ap", Read: ruleset.ReadAP},
		{Name: "D", Key: "d"},
	}
}

// readSave reads a Save, which the data gives as "3+" or, for a model with
// an invulnerable save too, "5+/4+".
func readSave(s string) (string, error) {
	sv, inv, both := strings.Cut(s, "/")
	v, err := ruleset.ReadRoll(sv)
	if err != nil {
		return "", err
	}
	if !both {
		return "sv=" + v, nil
	}
	i, err := ruleset.ReadRoll(strings.TrimSuffix(strings.TrimSpace(inv), "+")) // "5++" as some data writes it
	if err != nil {
		return "", err
	}
	return "sv=" + v + "&inv=" + i, nil
}

// weaponType reads a Type such as "Rapid Fire 1", "Heavy 2D6", "Grenade D6".
var weaponType = lazyre.New(`(?i)^(assault|heavy|rapid fire|grenade|pistol)\s+(\S.*)$`)

var typeKeys = map[string]string{"assault": typeAssault, "heavy": typeHeavy, "rapid fire": typeRapid,
	"grenade": typeGrenade, "pistol": typePistol}

// readShootType reads a ranged weapon's Type into its type and attacks, and
// leaves melee weapons out of the shooting, and a weapon whose Type is "-",
// which heads the profiles below it ("Combi-melta" over its two) and is
// none itself. One model of a unit throws a Grenade, so a Grenade line is
// one model's.
func readShootType(s string) (string, error) {
	if strings.EqualFold(s, "Melee") || s == "-" {
		return "", &ruleset.Aside{Out: true}
	}
	m := weaponType.FindStringSubmatch(s)
	if m == nil {
		return "", errors.New("not a weapon type the calculator has (Assault, Heavy, Rapid Fire, Grenade, Pistol, Melee)")
	}
	typ := typeKeys[strings.ToLower(m[1])]
	q := "type=" + typ + "&a=" + strings.ReplaceAll(m[2], " ", "")
	if typ == typeGrenade {
		q += "&models=1"
	}
	return q, nil
}

// readFightType keeps melee weapons only.
func readFightType(s string) (string, error) {
	if !strings.EqualFold(s, "Melee") {
		return "", &ruleset.Aside{Out: true}
	}
	return "type=" + typeMelee, nil
}

// weaponAbilities are the sentences of a weapon's Abilities that the
// calculator takes, matched by their telling words; any other sentence is
// listed as not in the calculator.
var weaponAbilities = []ruleset.KeywordMap{
	{Match: "Blast", Set: "blast=1"},
	{Match: "{*}automatically hits{*}", Set: "auto=1"},
	{Match: "{*}automatically scores a hit{*}", Set: "auto=1"},
	{Match: "{*}unmodified hit roll of 6 scores {x} additional hit{*}", Set: "hit6x={x}"},
	{Match: "{*}unmodified hit roll of 6 automatically wounds{*}", Set: "hit6w=1"},
	{Match: "{*}unmodified wound roll of 6 inflicts {x} mortal wound{*}in addition to{*}", Set: "wound6mw={x}&wound6mode=add"},
	{Match: "{*}unmodified wound roll of 6 inflicts {x} mortal wound{*}attack sequence ends{*}", Set: "wound6mw={x}&wound6mode=instead"},
	{Match: "{*}unmodified wound roll of 6{*}improve{*}Armour Penetration{*}by {x}", Set: "wound6ap={x}"},
	{Match: "{*}one of the profiles below{*}", Why: "the weapon's profiles are each read as a line of their own"},
	{Match: "{*}can target units that are not visible{*}", Why: "says what the weapon may target, not how its attacks roll"},
}

// armyAbilities are the unit abilities the calculator takes, from the
// sentences that give them (each datasheet words its own, so they are known
// by their telling words), and the keywords that change its rules.
var armyAbilities = []ruleset.KeywordMap{
	{Match: "{*} a {x}+ invulnerable save", Set: "inv={x}", Unless: notAlways},
	{Match: "{*} an invulnerable save of {x}+", Set: "inv={x}", Unless: notAlways},
	// A Feel No Pain against mortal wounds only: the form has none (its
	// feel-no-pain takes every wound), so it is not set.
	{Match: "{*}mortal wound{*}on a {x}+{*}not lost{*}", Note: "a roll against mortal wounds only, which the calculator's Feel-no-pain (against every wound) does not take: not set"},
	{Match: "{*}wound{*}on a {x}+{*}that wound is not lost", Set: "fnp={x}", Unless: append(notAlways, "mortal")},
	{Match: "{*}wound{*}on a {x}+{*}does not lose that wound", Set: "fnp={x}", Unless: append(notAlways, "mortal")},
	{Match: "{*}wound{*}on a {x}{*}that wound is not lost", Set: "fnp={x}", Unless: append(notAlways, "mortal")},
	{Match: "{*}subtract 1 from the Damage characteristic{*}", Set: "dr=1", Unless: notAlways},
	{Match: "{*}reduce the Damage characteristic of{*}by 1{*}", Set: "dr=1", Unless: notAlways},
	{Match: "{*}halve the Damage characteristic{*}", Set: "dr=half", Unless: notAlways},
	{Match: "Vehicle", Set: "vm=1", Side: ruleset.AttackerProfile},
	{Match: "Monster", Set: "vm=1", Side: ruleset.AttackerProfile},
}

// alternative names the choice of wargear whose profiles are one weapon's
// ways of firing ("Plasma gun, Standard" and "Plasma gun, Supercharge" in
// "Plasma gun"; Strike and Sweep; frag and krak missiles) or weapons taken
// as one choice (a combi-weapon's two guns, "Frag & Krak grenades"): the
// data gives each its own profile in one upgrade, and a model uses one a
// time (a combi-weapon may fire both at -1 to hit, which is left to the
// player). A weapon of its own: "".
func alternative(p army.Profile) string { return p.Of }

// pistols are shot apart from the unit's other ranged weapons: under the
// published 9th edition core rules (the seed holds no Pistol rule; an outside
// fact), a model other than a Vehicle or Monster shoots its Pistols or its
// other ranged weapons, not both, and Pistols are what it may shoot within
// Engagement Range.
var pistols = &ruleset.Apart{
	Label:  "Pistols",
	Is:     func(p army.Profile) bool { t, _ := p.Get("Type"); return weaponTypeIs(t, "pistol") },
	Unless: []string{"monster", "vehicle"},
	Why: "an attack of their own, since a model that carries Pistols and other ranged weapons shoots one or the other, " +
		"not both (a Pistol whose bearers carry no other ranged weapon stays in Shoot)",
}

// weaponTypeIs reports whether a weapon's Type ("Pistol 1") is of the kind
// ("pistol").
func weaponTypeIs(t, kind string) bool {
	m := weaponType.FindStringSubmatch(strings.TrimSpace(t))
	return m != nil && strings.EqualFold(m[1], kind)
}
