//go:build !wasm

package wh40k10

import (
	"path/filepath"
	"testing"

	at "auspex/engine/ruleset/armytest"
)

// The test rosters: an invented faction, the Glass Legion, in the shape of
// BattleScribe's and New Recruit's exports of the BSData 10th edition data
// (its profile type and characteristic names and ids, its cost type). Every
// unit, weapon and ability text here is our own invention.
//
// TestArmyRostersWritten checks the files in testdata/army are what this
// file writes; AUSPEX_ARMY_UPDATE=1 writes them.
func TestArmyRostersWritten(t *testing.T) {
	at.Written(t, filepath.Join("testdata", "army"), testRosters)
}

var testRosters = map[string]at.Roster{
	"strike-force-2000.ros": strikeForce,
	"patrol-500.ros":        patrol,
	"newrecruit-1000.ros":   newRecruit,
}

const (
	system10   = "Warhammer 40,000 10th Edition"
	systemID10 = "sys-352e-adc2-7639-d6a9"
	catalogue  = "Imperium - Glass Legion"
)

var points10 = []at.Cost{{Name: "pts", TypeID: "51b2-306e-1021-d207"}}

// The profile types of the 10th edition data, with their characteristics'
// ids as the game system file gives them.
func unitProfile(name, m, t, sv, w, ld, oc string) at.Profile {
	return at.Profile{Name: name, Type: "Unit", TypeID: "c547-1836-d8a-ff4f", Chars: []at.Char{
		{Name: "M", TypeID: "e703-ecb6-5ce7-aec1", Value: m}, {Name: "T", TypeID: "d29d-cf75-fc2d-34a4", Value: t},
		{Name: "SV", TypeID: "450-a17e-9d5e-29da", Value: sv}, {Name: "W", TypeID: "750a-a2ec-90d3-21fe", Value: w},
		{Name: "LD", TypeID: "58d2-b879-49c7-43bc", Value: ld}, {Name: "OC", TypeID: "bef7-942a-1a23-59f8", Value: oc}}}
}

func ranged(name, rng, a, bs, s, ap, d, kw string) at.Profile {
	return at.Profile{Name: name, Type: "Ranged Weapons", TypeID: "f77d-b953-8fa4-b762", Chars: []at.Char{
		{Name: "Range", TypeID: "9896-9419-16a1-92fc", Value: rng}, {Name: "A", TypeID: "3bb-c35f-f54-fb08", Value: a},
		{Name: "BS", TypeID: "94d-8a98-cf90-183e", Value: bs}, {Name: "S", TypeID: "2229-f494-25db-c5d3", Value: s},
		{Name: "AP", TypeID: "9ead-8a10-520-de15", Value: ap}, {Name: "D", TypeID: "a354-c1c8-a745-f9e3", Value: d},
		{Name: "Keywords", TypeID: "7f1b-8591-2fcf-d01c", Value: kw}}}
}

func melee(name, a, ws, s, ap, d, kw string) at.Profile {
	return at.Profile{Name: name, Type: "Melee Weapons", TypeID: "8a40-4aaa-c780-9046", Chars: []at.Char{
		{Name: "Range", TypeID: "914c-b413-91e3-a132", Value: "Melee"}, {Name: "A", TypeID: "2337-daa1-6682-b110", Value: a},
		{Name: "WS", TypeID: "95d1-95f-45b4-11d6", Value: ws}, {Name: "S", TypeID: "ab33-d393-96ce-ccba", Value: s},
		{Name: "AP", TypeID: "41a0-1301-112a-e2f2", Value: ap}, {Name: "D", TypeID: "3254-9fe6-d824-513e", Value: d},
		{Name: "Keywords", TypeID: "893f-9000-ccf7-648e", Value: kw}}}
}

func ability(name, text string) at.Profile {
	return at.Profile{Name: name, Type: "Abilities", TypeID: "9cc3-6d83-4dd3-9b64",
		Chars: []at.Char{{Name: "Description", TypeID: "9b8f-694b-e5e-b573", Value: text}}}
}

// gear is a wargear selection carried n times (the total over its models).
func gear(name string, n int, ps ...at.Profile) at.Sel {
	return at.Sel{Name: name, Type: "upgrade", Group: "Wargear", Number: n, Profiles: ps}
}

func model(name string, n int, ps []at.Profile, gs ...at.Sel) at.Sel {
	return at.Sel{Name: name, Type: "model", Number: n, Profiles: ps, Selections: gs}
}

