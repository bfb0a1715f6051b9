//go:build !wasm

package rulesets

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"maps"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"auspex/engine/army"
	"auspex/engine/ruleset"
)

// The corpus: real rosters players exported, kept as test data in public
// repositories (engine/army/testdata/corpus, each file's source in SOURCES).
// Each roster of a system Auspex reads must import; every unit the file holds
// must become a unit or be listed with why; each unit's toughness, save,
// wounds, model count and weapon values must agree with the file's own
// profiles as this test reads them with encoding/xml, on its own; and every
// attack of every unit must calculate against every unit of its roster.
var corpusDir = filepath.Join("..", "army", "testdata", "corpus")

// corpusRefused are rosters of a read system that are rightly refused.
var corpusRefused = map[string]army.Kind{
	"yellowscribe_empty-roster.rosz": army.NoUnits, // a roster with no unit chosen yet
}

func TestCorpusImports(t *testing.T) {
	reg := Registry()
	rosters := 0
	for _, id := range []string{"wh40k10", "wh40k9"} {
		files, _ := filepath.Glob(filepath.Join(corpusDir, id, "*"))
		if len(files) == 0 {
			t.Fatalf("no rosters in %s", filepath.Join(corpusDir, id))
		}
		for _, f := range files {
			t.Run(id+"/"+filepath.Base(f), func(t *testing.T) {
				rosters++
				corpusRoster(t, reg, id, f)
			})
		}
	}
	t.Logf("%d rosters", rosters)
}

func corpusRoster(t *testing.T, reg *ruleset.Registry, id, file string) {
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	doc := readDoc(t, data)
	r, err := army.Read(data, army.Native())
	if kind, refused := corpusRefused[filepath.Base(file)]; refused {
		var e *army.Error
		if !errors.As(err, &e) || e.Kind != kind || !strings.Contains(e.Msg, doc.System) {
			t.Fatalf("want a refusal of kind %d naming %q, got %v", kind, doc.System, err)
		}
		return
	}
	if err != nil {
		t.Fatalf("not imported: %v", err)
	}
	sys, ok := reg.ArmyFor(r.System)
	if !ok || sys.Info.ID != id {
		t.Fatalf("system %q is not read as %s", r.System, id)
	}
	form := sys.Calc.Form()
	mapped := make([]ruleset.ArmyUnit, len(r.Units))
	for i, u := range r.Units {
		mapped[i] = sys.Army.Unit(form, u)
	}
	// Nothing vanishes: each unit the file holds is a unit of the import,
	// a model of one (a choice of several models, read as one unit), or
	// listed with why.
	found := map[string]int{}
	for _, u := range r.Units {
		found[u.Name]++
		if u.Entry != "" {
			found[u.Entry]++
		}
		for _, m := range u.Models {
			found[m.Name] += m.Count
		}
	}
	for _, l := range r.Left {
		if l.Text == "" {
			t.Errorf("%s is left out with no reason", l.Name)
		}
		found[l.Name]++
	}
	units := doc.units()
	for _, s := range units {
		if found[s.name()] == 0 {
			t.Errorf("the unit %q (%s) vanished", s.name(), s.Type)
		}
	}
	// Each unit's values agree with the file's profiles.
	byName := map[string][]*xsel{}
	for _, s := range units {
		byName[s.name()] = append(byName[s.name()], s)
	}
	for i, u := range r.Units {
		cands := byName[u.Name]
		if len(cands) == 0 {
			continue // an upgrade holding several models, checked through its models above
		}
		checkUnit(t, id, cands, mapped[i])
	}
	// Every attack calculates against every unit of the roster.
	var targets []string
	for _, m := range mapped {
		if m.Target != "" && !slices.Contains(targets, m.Target) {
			targets = append(targets, m.Target)
		}
	}
	for _, m := range mapped {
		for _, a := range m.Attacks {
			for _, tq := range targets {
				q, _ := url.ParseQuery(a.Query)
				tv, _ := url.ParseQuery(tq)
				for k, v := range tv {
					q[k] = v
				}
				if _, err := sys.Calc.Calculate(q); err != nil {
					t.Errorf("%s's %s against %s: %v", m.Name, a.Label, tq, err)
				}
			}
		}
	}
}

