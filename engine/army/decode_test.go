//go:build !wasm

package army

import "testing"

// rosterOf wraps forces in a roster element as BattleScribe writes it.
func rosterOf(forces string) []byte {
	return []byte(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<roster id="r" name="Shapes" battleScribeVersion="2.03" gameSystemId="g" gameSystemName="Test" xmlns="http://www.battlescribe.net/schema/rosterSchema">
<costs><cost name=" PL" typeId="p" value="50.0"/><cost name="CP" typeId="c" value="3.0"/><cost name="Points" typeId="x" value="600.0"/></costs>
<forces>` + forces + `</forces></roster>`)
}

// The shapes the patrol doesn't have: nested forces, a unit chosen inside an
// upgrade, an Epic-style formation whose units have no models of their own,
// costs written straight in a selection, a selection chosen 0 times, rules
// and keywords met twice, a model with no name.
func TestDecodeShapes(t *testing.T) {
	r := read(t, rosterOf(`
<force name="Main">
 <selections>
  <selection name="Battle Size" type="upgrade" number="1"><categories><category name="Configuration"/></categories></selection>
  <selection name="Allied Contingent" type="upgrade" number="1">
   <selections><selection name="Terms" type="upgrade" number="1"><selections>
    <selection name="Hired Blades" type="unit" number="1"><cost name="pts" value="40"/>
     <selections><selection name="Blade" type="model" number="3"/><selection name="Spare" type="model" number="0"/></selections>
    </selection>
    <selection name="Stray model" type="model" number="1"/>
   </selections></selection></selections>
  </selection>
  <selection name="Armoured Company" type="unit" number="1">
   <rules><rule name="Spearhead"><description>First text.</description></rule></rules>
   <categories><category name="Formation"/><category name="Armour"/></categories>
   <selections>
    <selection name="Tank Squadron" type="unit" number="2"><costs><cost name="pts" value="100.0"/></costs>
     <rules><rule name="Spearhead"><description>Second text.</description></rule></rules>
     <categories><category name="Armour"/></categories>
     <profiles><profile name="Battle Tank" typeName="Armoured Vehicle"><characteristics><characteristic name="Armour">4+</characteristic></characteristics></profile></profiles>
    </selection>
    <selection name="Command Tank" type="unit" number="1"><costs><cost name="pts" value="50.0"/></costs>
     <selections><selection type="model" number="1"/></selections>
    </selection>
   </selections>
  </selection>
 </selections>
 <forces>
  <force name="Auxiliaries"><selections><selection name="Scout" type="model" number="1"><costs><cost name="pts" value="15"/></costs></selection></selections></force>
 </forces>
</force>`))
	if r.Points != 600 || r.Builder != "BattleScribe" {
		t.Errorf("roster: %g pts (the cost named Points, not PL or CP), builder %q", r.Points, r.Builder)
	}
	checkUnits(t, r, []string{
		"Hired Blades 40pts [Main] Blade×3 | | rules | ",
		"Stray model 0pts [Main] Stray model×1 | | rules | ",
		"Armoured Company 150pts [Main] Tank Squadron×2 Command Tank×1 | Armoured Vehicle/Battle Tank×2 | rules Spearhead | Formation, Armour",
		"Scout 15pts [Auxiliaries] Scout×1 | | rules | ",
	})
	if got := r.Units[2].Rules[0].Text; got != "First text." {
		t.Errorf("a rule met twice keeps its first text, got %q", got)
	}
}

func TestDecodeNewRecruitWithoutSchema(t *testing.T) {
	// Some exports (and hand edits) drop the namespace; a <roster> still reads.
	r := read(t, []byte(`<roster name="Bare" generatedBy="https://www.newrecruit.eu/app"><forces><force name="F"><selections>
<selection name="Solo" type="model"/></selections></force></forces></roster>`))
	if r.Builder != "New Recruit" || r.Units[0].Count() != 1 {
		t.Errorf("%+v", r)
	}
}
