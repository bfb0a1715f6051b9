package wh40k5

import (
	"fmt"
	"net/url"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/ruleset/calctest"
)

// rolledAddsUp checks what a roll's dice say of its totals: a hit die per
// attack (of a line that rolls to hit), no more hits than attacks, a wound die
// per hit against models, a penetration roll per hit against a vehicle, no
// more failed saves than unsaved wounds, a damage die per unsaved glancing or
// penetrating hit, and the models removed or the vehicle's state as the book
// counts them.
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
		if st := log.Stage(id); st != nil {
			return st.Total
		}
		return 0
	}
	type check struct {
		bad  bool
		what string
	}
	ones := 0 // hit dice showing 1 and Gets Hot! dice that got hot
	for _, st := range log.Stages {
		for _, d := range st.Dice {
			if (d.Role == "hit" && d.Face == 1) || (d.Role == "gets-hot" && d.Success) {
				ones++
			}
		}
	}
	checks := []check{
		{dice["hits/hit"] > total("attacks"), "hit dice and attacks"}, // lines with no hit roll roll none
		{passed["hits/hit"] > total("hits"), "hit dice that hit and hits"},
		{v.Lines() == 1 && dice["hits/hit"] > 0 && (dice["hits/hit"] != total("attacks") || passed["hits/hit"] != total("hits")), "one line's hit dice and its attacks and hits"},
		{total("hits") > total("attacks"), "hits and attacks"},
		{total("gets-hot") > ones, "Gets Hot! wounds and dice of 1"},
		{dice["gets-hot/save"] > 0 && total("gets-hot") != dice["gets-hot/save"]-passed["gets-hot/save"], "Gets Hot! wounds and failed saves"},
	}
	if v.Str("av") == "" {
		n, w, unsaved, dead := v.Int("n"), v.Int("w"), total("unsaved"), total("destroyed")
		checks = append(checks,
			check{dice["wounds/wound"] != total("hits"), "wound dice and hits"},
			check{passed["wounds/wound"] != total("wounds"), "wound dice that wounded and wounds"},
			check{unsaved != total("wounds")-passed["unsaved/save"], "unsaved wounds and the saves passed"},
			check{dead > min(n, unsaved) || dead < min(n, (unsaved-passed["destroyed/fnp"])/w), "models removed and unsaved wounds"})
	} else {
		through := total("glancing") + total("penetrating") - passed["unsaved/save"]
		checks = append(checks,
			check{total("unsaved") != through, "unsaved and the glancing or penetrating hits not saved"},
			check{total("glancing")+total("penetrating") > total("hits"), "glancing and penetrating hits and hits"},
			check{dice["result/damage"] != through, "damage dice and glancing or penetrating hits not saved"},
			check{total("destroyed") != b2i(total("result") >= resWrecked), "the worst result and destroyed"},
			check{total("result") > 0 && dice["result/damage"] == 0, "a damage result with no damage die"})
	}
	for _, c := range checks {
		if c.bad {
			return fmt.Errorf("%s do not agree: dice %v, of which passed %v", c.what, dice, passed)
		}
	}
	return nil
}

// kitQueries cover every mode and special rule at least once.
var kitQueries = []string{
	marinesQuery, chaplainQuery, lascannonQuery, fistQuery,
	"models=10&a=2&bs=3&s=3&ap=6&twin=1&gethot=1&hotsv=4&t=3&sv=5&cover=4&w=1&n=10",
	"bs=7&a=4&s=6&ap=4&rending=1&t=8&sv=3&inv=5&fnp=1&n=2&w=2",
	"a=3&autohit=1&twin=1&gethot=1&s=5&ap=4&t=4&sv=4&n=10",
	"sniper=1&bs=3&a=1&models=4&t=6&sv=4&fnp=1&n=4",
	"mode=cc&models=10&a=3&charged=1&ws=4&tws=0&poisoned=4&s=4&t=4&sv=4&fnp=1&n=10",
	"mode=cc&a=2&ws=5&tws=9&preferred=1&power=1&s=5&t=3&tbase=3&eternal=1&w=3&n=2",
	"mode=cc&a=D6&mc=1&s=6&furious=1&charged=1&ws=3&tws=3&t=6&sv=2&inv=4&w=4&n=2",
	"mode=cc&a=3&models=5&s=4&av=10&moved=combat&rending=1&tankhunters=1",
	"mode=cc&a=2&s=10&mc=1&av=12&moved=cruising&rending=1&weapons=0",
	"a=2&s=8&ap=1&av=14&ordnance=1&rending=1&autohit=1&twin=1&cover=4&open=1&immobilised=1&weapons=2",
	"a=1&models=3&s=8&ap=1&melta=1&half=1&av=14&weapons=3&gethot=1",
	"a=D3&s=8&lance=1&av=14&ap=2&sniper=1",
	// Units: a mixed squad at models, then at a vehicle.
	"models=4&a=2&s=4&ap=5&2.a=1&2.s=8&2.ap=3&3.a=1&3.s=7&3.ap=2&3.gethot=1&t=4&sv=3&w=2&n=5&fnp=1",
	"models=3&a=1&s=8&ap=3&2.a=2&2.s=9&2.ap=2&2.twin=1&3.a=1&3.s=8&3.melta=1&av=12&half=1&weapons=2",
	// Issue 30's fixed paths: close combat against a vehicle has no AP (a
	// Carnifex charging a Rhino at cruising speed); a walker hit by WS on its
	// front armour; a twin-linked blast and a twin-linked template apart.
	carnifexRhino,
	"mode=cc&a=3&charged=1&ws=4&s=4&ap=-&av=10&moved=combat",
	"mode=cc&walker=1&a=2&ws=4&tws=4&preferred=1&fist=1&s=4&av=12&weapons=2",
	"mode=cc&walker=1&a=3&ws=3&tws=0&s=6&av=12&immobilised=1",
	"autohit=blast&twin=1&a=3&s=5&ap=5&t=4&sv=4&cover=4&n=10",
	"autohit=1&twin=1&a=3&s=5&ap=5&t=4&sv=4&n=10",
	"autohit=blast&twin=1&a=2&s=9&ap=2&av=13&cover=4",
	"autohit=1&twin=1&a=2&s=9&ap=2&av=13",
}