// checkUnit holds one mapped unit to the file's own profiles: of the
// selections of its name, one must agree in full.
func checkUnit(t *testing.T, id string, cands []*xsel, m ruleset.ArmyUnit) {
	t.Helper()
	var best []string
	for i, s := range cands {
		faults := unitFaults(id, s, m)
		if len(faults) == 0 {
			return
		}
		if i == 0 || len(faults) < len(best) {
			best = faults
		}
	}
	t.Errorf("%s: %s", m.Name, strings.Join(best, "; "))
}

// unitFaults compares a unit as the map read it with its selection.
func unitFaults(id string, s *xsel, m ruleset.ArmyUnit) []string {
	var faults []string
	bad := func(f string, a ...any) { faults = append(faults, fmt.Sprintf(f, a...)) }
	stats := s.stats()
	if n := s.modelCount(); n != m.Models {
		bad("%d models, the file has %d", m.Models, n)
	}
	// The target: the unit's main model, the one whose models hold the most
	// wounds together (the first of equals), gives T, Sv and W; the models
	// counted are those with its wounds.
	if len(stats) > 0 && m.Target != "" {
		main := stats[0]
		for _, st := range stats[1:] {
			if st.count*max(st.w(), 1) > main.count*max(main.w(), 1) {
				main = st
			}
		}
		n := m.Models
		for _, st := range stats {
			if st.Name != main.Name && st.char("W") != main.char("W") && n-st.count >= 1 {
				n -= st.count
			}
		}
		if tq, _ := url.ParseQuery(m.Target); tq.Get("n") != strconv.Itoa(n) {
			bad("target n=%s, the file has %d models of %s's wounds", tq.Get("n"), n, main.Name)
		}
		tq, _ := url.ParseQuery(m.Target)
		svName := map[string]string{"wh40k10": "SV", "wh40k9": "Save"}[id]
		sv, _, _ := strings.Cut(main.char(svName), "/")
		for key, want := range map[string]string{"t": main.char("T"), "w": main.char("W"), "sv": strings.TrimSuffix(sv, "+")} {
			if plain(want) && tq.Get(key) != want {
				bad("target %s=%s, the file's %s has %q", key, tq.Get(key), main.Name, want)
			}
		}
	}
	// Each weapon line: its values and how many of the unit bear it.
	// A weapon is known by its profile type and name: 10th's ranged and
	// melee profiles of one weapon may share its name (Gauntlets of Ultramar).
	weapons := s.weapons()
	for _, a := range m.Attacks {
		q, _ := url.ParseQuery(a.Query)
		kind := "Weapon"
		if id == "wh40k10" {
			kind = "Ranged Weapons"
			if a.Label == "Fight" {
				kind = "Melee Weapons"
			}
		}
		for k, name := range a.Weapons {
			p := ""
			if k > 0 {
				p = strconv.Itoa(k+1) + "."
			}
			w, ok := weapons[kind+"|"+name]
			if !ok {
				bad("%s line %d: no weapon %q in the file's unit", a.Label, k+1, name)
				continue
			}
			want := map[string]string{"s": w.char("S"), "ap": w.char("AP"), "d": w.char("D")}
			if want["ap"] == "-" {
				want["ap"] = "0"
			}
			if id == "wh40k10" {
				want["a"] = w.char("A")
				want["bs"] = strings.TrimSuffix(w.char("BS")+w.char("WS"), "+")
			}
			for key, v := range want {
				if got := q.Get(p + key); plain(v) && !strings.EqualFold(got, strings.ReplaceAll(v, " ", "")) {
					bad("%s line %d (%s): %s=%s, the file has %q", a.Label, k+1, name, key, got, v)
				}
			}
			if id == "wh40k10" && a.Label == "Fight" {
				continue // each model fights with one weapon: its bearers are checked below
			}
			if got := q.Get(p + "models"); got != "" && got != strconv.Itoa(w.count) && !(id == "wh40k9" && got == "1") {
				bad("%s line %d (%s): models=%s, the file has %d", a.Label, k+1, name, got, w.count)
			}
		}
		if id == "wh40k10" && a.Label == "Fight" {
			got := map[string]int{} // the models of each line, by the weapons it chooses among
			for k, name := range a.Weapons {
				opts := []string{name}
				for _, c := range a.Choices {
					if c.Line == k+1 {
						opts = c.Options
					}
				}
				set := meleeSet(opts, weapons)
				if set == "" {
					continue // an Extra Attacks weapon, used besides the chosen one
				}
				pre := ""
				if k > 0 {
					pre = strconv.Itoa(k+1) + "."
				}
				n, _ := strconv.Atoi(q.Get(pre + "models"))
				got[set] += n
			}
			if want := s.meleeByModel(); !maps.Equal(got, want) {
				bad("Fight: models by the melee weapons they choose among %v, the file has %v", got, want)
			}
		}
	}
	return faults
}

