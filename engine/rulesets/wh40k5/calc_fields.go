package wh40k5

import (
	"strconv"

	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// The form's groups: the attack's kind and moment first, then the attacker
// profile (the weapon, per line, and the unit's special rules), then the target.
const (
	gAttack  = "attack"
	gWeapon  = "weapon"
	gRules   = "rules"
	gTarget  = "target"
	gVehicle = "vehicle"
)

var form = lazy.Of(func() *ruleset.Form {
	return &ruleset.Form{Fields: fields, Groups: formGroups, Modes: modes(), Compare: ruleset.AttackerProfile,
		Lines: &ruleset.Lines{Label: "Weapon", Keys: lineKeys, Required: []string{"a"}, Max: maxLines}}
})

var formGroups = []ruleset.Group{
	{ID: gAttack, Label: "Attack"},
	{ID: gWeapon, Label: "Attacker and weapon", Kind: ruleset.AttackerProfile},
	{ID: gRules, Label: "Weapon and attacker special rules", Kind: ruleset.AttackerProfile, Folded: true},
	{ID: gTarget, Label: "Target", Kind: ruleset.TargetProfile},
	{ID: gVehicle, Label: "Vehicle target", Kind: ruleset.TargetProfile},
}

// Bounds that keep one calculation instant on a phone.
const (
	maxLines   = 8
	maxAttacks = 600 // the most attacks (or hits, with no hit roll) in one line
)

// The two modes: shooting or close combat, and a model or a vehicle target
// (an armour value makes the target a vehicle). A field either names is shown
// only when both show it.
const (
	modeShoot = "shoot"
	modeCC    = "cc"
)

var armourValues = []string{"10", "11", "12", "13", "14"}

// lineKeys are what each weapon line has its own value of; the unit's
// special rules, the moment and the target are shared.
var lineKeys = []string{"models", "a", "bs", "ws", "s", "ap", "autohit", "twin", "rending", "sniper", "poisoned",
	"power", "fist", "id", "melta", "ordnance", "lance", "gethot"}

var modes = lazy.Of(func() []ruleset.Mode {
	return []ruleset.Mode{
		{Key: "mode", Show: map[string][]string{
			modeShoot: {"bs", "autohit", "twin", "sniper", "melta", "half", "ordnance", "gethot", "hotsv", "cover"},
			modeCC:    {"ws", "tws", "charged", "preferred", "power", "fist", "mc", "furious", "moved", "walker"},
		}},
		{Key: "av", Show: vehicleShow()},
	}
})

// vehicleShow: the model-only fields under no armour value, the vehicle-only
// ones under each armour value.
func vehicleShow() map[string][]string {
	m := map[string][]string{"": {"t", "tbase", "sv", "inv", "w", "n", "fnp", "eternal", "tws", "preferred", "poisoned", "power", "id"}}
	for _, av := range armourValues {
		// A walker has a Weapon Skill (p. 73): tws and preferred enemy are
		// shown for a vehicle too, and refused or of no effect unless it is one.
		m[av] = []string{"open", "moved", "weapons", "immobilised", "melta", "half", "ordnance", "lance", "tankhunters",
			"walker", "tws", "preferred"}
	}
	return m
}

// The reference entries the fields and the explanation's steps link to.
const (
	refHit       = "to-hit-shooting"
	refBS6       = "bs-6-or-better"
	refWound     = "to-wound"
	refSaves     = "armour-saves"
	refInv       = "invulnerable-saves"
	refCover     = "cover-saves"
	refMulti     = "multiple-wound-models"
	refRemove    = "wound-allocation"
	refID        = "instant-death"
	refCCHit     = "to-hit-close-combat"
	refAttacks   = "number-of-attacks"
	refCCWeapon  = "close-combat-weapons"
	refGetsHot   = "gets-hot"
	refTwin      = "twin-linked"
	refRending   = "rending"
	refSniper    = "sniper"
	refMelta     = "melta"
	refLance     = "lance"
	refOrdnance  = "ordnance"
	refTemplate  = "template"
	refPen       = "armour-penetration"
	refDamage    = "vehicle-damage-table"
	refObscured  = "vehicles-and-cover"
	refVehCC     = "vehicles-in-close-combat"
	refOpen      = "open-topped"
	refMC        = "monstrous-creatures"
	refEternal   = "eternal-warrior"
	refFNP       = "feel-no-pain"
	refFurious   = "furious-charge"
	refPreferred = "preferred-enemy"
	refTankHunt  = "tank-hunters"
	refWalker    = "walkers"
	refBlast     = "blast"
)

func toggle(key, label, group, ref, help string) ruleset.Field {
	return ruleset.Field{Key: key, Label: label, Kind: ruleset.Toggle, Group: group, Default: "0", Ref: ref, Help: help}
}

// numbers is the options lo..hi, led by a "none" option labelled none when it is not "".
func numbers(none string, lo, hi int, suffix string) []ruleset.Option {
	var o []ruleset.Option
	if none != "" {
		o = append(o, ruleset.Option{Value: "", Label: none})
	}
	for x := lo; x <= hi; x++ {
		o = append(o, ruleset.Option{Value: strconv.Itoa(x), Label: strconv.Itoa(x) + suffix})
	}
	return o
}

// apOptions: none (the default: a close combat attack has no AP, and in
// shooting a weapon with none shown is AP –), AP –, then 1 to 6.
var apOptions = lazy.Of(func() []ruleset.Option {
	return append([]ruleset.Option{{Value: "", Label: "none"}, {Value: "-", Label: "AP –"}}, numbers("", 1, 6, "")...)
})

// The ways a shot reaches the target: rolled to hit, or with no hit roll
// under a template or a blast marker ("1", the old toggle's value, is the template).
const (
	aimRolled   = "0"
	aimTemplate = "1"
	aimBlast    = "blast"
)

var fields = []ruleset.Field{
	{Key: "mode", Label: "Attack", Kind: ruleset.Choice, Group: gAttack, Default: modeShoot, Ref: refHit,
		Options: []ruleset.Option{{Value: modeShoot, Label: "Shooting"}, {Value: modeCC, Label: "Close combat"}},
		Help:    "Shooting hits by Ballistic Skill; close combat by Weapon Skill against the target's (or a vehicle's speed)."},
	toggle("charged", "Assaulted this turn", gAttack, refAttacks,
		"+1 attack per model for assaulting, and Furious Charge's +1 Strength."),
	toggle("half", "Within half range", gAttack, refMelta, "Melta weapons roll an extra D6 to penetrate armour."),
	{Key: "cover", Label: "Cover save", Kind: ruleset.Choice, Group: gAttack, Default: "", Options: numbers("none", 2, 6, "+"), Ref: refCover,
		Help: "The target's cover save (shooting only). Against a vehicle: its obscured save against each glancing or penetrating hit."},
	{Key: "moved", Label: "The vehicle last turn", Kind: ruleset.Choice, Group: gAttack, Default: "stationary", Ref: refVehCC,
		Options: []ruleset.Option{{Value: "stationary", Label: "stationary"}, {Value: "combat", Label: "combat speed"}, {Value: "cruising", Label: "cruising speed"}},
		Help:    "How far the vehicle moved in its previous turn: hit automatically, on 4+ or on 6 in close combat (a fast vehicle that moved flat out: cruising speed)."},

	{Key: "models", Label: "Attacking models", Kind: ruleset.Number, Group: gWeapon, Min: 1, Max: 30, Default: "1", Ref: refAttacks,
		Help: "How many models fire this weapon or attack with it.", Bound: "the calculator's limit: at most 30 models in one weapon line"},
	{Key: "a", Label: "Shots / Attacks", Kind: ruleset.Dice, Group: gWeapon, Min: 1, Max: 20, Default: "1", Ref: refAttacks,
		Help: "Shots or close combat Attacks per model (dice allowed, rolled per model); with no hit roll, the hits per model.", Bound: "the calculator's limit: 1 to 20 shots or attacks per model (a profile's dice allowed)"},
	{Key: "bs", Label: "Ballistic Skill (BS)", Kind: ruleset.Number, Group: gWeapon, Min: 1, Max: 10, Default: "4", Ref: refHit,
		Help: "Hit on 7 minus BS; BS 6 or more hits on 2+ and re-rolls a 1, needing the chart's second score.", Bound: "a characteristic: 1 to 10"},
	{Key: "ws", Label: "Weapon Skill (WS)", Kind: ruleset.Number, Group: gWeapon, Min: 1, Max: 10, Default: "4", Ref: refCCHit,
		Help: "Compared with the target's WS on the close combat to-hit chart.", Bound: "a characteristic: 1 to 10"},
	{Key: "s", Label: "Strength (S)", Kind: ruleset.Number, Group: gWeapon, Min: 1, Max: 10, Default: "4", Ref: refWound,
		Help: "The weapon's Strength (in close combat, the attacker's).", Bound: "a characteristic: 1 to 10"},
	{Key: "ap", Label: "Armour Piercing (AP)", Kind: ruleset.Choice, Group: gWeapon, Default: "", Options: apOptions(), Ref: refSaves,
		Help: "An AP equal to or better (lower) than the armour save denies it. Against vehicles a weapon shown as AP – is -1 and AP 1 +1 on the damage roll. " +
			"None: a close combat attack (no AP, no modifier); a shooting weapon with none shown is AP –."},
	{Key: "autohit", Label: "Hit roll", Kind: ruleset.Choice, Group: gWeapon, Default: aimRolled, Ref: refTemplate,
		Options: []ruleset.Option{{Value: aimRolled, Label: "rolled"}, {Value: aimTemplate, Label: "none: template"}, {Value: aimBlast, Label: "none: blast marker placed"}},
		Help:    "A template or a blast marker already on the target: Shots / Attacks is the hits per model, with no roll. A template ignores cover saves; a blast does not."},
	toggle("twin", "Twin-linked", gWeapon, refTwin,
		"Re-roll missed hit rolls. A twin-linked template re-rolls failed wounds instead, or penetration rolls that do nothing; a twin-linked blast re-rolls only its scatter, which the hits given already settle."),
	toggle("rending", "Rending", gWeapon, refRending,
		"A 6 to wound always wounds and no armour save is allowed; a penetration roll of 6 adds a D3."),
	toggle("sniper", "Sniper", gWeapon, refSniper,
		"Wounds on 4+ whatever the Toughness, and is rending; against vehicles it counts as Strength 3."),
	{Key: "poisoned", Label: "Poisoned", Kind: ruleset.Choice, Group: gWeapon, Default: "", Options: numbers("none", 2, 6, "+"), Ref: refCCWeapon,
		Help: "Wounds on this roll whatever the Toughness; in close combat, re-roll failed wounds if S is at least T."},
	toggle("power", "Power weapon", gWeapon, refCCWeapon, "Close combat wounds allow no armour save."),
	toggle("fist", "Power fist", gWeapon, refCCWeapon, "A power weapon that doubles the user's Strength (at most 10)."),
	toggle("id", "Instant death by its own rule", gWeapon, refID,
		"The weapon inflicts instant death whatever its Strength."),
	toggle("melta", "Melta", gWeapon, refMelta, "Within half range, 2D6 + S to penetrate armour."),
	toggle("ordnance", "Ordnance", gWeapon, refOrdnance, "Roll two dice to penetrate armour and keep the higher."),
	toggle("lance", "Lance", gWeapon, refLance, "Armour values above 12 count as 12."),
	toggle("gethot", "Gets Hot!", gWeapon, refGetsHot,
		"Each hit roll of 1 wounds the firer (with no hit roll, a D6 of 1 before firing: no shot and a wound)."),
	{Key: "hotsv", Label: "Firer's save against Gets Hot!", Kind: ruleset.Choice, Group: gWeapon, Default: "3",
		Options: append(numbers("", 2, 6, "+"), ruleset.Option{Value: "7", Label: "none"}), Ref: refGetsHot,
		Help: "The best save the firer takes against a Gets Hot! wound."},

	toggle("mc", "Monstrous creature", gRules, refMC,
		"Its close combat wounds allow no armour save; 2D6 + S to penetrate a vehicle in close combat."),
	toggle("furious", "Furious Charge", gRules, refFurious, "+1 Strength in close combat in a turn it assaulted."),
	toggle("preferred", "Preferred enemy", gRules, refPreferred, "Re-roll missed hit rolls in close combat (not against vehicles)."),
	toggle("tankhunters", "Tank hunters", gRules, refTankHunt, "+1 to armour penetration rolls."),

	{Key: "av", Label: "Armour Value (vehicle)", Kind: ruleset.Choice, Group: gTarget, Default: "", Ref: refPen,
		Options: append([]ruleset.Option{{Value: "", Label: "not a vehicle"}}, numbers("", 10, 14, "")...),
		Help:    "A vehicle's armour on the facing hit (in close combat its rear armour, a walker's front); empty for a non-vehicle target."},
	{Key: "t", Label: "Toughness (T)", Kind: ruleset.Number, Group: gTarget, Min: 1, Max: 10, Default: "4", Ref: refWound,
		Help: "The target's Toughness, with any bonus (a bike's).", Bound: "a characteristic: 1 to 10"},
	{Key: "tbase", Label: "Toughness for instant death", Kind: ruleset.Choice, Group: gTarget, Default: "",
		Options: append([]ruleset.Option{{Value: "", Label: "as T"}}, numbers("", 1, 10, "")...), Ref: refID,
		Help: "The unmodified Toughness (the value in brackets) that instant death compares with."},
	{Key: "sv", Label: "Armour save (Sv)", Kind: ruleset.Choice, Group: gTarget, Default: "3",
		Options: append(numbers("", 2, 6, "+"), ruleset.Option{Value: "7", Label: "none"}), Ref: refSaves,
		Help: "Lost against AP equal to or better than it."},
	{Key: "inv", Label: "Invulnerable save", Kind: ruleset.Choice, Group: gTarget, Default: "", Options: numbers("none", 2, 6, "+"), Ref: refInv,
		Help: "Never affected by AP; the model takes its single best save."},
	{Key: "w", Label: "Wounds (W) per model", Kind: ruleset.Number, Group: gTarget, Min: 1, Max: 10, Default: "1", Ref: refMulti,
		Help: "Wounds of each model, none lost yet.", Bound: "a characteristic: 1 to 10"},
	{Key: "n", Label: "Models in the target unit", Kind: ruleset.Number, Group: gTarget, Min: 1, Max: 50, Default: "1", Ref: refRemove,
		Help: "Identical models: unsaved wounds remove whole models.", Bound: "the calculator's limit: at most 50 models in the target unit"},
	toggle("fnp", "Feel no pain", gTarget, refFNP,
		"4+ ignores an unsaved wound, but not from instant death, AP 1 or 2, or anything that allows no armour save."),
	toggle("eternal", "Eternal warrior", gTarget, refEternal, "Immune to instant death."),
	{Key: "tws", Label: "Target's Weapon Skill", Kind: ruleset.Number, Group: gTarget, Min: 0, Max: 10, Default: "4", Ref: refCCHit,
		Help: "The target's WS on the close combat to-hit chart (a walker's too); 0: every attack hits.", Bound: "a characteristic: 1 to 10, or 0 for a target hit automatically"},

	toggle("open", "Open-topped", gVehicle, refOpen, "+1 on each damage roll."),
	toggle("walker", "Walker", gVehicle, refWalker,
		"In close combat a walker is hit by comparing Weapon Skills, like a model, and hits roll against its front armour."),
	{Key: "weapons", Label: "Weapons left", Kind: ruleset.Number, Group: gVehicle, Min: 0, Max: 10, Default: "1", Ref: refDamage,
		Help: "With none left, a weapon destroyed result immobilises it; damaged results beyond what is left wreck it.", Bound: "the calculator's limit: 0 to 10 weapons"},
	toggle("immobilised", "Already immobilised", gVehicle, refDamage,
		"Further immobilised results destroy a weapon; hit automatically in close combat."),
}
