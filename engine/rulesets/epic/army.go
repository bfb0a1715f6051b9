package epic

import (
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"auspex/engine/army"
	"auspex/engine/lazyre"
	"auspex/engine/ruleset"
)

// armyMap reads an Epic Armageddon roster as BattleScribe's community data
// writes it (BSData/wh40k-epic-armageddon, game system "Epic Armageddon",
// NetEA lists chosen under its "-Community-" entry). A formation is a unit
// selection; its units are the selections in it, each carrying a "Unit"
// profile (Type Speed Armour CC FF Weapons Range Firepower Notes, Unit
// Notes) or a "War Engine" one (the same with DC and Crit); a war engine's
// chosen weapons are "Weapon" profiles (Range Firepower Notes). A unit's
// weapons are packed into its profile's Weapons, Range, Firepower and Notes,
// one weapon after another, split by two line breaks (the data's "<BR><BR>");
// a weapon with a second mode gives it after one line break ("<BR>and ...").
// Character upgrades join a unit as upgrades and are not units of it.
var armyMap = &ruleset.ArmyMap{
	// What changes a ranking of the army at the table, one tap each (engine/rank).
	Toggles: []string{"action", "crossfire", "cover"},
	Builders: "Epic players build NetEA lists in Armyforge (the NetEA army list site), which saves a list as a link " +
		"and prints it as plain text with no profiles, or in BattleScribe with the community's Epic Armageddon data, " +
		"which exports every unit's profile and weapons. Build the army in BattleScribe (pick NetEA under " +
		"-Community-), export the roster as a .ros or .rosz file and import it here. Reading Armyforge's text is " +
		"future work.",
	Systems: []string{"epic armageddon"},
	Attacks: []ruleset.AttackMap{
		shootAt("Shoot at infantry (AP)", "ap"),
		shootAt("Shoot at vehicles (AT)", "at"),
	},
	Main:    true,
	Bundled: bundled,
	Target: []ruleset.ProfileMap{
		{Type: "Unit", Chars: targetChars, Keywords: "Unit Notes", KeywordMaps: unitNotes},
		{Type: "War Engine", Chars: append(targetChars[:len(targetChars):len(targetChars)],
			ruleset.CharMap{Name: "DC", Key: "dc"},
			ruleset.CharMap{Name: "Crit", Key: "crit", Read: readCrit}),
			Keywords: "Unit Notes", KeywordMaps: unitNotes},
	},
	Size: "n",
	// A war engine is worth its starting damage capacity in units for most
	// rules (3.0): Blast markers and breaking among them.
	Worth: []ruleset.ProfileChar{{Type: "War Engine", Char: "DC"}},
	Fits:  fitsEveryTarget,
}

// fitTargets are a target of each type, for fitsEveryTarget: which hits
// count, and how many a war engine may take, depend on the target's type.
var fitTargets = []url.Values{
	{"type": {"inf"}, "n": {"6"}, "sv": {"4"}},
	{"type": {"lv"}, "n": {"6"}, "sv": {"4"}},
	{"type": {"av"}, "n": {"6"}, "sv": {"4"}},
	{"type": {"we"}, "n": {"1"}, "sv": {"4"}, "dc": {"3"}},
}

// fitsEveryTarget is the calculator's check of an attack (read, without
// computing it) at a target of every type: a formation of 20 units with two
// AT shots each and a weapon of its own had 42 hits on a war engine, past
// the 40 the calculator follows one at a time, and its Shoot was refused at
// any war engine it was sent against (issue 48).
func fitsEveryTarget(attack url.Values) error {
	for _, t := range fitTargets {
		q := url.Values{}
		for k, vs := range attack {
			q[k] = vs
		}
		for k, vs := range t {
			q[k] = vs
		}
		if _, err := read(form().Visible(q)); err != nil {
			return err
		}
	}
	return nil
}