// weaponBase is the weapon a profile is one way of using: the data writes
// each profile of a weapon of several as "➤ Name - profile".
func weaponBase(name string) string {
	rest, ok := strings.CutPrefix(strings.TrimSpace(name), "➤")
	if !ok {
		return name
	}
	if i := strings.LastIndex(rest, " - "); i > 0 {
		rest = rest[:i]
	}
	return strings.TrimSpace(rest)
}

// meleeSet names the weapons among melee profiles, sorted, leaving out
// those of [EXTRA ATTACKS] (used besides the one a model fights with).
func meleeSet(profiles []string, weapons map[string]xweapon) string {
	var set []string
	for _, name := range profiles {
		w := weapons["Melee Weapons|"+name]
		if strings.Contains(strings.ToLower(w.char("Keywords")), "extra attacks") {
			continue
		}
		if b := weaponBase(name); !slices.Contains(set, b) {
			set = append(set, b)
		}
	}
	slices.Sort(set)
	return strings.Join(set, " | ")
}

// meleeByModel counts the unit's models by the melee weapons each carries
// (10th edition: it fights with one of them, seed 003 lines 2603-2610): a
// model's own, and those the unit carries outside its models; a unit of no
// model selections is its own models.
func (s *xsel) meleeByModel() map[string]int {
	var shared []string
	type model struct {
		names []string
		n     int
	}
	var models []model
	var melee func(x *xsel, into *[]string, stop bool)
	melee = func(x *xsel, into *[]string, stop bool) {
		for _, p := range x.Profiles {
			if p.Type == "Melee Weapons" {
				*into = append(*into, p.Name)
			}
		}
		for _, c := range x.Selections {
			switch {
			case c.number() == 0:
			case stop && (c.Type == "model" || c.Type != "unit" && c.stat()):
				var own []string
				melee(c, &own, false)
				models = append(models, model{own, c.number()})
			default:
				melee(c, into, stop)
			}
		}
	}
	melee(s, &shared, true)
	if len(models) == 0 {
		models = []model{{nil, s.modelCount()}}
	}
	weapons := s.weapons()
	out := map[string]int{}
	for _, m := range models {
		if set := meleeSet(append(m.names, shared...), weapons); set != "" {
			out[set] += m.n
		}
	}
	return out
}

// plain is a value read as it stands: a number, dice, or a negative number
// (not one relative to the bearer's, "+1", "x2", "User").
func plain(v string) bool {
	v = strings.ToUpper(strings.TrimPrefix(v, "-"))
	return v != "" && (v[0] >= '0' && v[0] <= '9' || v[0] == 'D') && strings.Trim(v, "0123456789D+ ") == ""
}

// The file as encoding/xml reads it.

type xdoc struct {
	System string   `xml:"gameSystemName,attr"`
	Forces []xforce `xml:"forces>force"`
}

type xforce struct {
	Selections []*xsel  `xml:"selections>selection"`
	Forces     []xforce `xml:"forces>force"`
}

type xsel struct {
	Name       string     `xml:"name,attr"`
	CustomName string     `xml:"customName,attr"`
	Type       string     `xml:"type,attr"`
	Number     string     `xml:"number,attr"`
	Profiles   []xprofile `xml:"profiles>profile"`
	Selections []*xsel    `xml:"selections>selection"`
}

