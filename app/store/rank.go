package store

import (
	"encoding/json"
	"fmt"

	"auspex/engine/names"
	"auspex/engine/rank"
	"auspex/engine/ruleset"
	"auspex/engine/strictjson"
)

// RankKey is where a system's "Who should take the shot?" panel keeps its
// choices, so that a reload (a phone that dropped the tab mid-game) finds
// the same ranking.
func RankKey(sysID string) string { return "auspex.rank." + sysID }

const rankVersion = 1

// Rank is the panel's choices. The army and the target are names that may
// have gone since (an army deleted): the panel falls back to the first of
// each, so only their form is checked here.
type Rank struct {
	V       int    `json:"v"`
	Open    int    `json:"open"`    // 1: the panel is open
	Army    string `json:"army"`    // the army ranked
	Target  string `json:"target"`  // the target option's id ("calc", "p:NAME", "u:I:ARMY")
	Toggles string `json:"toggles"` // the toggles' values, as a query of ArmyMap.Toggles keys
	By      string `json:"by"`      // the headline figure the rows are ordered by
}

// maxRankText bounds each text: an army or profile name and its prefix.
const maxRankText = 2 * names.Max

// DecodeRank reads a system's stored panel strictly: anything it cannot
// fully check is an error, and the caller starts afresh with a notice.
func DecodeRank(raw string, sys *ruleset.Ruleset) (Rank, error) {
	var r Rank
	if err := strictjson.DecodeFlat([]byte(raw), strictjson.Int("v", &r.V), strictjson.Int("open", &r.Open),
		strictjson.Text("army", &r.Army), strictjson.Text("target", &r.Target), strictjson.Text("toggles", &r.Toggles), strictjson.Text("by", &r.By)); err != nil {
		return Rank{}, fmt.Errorf("not valid JSON for the ranking: %v", err)
	}
	switch {
	case r.V != rankVersion:
		return Rank{}, fmt.Errorf("unknown version %d of the ranking (this app reads %d)", r.V, rankVersion)
	case r.Open != 0 && r.Open != 1:
		return Rank{}, fmt.Errorf("open is %d, not 0 or 1", r.Open)
	case len(r.Army) > maxRankText || len(r.Target) > maxRankText+8 || len(r.By) > 40:
		return Rank{}, fmt.Errorf("a name longer than Auspex keeps")
	}
	if _, err := rank.ParseToggles(sys, r.Toggles); err != nil {
		return Rank{}, fmt.Errorf("the ranking's toggles: %v", err)
	}
	return r, nil
}

// LoadRank is the system's stored panel, or none; a stored value that does
// not read is set aside, with a notice saying so.
func LoadRank(sys *ruleset.Ruleset) (Rank, string) {
	key := RankKey(sys.Info.ID)
	raw, ok, err := Default().Lookup(key)
	if err != nil || !ok || raw == "" {
		return Rank{V: rankVersion}, ""
	}
	r, err := DecodeRank(raw, sys)
	if err != nil {
		return Rank{V: rankVersion}, Default().Reset(key, raw, "", "ranking choices", "starts the ranking afresh", err)
	}
	return r, ""
}

// SaveRank stores the panel's choices.
func SaveRank(sysID string, r Rank) error {
	r.V = rankVersion
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	return Set(RankKey(sysID), string(b))
}
