package wh40k9

import (
	"fmt"
	"net/url"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/ruleset/calctest"
)

// rolledAddsUp checks what a roll's dice say of its totals: one hit die per
// attack; hits at least the dice that hit; no more wound dice than hits; no
// more failed saves than unsaved wounds; no damage or mortal-wound dice when
// nothing wounded; models destroyed are the wounds lost over the wounds per
// model.
func rolledAddsUp(q url.Values, log *ruleset.RollLog) error {
	v, err := ruleset.ParseForm(form, q)
	if err != nil {
		return err
	}
	// dice["stage/role"] counts the dice, passed["stage/role"] those that did what they were rolled for.
	dice, passed := map[string]int{}, map[string]int{}
	for _, st := range log.Stages {
		for _, d := range st.Dice {
			dice[st.ID+"/"+d.Role]++
			passed[st.ID+"/"+d.Role] += b2i(d.Success)
		}
	}
	total := func(id string) int { return log.Stage(id).Total }
	auto := false // a line that hits automatically rolls no hit dice
	for k := 1; k <= v.Lines(); k++ {
		auto = auto || v.Line(k).Flag("auto")
	}
	lost, dead := total("damage"), total("destroyed")
	for _, c := range []struct {
		bad  bool
		what string
	}{
		{(dice["hits/hit"] != total("attacks") && !auto) || dice["hits/hit"] > total("attacks"), "hit dice and attacks"},
		{passed["hits/hit"] > total("hits"), "hit dice that hit and hits"},
		{dice["wounds/wound"] > total("hits"), "wound dice and hits"},
		{passed["wounds/wound"] > total("wounds"), "wound dice that wounded and wounds"},
		{dice["unsaved/save"]-passed["unsaved/save"] > total("unsaved"), "failed saves and unsaved wounds"},
		{dice["damage/damage"]+dice["damage/mortal"] > 0 && total("wounds") == 0, "damage dice with no wound"},
		{dead != lost/v.Int("w"), "wounds lost and models destroyed"},
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
			boltgunQuery, heavyQuery,
			"models=5&type=heavy&a=D6&blast=1&n=12&w=2&moved=1&hitrr=1&wound6mw=D3&fnp=5",
			"type=assault&advanced=1&a=2D3&hit6x=D3&hit6w=1&wound6mw=2&wound6mode=instead&sv=4&inv=5&cover=1&w=3&n=3",
			"type=pistol&engaged=1&a=2&wound6ap=3&saverr=fail&woundrr=noncrit&dr=1&d=D3&w=4&n=2",
			"vm=1&engaged=1&type=heavy&a=D6&s=8&ap=-2&d=D6&t=7&sv=3&w=10&n=1&woundmod=-1",
			// Issue 30: summed modifiers, a 7+ save in cover, automatic hits, Fire Overwatch.
			"type=heavy&moved=1&hitmod=2&woundmod=-3&sv=7&cover=1",
			"type=assault&a=D6&auto=1&s=5&d=2&w=2&n=5&sv=3&ap=4&cover=1",
			"overwatch=1&a=3&hitrr=fail&hit6x=1&w=2&n=3",
			// A unit: rifles at half range, a heavy weapon with Blast, a melee line.
			"models=8&a=1&half=1&s=4&2.type=heavy&2.a=D6&2.blast=1&2.s=7&2.ap=-1&2.d=2&3.type=melee&3.a=3&3.s=5&3.wound6mw=1&t=4&sv=3&w=2&n=10",
		},
		Rolls:  10,
		Totals: rolledAddsUp,
		Contradictions: []calctest.Contradiction{
			{Query: "type=grenade&models=10", Key: "models"},
			{Query: "type=heavy&advanced=1", Key: "type"},
			{Query: "models=40&a=6&half=1", Key: "a"},
			{Query: "type=melee&blast=1", Key: "blast"},
			{Query: "models=20&a=6&hit6x=6&type=heavy", Key: "hit6x"},
			{Query: "n=30&w=11", Key: "n"},
			{Query: "type=pistol&engaged=1&overwatch=1", Key: "engaged"},
			{Query: "type=assault&advanced=1&overwatch=1", Key: "advanced"},
			{Query: "type=heavy&moved=1&overwatch=1", Key: "moved"},
			{Query: "type=melee&overwatch=1", Key: "overwatch"},
			{Query: "a=2&2.a=1&2.type=grenade&2.models=5", Key: "2.models"},
		},
		Free: map[string]string{
			"vm":         "any attacker may be a Vehicle or Monster; it only lifts limits",
			"bs":         "any BS or WS goes with any weapon and situation",
			"s":          "any Strength goes with any Toughness",
			"ap":         "any AP goes with any save",
			"d":          "any Damage goes with any target",
			"auto":       "any weapon's profile may hit automatically; what that makes harmless the steps say",
			"hit6w":      "any weapon may wound on a 6 to hit",
			"wound6mw":   "any weapon may inflict mortal wounds on a 6 to wound",
			"wound6mode": "either way of inflicting those mortal wounds goes with anything",
			"wound6ap":   "any weapon may gain AP on a 6 to wound; with mortal wounds instead it has no effect",
			"t":          "any Toughness goes with any Strength",
			"sv":         "any save goes with any AP, cover and invulnerable save",
			"inv":        "any invulnerable save goes with any armour save",
			"fnp":        "any feel-no-pain goes with any attack",
			"dr":         "any damage reduction goes with any Damage",
			"w":          "any wounds per model (the unit's size limit names n)",
			"cover":      "cover goes with any save; where it cannot help the step says no effect",
			"half":       "half range goes with any weapon; only Rapid Fire uses it",
			"hitmod":     "any sum of modifiers is allowed: the roll caps it",
			"woundmod":   "any sum of modifiers is allowed: the roll caps it",
			"hitrr":      "any hit re-roll goes with any attack",
			"woundrr":    "any wound re-roll goes with any attack",
			"saverr":     "any save re-roll goes with any save",
		},
		NoEffect: []string{"sv=2&cover=1", "type=assault&auto=1&hit6x=2&hitmod=1", "overwatch=1&hitmod=1",
			"wound6mw=1&wound6mode=instead&wound6ap=2"},
	})
}
