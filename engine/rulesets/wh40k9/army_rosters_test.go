//go:build !wasm

package wh40k9

import (
	"path/filepath"
	"testing"

	at "auspex/engine/ruleset/armytest"
)

// The test rosters: an invented faction, the Iron Wardens, in the shape of
// BattleScribe's exports of the BSData 9th edition data (its profile type
// and characteristic names and ids, its three cost types). Every unit,
// weapon and ability text here is our own invention.
func TestArmyRostersWritten(t *testing.T) {
	at.Written(t, filepath.Join("testdata", "army"), testRosters)
}

var testRosters = map[string]at.Roster{
	"patrol-9th.ros":    patrol9,
	"battalion-9th.ros": battalion9,
}

const catalogue9 = "Imperium - Iron Wardens"

var costs9 = []at.Cost{{Name: "pts", TypeID: "points"}, {Name: " PL", TypeID: "e356-c769-5920-6e14"}, {Name: "CP", TypeID: "2d3b-b544-ad49-fb75"}}

func unit9(name, ws, bs, s, t, w, a, ld, save string) at.Profile {
	return at.Profile{Name: name, Type: "Unit", TypeID: "800f-21d0-4387-c943", Chars: []at.Char{
		{Name: "M", TypeID: "0bdf-a96e-9e38-7779", Value: "6\""}, {Name: "WS", TypeID: "e7f0-1278-0250-df0c", Value: ws},
		{Name: "BS", TypeID: "381b-eb28-74c3-df5f", Value: bs}, {Name: "S", TypeID: "2218-aa3c-265f-2939", Value: s},
		{Name: "T", TypeID: "9c9f-9774-a358-3a39", Value: t}, {Name: "W", TypeID: "f330-5e6e-4110-0978", Value: w},
		{Name: "A", TypeID: "13fc-b29b-31f2-ab9f", Value: a}, {Name: "Ld", TypeID: "00ca-f8b8-876d-b705", Value: ld},
		{Name: "Save", TypeID: "c0df-df94-abd7-e8d3", Value: save}}}
}

func weapon9(name, rng, typ, s, ap, d, abilities string) at.Profile {
	return at.Profile{Name: name, Type: "Weapon", TypeID: "d5f97c0b-9fc9-478d-aa34-a7c414d3ea48", Chars: []at.Char{
		{Name: "Range", TypeID: "6fa97fa8-ea74-4a27-a0fb-bc4e5f367464", Value: rng}, {Name: "Type", TypeID: "077c342f-d7b9-45c6-b8af-88e97cafd3a2", Value: typ},
		{Name: "S", TypeID: "59b1-319e-ec13-d466", Value: s}, {Name: "AP", TypeID: "75aa-a838-b675-6484", Value: ap},
		{Name: "D", TypeID: "ae8a-3137-d65b-4ca7", Value: d}, {Name: "Abilities", TypeID: "837d-5e63-aeb7-1410", Value: abilities}}}
}

func ability9(name, text string) at.Profile {
	return at.Profile{Name: name, Type: "Abilities", TypeID: "72c5eafc-75bf-4ed9-b425-78009f1efe82",
		Chars: []at.Char{{Name: "Description", TypeID: "21befb24-fc85-4f52-a745-64b2e48f8228", Value: text}}}
}

func power9(name, charge, rng, details string) at.Profile {
	return at.Profile{Name: name, Type: "Psychic Power", TypeID: "ae70-4738-0161-bec0", Chars: []at.Char{
		{Name: "Warp Charge", TypeID: "5ffd-b800-c317-532a", Value: charge}, {Name: "Range", TypeID: "fd64-cbc4-94de-24cc", Value: rng},
		{Name: "Details", TypeID: "ad96-dfa4-b4ed-656d", Value: details}}}
}

func gear9(name string, n int, ps ...at.Profile) at.Sel {
	return at.Sel{Name: name, Type: "upgrade", Group: "Wargear", Number: n, Profiles: ps}
}

func cats9(slot string, more ...string) []string {
	return append(append([]string{slot}, more...), "Imperium", "Faction: Iron Wardens")
}

var (
	boltCarbine = weapon9("Bolt carbine", "24\"", "Rapid Fire 1", "4", "0", "1", "-")
	fragGrenade = weapon9("Frag grenade", "6\"", "Grenade D6", "3", "0", "1", "Blast.")
	chainBlade  = weapon9("Chain blade", "Melee", "Melee", "User", "-1", "1", "The bearer makes 1 more attack with it each time it fights.")
	powerFist   = weapon9("Power fist", "Melee", "Melee", "x2", "-3", "2", "-")
)

