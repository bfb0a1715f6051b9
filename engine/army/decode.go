package army

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"auspex/engine/clip"
)

// The schema BattleScribe writes rosters in; New Recruit exports the same.
const rosterSchema = "http://www.battlescribe.net/schema/rosterSchema"

// MaxPoints bounds any points value read or stored.
const MaxPoints = 1e7

// decode reads a checked tree as a BattleScribe roster.
func decode(root *Node) (*Roster, error) {
	if err := isRoster(root); err != nil {
		return nil, err
	}
	r := &Roster{
		Name:     root.Attr("name"),
		Builder:  builder(root),
		System:   root.Attr("gameSystemName"),
		SystemID: root.Attr("gameSystemId"),
		Points:   points(root),
		Units:    []Unit{},
	}
	if err := forces(root, r); err != nil {
		return nil, err
	}
	if r.Rules = uniqueRules(r.Rules); len(r.Rules) > MaxKinds {
		return nil, fail(OverLimit, fmt.Sprintf("This roster's army has %s rules; Auspex reads at most %s. Check the roster in your list builder and export it again.", thousands(len(r.Rules)), thousands(MaxKinds)))
	}
	if len(r.Units) == 0 {
		return nil, fail(NoUnits, "This roster"+forSystem(r.System)+" has no units yet. Add your units in your list builder, then export the roster again.")
	}
	if err := r.Check(); err != nil { // what the book will check when it reads the army back
		return nil, fail(OverLimit, "Auspex can't keep this roster: "+err.Error()+". Check the roster in your list builder and export it again.")
	}
	return r, nil
}

// isRoster refuses XML that is not a roster, saying what it is when it can.
func isRoster(root *Node) error {
	ns, hasNS := root.Lookup("xmlns")
	switch {
	case root.Name == "catalogue" || root.Name == "gameSystem":
		return fail(NotRoster, "This file is BattleScribe data (a "+root.Name+"), not a roster. Build your army in BattleScribe or New Recruit, then export the roster (.ros or .rosz) and pick that.")
	case root.Name != "roster":
		return fail(NotRoster, "This file is XML but not a roster (it holds "+clip.Quote(root.Name)+"). Pick the .ros or .rosz file your list builder exported.")
	case hasNS && ns != rosterSchema:
		return fail(NotRoster, "This file is a roster of another schema ("+clip.Quote(ns)+"), not a BattleScribe or New Recruit one. Export your army from BattleScribe or New Recruit and pick that file.")
	}
	// BattleScribe 1's rosters filed units under categories, a layout its
	// version 2 (2016) replaced and every export since uses.
	if v := root.Attr("battleScribeVersion"); v != "" && !strings.HasPrefix(v, "2.") && v < "2" {
		return fail(NotRoster, "This roster"+forSystem(root.Attr("gameSystemName"))+" was saved by BattleScribe "+clip.Quote(v)+", an older roster format than the version 2 exports Auspex reads. Open it in a current BattleScribe or New Recruit and export it again.")
	}
	return nil
}

// forSystem is ` (for "System")`, naming the game system a roster is for, or
// "" when it names none.
func forSystem(system string) string {
	if system == "" {
		return ""
	}
	return " (for " + clip.Quote(system) + ")"
}

// builder names the list builder that wrote the file, as the file says.
func builder(root *Node) string {
	g := root.Attr("generatedBy")
	switch {
	case strings.Contains(strings.ToLower(g), "newrecruit"):
		return "New Recruit"
	case g != "":
		return g
	case root.Attr("battleScribeVersion") != "":
		return "BattleScribe"
	}
	return ""
}

// forces reads every force, nested ones too, in document order.
func forces(n *Node, r *Roster) error {
	for _, f := range n.Each("forces", "force") {
		r.Rules = addRules(r.Rules, f)
		for _, s := range f.Each("selections", "selection") {
			if err := topSelection(s, f.Attr("name"), r, true); err != nil {
				return err
			}
		}
		if err := forces(f, r); err != nil {
			return err
		}
	}
	return nil
}

// ModelProfiles are the profile types that hold a model's characteristics
// in the community data of every game system Auspex reads rosters of
// (BSData: "Unit" in 40k's 5th, 9th and 10th editions and in Epic, "Vehicle"
// and "Walker" in 5th, "War Engine" in Epic). A selection that carries one
// stands for models whatever its type says: 9th edition data writes whole
// units (a Daemon Prince, a Stormraven) and the troopers of squads
// (Guardsmen, Paladins) as "upgrade" selections. A test holds the list to
// every system's map.
var ModelProfiles = []string{"Unit", "Vehicle", "Walker", "War Engine"}

