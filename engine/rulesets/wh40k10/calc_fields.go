package wh40k10

import (
	"strconv"

	"auspex/engine/ruleset"
)

// The form's groups, in order.
const (
	gAttacker  = "attacker"
	gWeapon    = "weapon"
	gAbilities = "abilities"
	gTarget    = "target"
	gSituation = "situation"
	gModifiers = "modifiers"
)

// form is the calculator's input: an attacker profile holds the attacker,
// weapon and abilities groups, a target profile the target group; situation
// and modifiers belong to the moment and are saved with neither.
var form = &ruleset.Form{
	Fields: fields,
	Groups: []ruleset.Group{
		{ID: gAttacker, Label: "Attacker", Kind: ruleset.AttackerProfile},
		{ID: gWeapon, Label: "Weapon", Kind: ruleset.AttackerProfile},
		{ID: gAbilities, Label: "Weapon abilities", Kind: ruleset.AttackerProfile, Folded: true},
		{ID: gTarget, Label: "Target", Kind: ruleset.TargetProfile},
		{ID: gSituation, Label: "Situation", Folded: true},
		{ID: gModifiers, Label: "Other modifiers and re-rolls", Folded: true},
	},
	Lines:   &ruleset.Lines{Keys: lineKeys, Required: []string{"a"}, Max: maxLines, Label: "Weapon"},
	Compare: ruleset.AttackerProfile,
}

// Bounds that keep one calculation small enough to stay instant on a phone.
const (
	maxAttacks     = 400   // largest possible number of attacks of one weapon line
	maxHits        = 600   // largest possible number of hits (attacks with Sustained Hits)
	maxUnitWounds  = 300   // models in the target unit times their wounds
	maxDevastating = 3.6e6 // work estimate for the Devastating Wounds joint distribution (see checkSize)
	maxUnitWork    = 6e6   // work estimate of all a unit's weapon lines together (attack40k.Profile.Work)
)

// plus lists x+ options from lo to hi, optionally led by "none".
func plus(lo, hi int, none string) []ruleset.Option {
	var o []ruleset.Option
	if none != "" {
		o = append(o, ruleset.Option{Value: "", Label: none})
	}
	for i := lo; i <= hi; i++ {
		o = append(o, ruleset.Option{Value: strconv.Itoa(i), Label: strconv.Itoa(i) + "+"})
	}
	return o
}

var (
	// modOptions are the net of a player's other modifiers, before the cap:
	// the roll itself is never modified by more than 1 either way.
	modOptions = []ruleset.Option{{Value: "-3", Label: "-3"}, {Value: "-2", Label: "-2"}, {Value: "-1", Label: "-1"},
		{Value: "0", Label: "none"}, {Value: "1", Label: "+1"}, {Value: "2", Label: "+2"}, {Value: "3", Label: "+3"}}
	rerollOptions = []ruleset.Option{{Value: "", Label: "none"}, {Value: "1", Label: "re-roll 1s"},
		{Value: "fail", Label: "re-roll failures"}, {Value: "noncrit", Label: "re-roll all but criticals"}}
)

func toggle(key, label, group, ref, help string) ruleset.Field {
	return ruleset.Field{Key: key, Label: label, Kind: ruleset.Toggle, Group: group, Min: 0, Max: 1, Default: "0", Ref: ref, Help: help}
}

