package ruleset

import (
	"cmp"
	"errors"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"auspex/engine/army"
)

// Owns reports whether a roster of this game system name is this system's.
func (m *ArmyMap) Owns(system string) bool {
	s := strings.ToLower(system)
	return slices.ContainsFunc(m.Systems, func(p string) bool { return p != "" && strings.Contains(s, p) })
}

// ArmyFor returns the system whose ArmyMap owns a roster's game system name.
// It builds only the systems whose card says they read rosters.
func (g *Registry) ArmyFor(system string) (*Ruleset, bool) {
	for _, c := range g.Cards() {
		if !c.Counts.Army {
			continue
		}
		if r, ok := g.Get(c.Info.ID); ok && r.Army.Owns(system) {
			return r, true
		}
	}
	return nil, false
}

// Unit reads one roster unit through the map into calculator queries and
// what the calculator cannot take. Every value goes through its field's own
// check, so a query Unit returns is one the calculator accepts field by field.
func (m *ArmyMap) Unit(form *Form, u army.Unit) ArmyUnit {
	if m.Bundled != nil {
		u = unbundle(u, m.Bundled)
	}
	out := ArmyUnit{Name: u.Name, Models: u.Count(), Keywords: u.Keywords}
	out.Units = m.units(u, out.Models)
	rd := &unitReader{m: m, form: form, out: &out}
	// The unit's own profiles and abilities: the target side.
	target := url.Values{}
	main, hasTarget := rd.profiles(m.Target, m.Main, u.Profiles, target)
	out.Abilities = m.AbilitiesOf(u)
	attackerSet := url.Values{}
	apply := func(name string, texts []string, holders string) {
		for _, r := range m.abilityMatches(texts) {
			km, x, words, ok, unless := m.Abilities[r.i], r.x, r.words, r.ok, r.unless
			if unless != "" {
				rd.skip("%s: a part of it is not set, since it holds only as its text says (%q)", name, unless)
			}
			switch {
			case !ok:
				continue
			case holders != "" && km.Side != AttackerProfile && km.Set != "":
				rd.skip("%s: %s", name, holders)
				if !strings.HasPrefix(holders, "set for") {
					continue
				}
			}
			into := target
			if km.Side == AttackerProfile {
				into = attackerSet
			}
			rd.keyword(km, x, words, name, into)
		}
	}
	for _, ab := range m.keyed(u) {
		apply(ab.Name, abilityTexts(ab), holders(u, ab.Name))
	}
	for _, kw := range u.Keywords {
		apply(kw, []string{kw}, "")
	}
	if m.Size != "" && hasTarget {
		rd.set(target, m.Size, strconv.Itoa(m.sized(rd, u, main, out.Models)), u.Name+": models")
	}
	if hasTarget {
		out.Target = rd.encode(target)
	}
	for _, am := range m.Attacks {
		out.Attacks = append(out.Attacks, rd.attacks(am, u, attackerSet)...)
	}
	return out
}

// units is what a unit counts as in the game's roster: its models, each
// model of a Worth profile counted as that profile's value.
func (m *ArmyMap) units(u army.Unit, models int) int {
	n := models
	for _, p := range u.Profiles {
		for _, w := range m.Worth {
			if !strings.EqualFold(p.Type, w.Type) {
				continue
			}
			v, _ := charOf(p, w.Char)
			if k, err := strconv.Atoi(strings.TrimSpace(v)); err == nil && k > 1 && k <= army.MaxCount {
				n += p.Count * (k - 1)
			}
		}
	}
	return n
}

// unbundle counts a unit's bundled model selections by their parts, and the
// profiles that name a part by that part's count (a copy: the roster's unit
// is left as it is).
func unbundle(u army.Unit, bundled func(string) []army.Model) army.Unit {
	var models []army.Model
	scale := map[int]int{} // profile index: times its count
	for _, md := range u.Models {
		parts := bundled(md.Name)
		if len(parts) == 0 {
			models = append(models, md)
			continue
		}
		for _, part := range parts {
			models = append(models, army.Model{Name: part.Name, Count: part.Count * md.Count})
			for i, p := range u.Profiles {
				if _, done := scale[i]; !done && p.Name != "" && strings.HasPrefix(strings.ToLower(part.Name), strings.ToLower(p.Name)) {
					scale[i] = part.Count
				}
			}
		}
	}
	u.Models = models
	u.Profiles = slices.Clone(u.Profiles)
	for i, k := range scale {
		u.Profiles[i].Count *= k
	}
	return u
}

