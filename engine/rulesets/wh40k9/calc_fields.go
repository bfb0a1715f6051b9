package wh40k9

import "auspex/engine/ruleset"

// The form's groups: the attacker profile holds the weapon and its special
// rules, the target profile the target; the moment is saved with neither.
const (
	gWeapon = "weapon"
	gSixes  = "sixes"
	gTarget = "target"
	gMoment = "moment"
)

var form = &ruleset.Form{Fields: fields, Groups: formGroups, Compare: ruleset.AttackerProfile,
	Lines: &ruleset.Lines{Label: "Weapon", Keys: lineKeys, Required: []string{"a"}, Max: maxLines}}

var formGroups = []ruleset.Group{
	{ID: gWeapon, Label: "Attacker and weapon", Kind: ruleset.AttackerProfile},
	{ID: gSixes, Label: "Blast and unmodified 6s", Kind: ruleset.AttackerProfile, Folded: true},
	{ID: gTarget, Label: "Target", Kind: ruleset.TargetProfile},
	{ID: gMoment, Label: "Situation, modifiers and re-rolls", Folded: true},
}

// Bounds that keep one calculation small enough to stay instant on a phone.
const (
	maxLines      = 8   // weapon lines one unit may fire
	maxAttacks    = 200 // largest possible number of attacks in one weapon line
	maxHits       = 600 // largest possible number of hits (attacks with extra hits)
	maxUnitWounds = 300 // models in the target unit times their wounds
	// maxWork bounds the per-attack damage chain: attacks × hit units per
	// attack × the unit's wounds × the spread of damage and mortal wounds.
	maxWork = 1.2e7
)

// lineKeys are the fields each weapon line has its own value of: the model
// count and the weapon's profile. The attacker's keywords, the target, the
// situation, the modifiers and the re-rolls are shared.
var lineKeys = []string{"models", "type", "a", "bs", "s", "ap", "d", "auto", "blast", "hit6x", "hit6w", "wound6mw", "wound6mode", "wound6ap"}

// The weapon types (Core Rules, ranged weapon types; melee for the Fight phase).
const (
	typeAssault = "assault"
	typeHeavy   = "heavy"
	typeRapid   = "rapid"
	typeGrenade = "grenade"
	typePistol  = "pistol"
	typeMelee   = "melee"
)

// rolls is the options 2+ to 6+, led by a "none" option when none is set.
func rolls(none bool) []ruleset.Option {
	o := []ruleset.Option{{Value: "", Label: "none"}}[:b2i(none)]
	for _, x := range "23456" {
		o = append(o, ruleset.Option{Value: string(x), Label: string(x) + "+"})
	}
	return o
}

var (
	// modOptions are the net of a player's other modifiers, before the cap:
	// the roll itself is never modified by more than 1 either way.
	modOptions = []ruleset.Option{{Value: "-3", Label: "-3"}, {Value: "-2", Label: "-2"}, {Value: "-1", Label: "-1"},
		{Value: "0", Label: "none"}, {Value: "1", Label: "+1"}, {Value: "2", Label: "+2"}, {Value: "3", Label: "+3"}}
	rerollOptions = []ruleset.Option{{Value: "", Label: "none"}, {Value: "1", Label: "re-roll 1s"},
		{Value: "fail", Label: "re-roll failures"}, {Value: "noncrit", Label: "re-roll all but unmodified 6s"}}
	typeOptions = []ruleset.Option{{Value: typeRapid, Label: "Rapid Fire"}, {Value: typeAssault, Label: "Assault"},
		{Value: typeHeavy, Label: "Heavy"}, {Value: typePistol, Label: "Pistol"}, {Value: typeGrenade, Label: "Grenade"},
		{Value: typeMelee, Label: "Melee"}}
)

// The reference entries the fields' help links to (ids in ref/entries).
const (
	refAttacks   = "making-attacks"
	refHit       = "hit-roll"
	refWound     = "wound-roll"
	refSave      = "saving-throws"
	refInv       = "invulnerable-saves"
	refCover     = "benefit-of-cover"
	refDamage    = "damage"
	refCount     = "number-of-attacks"
	refTypes     = "ranged-weapon-types"
	refFNP       = "feel-no-pain"
	refMortal    = "mortal-wounds"
	refRapid     = "rapid-fire"
	refAssault   = "assault"
	refHeavy     = "heavy"
	refBlast     = "blast"
	refBGNT      = "big-guns-never-tire"
	refRerolls   = "re-rolls"
	refModifier  = "modifiers"
	refOverwatch = "fire-overwatch"
)

func toggle(key, label, group, ref, help string) ruleset.Field {
	return ruleset.Field{Key: key, Label: label, Kind: ruleset.Toggle, Group: group, Min: 0, Max: 1, Default: "0", Ref: ref, Help: help}
}

