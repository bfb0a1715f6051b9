//go:build !wasm

package wh40k9

import (
	"testing"

	"auspex/engine/content"
	"auspex/engine/ruleset"
)

// seedPages are the booklet pages the source text holds (its contents page
// and pp. 2-5, 10, 14-16). Anything citing only other pages rests on the
// published booklet and must say so with the core9 origin.
var seedPages = map[int]bool{1: true, 2: true, 3: true, 4: true, 5: true, 10: true, 14: true, 15: true, 16: true}

// The booklet's sections, from the contents page the source carries, and the
// headings the source prints inside them, each with the entry that covers it.
var bookSections = []struct {
	name     string
	from, to int
	headings map[string]string // heading -> entry id
}{
	{"Rules Key", 2, 2, map[string]string{"RULES KEY": "rules-key"}},
	{"Basic Rules", 3, 6, map[string]string{
		"MISSIONS": "army", "ARMY": "army", "KEYWORDS": "keywords", "DATASHEETS": "datasheets", "UNITS": "units",
		"ENGAGEMENT RANGE": "engagement-range", "THE MOST IMPORTANT RULE": "most-important-rule",
		"UNIT COHERENCY": "unit-coherency", "BATTLEFIELD": "battlefield", "TERRAIN FEATURES": "battlefield",
		"MEASURING DISTANCES": "measuring-distances", "WITHIN AND WHOLLY WITHIN": "measuring-distances",
		"DICE": "dice", "RE-ROLLS": "re-rolls", "ROLL-OFFS": "roll-offs", "SEQUENCING": "sequencing",
	}},
	{"Datasheets", 7, 8, map[string]string{"DATASHEETS": "datasheets", "WEAPONS": "weapon-profiles"}},
	{"The Battle Round", 9, 9, map[string]string{"THE BATTLE ROUND": "battle-round"}},
	{"Command Phase", 9, 9, map[string]string{"COMMAND PHASE": "command-phase", "COMMAND POINTS": "command-points"}},
	{"Movement Phase", 10, 10, map[string]string{
		"MOVEMENT PHASE": "movement-phase", "MOVE UNITS": "movement-phase", "NORMAL MOVE": "normal-move",
		"ADVANCE": "advance", "FALL BACK": "fall-back", "REMAIN STATIONARY": "remain-stationary",
	}},
	{"Reinforcements", 11, 11, map[string]string{"REINFORCEMENTS": "reinforcements"}},
	{"Transports", 12, 12, map[string]string{"TRANSPORTS": "transports"}},
	{"Aircraft", 13, 13, map[string]string{"AIRCRAFT": "aircraft"}},
	{"Psychic Phase", 14, 14, map[string]string{
		"PSYCHIC PHASE": "psychic-phase", "SMITE": "smite", "PERILS OF THE WARP": "perils-of-the-warp",
		"DENY THE WITCH": "deny-the-witch",
	}},
	{"Shooting Phase", 15, 16, map[string]string{
		"SHOOTING PHASE": "shooting-phase", "SELECT TARGETS": "select-targets", "LOCKED IN COMBAT": "locked-in-combat",
		"BIG GUNS NEVER TIRE": "big-guns-never-tire", "LOOK OUT, SIR": "look-out-sir", "NUMBER OF ATTACKS": "number-of-attacks",
	}},
	{"Ranged Weapon Types", 17, 17, map[string]string{
		"ASSAULT": "assault", "HEAVY": "heavy", "RAPID FIRE": "rapid-fire", "GRENADE": "grenade", "PISTOL": "pistol", "BLAST": "blast",
	}},
	{"Making Attacks", 18, 18, map[string]string{
		"HIT ROLL": "hit-roll", "WOUND ROLL": "wound-roll", "ALLOCATE ATTACK": "allocate-attack",
		"SAVING THROW": "saving-throws", "INFLICT DAMAGE": "damage", "INVULNERABLE SAVES": "invulnerable-saves",
	}},
	{"Charge Phase", 19, 19, map[string]string{"CHARGES": "charge-phase", "MORTAL WOUNDS": "mortal-wounds"}},
	{"Heroic Interventions", 20, 20, map[string]string{"HEROIC INTERVENTIONS": "heroic-interventions"}},
	{"Fight Phase", 21, 22, map[string]string{
		"FIGHT PHASE": "fight-phase", "PILE IN": "pile-in", "MAKE CLOSE COMBAT ATTACKS": "melee-attacks", "CONSOLIDATE": "consolidate",
	}},
	{"Morale Phase", 23, 23, map[string]string{
		"MORALE TESTS": "morale-phase", "COMBAT ATTRITION": "morale-phase", "UNIT COHERENCY CHECKS": "unit-coherency",
	}},
	{"Missions", 24, 24, map[string]string{"MISSIONS": "missions", "OBJECTIVE MARKERS": "missions"}},
	{"Only War", 25, 25, map[string]string{"ONLY WAR": "only-war"}},
}

// Every section of the contents page has its entries, on a page of that
// section, and every page of the booklet is some entry's source.
func TestCoverageOfTheBook(t *testing.T) {
	ref, err := content.Load(refFiles, "ref", info)
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]map[int]bool{}
	covered := map[int]bool{}
	for _, e := range ref.Entries {
		byID[e.ID] = pages(t, e.Pages)
		for p := range byID[e.ID] {
			covered[p] = true
		}
	}
	for _, s := range bookSections {
		for heading, id := range s.headings {
			ps, ok := byID[id]
			if !ok {
				t.Errorf("%s, %s: no entry %q", s.name, heading, id)
				continue
			}
			in := false
			for p := range ps {
				in = in || p >= s.from && p <= s.to
			}
			if !in {
				t.Errorf("%s, %s: entry %q cites no page in pp. %d-%d", s.name, heading, id, s.from, s.to)
			}
		}
	}
	for p := 2; p <= 25; p++ {
		if !covered[p] {
			t.Errorf("page %d is no entry's source", p)
		}
	}
}

// An entry or checklist step without an origin rests on the source, so it
// cites a page the source holds; one citing none of those pages is marked
// core9, so the reader always knows what rests on what.
func TestOriginsMatchTheSource(t *testing.T) {
	check := func(what, cite, origin string) {
		onSeed := false
		for p := range pages(t, cite) {
			onSeed = onSeed || seedPages[p]
		}
		if origin == "" && !onSeed {
			t.Errorf("%s cites p. %s, which the source lacks, but has no origin", what, cite)
		}
		if origin != "" && origin != "core9" {
			t.Errorf("%s has origin %q", what, origin)
		}
	}
	for _, e := range New().Entries {
		check("entry "+e.ID, e.Pages, e.Origin)
	}
	for _, s := range append(append([]ruleset.Step(nil), New().Setup...), New().Turn.After...) {
		check("step "+s.ID, s.Page, s.Origin)
	}
	for _, p := range New().Phases {
		for _, s := range p.Steps {
			check("step "+s.ID, s.Page, s.Origin)
			for _, pl := range s.Plays {
				check("play "+pl.ID, pl.Page, pl.Origin)
			}
		}
	}
	for _, c := range New().Charts {
		check("chart "+c.ID, c.Page, c.Origin)
	}
}

// The reference loads: any fault is reported with its file and line.
func TestReferenceLoads(t *testing.T) {
	if _, err := content.Load(refFiles, "ref", info); err != nil {
		t.Fatal(err)
	}
}