// shootAt is one shooting attack: every weapon with a firepower of the kind
// (or a macro-weapon one), one line each.
func shootAt(label, fire string) ruleset.AttackMap {
	return ruleset.AttackMap{Label: label, Kind: kindFiring, Types: []string{"Unit", "War Engine", "Weapon"},
		Split: splitWeapons, Bearers: "units",
		Chars: []ruleset.CharMap{
			{Name: "Firepower", Read: func(s string) (string, error) { return readFirepower(s, fire) }},
			{Name: "Weapons", Read: readPer},
		},
		Keywords: "Notes", KeywordMaps: weaponNotes}
}

var targetChars = []ruleset.CharMap{
	{Name: "Type", Key: "type", Read: readType},
	{Name: "Armour", Key: "sv", Read: readArmour},
}

// weaponNotes are the special rules a weapon's Notes list.
var weaponNotes = []ruleset.KeywordMap{
	{Match: "Macro-weapon", Set: "fire=mw"},
	{Match: "Macro Weapon", Set: "fire=mw"},
	{Match: "Titan Killer", Set: "tk=1"},
	{Match: "Titan Killer ({x})", Set: "tk={x}"},
	{Match: "Titan Killer({x})", Set: "tk={x}"},
	{Match: "Ignore Cover", Set: "ic=1"},
	{Match: "Ignores Cover", Set: "ic=1"},
	{Match: "Disrupt", Set: "disrupt=1"},
	{Match: "Sniper", Set: "sniper=1"},
	{Match: "Single Shot", Why: "fires once a battle: once it has, tick Single shot used"},
	{Match: "One Shot", Why: "fires once a battle: once it has, tick Single shot used"},
	{Match: "Slow Firing", Note: "fires only every other turn"},
	{Match: "Slow Fire", Note: "fires only every other turn"},
	{Match: "Indirect Fire", Note: indirectNote},
	{Match: "Indirect", Note: indirectNote},
	{Match: "Forward Arc", Why: arcWhy}, {Match: "Fixed Forward Arc", Why: arcWhy},
	{Match: "Left Arc", Why: arcWhy}, {Match: "Right Arc", Why: arcWhy},
	{Match: "Rear Arc", Why: arcWhy}, {Match: "Fixed Rear Arc", Why: arcWhy},
	{Match: "360°", Why: arcWhy}, {Match: "360° Arc", Why: arcWhy},
	{Match: "Left Fire Arc", Why: arcWhy}, {Match: "Right Fire Arc", Why: arcWhy}, {Match: "Fixed Forward", Why: arcWhy},
	{Match: "First Strike", Why: assaultWhy},
	{Match: "+{x}A", Why: assaultWhy},
	{Match: "Extra Attacks (+{x})", Why: assaultWhy},
}

const (
	indirectNote = "fired indirectly it needs a sustained fire action; a weapon line does not check that"
	arcWhy       = "which targets it may fire at, not the shots"
	assaultWhy   = "in assaults only, not shooting"
)

// unitNotes are the special rules a unit's Unit Notes list.
var unitNotes = []ruleset.KeywordMap{
	{Match: "Reinforced Armour", Set: "ra=1"},
	{Match: "Invulnerable Save", Set: "inv=1"},
	{Match: "Invulnerable Save (6+)", Set: "inv=1"},
	{Match: "Invulnerable Save ({x}+)", Note: "an invulnerable save better than the calculator's 6+"},
	{Match: "Thick Rear Armour", Set: "tra=1"},
	{Match: "They Shall Know No Fear", Set: "tsknf=1"},
	{Match: "{x} Sh", Set: "voids={x}"},
	{Match: "Void Shields ({x})", Set: "voids={x}"},
	{Match: "Fearless", Why: "breaking and rallying, not the hits it takes"},
	{Match: "Walker", Why: "movement through terrain, not the hits it takes"},
	{Match: "Walker (Titan)", Why: "movement through terrain, not the hits it takes"},
	{Match: "Skimmer", Why: "movement and who may assault it, not the hits it takes"},
	{Match: "Transport", Why: "what it carries, not the hits it takes"},
	{Match: "Scout", Why: "deployment and zones of control, not the hits it takes"},
	{Match: "Leader", Why: "removing Blast markers, not the hits it takes"},
	{Match: "Inspiring", Why: "the assault result only"},
	{Match: "Commander", Why: "orders and rallying, not the hits it takes"},
	{Match: "Supreme Commander", Why: "orders and rallying, not the hits it takes"},
	{Match: "Teleport", Why: "how it arrives, not the hits it takes"},
	{Match: "Planetfall", Why: "how it arrives, not the hits it takes"},
	{Match: "Infiltrator", Why: "movement, not the hits it takes"},
	{Match: "Infiltrators", Why: "movement, not the hits it takes"},
	{Match: "Infiltrate", Why: "movement, not the hits it takes"},
	{Match: "Scouts", Why: "deployment and zones of control, not the hits it takes"},
	{Match: "Mounted", Why: "movement and cover, not the hits it takes in the open"},
	{Match: "Jump Packs", Why: "movement, not the hits it takes"},
	{Match: "Jump Pack", Why: "movement, not the hits it takes"},
	{Match: "Expendable", Why: "the Blast markers its losses place, not the hits it takes"},
	{Match: "Slow and Steady", Why: "when it may move, not the hits it takes"},
	{Match: "First Strike", Why: assaultWhy},
}