// kitContradictions: a query per field whose value a rule (or the form's
// modes: a value in a field the attack does not use) refuses given the others.
var kitContradictions = []calctest.Contradiction{
	{Query: "mode=cc&models=30&a=20&charged=1", Key: "a"},
	{Query: "charged=1", Key: "charged"},
	{Query: "mode=cc&bs=3", Key: "bs"},
	{Query: "ws=3", Key: "ws"},
	{Query: "mode=cc&half=1&av=12", Key: "half"},
	{Query: "mode=cc&cover=4", Key: "cover"},
	{Query: "moved=combat&av=12", Key: "moved"},
	{Query: "mode=cc&autohit=blast", Key: "autohit"},
	{Query: "mode=cc&twin=1", Key: "twin"},
	{Query: "mode=cc&sniper=1", Key: "sniper"},
	{Query: "av=12&poisoned=4", Key: "poisoned"},
	{Query: "power=1", Key: "power"},
	{Query: "fist=1", Key: "fist"},
	{Query: "av=12&id=1", Key: "id"},
	{Query: "melta=1&ordnance=1&av=12", Key: "melta"},
	{Query: "ordnance=1", Key: "ordnance"},
	{Query: "lance=1", Key: "lance"},
	{Query: "mode=cc&gethot=1", Key: "gethot"},
	{Query: "mode=cc&hotsv=5", Key: "hotsv"},
	{Query: "mc=1", Key: "mc"},
	{Query: "furious=1", Key: "furious"},
	{Query: "preferred=1", Key: "preferred"},
	{Query: "tankhunters=1", Key: "tankhunters"},
	{Query: "av=12&t=5", Key: "t"},
	{Query: "t=3&tbase=4", Key: "tbase"},
	{Query: "av=12&sv=4", Key: "sv"},
	{Query: "av=12&inv=4", Key: "inv"},
	{Query: "av=12&w=2", Key: "w"},
	{Query: "av=12&n=2", Key: "n"},
	{Query: "av=12&fnp=1", Key: "fnp"},
	{Query: "av=12&eternal=1", Key: "eternal"},
	{Query: "mode=cc&av=12&tws=3", Key: "tws"}, // a vehicle other than a walker has no WS
	{Query: "open=1", Key: "open"},
	{Query: "mode=cc&walker=1", Key: "walker"}, // a walker is a vehicle: it needs an armour value
	{Query: "weapons=2", Key: "weapons"},
	{Query: "immobilised=1", Key: "immobilised"},
}

// kitFree: the fields no rule refuses, whatever the others hold.
var kitFree = map[string]string{
	"mode":    "either attack goes with any target; a field only the other attack uses is refused under its own key",
	"models":  "any number of models goes with the rest; too many attacks in one line is refused under Shots / Attacks",
	"s":       "any Strength goes with any target and weapon: the charts cover 1 to 10 against everything",
	"ap":      "any AP goes with any attack: a close combat weapon given an AP uses it, none is the default",
	"rending": "rending works against models (a 6 to wound) and vehicles (a 6 to penetrate) in either attack",
	"av":      "any armour value goes with either attack; a model's own fields given with it are refused under their keys",
}

// kitNoEffect: values the rules make harmless, each said in a step or note.
var kitNoEffect = []string{
	"mode=cc&av=12&preferred=1",             // preferred enemy against a vehicle without WS
	"autohit=1&cover=4",                     // a template ignores cover
	"autohit=1&cover=4&av=12",               // ... a vehicle's obscured save too (our reading)
	"autohit=blast&twin=1",                  // a twin-linked blast re-rolls only its scatter
	"mode=cc&av=12&walker=1&moved=cruising", // a walker is hit by WS
	"mode=cc&furious=1",                     // Furious Charge needs the assault
	"half=1&av=12",                          // half range matters only to melta
}

func TestConformance(t *testing.T) {
	calctest.Run(t, Calc, calctest.Kit{Queries: kitQueries, Rolls: 10, Totals: rolledAddsUp,
		Contradictions: kitContradictions, Free: kitFree, NoEffect: kitNoEffect})
}
