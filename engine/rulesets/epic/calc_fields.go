package epic

import (
	"fmt"
	"strconv"
	"strings"

	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// The form's groups. Shooting: the firing formation's weapon lines and
// barrage (saved as a formation), the target formation, the moment. Assault:
// each side's formation, saved under a kind of its own.
const (
	gMode     = "mode"
	gWeapons  = "weapons"
	gBarrage  = "barrage"
	gTarget   = "target"
	gAttacker = "attacker"
	gDefender = "defender"
	gMoment   = "moment"
)

// The profile kinds: a firing formation, a target formation, and the two
// sides of an assault.
const (
	kindFiring    = "formation"
	kindAssaulter = "assaulter"
	kindDefender  = "defender"
)

// The sides of an assault, as key prefixes and stage sides.
const (
	atk = "atk"
	def = "def"
)

// Bounds that keep one calculation instant on a phone.
const (
	maxLines   = 12
	maxUnits   = 20 // units in a formation, or firing one weapon line
	maxPer     = 4  // weapons of one line per unit
	maxWE      = 4  // war engines in a target formation
	maxDC      = 12 // a war engine's damage capacity
	maxVoids   = 8
	maxBP      = 18 // the barrage table's last row
	maxSupport = 30 // supporting-fire dice
	// maxCombos bounds the kinds of hit rolled at once: the product of the
	// spreads of each kind's hit count.
	maxCombos = 200000
	// maxWEHits bounds the hits a war engine formation can take, which it
	// takes one at a time.
	maxWEHits = 40
)

var form = lazy.Of(func() *ruleset.Form {
	return &ruleset.Form{
		Fields: withRefs(append(append(shootFields, assaultSide(atk, gAttacker)...), assaultSide(def, gDefender)...)),
		Groups: []ruleset.Group{
			{ID: gMode, Label: "Shooting or assault"},
			{ID: gWeapons, Label: "Firing formation: weapons", Kind: kindFiring},
			{ID: gBarrage, Label: "Firing formation: barrage", Kind: kindFiring, Folded: true},
			{ID: gTarget, Label: "Target formation", Kind: ruleset.TargetProfile},
			{ID: gAttacker, Label: "Assaulting formation", Kind: kindAssaulter},
			{ID: gDefender, Label: "Defending formation", Kind: kindDefender},
			{ID: gMoment, Label: "Action and crossfire", Folded: true},
		},
		Modes: []ruleset.Mode{
			{Key: "mode", Show: map[string][]string{
				"shoot":   shootKeys(),
				"assault": assaultKeys(),
			}},
			// A target's war engine fields show only for war engines.
			{Key: "type", Show: map[string][]string{
				"we": {"dc", "dmg", "voids", "crit", "weunder"},
			}},
		},
		Lines: &ruleset.Lines{Label: "Weapon", Keys: lineKeys, Required: []string{"units"}, Max: maxLines},
	}
})

// lineKeys are each weapon line's own fields.
var lineKeys = []string{"units", "per", "shots", "fire", "hit", "tk", "ic", "spent", "disrupt", "sniper", "ea"}

func num(key, label, group string, lo, hi int, def, help string) ruleset.Field {
	return ruleset.Field{Key: key, Label: label, Kind: ruleset.Number, Group: group, Min: lo, Max: hi, Default: def, Help: help}
}

func flag(key, label, group, help string) ruleset.Field {
	return ruleset.Field{Key: key, Label: label, Kind: ruleset.Toggle, Group: group, Default: "0", Help: help}
}

func choice(key, label, group, def, help string, opts ...string) ruleset.Field {
	f := ruleset.Field{Key: key, Label: label, Kind: ruleset.Choice, Group: group, Default: def, Help: help}
	for i := 0; i+1 < len(opts); i += 2 {
		f.Options = append(f.Options, ruleset.Option{Value: opts[i], Label: opts[i+1]})
	}
	return f
}

// rollOpts is x+ from lo to hi, then "none" (7) when none is set.
func rollOpts(lo, hi int, none bool) []string {
	var o []string
	for x := lo; x <= hi; x++ {
		o = append(o, strconv.Itoa(x), strconv.Itoa(x)+"+")
	}
	if none {
		o = append(o, "7", "none")
	}
	return o
}

var typeOpts = []string{"inf", "infantry (INF)", "lv", "light vehicles (LV)", "av", "armoured vehicles (AV)", "we", "war engines (WE)"}

var shootFields = []ruleset.Field{
	choice("mode", "Calculate", gMode, "shoot", "A formation's shooting, or a whole assault.", "shoot", "shooting", "assault", "assault"),
	// The weapon lines.
	num("units", "Units firing", gWeapons, 0, maxUnits, "4",
		"Units firing this weapon, after suppression: each Blast marker on the firer stops one unit that could fire."),
	num("per", "Weapons per unit", gWeapons, 1, maxPer, "1", "How many of this weapon each unit carries (a Devastator's two missile launchers: 2)."),
	{Key: "shots", Label: "Shots per weapon", Kind: ruleset.Dice, Group: gWeapons, Min: 1, Max: 6, Default: "1",
		Help: "The multiplier before the firepower: 1, 3, D3, D6."},
	choice("fire", "Fires as", gWeapons, "ap", "AP hits only infantry and light vehicles, AT only vehicles and war engines, MW anything; AA only aircraft.",
		"ap", "AP", "at", "AT", "mw", "macro-weapon (MW)", "aa", "AA"),
	choice("hit", "To hit", gWeapons, "5", "The x+ of the firepower value, before modifiers.", rollOpts(2, 6, false)...),
	choice("tk", "Titan killer", gWeapons, "0", "A titan killer hit allows no armour or cover save; against a war engine it does 1, D3 or D6 damage.",
		"0", "no", "1", "TK", "D3", "TK(D3)", "D6", "TK(D6)"),
	flag("ic", "Ignore cover", gWeapons, "No -1 to hit for cover, and no cover save against its hits."),
	flag("spent", "Single shot used", gWeapons, "A single shot weapon already fired this battle: it does not fire."),
	flag("disrupt", "Disrupt", gWeapons, "Each hit places a Blast marker; the units its hits destroy place none."),
	flag("sniper", "Sniper", gWeapons, "Each hit gives the target -1 to its save."),
	{Key: "ea", Label: "Extra attacks per unit", Kind: ruleset.Dice, Group: gWeapons, Min: 0, Max: 6, Default: "0",
		Help: "Extra shots each firing unit makes with this weapon: +1, +2, D3."},
	// The barrage.
	num("bp", "Barrage points", gBarrage, 0, maxBP, "0", "The barrage points of every barrage weapon that can fire, added up; 0: no barrage."),
	num("under", "Target units under the templates", gBarrage, 0, maxUnits, "0", "Each unit under a template is rolled for once."),
	flag("weunder", "War engine under the centre", gBarrage, "A war engine under a template's centre takes half its damage capacity in attacks, rounded up."),
	flag("bmw", "Barrage is a macro-weapon", gBarrage, "Units hit get no save unless they have reinforced armour or an invulnerable save."),
	flag("bic", "Barrage ignores cover", gBarrage, "No -1 to hit for cover, and no cover save."),
	flag("indirect", "Indirect fire", gBarrage, "Fired indirectly: needs a sustained fire action, and gets its +1."),
	// The target.
	choice("type", "Unit type", gTarget, "inf", "Every unit of the target formation is of this type.", typeOpts...),
	num("n", "Units in the formation", gTarget, 1, maxUnits, "10", "Every unit of the target formation (war engines: how many)."),
	choice("eligible", "Units that can be hit", gTarget, "0", "Units in range and line of fire of the firers: hits go only to them.", countOpts("all of them")...),
	choice("sv", "Armour save", gTarget, "6", "The armour value of the target's units.", rollOpts(2, 6, true)...),
	flag("ra", "Reinforced armour", gTarget, "Re-rolls a failed save against hits that are not macro-weapons (a failed cover save too, but at the armour value), and saves against macro-weapons."),
	flag("inv", "Invulnerable save", gTarget, "A second, unmodified 6+ save after any failed save, even where no save is allowed."),
	flag("tra", "Thick rear armour", gTarget, "Ignores the -1 save of a crossfire."),
	choice("cover", "Cover", gTarget, "0", "In cover: -1 to hit, unless the weapon ignores cover. Infantry in terrain with a cover save may use it instead of armour (vehicles and war engines take none).", coverOpts...),
	num("dc", "Damage capacity", gTarget, 1, maxDC, "3", "Each war engine's starting damage capacity."),
	num("dmg", "Damage already taken", gTarget, 0, maxDC-1, "0", "Points of damage capacity each war engine lost before this shooting: fewer than its damage capacity."),
	num("voids", "Void shields", gTarget, 0, maxVoids, "0", "Void shields up on each war engine: each stops one point of damage."),
	choice("crit", "Critical hit effect", gTarget, "none", "What a critical hit does to the war engine, beside its point of damage.",
		"none", "nothing more", "destroyed", "destroyed", "extra", "one more point of damage"),
	num("bm", "Blast markers already", gTarget, 0, 2*maxUnits*maxDC, "0", "Blast markers on the target before this shooting."),
	flag("tsknf", "They Shall Know No Fear", gTarget, "Breaks only at two Blast markers per unit."),
	// The moment.
	choice("action", "Firer's action", gMoment, "advance", "Double and marshal shoot at -1, sustained fire at +1.",
		"advance", "advance", "double", "double", "marshal", "marshal", "sustained", "sustained fire", "hold", "hold", "overwatch", "overwatch"),
	flag("crossfire", "Crossfire", gMoment, "The target's saves are at -1 (not in fortifications), and its first unit destroyed places two Blast markers."),
}

// coverOpts are where the target stands: in the open, in cover, in terrain
// with a cover save for infantry, in fortifications (1.8.2-1.8.4).
var coverOpts = []string{
	"0", "not in cover",
	"1", "in cover (-1 to hit), no cover save",
	"6", "in cover, 6+ cover save for infantry",
	"5", "in cover, 5+ cover save for infantry",
	"4", "in cover, 4+ cover save for infantry",
	"3", "in cover, 3+ cover save for infantry",
	"fort", "fortifications: in cover, 3+ cover save for infantry, no crossfire save modifier",
}

// countOpts is a count of units from 1 to maxUnits, after 0 for the default
// the label names (the value stays 0, as in queries saved before).
func countOpts(zero string) []string {
	o := []string{"0", zero}
	for n := 1; n <= maxUnits; n++ {
		o = append(o, strconv.Itoa(n), strconv.Itoa(n))
	}
	return o
}

// shootKeys are the fields the shooting mode shows.
func shootKeys() []string {
	var ks []string
	for _, f := range shootFields[1:] {
		ks = append(ks, f.Key)
	}
	return ks
}

// assaultSide is one side's fields, keyed "atk.cc" or "def.cc".
func assaultSide(side, group string) []ruleset.Field {
	k := func(key string) string { return side + "." + key }
	fs := []ruleset.Field{
		choice(k("type"), "Unit type", group, "inf", "Every unit of the formation is of this type (war engines are not covered).", typeOpts[:6]...),
		num(k("units"), "Units in the formation", group, 1, maxUnits, "6", "Every unit of the formation."),
		choice(k("cc"), "Close combat", group, "4", "The units' CC value.", rollOpts(2, 6, true)...),
		choice(k("ff"), "Firefight", group, "4", "The units' FF value.", rollOpts(2, 6, true)...),
		num(k("ccn"), "Units in base contact", group, 0, maxUnits, "2", "Units attacking with their CC value."),
		num(k("ffn"), "Units in firefight", group, 0, maxUnits, "2", "Units within 15cm, not in contact, attacking with their FF value."),
		choice(k("engaged"), "Units that can be hit", group, "0", "Units directly engaged, that the enemy's hits can be given to.", countOpts("those in contact and in firefight")...),
		choice(k("sv"), "Armour save", group, "5", "The units' armour value.", rollOpts(2, 6, true)...),
		flag(k("ra"), "Reinforced armour", group, "Re-rolls a failed save against hits that are not macro-weapons (a failed cover save too, but at the armour value)."),
		flag(k("inv"), "Invulnerable save", group, "A second, unmodified 6+ save after a failed save."),
		choice(k("coversave"), "Cover save", group, "7", "Infantry may use it instead of armour; never the charging side.", rollOpts(3, 6, true)...),
		num(k("bm"), "Blast markers", group, 0, 2*maxUnits, "0", "Blast markers on the formation before the assault."),
		flag(k("broken"), "Broken", group, "Counts as many Blast markers as units; destroyed if it loses."),
		flag(k("tsknf"), "They Shall Know No Fear", group, "Counts half its Blast markers in the result and takes half the extra hits."),
		num(k("inspiring"), "Inspiring units", group, 0, 5, "0", "Surviving inspiring units: +1 each to the result."),
		{Key: k("ea"), Label: "Extra attacks", Kind: ruleset.Dice, Group: group, Min: 0, Max: 40, Default: "0",
			Help: "Extra attack dice of the whole formation: 4, 2D3."},
		choice(k("eahit"), "Extra attacks hit on", group, "4", "What the extra attacks need.", rollOpts(2, 6, false)...),
		flag(k("eamw"), "Extra attacks are macro-weapons", group, "Their hits allow a save only to reinforced armour or an invulnerable save."),
		num(k("sup"), "Supporting fire dice", group, 0, maxSupport, "0", "FF dice of other formations within 15cm of the fight."),
		choice(k("suphit"), "Supporting fire hits on", group, "4", "Their FF value.", rollOpts(2, 6, false)...),
	}
	return fs
}

// assaultKeys are the fields the assault mode shows.
func assaultKeys() []string {
	var ks []string
	for _, side := range []string{atk, def} {
		for _, f := range assaultSide(side, "") {
			ks = append(ks, f.Key)
		}
	}
	return ks
}

// fieldRefs names the reference entry behind each field (by its key without
// a side prefix); They Shall Know No Fear has no entry of its own.
var fieldRefs = lazy.Of(func() map[string]string {
	return map[string]string{
		"mode": "assaults", "units": "suppression", "per": "shooting", "shots": "roll-to-hit", "fire": "roll-to-hit",
		"hit": "roll-to-hit", "tk": "titan-killers", "ic": "ignore-cover", "spent": "single-shot", "disrupt": "disrupt",
		"sniper": "sniper", "ea": "extra-attacks", "bp": "barrages", "under": "barrages", "bmw": "macro-weapons",
		"bic": "ignore-cover", "weunder": "allocating-hits-to-war-engines", "indirect": "indirect-fire",
		"type": "allocate-hits", "n": "target-breaks", "eligible": "allocate-hits", "sv": "armour-saves",
		"ra": "reinforced-armour", "inv": "invulnerable-saves", "tra": "thick-rear-armour", "coversave": "infantry-cover-saves",
		"dc": "damage-capacity", "dmg": "damage-capacity", "voids": "void-shields", "crit": "critical-hits", "bm": "target-breaks",
		"action": "roll-to-hit", "crossfire": "crossfire", "cover": "cover-to-hit",
		"cc": "close-combat", "ff": "firefight", "ccn": "close-combat", "ffn": "firefight", "engaged": "resolve-attacks",
		"broken": "assault-result", "inspiring": "assault-result", "eahit": "extra-attacks", "eamw": "macro-weapons",
		"sup": "supporting-fire", "suphit": "supporting-fire",
	}
})

// fieldBounds says why each Number and Dice field's range is what it is (by
// its key without a side prefix; the assault's own are keyed "side.key").
var fieldBounds = lazy.Of(func() map[string]string {
	return map[string]string{
		"units":     fmt.Sprintf("the calculator's limit: at most %d units", maxUnits),
		"per":       fmt.Sprintf("the calculator's limit: 1 to %d of one weapon on each unit", maxPer),
		"shots":     "the calculator's limit: 1 to 6 shots a weapon (a D6 at most)",
		"ea":        "the calculator's limit: up to 6 extra attacks a unit (a D6 at most)",
		"bp":        fmt.Sprintf("the barrage table runs from 1 to 16+ barrage points (0: no barrage); the calculator takes up to %d", maxBP),
		"under":     fmt.Sprintf("the calculator's limit: at most %d units in a formation", maxUnits),
		"n":         fmt.Sprintf("the calculator's limit: at most %d units in a formation (%d war engines)", maxUnits, maxWE),
		"dc":        fmt.Sprintf("the calculator's limit: a damage capacity up to %d (a Warlord Titan has 8)", maxDC),
		"dmg":       fmt.Sprintf("fewer points than the damage capacity (at most %d here): an engine that has lost it all is destroyed", maxDC),
		"voids":     fmt.Sprintf("the calculator's limit: at most %d void shields", maxVoids),
		"bm":        "the calculator's limit: up to twice the largest formation it takes (They Shall Know No Fear doubles the break point)",
		"ccn":       fmt.Sprintf("the calculator's limit: at most %d units", maxUnits),
		"ffn":       fmt.Sprintf("the calculator's limit: at most %d units", maxUnits),
		"inspiring": "the calculator's limit: at most 5 inspiring units",
		"atk.ea":    "the calculator's limit: up to 40 extra attack dice for the formation",
		"def.ea":    "the calculator's limit: up to 40 extra attack dice for the formation",
		"sup":       fmt.Sprintf("the calculator's limit: at most %d supporting-fire dice", maxSupport),
	}
})

// withRefs sets each field's Ref from fieldRefs and its Bound from
// fieldBounds; an assault side's "bm" is the result's, not the break test's.
func withRefs(fs []ruleset.Field) []ruleset.Field {
	for i := range fs {
		key := fs[i].Key
		if b, ok := fieldBounds()[key]; ok && (fs[i].Kind == ruleset.Number || fs[i].Kind == ruleset.Dice) {
			fs[i].Bound = b
		}
		side := ""
		if pre, rest, ok := strings.Cut(key, "."); ok {
			side, key = pre, rest
		}
		if b, ok := fieldBounds()[key]; ok && fs[i].Bound == "" && (fs[i].Kind == ruleset.Number || fs[i].Kind == ruleset.Dice) {
			fs[i].Bound = b
		}
		fs[i].Ref = fieldRefs()[key]
		if side != "" && key == "bm" {
			fs[i].Ref = "assault-result"
		}
	}
	return fs
}
