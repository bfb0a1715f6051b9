package ruleset

import (
	"auspex/engine/army"
)

// ArmyMap is how a system reads a player's army from a list builder's roster
// (engine/army): which rosters are its, and how their profile types,
// characteristics and keywords become this system's calculator keys and
// checklist entries. It is data in each ruleset package; the reader knows no
// system, and the app shows what Unit returns. A system without one (no list
// builder exports it) leaves Ruleset.Army nil.
type ArmyMap struct {
	// Builders says in our words which list builders this system's players
	// keep their armies in, and what to export from them.
	Builders string
	// Systems: a roster is this system's when its game system name,
	// lowercased, contains one of these.
	Systems []string
	// Attacks are the ways a unit attacks ("Shoot", "Fight"): each gathers
	// the unit's weapons of some profile types, one calculator line a weapon.
	Attacks []AttackMap
	// Target reads the unit's own profiles into the target's keys.
	Target []ProfileMap
	// Size is the target key that takes the unit's model count ("n"); "": none.
	Size string
	// Abilities are the unit's rules and ability profiles that set keys on
	// one side (an invulnerable save, Feel No Pain), matched by the name, the
	// text, the two together or one sentence of the text, and the unit's
	// keywords, matched by name ("Vehicle"). Every map that matches applies.
	Abilities []KeywordMap
	// AbilityTypes are the profile types whose profiles are abilities, with
	// the characteristic that holds their text ("Abilities": "Description"):
	// shown with the unit and searched for phase names by the checklist.
	AbilityTypes []TextMap
}

// AttackMap is one way a unit attacks: which weapon profiles it uses and how
// each becomes a calculator line.
type AttackMap struct {
	Label string   // on the Army page: "Shoot", "Fight"
	Types []string // the weapon profile types it uses: "Ranged Weapons"
	Set   string   // keys every line of it gets, as a query ("type=melee"); "" none
	// Bearers is the line key that takes how many of the weapon the unit
	// has (the profile's Count): "models".
	Bearers string
	Chars   []CharMap
	// Keywords is the characteristic listing the weapon's keywords, comma
	// separated ("Keywords"); "" none. Each keyword is matched against
	// KeywordMaps; one none matches is listed as not in the calculator.
	Keywords    string
	KeywordMaps []KeywordMap
	// Split is the characters that separate the keywords; "" is ",". Data
	// that writes a weapon's rules as sentences ("Blast. Hits automatically
	// on ...") splits at "." instead, since its sentences hold commas.
	Split string
	// Only, when set, keeps the weapons whose characteristic matches (or,
	// with Not, does not): data whose one weapon profile type holds ranged
	// and melee weapons both tells them apart by a characteristic ("Type").
	Only *CharFilter
	// Bearer, when set, reads the model bearing the weapons into every line
	// before the weapon's own characteristics, which override it: in data
	// where a weapon takes the Ballistic Skill, Attacks or Strength of its
	// bearer. The bearer is the unit's main profile of that type (see
	// ProfileMap).
	Bearer *ProfileMap
}

// CharFilter matches one characteristic against a pattern (as KeywordMap's
// Match: {x} a number or dice, {*} any words; whole, ignoring case).
type CharFilter struct {
	Name  string
	Match string
	Not   bool
}

// ProfileMap reads profiles of one type (the unit's own: "Unit") into keys.
// A unit may have several (a sergeant and troopers, a vehicle's damage
// brackets): the one read is the main one, the one carried by the most
// models, the first of those whose characteristics all fit the calculator;
// every other whose values differ and fit is listed as not modelled.
type ProfileMap struct {
	Type  string
	Chars []CharMap
}

// TextMap names an ability profile type and its text characteristic.
type TextMap struct {
	Type string
	Text string
}

// CharMap reads one characteristic (matched by name, ignoring case).
// With Key set, Read turns the text into that field's value; with Key
// empty, Read returns a query that may set several keys ("fire=ap&hit=5").
// Read nil: the text as it is, trimmed. A Read error says why the text does
// not fit the calculator; the weapon is then listed as not in it. A Read
// that returns "" and no error sets nothing: the text has no value for the
// calculator and needs none ("N/A" for the skill of a weapon that never
// rolls to hit).
type CharMap struct {
	Name string
	Key  string
	Read func(text string) (string, error)
	// Of, in a weapon's characteristics under AttackMap.Bearer, names the
	// bearer's characteristic a value relative to it is read against ("S"):
	// "User" is the bearer's own value, "+1" adds to it, "x2" multiplies it.
	Of string
}

// KeywordMap reads one keyword or ability. Match is the keyword with {x}
// standing for a number or dice ("Sustained Hits {x}") and {*} for any words
// ("Anti-{*} {x}+"), compared whole and ignoring case. Set is the query it
// sets, {x} replaced ("sus={x}"); Set "" means the keyword is known and
// changes nothing the calculator works out, and Why says so in our words
// ("when the unit may shoot, not the attack itself"). Set and Why both:
// the keys are set and Why, in which {*} stands for the words {*} matched,
// is listed as what the calculator takes on trust ("only against {*}").
// Side is the profile kind it sets keys of, for abilities (AttackerProfile
// or TargetProfile).
type KeywordMap struct {
	Match string
	Set   string
	Why   string
	Side  string
}

// ArmyUnit is one roster unit as a system's calculator and checklist take it.
type ArmyUnit struct {
	Name    string
	Models  int
	Attacks []ArmyAttack
	// Target is the target's keys as a query (canonical values).
	Target string
	// NotModelled lists what the calculator cannot take from this unit, each
	// in a player's words ("Plasma gun: Hazardous"; "9 weapons past the
	// calculator's 8 lines"); nothing is dropped silently.
	NotModelled []string
	// NoEffect lists known keywords that change nothing the calculator works
	// out, each with why.
	NoEffect  []string
	Abilities []army.Rule // every ability and rule, with its text
	Keywords  []string
}

// ArmyAttack is one way the unit attacks, ready for the calculator.
type ArmyAttack struct {
	Label   string
	Query   string   // the attacker's keys as a query, one line per weapon
	Weapons []string // line k's weapon name is Weapons[k-1]
}