type xprofile struct {
	Name  string `xml:"name,attr"`
	Type  string `xml:"typeName,attr"`
	Chars []struct {
		Name  string `xml:"name,attr"`
		Value string `xml:",chardata"`
	} `xml:"characteristics>characteristic"`
}

func readDoc(t *testing.T, data []byte) *xdoc {
	t.Helper()
	if zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data))); err == nil && len(zr.File) == 1 {
		rc, err := zr.File[0].Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err = io.ReadAll(rc)
		if err != nil {
			t.Fatal(err)
		}
	}
	var d xdoc
	if err := xml.Unmarshal(data, &d); err != nil {
		t.Fatal(err)
	}
	return &d
}

func (s *xsel) name() string {
	if s.CustomName != "" {
		return s.CustomName
	}
	return s.Name
}

func (s *xsel) number() int {
	if s.Number == "" {
		return 1
	}
	n, _ := strconv.Atoi(strings.TrimSpace(s.Number))
	return n
}

// stat reports whether a selection carries a model's characteristics.
func (s *xsel) stat() bool {
	return slices.ContainsFunc(s.Profiles, func(p xprofile) bool { return p.Type == "Unit" })
}

// units are the file's units: the selections chosen (number above 0) in a
// force, or in an upgrade there, that are typed unit or model or carry a
// model's profile, not looking inside them.
func (d *xdoc) units() []*xsel {
	var out []*xsel
	var walk func(ss []*xsel)
	walk = func(ss []*xsel) {
		for _, s := range ss {
			switch {
			case s.number() == 0:
			case s.Type == "unit" || s.Type == "model" || s.stat():
				out = append(out, s)
			default:
				walk(s.Selections)
			}
		}
	}
	var forces func(fs []xforce)
	forces = func(fs []xforce) {
		for _, f := range fs {
			walk(f.Selections)
			forces(f.Forces)
		}
	}
	forces(d.Forces)
	return out
}

// xstat is one model profile and how many models carry it.
type xstat struct {
	xprofile
	count int
}

func (p xprofile) char(name string) string {
	for _, c := range p.Chars {
		if strings.EqualFold(c.Name, name) {
			return strings.TrimSpace(c.Value)
		}
	}
	return ""
}

func (p xprofile) w() int { n, _ := strconv.Atoi(p.char("W")); return n }

// stats are the unit's model profiles, each counted by the models carrying it
// (a profile on the unit itself counts the unit's models of its name that
// carry no profile of their own, as Marneus Calgar's unit holds both his
// profile and his Honour Guard's; with none, once).
func (s *xsel) stats() []xstat {
	var out []xstat
	bare := map[string]int{} // the unit's models that carry no model profile, by name
	var models func(x *xsel)
	models = func(x *xsel) {
		for _, c := range x.Selections {
			switch {
			case c.number() == 0:
			case c.Type == "model" || c.Type != "unit" && c.stat():
				if !c.stat() {
					bare[c.Name] += c.number()
				}
			default:
				models(c)
			}
		}
	}
	models(s)
	var walk func(x *xsel, times int)
	walk = func(x *xsel, times int) {
		for _, p := range x.Profiles {
			n := times
			if x == s && bare[p.Name] > 0 {
				n = bare[p.Name]
			}
			if p.Type == "Unit" {
				if i := slices.IndexFunc(out, func(o xstat) bool { return o.Name == p.Name }); i >= 0 {
					out[i].count += n
				} else {
					out = append(out, xstat{p, n})
				}
			}
		}
		for _, c := range x.Selections {
			if n := c.number(); n > 0 {
				walk(c, n)
			}
		}
	}
	walk(s, 1)
	return out
}

