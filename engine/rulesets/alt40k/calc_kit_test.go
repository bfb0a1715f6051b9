package alt40k

import (
	"fmt"
	"net/url"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/ruleset/calctest"
)

// rolledAddsUp checks what a roll's dice say of its totals: one hit die per
// attack when the attacks roll to hit; no more wound or penetration dice
// than hits; a failed save for each unsaved wound that had a save; chart
// dice only for penetrations; models destroyed are wounds lost over wounds.
func rolledAddsUp(q url.Values, log *ruleset.RollLog) error {
	v, err := ruleset.ParseForm(form(), q)
	if err != nil {
		return err
	}
	dice, passed := map[string]int{}, map[string]int{}
	for _, st := range log.Stages {
		for _, d := range st.Dice {
			dice[st.ID+"/"+d.Role]++
			passed[st.ID+"/"+d.Role] += b2i(d.Success)
		}
	}
	total := func(id string) int {
		if s := log.Stage(id); s != nil {
			return s.Total
		}
		return 0
	}
	rollsToHit := v.Str("template") == "" && !v.Flag("autohit") && v.Lines() == 1
	pens := dice["penetrating/penetrate"] + dice["glancing/penetrate"]
	for _, c := range []struct {
		bad  bool
		what string
	}{
		{rollsToHit && dice["hits/hit"] != total("attacks"), "hit dice and attacks"},
		{passed["hits/hit"] > total("hits"), "hit dice that hit and hits"},
		{dice["wounds/wound"] > total("hits"), "wound dice and hits"},
		{passed["wounds/wound"] > total("wounds"), "wound dice that wounded and wounds"},
		{pens > 2*total("hits"), "penetration dice and hits"},
		{passed["unsaved/save"] > total("unsaved"), "failed saves and unsaved wounds"},
		{dice["result/damage-chart"] > total("penetrating"), "damage chart dice and penetrations"},
		{total("destroyed") != total("damage")/v.Int("w"), "wounds lost and models destroyed"},
		{total("damage") > 0 && total("unsaved") == 0, "wounds lost with nothing unsaved"},
	} {
		if c.bad {
			return fmt.Errorf("%s do not agree: dice %v, of which passed %v", c.what, dice, passed)
		}
	}
	return nil
}

func TestConformance(t *testing.T) {
	calctest.Run(t, Calc, calctest.Kit{
		Queries: []string{
			boltgunQuery, lascannonQuery, heavyQuery,
			"mode=cc&type=melee&a=2&ws=3&s=x2&us=4&ap=2&charging=1&furious=1&shockassault=1&extraweapons=1&target=monster&t=6&w=4&n=2&sv=3&inv=5&monsterbane=1&excess=lost",
			"template=blast5&under=4&s=8&ap=3&target=swarm&n=5&w=3&t=3&sv=6&cover=4&ground=1&stealth=1&getshot=1",
			"template=flame&overwatch=1&templates=2&s=4&ap=5&n=6&sv=5&cover=4",
			"template=apoc&snap=1&s=6&n=8&hitrr=fail",
			"a=3&type=assault&tesla=1&hitrr=1&s=7&ap=-&target=vehicle&av=11&w=3&n=2&open=1&woundrr=fail",
			"a=2&gauss=1&s=5&t=4&sv=3&fnp=5&nat6=1&hitmod=-3&rending=1",
			"a=2&gauss=1&s=5&target=vehicle&av=11&w=3&sv=4",
			"type=ordnance&a=D3&s=8&ap=3&target=titanicvehicle&av=14&w=12&voids=2&sv=3&woundrr=1",
			"a=2&melta=1&half=1&s=8&ap=1&target=vehicle&av=14&w=4&lance=1&haywire=4&fixed=best",
			"a=3&sniper=4&poisoned=3&grav=1&destroyer=0&s=3&t=6&target=monstrousinfantry&monsterbane=1&w=3&n=3&fnp=6",
			"a=4&destroyer=1&s=10&target=titanicmonster&t=8&w=20&inv=4&fnp=5",
			"a=2&poisoned=2&grav=1&target=building&t=7&w=10&monsterbane=1",
			"type=heavy&a=2&s=9&ap=2&target=titanicvehicle&av=14&w=8&voids=3&sv=3&2.type=heavy&2.a=3&2.s=7&2.ap=4&3.type=assault&3.a=2&3.s=10&3.melta=1&3.half=1",
			"overwatch=1&type=pistol&models=5&a=1&s=4&2.type=heavy&2.a=D6&2.s=5&2.ap=4&3.type=rapid&3.a=2&3.scatter=1&t=4&sv=4&w=2&n=5",
			scatterVehicleQuery, scatterModelQuery, excessQuery, excessQuery + "&excess=lost",
		},
		Rolls:          10,
		Totals:         rolledAddsUp,
		Contradictions: contradictions,
		Free:           free,
		NoEffect:       noEffect,
	})
}

