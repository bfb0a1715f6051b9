package alt40k

import (
	"strconv"

	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// The form's groups: the attacker profile holds the models and the weapon,
// the target profile the target; the moment and the readings are saved with
// neither.
const (
	gWeapon   = "weapon"
	gRules    = "rules"
	gTarget   = "target"
	gMoment   = "moment"
	gReadings = "readings"
)

var form = lazy.Of(func() *ruleset.Form {
	return &ruleset.Form{Fields: fields, Groups: formGroups, Compare: ruleset.AttackerProfile, Modes: modes(),
		Lines: &ruleset.Lines{Label: "Weapon", Keys: lineKeys, Required: []string{"type"}, Max: maxLines}}
})

var formGroups = []ruleset.Group{
	{ID: gWeapon, Label: "Attacker and weapon", Kind: ruleset.AttackerProfile},
	{ID: gRules, Label: "Weapon special rules", Kind: ruleset.AttackerProfile, Folded: true},
	{ID: gTarget, Label: "Target", Kind: ruleset.TargetProfile},
	{ID: gMoment, Label: "Situation, modifiers and re-rolls", Folded: true},
	{ID: gReadings, Label: "Readings the book leaves open", Folded: true},
}

// Bounds that keep one calculation instant on a phone.
const (
	maxLines      = 6
	maxAttacks    = 200    // attacks (or templates) of one line at most
	maxHits       = 600    // hits of one line at most (Tesla triples a 6)
	maxUnitWounds = 300    // target models × wounds
	maxShieldWork = 100000 // Void Shields: hits × (shields+1) × (wounds or hits, +1), resolved hit by hit
)

// lineKeys are what each weapon line has its own value of: the models, their
// skills and Strength, the weapon and its rules. The target, the situation
// shared by the unit and the readings are not repeated.
var lineKeys = []string{"models", "type", "a", "bs", "ws", "us", "s", "ap", "half", "snap", "template", "under", "templates",
	"extraweapons", "extraattack", "accurate", "autohit", "rending", "sniper", "poisoned", "grav", "destroyer", "haywire",
	"armourbane", "melta", "lance", "ordnance", "monsterbane", "tesla", "gauss", "getshot", "ignorecover", "scatter", "slow"}

// The weapon types (Shooting Phase, Weapon Types; melee for the Assault Phase).
const (
	typeRapid    = "rapid"
	typeAssault  = "assault"
	typeHeavy    = "heavy"
	typePistol   = "pistol"
	typeGrenade  = "grenade"
	typeOrdnance = "ordnance"
	typeMelee    = "melee"
)

// The target types (Unit Types).
const (
	tInfantry    = "infantry"
	tMonstrous   = "monstrousinfantry"
	tMonster     = "monster"
	tTitanicMon  = "titanicmonster"
	tSwarm       = "swarm"
	tBuilding    = "building"
	tFort        = "fortification"
	tVehicle     = "vehicle"
	tTitanicVeh  = "titanicvehicle"
	modeShoot    = "shoot"
	modeCC       = "cc"
	excessSpill  = "spill"
	excessLost   = "lost"
	fixedReplace = "replace"
	fixedBest    = "best"
)

var (
	typeOptions = []ruleset.Option{{Value: typeRapid, Label: "Rapid Fire"}, {Value: typeAssault, Label: "Assault"},
		{Value: typeHeavy, Label: "Heavy"}, {Value: typePistol, Label: "Pistol"}, {Value: typeGrenade, Label: "Grenade"},
		{Value: typeOrdnance, Label: "Ordnance"}, {Value: typeMelee, Label: "Melee"}}
	targetOptions = []ruleset.Option{{Value: tInfantry, Label: "Infantry"}, {Value: tMonstrous, Label: "Monstrous Infantry"},
		{Value: tMonster, Label: "Monster"}, {Value: tTitanicMon, Label: "Titanic Monster"}, {Value: tSwarm, Label: "Swarm"},
		{Value: tBuilding, Label: "Building"}, {Value: tFort, Label: "Fortification"}, {Value: tVehicle, Label: "Vehicle"},
		{Value: tTitanicVeh, Label: "Titanic Vehicle"}}
	templateOptions = []ruleset.Option{{Value: "", Label: "none"}, {Value: "flame", Label: "Flame"}, {Value: "hellstorm", Label: "Hellstorm"},
		{Value: "blast3", Label: "3\" Blast"}, {Value: "blast5", Label: "5\" Blast"}, {Value: "blast7", Label: "7\" Blast"},
		{Value: "blast10", Label: "10\" Blast"}, {Value: "blast15", Label: "15\" Blast"}, {Value: "apoc", Label: "Apocalyptic Barrage"}}
	rerollOptions = []ruleset.Option{{Value: "", Label: "none"}, {Value: "1", Label: "re-roll 1s"}, {Value: "fail", Label: "re-roll failures"}}
	apOptions     = lazy.Of(func() []ruleset.Option {
		return append([]ruleset.Option{{Value: "-", Label: "AP-"}}, plusOptions("AP", 1)...)
	})
	sOptions = lazy.Of(strengthOptions)
)

// plusOptions is the choices from+ to 6+ (labelled with a prefix).
func plusOptions(prefix string, from int) []ruleset.Option {
	var o []ruleset.Option
	for x := from; x <= 6; x++ {
		o = append(o, ruleset.Option{Value: strconv.Itoa(x), Label: prefix + strconv.Itoa(x) + "+"})
	}
	return o
}

// noneOr is "none" then 2+ to 6+.
func noneOr(prefix string) []ruleset.Option {
	return append([]ruleset.Option{{Value: "", Label: "none"}}, plusOptions(prefix, 2)...)
}

func strengthOptions() []ruleset.Option {
	o := []ruleset.Option{{Value: "user", Label: "User"}, {Value: "x2", Label: "X2 (twice the user's)"}}
	for s := 1; s <= 10; s++ {
		o = append(o, ruleset.Option{Value: strconv.Itoa(s), Label: strconv.Itoa(s)})
	}
	return o
}

// The reference entries the fields and steps link to (ids in ref/entries).
const (
	refShooting  = "shooting-phase"
	refHit       = "hit-rolls"
	refHitCap    = "hit-modifier-cap"
	refSnap      = "snap-shots"
	refWound     = "wound-table"
	refSaves     = "saves"
	refArmour    = "armour-saves"
	refCover     = "cover-saves"
	refInv       = "invulnerable-saves"
	refFNP       = "feel-no-pain"
	refTypes     = "weapon-types"
	refRapid     = "rapid-fire"
	refTemplates = "templates"
	refMelee     = "melee"
	refExtra     = "extra-attacks"
	refVehicles  = "vehicles"
	refPen       = "armour-penetration"
	refChart     = "vehicle-damage"
	refTitanic   = "titanic-vehicles"
	refAllocate  = "allocate-wounds"
	refDamage    = "damage-and-wounds"
	refRules     = "special-rules"
	refUnitTypes = "unit-types"
	refGround    = "go-to-ground"
	refVoids     = "void-shields"
)

func toggle(key, label, group, ref, help string) ruleset.Field {
	return ruleset.Field{Key: key, Label: label, Kind: ruleset.Toggle, Group: group, Default: "0", Max: 1, Ref: ref, Help: help}
}

func num(key, label, group string, lo, hi int, def, ref, help string) ruleset.Field {
	return ruleset.Field{Key: key, Label: label, Kind: ruleset.Number, Group: group, Min: lo, Max: hi, Default: def, Ref: ref, Help: help}
}

func choice(key, label, group string, opts []ruleset.Option, def, ref, help string) ruleset.Field {
	return ruleset.Field{Key: key, Label: label, Kind: ruleset.Choice, Group: group, Options: opts, Default: def, Ref: ref, Help: help}
}

// bounds say why each Number and Dice field's range is what it is: a rule's
// scale, or the calculator's size limit.
var bounds = lazy.Of(func() map[string]string {
	return map[string]string{
		"models":       "the calculator's limit: at most 40 attacking models in one weapon line",
		"a":            "the calculator's limit: 1 to 20 shots or Attacks per model (the profile's number)",
		"us":           "a Strength characteristic: 1 to 10",
		"under":        "the calculator's limit: at most 40 models under one template, as the target unit has at most 40",
		"templates":    "the calculator's limit: at most 10 templates in one line",
		"extraweapons": "the calculator's limit: up to 3 other melee weapons",
		"extraattack":  "the calculator's limit: up to 3 attacks from Extra Attack rules",
		"n":            "the calculator's limit: at most 40 models in the target unit",
		"t":            "the calculator's limit: Toughness 1 to 12 (a building or wreckage is T7)",
		"av":           "the calculator's limit: armour values 5 to 15",
		"w":            "the calculator's limit: at most 60 wounds per model",
		"voids":        "the calculator's limit: up to 6 Void Shields",
		"hitmod":       "the raw sum the calculator takes is -5 to +5; the rules then hold the total to +1 or -1",
	}
})

// withBounds gives each field its Bound.
func withBounds(fs []ruleset.Field) []ruleset.Field {
	for i := range fs {
		fs[i].Bound = bounds()[fs[i].Key]
	}
	return fs
}

var fields = withBounds([]ruleset.Field{
	choice("mode", "Attack", gMoment, []ruleset.Option{{Value: modeShoot, Label: "Shooting"}, {Value: modeCC, Label: "Close combat"}},
		modeShoot, refShooting, "Shooting (or Overwatch) rolls against BS; close combat against WS, with no cover."),
	num("models", "Attacking models", gWeapon, 1, 40, "1", refShooting, "How many models attack with this weapon (one for a Grenade thrown in shooting)."),
	choice("type", "Weapon type", gWeapon, typeOptions, typeRapid, refTypes, "The type on the weapon's profile; Melee in close combat (or a non-blast Grenade)."),
	{Key: "a", Label: "Shots or Attacks", Kind: ruleset.Dice, Group: gWeapon, Min: 1, Max: 20, Default: "1", Ref: refTypes,
		Help: "The number after the type (Rapid Fire 1, Heavy 3), or the model's Attacks in close combat; dice allowed."},
	choice("bs", "BS", gWeapon, plusOptions("", 2), "4", refHit, "Ballistic Skill: the roll that hits when shooting."),
	choice("ws", "WS", gWeapon, plusOptions("", 2), "4", refMelee, "Weapon Skill: the roll that hits in close combat."),
	num("us", "User's Strength", gWeapon, 1, 10, "4", refWound, "The model's own S, for weapons of S User or X2."),
	choice("s", "Weapon S", gWeapon, sOptions(), "4", refWound, "A number, User (the model's S) or X2 (twice it)."),
	choice("ap", "AP", gWeapon, apOptions(), "-", refArmour, "APX+ takes away armour saves of X+ and worse; AP- takes none."),
	toggle("half", "Within half range", gWeapon, refRapid, "Rapid Fire doubles its shots; Melta and Scatter work; Snap Shots always count as this."),
	toggle("snap", "Snap Shots", gWeapon, refSnap, "A 6 to hit, no modifiers (re-rolls allowed): a moving Infantry Heavy weapon, pinned, disabled weapon."),
	choice("template", "Template", gWeapon, templateOptions, "", refTemplates, "A template weapon hits the models under it with no roll to hit."),
	num("under", "Models under the template", gWeapon, 1, 40, "1", refTemplates, "Models of the target each template covers where it lands."),
	num("templates", "Template weapons firing", gWeapon, 1, 10, "1", refTemplates, "How many templates this line places."),
	num("extraweapons", "Other melee weapons", gWeapon, 0, 3, "0", refExtra, "Each other melee weapon carried gives one more attack."),
	num("extraattack", "Extra Attack", gWeapon, 0, 3, "0", refExtra, "Attacks added by Extra Attack rules of the weapons carried."),

	toggle("accurate", "Accurate", gRules, "accurate", "+1 to hit (within the cap of +1 or -1)."),
	toggle("autohit", "Auto Hit", gRules, "auto-hit", "Every attack hits with no roll."),
	toggle("rending", "Rending", gRules, "rending", "A natural 5+ that wounds or glances ignores the armour save."),
	choice("sniper", "Sniper", gRules, noneOr(""), "", "sniper", "Wounds Infantry, Monstrous Infantry, Monsters and Swarms on X+; Rending."),
	choice("poisoned", "Poisoned", gRules, noneOr(""), "", "poisoned", "Wounds Infantry, Monstrous Infantry and Monsters on X+; buildings and vehicles only on a 6."),
	toggle("grav", "Grav", gRules, "grav", "Wounds Infantry, Monstrous Infantry, Monsters and Swarms on 4+; buildings and vehicles: a glance on a 6."),
	toggle("destroyer", "Destroyer", gRules, "destroyer", "Wounds and penetrates on 2+, never glances; no save or feel-no-pain; +2 damage to Titanic."),
	choice("haywire", "Haywire", gRules, noneOr(""), "", "haywire", "Glances a vehicle on X+; a natural 6 penetrates."),
	toggle("armourbane", "Armourbane", gRules, "armourbane", "2D6 to penetrate."),
	toggle("melta", "Melta", gRules, "melta", "Within half range: 2D6 to penetrate, and Monsterbane."),
	toggle("lance", "Lance", gRules, "lance", "Armour above 12 counts as 12."),
	toggle("ordnance", "Ordnance", gRules, "ordnance", "Penetrates with the best of 2D6."),
	toggle("monsterbane", "Monsterbane", gRules, "monsterbane", "+1 wound on Monsters and Buildings; re-roll failed wounds on Monstrous Infantry."),
	toggle("tesla", "Tesla", gRules, "tesla", "A natural 6 to hit scores 2 more hits."),
	toggle("gauss", "Gauss", gRules, "gauss", "A natural 6 to hit is an Auto Wound (AP-, no cover save)."),
	toggle("getshot", "Gets Hot!", gRules, "gets-hot", "Each natural 1 to hit (a D6 per template) is a mortal wound to the bearer."),
	toggle("ignorecover", "Ignores Cover", gRules, "ignores-cover", "No cover saves against it."),
	toggle("scatter", "Scatter", gRules, "scatter-weapons", "S+1 to wound within half range."),
	toggle("slow", "Slow", gRules, refRules, "Strikes at Initiative 0: changes the order of blows, not these numbers."),

	choice("target", "Target type", gTarget, targetOptions, tInfantry, refUnitTypes, "Sets which rules apply, and armour values instead of Toughness for vehicles."),
	num("n", "Models in the target unit", gTarget, 1, 40, "1", refAllocate, "Wounds go on one model until it is destroyed."),
	num("t", "Toughness", gTarget, 1, 12, "4", refWound, "Compared with S on the wound table."),
	num("av", "Armour Value", gTarget, 5, 15, "12", refPen, "The facing hit: D6 + S equal is a glance, higher a penetration."),
	num("w", "Wounds per model", gTarget, 1, 60, "1", refDamage, "Vehicles have Wounds too; a building 10 per floor."),
	choice("sv", "Armour save", gTarget, noneOr(""), "", refArmour, "Lost against AP of the same number or lower; none when left out."),
	choice("inv", "Invulnerable save", gTarget, noneOr(""), "", refInv, "Never lost to AP; works in close combat."),
	choice("cover", "Cover save", gTarget, noneOr(""), "", refCover, "Not in close combat; never better than 3+."),
	choice("fnp", "Feel No Pain", gTarget, noneOr(""), "", refFNP, "A roll after a failed save; not against Destroyer."),
	toggle("ground", "Gone to ground or pinned", gTarget, refGround, "Cover 6+ in the open, else cover improves by 1 (to 3+)."),
	toggle("shroud", "Shroud", gTarget, refCover, "Cover +1 (6+ in the open), and +1 more when gone to ground."),
	toggle("stealth", "Stealth", gTarget, refCover, "Cover +1 (to 3+)."),
	toggle("open", "Open-topped", gTarget, refChart, "+2 on the vehicle damage chart."),
	num("voids", "Void Shields", gTarget, 0, 6, "0", refVoids, "Against shooting: armour 12, each penetration takes a shield; 5+ invulnerable as the rule says. 0: none."),

	toggle("overwatch", "Overwatch", gMoment, refSnap, "Snap Shots at charging enemies: Pistols hit on 5+."),
	toggle("charging", "Charging", gMoment, refMelee, "This phase the attackers charged (or count as charging)."),
	toggle("shockassault", "Shock Assault", gMoment, "shock-assault", "A+1 when charging."),
	toggle("furious", "Furious Charge", gMoment, "furious-charge", "S+1 when charging (the user's S: weapons of User or X2)."),
	num("hitmod", "Other hit modifiers", gMoment, -5, 5, "0", refHitCap, "Their raw sum; with Accurate the total is held to +1 or -1."),
	choice("hitrr", "Hit re-rolls", gMoment, rerollOptions, "", refHit, "Dice re-rolled once."),
	choice("woundrr", "Wound or penetration re-rolls", gMoment, rerollOptions, "", refWound, "Dice re-rolled once; penetration rolls too."),

	choice("excess", "Wounds beyond a slain model", gReadings, []ruleset.Option{{Value: excessSpill, Label: "pass to the next model"},
		{Value: excessLost, Label: "are lost"}}, excessSpill, refAllocate,
		"The book has the chosen model take the unit's wounds until it dies, then the next is chosen: an attack's extra wounds pass on (the default). Lost is the other reading."),
	toggle("nat6", "A natural 6 always hits", gReadings, refHit, "The book says a 1 always misses, and nothing of a 6."),
	choice("fixed", "A fixed wound roll (Poisoned, Sniper...)", gReadings, []ruleset.Option{{Value: fixedReplace, Label: "replaces the table"},
		{Value: fixedBest, Label: "or the table, whichever is better"}}, fixedReplace, refWound,
		"Whether X+ is used even when the wound table gives better."),
})

// modes hide what the other mode, or the other kind of target, does not use.
var modes = lazy.Of(func() []ruleset.Mode {
	return []ruleset.Mode{
		{Key: "mode", Show: map[string][]string{
			modeShoot: {"bs", "half", "template", "under", "templates", "overwatch", "cover", "ground", "shroud", "stealth", "voids",
				"ignorecover", "scatter", "getshot"},
			modeCC: {"ws", "extraweapons", "extraattack", "charging", "shockassault", "furious", "slow"},
		},
			// Cover saves do not work against melee attacks (line 357), so
			// in close combat cover, what improves it and what ignores it
			// change nothing: a query giving them is answered, not refused.
			NoEffect: map[string]string{
				"cover":       "no cover saves in close combat",
				"ground":      "no cover saves in close combat, so going to ground adds none",
				"shroud":      "no cover saves in close combat, so Shroud adds none",
				"stealth":     "no cover saves in close combat, so Stealth adds none",
				"ignorecover": "no cover saves in close combat to ignore",
			}},
		{Key: "target", Show: targetShows()},
	}
})

func targetShows() map[string][]string {
	m := map[string][]string{}
	for _, o := range targetOptions {
		if o.Value == tVehicle || o.Value == tTitanicVeh {
			m[o.Value] = []string{"av", "open"}
		} else {
			m[o.Value] = []string{"t"}
		}
	}
	return m
}
