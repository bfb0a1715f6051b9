//go:build !wasm

package wh40k10

import (
	"strconv"
	"strings"
	"testing"

	"auspex/engine/content"
)

// The book's sections (its contents page) and the headings inside them, read
// from the 003 seed, pp. 5-60 (the contents page skips the aircraft rules on pp. 53-54), each with the entry that covers it. A heading's
// pages are its book section's unless the book pins it ("(pg 23)" and similar).
var bookSections = []struct {
	name     string
	from, to int
	headings map[string]string // seed heading -> entry id
}{
	{"Core Concepts", 5, 9, map[string]string{
		"MISSIONS": "missions-armies-units", "DATASHEETS": "datasheets", "KEYWORDS": "keywords",
		"BATTLEFIELD": "battlefield", "ENGAGEMENT RANGE": "engagement-range", "UNIT COHERENCY": "unit-coherency",
		"MEASURING DISTANCES": "measuring-distances", "MODEL VISIBLE": "visibility", "UNIT FULLY VISIBLE": "visibility",
		"DICE": "dice", "ROLL-OFFS": "dice", "RE-ROLLS": "re-rolls", "SEQUENCING": "sequencing",
	}},
	{"The Battle Round", 10, 36, map[string]string{
		"THE BATTLE ROUND": "battle-round", "COMMAND PHASE": "command-phase", "GAINING COMMAND POINTS": "command-points",
		"BATTLE-SHOCK": "battle-shock", "BELOW HALF-STRENGTH": "starting-strength", "ATTACHED UNITS": "attached-units",
		"MOVEMENT PHASE": "movement-phase", "REMAIN STATIONARY": "remain-stationary", "NORMAL MOVES": "normal-move",
		"ADVANCE MOVES": "advance-move", "FALL BACK MOVES": "fall-back-move", "DESPERATE ESCAPE": "desperate-escape",
		"MOVING OVER TERRAIN": "moving-over-terrain", "FLYING": "flying", "REINFORCEMENTS": "reinforcements",
		"TRANSPORTS": "transports", "EMBARK": "embark", "DISEMBARK": "disembark", "DESTROYED TRANSPORTS": "destroyed-transports",
		"SHOOTING PHASE": "shooting-phase", "SELECT TARGETS": "select-targets", "LOCKED IN COMBAT": "locked-in-combat",
		"BIG GUNS NEVER TIRE": "big-guns-never-tire", "MAKING ATTACKS": "making-attacks", "HIT ROLL": "hit-roll",
		"WOUND ROLL": "wound-roll", "ALLOCATE ATTACK": "allocate-attack", "SAVING THROW": "saving-throw",
		"INVULNERABLE SAVES": "invulnerable-saves", "INFLICT DAMAGE": "inflict-damage", "MORTAL WOUNDS": "mortal-wounds",
		"FAST DICE ROLLING": "fast-dice-rolling", "WEAPON ABILITIES": "weapon-abilities",
		"ASSAULT": "assault", "RAPID FIRE": "rapid-fire", "IGNORES COVER": "ignores-cover", "TWIN-LINKED": "twin-linked",
		"PISTOL": "pistol", "TORRENT": "torrent", "LETHAL HITS": "lethal-hits", "LANCE": "lance",
		"INDIRECT FIRE": "indirect-fire", "PRECISION": "precision", "BLAST": "blast", "MELTA": "melta",
		"HEAVY": "heavy", "HAZARDOUS": "hazardous", "DEVASTATING WOUNDS": "devastating-wounds",
		"SUSTAINED HITS": "sustained-hits", "EXTRA ATTACKS": "extra-attacks", "ANTI": "anti",
		"CHARGE PHASE": "charge-phase", "MAKE CHARGE MOVE": "charge-move", "CHARGE BONUS": "charge-bonus",
		"FIGHT PHASE": "fight-phase", "FIGHTS FIRST": "fights-first", "REMAINING COMBATS": "remaining-combats",
		"PILE IN": "pile-in", "MAKE MELEE ATTACKS": "melee-attacks", "CONSOLIDATE": "consolidate",
	}},
	// Aircraft are printed after the terrain section, on pp. 53-54.
	{"Aircraft", 53, 54, map[string]string{"AIRCRAFT": "aircraft", "HOVER": "hover", "DEPLOYING AIRCRAFT": "aircraft"}},
	// Printed inside the Shooting phase, not with the other core abilities.
	{"Shooting phase abilities", 19, 20, map[string]string{"LONE OPERATIVE": "lone-operative", "STEALTH": "stealth"}},
	// Printed with Inflict Damage (p. 23) and Transports, not with the other core abilities.
	{"Inflict Damage", 23, 23, map[string]string{"DEADLY DEMISE": "deadly-demise", "FEEL NO PAIN": "feel-no-pain"}},
	{"Transports", 10, 36, map[string]string{"FIRING DECK": "firing-deck"}},
	{"Datasheets and Unit Abilities", 37, 39, map[string]string{
		"DATASHEETS": "characteristics", "RANGED WEAPONS": "weapons-profiles", "LEADERSHIP TESTS": "leadership-tests",
		"RANDOM CHARACTERISTICS": "random-characteristics", "AURA ABILITIES": "aura-abilities",
		"PSYCHIC WEAPONS AND ABILITIES": "psychic-weapons-and-abilities", "CORE ABILITIES": "core-abilities",
		"DEEP STRIKE":  "deep-strike",
		"INFILTRATORS": "infiltrators", "LEADER": "leader", "SCOUTS": "scouts",
		"DEPLOYMENT ABILITIES": "deployment-abilities",
	}},
	{"Strategic Reserves and Stratagems", 41, 43, map[string]string{
		"STRATEGIC RESERVES": "strategic-reserves", "STRATAGEMS": "stratagems", "COMMAND RE-ROLL": "command-re-roll",
		"COUNTER-OFFENSIVE": "counter-offensive", "EPIC CHALLENGE": "epic-challenge", "INSANE BRAVERY": "insane-bravery",
		"GRENADE": "grenade", "TANK SHOCK": "tank-shock", "RAPID INGRESS": "rapid-ingress", "FIRE OVERWATCH": "fire-overwatch",
		"GO TO GROUND": "go-to-ground", "SMOKESCREEN": "smokescreen", "HEROIC INTERVENTION": "heroic-intervention",
	}},
	{"Terrain Features", 44, 52, map[string]string{
		"TERRAIN FEATURES": "terrain-features", "BENEFIT OF COVER": "benefit-of-cover", "CRATERS AND RUBBLE": "craters",
		"BARRICADES AND FUEL PIPES": "barricades-and-fuel-pipes", "BATTLEFIELD DEBRIS": "battlefield-debris",
		"HILLS, INDUSTRIAL STRUCTURES, SEALED BUILDINGS AND ARMOURED CONTAINERS": "hills-and-containers",
		"WOODS": "woods", "RUINS": "ruins", "PLUNGING FIRE": "ruins", "BAT PATROL SET-UPS": "example-battlefields",
	}},
	{"Muster Your Army", 55, 56, map[string]string{
		"MUSTER YOUR ARMY": "muster-your-army", "SELECT BATTLE SIZE": "battle-size",
	}},
	{"Missions", 57, 60, map[string]string{
		"MISSIONS": "mission-sequence", "ONLY WAR": "only-war", "OBJECTIVE MARKERS": "objective-markers",
		"DECLARE BATTLE FORMATIONS": "battle-formations", "END THE BATTLE": "end-of-battle",
	}},
}

