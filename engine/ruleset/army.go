package ruleset

import (
	"net/url"

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
	// Main: the target is read from one profile only, the one of Target's
	// types carried by the most models (ties: the first), skipping any a
	// Read leaves out (an Epic character joined to a formation), rather
	// than from every profile in turn.
	Main bool
	// Differ lists, wherever one profile is chosen (Main, AttackMap.From),
	// each other profile of its type whose value of a characteristic read
	// differs and would read too (a sergeant's Attacks, a vehicle's damaged
	// brackets): one set of keys cannot hold both.
	Differ bool
	// Bundled, when set, reads a model selection whose name stands for
	// several models ("4x Scout Squads", "1x Sniper Squad, 3x Scout Squads",
	// as Epic data often writes a formation's units): its parts, each with
	// its count; nil when the name is one model's. The unit's count takes
	// the parts, and a profile whose name begins a part's name is counted
	// that many times over.
	Bundled func(name string) []army.Model
	// Size is the target key that takes the unit's model count ("n"); "": none.
	Size string
	// Wounds names the characteristic of Target's profiles that holds a
	// model's wounds ("W"). With it, the main profile (Main) is the one whose
	// models hold the most wounds together, not merely the most models (a
	// Ghostkeel with two drones is the Ghostkeel; ten Boyz with a Nob of 2
	// wounds are the Boyz), and Size counts only the models whose wounds are
	// the main profile's, listing the others.
	Wounds string
	// Worth names profiles whose models count as several units in the game's
	// roster: each counts its characteristic's value (an Epic war engine its
	// damage capacity, for Blast markers and breaking). See ArmyUnit.Units.
	Worth []ProfileChar
	// Abilities are the unit's rules and ability profiles that set keys on
	// one side (an invulnerable save, Feel No Pain), matched by the name, the
	// text, the two together or one sentence of the text, and the unit's
	// keywords, matched by name ("Vehicle"). Every map that matches applies.
	Abilities []KeywordMap
	// AbilityTypes are the profile types whose profiles are abilities, with
	// the characteristic that holds their text ("Abilities": "Description"):
	// shown with the unit and searched for phase names by the checklist.
	AbilityTypes []TextMap
	// Fits, when set, is the calculator's check of a whole attack against
	// the limits no one field shows (Epic's hits on a war engine): a weapon
	// whose line would take its attack past them is left out, listed with
	// the calculator's reason, so every attack given is one it answers.
	Fits func(attack url.Values) error
	// Toggles are the form's keys that a ranking of the whole army against
	// one target (engine/rank) offers one tap away, set over every row: what
	// changes a ranking at the table (within half range, stationary, cover,
	// the target's Feel No Pain). Each is a toggle or a choice of the form,
	// none of the attacker's.
	Toggles []string
}

// AttackMap is one way a unit attacks: which weapon profiles it uses and how
// each becomes a calculator line.
type AttackMap struct {
	Label string   // on the Army page: "Shoot", "Fight"
	Types []string // the weapon profile types it uses: "Ranged Weapons"
	Set   string   // keys every line of it gets, as a query ("type=melee"); "" none
	// Kind is the profile kind its keys belong to; "" is AttackerProfile.
	Kind string
	// From reads the unit's own profile (the firer's BS, say) into every
	// line, chosen as ArmyMap.Main chooses the target's; the weapon's own
	// characteristics override it, and a CharMap's Of reads against it.
	From []ProfileMap
	// Split, when set, turns one profile into the weapons it lists, for
	// data that packs a unit's weapons into its own profile's
	// characteristics; each takes the profile's Count.
	Split func(army.Profile) []army.Profile
	// Bearers is the line key that takes how many of the weapon the unit
	// has (the profile's Count): "models".
	Bearers string
	Chars   []CharMap
	// Keywords is the characteristic listing the weapon's keywords, comma
	// separated ("Keywords"); "" none. Each keyword is matched against
	// KeywordMaps; one none matches is listed as not in the calculator.
	Keywords    string
	KeywordMaps []KeywordMap
	// Sep is the characters that separate the keywords; "" is ",". Data
	// that writes a weapon's rules as sentences ("Blast. Hits automatically
	// on ...") separates at "." instead, since its sentences hold commas.
	Sep string
	// Alternative, when set, names the weapon a profile is one way of
	// firing ("Plasma gun" for its standard and supercharge profiles), ""
	// for a weapon of one profile. The profiles of one weapon are
	// alternatives: they take one line, the first of them until the player
	// picks another (ArmyAttack.Choices), never summed.
	Alternative func(army.Profile) string
	// Apart, when set, takes some weapons out of this attack into one of
	// their own, as the edition's rules fire them (Pistols, instead of the
	// model's other ranged weapons).
	Apart *Apart
	// OneEach: each model attacks with one of its weapons of this attack,
	// not all of them (10th edition's Fight). Where a kind of model carries
	// several, its models take one line whose choice (named for them) holds
	// every profile of those weapons, the first until the player picks
	// another; each line's bearers are then models, not weapons. Besides,
	// when set, picks the weapons a model uses on top of its chosen one
	// (Extra Attacks): they keep lines of their own.
	OneEach bool
	Besides func(army.Profile) bool
}