// unitReader gathers one unit's values and what it could not place.
type unitReader struct {
	m    *ArmyMap
	form *Form
	out  *ArmyUnit
}

func (rd *unitReader) skip(format string, a ...any) {
	msg := fmt.Sprintf(format, a...)
	if !slices.Contains(rd.out.NotModelled, msg) {
		rd.out.NotModelled = append(rd.out.NotModelled, msg)
	}
}

// set checks one value against its field and keeps it; a value the field
// refuses is listed, with the field's reason.
func (rd *unitReader) set(into url.Values, key, value, what string) bool {
	_, plain, _ := SplitLineKey(key)
	f, ok := rd.form.Field(plain)
	if !ok {
		rd.skip("%s: the calculator has no %q", what, plain)
		return false
	}
	canon, err := f.Check(value)
	if err != nil {
		rd.skip("%s: %s %q does not fit the calculator (%s)", what, f.Label, value, err.Allowed)
		return false
	}
	into.Set(key, canon)
	return true
}

// profiles reads the unit's profiles of the maps' types into keys: every one
// in turn, or, main, only the one carried by the most models that no Read
// leaves out, the first of those that reads whole (its notes kept; if every
// one is left out, the first's), listing the others' differing values. Main,
// it returns the profile read and reports whether it read one: if not, the
// unit is no target (an Epic aircraft, say).
func (rd *unitReader) profiles(pms []ProfileMap, main bool, ps []army.Profile, into url.Values) (*army.Profile, bool) {
	mapOf := func(p army.Profile) (ProfileMap, bool) {
		i := slices.IndexFunc(pms, func(pm ProfileMap) bool { return strings.EqualFold(pm.Type, p.Type) })
		if i < 0 {
			return ProfileMap{}, false
		}
		return pms[i], true
	}
	if !main {
		for _, p := range ps {
			if pm, ok := mapOf(p); ok {
				rd.chars(p, pm.Chars, into, "", nil)
				rd.keywords(p, pm.Keywords, pm.KeywordMaps, "", into)
			}
		}
		return nil, true
	}
	var cands []army.Profile
	for _, p := range ps {
		if _, ok := mapOf(p); ok {
			cands = append(cands, p)
		}
	}
	slices.SortStableFunc(cands, func(a, b army.Profile) int { return rd.m.weight(b) - rd.m.weight(a) })
	// Those whose values all read, as every map of their type reads them,
	// first (a Read that leaves a profile out of one map is that map's
	// choice, and no fault).
	whole := make(map[string]bool, len(cands)) // by type and name, each read once
	for _, p := range cands {
		ok, left := (&unitReader{m: rd.m, form: rd.form, out: &ArmyUnit{}}).chars(p, rd.m.charsOf(p.Type), url.Values{}, "", nil)
		whole[p.Type+"\x00"+p.Name+"\x00"+p.Of] = ok || left
	}
	slices.SortStableFunc(cands, func(a, b army.Profile) int {
		return b2i(!whole[a.Type+"\x00"+a.Name+"\x00"+a.Of]) - b2i(!whole[b.Type+"\x00"+b.Name+"\x00"+b.Of])
	})
	var first *ArmyUnit
	for i, p := range cands {
		pm, _ := mapOf(p)
		scratch := &ArmyUnit{}
		sub := &unitReader{m: rd.m, form: rd.form, out: scratch}
		vals := url.Values{}
		_, left := sub.chars(p, pm.Chars, vals, "", nil)
		if left {
			if first == nil {
				first = scratch
			}
			continue
		}
		sub.keywords(p, pm.Keywords, pm.KeywordMaps, "", vals)
		for k, vs := range vals {
			into[k] = vs
		}
		rd.merge(scratch)
		if rd.m.Differ {
			rd.differ(p, pm, cands[i+1:])
		}
		return &p, true
	}
	if first != nil {
		rd.merge(first)
	}
	return nil, false
}