func forgeWarden() at.Sel {
	return at.Sel{Name: "Forge Warden", Type: "model", Points: 85, Categories: cats9("HQ", "Character", "Infantry", "Forge Warden"),
		Profiles: []at.Profile{unit9("Forge Warden", "2+", "2+", "4", "4", "5", "4", "9", "3+"),
			ability9("Runic Halo", "This model has a 4+ invulnerable save."),
			ability9("Steady Hand", "Friendly units within 6 inches re-roll hit rolls of 1 in the Shooting phase.")},
		Selections: []at.Sel{
			gear9("Bolt carbine", 1, boltCarbine),
			gear9("Forge hammer", 1, weapon9("Forge hammer", "Melee", "Melee", "x2", "-3", "3", "Clumsy in the hand: subtract 1 from hit rolls made with it.")),
			gear9("Frag grenades", 1, fragGrenade),
		}}
}

func wardenSquad() at.Sel {
	return at.Sel{Name: "Warden Squad", Type: "unit", Points: 20, Categories: cats9("Troops", "Infantry", "Warden Squad"),
		Profiles: []at.Profile{unit9("Warden", "3+", "3+", "4", "4", "2", "2", "7", "3+"),
			ability9("Iron Resolve", "Stubborn plating. Whenever one of these models would lose a wound, roll one D6: on a 6+, that wound is not lost.")},
		Selections: []at.Sel{
			{Name: "Warden Sergeant", Type: "model", Points: 20, Profiles: []at.Profile{unit9("Warden Sergeant", "3+", "3+", "4", "4", "2", "3", "8", "3+")},
				Selections: []at.Sel{gear9("Bolt carbine", 1, boltCarbine), gear9("Power fist", 1, powerFist), gear9("Frag grenades", 1, fragGrenade)}},
			{Name: "Warden", Type: "model", Number: 3, Points: 60,
				Selections: []at.Sel{gear9("Bolt carbine", 3, boltCarbine), gear9("Chain blade", 3, chainBlade), gear9("Frag grenades", 3, fragGrenade)}},
			{Name: "Warden w/ melta carbine", Type: "model", Points: 25,
				Selections: []at.Sel{gear9("Melta carbine", 1, weapon9("Melta carbine", "12\"", "Assault 1", "8", "-4", "D6", "Within half range, its Damage is D6+2 instead.")),
					gear9("Chain blade", 1, chainBlade), gear9("Frag grenades", 1, fragGrenade)}},
		}}
}

// siegeTank has three damage brackets, as the data gives a vehicle: the
// first written is the second bracket, whose W is "N/A".
func siegeTank() at.Sel {
	bracket := func(n, left, ws, bs, w, a string) at.Profile {
		return unit9("Siege Tank ["+n+"] ("+left+" wounds remaining)", ws, bs, "6", "8", w, a, "8", "3+")
	}
	return at.Sel{Name: "Siege Tank", Type: "model", Points: 150, Categories: cats9("Heavy Support", "Vehicle", "Siege Tank"),
		Profiles: []at.Profile{bracket("2", "3-5", "6+", "4+", "N/A", "D3"), bracket("1", "6+", "6+", "3+", "11", "3"), bracket("3", "1-2", "6+", "5+", "N/A", "1"),
			ability9("Smoke Screen", "Once per battle, instead of shooting, it hides behind smoke: until your next turn attacks against it are 1 worse to hit.")},
		Selections: []at.Sel{
			gear9("Battle cannon", 1, weapon9("Battle cannon", "48\"", "Heavy D6", "8", "-2", "D3", "Blast")),
			gear9("Twin autocannon", 1, weapon9("Twin autocannon", "48\"", "Heavy 4", "7", "-1", "2", "-")),
			gear9("Flamer", 1, weapon9("Flamer", "12\"", "Assault D6", "4", "0", "1", "This weapon automatically hits its target.")),
		}}
}

func gateSentinels() at.Sel {
	return at.Sel{Name: "Gate Sentinels", Type: "unit", Points: 40, Categories: cats9("Troops", "Infantry", "Gate Sentinels"),
		Selections: []at.Sel{{Name: "Gate Sentinel", Type: "model", Number: 10, Points: 40,
			Profiles: []at.Profile{unit9("Gate Sentinel", "4+", "4+", "3", "3", "1", "1", "6", "4+/5+")},
			Selections: []at.Sel{
				gear9("Storm repeater", 10, weapon9("Storm repeater", "18\"", "Dakka 3/2", "4", "0", "1", "-")),
				gear9("Combi-melta", 2, weapon9("Combi-melta", "-", "-", "-", "-", "-", "Pick one of the profiles below before you shoot."),
					weapon9("Combi-melta (carbine)", "24\"", "Rapid Fire 1", "4", "0", "1", "-"),
					weapon9("Combi-melta (melta)", "12\"", "Assault 1", "8", "-4", "D6", "-")),
			}}}}
}

