package wh40k10

import (
	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// charts lists every chart in the order the charts page shows them: the
// attack sequence first (what is looked up most at the table), then dice,
// distances, tests, army and battle set-up, mission maps, stratagems, terrain,
// datasheets.
var charts = lazy.Of(func() []ruleset.Chart {
	return []ruleset.Chart{
		hitRoll, woundRoll(), savingThrow, weaponAbilities,
		d3, diceRules,
		distances,
		battleShock, d6Tests,
		battleSizes, strategicReserves,
		missionMapKey, onlyWarMap,
		coreStratagems,
		terrainFeatures,
		datasheetCharacteristics,
	}
})