// standsForModels reports whether a selection carries a model's profile.
func standsForModels(s *Node) bool {
	for _, p := range s.Each("profiles", "profile") {
		if slices.Contains(ModelProfiles, p.Attr("typeName")) {
			return true
		}
	}
	return false
}

// isModel is a selection that is one kind of model: typed so, or another
// (not a unit) that carries a model's profile.
func isModel(s *Node) bool {
	t := s.Attr("type")
	return t == "model" || t != "unit" && standsForModels(s)
}

// topSelection reads a selection chosen directly in a force (top) or inside
// an upgrade there: a unit, a model that is a unit of one (a character), or
// an upgrade that holds models (9th edition's "Lieutenants", two models in
// one choice). An upgrade (battle size, detachment, a warlord trait) is not a
// unit, but a unit may be chosen inside one, at any depth. A selection typed
// unit that holds nothing at all (no model, no profile: a game type written
// as a unit) is a setting, listed in Left.
func topSelection(s *Node, force string, r *Roster, top bool) error {
	n, err := number(s)
	if err != nil || n == 0 {
		return err
	}
	t := s.Attr("type")
	switch {
	case t == "unit" && empty(s):
		r.Rules = addRules(r.Rules, s)
		r.Left = append(r.Left, Rule{Name: cmp.Or(s.Attr("customName"), s.Attr("name"), "Unnamed unit"),
			Text: "holds no models and no profiles: a setting of the roster, not a unit on the table"})
	case t == "unit" || isModel(s) || holdsModels(s):
		u, err := unit(s, force)
		if err != nil {
			return err
		}
		r.Units = append(r.Units, u)
	default:
		r.Rules = addRules(r.Rules, s)
		for _, c := range s.Each("selections", "selection") {
			if err := topSelection(c, force, r, false); err != nil {
				return err
			}
		}
	}
	return nil
}

// holdsModels reports whether an upgrade's own choices are models, more than
// one (a choice of a single model is that model, read as a unit itself).
func holdsModels(s *Node) bool {
	models := 0
	for _, c := range s.Each("selections", "selection") {
		if n, err := number(c); err == nil && n > 0 && isModel(c) {
			models += n
		}
	}
	return models > 1
}

// empty reports whether a selection and everything chosen in it carry no
// profile and no model.
func empty(s *Node) bool {
	if len(s.Each("profiles", "profile")) > 0 {
		return false
	}
	for _, c := range s.Each("selections", "selection") {
		if n, _ := number(c); n > 0 && (c.Attr("type") == "model" || !empty(c)) {
			return false
		}
	}
	return true
}

// unit reads one unit selection and everything chosen in it.
func unit(s *Node, force string) (Unit, error) {
	u := Unit{Name: cmp.Or(s.Attr("customName"), s.Attr("name"), "Unnamed unit"), Force: force, Models: []Model{}, Profiles: []Profile{}}
	if entry := s.Attr("name"); entry != u.Name {
		u.Entry = entry
	}
	b := unitBuild{u: &u, profiles: map[[3]string]int{}, kinds: map[string]int{}, keywords: map[string]bool{}, rules: map[string]bool{}}
	if err := b.models(s); err != nil { // first: a unit of too many models is refused before the rest is read
		return Unit{}, err
	}
	if err := b.selection(s, 1); err != nil {
		return Unit{}, err
	}
	if len(u.Models) > 0 && isModel(s) { // a model with models of its own: a commander's drones
		n, _ := number(s)
		u.Models = append([]Model{{Name: s.Attr("name"), Count: n}}, u.Models...)
	}
	if len(u.Models) == 0 {
		n, _ := number(s)
		u.Models = []Model{{Name: u.Name, Count: n}}
	} else {
		b.ownHas(s)
		b.ownModelProfiles(s)
	}
	u.Points = clampPoints(u.Points)
	return u, nil
}

// ownModelProfiles counts a model's profile that the unit carries itself,
// and no model does, by the unit's models of its name: 10th edition data
// puts both Marneus Calgar's profile and his two Victrix Honour Guard's on
// the unit, beside model selections of those names that carry none. Read
// once each, the Guard would weigh as one model.
func (b *unitBuild) ownModelProfiles(s *Node) {
	own := map[string]bool{}
	for _, p := range s.Each("profiles", "profile") {
		if slices.Contains(ModelProfiles, p.Attr("typeName")) {
			own[p.Attr("name")] = true
		}
	}
	for i, p := range b.u.Profiles {
		if !own[p.Name] || p.Count != 1 || p.Of != "" || !slices.Contains(ModelProfiles, p.Type) {
			continue
		}
		n := 0
		for _, m := range b.u.Models {
			if m.Name == p.Name {
				n += m.Count
			}
		}
		if n > 1 {
			b.u.Profiles[i].Count = n
		}
	}
}

