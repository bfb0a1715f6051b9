//go:build !wasm

package rank_test

import (
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"auspex/engine/army"
	"auspex/engine/profile"
	"auspex/engine/rank"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"
)

// armies are the rosters each system's tests read: the real exports of the
// army corpus (engine/army/testdata/corpus, their sources in SOURCES there)
// and, for the systems no public export exists of, the systems' own test
// rosters.
var armies = map[string]string{
	"wh40k10": "../army/testdata/corpus/wh40k10/*.ros*",
	"wh40k9":  "../army/testdata/corpus/wh40k9/*.ros*",
	"wh40k5":  "../rulesets/wh40k5/testdata/army/*.ros",
	"epic":    "../rulesets/epic/testdata/army/*.ros",
}

type read struct {
	file  string
	name  string
	units []ruleset.ArmyUnit
}

func readAll(t testing.TB, sys *ruleset.Ruleset) []read {
	t.Helper()
	files, err := filepath.Glob(armies[sys.Info.ID])
	if err != nil || len(files) < 2 {
		t.Fatalf("%s: want two rosters or more (an army and its opponent), got %v (%v)", sys.Info.ID, files, err)
	}
	var out []read
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		r, err := army.Read(data, army.Native())
		if err != nil { // the corpus keeps refused files too (an empty roster): they have nothing to rank
			t.Logf("%s: %v", f, err)
			continue
		}
		rd := read{file: filepath.Base(f), name: r.Name}
		for _, u := range r.Units {
			rd.units = append(rd.units, sys.Army.Unit(sys.Calc.Form(), u))
		}
		out = append(out, rd)
	}
	return out
}

// allOn sets every toggle of the system away from its default: a toggle on,
// a choice to its last option that is not the default.
func allOn(t testing.TB, sys *ruleset.Ruleset) url.Values {
	t.Helper()
	v := url.Values{}
	for _, k := range sys.Army.Toggles {
		f, ok := sys.Calc.Form().Field(k)
		if !ok {
			t.Fatalf("%s: toggle %q is no field", sys.Info.ID, k)
		}
		switch f.Kind {
		case ruleset.Toggle:
			v.Set(k, "1")
		case ruleset.Choice:
			for _, o := range f.Options {
				if o.Value != f.Default {
					v.Set(k, o.Value)
				}
			}
		}
	}
	return v
}

// TestRankEqualsTheCalculator ranks each roster against a unit of another
// roster of its system, with no toggle and with every toggle on, and checks
// every row against the calculator's own answer for that attack and target,
// the query put together here on its own: the row's figures are the
// result's headline, its query the result's canonical one, and a refusal is
// the calculator's own error.
func TestRankEqualsTheCalculator(t *testing.T) {
	reg := rulesets.Registry()
	for id := range armies {
		sys, ok := reg.Get(id)
		if !ok || sys.Army == nil {
			t.Fatalf("%s: no army map", id)
		}
		t.Run(id, func(t *testing.T) {
			all := readAll(t, sys)
			seen := map[string]bool{} // toggles that reached a canonical query
			answered, refused := 0, 0
			for i, a := range all {
				// Every distinct target of the next roster: an infantry
				// unit and a vehicle show different fields (wh40k5's
				// vehicle movement).
				var targets []string
				for _, u := range all[(i+1)%len(all)].units {
					if u.Target != "" && !slices.Contains(targets, u.Target) {
						targets = append(targets, u.Target)
					}
				}
				if len(targets) == 0 {
					t.Fatalf("%s: no unit of the next roster is a target", a.file)
				}
				attacks := rank.Attacks(a.units, nil)
				want := 0
				for _, u := range a.units {
					want += len(u.Attacks)
					// A row's tap puts the attack in the calculator as a
					// profile of its kind (Epic's a formation's).
					for _, at := range u.Attacks {
						own, _ := profile.Split(sys.Calc.Form(), at.Kind, at.Query)
						if _, err := profile.Apply(sys.Calc.Form(), profile.Profile{Kind: at.Kind, Query: own}); err != nil {
							t.Errorf("%s, %s (%s): the calculator cannot take the attack as a %s: %v", a.file, u.Name, at.Label, at.Kind, err)
						}
					}
				}
				if len(attacks) != want {
					t.Fatalf("%s: %d attacks listed, the units have %d", a.file, len(attacks), want)
				}
				for _, target := range targets {
					for _, toggles := range []url.Values{nil, allOn(t, sys)} {
						rows := rank.Rank(sys.Calc, attacks, target, toggles)
						for j, row := range rows {
							at := attacks[j]
							q, _ := url.ParseQuery(at.Query)
							tq, _ := url.ParseQuery(target)
							for k, v := range tq {
								q[k] = v
							}
							for k, v := range toggles {
								q[k] = v
							}
							res, err := sys.Calc.Calculate(sys.Calc.Form().Visible(q))
							if err != nil {
								if toggles == nil {
									refused++
								}
								if row.Why != err.Error() || row.Figures != nil {
									t.Errorf("%s, %s (%s): the calculator refuses with %q, the row says %q", a.file, at.UnitName, at.Label, err, row.Why)
								}
								continue
							}
							if toggles == nil {
								answered++
							}
							if row.Why != "" || row.Query != res.Query || !reflect.DeepEqual(row.Figures, res.Headline) {
								t.Errorf("%s, %s (%s) against %s with %v:\nrow   %s %v %q\ncalc  %s %v", a.file, at.UnitName, at.Label, target, toggles,
									row.Query, row.Figures, row.Why, res.Query, res.Headline)
							}
							if row.UnitName != a.units[at.Unit].Name || row.Attack != at.Label {
								t.Errorf("%s: row %d names %s (%s), its attack is %s (%s)", a.file, j, row.UnitName, row.Attack, at.UnitName, at.Label)
							}
							for k, v := range toggles {
								if strings.Contains("&"+res.Query+"&", "&"+k+"="+url.QueryEscape(v[0])+"&") {
									seen[k] = true
								}
							}
						}
					}
				}
			}
			t.Logf("%d rosters, with no toggle: %d rows answered, %d refused", len(all), answered, refused)
			if answered == 0 || refused > answered/4 { // with the toggles on, more are refused, each with why (a unit that Advanced fires only Assault weapons)
				t.Errorf("with no toggle %d rows answered, %d refused: the ranking of real armies should mostly answer", answered, refused)
			}
			for _, k := range sys.Army.Toggles {
				if !seen[k] {
					t.Errorf("toggle %q reached no row's query: it does not apply to the ranking", k)
				}
			}
		})
	}
}