// weight is how much of a unit a profile stands for: its models, times
// their wounds when the map names the characteristic (unreadable: 1).
func (m *ArmyMap) weight(p army.Profile) int {
	if m.Wounds == "" {
		return p.Count
	}
	w, err := strconv.Atoi(strings.TrimSpace(func() string { v, _ := charOf(p, m.Wounds); return v }()))
	if err != nil || w < 1 {
		w = 1
	}
	return p.Count * min(w, army.MaxCount)
}

// sized is the target's model count: every model, less those of a profile
// of Target's types whose wounds differ from the main profile's (drones
// beside a battlesuit, a sergeant of more wounds), each listed.
func (m *ArmyMap) sized(rd *unitReader, u army.Unit, main *army.Profile, models int) int {
	if m.Wounds == "" || main == nil {
		return models
	}
	ours, _ := charOf(*main, m.Wounds)
	n := models
	for _, p := range u.Profiles {
		if p.Name == main.Name && strings.EqualFold(p.Type, main.Type) || !slices.ContainsFunc(m.Target, func(pm ProfileMap) bool { return strings.EqualFold(pm.Type, p.Type) }) {
			continue
		}
		if theirs, _ := charOf(p, m.Wounds); strings.TrimSpace(theirs) != strings.TrimSpace(ours) && n-p.Count >= 1 {
			n -= p.Count
			rd.skip("%s ×%d (%s %s): not counted in the target's models, which take the %s %s of %s", p.Name, p.Count, m.Wounds, strings.TrimSpace(theirs), m.Wounds, strings.TrimSpace(ours), main.Name)
		}
	}
	return n
}

// differ lists each other profile of the chosen one's type whose value of a
// characteristic the map reads differs from the chosen one's and would read:
// one set of keys cannot hold both.
func (rd *unitReader) differ(chosen army.Profile, pm ProfileMap, others []army.Profile) {
	for _, o := range others {
		if !strings.EqualFold(o.Type, chosen.Type) {
			continue
		}
		for _, cm := range pm.Chars {
			theirs, has := charOf(o, cm.Name)
			ours, _ := charOf(chosen, cm.Name)
			theirs, ours = strings.TrimSpace(theirs), strings.TrimSpace(ours)
			if !has || theirs == ours {
				continue
			}
			if ok, left := (&unitReader{m: rd.m, form: rd.form, out: &ArmyUnit{}}).chars(o, []CharMap{cm}, url.Values{}, "", nil); ok && !left {
				rd.skip("%s: %s %s, where the calculator takes %s of %s", o.Name, cm.Name, theirs, ours, chosen.Name)
			}
		}
	}
}

// merge keeps another reading's notes.
func (rd *unitReader) merge(o *ArmyUnit) {
	for _, n := range o.NotModelled {
		rd.skip("%s", n)
	}
	for _, n := range o.NoEffect {
		rd.noEffect(n)
	}
}

func (rd *unitReader) noEffect(note string) {
	if !slices.Contains(rd.out.NoEffect, note) {
		rd.out.NoEffect = append(rd.out.NoEffect, note)
	}
}

// keywords reads a profile's keyword list (separated by any of sep, ","
// when empty): each matched, or listed as not in the calculator.
func (rd *unitReader) keywords(p army.Profile, char string, kms []KeywordMap, sep string, into url.Values) {
	if char == "" {
		return
	}
	kws, _ := charOf(p, char)
	for _, kw := range splitKeywords(kws, sep) {
		km, x, words, found := matchKeyword(kms, kw)
		if !found {
			rd.skip("%s: %s", p.Name, kw)
			continue
		}
		rd.keyword(km, x, words, p.Name+": "+kw, into)
	}
}