// overKinds refuses a unit of more than MaxKinds distinct things of a kind,
// as soon as it has one more.
func overKinds(unit string, n int, what string) error {
	if n <= MaxKinds {
		return nil
	}
	return fail(OverLimit, fmt.Sprintf("The unit %s has more than %s %s; Auspex reads at most that many, and a real unit has some tens. Check the roster in your list builder and export it again.", clip.Quote(unit), thousands(MaxKinds), what))
}

// unitBuild gathers a unit's profiles, rules, keywords and points. Merging
// is by map, so that reading is linear in the file: a unit of thousands of
// distinct profiles or models must not take the square of that.
type unitBuild struct {
	u        *Unit
	profiles map[[3]string]int // the index in u.Profiles of each type, name and Of
	kinds    map[string]int    // the index in u.Models of each kind of model, by name
	keywords map[string]bool   // u.Keywords
	rules    map[string]bool   // the names of u.Rules
	count    int               // the models so far
}

// selection adds what one selection carries, its profiles counted times,
// then does the same for the selections in it.
func (b *unitBuild) selection(s *Node, times int) error {
	u := b.u
	u.Points += points(s)
	ps := s.Each("profiles", "profile")
	var types map[string]int // a choice of wargear: how many profiles of each type it carries
	if s.Attr("type") == "upgrade" && !isModel(s) {
		types = make(map[string]int, len(ps))
		for _, p := range ps {
			types[p.Attr("typeName")]++
		}
	}
	for _, p := range ps {
		of := ""
		if types[p.Attr("typeName")] > 1 {
			of = s.Attr("name")
		}
		if err := b.profile(p, of, times); err != nil {
			return err
		}
	}
	for _, r := range s.Each("rules", "rule") {
		if name := r.Attr("name"); !b.rules[name] {
			b.rules[name] = true
			u.Rules = append(u.Rules, Rule{Name: name, Text: r.Child("description").Text})
			if err := overKinds(u.Name, len(u.Rules), "rules"); err != nil {
				return err
			}
		}
	}
	for _, c := range s.Each("categories", "category") {
		if k := c.Attr("name"); k != "" && !b.keywords[k] {
			b.keywords[k] = true
			u.Keywords = append(u.Keywords, k)
			if err := overKinds(u.Name, len(u.Keywords), "keywords"); err != nil {
				return err
			}
		}
	}
	for _, c := range s.Each("selections", "selection") {
		n, err := number(c)
		if err != nil {
			return err
		}
		if n > 0 {
			if err := b.selection(c, n); err != nil {
				return err
			}
		}
	}
	return nil
}

// addRules adds the rules an element carries to the army's, all of them:
// the list is merged by name once it is whole (uniqueRules).
func addRules(rs []Rule, n *Node) []Rule {
	for _, r := range n.Each("rules", "rule") {
		rs = append(rs, Rule{Name: r.Attr("name"), Text: r.Child("description").Text})
	}
	return rs
}

// uniqueRules merges rules by name, keeping the first text, in order.
func uniqueRules(rs []Rule) []Rule {
	seen := make(map[string]bool, len(rs))
	return slices.DeleteFunc(rs, func(r Rule) bool {
		dup := seen[r.Name]
		seen[r.Name] = true
		return dup
	})
}

// profile merges one profile into the unit's, by type, name and the
// selection of several it came from (Profile.Of).
func (b *unitBuild) profile(p *Node, of string, times int) error {
	typ, name := p.Attr("typeName"), p.Attr("name")
	key := [3]string{typ, name, of}
	i, ok := b.profiles[key]
	if !ok {
		chars := []Char{}
		for _, c := range p.Each("characteristics", "characteristic") {
			chars = append(chars, Char{Name: c.Attr("name"), Value: c.Text})
		}
		b.u.Profiles = append(b.u.Profiles, Profile{Type: typ, Name: name, Chars: chars, Of: of})
		i = len(b.u.Profiles) - 1
		b.profiles[key] = i
		if err := overKinds(b.u.Name, len(b.u.Profiles), "profiles"); err != nil {
			return err
		}
	}
	b.u.Profiles[i].Count += times
	if b.u.Profiles[i].Count > MaxCount {
		return tooMany(b.u.Name, "copies of "+clip.Quote(name))
	}
	return nil
}

