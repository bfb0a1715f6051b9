//go:build !wasm

package army

import (
	"crypto/sha256"
	"fmt"
	"strings"
)

// The test rosters are written by this generator, shaped exactly like a
// BattleScribe 2.03 or a New Recruit export of a 10th edition army (element
// and attribute names, their order, nesting, indentation, ids, costs), with
// an invented faction: every unit, weapon, ability and rule text here is our
// own. TestTestdataFresh checks the committed files are what it writes;
// ARMY_UPDATE=1 rewrites them.

// The data set's own ids, as exports carry them (identifiers, not text).
const (
	sysID      = "sys-352e-adc2-7639-d6a9"
	sysName    = "Warhammer 40,000 10th Edition"
	ptsType    = "51b2-306e-1021-d207"
	unitType   = "c547-1836-d8a-ff4f"
	abilType   = "9cc3-6d83-4dd3-9b64"
	rangedType = "f77d-b953-8fa4-b762"
	meleeType  = "8a40-4aaa-c780-9046"
)

var charIDs = map[string][]string{
	"Unit":           {"M", "e703-ecb6-5ce7-aec1", "T", "d29d-cf75-fc2d-34a4", "SV", "450-a17e-9d5e-29da", "W", "750a-a2ec-90d3-21fe", "LD", "58d2-b879-49c7-43bc", "OC", "bef7-942a-1a23-59f8"},
	"Ranged Weapons": {"Range", "9896-9419-16a1-92fc", "A", "3bb-c35f-f54-fb08", "BS", "94d-8a98-cf90-183e", "S", "2229-f494-25db-c5d3", "AP", "9ead-8a10-520-de15", "D", "a354-c1c8-a745-f9e3", "Keywords", "7f1b-8591-2fcf-d01c"},
	"Melee Weapons":  {"Range", "914c-b413-91e3-a132", "A", "2337-daa1-6682-b110", "WS", "95d1-95f-45b4-11d6", "S", "ab33-d393-96ce-ccba", "AP", "41a0-1301-112a-e2f2", "D", "3254-9fe6-d824-513e", "Keywords", "893f-9000-ccf7-648e"},
	"Abilities":      {"Description", "9b8f-694b-e5e-2573"},
}

var typeIDs = map[string]string{"Unit": unitType, "Abilities": abilType, "Ranged Weapons": rangedType, "Melee Weapons": meleeType}

// gProfile is a profile: its type, name and values in the type's order.
type gProfile struct {
	typ, name string
	vals      []string
}

func stat(name string, v ...string) gProfile { return gProfile{"Unit", name, v} }
func ranged(name string, v ...string) gProfile {
	return gProfile{"Ranged Weapons", name, append([]string{}, v...)}
}
func melee(name string, v ...string) gProfile {
	return gProfile{"Melee Weapons", name, append([]string{"Melee"}, v...)}
}
func ability(name, text string) gProfile { return gProfile{"Abilities", name, []string{text}} }

// gSel is a selection: a unit, a model or an upgrade (wargear, a warlord, an
// enhancement), with what it carries.
type gSel struct {
	name, typ string
	n         int
	pts       float64
	profiles  []gProfile
	rules     [][2]string
	sels      []gSel
	cats      []string
	group     string // the entry group it was chosen from, if any
	custom    string // the name the player gave it, if any
}

func unitSel(name string, pts float64, cats []string, profiles []gProfile, sels ...gSel) gSel {
	return gSel{name: name, typ: "unit", n: 1, pts: pts, cats: cats, profiles: profiles, sels: sels}
}
func modelSel(name string, n int, profiles []gProfile, sels ...gSel) gSel {
	return gSel{name: name, typ: "model", n: n, profiles: profiles, sels: sels}
}
func gear(name string, n int, profiles ...gProfile) gSel {
	return gSel{name: name, typ: "upgrade", n: n, profiles: profiles, group: "Wargear"}
}

// gRoster is a whole roster.
type gRoster struct {
	name, faction string
	newRecruit    bool
	limit         float64
	armyRule      [2]string
	battleSize    string
	detachment    string
	detachRule    [2]string
	units         []gSel
}

// writer writes one roster; ids come from a hash of a counter, so the same
// roster is always the same bytes.
type writer struct {
	b    strings.Builder
	seed string
	next int
	nr   bool
}

func (w *writer) id() string {
	w.next++
	s := fmt.Sprintf("%x", sha256.Sum256(fmt.Appendf(nil, "%s/%d", w.seed, w.next)))
	return s[0:4] + "-" + s[4:8] + "-" + s[8:12] + "-" + s[12:16]
}

func (w *writer) line(depth int, format string, args ...any) {
	w.b.WriteString(strings.Repeat("  ", depth))
	fmt.Fprintf(&w.b, format, args...)
	w.b.WriteByte('\n')
}

// esc escapes text as BattleScribe does, quotes and apostrophes included.
func esc(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&apos;").Replace(s)
}

// num writes a cost as each builder does: BattleScribe "85.0", New Recruit "85".
func (w *writer) num(v float64) string {
	if w.nr {
		return fmt.Sprint(v)
	}
	return fmt.Sprintf("%.1f", v)
}

// from is New Recruit's extra attribute on what came from an entry.
func (w *writer) from() string {
	if w.nr {
		return ` from="entry"`
	}
	return ""
}

func (w *writer) costs(d int, v float64) {
	w.line(d, "<costs>")
	w.line(d+1, `<cost name="pts" typeId="%s" value="%s"/>`, ptsType, w.num(v))
	w.line(d, "</costs>")
}

