package alt40k

import (
	"fmt"

	"auspex/engine/dice"
	"auspex/engine/lazy"
	"auspex/engine/ruleset"
)

// charts lists every chart in the order the charts page shows them: the
// attack sequence first (looked up most at the table), then vehicles, the
// battle's other rolls, the army and its datasheets, setup and terrain.
var charts = lazy.Of(func() []ruleset.Chart {
	return []ruleset.Chart{
		hitRolls(), woundTable(), savesAndDefences, blastScatter, templateSnapShots,
		vehiclePenetration(), vehicleDamage, titanicDamage, destroyedVehicles, transports,
		leadershipTests(), combatResolution, fleeAndPursue, cohesionDistances,
		reservesAndOutflank, gameLength(), objectivesD66(),
		forceOrganisation, terrainUpgradeSlots, modelStatLine, weaponProfile,
		deploymentAndNight, terrainChart,
	}
})

// The book names its sections; every citation is written as one of these.
const (
	secForce      = "Building a Force"
	secDatasheets = "Points and Datasheets"
	secUnitComp   = "Unit Composition"
	secWeapons    = "Weapons"
	secSetup      = "Setting up the Battlefield"
	secInitiative = "Initiative"
	secDeployment = "Deployment"
	secPostDeploy = "Post Deployment Steps"
	secRounds     = "Battle Rounds and Turns"
	secCommand    = "Command Phase"
	secMovement   = "Movement Phase"
	secTransports = "Movement Phase › Transports"
	secPsychic    = "Psychic Phase"
	secShooting   = "Shooting Phase"
	secSnap       = "Shooting Phase › Snap Shots"
	secWound      = "Shooting Phase › Rolling to Wound or Penetrate"
	secDefences   = "Shooting Phase › Defenses from Shooting"
	secWeapTypes  = "Shooting Phase › Weapon Types"
	secAssault    = "Assault Phase"
	secEnd        = "End Phase"
	secUnitTypes  = "Unit Types"
	secVehicles   = "Unit Types › Vehicles"
	secTitanicV   = "Unit Types › Titanic Vehicles"
	secObjectives = "Objectives"
	secTerrain    = "Terrain"
	secTerms      = "Terminology"
)

// term cites one entry of the Terminology section.
func term(name string) string { return secTerms + ruleset.NamedSep + name }

// cites joins several citations.
func cites(c ...string) string {
	s := c[0]
	for _, x := range c[1:] {
		s += ruleset.NamedListSep + x
	}
	return s
}

var d6 = lazy.Of(func() dice.Dist {
	return dice.Uniform(1, 6)
})

// pct writes a probability as "k/36 (p%)" style text over the given denominator.
func pct(p float64, over int) string {
	return fmt.Sprintf("%d/%d (%.1f%%)", int(p*float64(over)+0.5), over, p*100)
}