func fig(id string, v float64) []ruleset.Figure { return []ruleset.Figure{{ID: id, Value: v}} }

// TestOrder: highest first, refusals and rows without the figure last, ties
// in the order last shown, so a toggle that changes no order moves no row.
func TestOrder(t *testing.T) {
	rows := []rank.Row{
		{UnitName: "a", Figures: fig("damage", 2)},
		{UnitName: "b", Why: "refused"},
		{UnitName: "c", Figures: fig("damage", 5)},
		{UnitName: "d", Figures: fig("damage", 2)},
		{UnitName: "e", Figures: fig("kill", 9)},
	}
	names := func(idx []int) string {
		var s []string
		for _, i := range idx {
			s = append(s, rows[i].UnitName)
		}
		return strings.Join(s, "")
	}
	for _, tc := range []struct {
		by   string
		prev []int
		want string
	}{
		{"damage", nil, "cadbe"},
		{"damage", []int{3, 0, 2, 1, 4}, "cdabe"}, // d before a, as last shown
		{"damage", []int{4, 1}, "cadeb"},          // e, then b, as last shown; then the rest as in the roster
		{"kill", nil, "eabcd"},
		{"damage", []int{9, -1, 0}, "cadbe"}, // indices out of range are ignored
	} {
		if got := names(rank.Order(rows, tc.by, tc.prev)); got != tc.want {
			t.Errorf("Order(%s, %v) = %s, want %s", tc.by, tc.prev, got, tc.want)
		}
	}
	// Figures equal but for float noise are a tie.
	noisy := []rank.Row{{UnitName: "x", Figures: fig("d", 0.1+0.2)}, {UnitName: "y", Figures: fig("d", 0.3)}}
	if got := rank.Order(noisy, "d", []int{1, 0}); !reflect.DeepEqual(got, []int{1, 0}) {
		t.Errorf("float noise reordered a tie: %v", got)
	}
}

// TestQuery: the toggles hold over the attack's and the target's own keys,
// including a toggle turned off against a target that had it on.
func TestQuery(t *testing.T) {
	got, _ := url.ParseQuery(rank.Query("a=2&bs=3", "t=4&cover=1", url.Values{"cover": {"0"}, "half": {"1"}}))
	want := url.Values{"a": {"2"}, "bs": {"3"}, "t": {"4"}, "cover": {"0"}, "half": {"1"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Query = %v, want %v", got, want)
	}
	if q := rank.Query("a=2", "", nil); q != "a=2" {
		t.Errorf("Query with no target and no toggles = %q", q)
	}
}