// chars reads a profile's characteristics into keys (prefix: a line's "k.").
// ok is false when one does not fit; left is true when a Read left the
// profile out (an Aside's Out), and nothing after it is read. from, when
// not nil, is the profile a relative value (CharMap.Of) is read against.
func (rd *unitReader) chars(p army.Profile, cms []CharMap, into url.Values, prefix string, from *army.Profile) (ok, left bool) {
	ok = true
	for _, cm := range cms {
		text, has := charOf(p, cm.Name)
		if !has {
			continue
		}
		val := strings.TrimSpace(text)
		if cm.Of != "" && from != nil {
			v, err := relative(val, *from, cm.Of)
			if err != nil {
				rd.skip("%s: %s %q: %v", p.Name, cm.Name, text, err)
				ok = false
				continue
			}
			val = v
		}
		if cm.Read != nil {
			v, err := cm.Read(val)
			var aside *Aside
			if errors.As(err, &aside) {
				if aside.Why != "" {
					rd.skip("%s: %s", p.Name, aside.Why)
				}
				if aside.Out {
					return false, true
				}
				v, err = aside.Set, nil
			}
			if err != nil {
				rd.skip("%s: %s %q: %v", p.Name, cm.Name, text, err)
				ok = false
				continue
			}
			val = v
		}
		if cm.Key != "" {
			if val != "" {
				ok = rd.set(into, prefix+cm.Key, val, p.Name) && ok
			}
			continue
		}
		q, err := url.ParseQuery(val)
		if err != nil {
			rd.skip("%s: %s %q cannot be read", p.Name, cm.Name, text)
			ok = false
			continue
		}
		for k := range q {
			ok = rd.set(into, prefix+k, q.Get(k), p.Name) && ok
		}
	}
	return ok, false
}

// keyword applies one matched keyword or ability; words is what its {*}
// matched.
func (rd *unitReader) keyword(km KeywordMap, x, words, what string, into url.Values) {
	if km.Note != "" {
		rd.skip("%s: %s", what, strings.ReplaceAll(km.Note, "{*}", words))
	}
	if km.Set == "" && km.Note != "" {
		return
	}
	if km.Set == "" {
		note := what
		if km.Why != "" {
			note += ": " + km.Why
		}
		rd.noEffect(note)
		return
	}
	q, err := url.ParseQuery(strings.ReplaceAll(km.Set, "{x}", url.QueryEscape(x))) // "D3+1" keeps its +
	if err != nil {
		rd.skip("%s: cannot be read", what)
		return
	}
	for k := range q {
		rd.set(into, k, q.Get(k), what)
	}
}

// attacks builds the ways of attacking of one map: its weapons together,
// or, where the map's Apart says so, those it picks in an attack of their
// own.
func (rd *unitReader) attacks(am AttackMap, u army.Unit, shared url.Values) []ArmyAttack {
	weapons := rd.weapons(am, u.Profiles)
	groups := [][]army.Profile{weapons}
	labels := []string{am.Label}
	if ap := am.Apart; ap != nil && !slices.ContainsFunc(u.Keywords, func(k string) bool { return slices.Contains(ap.Unless, strings.ToLower(k)) }) {
		var apart, rest, others []army.Profile
		for _, p := range weapons {
			if !ap.Is(p) && !rd.leftOut(am, p) {
				others = append(others, p)
			}
		}
		for _, p := range weapons {
			switch {
			case !ap.Is(p):
				rest = append(rest, p)
			case slices.ContainsFunc(others, func(o army.Profile) bool { return bothCarried(u, p.Name, o.Name) }):
				apart = append(apart, p)
			default: // its bearers carry nothing else of the attack: they shoot it with the rest
				rest = append(rest, p)
			}
		}
		if len(apart) > 0 && len(rest) > 0 {
			groups, labels = [][]army.Profile{rest, apart}, []string{am.Label, ap.Label}
		}
	}
	// The From profile, read once; its notes count only if a weapon of the
	// attack is kept.
	from, fromNotes := url.Values{}, &ArmyUnit{}
	bearer, _ := (&unitReader{m: rd.m, form: rd.form, out: fromNotes}).profiles(am.From, true, u.Profiles, from)
	var out []ArmyAttack
	for i, ws := range groups {
		ws, alts := oneEach(am, u, ws)
		if a, ok := rd.attack(am, labels[i], ws, alts, from, bearer, shared); ok {
			rd.merge(fromNotes)
			out = append(out, a)
		}
	}
	if len(out) > 1 && am.Apart.Why != "" {
		rd.skip("%s: %s", am.Apart.Label, am.Apart.Why)
	}
	return out
}

