// Package rank answers "which of my units should take the shot": every
// attack of every unit of an army (as the system's ArmyMap reads it) is put
// to the system's own calculator against one target, under the toggles the
// player set, and the rows are ordered by the headline figure they pick.
//
// Nothing here knows a system or a page: a row's query is exactly what the
// calculator was given, so a tap that opens it in the calculator shows the
// same figures, and the tests check that it does.
package rank

import (
	"cmp"
	"fmt"
	"net/url"
	"slices"
	"strings"

	"auspex/engine/clip"
	"auspex/engine/ruleset"
)

// Attack is one attack of one unit, as the Army page would put it in the
// calculator (the profiles the player picked already applied).
type Attack struct {
	Unit     int    // the unit's place in the army's roster (names repeat)
	Index    int    // the attack's place among the unit's (ArmyUnit.Attacks)
	UnitName string // the unit's name
	Label    string // the attack's label: "Shoot", "Fight", "Pistols"
	Query    string // the attacker's keys (ruleset.ArmyAttack.Query)
}

// Row is one attack against the target: its figures, or why the calculator
// refused it.
type Row struct {
	Unit     int    `json:"unit"`
	UnitName string `json:"unitName"`
	Attack   string `json:"attack"`
	// Query is what the calculator was given: the attack, the target and
	// the toggles; canonical (the result's own) when it answered.
	Query   string           `json:"query"`
	Figures []ruleset.Figure `json:"figures,omitempty"` // the result's headline
	Why     string           `json:"why,omitempty"`     // the calculator's refusal
}

// Figure is the row's headline figure of that id, and whether it has one.
func (r Row) Figure(id string) (ruleset.Figure, bool) {
	for _, f := range r.Figures {
		if f.ID == id {
			return f, true
		}
	}
	return ruleset.Figure{}, false
}

// Attacks lists every attack of the units, in roster order, with each
// attack's profile picks (by unit, then attack; nil: the first of each).
func Attacks(units []ruleset.ArmyUnit, picks func(unit, attack int) []int) []Attack {
	var out []Attack
	for i, u := range units {
		for j, at := range u.Attacks {
			if picks != nil {
				if p := picks(i, j); p != nil {
					at = at.Pick(p)
				}
			}
			out = append(out, Attack{Unit: i, Index: j, UnitName: u.Name, Label: at.Label, Query: at.Query})
		}
	}
	return out
}

// ParseToggles reads toggles from outside (stored choices, the command
// line): each key one of the system's ranking toggles (ArmyMap.Toggles),
// given once, with a value its field allows.
func ParseToggles(sys *ruleset.Ruleset, q string) (url.Values, error) {
	v, err := url.ParseQuery(q)
	if err != nil {
		return nil, fmt.Errorf("do not read as a query: %v", err)
	}
	form := sys.Calc.Form()
	for k, vs := range v {
		f, ok := form.Field(k)
		if !ok || !slices.Contains(sys.Army.Toggles, k) {
			return nil, fmt.Errorf("%s is not one of the ranking toggles of %s (%s)", clip.Quote(k), sys.Info.ID, strings.Join(sys.Army.Toggles, ", "))
		}
		if len(vs) != 1 {
			return nil, fmt.Errorf("toggle %s is given %d times", clip.Quote(k), len(vs))
		}
		if _, ferr := f.Check(vs[0]); ferr != nil {
			return nil, fmt.Errorf("toggle %s: %v", clip.Quote(k), ferr)
		}
	}
	return v, nil
}

// Query is the calculator's input for one attack against the target: the
// attack's keys, the target's, then each toggle's value over both (a toggle
// the player turned off is written too, as "0" or "", so that it holds
// against a target that had it on).
func Query(attack, target string, toggles url.Values) string {
	var parts []string
	for _, q := range []string{attack, target} {
		if q != "" {
			parts = append(parts, q)
		}
	}
	q := strings.Join(parts, "&")
	if len(toggles) == 0 {
		return q
	}
	v, err := url.ParseQuery(q)
	if err != nil { // the calculator says what is wrong with it
		return q
	}
	for k, vs := range toggles {
		v[k] = vs
	}
	return v.Encode()
}

// One is one attack against the target: the row the ranking shows.
func One(calc ruleset.Calculator, at Attack, target string, toggles url.Values) Row {
	row := Row{Unit: at.Unit, UnitName: at.UnitName, Attack: at.Label, Query: Query(at.Query, target, toggles)}
	q, err := url.ParseQuery(row.Query)
	if err != nil {
		row.Why = err.Error()
		return row
	}
	res, err := calc.Calculate(calc.Form().Visible(q)) // as the calculator page sends it: a field its modes hide takes no part
	if err != nil {
		row.Why = err.Error()
		return row
	}
	row.Query, row.Figures = res.Query, res.Headline
	return row
}

// Rank is every attack against the target, in the attacks' order.
func Rank(calc ruleset.Calculator, attacks []Attack, target string, toggles url.Values) []Row {
	rows := make([]Row, len(attacks))
	for i, at := range attacks {
		rows[i] = One(calc, at, target, toggles)
	}
	return rows
}

// Order is the rows' order by the figure of that id, highest first: rows
// the calculator refused, or that lack the figure, come last. Ties keep the
// order they had in prev (the indices as last shown; nil: roster order), so
// a toggle that changes no order moves no row.
func Order(rows []Row, by string, prev []int) []int {
	place := make([]int, len(rows))
	for i := range place {
		place[i] = i
	}
	for p, i := range prev {
		if i >= 0 && i < len(rows) {
			place[i] = p - len(prev) // before every row prev does not name
		}
	}
	idx := make([]int, len(rows))
	for i := range idx {
		idx[i] = i
	}
	value := func(i int) (float64, bool) {
		if rows[i].Why != "" {
			return 0, false
		}
		f, ok := rows[i].Figure(by)
		return f.Value, ok
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		va, oka := value(a)
		vb, okb := value(b)
		switch {
		case oka != okb:
			if oka {
				return -1
			}
			return 1
		case oka && !same(va, vb):
			return cmp.Compare(vb, va)
		}
		return cmp.Compare(place[a], place[b])
	})
	return idx
}

// same says two figures are the same to the precision a row shows them:
// float noise between two equal attacks must not reorder rows.
func same(a, b float64) bool {
	d := a - b
	return d < 1e-9 && d > -1e-9
}

// Figures are the headline figures the rows can be ordered by, as the first
// row that has a result names them, in its order.
func Figures(rows []Row) []ruleset.Figure {
	for _, r := range rows {
		if r.Why == "" && len(r.Figures) > 0 {
			return r.Figures
		}
	}
	return nil
}
