//go:build !wasm

package army

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func knownSystems(s string) bool { return s == "wh40k10" || s == "wh40k9" }

func armyOf(t *testing.T, name, system, file string) Army {
	return Army{Name: name, System: system, File: file, Imported: "2026-11-26", Roster: *read(t, testdata(t, file))}
}

func TestBookRoundTrip(t *testing.T) {
	var b Book
	for _, a := range []Army{
		armyOf(t, "  Patrol  ", "wh40k10", "patrol-10th.ros"),
		armyOf(t, "Grove", "wh40k10", "grove-newrecruit.ros"),
		armyOf(t, "Patrol", "wh40k9", "patrol-10th.ros"), // the same name in another system
	} {
		if replaced, err := b.Put(a); err != nil || replaced {
			t.Fatalf("Put %s: %v %v", a.Name, replaced, err)
		}
	}
	if b.Armies[0].Name != "Patrol" {
		t.Errorf("Put kept the name %q untrimmed", b.Armies[0].Name)
	}
	raw := b.Encode()
	if !strings.HasPrefix(raw, `{"app":"auspex","type":"armies","version":1,"armies":[{"name":"Patrol"`) {
		t.Errorf("envelope: %.80s", raw)
	}
	back, err := Decode(raw, knownSystems)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, b) {
		t.Error("the book read back differs")
	}
	if back.Encode() != raw {
		t.Error("encoding is not a fixed point")
	}
	if got := (Book{}).Encode(); !strings.Contains(got, `"armies":[]`) {
		t.Errorf("an empty book encodes as %s", got)
	}
}

func TestBookDecodeRefuses(t *testing.T) {
	var b Book
	b.Put(armyOf(t, "Patrol", "wh40k10", "patrol-10th.ros"))
	// Indented, as a person editing an exported file may leave it: the
	// reader takes any spacing, and the cases below edit by "key": value.
	var ind bytes.Buffer
	if err := json.Indent(&ind, []byte(b.Encode()), "", " "); err != nil {
		t.Fatal(err)
	}
	good := ind.String()
	cases := map[string]struct{ raw, want string }{
		"not JSON":       {`{"app":`, "not a valid armies file"},
		"wrong type":     {strings.Replace(good, `"armies",`, `"profiles",`, 1), "not an Auspex armies file"},
		"newer version":  {strings.Replace(good, `"version": 1`, `"version": 2`, 1), "version 2 is not one this Auspex reads"},
		"unknown field":  {strings.Replace(good, `"file":`, `"colour": "red", "file":`, 1), "unknown field"},
		"unknown system": {strings.Replace(good, `"wh40k10"`, `"chess"`, 1), `army 1 ("Patrol"): unknown game system "chess"`},
		"empty name":     {strings.Replace(good, `"name": "Patrol"`, `"name": " "`, 1), "the name is empty"},
		"long name":      {strings.Replace(good, `"name": "Patrol"`, `"name": "`+strings.Repeat("n", 61)+`"`, 1), "longer than 60"},
		"bidi name":      {strings.Replace(good, `"name": "Patrol"`, `"name": "Pat\u202erol"`, 1), "RIGHT-TO-LEFT OVERRIDE"},
		"bad date":       {strings.Replace(good, `"2026-11-26"`, `"26/11/2026"`, 1), "not a date written YYYY-MM-DD"},
		"file control":   {strings.Replace(good, `"patrol-10th.ros"`, `"a\u0007.ros"`, 1), "control character"},
		"no models":      {strings.Replace(good, `"count": 4`, `"count": 0`, 1), `unit 2 ("Lancer Squad"): model "Lancer" has a count of 0`},
		"huge count":     {strings.Replace(good, `"count": 3`, `"count": 10001`, 1), "must be from 1 to 10,000"},
		"no units":       {good[:strings.Index(good, `"units": [`)] + `"units": []}}]}`, "the roster has no units"},
		"bad points":     {strings.Replace(good, `"points": 440`, `"points": 1e300`, 1), "out of range"},
		"long keyword":   {strings.Replace(good, `"Captain"`, `"`+strings.Repeat("k", MaxName+1)+`"`, 1), "a keyword is longer than 200 characters"},
		"too large":      {good + strings.Repeat(" ", MaxBookBytes), "too large"},
	}
	dup := Book{Armies: []Army{b.Armies[0], b.Armies[0]}}
	cases["same name twice"] = struct{ raw, want string }{dup.Encode(), "used twice for an army of wh40k10 (also army 1)"}
	for name, c := range cases {
		if _, err := Decode(c.raw, knownSystems); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error with %q", name, err, c.want)
		}
	}
}