// leftOut reports whether a Read leaves the weapon out of the attack (a
// melee weapon out of the shooting).
func (rd *unitReader) leftOut(am AttackMap, p army.Profile) bool {
	_, left := (&unitReader{m: rd.m, form: rd.form, out: &ArmyUnit{}}).chars(p, am.Chars, url.Values{}, "", nil)
	return left
}

// bothCarried reports whether some model carries both profiles: one that
// Model.Has names for no kind of model is carried by every model.
func bothCarried(u army.Unit, a, b string) bool {
	hasA := slices.ContainsFunc(u.Models, func(m army.Model) bool { return slices.Contains(m.Has, a) })
	hasB := slices.ContainsFunc(u.Models, func(m army.Model) bool { return slices.Contains(m.Has, b) })
	return !hasA || !hasB || slices.ContainsFunc(u.Models, func(m army.Model) bool {
		return slices.Contains(m.Has, a) && slices.Contains(m.Has, b)
	})
}

// attack builds one way of attacking: a line per weapon, the alternatives
// alts names for each weapon (one weapon's profiles, or one model's weapons
// of which it uses one) sharing one line.
// from is the From profile's keys, bearer that profile (nil: none).
func (rd *unitReader) attack(am AttackMap, label string, weapons []army.Profile, alts []alternative, from url.Values, bearer *army.Profile, shared url.Values) (ArmyAttack, bool) {
	a := ArmyAttack{Label: label, Kind: am.Kind, form: rd.form}
	if a.Kind == "" {
		a.Kind = AttackerProfile
	}
	max := 1
	if rd.form.Lines != nil {
		max = rd.form.Lines.Max
	}
	if len(weapons) == 0 {
		return a, false
	}
	var past []string
	slotOf := map[string]int{} // a weapon of alternatives: its slot, or -1 past the lines
	for wi, p := range weapons {
		notes, noEffect := len(rd.out.NotModelled), len(rd.out.NoEffect)
		line := url.Values{}
		for k, vs := range shared {
			line[k] = vs
		}
		for k, vs := range from {
			line[k] = vs
		}
		if am.Set != "" {
			set, _ := url.ParseQuery(am.Set) // checked by Validate
			for k := range set {
				line.Set(k, set.Get(k))
			}
		}
		ok, left := rd.chars(p, am.Chars, line, "", bearer)
		if left {
			continue
		}
		if _, own := line[am.Bearers]; am.Bearers != "" && !own { // a weapon's Read may set its own (a grenade is one model's)
			ok = rd.set(line, am.Bearers, strconv.Itoa(max1(p.Count)), p.Name) && ok
		}
		rd.keywords(p, am.Keywords, am.KeywordMaps, am.Sep, line)
		if !ok {
			rd.skip("%s: left out of %q, since a characteristic above does not fit", p.Name, label)
			continue
		}
		if miss := rd.missing(line); miss != "" {
			rd.skip("%s: left out of %q, since it gives no %s the calculator can take", p.Name, label, miss)
			continue
		}
		alt := alts[wi]
		if i, seen := slotOf[alt.key]; alt.key != "" && seen {
			if i >= 0 {
				a.slots[i].names = append(a.slots[i].names, p.Name)
				a.slots[i].lines = append(a.slots[i].lines, line)
				continue
			}
		} else if len(a.slots) < max {
			if rd.m.Fits != nil {
				if err := rd.m.Fits(a.values(append(a.slots, lineSlot{lines: []url.Values{line}}), nil)); err != nil {
					rd.out.NotModelled, rd.out.NoEffect = rd.out.NotModelled[:notes], rd.out.NoEffect[:noEffect]
					rd.skip("%s: left out of %q (%s)", p.Name, label, limitWhy(err))
					continue
				}
			}
			if alt.key != "" {
				slotOf[alt.key] = len(a.slots)
				a.Choices = append(a.Choices, ArmyChoice{Weapon: alt.name, Line: len(a.slots) + 1})
			}
			a.slots = append(a.slots, lineSlot{names: []string{p.Name}, lines: []url.Values{line}})
			continue
		} else if alt.key != "" {
			slotOf[alt.key] = -1
		}
		// Nothing of it reaches the calculator: its keywords' notes go.
		rd.out.NotModelled, rd.out.NoEffect = rd.out.NotModelled[:notes], rd.out.NoEffect[:noEffect]
		past = append(past, p.Name)
	}
	if len(past) > 0 {
		what := "weapons"
		if len(past) == 1 {
			what = "weapon"
		}
		rd.skip("%s: %d %s past the calculator's %d lines (%s)", label, len(past), what, max, strings.Join(past, ", "))
	}
	if len(a.slots) == 0 {
		return a, false
	}
	for i, c := range a.Choices {
		a.Choices[i].Options = a.slots[c.Line-1].names
	}
	a.Query, a.Weapons = a.pick(nil)
	return a, true
}