func faction(cats ...string) []string {
	return append(cats, "Imperium", "Faction: Glass Legion")
}

// The rules the units share, in our words.
var (
	ruleLeader     = at.Rule{Name: "Leader", Text: "Before the battle this model may join one of the units its datasheet names; they act as one unit."}
	ruleDeepStrike = at.Rule{Name: "Deep Strike", Text: "The unit may wait off the table and arrive later, more than 9 inches from every enemy."}
	ruleStealth    = at.Rule{Name: "Stealth", Text: "Ranged attacks against a unit whose models all have this are 1 worse to hit."}
	ruleFNP6       = at.Rule{Name: "Feel No Pain 6+", Text: "Roll a die for each wound the model would lose; on the number given or more, it keeps it."}
	ruleFNP5       = at.Rule{Name: "Feel No Pain 5+", Text: ruleFNP6.Text}
	ruleDemise     = at.Rule{Name: "Deadly Demise D3", Text: "When the model is destroyed, roll a die; on a 6 nearby units suffer the mortal wounds given."}
	ruleScouts     = at.Rule{Name: "Scouts 6\"", Text: "Before the first turn the unit may make a move of up to the distance given."}
	ruleLoneOp     = at.Rule{Name: "Lone Operative", Text: "Unless it is part of an attached unit, enemies more than 12 inches away cannot pick it as a target."}
	armyRule       = at.Rule{Name: "Shatterlight", Text: "In your Command phase pick one enemy unit; your units re-roll a Hit roll of 1 against it until your next one."}
)

// The units, each a function of how many models so a roster can take it
// twice at different sizes.
func prismLord() at.Sel {
	return at.Sel{Name: "Prism Lord", Type: "model", Points: 95, Categories: faction("Character", "Infantry", "Prism Lord"),
		Rules: []at.Rule{ruleLeader, ruleDeepStrike},
		Profiles: []at.Profile{unitProfile("Prism Lord", "6\"", "4", "3+", "5", "6+", "1"),
			ability("Invulnerable Save", "4+"),
			ability("Shard Mantle", "Once per battle, in your opponent's Shooting phase, this model can flicker: until the phase ends it cannot be targeted from more than 12 inches.")},
		Selections: []at.Sel{
			gear("Prism pistol", 1, ranged("Prism pistol", "12\"", "1", "2+", "5", "-1", "2", "Pistol, Melta 2")),
			gear("Glass sabre", 1, melee("Glass sabre", "5", "2+", "5", "-2", "2", "Precision, Lethal Hits")),
			{Name: "Warlord", Type: "upgrade", Categories: []string{"Warlord"}},
		}}
}

func shardguard(n int) at.Sel {
	troop := []at.Profile{unitProfile("Shardguard", "6\"", "4", "3+", "2", "6+", "2")}
	return at.Sel{Name: "Shardguard Squad", Type: "unit", Points: float64(9 * (n + 1)), Categories: faction("Battleline", "Infantry", "Grenades", "Shardguard Squad"),
		Profiles: []at.Profile{ability("Hold Fast", "While this unit stands on an objective you control, add 1 to its Objective Control.")},
		Selections: []at.Sel{
			model("Shardguard Sergeant", 1, []at.Profile{unitProfile("Shardguard Sergeant", "6\"", "4", "3+", "2", "6+", "2")},
				gear("Splinter carbine", 1, splinterCarbine),
				gear("Shard blade", 1, melee("Shard blade", "4", "3+", "5", "-2", "1", "-"))),
			model("Shardguard", n, troop,
				gear("Splinter carbine", n, splinterCarbine),
				gear("Close combat weapon", n, melee("Close combat weapon", "3", "3+", "4", "0", "1", "-"))),
		}}
}

var splinterCarbine = ranged("Splinter carbine", "24\"", "2", "3+", "4", "-1", "1", "Assault, Rapid Fire 1, Sustained Hits 1")

