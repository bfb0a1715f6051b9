//go:build !wasm

package tests

import (
	"path/filepath"
	"strings"
	"testing"
)

// An attack sent from the Army page reaches the calculator in every system
// whose attacks are not plain attacker profiles: wh40k5's set the attack
// mode (a field of no profile), Epic's fill a formation. Both were refused
// with "could not be put in the calculator" until the ranking's tests
// (engine/rank) put every real attack through the profile path.
func TestBrowserArmyFillModeAndFormation(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	for _, tc := range []struct{ id, file string }{
		{"wh40k5", "../engine/rulesets/wh40k5/testdata/army/cinder-host-1500.ros"},
		{"epic", "../engine/rulesets/epic/testdata/army/iron-kin-1500.ros"},
	} {
		t.Run(tc.id, func(t *testing.T) {
			path, err := filepath.Abs(tc.file)
			if err != nil {
				t.Fatal(err)
			}
			_, r, units := readAs(t, path, tc.id)
			first := -1
			var name, label string
			for i, u := range units {
				if len(u.Attacks) > 0 {
					first, name, label = i, u.Name, u.Attacks[0].Label
					break
				}
			}
			if first < 0 {
				t.Fatal("no unit attacks")
			}
			ctx, log := newBrowser(t)
			armyPage := "/" + tc.id + "/army"
			visit(t, ctx, base+armyPage, armyPage)
			upload(t, ctx, "#army-file", path)
			if !eventually(ctx, `document.querySelectorAll("#armies .army-entry .units > li.unit").length === `+itoa(len(r.Units))) {
				t.Fatalf("the army was not listed: %q", eval[string](t, ctx, armyMsg))
			}
			tap(t, ctx, unitSel(first+1)+" > details > summary")
			tap(t, ctx, unitSel(first+1)+" .attacks > .attack:nth-child(1) button.attack-with")
			waitRoute(t, ctx, "/"+tc.id+"/calc")
			notice := `(document.getElementById("calc-notice") || {textContent: ""}).textContent`
			if !eventually(ctx, `(document.getElementById("calc-army") || {textContent: ""}).textContent.includes(`+jsString(name+" ("+label+")")+`)`) {
				t.Errorf("the calculator does not name %s (%s): %q; notice %q", name, label,
					eval[string](t, ctx, `(document.getElementById("calc-army") || {textContent: ""}).textContent`), eval[string](t, ctx, notice))
			}
			if n := eval[string](t, ctx, notice); strings.Contains(n, "could not be put") {
				t.Errorf("refused: %q", n)
			}
			// The army ranked against the calculator's target: a row for
			// each attack the calculator takes, nothing refused here.
			visit(t, ctx, base+armyPage+"?rank=calc", armyPage)
			attacks := 0
			for _, u := range units {
				attacks += len(u.Attacks)
			}
			if !eventually(ctx, `document.querySelectorAll("#rank-rows .rank-row").length === `+itoa(attacks)) {
				t.Errorf("%d rows ranked, the army has %d attacks; refused: %q", eval[int](t, ctx, `document.querySelectorAll("#rank-rows .rank-row").length`), attacks,
					eval[string](t, ctx, `(document.getElementById("rank-refused") || {textContent: ""}).textContent`))
			}
			screenshot(t, ctx, "army-rank-"+tc.id)
			assertClean(t, log, base)
		})
	}
}
