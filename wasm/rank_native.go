//go:build !wasm

package main

import (
	"errors"
	"fmt"
	"slices"

	"auspex/engine/rank"
	"auspex/engine/ruleset"
)

// rankJSON is an army ranked against one target (engine/rank), as
// `./build.sh army FILE -target 'QUERY'` prints it: the rows in the order
// the Army page shows them, each attack kind (Shoot, Fight) apart.
type rankJSON struct {
	System  string             `json:"system"`
	Army    string             `json:"army"`
	Target  string             `json:"target"`  // the target's keys, as given
	Toggles string             `json:"toggles"` // the keys set over every row, as given
	By      string             `json:"by"`      // the figure the rows are ordered by
	Figures []ruleset.Figure   `json:"figures"` // the figures each row has (their values: the first row's)
	Groups  []rankGroupJSON    `json:"groups"`
	Refused []rank.Row         `json:"refused,omitempty"` // attacks the calculator refused, each with why
	Left    []rankUnitLeftJSON `json:"notInCalculator,omitempty"`
}

type rankGroupJSON struct {
	Attack string     `json:"attack"` // "Shoot", "Fight"
	Rows   []rank.Row `json:"rows"`
}

// rankUnitLeftJSON is what the import could not put in the calculator from
// one unit: the ranking leaves it out and says so.
type rankUnitLeftJSON struct {
	Unit  string   `json:"unit"`
	Items []string `json:"items"`
}

// rankArmy ranks every attack of the roster's units against the target.
func rankArmy(m *mappedRoster, target, set, by string) (*rankJSON, error) {
	sys, units := m.sys, m.units
	toggles, err := rank.ParseToggles(sys, set)
	if err != nil {
		return nil, fmt.Errorf("-set: %v", err)
	}
	rows := rank.Rank(sys.Calc, rank.Attacks(units, nil), target, toggles)
	figs := rank.Figures(rows)
	if len(figs) == 0 {
		if len(rows) > 0 {
			return nil, fmt.Errorf("the calculator refused every attack against this target; the first: %s", rows[0].Why)
		}
		return nil, errors.New("no unit of this army has an attack the calculator takes")
	}
	if by == "" {
		by = figs[0].ID
	}
	if !slices.ContainsFunc(figs, func(f ruleset.Figure) bool { return f.ID == by }) {
		var ids []string
		for _, f := range figs {
			ids = append(ids, f.ID)
		}
		return nil, fmt.Errorf("-by %q: the figures here are %v", by, ids)
	}
	out := &rankJSON{System: sys.Info.ID, Army: m.roster.Name, Target: target, Toggles: set, By: by, Figures: figs}
	for _, row := range rows { // the kinds of attack in the order the roster first has them, as the Army page shows them
		if !slices.ContainsFunc(out.Groups, func(g rankGroupJSON) bool { return g.Attack == row.Attack }) {
			out.Groups = append(out.Groups, rankGroupJSON{Attack: row.Attack})
		}
	}
	for _, i := range rank.Order(rows, by, nil) {
		row := rows[i]
		if row.Why != "" {
			out.Refused = append(out.Refused, row)
			continue
		}
		k := slices.IndexFunc(out.Groups, func(g rankGroupJSON) bool { return g.Attack == row.Attack })
		out.Groups[k].Rows = append(out.Groups[k].Rows, row)
	}
	out.Groups = slices.DeleteFunc(out.Groups, func(g rankGroupJSON) bool { return len(g.Rows) == 0 }) // every attack of it refused
	for _, u := range units {
		if len(u.NotModelled) > 0 {
			out.Left = append(out.Left, rankUnitLeftJSON{Unit: u.Name, Items: u.NotModelled})
		}
	}
	return out, nil
}
