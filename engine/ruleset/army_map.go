package ruleset

import (
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"auspex/engine/army"
)

// Owns reports whether a roster of this game system name is this system's.
func (m *ArmyMap) Owns(system string) bool {
	s := strings.ToLower(system)
	return slices.ContainsFunc(m.Systems, func(p string) bool { return p != "" && strings.Contains(s, p) })
}

// ArmyFor returns the system whose ArmyMap owns a roster's game system name.
func (g *Registry) ArmyFor(system string) (*Ruleset, bool) {
	for _, r := range g.All() {
		if r.Army != nil && r.Army.Owns(system) {
			return r, true
		}
	}
	return nil, false
}

// Unit reads one roster unit through the map into calculator queries and
// what the calculator cannot take. Every value goes through its field's own
// check, so a query Unit returns is one the calculator accepts field by field.
func (m *ArmyMap) Unit(form *Form, u army.Unit) ArmyUnit {
	out := ArmyUnit{Name: u.Name, Models: u.Count(), Keywords: u.Keywords}
	rd := &unitReader{form: form, out: &out}
	// The unit's own profiles and abilities: the target side.
	target := url.Values{}
	for _, pm := range m.Target {
		if p, ok := rd.main(u, pm); ok {
			rd.chars(p, pm.Chars, target, "", nil)
		}
	}
	out.Abilities = m.AbilitiesOf(u)
	attackerSet := url.Values{}
	apply := func(name string, texts []string) {
		for _, km := range m.Abilities {
			x, words, ok := matchOne(km, texts)
			if !ok {
				continue
			}
			into := target
			if km.Side == AttackerProfile {
				into = attackerSet
			}
			rd.keyword(km, x, words, name, into)
		}
	}
	for _, ab := range out.Abilities {
		apply(ab.Name, abilityTexts(ab))
	}
	for _, kw := range u.Keywords {
		apply(kw, []string{kw})
	}
	if m.Size != "" {
		rd.set(target, m.Size, strconv.Itoa(out.Models), u.Name+": models")
	}
	out.Target = rd.encode(target)
	for _, am := range m.Attacks {
		if a, ok := rd.attack(am, u, attackerSet); ok {
			out.Attacks = append(out.Attacks, a)
		}
	}
	return out
}