func honourGuard() at.Sel {
	return at.Sel{Name: "Honour Guard", Type: "unit", Points: 150, Categories: cats9("Elites", "Infantry", "Honour Guard"),
		Profiles: []at.Profile{ability9("Bulwark Plate", "Heavy plate. Against each attack allocated to a model in this unit, subtract 1 from the Damage characteristic of that attack (never below 1).")},
		Selections: []at.Sel{{Name: "Honour Guard", Type: "model", Number: 5, Points: 150,
			Profiles: []at.Profile{unit9("Honour Guard", "2+", "3+", "5", "5", "3", "3", "9", "2+"), ability9("Oathbound", "Models in this unit have a 5+ invulnerable save.")},
			Selections: []at.Sel{
				gear9("Honour glaive", 5, weapon9("Honour glaive", "Melee", "Melee", "+1", "-2", "2", "An unmodified hit roll of 6 scores 1 additional hit.")),
				gear9("Judgement pistol", 5, weapon9("Judgement pistol", "12\"", "Pistol 1", "5", "-1", "2",
					"An unmodified wound roll of 6 inflicts 1 mortal wound on the target in addition to the normal damage.")),
				gear9("Seeker bolts", 5, weapon9("Seeker bolts", "30\"", "Heavy 2", "5", "-1", "1",
					"An unmodified hit roll of 6 automatically wounds the target. An unmodified wound roll of 6 improves the Armour Penetration of that attack by 1.")),
			}}}}
}

func ironBeast() at.Sel {
	return at.Sel{Name: "Iron Beast", Type: "model", Points: 180, Categories: cats9("Heavy Support", "Monster", "Iron Beast"),
		Profiles: []at.Profile{unit9("Iron Beast", "3+", "4+", "7", "7", "14", "D3+3", "8", "3+"),
			ability9("Tough Hide", "Roll a D6 whenever this model would lose a wound; on a 6+ the model does not lose that wound.")},
		Selections: []at.Sel{
			gear9("Crushing claws", 1, weapon9("Crushing claws", "Melee", "Melee", "x2", "-3", "D6", "-")),
			gear9("Spine volley", 1, weapon9("Spine volley", "18\"", "Assault 2D6", "5", "-1", "1", "An unmodified wound roll of 6 inflicts 1 mortal wound on the target and the attack sequence ends.")),
		}}
}

func lorekeeper() at.Sel {
	return at.Sel{Name: "Lorekeeper", Type: "model", Points: 70, Categories: cats9("HQ", "Character", "Infantry", "Psyker", "Lorekeeper"),
		Profiles: []at.Profile{unit9("Lorekeeper", "3+", "3+", "4", "4", "4", "3", "9", "3+"),
			ability9("Warding Rune", "This model has an invulnerable save of 5+."),
			{Name: "Psyker", Type: "Psyker", TypeID: "bc97-dea9-9e88-bb7d", Chars: []at.Char{{Name: "Cast", TypeID: "5afb-9914-904b-d3b3", Value: "1"},
				{Name: "Deny", TypeID: "b5ac-9c20-5d5a-6f9b", Value: "1"}, {Name: "Powers Known", TypeID: "69d7-b45e-00a2-7e46", Value: "Smite, 1 other"},
				{Name: "Other", TypeID: "c2e2-f115-0003-5d7b", Value: "-"}}},
			power9("Iron Ward", "6", "18\"", "In your Psychic phase pick a friendly unit within range: until your next one it is 1 harder to wound.")},
		Selections: []at.Sel{
			gear9("Force staff", 1, weapon9("Force staff", "Melee", "Melee", "+2", "-1", "D3", "-")),
			gear9("Bolt carbine", 1, boltCarbine),
		}}
}

func forces9(name string, sels ...at.Sel) at.Force {
	return at.Force{Name: name, Catalogue: catalogue9,
		Rules:      []at.Rule{{Name: "Iron Discipline", Text: "Units of this faction that did not move may re-roll one hit roll each time they shoot."}},
		Selections: append([]at.Sel{{Name: "Detachment Command Cost", Type: "upgrade", Categories: []string{"No Force Org Slot"}}}, sels...)}
}

var patrol9 = at.Roster{
	Name: "Iron Wardens Patrol", System: "Warhammer 40,000 9th Edition", SystemID: "28ec-711c-d87f-3aeb", Revision: 250, Costs: costs9, Limit: 500,
	Forces: []at.Force{forces9("Patrol Detachment -2CP", forgeWarden(), wardenSquad(), siegeTank())},
}

var battalion9 = at.Roster{
	Name: "Iron Wardens Battalion", System: "Warhammer 40,000 9th Edition", SystemID: "28ec-711c-d87f-3aeb", Revision: 250, Costs: costs9, Limit: 1000,
	Forces: []at.Force{forces9("Battalion Detachment 0CP", forgeWarden(), lorekeeper(), wardenSquad(), gateSentinels(), wardenSquad(), honourGuard(), ironBeast())},
}