func TestBookPutRenameDeleteOf(t *testing.T) {
	var b Book
	p := armyOf(t, "Patrol", "wh40k10", "patrol-10th.ros")
	b.Put(p)
	b.Put(armyOf(t, "alpha", "wh40k10", "grove-newrecruit.ros"))
	b.Put(armyOf(t, "Zulu", "wh40k9", "grove-newrecruit.ros"))
	p.File = "again.ros"
	if replaced, err := b.Put(p); err != nil || !replaced || len(b.Armies) != 3 || b.Armies[0].File != "again.ros" {
		t.Errorf("replacing: %v %v, %d armies", replaced, err, len(b.Armies))
	}
	if got := armyNames(b.Of("wh40k10")); got != "alpha,Patrol" {
		t.Errorf("Of: %s", got)
	}
	if err := b.Rename("wh40k10", "Patrol", "alpha"); err == nil {
		t.Error("renamed onto a name in use")
	}
	if err := b.Rename("wh40k10", "Patrol", "Zulu"); err != nil || b.Find("wh40k10", "Zulu") != 0 {
		t.Errorf("rename to a name used only in another system: %v", err)
	}
	if err := b.Rename("wh40k10", "Zulu", "\u202e"); err == nil {
		t.Error("renamed to a bidi control")
	}
	if err := b.Rename("wh40k10", "nobody", "x"); err == nil {
		t.Error("renamed an army that isn't there")
	}
	if !b.Delete("wh40k10", "Zulu") || b.Delete("wh40k10", "Zulu") || len(b.Armies) != 2 {
		t.Errorf("delete: %d armies", len(b.Armies))
	}
	bad := armyOf(t, "Bad", "wh40k10", "patrol-10th.ros")
	bad.Imported = "yesterday"
	if _, err := b.Put(bad); err == nil || len(b.Armies) != 2 {
		t.Errorf("Put an army with a bad date: %v", err)
	}
}

func TestBookPutRefusesWhatWouldNotReadBack(t *testing.T) {
	var b Book
	huge := armyOf(t, "Huge", "wh40k10", "patrol-10th.ros")
	u := &huge.Roster.Units[0]
	for i := range MaxBookBytes / MaxText {
		u.Rules = append(u.Rules, Rule{Name: strings.Repeat("r", i%50+1), Text: strings.Repeat("t", MaxText)})
	}
	if _, err := b.Put(huge); err == nil || !strings.Contains(err.Error(), "delete an army first") || len(b.Armies) != 0 {
		t.Errorf("Put a book over MaxBookBytes: %v", err)
	}
	grove := armyOf(t, "Grove", "wh40k10", "grove-newrecruit.ros")
	for i := range MaxArmies - 1 {
		grove.Name = fmt.Sprintf("Army %d", i+1)
		b.Armies = append(b.Armies, grove)
	}
	if _, err := b.Put(armyOf(t, "The last", "wh40k10", "grove-newrecruit.ros")); err != nil {
		t.Fatalf("army %d: %v", MaxArmies, err)
	}
	if _, err := b.Put(armyOf(t, "One more", "wh40k10", "grove-newrecruit.ros")); err == nil || len(b.Armies) != MaxArmies {
		t.Errorf("Put past MaxArmies: %v", err)
	}
}

func armyNames(as []Army) string {
	var ns []string
	for _, a := range as {
		ns = append(ns, a.Name)
	}
	return strings.Join(ns, ",")
}