// Apart picks the weapons of an attack that are fired on their own: when a
// unit has both them and other weapons of the attack, they go to an attack
// labelled Label (the others keep the attack's own), saying Why; a unit of a
// keyword in Unless (lower case) fires them together.
type Apart struct {
	Label  string
	Is     func(army.Profile) bool
	Unless []string
	Why    string
}

// ProfileMap reads profiles of one type (the unit's own: "Unit") into keys.
// Where one profile is chosen (ArmyMap.Main, AttackMap.From) it is the one
// carried by the most models, the first of those that reads whole as every
// map of its type reads it (the target and the attacks then agree on a
// vehicle's first full damage bracket); see ArmyMap.Differ for the others.
// Keywords and KeywordMaps read a characteristic listing the profile's
// special rules, as AttackMap's do.
type ProfileMap struct {
	Type        string
	Chars       []CharMap
	Keywords    string
	KeywordMaps []KeywordMap
}

// ProfileChar names a profile type and one of its characteristics.
type ProfileChar struct {
	Type string
	Char string
}

// TextMap names an ability profile type and its text characteristic.
// Shown marks a type that is shown and searched but never read into keys (a
// psychic power the unit may manifest is no trait it has).
type TextMap struct {
	Type  string
	Text  string
	Shown bool
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
	// Of, in a weapon's characteristics, names the characteristic of the
	// attack's From profile that a value relative to it is read against
	// ("S"): "User" is the bearer's own value, "+1" adds to it, "x2"
	// multiplies it.
	Of string
}

// Aside is what a CharMap's Read returns, as its error, when the text reads
// but the player should hear more (a template's hits are the models under
// it), or when the weapon is not one of this attack's (an AT weapon in an
// attack on infantry): Set is then the value read; Why, if any, is listed
// with what the calculator cannot take; Out leaves the weapon out of the
// attack (a target profile out of the choice) with no note but Why.
type Aside struct {
	Set string
	Why string
	Out bool
}

func (a *Aside) Error() string { return a.Why }

// KeywordMap reads one keyword or ability. Match is the keyword with {x}
// standing for a number or dice ("Sustained Hits {x}") and {*} for any words
// ("Anti-{*} {x}+"), compared whole and ignoring case. Set is the query it
// sets, {x} replaced ("sus={x}"); Set "" means the keyword is known and
// changes nothing the calculator works out, and Why says so in our words
// ("when the unit may shoot, not the attack itself"). Side is the profile
// kind it sets keys of, for abilities (AttackerProfile or TargetProfile).
// Note says what the calculator leaves to the player ("two shots within
// 12": set Shots to 2"), listed with what it cannot take; {*} in it stands
// for the words {*} matched ("only against {*}"); Set's keys are still set,
// and a keyword with a Note is not one of no effect.
type KeywordMap struct {
	Match string
	Set   string
	Why   string
	Side  string
	Note  string
	// Unless: a text that matches but holds one of these (lower case) is
	// not the unit's own at all times (a save for friendly units within 6",
	// one from battle round 4, one in the Fight phase only): nothing is
	// set, and the player is told.
	Unless []string
}

// ArmyUnit is one roster unit as a system's calculator and checklist take it.
type ArmyUnit struct {
	Name   string
	Models int
	// Units is what the unit counts as in the game's roster (the checklist's
	// Blast markers and breaking): Models, with each model of an
	// ArmyMap.Worth profile counted as its value.
	Units   int
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
	Kind    string   // the profile kind its keys fill (AttackMap.Kind): AttackerProfile unless the form names another
	Query   string   // the attacker's keys as a query, one line per weapon
	Weapons []string // line k's weapon name is Weapons[k-1]
	// Choices are the weapons of several profiles fired one at a time
	// (AttackMap.Alternative): Query and Weapons hold the first profile of
	// each; Pick gives the attack with others.
	Choices []ArmyChoice
	slots   []lineSlot // each line's profiles, for Pick
	form    *Form
}

// ArmyChoice is one weapon whose profiles are alternatives, on line Line.
type ArmyChoice struct {
	Weapon  string   // the weapon, as the map names it, or the models choosing among their weapons (AttackMap.OneEach)
	Line    int      // its line in the query, from 1
	Options []string // its profiles' names, the first in Query
}

// lineSlot is one line of an attack: a weapon, or the alternative profiles of
// one, each with its keys (plain, not prefixed by a line).
type lineSlot struct {
	names []string
	lines []url.Values
}
