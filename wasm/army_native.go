//go:build !wasm

package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"auspex/engine/army"
	"auspex/engine/clip"
	"auspex/engine/ruleset"
)

// armyJSON is a roster as Auspex imports it: the system that reads it, each
// unit through that system's map, and the unit selections not read as units.
type armyJSON struct {
	System     string     `json:"system"`     // the Auspex system id
	SystemName string     `json:"systemName"` // as the file names it
	Name       string     `json:"name"`
	Builder    string     `json:"builder,omitempty"`
	Points     float64    `json:"points,omitempty"`
	Units      []unitJSON `json:"units"`
	Left       []leftJSON `json:"left,omitempty"`
}

type unitJSON struct {
	Name     string   `json:"name"`
	Models   int      `json:"models"`
	Keywords []string `json:"keywords,omitempty"`
	// Target is the unit as the calculator's target, a query ("" when the
	// system's calculator takes no target of it).
	Target  string       `json:"target"`
	Attacks []attackJSON `json:"attacks"`
	// NotInCalculator is what the calculator could not take, each with why.
	NotInCalculator []string `json:"notInCalculator,omitempty"`
	// NoEffect is what was read and changes nothing the calculator works out.
	NoEffect []string `json:"noEffect,omitempty"`
}

type attackJSON struct {
	Label   string   `json:"label"`
	Query   string   `json:"query"`
	Weapons []string `json:"weapons"`
	// Choices are the weapons whose profiles are fired one at a time: the
	// query holds the first of each on its line.
	Choices []choiceJSON `json:"choices,omitempty"`
}

type choiceJSON struct {
	Weapon  string   `json:"weapon"`
	Line    int      `json:"line"`
	Options []string `json:"options"`
}

type leftJSON struct {
	Name string `json:"name"`
	Why  string `json:"why"`
}

// armyCmd prints a roster file as Auspex imports it, as JSON, or the
// refusal ({"error": ...}) and a non-zero exit.
func armyCmd(reg *ruleset.Registry, args []string, out io.Writer) error {
	enc := json.NewEncoder(out)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	fail := func(err error) error {
		if e := enc.Encode(map[string]string{"error": err.Error()}); e != nil {
			return e
		}
		return errReported
	}
	file, rest := "", args
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		file, rest = args[0], args[1:]
	}
	fs := flag.NewFlagSet("army", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	target := fs.String("target", "", "")
	set := fs.String("set", "", "")
	by := fs.String("by", "", "")
	err := fs.Parse(rest)
	if err == nil && file == "" && fs.NArg() == 1 {
		file = fs.Arg(0)
	} else if err == nil && fs.NArg() > 0 {
		err = fmt.Errorf("one file only, then the flags: %q is one too many", fs.Arg(0))
	}
	switch {
	case err != nil:
		return fail(fmt.Errorf("%v; %s", err, armyUsage))
	case file == "":
		return fail(errors.New(armyUsage))
	case *target == "" && (*set != "" || *by != ""):
		return fail(errors.New("-set and -by order a ranking: give the target with -target; " + armyUsage))
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return fail(err)
	}
	m, err := readMapped(reg, data)
	if err != nil {
		return fail(err)
	}
	if *target == "" {
		return enc.Encode(importArmy(m))
	}
	r, err := rankArmy(m, *target, *set, *by)
	if err != nil {
		return fail(err)
	}
	return enc.Encode(r)
}

const armyUsage = "usage: army FILE [-target 'QUERY' [-set 'QUERY'] [-by FIGURE]] (FILE: a .ros or .rosz roster file)"

// mappedRoster is a roster file read and each unit mapped through its
// system, as the Army page imports it.
type mappedRoster struct {
	roster *army.Roster
	sys    *ruleset.Ruleset
	units  []ruleset.ArmyUnit // units[i] is roster.Units[i] read by the system's map
}

// readMapped reads a roster file and maps it.
func readMapped(reg *ruleset.Registry, data []byte) (*mappedRoster, error) {
	r, err := army.Read(data, army.Native())
	if err != nil {
		return nil, err
	}
	sys, ok := reg.ArmyFor(r.System)
	if !ok {
		return nil, fmt.Errorf("this roster is for %s, a game system Auspex does not read rosters of", clip.Quote(r.System))
	}
	m := &mappedRoster{roster: r, sys: sys, units: make([]ruleset.ArmyUnit, len(r.Units))}
	for i, u := range r.Units {
		m.units[i] = sys.Army.Unit(sys.Calc.Form(), u)
	}
	return m, nil
}

// importArmy is a mapped roster as JSON.
func importArmy(mr *mappedRoster) *armyJSON {
	r, sys := mr.roster, mr.sys
	a := &armyJSON{System: sys.Info.ID, SystemName: r.System, Name: r.Name, Builder: r.Builder, Points: r.Points, Units: []unitJSON{}}
	for _, m := range mr.units {
		uj := unitJSON{Name: m.Name, Models: m.Models, Keywords: m.Keywords, Target: m.Target, Attacks: []attackJSON{},
			NotInCalculator: m.NotModelled, NoEffect: m.NoEffect}
		for _, at := range m.Attacks {
			aj := attackJSON{Label: at.Label, Query: at.Query, Weapons: at.Weapons}
			for _, c := range at.Choices {
				aj.Choices = append(aj.Choices, choiceJSON{Weapon: c.Weapon, Line: c.Line, Options: c.Options})
			}
			uj.Attacks = append(uj.Attacks, aj)
		}
		a.Units = append(a.Units, uj)
	}
	for _, l := range r.Left {
		a.Left = append(a.Left, leftJSON{Name: l.Name, Why: l.Text})
	}
	return a
}