func refractor() at.Sel {
	return at.Sel{Name: "Refractor Battery", Type: "model", Points: 160, Categories: faction("Vehicle", "Refractor Battery"),
		Rules: []at.Rule{ruleDemise},
		Profiles: []at.Profile{unitProfile("Refractor Battery", "10\"", "10", "3+", "12", "7+", "3"),
			ability("Baffle Plates", "Thick armour rings the hull. Against every attack allocated to it, subtract 1 from the Damage characteristic of that attack.")},
		Selections: []at.Sel{
			gear("Twin lumen cannon", 1, ranged("Twin lumen cannon", "48\"", "2", "3+", "12", "-3", "D6+1", "Twin-linked, Heavy")),
			gear("Flare mortar", 1, ranged("Flare mortar", "48\"", "D6", "3+", "6", "0", "1", "Blast, Indirect Fire")),
			gear("Armoured hull", 1, melee("Armoured hull", "3", "4+", "6", "0", "1", "-")),
		}}
}

func mirrorDrones(n int) at.Sel {
	return at.Sel{Name: "Mirror Drones", Type: "unit", Points: float64(10 * n), Categories: faction("Fly", "Mirror Drones"),
		Rules: []at.Rule{ruleStealth, ruleFNP6},
		Selections: []at.Sel{model("Mirror Drone", n, []at.Profile{unitProfile("Mirror Drone", "12\"", "3", "4+", "1", "8+", "0")},
			gear("Glint beam", n, ranged("Glint beam", "18\"", "1", "N/A", "3", "0", "1", "Torrent, Ignores cover")),
			gear("Drone ram", n, melee("Drone ram", "1", "5+", "3", "0", "1", "-")))}}
}

func cinderHounds() at.Sel {
	return at.Sel{Name: "Cinder Hounds", Type: "unit", Points: 110, Categories: faction("Beast", "Cinder Hounds"),
		Rules:    []at.Rule{ruleScouts},
		Profiles: []at.Profile{ability("Ember Shroud", "Models in this unit have a 5+ invulnerable save.")},
		Selections: []at.Sel{model("Cinder Hound", 5, []at.Profile{unitProfile("Cinder Hound", "10\"", "5", "5+", "3", "7+", "1")},
			gear("Searing jaws", 5, melee("Searing jaws", "3", "3+", "6", "-1", "2", "Anti-Infantry 4+, Devastating Wounds")),
			gear("Cinder breath", 5, ranged("Cinder breath", "12\"", "D6", "N/A", "4", "0", "1", "Torrent, Searing")))}}
}

func lancerKnight() at.Sel {
	return at.Sel{Name: "Lancer Knight", Type: "model", Points: 450, Categories: faction("Vehicle", "Walker", "Titanic", "Lancer Knight"),
		Rules: []at.Rule{{Name: "Deadly Demise D6", Text: ruleDemise.Text}},
		Profiles: []at.Profile{unitProfile("Lancer Knight", "10\"", "11", "2+", "22", "6+", "10"),
			ability("Invulnerable Save 5+", "This model has a 5+ invulnerable save."),
			ability("Striding Colossus", "It may move over models and terrain no taller than 4 inches as if they were not there.")},
		Selections: []at.Sel{
			gear("Sunspear", 1, ranged("Sunspear", "24\"", "2", "3+", "14", "-4", "D6+2", "Melta 4")),
			gear("Overcharged beam", 1, ranged("Overcharged beam", "36\"", "3", "3+", "9", "-3", "3", "Hazardous, Anti-Vehicle 4+")),
			gear("Sunspear haft", 1, melee("➤ Sunspear haft - strike", "4", "3+", "16", "-3", "6", "-"),
				melee("➤ Sunspear haft - sweep", "12", "3+", "8", "-1", "1", "-")),
		}}
}

func stormChoir() at.Sel {
	return at.Sel{Name: "Storm Choir", Type: "unit", Points: 65, Categories: faction("Infantry", "Psyker", "Storm Choir"),
		Profiles: []at.Profile{ability("Invulnerable Save (4+)", "The choir's hum turns blows aside.")},
		Selections: []at.Sel{model("Choir Singer", 4, []at.Profile{unitProfile("Choir Singer", "6\"", "3", "5+", "1", "7+", "1")},
			gear("Choir wail", 4, ranged("Choir wail", "18\"", "2D6", "3+", "5", "-1", "1", "Psychic, Blast, Precision, One Shot")),
			gear("Ritual knife", 4, melee("Ritual knife", "1", "4+", "3", "0", "1", "Extra Attacks")))}}
}

