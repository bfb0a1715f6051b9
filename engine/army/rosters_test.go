//go:build !wasm

package army

import (
	"fmt"
	"slices"
	"strings"
)

// The test armies. Everything here is invented: the Void Wardens and the
// Ironroot Kin are no one's faction, and their rules are our own words.

var (
	fWardens = "Faction: Void Wardens"
	oathRule = [2]string{"Oath of the Void", "At the start of your Command phase, choose one enemy unit on the battlefield as the Sworn Foe. Until your next Command phase, each time a Void Wardens model attacks the Sworn Foe, add 1 to the Wound roll."}
)

// smallRoster is a 500 point patrol, as BattleScribe exports it: a captain
// (a one-model unit chosen as a model), a squad with a sergeant and four
// lancers, a walker, and a squad whose unit profile is on the unit itself.
func smallRoster() gRoster {
	return gRoster{
		name: "Warden Patrol", faction: "Void Wardens", limit: 500,
		armyRule:   oathRule,
		battleSize: "1. Combat Patrol (500 Point limit)",
		detachment: "Tidebreaker Host",
		detachRule: [2]string{"Hold the Tide", "Units from this army that did not move this turn add 1 to their Objective Control."},
		units: []gSel{
			{name: "Warden Captain", typ: "model", n: 1, pts: 80,
				rules: [][2]string{{"Leader", "This model can be attached to a Lancer Squad."}},
				cats:  []string{fWardens, "Infantry", "Character", "Captain"},
				profiles: []gProfile{
					stat("Warden Captain", "6\"", "4", "3+", "5", "6+", "1"),
					ability("Invulnerable Save", "4+"),
					ability("Rallying Word", "While this model leads a unit, models in that unit may re-roll a Hit roll of 1."),
				},
				sels: []gSel{
					gear("Star-lance", 1, ranged("Star-lance", "24\"", "2", "2+", "5", "-2", "2", "Assault, Lethal Hits")),
					gear("Warden blade", 1, melee("Warden blade", "5", "2+", "5", "-2", "2", "-")),
					{name: "Warlord", typ: "upgrade", n: 1, cats: []string{"Warlord"}},
					{name: "Mantle of Stillness", typ: "upgrade", n: 1, pts: 15, group: "Enhancements",
						profiles: []gProfile{ability("Mantle of Stillness", "The bearer's unit cannot be targeted by ranged attacks more than 18\" away.")}},
				}},
			unitSel("Lancer Squad", 0, []string{fWardens, "Infantry", "Battleline", "Lancer Squad"},
				[]gProfile{ability("Shield Wall", "Each time a ranged attack targets this unit, subtract 1 from the Strength of that attack if it is greater than this unit's Toughness.")},
				modelSel("Lancer Sergeant", 1, []gProfile{stat("Lancer", "6\"", "4", "3+", "2", "6+", "2")},
					gear("Lance pistol", 1, ranged("Lance pistol", "12\"", "1", "3+", "4", "-1", "1", "Pistol")),
					gear("Power glaive", 1, melee("Power glaive", "3", "3+", "5", "-2", "1", "-"))),
				gSel{name: "Lancer", typ: "model", n: 4, pts: 90, profiles: []gProfile{stat("Lancer", "6\"", "4", "3+", "2", "6+", "2")},
					sels: []gSel{
						gear("Lance rifle", 3, ranged("Lance rifle", "24\"", "2", "3+", "4", "-1", "1", "Heavy")),
						gear("Tidecaller launcher", 1,
							ranged("➤ Tidecaller launcher - burst", "24\"", "D3", "3+", "4", "0", "1", "Blast"),
							ranged("➤ Tidecaller launcher - spike", "24\"", "1", "3+", "9", "-2", "D3", "-")),
						gear("Close combat weapon", 4, melee("Close combat weapon", "3", "3+", "4", "0", "1", "-")),
					}},
			),
			{name: "Bastion Walker", typ: "model", n: 1, pts: 150,
				cats: []string{fWardens, "Vehicle", "Walker", "Bastion Walker"},
				profiles: []gProfile{
					stat("Bastion Walker", "8\"", "10", "2+", "12", "7+", "4"),
					ability("Invulnerable Save", "5+"),
					ability("Damaged: 1-4 Wounds Remaining", "While this model has 1-4 wounds left, subtract 1 from its Hit rolls."),
				},
				sels: []gSel{
					gear("Twin siege cannon", 1, ranged("Twin siege cannon", "36\"", "D6+1", "3+", "9", "-2", "3", "Blast, Twin-linked")),
					gear("Crushing fists", 1, melee("Crushing fists", "4", "3+", "12", "-2", "D6+1", "-")),
				}},
			unitSel("Skiff Riders", 105, []string{fWardens, "Mounted", "Fly", "Skiff Riders"},
				[]gProfile{stat("Skiff Rider", "12\"", "5", "3+", "3", "6+", "2"), ability("Skim", "This unit can move over other models as if they were not there.")},
				modelSel("Skiff Rider", 3, nil,
					gear("Skiff carbine", 3, ranged("Skiff carbine", "18\"", "3", "3+", "5", "-1", "1", "Assault")),
					gear("Ram prow", 3, melee("Ram prow", "2", "4+", "6", "-1", "2", "Lance"))),
			),
		},
	}
}

