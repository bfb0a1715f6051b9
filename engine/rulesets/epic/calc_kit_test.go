package epic

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"auspex/engine/ruleset"
	"auspex/engine/ruleset/calctest"
)

// Queries the kit and the fuzzer start from: each shape of shooting and assault.
var kitQueries = []string{
	devastatorsQuery, crossfireQuery, warhoundQuery, assaultQuery,
	"units=3&per=1&shots=D3&fire=at&hit=4&2.units=2&2.fire=mw&2.hit=3&2.disrupt=1&3.units=1&3.fire=ap&3.hit=4&3.sniper=1&type=lv&n=6&sv=5&crossfire=1&action=double&cover=1",
	"units=2&per=1&hit=6&action=double&cover=1&type=av&sv=4&n=4&fire=at",
	"units=1&per=1&fire=at&hit=3&tk=D6&2.units=2&2.fire=mw&2.hit=2&type=we&n=2&dc=3&voids=2&sv=4&ra=1&crit=destroyed&bm=1",
	"units=1&per=2&fire=at&hit=4&type=we&n=1&dc=6&voids=4&sv=3&ra=1&inv=1&crit=extra&2.units=2&2.fire=ap&2.hit=4&2.disrupt=1",
	"units=0&bp=8&under=6&bic=1&bmw=0&action=sustained&indirect=1&type=inf&n=8&sv=5&cover=4",
	"units=0&bp=3&under=1&weunder=1&type=we&n=1&dc=6&sv=4&ra=1",
	"units=4&fire=aa&hit=4&type=inf",
	"units=3&fire=ap&hit=4&spent=1&2.units=2&2.fire=at&2.hit=5&type=inf&n=5&cover=fort&crossfire=1&tsknf=1&bm=3",
	"mode=assault&atk.units=8&atk.ccn=4&atk.ffn=4&atk.cc=3&atk.ff=5&atk.ea=4&atk.eamw=1&atk.eahit=4&atk.inspiring=1&def.units=5&def.ccn=2&def.ffn=3&def.sv=4&def.ra=1&def.coversave=4&def.bm=2&def.sup=6&def.suphit=5",
	"mode=assault&atk.units=6&atk.tsknf=1&atk.bm=3&atk.sv=4&def.units=10&def.broken=1&def.ccn=4&def.ffn=4&def.cc=5&def.ff=6&atk.sup=4",
	"mode=assault&atk.units=1&atk.ccn=1&atk.ffn=0&atk.cc=2&def.units=1&def.ccn=1&def.ffn=0&def.sv=7&atk.sv=7&atk.inv=1",
	// Issue 30's fixed paths.
	raCoverQuery, barrageNoneQuery, damagedQuery, freshMWQuery, assaultRACoverQuery,
	"units=1&fire=at&hit=3&tk=D3&2.units=2&2.fire=at&2.hit=4&type=we&n=2&dc=4&dmg=3&voids=1&sv=4&crit=extra",
	"units=4&fire=ap&hit=5&n=10&sv=6&eligible=4&cover=1",
}

// assaultRACoverQuery: a defender with 4+ reinforced armour in a 3+ cover save.
const assaultRACoverQuery = "mode=assault&atk.units=6&atk.ccn=3&atk.ffn=3&def.units=6&def.ccn=2&def.ffn=2&def.sv=4&def.ra=1&def.coversave=3"

// contradictions are the queries a rule refuses: those the rules refuse
// together, then every field in the mode that hides it.
func contradictions() []calctest.Contradiction {
	out := []calctest.Contradiction{
		{Query: "n=5&eligible=6", Key: "eligible"},
		{Query: "type=we&n=5", Key: "n"},
		{Query: "n=5&bm=5", Key: "bm"},
		{Query: "n=5&tsknf=1&bm=10", Key: "bm"},
		{Query: "fire=aa&tk=D3", Key: "tk"},
		{Query: "2.units=1&2.fire=aa&2.tk=1", Key: "2.tk"},
		{Query: "units=0&bp=4&under=2&indirect=1", Key: "indirect"},
		{Query: "units=0&bp=4&under=6&n=5", Key: "under"},
		{Query: "type=we&n=1&units=20&per=4&fire=at", Key: "units"},
		{Query: "type=we&n=1&dc=3&dmg=3", Key: "dmg"},
		{Query: "mode=assault&atk.units=6&atk.ccn=4&atk.ffn=4", Key: "atk.ffn"},
		{Query: "mode=assault&def.units=6&def.ccn=4&def.ffn=4", Key: "def.ffn"},
		{Query: "mode=assault&atk.units=4&atk.engaged=5", Key: "atk.engaged"},
		{Query: "mode=assault&def.units=4&def.engaged=5", Key: "def.engaged"},
		{Query: "mode=assault&atk.ccn=0&atk.ffn=0", Key: "atk.ccn"},
	}
	// A value the mode hides: the shooting's fields in an assault, the
	// assault's in a shooting, a war engine's on infantry.
	for _, f := range form().Fields {
		if f.Key == "mode" || f.Key == "type" {
			continue
		}
		val := otherValue(f)
		q := f.Key + "=" + val
		switch {
		case strings.Contains(f.Key, "."):
		case slices.Contains([]string{"dc", "dmg", "voids", "crit", "weunder"}, f.Key):
			q = "type=inf&" + q
		default:
			q = "mode=assault&" + q
		}
		out = append(out, calctest.Contradiction{Query: q, Key: f.Key})
	}
	return out
}