// limitWhy is what a calculator's refusal says of its limit.
func limitWhy(err error) string {
	var fe *FieldError
	if errors.As(err, &fe) {
		return fe.Given + "; " + cmp.Or(fe.Why, fe.Allowed)
	}
	return err.Error()
}

// Pick is the attack with profile picks[i] of Choices[i] on its line (a
// pick out of range, or none, is the first).
func (a ArmyAttack) Pick(picks []int) ArmyAttack {
	a.Query, a.Weapons = a.pick(picks)
	return a
}

func (a ArmyAttack) pick(picks []int) (string, []string) {
	if a.form == nil {
		return a.Query, a.Weapons
	}
	chosen := make([]int, len(a.slots))
	for i, c := range a.Choices {
		if i < len(picks) && picks[i] >= 0 && picks[i] < len(c.Options) {
			chosen[c.Line-1] = picks[i]
		}
	}
	weapons := make([]string, len(a.slots))
	for i, s := range a.slots {
		weapons[i] = s.names[chosen[i]]
	}
	return encodeQuery(a.form, a.values(a.slots, chosen)), weapons
}

// values is the calculator's query of slots, line k from slot k-1's profile
// chosen[k-1] (the first where chosen is short).
func (a ArmyAttack) values(slots []lineSlot, chosen []int) url.Values {
	q := url.Values{}
	for i, s := range slots {
		k, c := i+1, 0
		if i < len(chosen) {
			c = chosen[i]
		}
		for key, vs := range s.lines[c] {
			if a.form.Lines != nil && a.form.Repeated(key) {
				q[LineKey(k, key)] = vs
			} else if k == 1 {
				q[key] = vs
			}
		}
	}
	return q
}

// missing names a key every line needs that this line lacks ("" none): the
// bearer's Attacks given as "*" by a model whose profile changes with its
// wounds, say.
func (rd *unitReader) missing(line url.Values) string {
	if rd.form.Lines == nil {
		return ""
	}
	for _, k := range rd.form.Lines.Required {
		if _, ok := line[k]; !ok {
			if f, ok := rd.form.Field(k); ok {
				return f.Label
			}
			return k
		}
	}
	return ""
}

// weapons are the unit's profiles of an attack's types, each split into the
// weapons it lists when the attack splits them.
func (rd *unitReader) weapons(am AttackMap, ps []army.Profile) []army.Profile {
	var out []army.Profile
	for _, p := range ps {
		if !slices.ContainsFunc(am.Types, func(t string) bool { return strings.EqualFold(t, p.Type) }) {
			continue
		}
		if am.Split == nil {
			out = append(out, p)
			continue
		}
		for _, w := range am.Split(p) {
			w.Count = p.Count
			out = append(out, w)
		}
	}
	return out
}

// encode writes a query in form order, so two imports of one file agree.
func (rd *unitReader) encode(q url.Values) string { return encodeQuery(rd.form, q) }