// unitReader gathers one unit's values and what it could not place.
type unitReader struct {
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

// chars reads a profile's characteristics into keys (prefix: a line's "k.");
// bearer, when not nil, is the model a relative value (CharMap.Of) is read
// against.
func (rd *unitReader) chars(p army.Profile, cms []CharMap, into url.Values, prefix string, bearer *army.Profile) bool {
	ok := true
	for _, cm := range cms {
		text, has := charOf(p, cm.Name)
		if !has {
			continue
		}
		val := strings.TrimSpace(text)
		if cm.Of != "" && bearer != nil {
			v, err := relative(val, *bearer, cm.Of)
			if err != nil {
				rd.skip("%s: %s %q: %v", p.Name, cm.Name, text, err)
				ok = false
				continue
			}
			val = v
		}
		if cm.Read != nil {
			v, err := cm.Read(val)
			if err != nil {
				rd.skip("%s: %s %q: %v", p.Name, cm.Name, text, err)
				ok = false
				continue
			}
			if v == "" {
				continue
			}
			val = v
		}
		if cm.Key != "" {
			ok = rd.set(into, prefix+cm.Key, val, p.Name) && ok
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
	return ok
}

// keyword applies one matched keyword or ability; words is what its {*}
// matched.
func (rd *unitReader) keyword(km KeywordMap, x, words, what string, into url.Values) {
	if km.Set == "" {
		note := what
		if km.Why != "" {
			note += ": " + km.Why
		}
		if !slices.Contains(rd.out.NoEffect, note) {
			rd.out.NoEffect = append(rd.out.NoEffect, note)
		}
		return
	}
	q, err := url.ParseQuery(strings.ReplaceAll(km.Set, "{x}", x))
	if err != nil {
		rd.skip("%s: cannot be read", what)
		return
	}
	for k := range q {
		rd.set(into, k, q.Get(k), what)
	}
	if km.Why != "" {
		rd.skip("%s: %s", what, strings.ReplaceAll(km.Why, "{*}", words))
	}
}

// attack builds one way of attacking: a line per weapon of its types.
func (rd *unitReader) attack(am AttackMap, u army.Unit, shared url.Values) (ArmyAttack, bool) {
	a := ArmyAttack{Label: am.Label}
	q := url.Values{}
	max := 1
	if rd.form.Lines != nil {
		max = rd.form.Lines.Max
	}
	var past []string
	var bearer *army.Profile
	base := url.Values{}
	for k, vs := range shared {
		base[k] = vs
	}
	if am.Set != "" {
		set, _ := url.ParseQuery(am.Set) // checked by Validate
		for k := range set {
			base.Set(k, set.Get(k))
		}
	}
	for _, p := range u.Profiles {
		if !slices.ContainsFunc(am.Types, func(t string) bool { return strings.EqualFold(t, p.Type) }) || !am.Only.keeps(p) {
			continue
		}
		if am.Bearer != nil && bearer == nil {
			b, ok := rd.main(u, *am.Bearer)
			if !ok {
				rd.skip("%s: no %s profile to read the bearer's characteristics from", am.Label, am.Bearer.Type)
				return a, false
			}
			bearer = &b
			rd.chars(b, am.Bearer.Chars, base, "", nil)
		}
		line := url.Values{}
		for k, vs := range base {
			line[k] = vs
		}
		ok := true
		if am.Bearers != "" {
			ok = rd.set(line, am.Bearers, strconv.Itoa(max1(p.Count)), p.Name)
		}
		ok = rd.chars(p, am.Chars, line, "", bearer) && ok
		if am.Keywords != "" {
			kws, _ := charOf(p, am.Keywords)
			for _, kw := range splitKeywords(kws, am.Split) {
				km, x, words, found := matchKeyword(am.KeywordMaps, kw)
				if !found {
					rd.skip("%s: %s", p.Name, kw)
					continue
				}
				rd.keyword(km, x, words, p.Name+": "+kw, line)
			}
		}
		if !ok {
			rd.skip("%s: left out of %q, since a characteristic above does not fit", p.Name, am.Label)
			continue
		}
		if len(a.Weapons) == max {
			past = append(past, p.Name)
			continue
		}
		k := len(a.Weapons) + 1
		for key, vs := range line {
			if rd.form.Lines != nil && rd.form.Repeated(key) {
				q[LineKey(k, key)] = vs
			} else if k == 1 {
				q[key] = vs
			}
		}
		a.Weapons = append(a.Weapons, p.Name)
	}
	if len(past) > 0 {
		what := "weapons"
		if len(past) == 1 {
			what = "weapon"
		}
		rd.skip("%s: %d %s past the calculator's %d lines (%s)", am.Label, len(past), what, max, strings.Join(past, ", "))
	}
	if len(a.Weapons) == 0 {
		return a, false
	}
	a.Query = rd.encode(q)
	return a, true
}

// encode writes a query in form order, so two imports of one file agree.
func (rd *unitReader) encode(q url.Values) string {
	var b strings.Builder
	keys := make([]string, 0, len(q))
	for k := range q {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(x, y string) int {
		lx, kx, _ := SplitLineKey(x)
		ly, ky, _ := SplitLineKey(y)
		if lx != ly {
			return lx - ly
		}
		return rd.form.index().pos[kx] - rd.form.index().pos[ky]
	})
	for _, k := range keys {
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

// matchKeyword finds the first map whose pattern matches the keyword
// whole, the {x} it captured and the words of its first {*}.
func matchKeyword(kms []KeywordMap, kw string) (KeywordMap, string, string, bool) {
	for _, km := range kms {
		if x, words, ok := matchOne(km, []string{kw}); ok {
			return km, x, words, true
		}
	}
	return KeywordMap{}, "", "", false
}

// matchOne matches one map against each text in turn, whole, ignoring case
// and a closing full stop.
func matchOne(km KeywordMap, texts []string) (x, words string, ok bool) {
	re := keywordPattern(km.Match)
	for _, s := range texts {
		s = strings.TrimSuffix(strings.TrimSpace(s), ".")
		if s == "" {
			continue
		}
		if m := re.FindStringSubmatch(s); m != nil {
			if i := re.SubexpIndex("x"); i > 0 {
				x = m[i]
			}
			if i := re.SubexpIndex("w"); i > 0 {
				words = m[i]
			}
			return strings.ToUpper(x[:min(1, len(x))]) + x[min(1, len(x)):], strings.TrimSpace(words), true
		}
	}
	return "", "", false
}

// abilityTexts is what an ability is matched by: its name, its text, the
// two together ("Invulnerable Save" "4+" as "Invulnerable Save 4+"), and
// each sentence of a text of several.
func abilityTexts(ab army.Rule) []string {
	out := []string{ab.Name}
	if ab.Text == "" {
		return out
	}
	out = append(out, ab.Text, ab.Name+" "+ab.Text)
	if sentences := strings.SplitAfter(ab.Text, ". "); len(sentences) > 1 {
		out = append(out, sentences...)
	}
	return out
}

var keywordPatterns sync.Map // Match -> *regexp.Regexp

// keywordPattern compiles a Match once: {x} a number or dice ("2", "D3",
// "D6+1"), {*} any words or none; the rest literal, whole, ignoring case.
func keywordPattern(match string) *regexp.Regexp {
	if re, ok := keywordPatterns.Load(match); ok {
		return re.(*regexp.Regexp)
	}
	expr := regexp.QuoteMeta(match)
	expr = strings.Replace(expr, `\{x\}`, `(?P<x>[0-9]*[dD]?[0-9]+(?:\+[0-9]+)?)`, 1)
	expr = strings.Replace(expr, `\{\*\}`, `(?P<w>.*?)`, 1)
	expr = strings.ReplaceAll(expr, `\{\*\}`, `.*?`)
	re := regexp.MustCompile(`(?i)^` + expr + `$`)
	keywordPatterns.Store(match, re)
	return re
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
			if km.Match == "" || (km.Set == "" && km.Why == "") {
				fs.bad("army map %s: keyword %q needs a Match and a Set or a Why", where, km.Match)
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
		if a.Set != "" {
			query(a.Set, AttackerProfile, where)
		}
		if a.Bearers != "" {
			key(a.Bearers, AttackerProfile, where)
		}
		chars(a.Chars, AttackerProfile, where)
		kws(a.KeywordMaps, AttackerProfile, where)
		if a.Only != nil && (a.Only.Name == "" || a.Only.Match == "") {
			fs.bad("army map %s: Only needs a Name and a Match", where)
		}
		if a.Bearer != nil {
			if a.Bearer.Type == "" {
				fs.bad("army map %s: Bearer needs a Type", where)
			}
			chars(a.Bearer.Chars, AttackerProfile, where+" bearer")
		}
		for _, cm := range a.Chars {
			if cm.Of != "" && a.Bearer == nil {
				fs.bad("army map %s: characteristic %q is read against the bearer's %q, but the attack has no Bearer", where, cm.Name, cm.Of)
			}
		}
	}
	for _, t := range m.Target {
		chars(t.Chars, TargetProfile, "target "+t.Type)
	}
	if m.Size != "" {
		key(m.Size, TargetProfile, "size")
	}
	kws(m.Abilities, TargetProfile, "abilities")
	return fs.errs
}