// otherValue is a valid value of f that is not its default.
func otherValue(f ruleset.Field) string {
	switch f.Kind {
	case ruleset.Toggle:
		return "1"
	case ruleset.Choice:
		for _, o := range f.Options {
			if o.Value != f.Default {
				return o.Value
			}
		}
	}
	if s := strconv.Itoa(f.Max); s != f.Default {
		return s
	}
	return strconv.Itoa(f.Min)
}

// free are the fields no rule refuses given the others.
var free = map[string]string{
	"mode": "either mode takes any query that gives only the fields it shows",
	"type": "any unit type goes with any other value: the war engine fields are hidden for the others, and a cover save is harmless on vehicles",
}

// harmless are values the rules make harmless.
var harmless = []string{
	barrageNoneQuery,
	"units=2&fire=at&hit=4&type=av&n=4&sv=4&cover=4",
	"units=2&fire=ap&hit=4&n=4&tra=1",
	"units=2&fire=ap&hit=4&n=4&crossfire=1&tra=1&cover=fort",
	"units=2&fire=ap&hit=4&n=4&indirect=1&bmw=1&under=3",
	"mode=assault&atk.coversave=4",
	"mode=assault&def.type=av&def.coversave=4",
}

// rolledAddsUp checks a roll's dice against its totals: hit dice that hit
// bound the hits; a unit destroyed needs a failed save or a hit with none;
// the blast markers include the one for coming under fire; an assault's
// margin is its result dice plus modifiers in the right direction.
func rolledAddsUp(q url.Values, log *ruleset.RollLog) error {
	q, err := oldKeys(q)
	if err != nil {
		return err
	}
	v, err := ruleset.ParseForm(form(), q)
	if err != nil {
		return err
	}
	if v.Str("mode") == "assault" {
		out := log.Stage("outcome").Total
		win := log.Stage("win").Total
		if (win == 1) != (out == 0) {
			return fmt.Errorf("win %d but outcome %d", win, out)
		}
		if m := log.Stage("margin"); m != nil {
			if len(m.Dice) != 2 || (m.Total > 0) != (out == 0) || (m.Total == 0) != (out == 1) {
				return fmt.Errorf("margin %d, outcome %d, dice %v", m.Total, out, m.Dice)
			}
		}
		if log.Stage("kills").Total > v.Int("def.units") || log.Stage("losses").Total > v.Int("atk.units") {
			return fmt.Errorf("more units destroyed than the formation holds")
		}
		return nil
	}
	hits := log.Stage("hits")
	hit := 0
	for _, d := range hits.Dice {
		if d.Success && (d.Role == "hit" || d.Role == "hit 7+") {
			hit++
		}
	}
	if hits.Total > hit {
		return fmt.Errorf("%d hits from %d hit dice that hit", hits.Total, hit)
	}
	if log.Stage("kills").Total > hits.Total && v.Str("type") != "we" {
		return fmt.Errorf("%d kills from %d hits", log.Stage("kills").Total, hits.Total)
	}
	if log.Stage("blast").Total < log.Stage("kills").Total && v.Int("bp") == 0 {
		// every kill places a marker unless disrupt hits placed one each instead
		dis := false
		for k := 1; k <= v.Lines(); k++ {
			dis = dis || v.Line(k).Flag("disrupt")
		}
		if !dis {
			return fmt.Errorf("%d blast markers for %d kills", log.Stage("blast").Total, log.Stage("kills").Total)
		}
	}
	return nil
}

func TestConformance(t *testing.T) {
	calctest.Run(t, Calc, calctest.Kit{Queries: kitQueries, Rolls: 10, Totals: rolledAddsUp,
		Contradictions: contradictions(), Free: free, NoEffect: harmless})
}