var fields = []ruleset.Field{
	{Key: "models", Label: "Attacking models", Kind: ruleset.Number, Group: gWeapon, Min: 1, Max: 40, Default: "1",
		Ref: refAttacks, Help: "How many models attack with this weapon (one only for a Grenade).",
		Bound: "the calculator's limit: at most 40 attacking models in one line"},
	toggle("vm", "Vehicle or Monster", gWeapon, refBGNT,
		"The attacking models are Vehicles or Monsters: no Heavy penalty for moving, but Big Guns Never Tire when engaged."),
	{Key: "type", Label: "Weapon type", Kind: ruleset.Choice, Group: gWeapon, Default: typeRapid, Options: typeOptions,
		Ref: refTypes, Help: "The type on the weapon's profile; it sets how the attacks are counted and which moves cost -1 to hit."},
	{Key: "a", Label: "Attacks", Kind: ruleset.Dice, Group: gWeapon, Min: 1, Max: 60, Default: "1",
		Ref: refCount, Help: "The number after the type (Rapid Fire 1, Heavy D6) or the melee Attacks: a number or dice, rolled per model.",
		Bound: "the calculator's limit: a profile's Attacks from 1 to 60 per model"},
	{Key: "bs", Label: "BS / WS", Kind: ruleset.Choice, Group: gWeapon, Default: "3", Options: rolls(false),
		Ref: refHit, Help: "Ballistic Skill for a ranged weapon, Weapon Skill for a melee one."},
	{Key: "s", Label: "Strength (S)", Kind: ruleset.Number, Group: gWeapon, Min: 1, Max: 30, Default: "4",
		Ref: refWound, Help: "The weapon's Strength, compared with the target's Toughness on the wound table.",
		Bound: "a characteristic of 1 or more; the calculator's limit: at most 30"},
	{Key: "ap", Label: "Armour Penetration (AP)", Kind: ruleset.Number, Group: gWeapon, Min: -6, Max: 6, Default: "0",
		Ref: refSave, Help: "Worsens armour saves; -2 and 2 both mean AP -2. Never affects invulnerable saves.",
		Bound: "AP from 0 to -6 (the sign may be left off); the calculator's limit beyond what any weapon has"},
	{Key: "d", Label: "Damage (D)", Kind: ruleset.Dice, Group: gWeapon, Min: 1, Max: 30, Default: "1",
		Ref: refDamage, Help: "Damage per unsaved wound: a number or dice such as D3 or D6+1, rolled per wound.",
		Bound: "a characteristic of 1 or more; the calculator's limit: at most 30"},
	toggle("auto", "Hits automatically", gWeapon, refHit,
		"The profile says the weapon hits automatically (flamers and the like): no hit roll is made and every attack hits "+
			"(9th edition core rules), so there is never an unmodified 6 to hit and hit modifiers and re-rolls change nothing."),

	toggle("blast", "Blast", gSixes, refBlast,
		"Against 6-10 models at least 3 attacks per model; against 11 or more, the most the dice allow, with no roll. "+
			"Never at a unit within Engagement Range of the firer's unit."),
	{Key: "hit6x", Label: "Extra hits on a 6 to hit", Kind: ruleset.Dice, Group: gSixes, Min: 0, Max: 6, Default: "0",
		Ref: refHit, Help: "Each unmodified hit roll of 6 scores this many more hits (a number or dice), each rolling to wound. 0: none.",
		Bound: "0 for none; the calculator's limit: at most 6 extra hits"},
	toggle("hit6w", "A 6 to hit wounds automatically", gSixes, refHit,
		"An unmodified hit roll of 6 wounds the target with no wound roll (so it never counts as a 6 to wound)."),
	{Key: "wound6mw", Label: "Mortal wounds on a 6 to wound", Kind: ruleset.Dice, Group: gSixes, Min: 0, Max: 6, Default: "0",
		Ref: refMortal, Help: "An unmodified wound roll of 6 inflicts this many mortal wounds (a number or dice), as the next field says. 0: none.",
		Bound: "0 for none; the calculator's limit: at most 6 mortal wounds"},
	{Key: "wound6mode", Label: "Those mortal wounds", Kind: ruleset.Choice, Group: gSixes, Default: "add",
		Options: []ruleset.Option{{Value: "add", Label: "in addition to the normal damage"}, {Value: "instead", Label: "instead: the attack ends"}},
		Ref:     refMortal,
		Help: "In addition: the wound is saved or not as usual, then the mortal wounds follow even if it was saved. " +
			"Instead: no save and no normal damage, only the mortal wounds."},
	{Key: "wound6ap", Label: "Better AP on a 6 to wound", Kind: ruleset.Number, Group: gSixes, Min: 0, Max: 6, Default: "0",
		Ref: refSave, Help: "An unmodified wound roll of 6 improves the attack's AP by this much (1: AP -1 becomes AP -2). 0: none.",
		Bound: "0 for none; AP cannot go past -6, so at most 6 better"},

	{Key: "t", Label: "Toughness (T)", Kind: ruleset.Number, Group: gTarget, Min: 1, Max: 30, Default: "4",
		Ref: refWound, Help: "The target's Toughness.",
		Bound: "a characteristic of 1 or more; the calculator's limit: at most 30"},
	{Key: "sv", Label: "Save (Sv)", Kind: ruleset.Choice, Group: gTarget, Default: "3",
		Options: append(rolls(false), ruleset.Option{Value: "7", Label: "7+"}), Ref: refSave,
		Help: "The target's armour save; AP worsens it, cover improves it by 1. 7+ is no save, unless cover improves it to a 6+."},
	{Key: "inv", Label: "Invulnerable save", Kind: ruleset.Choice, Group: gTarget, Default: "", Options: rolls(true),
		Ref: refInv, Help: "Never worsened by AP nor improved by cover; the better of the two saves is used for each attack."},
	{Key: "fnp", Label: "Feel-no-pain", Kind: ruleset.Choice, Group: gTarget, Default: "", Options: rolls(true),
		Ref: refFNP, Help: "A datasheet ability: roll for each wound the target would lose, mortal wounds included; on X+ it is not lost."},
	{Key: "dr", Label: "Damage reduction", Kind: ruleset.Choice, Group: gTarget, Default: "",
		Options: []ruleset.Option{{Value: "", Label: "none"}, {Value: "1", Label: "-1 Damage (min 1)"}, {Value: "half", Label: "halve Damage"}},
		Ref:     refDamage,
		Help:    "A datasheet ability that lowers each attack's Damage; mortal wounds are not Damage and are not reduced."},
	{Key: "w", Label: "Wounds (W) per model", Kind: ruleset.Number, Group: gTarget, Min: 1, Max: 30, Default: "1",
		Ref: refDamage, Help: "Wounds of each target model, none lost yet.",
		Bound: "a characteristic of 1 or more; the calculator's limit: at most 30"},
	{Key: "n", Label: "Models in the target unit", Kind: ruleset.Number, Group: gTarget, Min: 1, Max: 30, Default: "1",
		Ref: refDamage, Help: "Also sets what Blast does.",
		Bound: "a unit has at least one model; the calculator's limit: at most 30"},
	toggle("cover", "Benefit of Cover", gTarget, refCover,
		"+1 to the armour save (never to an invulnerable save), but not for a Save of 3+ or better against AP 0: "+
			"light cover against ranged attacks, heavy cover against melee attacks unless the attacker charged."),

	toggle("half", "Within half range", gMoment, refRapid, "Rapid Fire weapons make twice their attacks."),
	toggle("moved", "The firing unit moved", gMoment, refHeavy,
		"It moved this turn for any reason: an Infantry model takes -1 to hit with Heavy weapons; a Vehicle or Monster (vm) does not "+
			"(for other firers, leave this off)."),
	toggle("advanced", "The firing unit Advanced", gMoment, refAssault,
		"It may then shoot only Assault weapons, at -1 to hit."),
	toggle("engaged", "Within Engagement Range", gMoment, refBGNT,
		"The firing unit is within Engagement Range of an enemy: only Pistols may shoot, or any weapon of a Vehicle or Monster, "+
			"whose Heavy weapons are then at -1 to hit (Big Guns Never Tire)."),

	toggle("overwatch", "Fire Overwatch", gMoment, refOverwatch,
		"The unit shoots with the Fire Overwatch Stratagem (9th edition core rules): a hit roll hits only on an unmodified 6, "+
			"whatever the BS and modifiers; a weapon that hits automatically still does."),
	{Key: "hitmod", Label: "Other hit modifier", Kind: ruleset.Choice, Group: gMoment, Default: "0", Options: modOptions,
		Ref: refModifier, Help: "Added to the Heavy, Assault and Big Guns Never Tire penalties; enter the sum of your other modifiers; the total is then capped at -1..+1."},
	{Key: "woundmod", Label: "Other wound modifier", Kind: ruleset.Choice, Group: gMoment, Default: "0", Options: modOptions,
		Ref: refModifier, Help: "Enter the sum of your wound modifiers; the total is capped at -1..+1."},
	{Key: "hitrr", Label: "Hit re-rolls", Kind: ruleset.Choice, Group: gMoment, Default: "", Options: rerollOptions,
		Ref: refRerolls, Help: "Which hit rolls are rolled again, once, before modifiers."},
	{Key: "woundrr", Label: "Wound re-rolls", Kind: ruleset.Choice, Group: gMoment, Default: "", Options: rerollOptions,
		Ref: refRerolls, Help: "Which wound rolls are rolled again, once, before modifiers."},
	{Key: "saverr", Label: "Save re-rolls", Kind: ruleset.Choice, Group: gMoment, Default: "", Options: rerollOptions[:3],
		Ref: refRerolls, Help: "Which saving throws the defender rolls again, once."},
}
