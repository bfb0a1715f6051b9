package epic

import "auspex/engine/ruleset"

// charts lists every chart in the order the charts page shows them: the
// turn (strategy and action tests), shooting, terrain, assaults, broken
// formations and rallying, war engines, aerospace, the tournament game, and
// the datasheet abbreviations. Each cites its rule section; the Reference
// Sheet (§5.0.1) reprints many of them, and its copy is the cross-check.
var charts = []ruleset.Chart{
	blastMarkerTable, actionSummary, actionTestTable,
	toHitModifiers, needingSevenToHit, barrageTable,
	terrainEffects, fortifiedPositions,
	assaultModifiers, counterChargeMoves,
	rallyModifiers,
	criticalHits, warEngineValues,
	aircraftManoeuvre, antiAircraftModifiers,
	victoryConditions, tiebreakPoints,
	datasheetAbbreviations,
}

// The cover saves and effects the terrain charts share, spelled once.
const (
	noEffect    = "None"
	impassable  = "Impassable"
	dangerous   = "Dangerous"
	seeRules    = "Special (§1.8.4)"
	coverSave3  = "Cover 3+"
	coverSave4  = "Cover 4+"
	coverSave5  = "Cover 5+"
	coverSave6  = "Cover 6+"
	sheetCopied = "The Reference Sheet (§5.0.1) reprints it with the same values."
)