func encodeQuery(form *Form, q url.Values) string {
	var b strings.Builder
	type place struct {
		key       string
		line, pos int
	}
	pos := form.index().pos
	keys := make([]place, 0, len(q))
	for k := range q {
		l, plain, _ := SplitLineKey(k)
		keys = append(keys, place{k, l, pos[plain]})
	}
	slices.SortFunc(keys, func(x, y place) int {
		if x.line != y.line {
			return x.line - y.line
		}
		return x.pos - y.pos
	})
	for _, p := range keys {
		k := p.key
		if b.Len() > 0 {
			b.WriteByte('&')
		}
		b.WriteString(url.QueryEscape(k) + "=" + url.QueryEscape(q.Get(k)))
	}
	return b.String()
}

func max1(n int) int { return max(n, 1) }

// charOf is a characteristic's text, matched by name ignoring case.
func charOf(p army.Profile, name string) (string, bool) {
	for _, c := range p.Chars {
		if strings.EqualFold(c.Name, name) {
			return c.Value, true
		}
	}
	return "", false
}

// splitKeywords splits a keyword list ("Assault, Sustained Hits 1") at any
// of the separators ("" is ","); a lone "-" means none.
func splitKeywords(s, seps string) []string {
	if seps == "" {
		seps = ","
	}
	var out []string
	for _, k := range strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(seps, r) }) {
		if k = strings.TrimSpace(k); k != "" && k != "-" {
			out = append(out, k)
		}
	}
	return out
}

// abilityTexts is what an ability is matched by: its name, its text, the
// two together ("Invulnerable Save" "4+" as "Invulnerable Save 4+"), and
// each sentence or line of a text of several.
func abilityTexts(ab army.Rule) []string {
	out := []string{ab.Name}
	if ab.Text == "" {
		return out
	}
	out = append(out, ab.Text, ab.Name+" "+ab.Text)
	parts := strings.FieldsFunc(strings.ReplaceAll(ab.Text, ". ", ".\n"), func(r rune) bool { return r == '\n' })
	if len(parts) > 1 {
		out = append(out, parts...)
	}
	return out
}

// keyed are the abilities whose texts may set keys: the unit's rules and
// its ability profiles of every type not only Shown.
func (m *ArmyMap) keyed(u army.Unit) []army.Rule {
	var out []army.Rule
	for _, p := range u.Profiles {
		for _, tm := range m.AbilityTypes {
			if strings.EqualFold(p.Type, tm.Type) && !tm.Shown {
				text, _ := charOf(p, tm.Text)
				out = append(out, army.Rule{Name: p.Name, Text: text})
			}
		}
	}
	return append(out, u.Rules...)
}

// holders says which of a unit's models have an ability when not all do
// (Model.Has): "" when every model has it; "set for ..." when most do (the
// target takes it, the rest listed); otherwise why it is not set.
func holders(u army.Unit, name string) string {
	var with, without []string
	have, all := 0, 0
	for _, md := range u.Models {
		all += md.Count
		label := md.Name
		if md.Count > 1 {
			label = fmt.Sprintf("%d %s", md.Count, md.Name)
		}
		if slices.Contains(md.Has, name) {
			have += md.Count
			with = append(with, label)
		} else {
			without = append(without, label)
		}
	}
	switch {
	case have == 0 || have == all:
		return ""
	case 2*have > all:
		return "set for most of the unit (" + strings.Join(with, ", ") + "); " + strings.Join(without, ", ") + " without it"
	}
	return "not set: only " + strings.Join(with, ", ") + " of the unit's " + strconv.Itoa(all) + " models have it"
}