// modelCount is the unit's models: its selections typed model, or carrying a
// model profile, each times its number; none is one model (the unit itself).
func (s *xsel) modelCount() int {
	n := 0
	var walk func(x *xsel)
	walk = func(x *xsel) {
		for _, c := range x.Selections {
			switch {
			case c.number() == 0:
			case c.Type == "model" || c.Type != "unit" && c.stat():
				n += c.number()
			default:
				walk(c)
			}
		}
	}
	walk(s)
	if n == 0 || s.Type == "model" || s.Type != "unit" && s.stat() {
		return n + s.number() // the unit is itself a model
	}
	return n
}

// xweapon is one weapon profile and how many of the unit bear it.
type xweapon struct {
	xprofile
	count int
}

// weapons are the unit's weapon profiles by type and name ("Melee
// Weapons|Power fist"), each counted by the numbers of the selections
// carrying it.
func (s *xsel) weapons() map[string]xweapon {
	out := map[string]xweapon{}
	var walk func(x *xsel, times int)
	walk = func(x *xsel, times int) {
		for _, p := range x.Profiles {
			switch p.Type {
			case "Ranged Weapons", "Melee Weapons", "Weapon":
				key := p.Type + "|" + p.Name
				w := out[key]
				w.xprofile = p
				w.count += times
				out[key] = w
			}
		}
		for _, c := range x.Selections {
			if n := c.number(); n > 0 {
				walk(c, n)
			}
		}
	}
	walk(s, 1)
	return out
}

// TestCorpusRefusalsNameTheSystem: a roster of a system Auspex does not read
// is refused, and the refusal names the system the file is for.
func TestCorpusRefusalsNameTheSystem(t *testing.T) {
	reg := Registry()
	files, _ := filepath.Glob(filepath.Join(corpusDir, "other", "*"))
	if len(files) == 0 {
		t.Fatal("no rosters of other systems")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc := readDoc(t, data)
		r, err := army.Read(data, army.Native())
		switch {
		case doc.System == "":
			t.Errorf("%s names no game system", filepath.Base(f))
		case err != nil && !strings.Contains(err.Error(), doc.System):
			t.Errorf("%s: the refusal does not name %q: %v", filepath.Base(f), doc.System, err)
		case err != nil:
		case r.System != doc.System:
			t.Errorf("%s: read as a roster for %q, the file says %q", filepath.Base(f), r.System, doc.System)
		default:
			// Read, its system is what the Army page and ./build.sh army name
			// in refusing it; it must be none Auspex reads.
			if s, ok := reg.ArmyFor(r.System); ok {
				t.Errorf("%s: a roster for %q is read as %s", filepath.Base(f), r.System, s.Info.ID)
			}
		}
	}
}

// TestModelProfilesAreTheMapsTargets: every profile type a system's map
// reads a target from is one the reader takes for a model's, so that a
// unit written as an upgrade is still found.
func TestModelProfilesAreTheMapsTargets(t *testing.T) {
	for _, r := range Registry().All() {
		if r.Army == nil {
			continue
		}
		for _, pm := range r.Army.Target {
			if !slices.Contains(army.ModelProfiles, pm.Type) {
				t.Errorf("%s reads targets from %q, which army.ModelProfiles lacks", r.Info.ID, pm.Type)
			}
		}
	}
}

