package wh40k5

import (
	"testing"

	"auspex/engine/ruleset/rulesettest"
)

// contentsPages is every section the book's contents page lists with its
// page (the introduction's roman pages and the army lists of the Reference
// section aside): each must be covered by an entry citing that page.
var contentsPages = map[string]int{
	"Dice": 2, "Models & units": 3, "Unit types": 4, "Characteristics": 6, "The turn": 9,
	"Movement distance": 11, "Unit coherency": 12, "Terrain": 13, "Disallowed shooting": 15, "Run!": 16,
	"Check range": 17, "Roll to wound": 19, "Take saving throws": 20, "Cover": 21, "Going to ground": 24,
	"Complex units": 25, "Multiple-wound models": 26, "Weapons": 27, "Weapon types": 28, "Template": 29,
	"Blast": 30, "Pinning": 31, "Barrage": 32, "Declare assaults": 33, "Move assaulting units": 34,
	"Grenades": 36, "Determine assault results": 39, "Sweeping advances": 40, "Multiple combats": 41,
	"Close combat weapons": 42, "Morale checks": 43, "Fall back!": 45, "Regrouping": 46,
	"Independent characters": 47, "Joining & leaving units": 48, "Special characters": 49, "Psykers": 50,
	"Monstrous creatures": 51, "Jump infantry": 52, "Bikes": 53, "Beasts & cavalry": 54, "Artillery": 55,
	"Vehicle characteristics": 56, "Vehicles and movement": 57, "Vehicles shooting": 58,
	"Shooting at vehicles": 60, "Vehicle Damage Table": 61, "Vehicles & cover": 62, "Vehicles and assaults": 63,
	"Squadrons": 64, "Vehicle types": 65, "Transport vehicles": 66, "Dedicated transports": 67, "Tanks": 68,
	"Open-topped vehicles": 70, "Skimmers": 71, "Walkers": 72, "Dreadnought close combat weapons": 73,
	"Counter-attack": 74, "Fearless": 75, "Rage": 76, "Defining buildings and ruins": 77, "Buildings": 78,
	"Ruins": 82, "Agree points limit & choose forces": 86, "Prepare the battlefield": 88,
	"Select a mission": 90, "Seize Ground": 91, "Deploy forces": 92, "Dawn of War": 93,
	"Mission special rules": 94, "Victory points": 116,
}

func TestEveryContentsSectionHasAnEntry(t *testing.T) {
	cited := map[int]bool{}
	for _, e := range New().Entries {
		for p := range rulesettest.Pages(t, e.Pages) {
			cited[p] = true
		}
	}
	for name, p := range contentsPages {
		if !cited[p] {
			t.Errorf("%s (p. %d): no entry cites its page", name, p)
		}
	}
}