// contradictions are values each fine alone that a rule (or the
// calculator's limit) refuses together; fields the mode or the target hides
// are refused when given.
var contradictions = []calctest.Contradiction{
	{Query: "type=grenade&models=2", Key: "models"},
	{Query: "mode=cc", Key: "type"},
	{Query: "type=melee", Key: "type"},
	{Query: "models=40&a=20", Key: "a"},
	{Query: "mode=cc&type=melee&bs=3", Key: "bs"},
	{Query: "ws=3", Key: "ws"},
	{Query: "mode=cc&type=melee&half=1", Key: "half"},
	{Query: "template=blast5&snap=1&tesla=1", Key: "template"},
	{Query: "mode=cc&type=melee&template=flame", Key: "template"},
	{Query: "template=blast5&under=3&n=2", Key: "under"},
	{Query: "mode=cc&type=melee&templates=2", Key: "templates"},
	{Query: "extraweapons=1", Key: "extraweapons"},
	{Query: "extraattack=1", Key: "extraattack"},
	{Query: "template=blast3&overwatch=1&autohit=1", Key: "autohit"},
	{Query: "tesla=1&gauss=1", Key: "gauss"},
	{Query: "gauss=1&target=titanicvehicle&av=14&w=20&voids=2", Key: "gauss"},
	{Query: "mode=cc&type=melee&getshot=1", Key: "getshot"},
	{Query: "mode=cc&type=melee&scatter=1", Key: "scatter"},
	{Query: "slow=1", Key: "slow"},
	{Query: "n=40&w=60", Key: "n"},
	{Query: "target=vehicle&t=5", Key: "t"},
	{Query: "av=10", Key: "av"},
	{Query: "open=1", Key: "open"},
	{Query: "voids=1", Key: "voids"},
	{Query: "target=vehicle&n=2&voids=1", Key: "voids"},
	{Query: "mode=cc&type=melee&target=vehicle&voids=1", Key: "voids"},
	{Query: "mode=cc&type=melee&overwatch=1", Key: "overwatch"},
	{Query: "charging=1", Key: "charging"},
	{Query: "shockassault=1", Key: "shockassault"},
	{Query: "furious=1", Key: "furious"},
	{Query: "2.type=grenade&2.models=2", Key: "2.models"},
}

// free are the fields no value of which a rule refuses given the others.
var free = map[string]string{
	"mode":        "either attack goes with any target; what the other mode does not use is refused under that field's own key",
	"us":          "any Strength goes with any weapon; with a numeric S it has no effect",
	"s":           "any Strength, User or X2 goes with any target and rule",
	"ap":          "any AP goes with any save; it only decides whether the armour save is taken",
	"snap":        "Snap Shots go with any weapon; what a rule cannot read with them is refused under that rule's key",
	"accurate":    "Accurate goes with anything; where nothing rolls to hit, or Snap Shots are fired, it has no effect",
	"rending":     "Rending goes with any target: a natural 5+ that wounds or glances takes the armour save",
	"sniper":      "Sniper goes with any target: it wounds some types on X+ and is Rending against all",
	"poisoned":    "Poisoned goes with any target: its X+ for some, a 6 for buildings and vehicles, no effect on Swarms",
	"grav":        "Grav goes with any target: 4+ for some, a glance on a 6 for buildings and vehicles",
	"destroyer":   "Destroyer goes with any target and any defence; saves and Feel No Pain then have no effect",
	"haywire":     "Haywire goes with any target; against a non-vehicle it has no effect",
	"armourbane":  "Armourbane goes with any target; against a non-vehicle it has no effect",
	"melta":       "Melta goes with any target and range; beyond half range it has no effect",
	"lance":       "Lance goes with any target; against a non-vehicle, or armour 12 or less, it has no effect",
	"ordnance":    "Ordnance goes with any weapon; against a non-vehicle it has no effect",
	"monsterbane": "Monsterbane goes with any target; against types it does not name it has no effect",
	"tesla":       "Tesla goes with any weapon; with Gauss, or a template firing Snap Shots, the other key is refused",
	"target":      "any target type goes with any attack; what it does not use is refused under that field's key",
	"w":           "any Wounds characteristic; the unit's total size is refused under n",
	"sv":          "any armour save goes with any AP and target",
	"inv":         "any invulnerable save goes with any attack",
	"fnp":         "any Feel No Pain goes with any attack; against Destroyer it has no effect",
	"hitmod":      "any raw sum of modifiers; the rules hold the total to +1 or -1, and where nothing rolls to hit it has no effect",
	"hitrr":       "hit re-rolls go with any attack; where nothing rolls to hit they have no effect",
	"woundrr":     "wound re-rolls go with any attack, and work on penetration rolls too",
	"excess":      "a reading of the book: either goes with any target",
	"nat6":        "a reading of the book: either goes with any hit roll",
	"fixed":       "a reading of the book: either goes with any fixed wound roll or none",
	"cover":       "any cover save goes with any attack; in close combat it has no effect (no cover saves against melee)",
	"ground":      "going to ground goes with any attack; in close combat it has no effect (no cover to improve)",
	"shroud":      "Shroud goes with any attack; in close combat it has no effect (no cover to improve)",
	"stealth":     "Stealth goes with any attack; in close combat it has no effect (no cover to improve)",
	"ignorecover": "Ignores Cover goes with any attack; in close combat it has no effect (no cover to ignore)",
}

// noEffect are queries with a value the rules make harmless here.
var noEffect = []string{
	"mode=cc&type=melee&cover=4&ground=1&shroud=1&stealth=1&ignorecover=1",
	scatterVehicleQuery,
	"type=assault&scatter=1",
	"melta=1",
	"armourbane=1&lance=1&ordnance=1&haywire=4",
	"target=vehicle&av=11&lance=1",
	"monsterbane=1",
	"poisoned=3&target=swarm",
	"template=flame&under=1&tesla=1",
	"template=blast5&gauss=1&accurate=1&hitmod=1&hitrr=fail",
	"template=blast3&autohit=1",
	"autohit=1&tesla=1",
	"type=assault&snap=1&accurate=1",
	"template=flame&models=5&a=3",
	"under=3&templates=2",
	"template=blast5&overwatch=1&under=2&n=3",
	"mode=cc&type=grenade&extraweapons=1&extraattack=2",
	"mode=cc&type=melee&furious=1&shockassault=1",
	"us=6",
	"mode=cc&type=melee&charging=1&furious=1",
	"destroyer=1&fnp=5",
	"ignorecover=1",
	"mode=cc&type=melee&slow=1",
}