var (
	multiplier = lazyre.New(`^([0-9]*[dD]?[0-9]+(?:\+[0-9]+)?)\s*[x×]\s*`)
	fireValue  = lazyre.New(`^(?i)(AP|AT|MW|AA)\s*([2-6])\+?$`)
	perPrefix  = lazyre.New(`^([0-9]+)\s*[x×]\s`)
)

// readFirepower reads one weapon mode's firepower for an attack of one kind
// of fire: "2x AP4+/AT5+" is two shots hitting on 4+ against infantry and 5+
// against vehicles. A weapon with no value of that kind (nor a macro-weapon
// one) is not in that attack; assault weapons are in none; a barrage is read
// by the formation's barrage points, not a line.
func readFirepower(s, fire string) (string, error) {
	low := strings.ToLower(strings.Trim(s, "() "))
	switch {
	case low == "" || low == "-" || low == "*" || low == "n/a" || strings.HasPrefix(low, "small arms") || strings.HasPrefix(low, "assault weapon"):
		return "", &ruleset.Aside{Out: true}
	case strings.Contains(low, "bp"):
		return "", &ruleset.Aside{Out: true, Why: "a barrage (" + s + "): add its barrage points under the firing formation's barrage"}
	}
	shots := ""
	if m := multiplier.FindStringSubmatch(s); m != nil {
		shots, s = strings.ToUpper(m[1]), s[len(m[0]):]
	}
	var hit, mw string
	for _, v := range strings.Split(s, "/") {
		m := fireValue.FindStringSubmatch(strings.TrimSpace(v))
		if m == nil {
			return "", fmt.Errorf("not a firepower the calculator reads (such as AP5+/AT6+ or 2x MW4+)")
		}
		switch strings.ToLower(m[1]) {
		case fire:
			hit = m[2]
		case "mw":
			mw = m[2]
		}
	}
	q := ""
	switch {
	case hit != "":
		q = "fire=" + fire + "&hit=" + hit
	case mw != "":
		q = "fire=mw&hit=" + mw
	default:
		return "", &ruleset.Aside{Out: true}
	}
	if shots != "" && shots != "1" {
		q += "&shots=" + shots
	}
	return q, nil
}

var bundlePart = lazyre.New(`^(?:([0-9]+)\s*[x×]|(?i:(pair) of))\s*(.+)$`)

// bundled reads a selection that stands for several units, as the data names
// many of them: "4x Scout Squads", "2x Predator Annihilator, 2x Predator
// Destructor", "Pair of Land Raiders"; a part with no count is one unit.
func bundled(name string) []army.Model {
	var parts []army.Model
	counted := false
	for _, part := range strings.Split(name, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		m := bundlePart.FindStringSubmatch(part)
		switch {
		case m == nil:
			parts = append(parts, army.Model{Name: part, Count: 1})
		case m[2] != "":
			parts, counted = append(parts, army.Model{Name: m[3], Count: 2}), true
		default:
			n, err := strconv.Atoi(m[1])
			if err != nil || n < 1 || n > army.MaxCount {
				n = 1 // no count a roster could mean
			}
			parts, counted = append(parts, army.Model{Name: m[3], Count: n}), true
		}
	}
	if !counted {
		return nil
	}
	return parts
}

