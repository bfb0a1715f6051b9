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
		return nil, fail(NoUnits, "This roster has no units yet. Add your units in your list builder, then export the roster again.")
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
	return nil
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

// topSelection reads a selection chosen directly in a force (top) or inside
// an upgrade there: a unit, or, at the top, a model that is a unit of one (a
// character). An upgrade (battle size, detachment, a warlord trait) is not a
// unit, but a unit may be chosen inside one, at any depth.
func topSelection(s *Node, force string, r *Roster, top bool) error {
	n, err := number(s)
	if err != nil || n == 0 {
		return err
	}
	switch t := s.Attr("type"); {
	case t == "unit" || t == "model" && top:
		u, err := unit(s, force)
		if err != nil {
			return err
		}
		r.Units = append(r.Units, u)
	case t != "model":
		r.Rules = addRules(r.Rules, s)
		for _, c := range s.Each("selections", "selection") {
			if err := topSelection(c, force, r, false); err != nil {
				return err
			}
		}
	}
	return nil
}

// unit reads one unit selection and everything chosen in it.
func unit(s *Node, force string) (Unit, error) {
	u := Unit{Name: cmp.Or(s.Attr("customName"), s.Attr("name"), "Unnamed unit"), Force: force, Models: []Model{}, Profiles: []Profile{}}
	if entry := s.Attr("name"); entry != u.Name {
		u.Entry = entry
	}
	b := unitBuild{u: &u, profiles: map[[2]string]int{}, kinds: map[string]int{}, keywords: map[string]bool{}, rules: map[string]bool{}}
	if err := b.models(s); err != nil { // first: a unit of too many models is refused before the rest is read
		return Unit{}, err
	}
	if err := b.selection(s, 1); err != nil {
		return Unit{}, err
	}
	if len(u.Models) == 0 {
		n, _ := number(s)
		u.Models = []Model{{Name: u.Name, Count: n}}
	}
	u.Points = clampPoints(u.Points)
	return u, nil
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
	profiles map[[2]string]int // the index in u.Profiles of each type and name
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
	for _, p := range s.Each("profiles", "profile") {
		if err := b.profile(p, times); err != nil {
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

// profile merges one profile into the unit's, by type and name.
func (b *unitBuild) profile(p *Node, times int) error {
	typ, name := p.Attr("typeName"), p.Attr("name")
	i, ok := b.profiles[[2]string{typ, name}]
	if !ok {
		chars := []Char{}
		for _, c := range p.Each("characteristics", "characteristic") {
			chars = append(chars, Char{Name: c.Attr("name"), Value: c.Text})
		}
		b.u.Profiles = append(b.u.Profiles, Profile{Type: typ, Name: name, Chars: chars})
		i = len(b.u.Profiles) - 1
		b.profiles[[2]string{typ, name}] = i
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

// models finds the unit's kinds of model: each model selection in it (not
// looking inside a model: what is in one is its wargear), and each unit
// selection in it that has no models of its own (an Epic formation's units),
// merged by name. A unit with none is one kind of model: itself.
func (b *unitBuild) models(s *Node) error {
	for _, c := range s.Each("selections", "selection") {
		n, err := number(c)
		if err != nil {
			return err
		}
		if n == 0 {
			continue
		}
		before := len(b.u.Models)
		if t := c.Attr("type"); t != "model" {
			if err := b.models(c); err != nil {
				return err
			}
			if t != "unit" || len(b.u.Models) > before {
				continue
			}
		}
		name := cmp.Or(c.Attr("name"), s.Attr("name"), b.u.Name) // a nameless model is of the selection it is in
		i, ok := b.kinds[name]
		if !ok {
			b.u.Models = append(b.u.Models, Model{Name: name})
			i = len(b.u.Models) - 1
			b.kinds[name] = i
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