// glassArsenal has more weapons than the calculator's eight lines.
func glassArsenal() at.Sel {
	guns := []at.Sel{}
	for _, g := range []struct{ name, a, s, kw string }{
		{"Hull lance", "1", "12", "Lance"}, {"Spire cannon", "2", "10", "Heavy"}, {"Pane repeater", "6", "5", "Rapid Fire 3"},
		{"Facet gun", "3", "6", "Twin Linked"}, {"Lens array", "4", "7", "Sustained Hits D3"}, {"Glow caster", "D6+3", "4", "Blast, Ignores Cover"},
		{"Beam spike", "1", "16", "Melta D3"}, {"Sliver storm", "2D6", "3", "Lethal Hits"}, {"Prism flare", "D3", "8", "Devastating wounds"},
		{"Mirror shot", "2", "6", "Anti-Fly 2+"},
	} {
		guns = append(guns, gear(g.name, 1, ranged(g.name, "36\"", g.a, "4+", g.s, "-2", "2", g.kw)))
	}
	return at.Sel{Name: "Glass Arsenal", Type: "model", Points: 260, Categories: faction("Vehicle", "Glass Arsenal"),
		Profiles:   []at.Profile{unitProfile("Glass Arsenal", "8\"", "12", "2+", "18", "7+", "5")},
		Selections: guns}
}

func skyglassRiders() at.Sel {
	return at.Sel{Name: "Skyglass Riders", Type: "unit", Points: 150, Categories: faction("Mounted", "Fly", "Skyglass Riders"),
		Rules:    []at.Rule{ruleLoneOp, ruleFNP5},
		Profiles: []at.Profile{ability("Shimmer Field", "This unit has a 4+ invulnerable save against ranged attacks.")},
		Selections: []at.Sel{model("Skyglass Rider", 3, []at.Profile{unitProfile("Skyglass Rider", "14\"", "5", "3+", "4", "6+", "2")},
			gear("Twin splinter lance", 3, ranged("Twin splinter lance", "18\"", "3", "3+", "6", "-1", "2", "Twin Linked, Assault")),
			gear("Riding glaive", 3, melee("Riding glaive", "3", "3+", "6", "-2", "2", "Lance")))}}
}

// config is the roster's configuration selections, as the builders write them.
func config(size, detachment string) []at.Sel {
	return []at.Sel{
		{Name: "Battle Size", Type: "upgrade", Categories: []string{"Configuration"},
			Selections: []at.Sel{{Name: size, Type: "upgrade", Group: "Battle Size"}}},
		{Name: "Detachment", Type: "upgrade", Categories: []string{"Configuration"},
			Selections: []at.Sel{{Name: detachment, Type: "upgrade", Group: "Detachment",
				Rules: []at.Rule{{Name: "Shards of Resolve", Text: "Your units that did not move this turn add 1 to their Wound rolls against the nearest enemy."}}}}},
	}
}

var strikeForce = at.Roster{
	Name: "Glass Legion Strike Force", System: system10, SystemID: systemID10, Revision: 118, Costs: points10, Limit: 2000,
	Forces: []at.Force{{Name: "Army Roster", Catalogue: catalogue, Rules: []at.Rule{armyRule},
		Selections: append(config("2. Strike Force (2000 Point limit)", "Mirror Host"),
			prismLord(), shardguard(9), shardguard(4), refractor(), mirrorDrones(6), cinderHounds(),
			lancerKnight(), stormChoir(), glassArsenal(), skyglassRiders(), mirrorDrones(3), refractor(), cinderHounds(),
			shardguard(9), stormChoir(), mirrorDrones(6)),
	}},
}

var patrol = at.Roster{
	Name: "Glass Patrol", System: system10, SystemID: systemID10, Revision: 118, Costs: points10, Limit: 500,
	Forces: []at.Force{{Name: "Army Roster", Catalogue: catalogue, Rules: []at.Rule{armyRule},
		Selections: append(config("1. Combat Patrol (500 Point limit)", "Mirror Host"), prismLord(), shardguard(9), mirrorDrones(6), cinderHounds()),
	}},
}

var newRecruit = at.Roster{
	Name: "Shatterpoint", System: system10, SystemID: systemID10, Revision: 118, Costs: points10, Limit: 1000, NewRecruit: true,
	Forces: []at.Force{{Name: "Army Roster", Catalogue: catalogue, Rules: []at.Rule{armyRule},
		Selections: append(config("1. Incursion (1000 Point limit)", "Mirror Host"), prismLord(), lancerKnight(), stormChoir(), skyglassRiders(), shardguard(4)),
	}},
}