// newRecruitRoster is a 1,000 point army as New Recruit exports it
// (generatedBy, from="entry", whole-number costs, group names).
func newRecruitRoster() gRoster {
	f := "Faction: Ironroot Kin"
	return gRoster{
		name: "Ironroot Grove", faction: "Ironroot Kin", limit: 1000, newRecruit: true,
		armyRule:   [2]string{"Deep Roots", "Each time an Ironroot Kin unit is selected to fight, if it did not charge this turn, it adds 1 to its Attacks characteristic."},
		battleSize: "1. Incursion (1000 Point limit)",
		detachment: "Thornwall Circle",
		detachRule: [2]string{"Living Wall", "Ironroot Kin Infantry units within 6\" of an objective you control gain the Stealth ability."},
		units: []gSel{
			{name: "Rootwarden", typ: "model", n: 1, pts: 110,
				cats: []string{f, "Infantry", "Character", "Rootwarden"},
				profiles: []gProfile{
					stat("Rootwarden", "5\"", "6", "2+", "6", "6+", "2"),
					ability("Feel No Pain", "5+"),
				},
				sels: []gSel{
					gear("Heartwood maul", 1, melee("Heartwood maul", "4", "3+", "8", "-2", "3", "Devastating Wounds")),
					gear("Seed sling", 1, ranged("Seed sling", "18\"", "3", "3+", "4", "0", "1", "Rapid Fire 1")),
				}},
			renamed("The Old Guard", unitSel("Bark Striders", 0, []string{f, "Infantry", "Battleline", "Bark Striders"},
				nil,
				modelSel("Bark Elder", 1, []gProfile{stat("Bark Strider", "5\"", "5", "4+", "2", "7+", "2")},
					gear("Thorn bow", 1, ranged("Thorn bow", "24\"", "1", "3+", "4", "-1", "2", "Precision"))),
				gSel{name: "Bark Strider", typ: "model", n: 9, pts: 120, profiles: []gProfile{stat("Bark Strider", "5\"", "5", "4+", "2", "7+", "2")},
					sels: []gSel{gear("Thorn bow", 9, ranged("Thorn bow", "24\"", "1", "3+", "4", "-1", "2", "Precision"))}},
			)),
			{name: "Thornback Beast", typ: "model", n: 1, pts: 220,
				cats: []string{f, "Monster", "Thornback Beast"},
				profiles: []gProfile{
					stat("Thornback Beast", "9\"", "11", "3+", "16", "7+", "5"),
					ability("Damaged: 1-5 Wounds Remaining", "While this model has 1-5 wounds left, subtract 1 from its Hit rolls."),
				},
				sels: []gSel{
					gear("Spine volley", 1, ranged("Spine volley", "18\"", "2D6", "4+", "6", "-1", "1", "Torrent, Ignores Cover")),
					gear("Goring tusks", 1,
						melee("➤ Goring tusks - gore", "6", "3+", "12", "-3", "D6+1", "-"),
						melee("➤ Goring tusks - trample", "12", "3+", "7", "-1", "2", "-")),
				}},
		},
	}
}

