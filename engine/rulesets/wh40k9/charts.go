package wh40k9

import (
	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// charts lists every chart in the order the charts page shows them: the
// attack sequence first (looked up most at the table), then weapons and
// shooting, distances, movement, psychic, charge, morale, stratagems, dice.
var charts = lazy.Of(func() []ruleset.Chart {
	return []ruleset.Chart{
		woundRoll(), hitAndWoundModifiers, savingThrows,
		attacksByWeaponType, blastAttacks, shootingRestrictions,
		coreDistances, movementOptions,
		smiteAndPerils(),
		chargeRolls(),
		moraleAndAttrition,
		coreStratagems,
		diceAndModifiers, d3,
		datasheetCharacteristics,
	}
})

// Charts that mix rows from the source with rows from the published booklet
// say which is which in a Source column, so each row shows where it rests.
const (
	fromSeed  = "Source text"
	fromCore9 = "9th core rules"
)
