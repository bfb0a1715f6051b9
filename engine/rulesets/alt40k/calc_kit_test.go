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
	v, err := ruleset.ParseForm(form, q)
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
		},
		Rolls:  10,
		Totals: rolledAddsUp,
	})
}