// renamed is a unit the player gave a name of their own.
func renamed(name string, s gSel) gSel {
	s.custom = name
	return s
}

// bigRoster is a 2,000 point army of 19 units (1,990 points) with every
// profile and long ability texts, the size of a real export (hundreds of KB):
// five of each unit of the patrol, but one walker fewer, and only the first
// captain the warlord with an enhancement.
func bigRoster() gRoster {
	r := smallRoster()
	r.name, r.limit = "Warden Strike Force", 2000
	r.battleSize = "2. Strike Force (2000 Point limit)"
	base := r.units
	r.units = nil
	for i := range 5 {
		for _, u := range base {
			if i == 4 && u.name == "Bastion Walker" {
				continue
			}
			u = deepen(u, i)
			if i > 0 {
				u.sels = slices.DeleteFunc(u.sels, func(s gSel) bool { return s.name == "Warlord" || s.group == "Enhancements" })
			}
			r.units = append(r.units, u)
		}
	}
	return r
}

// deepen makes the i-th copy of a unit: its name numbered, its ability
// texts long (as a roster with full rule descriptions has them), and a
// squad larger in the even copies.
func deepen(u gSel, i int) gSel {
	u.name = fmt.Sprintf("%s %c", u.name, 'A'+i)
	u.profiles = longer(u.profiles, i)
	sels := make([]gSel, len(u.sels))
	for j, s := range u.sels {
		s.profiles = longer(s.profiles, i)
		if s.typ == "model" && s.n > 1 && i%2 == 0 {
			s.n *= 2
			sub := make([]gSel, len(s.sels))
			for k, g := range s.sels {
				g.n *= 2
				sub[k] = g
			}
			s.sels = sub
		}
		sels[j] = s
	}
	u.sels = sels
	extra := make([][2]string, 0, 8)
	for k := range 8 {
		extra = append(extra, [2]string{fmt.Sprintf("Drill %d", k+1), filler(i*10 + k)})
	}
	u.rules = append(append([][2]string{}, u.rules...), extra...)
	return u
}

func longer(ps []gProfile, seed int) []gProfile {
	out := make([]gProfile, len(ps))
	for i, p := range ps {
		if p.typ == "Abilities" && len(p.vals[0]) > 3 {
			p.vals = []string{p.vals[0] + " " + filler(seed+i)}
		}
		out[i] = p
	}
	return out
}

// filler is invented rules-like prose, different for each seed, about 1 KB.
func filler(seed int) string {
	parts := []string{
		"Once per battle round, when an enemy unit ends a move within 9\" of this unit, this unit may shoot at it as if it were your Shooting phase.",
		"If this unit is below half strength, its models count as having the Objective Control characteristic of 1 higher.",
		"When this unit is destroyed, roll one D6 for each enemy unit within 6\": on a 4+, that unit suffers 1 mortal wound.",
		"This unit may make a Normal move of up to 3\" after it is set up, but must end that move more than 9\" from enemy models.",
		"At the end of your opponent's turn, if this unit is within range of an objective, that objective stays under your control.",
		"Each time a model in this unit makes an attack that targets a Monster or Vehicle unit, you may re-roll the Wound roll.",
		"In your Command phase, one model in this unit regains up to D3 lost wounds.",
		"Models in this unit ignore modifiers to their Move characteristic and to Advance and Charge rolls.",
	}
	var b strings.Builder
	for k := range 7 {
		if k > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(parts[(seed*3+k)%len(parts)])
	}
	return b.String()
}