// list writes <name>, each item at depth d+1, </name>; nothing if n is 0.
func (w *writer) list(d int, name string, n int, item func(i int)) {
	if n == 0 {
		return
	}
	w.line(d, "<%s>", name)
	for i := range n {
		item(i)
	}
	w.line(d, "</%s>", name)
}

func (w *writer) rules(d int, rs [][2]string) {
	w.list(d, "rules", len(rs), func(i int) {
		r := rs[i]
		w.line(d+1, `<rule id="%s" name="%s" publicationId="%s" page="%d" hidden="false"%s>`, w.id(), esc(r[0]), "e6b5-4d9a-2c7f-1b03", len(r[1])%90+10, w.from())
		w.line(d+2, "<description>%s</description>", esc(r[1]))
		w.line(d+1, "</rule>")
	})
}

func (w *writer) profiles(d int, ps []gProfile) {
	w.list(d, "profiles", len(ps), func(i int) {
		p := ps[i]
		w.line(d+1, `<profile id="%s" name="%s" hidden="false" typeId="%s" typeName="%s"%s>`, w.id(), esc(p.name), typeIDs[p.typ], p.typ, w.from())
		ids := charIDs[p.typ]
		w.list(d+2, "characteristics", len(p.vals), func(j int) {
			w.line(d+3, `<characteristic name="%s" typeId="%s">%s</characteristic>`, ids[2*j], ids[2*j+1], esc(p.vals[j]))
		})
		w.line(d+1, "</profile>")
	})
}

func (w *writer) categories(d int, cs []string) {
	w.list(d, "categories", len(cs), func(i int) {
		w.line(d+1, `<category id="%s" name="%s" entryId="%s" primary="%t"/>`, w.id(), esc(cs[i]), w.id(), i == 0 && cs[i] != "Configuration")
	})
}

func (w *writer) selection(d int, s gSel) {
	entry := w.id() + "::" + w.id()
	group := ""
	if s.group != "" {
		group = fmt.Sprintf(` entryGroupId="%s"`, w.id())
		if w.nr {
			group += fmt.Sprintf(` group="%s"`, esc(s.group))
		}
	}
	from := w.from()
	if w.nr && s.group != "" {
		from = ` from="group"`
	}
	if s.custom != "" {
		from = fmt.Sprintf(` customName="%s"`, esc(s.custom)) + from
	}
	w.line(d, `<selection id="%s" name="%s" entryId="%s"%s number="%d" type="%s"%s>`, w.id(), esc(s.name), entry, group, s.n, s.typ, from)
	w.rules(d+1, s.rules)
	w.profiles(d+1, s.profiles)
	if len(s.sels) > 0 {
		w.line(d+1, "<selections>")
		for _, c := range s.sels {
			w.selection(d+2, c)
		}
		w.line(d+1, "</selections>")
	}
	w.costs(d+1, s.pts)
	w.categories(d+1, s.cats)
	w.line(d, "</selection>")
}

// total is a selection's points with everything in it.
func total(s gSel) float64 {
	t := s.pts
	for _, c := range s.sels {
		t += total(c)
	}
	return t
}

// xml writes the roster as its builder would.
func (g gRoster) xml() string {
	w := &writer{seed: g.name, nr: g.newRecruit}
	pts := 0.0
	for _, u := range g.units {
		pts += total(u)
	}
	gen := ""
	if g.newRecruit {
		gen = ` generatedBy="https://newrecruit.eu"`
	}
	w.b.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` + "\n")
	w.line(0, `<roster id="%s" name="%s" battleScribeVersion="2.03"%s gameSystemId="%s" gameSystemName="%s" gameSystemRevision="247" xmlns="%s">`, w.id(), esc(g.name), gen, sysID, sysName, rosterSchema)
	w.costs(1, pts)
	w.line(1, "<costLimits>")
	w.line(2, `<costLimit name="pts" typeId="%s" value="%s"/>`, ptsType, w.num(g.limit))
	w.line(1, "</costLimits>")
	w.line(1, "<forces>")
	w.line(2, `<force id="%s" name="Army Roster" entryId="%s" catalogueId="%s" catalogueRevision="4" catalogueName="%s">`, w.id(), w.id(), w.id(), esc("Xenos - "+g.faction))
	w.rules(3, [][2]string{g.armyRule})
	w.line(3, "<selections>")
	config := []gSel{
		{name: "Battle Size", typ: "upgrade", n: 1, cats: []string{"Configuration"},
			sels: []gSel{{name: g.battleSize, typ: "upgrade", n: 1, group: "Battle Size"}}},
		{name: "Detachment", typ: "upgrade", n: 1, cats: []string{"Configuration"},
			sels: []gSel{{name: g.detachment, typ: "upgrade", n: 1, group: "Detachment", rules: [][2]string{g.detachRule}}}},
		{name: "Show/Hide Options", typ: "upgrade", n: 1, cats: []string{"Configuration"}},
	}
	for _, s := range append(config, g.units...) {
		w.selection(4, s)
	}
	w.line(3, "</selections>")
	w.line(3, "<publications>")
	w.line(4, `<publication id="e6b5-4d9a-2c7f-1b03" name="%s"/>`, esc("Index: "+g.faction))
	w.line(3, "</publications>")
	cats := []string{"Configuration"}
	for _, u := range g.units {
		for _, c := range u.cats {
			if !strings.HasPrefix(c, "Faction:") && !contains(cats, c) {
				cats = append(cats, c)
			}
		}
	}
	w.categories(3, cats)
	w.line(2, "</force>")
	w.line(1, "</forces>")
	w.line(0, "</roster>")
	return w.b.String()
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
