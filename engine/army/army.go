// Package army reads a player's army from the file a list builder exports
// (BattleScribe or New Recruit: .ros, XML, or .rosz, the same zipped) into a
// neutral Roster, and keeps a player's imported armies as one versioned,
// strictly read document (Book). It knows no game system: each ruleset's
// own mapping (ruleset.ArmyMap) turns a Roster's profiles and keywords into
// calculator keys and checklist entries.
//
// The XML is read into a neutral tree (Node) by the package's own ParseXML,
// in the browser and natively alike; only the inflating of a .rosz differs
// (the browser's DecompressionStream in the wasm, which carries neither
// archive/zip nor compress/flate). Every limit is checked on the text and
// the tree, so both paths refuse the same files.
package army

// Node is one XML element: its local name, attributes in document order,
// the text directly inside it (trimmed), and its child elements.
type Node struct {
	Name  string
	Attrs []Attr
	Text  string
	Kids  []Node
}

// Attr is one attribute of an element.
type Attr struct {
	Name  string
	Value string
}

// Roster is a list builder's roster, read: what a mapping needs and nothing
// of the file's own bookkeeping (ids, links, costs of upgrades).
type Roster struct {
	Name     string  `json:"name"`               // the roster's own name
	Builder  string  `json:"builder,omitempty"`  // "BattleScribe", "New Recruit", as the file says
	System   string  `json:"system"`             // the game system's name as the file gives it
	SystemID string  `json:"systemId,omitempty"` // the data set's id for it
	Points   float64 `json:"points,omitempty"`   // the roster's total cost in points, 0 if none
	Units    []Unit  `json:"units"`
	// Rules are the army's own: those of its forces (an army rule) and of
	// the upgrades chosen in them (a detachment's rule), merged by name.
	Rules []Rule `json:"rules,omitempty"`
	// Left lists the selections of type unit that are not read as units,
	// each with why (a setting of the roster written as a unit), so that no
	// unit the file holds goes unmentioned.
	Left []Rule `json:"left,omitempty"`
}

// Unit is one selection of type "unit" (or, in data that has no units, a
// top-level model selection): a unit on the table, or an Epic formation.
type Unit struct {
	Name     string    `json:"name"`               // the player's own name for it if they gave one, else the datasheet's
	Entry    string    `json:"entry,omitempty"`    // the datasheet's name, when the player renamed the unit
	Force    string    `json:"force,omitempty"`    // the force (detachment) it was chosen in
	Points   float64   `json:"points,omitempty"`   // its cost with everything chosen in it
	Models   []Model   `json:"models"`             // its models by kind; a single-model unit has one of count 1
	Profiles []Profile `json:"profiles"`           // every profile found in it, merged by type and name
	Rules    []Rule    `json:"rules,omitempty"`    // its rules and abilities given as rules, merged by name
	Keywords []string  `json:"keywords,omitempty"` // its categories, as the file names them ("Infantry")
}

// Model is one kind of model in a unit and how many of it there are. Has
// names the rules and profiles that these models carry, themselves or in
// their wargear, and the unit as a whole does not (a bearer's storm shield,
// a drone's shield generator): what the whole unit carries is in no
// model's Has. Models of one name that carry different things are two kinds.
type Model struct {
	Name  string   `json:"name"`
	Count int      `json:"count"`
	Has   []string `json:"has,omitempty"`
}

// Count is the number of models in the unit.
func (u Unit) Count() int {
	n := 0
	for _, m := range u.Models {
		n += m.Count
	}
	return n
}

// Profile is one profile of the data set: its type as the file names it
// ("Unit", "Ranged Weapons", "Abilities"), its name and its characteristics
// in order. Count is how many of it the unit has (the sum of the numbers of
// the selections that carry it: 9 bolt rifles on 9 models is 9); a profile on
// the unit itself counts 1, save a model's profile that no model carries,
// which counts the unit's models of its name (10th edition data puts its
// models' profiles on the unit).
type Profile struct {
	Type  string `json:"type"`
	Name  string `json:"name"`
	Chars []Char `json:"chars"`
	Count int    `json:"count"`
	// Of is the choice of wargear (an upgrade selection, not a model) that
	// carried it, when that choice carries several profiles of its type:
	// one weapon's profiles ("Plasma gun, Standard" and "Plasma gun,
	// Supercharge" in "Plasma gun"), or weapons chosen together
	// ("Combi-melta"). The system's map says which are alternatives.
	// Profiles are merged by type, name and Of.
	Of string `json:"of,omitempty"`
}

// Char is one characteristic: its name as the file gives it ("BS") and its
// value as text ("3+").
type Char struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Get returns the value of the named characteristic (exact name), and
// whether the profile has it.
func (p Profile) Get(name string) (string, bool) {
	for _, c := range p.Chars {
		if c.Name == name {
			return c.Value, true
		}
	}
	return "", false
}

// Rule is one rule attached to a unit or anything in it: a name and its
// description as the file gives it (the player's own data; it is shown back
// to them and searched for phase names, never shipped with the app).
type Rule struct {
	Name string `json:"name"`
	Text string `json:"text,omitempty"`
}

// Attr is the value of the named attribute, or "".
func (n *Node) Attr(name string) string {
	v, _ := n.Lookup(name)
	return v
}

// Lookup is the value of the named attribute and whether there is one.
func (n *Node) Lookup(name string) (string, bool) {
	for _, a := range n.Attrs {
		if a.Name == name {
			return a.Value, true
		}
	}
	return "", false
}

// Child is the first child element of that name, or an empty Node.
func (n *Node) Child(name string) *Node {
	for i := range n.Kids {
		if n.Kids[i].Name == name {
			return &n.Kids[i]
		}
	}
	return &Node{}
}

// Each lists the grandchildren named item inside the children named list
// (<selections><selection/>…), the shape every list in a roster has.
func (n *Node) Each(list, item string) []*Node {
	var out []*Node
	for i := range n.Kids {
		if l := &n.Kids[i]; l.Name == list {
			for j := range l.Kids {
				if l.Kids[j].Name == item {
					out = append(out, &l.Kids[j])
				}
			}
		}
	}
	return out
}
