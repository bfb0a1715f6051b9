package wh40k5

import "auspex/engine/ruleset"

// charts lists every chart in the order the charts page shows them: the
// attack sequence first (looked up most at the table), then vehicles,
// movement and morale, organising a battle, dice.
var charts = []ruleset.Chart{
	toHitShooting, toHitCloseCombat, toWound, armourSaves, coverChart,
	weaponTypes,
	armourPenetration, vehicleDamage, vehiclesInCloseCombat, grenadesVsVehicles,
	vehiclesMovingShooting, ramming,
	movement, difficultTerrain, ruinsLevels, buildingsArmour, scatter,
	moraleChecks,
	forceOrganisation, standardMissions, deploymentTypes, gameLength, reservesTable, outflank, deepStrikeMishap, victoryPoints,
	orbitalWeapons, nemesisForceWeapons,
	d3,
}

// oneToTen is the header row of the 10×10 charts.
var oneToTen = []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10"}