// pageSet expands "25", "25-26" and "12, 39".
func pageSet(t *testing.T, id, pages string) map[int]bool {
	set := map[int]bool{}
	for _, p := range strings.Split(pages, ",") {
		from, to, ok := strings.Cut(strings.TrimSpace(p), "-")
		a, err1 := strconv.Atoi(from)
		b := a
		var err2 error
		if ok {
			b, err2 = strconv.Atoi(to)
		}
		if err1 != nil || err2 != nil || b < a {
			t.Errorf("%s: pages %q", id, pages)
			return set
		}
		for n := a; n <= b; n++ {
			set[n] = true
		}
	}
	return set
}

// Every heading of the book has its entry, on a page of its section, and
// every page of the book's contents is some entry's source.
func TestCoverageOfTheBook(t *testing.T) {
	ref, err := content.Load(refFiles, "ref", info)
	if err != nil {
		t.Fatal(err)
	}
	pages := map[string]map[int]bool{}
	covered := map[int]bool{}
	for _, e := range ref.Entries {
		pages[e.ID] = pageSet(t, e.ID, e.Pages)
		for p := range pages[e.ID] {
			covered[p] = true
		}
	}
	for _, s := range bookSections {
		for heading, id := range s.headings {
			ps, ok := pages[id]
			if !ok {
				t.Errorf("%s, %s: no entry %q", s.name, heading, id)
				continue
			}
			in := false
			for p := range ps {
				in = in || p >= s.from && p <= s.to
			}
			if !in {
				t.Errorf("%s, %s: entry %q cites pp. %s, outside pp. %d-%d", s.name, heading, id, pagesOf(ref, id), s.from, s.to)
			}
		}
		for p := s.from; p <= s.to; p++ {
			if !covered[p] {
				t.Errorf("%s: page %d is no entry's source", s.name, p)
			}
		}
	}
}

func pagesOf(ref *content.Reference, id string) string {
	for _, e := range ref.Entries {
		if e.ID == id {
			return e.Pages
		}
	}
	return ""
}

// The reference loads: any fault is reported with its file and line.
func TestReferenceLoads(t *testing.T) {
	if _, err := content.Load(refFiles, "ref", info); err != nil {
		t.Fatal(err)
	}
}
