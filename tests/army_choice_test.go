//go:build !wasm

package tests

import (
	"strings"
	"testing"
)

// A weapon of several profiles on a phone (390 px): the Impulsor's
// Bellicatus Missile Array fires one of frag, Icarus or krak, never all
// three; the Army page offers a select, and the calculator gets the picked
// profile's line.
func TestBrowserArmyWeaponChoice(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	const file = "corpus/wh40k10/prettyscribe_Ultramarines_10E.rosz"
	_, r, units := readNative(t, file)
	at, line := -1, 0
	for i, u := range units {
		if u.Name == "Impulsor" && len(u.Attacks) > 0 && len(u.Attacks[0].Choices) == 1 {
			at, line = i, u.Attacks[0].Choices[0].Line
			break
		}
	}
	if at < 0 {
		t.Fatal("no Impulsor with a choice of profiles")
	}
	ctx, log := newBrowser(t)
	visit(t, ctx, base+armyPath, armyPath)
	upload(t, ctx, "#army-file", armyRoster(t, file))
	if !eventually(ctx, `document.querySelectorAll("#armies .army-entry .units > li.unit").length === `+itoa(len(r.Units))) {
		t.Fatalf("the army never listed its %d units; message %q", len(r.Units), eval[string](t, ctx, armyMsg))
	}
	eval[bool](t, ctx, `document.querySelector("#armies details.army-units").open = true, true`)
	unit := unitSel(at + 1)
	tap(t, ctx, unit+" > details > summary") // a unit is one line until opened
	pick := unit + " .attacks > .attack:nth-child(1) select.weapon-pick"
	if !eventually(ctx, `!!document.querySelector(`+jsString(pick)+`)`) {
		t.Fatalf("no select for the missile array's profiles: %s", eval[string](t, ctx, `document.querySelector(`+jsString(unit)+`).textContent`))
	}
	if got := eval[string](t, ctx, `[...document.querySelector(`+jsString(pick)+`).options].map(o => o.textContent).join("|")`); got != "Frag|Icarus|Krak" {
		t.Errorf("options %q, want Frag|Icarus|Krak", got)
	}
	weapons := `[...document.querySelectorAll(` + jsString(unit+" .attacks > .attack:nth-child(1) ul.weapons > li") + `)].map(li => li.textContent).join("|")`
	if got := eval[string](t, ctx, weapons); !strings.Contains(got, "Array - Frag") || strings.Contains(got, "Krak") || strings.Contains(got, "Icarus") {
		t.Errorf("before a pick, one profile, the first: %q", got)
	}
	eval[bool](t, ctx, `(s => (s.value = "2", s.dispatchEvent(new Event("change", {bubbles: true})), true))(document.querySelector(`+jsString(pick)+`))`)
	if !eventually(ctx, weapons+`.includes("Array - Krak") && !`+weapons+`.includes("Array - Frag")`) {
		t.Fatalf("krak picked (the select reads %q), the weapons read %q; the attack: %s", eval[string](t, ctx, `document.querySelector(`+jsString(pick)+`).value`),
			eval[string](t, ctx, weapons), eval[string](t, ctx, `document.querySelector(`+jsString(unit+" .attacks > .attack:nth-child(1)")+`).outerHTML`))
	}
	if w := eval[string](t, ctx, `document.documentElement.scrollWidth + "/" + document.documentElement.clientWidth`); w != "390/390" {
		t.Errorf("the Army page is wider than the phone: %s", w)
	}
	screenshot(t, ctx, "army-weapon-choice-390")
	tap(t, ctx, unit+" .attacks > .attack:nth-child(1) button.attack-with")
	waitRoute(t, ctx, calcPath)
	q := calcQuery(t, ctx)
	k := itoa(line) + "."
	if q.Get(k+"s") != "8" || q.Get(k+"ap") != "-2" || q.Get(k+"d") != "D6" || q.Get(k+"a") != "1" {
		t.Errorf("the calculator's line %d is not the krak missile (A1 S8 AP-2 D6): %v", line, q)
	}
	if q.Get(itoa(len(units[at].Attacks[0].Weapons)+1)+".a") != "" {
		t.Errorf("more lines than weapons: %v", q)
	}
	assertClean(t, log, base)
}