// models finds the unit's kinds of model: each model selection in it, or
// other selection that stands for models (isModel), not looking inside a
// model (what is in one is its wargear), and each unit selection in it that
// has no models of its own (an Epic formation's units), merged by name and
// by what they carry. A unit with none is one kind of model: itself. In a
// selection that holds units (an Epic formation), an upgrade with a model's
// profile is a character joining them, not a model of its own.
func (b *unitBuild) models(s *Node) error {
	sels := s.Each("selections", "selection")
	formation := slices.ContainsFunc(sels, func(c *Node) bool { return c.Attr("type") == "unit" })
	for _, c := range sels {
		n, err := number(c)
		if err != nil {
			return err
		}
		if n == 0 {
			continue
		}
		before := len(b.u.Models)
		if t := c.Attr("type"); t != "model" && (formation || !isModel(c)) {
			if err := b.models(c); err != nil {
				return err
			}
			if t != "unit" || len(b.u.Models) > before {
				continue
			}
		}
		name := cmp.Or(c.Attr("name"), s.Attr("name"), b.u.Name) // a nameless model is of the selection it is in
		has := carried(c, true)
		key := name + "\x00" + strings.Join(has, "\x00") // a kind is a name and what it carries
		i, ok := b.kinds[key]
		if !ok {
			b.u.Models = append(b.u.Models, Model{Name: name, Has: has})
			i = len(b.u.Models) - 1
			b.kinds[key] = i
			if err := overKinds(b.u.Name, len(b.u.Models), "kinds of model"); err != nil {
				return err
			}
		}
		b.u.Models[i].Count += n
		if b.count += n; b.count > MaxCount {
			return tooMany(b.u.Name, "models")
		}
	}
	return nil
}

// carried lists the rules and profiles a selection and its choices carry,
// each name once, a model's own profile left out, stopping at models when
// inModels is false (what the unit carries as a whole).
func carried(s *Node, inModels bool) []string {
	var names []string
	seen := map[string]bool{}
	var walk func(s *Node)
	walk = func(s *Node) {
		add := func(n string) {
			if n != "" && !seen[n] {
				seen[n] = true
				names = append(names, n)
			}
		}
		for _, p := range s.Each("profiles", "profile") {
			if !slices.Contains(ModelProfiles, p.Attr("typeName")) {
				add(p.Attr("name"))
			}
		}
		for _, r := range s.Each("rules", "rule") {
			add(r.Attr("name"))
		}
		for _, c := range s.Each("selections", "selection") {
			if n, _ := number(c); n > 0 && (inModels || !isModel(c)) {
				walk(c)
			}
		}
	}
	walk(s)
	return names
}

// ownHas leaves in each model's Has only what the unit does not carry as a
// whole (on the unit itself or in its choices outside its models).
func (b *unitBuild) ownHas(s *Node) {
	whole := map[string]bool{}
	for _, n := range carried(s, false) {
		whole[n] = true
	}
	var ms []Model
	at := map[string]int{}
	for _, m := range b.u.Models {
		m.Has = slices.DeleteFunc(m.Has, func(n string) bool { return whole[n] })
		if len(m.Has) == 0 {
			m.Has = nil
		}
		key := m.Name + "\x00" + strings.Join(m.Has, "\x00")
		if i, ok := at[key]; ok {
			ms[i].Count += m.Count
			continue
		}
		at[key] = len(ms)
		ms = append(ms, m)
	}
	b.u.Models = ms
}

func tooMany(unit, what string) error {
	return fail(OverLimit, fmt.Sprintf("The unit %s has more than %s %s; Auspex reads at most that many. Check the roster in your list builder and export it again.", clip.Quote(unit), thousands(MaxCount), what))
}

// number is a selection's number: 1 if it gives none; 0 for a selection not
// chosen. Anything but a whole number from 0 to MaxCount is refused.
func number(s *Node) (int, error) {
	v, ok := s.Lookup("number")
	if !ok {
		return 1, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < 0 || n > MaxCount {
		return 0, fail(NotRoster, fmt.Sprintf("The selection %s says it is chosen %s times; a roster gives a whole number from 0 to %s. This roster is damaged: export it again from your list builder.", clip.Quote(s.Attr("name")), clip.Quote(v), thousands(MaxCount)))
	}
	return n, nil
}

// points is the points cost an element gives itself (a cost named "pts" or
// "points", in a <costs> list or, as some exports write, directly in it),
// 0 if none or not a number.
func points(n *Node) float64 {
	total := 0.0
	add := func(c *Node) {
		if c.Name != "cost" {
			return
		}
		if k := strings.ToLower(strings.TrimSpace(c.Attr("name"))); k != "pts" && k != "points" {
			return
		}
		if v, err := strconv.ParseFloat(strings.TrimSpace(c.Attr("value")), 64); err == nil {
			total += clampPoints(v)
		}
	}
	for i := range n.Kids {
		add(&n.Kids[i])
	}
	for _, c := range n.Each("costs", "cost") {
		add(c)
	}
	return clampPoints(total)
}

// clampPoints reads a value that is not a finite number within ±MaxPoints as
// 0: a cost no real roster has.
func clampPoints(v float64) float64 {
	if math.IsNaN(v) || math.Abs(v) > MaxPoints {
		return 0
	}
	return v
}