// TestCorpusCases: one real roster for each thing the players' exports
// showed Auspex reading wrongly.
func TestCorpusCases(t *testing.T) {
	reg := Registry()
	unit := func(file, name string) ruleset.ArmyUnit {
		t.Helper()
		data, err := os.ReadFile(filepath.Join(corpusDir, file))
		if err != nil {
			t.Fatal(err)
		}
		r, err := army.Read(data, army.Native())
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		sys, _ := reg.ArmyFor(r.System)
		for _, u := range r.Units {
			if u.Name == name {
				return sys.Army.Unit(sys.Calc.Form(), u)
			}
		}
		t.Fatalf("%s: no unit %q", file, name)
		return ruleset.ArmyUnit{}
	}
	target := func(u ruleset.ArmyUnit) url.Values { q, _ := url.ParseQuery(u.Target); return q }
	notes := func(u ruleset.ArmyUnit, part string) bool {
		return slices.ContainsFunc(u.NotModelled, func(n string) bool { return strings.Contains(n, part) })
	}
	// Units and models written as upgrades (9th edition data).
	if u := unit("wh40k9/rosterparser_StormRaven.rosz", "Stormraven Gunship"); u.Models != 1 || target(u).Get("w") != "14" {
		t.Errorf("a roster of one Stormraven, chosen as an upgrade: %+v", u)
	}
	if u := unit("wh40k9/prettyscribe_DG-Tests.rosz", "Death Guard Daemon Prince"); target(u).Get("t") == "" {
		t.Errorf("the Daemon Prince, an upgrade: %+v", u)
	}
	if u := unit("wh40k9/rosterparser_GreyKnights.rosz", "Paladin Squad"); u.Models != 10 || target(u).Get("n") != "10" || target(u).Get("sv") != "2" {
		t.Errorf("Paladins written as upgrades count as models: %d models, target %s", u.Models, u.Target)
	}
	// A save only from the unit's own models: a Warding Stave (one model,
	// the Fight phase only) and Celestine's aura for other units are not
	// the unit's; Celestine's own 4+ is.
	if u := unit("wh40k9/rosterparser_GreyKnights.rosz", "Paladin Squad"); target(u).Get("inv") != "5" {
		t.Errorf("Paladins: the Crux Terminatus 5+ is every model's, the stave's is one model's in one phase: %s", u.Target)
	}
	if u := unit("wh40k9/prettyscribe_Sisters-Test.rosz", "Celestine and Geminae Superia"); !notes(u, "Saintly Blessings") {
		t.Errorf("Celestine's aura for friendly units is not her save, and is said so: %+v", u.NotModelled)
	}
	// Deathshroud Terminators give their leading Character Feel No Pain 4+
	// (Silent Bodyguard): not their own, and said.
	if u := unit("wh40k10/cthary_Smelly-Chosen.ros", "Deathshroud Terminators"); target(u).Get("fnp") != "" || target(u).Get("inv") != "4" || !notes(u, "Silent Bodyguard") {
		t.Errorf("Deathshroud Terminators: the leader's Feel No Pain is not theirs: %s %q", u.Target, u.NotModelled)
	}
	// Marneus Calgar's unit carries his profile and his Victrix Honour
	// Guard's itself: the Guard are two models of W 3, Calgar the target.
	if u := unit("wh40k10/cthary_Vitirx.ros", "Marneus Calgar"); u.Models != 3 || target(u).Get("w") != "6" || target(u).Get("n") != "1" || !notes(u, "Victrix Honour Guard ×2") {
		t.Errorf("Marneus Calgar with two Honour Guard: %d models, target %s %q", u.Models, u.Target, u.NotModelled)
	}
	// The main model of a mixed unit is the target: the Silent King is
	// Szarekh, not his Menhirs; a Commander is not his drones.
	if u := unit("wh40k10/prettyscribe_Necrons-10e.rosz", "The Silent King"); target(u).Get("w") != "16" || target(u).Get("n") != "1" || !notes(u, "Triarchal Menhir") {
		t.Errorf("The Silent King targeted as Szarekh: %s %q", u.Target, u.NotModelled)
	}
	if u := unit("wh40k9/yellowscribe_tau-commander.rosz", "Commander in XV8 Crisis Battlesuit"); u.Models != 3 || target(u).Get("w") != "5" || target(u).Get("n") != "1" {
		t.Errorf("a Commander with two drones: %d models, target %s", u.Models, u.Target)
	}
	// Wording: a save on a line of its own (Power From Pain, from battle
	// round 1), damage reduction, a save in "5++".
	if u := unit("wh40k9/prettyscribe_Drukari-Tests.rosz", "Kabalite Warriors"); target(u).Get("inv") != "6" || !notes(u, "battle round 4") {
		t.Errorf("Power From Pain: 6+ from the first round, the 5+ of round 4 said: %s %q", u.Target, u.NotModelled)
	}
	if u := unit("wh40k9/prettyscribe_Drukari-Tests.rosz", "Drazhar"); target(u).Get("dr") != "1" {
		t.Errorf("Drazhar subtracts 1 from the Damage characteristic: %s", u.Target)
	}
	// Alternative profiles of one weapon are one line, the first until the
	// player picks another, never summed: 10th's "➤ Name - profile"
	// (frag, Icarus, krak missiles), 9th's profiles in one upgrade
	// (standard and supercharge; strike and sweep).
	attack := func(u ruleset.ArmyUnit, label string) ruleset.ArmyAttack {
		t.Helper()
		for _, a := range u.Attacks {
			if a.Label == label {
				return a
			}
		}
		t.Errorf("%s: no attack %q in %+v", u.Name, label, u.Attacks)
		return ruleset.ArmyAttack{}
	}
	line := func(a ruleset.ArmyAttack, k int) string { // line k's keys, as a query of its own
		q, _ := url.ParseQuery(a.Query)
		out := url.Values{}
		for key, vs := range q {
			if l, plain, ok := ruleset.SplitLineKey(key); ok && l == k || !ok && k == 1 {
				out[plain] = vs
			}
		}
		return out.Encode()
	}
	imp := attack(unit("wh40k10/prettyscribe_Ultramarines_10E.rosz", "Impulsor"), "Shoot")
	if len(imp.Weapons) != 3 || len(imp.Choices) != 1 || imp.Choices[0].Weapon != "Bellicatus Missile Array" || len(imp.Choices[0].Options) != 3 {
		t.Errorf("Impulsor: the Bellicatus Missile Array's three profiles are one line: %q %+v", imp.Weapons, imp.Choices)
	} else {
		c := imp.Choices[0]
		krak := imp.Pick([]int{2})
		if krak.Weapons[c.Line-1] != "➤ Bellicatus Missile Array - Krak" || line(krak, c.Line) != "a=1&ap=-2&bs=3&d=D6&models=1&s=8" ||
			line(krak, 1) != line(imp, 1) || line(imp, c.Line) != "a=D6&ap=0&blast=1&bs=3&d=1&models=1&s=4" {
			t.Errorf("Impulsor, krak picked: %q %s", krak.Weapons, krak.Query)
		}
	}
	if a := attack(unit("wh40k9/prettyscribe_Black-Legion-Test.rosz", "Chaos Lord"), "Pistols"); len(a.Choices) != 0 {
		t.Errorf("the Chaos Lord's bolt pistol is no choice: %+v", a.Choices)
	}
	for _, c := range []struct{ file, unit, label, weapon string }{
		{"wh40k9/prettyscribe_Black-Legion-Test.rosz", "Chaos Space Marines", "Pistols", "Plasma pistol"},
		{"wh40k9/prettyscribe_Black-Legion-Test.rosz", "Chaos Space Marines", "Shoot", "Missile launcher"},
		{"wh40k9/prettyscribe_Chaos-Knight-Favour-Test.rosz", "", "Fight", "Reaper chaintalon"},
		{"wh40k10/prettyscribe_01.LoV.Leviathan.v0102.rosz", "Hearthkyn Warriors", "Shoot", "L7 missile launcher"},
	} {
		r, _ := army.Read(must(os.ReadFile(filepath.Join(corpusDir, c.file))), army.Native())
		sys, _ := reg.ArmyFor(r.System)
		found := false
		for _, u := range r.Units {
			if c.unit != "" && u.Name != c.unit {
				continue
			}
			for _, a := range sys.Army.Unit(sys.Calc.Form(), u).Attacks {
				for _, ch := range a.Choices {
					if a.Label == c.label && strings.HasPrefix(ch.Weapon, c.weapon) && len(ch.Options) > 1 &&
						a.Weapons[ch.Line-1] == ch.Options[0] && len(a.Weapons) == len(slices.Compact(slices.Clone(a.Weapons))) {
						found = true
					}
				}
			}
		}
		if !found {
			t.Errorf("%s %s: no %s line choosing among %s's profiles", c.file, c.unit, c.label, c.weapon)
		}
	}
	// Each model fights with one of its melee weapons (10th: seed 003 lines
	// 2603-2610): a Scout Sergeant with a close combat weapon and a
	// chainsword, Scouts with one and a combat knife, choose; never summed.
	if u := unit("wh40k10/cthary_Vitirx.ros", "Scout Squad"); len(u.Attacks) != 3 {
		t.Errorf("Scouts: %+v", u.Attacks)
	} else if f := attack(u, "Fight"); f.Query != "models=1&a=2&bs=3&s=4&ap=0&d=1&2.models=2&2.a=2&2.bs=3&2.s=4&2.ap=0&2.d=1&3.models=2&3.a=2&3.bs=3&3.s=4&3.ap=0&3.d=1" ||
		len(f.Choices) != 2 || f.Choices[0].Weapon != "Scout Sergeant" || !slices.Equal(f.Choices[0].Options, []string{"Close Combat Weapon", "Astartes Chainsword"}) ||
		f.Choices[1].Weapon != "Scouts w/ Combat Knife" || !slices.Equal(f.Choices[1].Options, []string{"Close Combat Weapon", "Combat Knife"}) {
		t.Errorf("Scouts fight with one melee weapon each: %q %+v", f.Query, f.Choices)
	} else if g := f.Pick([]int{1, 1}); line(g, 1) != "a=4&ap=-1&bs=3&d=1&models=1&s=4" || line(g, 3) != "a=3&ap=-1&bs=3&d=1&models=2&s=4" || line(g, 2) != line(f, 2) {
		t.Errorf("Scouts, chainsword and knives picked: %q", g.Query)
	}
	if f := attack(unit("wh40k10/cthary_Mordian.ros", "Scout Sentinels"), "Fight"); f.Query != "models=1&a=3&bs=4&s=6&ap=0&d=1" || len(f.Choices) != 1 || len(f.Choices[0].Options) != 2 {
		t.Errorf("a Scout Sentinel fights with its close combat weapon or its chainsaw: %q %+v", f.Query, f.Choices)
	}
	// Pistols: an attack of their own where their bearers carry other
	// ranged weapons (10th: seed 003 lines 1979-1990; 9th: the published
	// core rules), not for a Vehicle (9th's Paragon Warsuits), nor where
	// the unit's only ranged weapons are Pistols (Assault Intercessors).
	labels := func(u ruleset.ArmyUnit) (ls []string) {
		for _, a := range u.Attacks {
			ls = append(ls, a.Label)
		}
		return ls
	}
	if u := unit("wh40k10/prettyscribe_Ultramarines_10E.rosz", "Outrider Squad"); !slices.Equal(labels(u), []string{"Shoot", "Pistols", "Fight"}) ||
		!slices.Equal(attack(u, "Pistols").Weapons, []string{"Heavy Bolt Pistol"}) || !slices.Equal(attack(u, "Shoot").Weapons, []string{"Twin Bolt Rifle"}) || !notes(u, "Pistols: an attack of their own") {
		t.Errorf("Outriders: the heavy bolt pistols apart from the twin bolt rifles: %+v", u.Attacks)
	}
	if u := unit("wh40k10/prettyscribe_Ultramarines_10E.rosz", "Assault Intercessor Squad"); !slices.Equal(labels(u), []string{"Shoot", "Fight"}) {
		t.Errorf("Assault Intercessors have only Pistols to shoot: %+v", u.Attacks)
	}
	if u := unit("wh40k9/prettyscribe_Black-Legion-Test.rosz", "Noise Marines"); !slices.Equal(labels(u), []string{"Shoot", "Pistols"}) {
		t.Errorf("Noise Marines' bolt pistols apart from their boltguns: %+v", u.Attacks)
	}
	if u := unit("wh40k9/prettyscribe_Sisters-Test.rosz", "Paragon Warsuits"); !slices.Contains(attack(u, "Shoot").Weapons, "Bolt pistol") || slices.Contains(labels(u), "Pistols") {
		t.Errorf("Paragon Warsuits, Vehicles, shoot their bolt pistols with the rest: %+v", u.Attacks)
	}
	// A weapon line without Attacks (the Triumph's "*") is left out, said.
	if u := unit("wh40k9/prettyscribe_Sisters-Test.rosz", "Triumph of Saint Katherine"); !notes(u, "gives no Attacks") {
		t.Errorf("the Triumph's Fight lines: %+v", u)
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