// validateArmy checks an army map against the calculator's form: every key
// it sets is a field of the right kind, every pattern and Set reads.
func (r *Ruleset) validateArmy() []error {
	m := r.Army
	if m == nil {
		return nil
	}
	fs := &faults{id: r.Info.ID}
	if r.Calc == nil {
		fs.bad("the army map needs a calculator")
		return fs.errs
	}
	form := r.Calc.Form()
	if m.Builders == "" || len(m.Systems) == 0 {
		fs.bad("the army map needs Builders and Systems")
	}
	for _, s := range m.Systems {
		if s != strings.ToLower(s) || s == "" {
			fs.bad("army system name %q must be lowercase and not empty", s)
		}
	}
	for _, k := range m.Toggles {
		switch f, ok := form.Field(k); {
		case !ok:
			fs.bad("army toggle %q is not a field of the form", k)
		case f.Kind != Toggle && f.Kind != Choice:
			fs.bad("army toggle %q is a %s field: a toggle or a choice is one tap", k, f.Kind)
		case form.Repeated(k) || form.KindOf(f) == AttackerProfile:
			fs.bad("army toggle %q belongs to an attack's weapon, not to the moment or the target", k)
		}
	}
	key := func(k, kind, where string) {
		f, ok := form.Field(k)
		switch {
		case !ok:
			fs.bad("army map %s: no calculator field %q", where, k)
		case kind != "" && form.KindOf(f) != kind:
			fs.bad("army map %s: field %q is not of the %s", where, k, kind)
		}
	}
	query := func(q, kind, where string) {
		v, err := url.ParseQuery(strings.ReplaceAll(q, "{x}", "1"))
		if err != nil {
			fs.bad("army map %s: %q does not read as a query", where, q)
		}
		for k := range v {
			key(k, kind, where)
		}
	}
	kws := func(kms []KeywordMap, kind, where string) {
		for _, km := range kms {
			if km.Match == "" || (km.Set == "" && km.Why == "" && km.Note == "") {
				fs.bad("army map %s: keyword %q needs a Match and a Set, a Why or a Note", where, km.Match)
			}
			side := kind
			if km.Side != "" {
				side = km.Side
			}
			if km.Set != "" {
				query(km.Set, side, where+" keyword "+km.Match)
			}
		}
	}
	chars := func(cms []CharMap, kind, where string) {
		for _, cm := range cms {
			if cm.Key != "" {
				key(cm.Key, kind, where+" "+cm.Name)
			} else if cm.Read == nil {
				fs.bad("army map %s: characteristic %q sets nothing", where, cm.Name)
			}
		}
	}
	for _, a := range m.Attacks {
		where := "attack " + a.Label
		if a.Label == "" || len(a.Types) == 0 {
			fs.bad("army map: an attack needs a Label and Types")
		}
		kind := a.Kind
		if kind == "" {
			kind = AttackerProfile
		}
		if a.Set != "" {
			// The attack's own moment (a mode, say) belongs to no profile.
			v, err := url.ParseQuery(a.Set)
			if err != nil {
				fs.bad("army map %s: %q does not read as a query", where, a.Set)
			}
			for k := range v {
				if f, ok := form.Field(k); ok && form.KindOf(f) == "" {
					continue
				}
				key(k, kind, where)
			}
		}
		if a.Bearers != "" {
			key(a.Bearers, kind, where)
		}
		chars(a.Chars, kind, where)
		kws(a.KeywordMaps, kind, where)
		for _, f := range a.From {
			chars(f.Chars, kind, where+" from "+f.Type)
			kws(f.KeywordMaps, kind, where+" from "+f.Type)
		}
		for _, cm := range a.Chars {
			if cm.Of != "" && len(a.From) == 0 {
				fs.bad("army map %s: characteristic %q is read against the bearer's %q, but the attack reads no From profile", where, cm.Name, cm.Of)
			}
		}
	}
	for _, t := range m.Target {
		chars(t.Chars, TargetProfile, "target "+t.Type)
		kws(t.KeywordMaps, TargetProfile, "target "+t.Type)
	}
	if m.Size != "" {
		key(m.Size, TargetProfile, "size")
	}
	kws(m.Abilities, TargetProfile, "abilities")
	return fs.errs
}

// RosterCount is how many units a roster unit counts as in the checklist's
// roster: its models, with a selection named for several units unpacked
// (Bundled) and a model worth several (Worth: an Epic war engine counts its
// damage capacity). Without a map, its models.
func (m *ArmyMap) RosterCount(u army.Unit) int {
	if m == nil {
		return u.Count()
	}
	if m.Bundled != nil {
		u = unbundle(u, m.Bundled)
	}
	return m.units(u, u.Count())
}