// readPer: "2x Heavy Bolter" is two of the weapon on each unit.
func readPer(s string) (string, error) {
	if m := perPrefix.FindStringSubmatch(s); m != nil {
		return "per=" + m[1], nil
	}
	return "", nil
}

// readType reads the unit type; a character is an upgrade of a unit, and an
// aircraft or spacecraft is not a target the calculator takes.
func readType(s string) (string, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "infantry":
		return "inf", nil
	case "light vehicle":
		return "lv", nil
	case "armoured vehicle":
		return "av", nil
	case "war engine":
		return "we", nil
	case "character":
		return "", &ruleset.Aside{Out: true}
	}
	return "", &ruleset.Aside{Out: true, Why: "a unit of type " + s + ": the calculator's targets are ground formations"}
}

// readArmour: "4+" is 4; none is no save (7).
func readArmour(s string) (string, error) {
	switch strings.ToLower(s) {
	case "-", "n/a", "none", "":
		return "7", nil
	}
	v, ok := strings.CutSuffix(s, "+")
	if !ok || len(v) != 1 || v < "2" || v > "6" {
		return "", errors.New("not an armour value such as 4+")
	}
	return v, nil
}

// readCrit: a war engine destroyed by a critical hit; any other effect is
// told, since the calculator takes it as nothing more than the damage.
func readCrit(s string) (string, error) {
	if strings.EqualFold(strings.TrimSpace(s), "destroyed") {
		return "destroyed", nil
	}
	return "", &ruleset.Aside{Why: "a critical hit's " + s + " effect: the calculator counts only its point of damage"}
}

// The data's line breaks, written into characteristic text.
const (
	weaponBreak = "<BR><BR>"
	modeBreak   = "<BR>"
)

// splitWeapons turns a unit's or war engine's profile into its weapons, each
// named after the unit ("Tactical: Missile Launcher"), and a weapon of two
// modes into one per mode ("Titan Melta Cannon" and "Titan Melta Cannon
// (15cm)"); a "Weapon" profile is one weapon, named by itself.
func splitWeapons(p army.Profile) []army.Profile {
	get := func(name string) []string {
		v, _ := p.Get(name)
		return strings.Split(v, weaponBreak)
	}
	names, prefix := []string{p.Name}, ""
	if w, ok := p.Get("Weapons"); ok {
		names, prefix = strings.Split(w, weaponBreak), p.Name+": "
	}
	ranges, fps, notes := get("Range"), get("Firepower"), get("Notes")
	at := func(xs []string, i int) string {
		if i < len(xs) {
			return xs[i]
		}
		return ""
	}
	var out []army.Profile
	for i, raw := range names {
		name, _, _ := strings.Cut(raw, modeBreak)
		name = strings.TrimSpace(name)
		if name == "" || strings.EqualFold(name, "none") {
			continue
		}
		rs, fs, ns := modes(at(ranges, i)), modes(at(fps, i)), modes(at(notes, i))
		for k := range fs {
			w := army.Profile{Type: p.Type, Name: prefix + name,
				Chars: []army.Char{{Name: "Weapons", Value: name}, {Name: "Range", Value: at(rs, k)},
					{Name: "Firepower", Value: fs[k]}, {Name: "Notes", Value: at(ns, k)}}}
			if k > 0 {
				w.Name += " " + at(rs, k)
			}
			out = append(out, w)
		}
	}
	return out
}

// modes splits one weapon's entry at its line breaks, without the "and" or
// "or" that opens a second mode.
func modes(s string) []string {
	var out []string
	for _, m := range strings.Split(s, modeBreak) {
		m = strings.TrimSpace(m)
		for _, w := range []string{"and ", "or "} {
			m = strings.TrimPrefix(m, w)
		}
		out = append(out, strings.TrimSpace(m))
	}
	return out
}