var fields = []ruleset.Field{
	{Key: "models", Label: "Attacking models", Kind: ruleset.Number, Group: gAttacker, Min: 1, Max: 40, Default: "1",
		Ref: "making-attacks", Help: "How many models attack with this weapon.",
		Bound: "the calculator's limit: at most 40 attacking models in one line"},
	{Key: "a", Label: "Attacks (A)", Kind: ruleset.Dice, Group: gWeapon, Min: 1, Max: 60, Default: "1",
		Ref: "making-attacks", Help: "Attacks per model: a number or dice such as D6 or 2D3+1; random attacks are rolled per model.",
		Bound: "the calculator's limit: a profile's Attacks from 1 to 60 per model"},
	{Key: "bs", Label: "BS / WS", Kind: ruleset.Choice, Group: gWeapon, Default: "3", Options: plus(2, 6, ""),
		Ref: "hit-roll", Help: "Ballistic Skill for a ranged weapon, Weapon Skill for a melee one."},
	{Key: "s", Label: "Strength (S)", Kind: ruleset.Number, Group: gWeapon, Min: 1, Max: 30, Default: "4",
		Ref: "wound-roll", Help: "Compared with the target's Toughness on the Wound Roll chart.",
		Bound: "a characteristic of 1 or more; the calculator's limit: at most 30"},
	{Key: "ap", Label: "Armour Penetration (AP)", Kind: ruleset.Number, Group: gWeapon, Min: -6, Max: 6, Default: "0",
		Ref: "saving-throw", Help: "Worsens armour saves; -2 and 2 both mean AP -2. Never affects invulnerable saves.",
		Bound: "AP from 0 to -6 (the sign may be left off); the calculator's limit beyond what any weapon has"},
	{Key: "d", Label: "Damage (D)", Kind: ruleset.Dice, Group: gWeapon, Min: 1, Max: 30, Default: "1",
		Ref: "inflict-damage", Help: "Damage per unsaved wound: a number or dice such as D3 or D6+1, rolled per wound.",
		Bound: "a characteristic of 1 or more; the calculator's limit: at most 30"},

	toggle("torrent", "Torrent", gAbilities, "torrent",
		"Every attack hits with no Hit roll, so it never scores a Critical Hit (it still hits automatically in Fire Overwatch)."),
	{Key: "sus", Label: "Sustained Hits X", Kind: ruleset.Dice, Group: gAbilities, Min: 0, Max: 6, Default: "0",
		Ref: "sustained-hits", Help: "Each Critical Hit scores X extra hits, which then roll to wound; X may be dice (D3). 0: none.",
		Bound: "Sustained Hits X: 0 for none, the calculator's limit: at most 6"},
	toggle("lethal", "Lethal Hits", gAbilities, "lethal-hits",
		"A Critical Hit wounds with no Wound roll. That wound is not a Critical Wound, so it never sets off Devastating Wounds."),
	toggle("dev", "Devastating Wounds", gAbilities, "devastating-wounds",
		"Critical Wounds get past saves; the rule below says how."),
	{Key: "devrule", Label: "Devastating Wounds text", Kind: ruleset.Choice, Group: gAbilities, Default: "launch",
		Options: []ruleset.Option{{Value: "launch", Label: "2023 launch text: mortal wounds"}, {Value: "nosave", Label: "later ruling: no save, normal damage"}},
		Ref:     "devastating-wounds",
		Help: "Launch text (the 2023 Core Rules this app follows; the default): a Critical Wound becomes mortal wounds equal to D, " +
			"unreduced, applied after all normal damage and spilling over to the next model. Later ruling (a 2024 update, not in this book): " +
			"no save of any kind; after the other attacks, it deals its Damage (modifiers applied) as normal damage, not mortal wounds, so the excess is lost."},
	{Key: "anti", Label: "Anti-KEYWORD X+", Kind: ruleset.Choice, Group: gAbilities, Default: "", Options: plus(2, 6, "none"),
		Ref: "anti", Help: "Against a target with the keyword, an unmodified Wound roll of X+ is a Critical Wound and so always wounds."},
	toggle("twin", "Twin-linked", gAbilities, "twin-linked", "Re-roll the Wound roll: failures, or as the wound re-roll field says if that allows more."),
	toggle("blast", "Blast", gAbilities, "blast", "Each attacking model adds 1 attack for every five models in the target unit (rounding down)."),
	{Key: "rapid", Label: "Rapid Fire X", Kind: ruleset.Dice, Group: gAbilities, Min: 0, Max: 10, Default: "0",
		Ref: "rapid-fire", Help: "Each model adds X attacks when the target is within half range (the toggle below). 0: none.",
		Bound: "Rapid Fire X: 0 for none, the calculator's limit: at most 10"},
	{Key: "melta", Label: "Melta X", Kind: ruleset.Dice, Group: gAbilities, Min: 0, Max: 10, Default: "0",
		Ref: "melta", Help: "Damage rises by X when the target is within half range (the toggle below). 0: none. This calculator's reading: the bonus also adds to the mortal wounds of Devastating Wounds (the book does not say).",
		Bound: "Melta X: 0 for none, the calculator's limit: at most 10"},
	toggle("heavy", "Heavy", gAbilities, "heavy", "+1 to hit when the attacking unit Remained Stationary (the toggle below)."),
	toggle("lance", "Lance", gAbilities, "lance", "+1 to wound when the bearer made a Charge move this turn (the toggle below)."),
	toggle("ignorecover", "Ignores Cover", gAbilities, "ignores-cover", "The target never has the Benefit of Cover against these attacks."),
	toggle("indirect", "Indirect Fire, target not visible", gAbilities, "indirect-fire",
		"Firing at a unit with no model visible: -1 to hit and the target has the Benefit of Cover."),
	toggle("hazardous", "Hazardous", gAbilities, "hazardous",
		"After attacking, one D6 per model's weapon: each 1 destroys one bearer (3 mortal wounds to a Character, Monster or Vehicle instead)."),
	{Key: "crithit", Label: "Critical Hit on", Kind: ruleset.Choice, Group: gAbilities, Default: "6", Options: plus(2, 6, ""),
		Ref: "hit-roll", Help: "An unmodified Hit roll this high is a Critical Hit; 6+ unless another rule lowers it."},

	{Key: "t", Label: "Toughness (T)", Kind: ruleset.Number, Group: gTarget, Min: 1, Max: 30, Default: "4",
		Ref: "wound-roll", Help: "The target's Toughness.",
		Bound: "a characteristic of 1 or more; the calculator's limit: at most 30"},
	{Key: "sv", Label: "Save (Sv)", Kind: ruleset.Choice, Group: gTarget, Default: "3",
		Options: append(plus(2, 6, ""), ruleset.Option{Value: "7", Label: "7+"}), Ref: "saving-throw",
		Help: "The target's armour save; AP worsens it, cover can improve it by 1. 7+ is no save, unless cover improves it to a 6+."},
	{Key: "inv", Label: "Invulnerable save", Kind: ruleset.Choice, Group: gTarget, Default: "", Options: plus(2, 6, "none"),
		Ref: "invulnerable-saves", Help: "Never worsened by AP nor improved by cover; the better of the two saves is used for each attack."},
	{Key: "fnp", Label: "Feel No Pain", Kind: ruleset.Choice, Group: gTarget, Default: "", Options: plus(2, 6, "none"),
		Ref: "feel-no-pain", Help: "Roll for each wound the target would lose: on X+ it is not lost."},
	toggle("fnpmortal", "Feel No Pain vs mortal wounds only", gTarget, "feel-no-pain",
		"The Feel No Pain above works only against mortal wounds: launch-text Devastating Wounds are mortal wounds, those of the later ruling are not."),
	{Key: "dr", Label: "Damage reduction", Kind: ruleset.Choice, Group: gTarget, Default: "",
		Options: []ruleset.Option{{Value: "", Label: "none"}, {Value: "1", Label: "-1 Damage (min 1)"}, {Value: "half", Label: "halve Damage"}},
		Ref:     "inflict-damage",
		Help:    "A datasheet ability that lowers each attack's Damage; mortal wounds (launch Devastating Wounds) are not attacks' Damage and are not reduced."},
	{Key: "w", Label: "Wounds (W) per model", Kind: ruleset.Number, Group: gTarget, Min: 1, Max: 30, Default: "1",
		Ref: "inflict-damage", Help: "Wounds of each target model, none lost yet.",
		Bound: "a characteristic of 1 or more; the calculator's limit: at most 30"},
	{Key: "n", Label: "Models in the target unit", Kind: ruleset.Number, Group: gTarget, Min: 1, Max: 30, Default: "1",
		Ref: "allocate-attack", Help: "Also sets the Blast bonus.",
		Bound: "a unit has at least one model; the calculator's limit: at most 30"},
	toggle("stealth", "Stealth", gTarget, "stealth", "Every model in the target has Stealth: -1 to hit with ranged attacks."),
	toggle("cover", "Benefit of Cover", gTarget, "benefit-of-cover",
		"+1 to armour saves against ranged attacks; none for a Save of 3+ or better against AP 0."),

	toggle("half", "Within half range", gSituation, "rapid-fire", "Turns on Rapid Fire and Melta."),
	toggle("stationary", "Remained Stationary", gSituation, "heavy", "Turns on Heavy."),
	toggle("charged", "Made a Charge move", gSituation, "lance", "Turns on Lance."),
	toggle("overwatch", "Fire Overwatch", gSituation, "fire-overwatch",
		"Only an unmodified 6 hits, whatever the BS and modifiers; Torrent weapons still hit automatically."),
	toggle("bgnt", "Big Guns Never Tire", gSituation, "big-guns-never-tire",
		"A Monster or Vehicle is in Engagement Range (attacker or target): -1 to hit with a non-Pistol ranged attack."),

	{Key: "hitmod", Label: "Other Hit modifier", Kind: ruleset.Choice, Group: gModifiers, Default: "0", Options: modOptions,
		Ref: "hit-roll", Help: "Added to Heavy, Stealth, Indirect Fire and Big Guns Never Tire; enter the sum of your other modifiers; the total is then capped at -1..+1."},
	{Key: "woundmod", Label: "Other Wound modifier", Kind: ruleset.Choice, Group: gModifiers, Default: "0", Options: modOptions,
		Ref: "wound-roll", Help: "Added to Lance; enter the sum of your other modifiers; the total is then capped at -1..+1."},
	{Key: "hitrr", Label: "Hit re-rolls", Kind: ruleset.Choice, Group: gModifiers, Default: "", Options: rerollOptions,
		Ref: "re-rolls", Help: "Which Hit rolls are rolled again, once, before modifiers."},
	{Key: "woundrr", Label: "Wound re-rolls", Kind: ruleset.Choice, Group: gModifiers, Default: "", Options: rerollOptions,
		Ref: "re-rolls", Help: "Which Wound rolls are rolled again, once, before modifiers."},
	{Key: "saverr", Label: "Save re-rolls", Kind: ruleset.Choice, Group: gModifiers, Default: "", Options: rerollOptions[:3],
		Ref: "re-rolls", Help: "Which saving throws the defender rolls again, once."},
}
