package armies

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"auspex/engine/army"
	"auspex/engine/profile"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// A unit's profiles as its datasheet reads them: every characteristic of
// each weapon and of the unit's own profiles, in the roster's order and
// words ("Range 24\"", "BS 3+"), so the player can check the import against
// their datasheet. Where the calculator reads a characteristic as something
// else than the datasheet writes (a Strength "User" read as 4), its key and
// value stand beside it ("s=4"). The map's ProfileMaps and CharMaps say which
// characteristic goes to which key: data, never a system's name here.

// profileView is one roster profile: its name, how many of it the unit has,
// every characteristic, with the calculator's reading beside those it reads
// otherwise (line: the query's keys for this profile, plain).
func profileView(cls string, p army.Profile, cms []ruleset.CharMap, line url.Values, keywords string) app.UI {
	var chars []app.UI
	var kws string
	for _, c := range p.Chars {
		if keywords != "" && strings.EqualFold(c.Name, keywords) {
			if v := strings.TrimSpace(c.Value); v != "" && v != "-" {
				kws = v
			}
			continue
		}
		val := strings.TrimSpace(c.Value)
		if val == "" {
			val = "-"
		}
		cell := []app.UI{app.Span().Class("char-name").Text(c.Name), app.Text(" " + val)}
		if k := calcKey(c, cms, line); k != "" {
			cell = append(cell, app.Span().Class("calc-key").Title("what the calculator reads").Text(" → "+k))
		}
		chars = append(chars, app.Span().Class("char").Body(cell...))
	}
	name := p.Name
	if p.Count > 1 {
		name += " ×" + strconv.Itoa(p.Count)
	}
	return app.Div().Class("profile "+cls).DataSet("profile", p.Name).Body(
		app.Strong().Class("profile-name").Text(name),
		app.Span().Class("chars").Body(chars...),
		func() app.UI {
			if kws == "" {
				return nil
			}
			return app.Span().Class("keywords").Text(kws)
		}(),
	)
}

// calcKey is "key=value" when the map reads characteristic c into a key of
// line whose value is not the datasheet's (compared on letters and digits:
// "3+" and 3, "-1" and 1 agree); "" when it agrees or is not read.
func calcKey(c army.Char, cms []ruleset.CharMap, line url.Values) string {
	i := slices.IndexFunc(cms, func(cm ruleset.CharMap) bool { return strings.EqualFold(cm.Name, c.Name) && cm.Key != "" })
	if i < 0 {
		return ""
	}
	key := cms[i].Key
	v, ok := line[key]
	if !ok || len(v) == 0 {
		return ""
	}
	if bare(v[0]) == bare(c.Value) {
		return ""
	}
	return key + "=" + v[0]
}

// bare keeps a value's letters and digits, lower case.
func bare(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			return r
		case r >= 'A' && r <= 'Z':
			return r + 'a' - 'A'
		}
		return -1
	}, s)
}

// lineOf is line k of a query (1-based): its own keys, and on line 1 the
// unrepeated ones too, without their prefix.
func lineOf(query string, k int) url.Values {
	q, err := url.ParseQuery(query)
	if err != nil {
		return url.Values{}
	}
	line := url.Values{}
	for key, vs := range q {
		l, plain, ok := ruleset.SplitLineKey(key)
		if !ok {
			l, plain = 1, key
		}
		if l == k {
			line[plain] = vs
		}
	}
	return line
}

// weaponProfile is the unit's roster profile an attack's weapon was read
// from: of one of the attack's types, by name; false where the map reads
// weapons out of another profile (AttackMap.Split).
func weaponProfile(am *ruleset.AttackMap, u army.Unit, name string) (army.Profile, bool) {
	if am == nil || am.Split != nil {
		return army.Profile{}, false
	}
	for _, p := range u.Profiles {
		if p.Name == name && slices.ContainsFunc(am.Types, func(t string) bool { return strings.EqualFold(t, p.Type) }) {
			return p, true
		}
	}
	return army.Profile{}, false
}

// attackMap is the map's attack of that label, or nil.
func attackMap(m *ruleset.ArmyMap, label string) *ruleset.AttackMap {
	for i := range m.Attacks {
		if m.Attacks[i].Label == label {
			return &m.Attacks[i]
		}
	}
	return nil
}

// targetProfiles are the unit's own profiles of the map's target types,
// each with its map.
func targetProfiles(m *ruleset.ArmyMap, u army.Unit) ([]army.Profile, []ruleset.ProfileMap) {
	var ps []army.Profile
	var pms []ruleset.ProfileMap
	for _, p := range u.Profiles {
		for _, pm := range m.Target {
			if strings.EqualFold(pm.Type, p.Type) {
				ps, pms = append(ps, p), append(pms, pm)
				break
			}
		}
	}
	return ps, pms
}

// keysText is every key a query sets, in form order, as "Label value":
// the calculator's whole reading, defaults included ("Sv 3+").
func keysText(form *ruleset.Form, kind, query string) string {
	q := lineOf(query, 1)
	var parts []string
	for _, f := range profile.Fields(form, kind) {
		v, ok := q[f.Key]
		if !ok || len(v) == 0 {
			continue
		}
		shown := v[0]
		switch f.Kind {
		case ruleset.Toggle:
			if shown == "1" {
				parts = append(parts, f.Label)
			} else {
				parts = append(parts, "no "+f.Label)
			}
			continue
		case ruleset.Choice:
			for _, o := range f.Options {
				if o.Value == shown && o.Label != "" {
					shown = o.Label
				}
			}
		}
		parts = append(parts, profile.LabelWith(f.Label, shown))
	}
	return strings.Join(parts, " · ")
}
