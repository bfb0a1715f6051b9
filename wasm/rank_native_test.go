//go:build !wasm

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"auspex/engine/rulesets"
)

// `army FILE -target 'QUERY'` prints the ranking: every attack of the
// roster's units once (ranked or refused), each row's figures the
// calculator's own for the query it prints, highest first by -by, within
// each attack kind.
func TestArmyRankPrintsTheRanking(t *testing.T) {
	reg := rulesets.Registry()
	const file = "../engine/army/testdata/strike-force-2000.ros"
	var plain bytes.Buffer
	if err := armyCmd(reg, []string{file}, &plain); err != nil {
		t.Fatal(err)
	}
	var a armyJSON
	if err := json.Unmarshal(plain.Bytes(), &a); err != nil {
		t.Fatal(err)
	}
	attacks := 0
	for _, u := range a.Units {
		attacks += len(u.Attacks)
	}
	var out bytes.Buffer
	if err := armyCmd(reg, []string{file, "-target", "t=9&sv=3&w=10&n=1", "-set", "cover=1&stationary=1", "-by", "kill"}, &out); err != nil {
		t.Fatal(err, out.String())
	}
	var r rankJSON
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if r.By != "kill" || r.System != "wh40k10" || len(r.Groups) != 2 || r.Groups[0].Attack != "Shoot" || r.Groups[1].Attack != "Fight" {
		t.Fatalf("by %q, system %q, groups %d", r.By, r.System, len(r.Groups))
	}
	sys, _ := reg.Get("wh40k10")
	rows := len(r.Refused)
	for _, g := range r.Groups {
		last := 2.0
		for _, row := range g.Rows {
			rows++
			if row.Attack != g.Attack {
				t.Errorf("%s (%s) in the %s group", row.UnitName, row.Attack, g.Attack)
			}
			q, err := url.ParseQuery(row.Query)
			if err != nil {
				t.Fatal(err)
			}
			if q.Get("cover") != "1" || q.Get("stationary") != "1" || q.Get("t") != "9" {
				t.Errorf("%s: the toggles or the target are not in %s", row.UnitName, row.Query)
			}
			res, err := sys.Calc.Calculate(q)
			if err != nil || !reflect.DeepEqual(res.Headline, row.Figures) {
				t.Errorf("%s (%s): printed %v, the calculator says %v (%v)", row.UnitName, row.Attack, row.Figures, res, err)
				continue
			}
			f, _ := row.Figure("kill")
			if f.Value > last+1e-9 {
				t.Errorf("%s: %v after %v, not highest first", row.UnitName, f.Value, last)
			}
			last = f.Value
		}
	}
	if rows != attacks {
		t.Errorf("%d rows, the roster's units have %d attacks", rows, attacks)
	}
}

func TestArmyRankRefusesInJSON(t *testing.T) {
	const file = "../engine/army/testdata/strike-force-2000.ros"
	for _, tc := range []struct {
		args []string
		says string
	}{
		{[]string{file, "-set", "half=1"}, "-target"},
		{[]string{file, "-target", "t=4", "-set", "bs=2"}, "not one of the ranking toggles of wh40k10"},
		{[]string{file, "-target", "t=4", "-set", "fnp=9"}, `toggle "fnp"`},
		{[]string{file, "-target", "t=4", "-by", "luck"}, "the figures here are"},
		{[]string{file, "-target", "t=99"}, "refused every attack"},
		{[]string{file, "-target", "t=4", "extra"}, "one too many"},
		{[]string{file, "-bogus"}, "usage"},
		{[]string{}, "usage"},
	} {
		var out bytes.Buffer
		err := armyCmd(rulesets.Registry(), tc.args, &out)
		var body map[string]string
		if !errors.Is(err, errReported) || json.Unmarshal(out.Bytes(), &body) != nil || !strings.Contains(body["error"], tc.says) {
			t.Errorf("%v: err %v, printed %s", tc.args, err, out.String())
		}
	}
}
