//go:build !wasm

package armytest

import (
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"auspex/engine/army"
	"auspex/engine/ruleset"
)

// Rosters reads every .ros in dir with the native reader, by file name; a
// directory with fewer than min of them fails the test.
func Rosters(t testing.TB, dir string, min int) map[string]*army.Roster {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.ros"))
	if err != nil || len(files) < min {
		t.Fatalf("test rosters in %s: %v %v", dir, files, err)
	}
	out := map[string]*army.Roster{}
	for _, f := range files {
		out[filepath.Base(f)] = Read(t, f)
	}
	return out
}

// Read reads one roster file with the native reader; a file that is missing
// or refused fails the test.
func Read(t testing.TB, path string) *army.Roster {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r, err := army.Read(data, army.Native())
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return r
}

// EveryAttackWorks maps every unit of a roster through the system's map and
// checks that each attack, against each unit of the roster that has a target,
// is a query the calculator works out, sent as a page sends it (without what
// the form's modes hide). It returns the mapped units in roster order.
func EveryAttackWorks(t testing.TB, rs *ruleset.Ruleset, name string, r *army.Roster) []ruleset.ArmyUnit {
	t.Helper()
	if !rs.Army.Owns(r.System) {
		t.Errorf("%s: the map does not own %q", name, r.System)
	}
	form := rs.Calc.Form()
	var units []ruleset.ArmyUnit
	for _, u := range r.Units {
		units = append(units, rs.Army.Unit(form, u))
	}
	for _, a := range units {
		for _, at := range a.Attacks {
			for _, tg := range units {
				if tg.Target == "" {
					continue
				}
				q := at.Query + "&" + tg.Target
				v, err := url.ParseQuery(q)
				if err != nil {
					t.Fatalf("%s: %q: %v", name, q, err)
				}
				if _, err := rs.Calc.Calculate(form.Visible(v)); err != nil {
					t.Errorf("%s: %s %s at %s: %v\n%s", name, a.Name, at.Label, tg.Name, err, q)
				}
			}
		}
	}
	return units
}

// FormAccepts checks that every query a mapped unit carries (its target and
// each attack) parses and passes the form field by field.
func FormAccepts(t testing.TB, form *ruleset.Form, u ruleset.ArmyUnit) {
	t.Helper()
	queries := []string{u.Target}
	for _, at := range u.Attacks {
		queries = append(queries, at.Query)
	}
	for _, q := range queries {
		v, err := url.ParseQuery(q)
		if err != nil {
			t.Fatalf("%q does not parse: %v", q, err)
		}
		if _, err := ruleset.ParseForm(form, v); err != nil {
			t.Fatalf("%q is refused: %v", q, err)
		}
	}
}
