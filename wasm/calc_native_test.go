//go:build !wasm

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"auspex/engine/rulesets"
)

func TestCalcPrintsResultJSON(t *testing.T) {
	var out bytes.Buffer
	if err := calc(rulesets.Registry(), []string{"wh40k10", "models=10&a=2&s=4&ap=-1&n=10"}, &out); err != nil {
		t.Fatal(err)
	}
	var res struct {
		Query  string `json:"query"`
		Stages []struct {
			ID   string    `json:"id"`
			Mean float64   `json:"mean"`
			PMF  []float64 `json:"pmf"`
		} `json:"stages"`
	}
	if err := json.Unmarshal(out.Bytes(), &res); err != nil {
		t.Fatal(err)
	}
	want := []string{"attacks", "hits", "wounds", "unsaved", "damage", "destroyed"}
	if len(res.Stages) != len(want) || res.Query != "models=10&a=2&ap=-1&n=10" {
		t.Fatalf("got %+v", res)
	}
	for i, s := range res.Stages {
		if s.ID != want[i] || len(s.PMF) == 0 {
			t.Errorf("stage %d: %+v", i, s)
		}
	}
	if res.Stages[0].Mean != 20 {
		t.Errorf("attacks mean %v", res.Stages[0].Mean)
	}
}

func TestCalcErrorsAreJSONNamingTheField(t *testing.T) {
	for args, field := range map[[2]string]string{{"wh40k10", "bs=9"}: "bs", {"wh40k10", "a=D7"}: "a", {"nope", "a=1"}: ""} {
		var out bytes.Buffer
		err := calc(rulesets.Registry(), args[:], &out)
		var body map[string]string
		if !errors.Is(err, errReported) || json.Unmarshal(out.Bytes(), &body) != nil || body["error"] == "" || body["field"] != field {
			t.Errorf("%v: err %v, printed %s", args, err, out.String())
		}
	}
	// A 10,000-character value is echoed once, clipped.
	for _, q := range []string{"a=" + strings.Repeat("D", 10000), "d=" + strings.Repeat("9", 10000), strings.Repeat("z", 10000) + "=1",
		"a=%zz" + strings.Repeat("x", 10000)} {
		var out bytes.Buffer
		calc(rulesets.Registry(), []string{"wh40k10", q}, &out)
		if out.Len() > 1000 {
			t.Errorf("%.20s…: %d bytes printed: %.400s", q, out.Len(), out.String())
		}
		if n := strings.Count(out.String(), strings.Repeat(string(q[len(q)-1]), 30)); n > 1 {
			t.Errorf("%.20s…: the value is echoed %d times: %s", q, n, out.String())
		}
	}
	var out bytes.Buffer
	if err := calc(rulesets.Registry(), []string{"-roll", "5", "wh40k10", "a=3"}, &out); err != nil || !bytes.Contains(out.Bytes(), []byte(`"dice"`)) {
		t.Errorf("roll: %v %s", err, out.String())
	}
}
