package ruleset

import (
	"slices"
	"strconv"
	"strings"

	"auspex/engine/army"
)

// alternative is the line a weapon profile shares with others, of which a
// model uses one: key "" is a line of its own; name is the choice's, as the
// Army page shows it.
type alternative struct{ key, name string }

// oneEach readies an attack's weapons for its lines: each profile's
// alternative (AttackMap.Alternative: one weapon's profiles), and, where
// the map has each model use one weapon (OneEach) and some kind of model
// carries several, the weapons regrouped by the models carrying them:
// every kind of the same weapons shares one line, its bearers those models,
// a choice among all their profiles where they carry more than one weapon.
// A weapon no kind of model names (Model.Has) is every model's.
func oneEach(am AttackMap, u army.Unit, ws []army.Profile) ([]army.Profile, []alternative) {
	own := func(p army.Profile) alternative {
		if am.Alternative == nil {
			return alternative{}
		}
		a := am.Alternative(p)
		return alternative{a, a}
	}
	weaponOf := func(p army.Profile) string { // profiles of one weapon are one weapon
		if a := own(p); a.key != "" {
			return a.key
		}
		return p.Name
	}
	plain := func() ([]army.Profile, []alternative) {
		alts := make([]alternative, len(ws))
		for i, p := range ws {
			alts[i] = own(p)
		}
		return ws, alts
	}
	if !am.OneEach {
		return plain()
	}
	// Each kind of model's weapons of the attack, in the unit's order.
	named := func(p army.Profile) bool {
		return slices.ContainsFunc(u.Models, func(m army.Model) bool { return slices.Contains(m.Has, p.Name) })
	}
	type group struct {
		weapons []string // distinct weapons
		models  int
		kinds   []string
	}
	var groups []*group
	at := map[string]*group{}
	several := false
	for _, m := range u.Models {
		var names []string
		for _, p := range ws {
			if am.Besides != nil && am.Besides(p) || named(p) && !slices.Contains(m.Has, p.Name) {
				continue
			}
			if w := weaponOf(p); !slices.Contains(names, w) {
				names = append(names, w)
			}
		}
		if len(names) == 0 {
			continue
		}
		several = several || len(names) > 1
		key := strings.Join(names, "\x00")
		g, ok := at[key]
		if !ok {
			g = &group{weapons: names}
			at[key] = g
			groups = append(groups, g)
		}
		g.models += m.Count
		if !slices.Contains(g.kinds, m.Name) {
			g.kinds = append(g.kinds, m.Name)
		}
	}
	if !several {
		return plain()
	}
	var out []army.Profile
	var alts []alternative
	for gi, g := range groups {
		for _, w := range g.weapons {
			for _, p := range ws {
				if weaponOf(p) != w || am.Besides != nil && am.Besides(p) {
					continue
				}
				p.Count = g.models
				out = append(out, p)
				switch {
				case len(g.weapons) > 1:
					alts = append(alts, alternative{"\x00models " + strconv.Itoa(gi), strings.Join(g.kinds, ", ")})
				default:
					a := own(p)
					if a.key != "" {
						a.key += "\x00models " + strconv.Itoa(gi)
					}
					alts = append(alts, a)
				}
			}
		}
	}
	// Weapons used besides the chosen one keep their own lines.
	for _, p := range ws {
		if am.Besides != nil && am.Besides(p) {
			out = append(out, p)
			alts = append(alts, own(p))
		}
	}
	return out, alts
}
