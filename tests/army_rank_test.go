//go:build !wasm

package tests

import (
	"net/url"
	"strconv"
	"strings"
	"testing"

	"auspex/engine/rank"
	"auspex/engine/ruleset"
)

// "Who should take the shot" (issue 51) on a phone, offline: the 2,000
// point army ranked against a unit of a second imported army; the rows are
// the native ranking's (engine/rank, itself checked against the calculator
// in its own tests), in its order, each attack kind apart; a toggle reorders
// them as the native ranking does and keeps tied rows in place; the rows fit
// 390 px; a tap opens the attack in the calculator with the same figures.
func TestBrowserArmyRank(t *testing.T) {
	sys, r, units := readNative(t, "strike-force-2000.ros")
	_, foe, foeUnits := readNative(t, "patrol-10th.ros")
	requireBrowser(t)
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	screen{"390", 390, 844}.emulate(t, ctx)

	// The target: the opponent's first unit with an invulnerable save.
	tgt := -1
	for j, u := range foeUnits {
		if strings.Contains(u.Target, "inv=") {
			tgt = j
			break
		}
	}
	if tgt < 0 {
		t.Fatal("no unit of the opponent's roster has an invulnerable save")
	}
	target := foeUnits[tgt].Target

	visit(t, ctx, base+armyPath, armyPath)
	waitController(t, ctx)
	waitReadyOffline(t, ctx)
	upload(t, ctx, "#army-file", armyRoster(t, "strike-force-2000.ros"))
	if !eventually(ctx, `document.querySelectorAll("#armies .army-entry").length === 1`) {
		t.Fatalf("the first army was not listed: %q", eval[string](t, ctx, armyMsg))
	}
	upload(t, ctx, "#army-file", armyRoster(t, "patrol-10th.ros"))
	if !eventually(ctx, `document.querySelectorAll("#armies .army-entry").length === 2`) {
		t.Fatalf("the second army was not listed: %q", eval[string](t, ctx, armyMsg))
	}
	goOffline(t, ctx) // the ranking is worked out in the page: nothing goes to the network

	tap(t, ctx, "#army-rank > summary")
	choose := func(sel, value string) {
		t.Helper()
		js := `(s => { if (!s) return false; s.value = ` + jsString(value) + `; if (s.value !== ` + jsString(value) + `) return false;
			s.dispatchEvent(new Event("change", {bubbles: true})); return true })(document.querySelector(` + jsString(sel) + `))`
		if !eventually(ctx, js) {
			t.Fatalf("could not choose %q in %s: options %v", value, sel,
				eval[[]string](t, ctx, `[...document.querySelectorAll(`+jsString(sel+" option")+`)].map(o => o.value)`))
		}
	}
	choose("#rank-army", r.Name)
	choose("#rank-target", "u:"+strconv.Itoa(tgt)+":"+foe.Name)

	// What the page must show: the native ranking, with the toggles as the
	// target sets them.
	toggles := url.Values{}
	for _, k := range sys.Army.Toggles {
		f, _ := sys.Calc.Form().Field(k)
		toggles.Set(k, f.Default)
	}
	tq, _ := url.ParseQuery(target)
	for k := range toggles {
		if v, ok := tq[k]; ok {
			toggles[k] = v
		}
	}
	attacks := rank.Attacks(units, nil)
	shown := func(rows []rank.Row, order []int) []string {
		var out []string
		for _, i := range order {
			if rows[i].Why == "" {
				f, _ := rows[i].Figure("damage")
				out = append(out, rows[i].Attack+"|"+rows[i].UnitName+"|"+strconv.FormatFloat(f.Value, 'g', 10, 64))
			}
		}
		return out
	}
	const onPage = `[...document.querySelectorAll("#rank-rows .rank-group")].flatMap(g => [...g.querySelectorAll(".rank-row")].map(r =>
		g.dataset.attack + "|" + r.dataset.unit + "|" + r.querySelector('.rank-fig[data-fig="damage"]').dataset.value))`
	// The page groups each attack kind apart, in the order the kinds first
	// appear in the roster: the native rows regrouped so.
	grouped := func(rows []string) []string {
		var kinds []string
		for _, at := range attacks {
			if !strings.Contains(strings.Join(kinds, "\x00"), at.Label) {
				kinds = append(kinds, at.Label)
			}
		}
		var out []string
		for _, k := range kinds {
			for _, r := range rows {
				if strings.HasPrefix(r, k+"|") {
					out = append(out, r)
				}
			}
		}
		return out
	}
	rows := rank.Rank(sys.Calc, attacks, target, toggles)
	order := rank.Order(rows, "damage", nil)
	want := grouped(shown(rows, order))
	if len(want) < 10 {
		t.Fatalf("only %d attacks of the 2,000 point army answered natively", len(want))
	}
	// (Eventually: the rows against the calculator's target, drawn when the
	// panel opened, are as many.)
	if !eventually(ctx, `(`+onPage+`).join("\t") === `+jsString(strings.Join(want, "\t"))) {
		t.Fatalf("the page's rows differ from the native ranking:\npage   %v\nnative %v", eval[[]string](t, ctx, onPage), want)
	}
	t.Logf("%d attacks ranked in %s ms (this browser, headless)", len(want), eval[string](t, ctx, `document.getElementById("rank-rows").dataset.ms`))

	// A toggle: the first of the system's that changes this ranking (the
	// roster decides which: no Rapid Fire, no change within half range).
	// The rows follow the native ranking with it on, tied rows in the
	// order they had.
	key, want2 := "", []string(nil)
	for _, k := range sys.Army.Toggles {
		if f, _ := sys.Calc.Form().Field(k); f.Kind != ruleset.Toggle || toggles.Get(k) == "1" {
			continue
		}
		on := url.Values{}
		for k2, v := range toggles {
			on[k2] = v
		}
		on.Set(k, "1")
		rows2 := rank.Rank(sys.Calc, attacks, target, on)
		if w := grouped(shown(rows2, rank.Order(rows2, "damage", order))); strings.Join(w, "\t") != strings.Join(want, "\t") {
			key, want2 = k, w
			break
		}
	}
	if key == "" {
		t.Fatalf("no toggle of %v changes this ranking: the test proves nothing", sys.Army.Toggles)
	}
	t.Logf("toggle %s changes the ranking", key)
	tap(t, ctx, `#rank-toggles button[data-key="`+key+`"]`)
	if !eventually(ctx, `(`+onPage+`).join("\t") === `+jsString(strings.Join(want2, "\t"))) {
		t.Errorf("with %s on, the page's rows differ from the native ranking:\npage   %v\nnative %v", key, eval[[]string](t, ctx, onPage), want2)
	}
	if !eval[bool](t, ctx, `document.querySelector('#rank-toggles button[data-key="`+key+`"]').getAttribute("aria-pressed") === "true"`) {
		t.Errorf("the %s toggle does not show it is on", key)
	}

	// 390 px: nothing scrolls sideways, no row ends past the screen.
	wide := eval[[]string](t, ctx, `[...document.querySelectorAll("#army-rank, #army-rank .rank-row, #army-rank select, #army-rank button")].filter(e => e.getBoundingClientRect().right > innerWidth + 0.5).map(e => e.className + " " + Math.round(e.getBoundingClientRect().right))`)
	if len(wide) > 0 || eval[bool](t, ctx, `document.documentElement.scrollWidth > innerWidth`) {
		t.Errorf("at 390 px the ranking is wider than the screen: %v (page %d px)", wide, eval[int](t, ctx, `document.documentElement.scrollWidth`))
	}
	screenshot(t, ctx, "army-rank-390")
	if src := axeSource(t); src != "" { // the panel as a screen reader meets it: labelled selects, pressed toggles, rows read whole
		for _, v := range axeRun(t, ctx, src) {
			t.Errorf("axe: %s", v)
		}
	}

	// A tap on the first row: the calculator, with the attack, the target
	// and the toggle, shows the row's figures and names both units.
	first := eval[string](t, ctx, `document.querySelector("#rank-rows .rank-row").dataset.unit`)
	dmg := eval[string](t, ctx, `document.querySelector('#rank-rows .rank-row .rank-fig[data-fig="damage"] strong').textContent`)
	tap(t, ctx, "#rank-rows .rank-row .rank-open")
	waitRoute(t, ctx, calcPath)
	if !eventually(ctx, `(document.getElementById("calc-army") || {textContent: ""}).textContent.includes(`+jsString(first)+`) && document.getElementById("calc-army").textContent.includes(`+jsString(foeUnits[tgt].Name)+`)`) {
		t.Errorf("the calculator does not name the row's unit %q and the target %q: %q", first, foeUnits[tgt].Name, eval[string](t, ctx, `(document.getElementById("calc-army") || {textContent: ""}).textContent`))
	}
	if head := eval[string](t, ctx, headlineText); !strings.Contains(head, dmg) {
		t.Errorf("the calculator's headline %q does not show the row's damage %s", head, dmg)
	}
	if notice := eval[string](t, ctx, `(document.querySelector(".calc-notice, #calc-notice") || {textContent: ""}).textContent`); strings.Contains(notice, "could not be put") {
		t.Errorf("the calculator refused a fill: %q", notice)
	}

	// Back the other way: the calculator's "Rank an army against this
	// target" opens the panel against the calculator's target, which is now
	// the row's, with its toggles: the same rows as before the tap.
	tap(t, ctx, "#calc-armies > summary")
	tap(t, ctx, "#calc-rank")
	waitRoute(t, ctx, armyPath)
	if !eventually(ctx, `!!document.querySelector("#army-rank[open]") && document.getElementById("rank-target").value === "calc"`) {
		t.Fatalf("the calculator's link did not open the ranking against its target")
	}
	choose("#rank-army", r.Name)
	if !eventually(ctx, `(`+onPage+`).join("\t") === `+jsString(strings.Join(want2, "\t"))) {
		t.Errorf("against the calculator's target the rows differ:\npage   %v\nnative %v", eval[[]string](t, ctx, onPage), want2)
	}

	// A reload (a phone that dropped the tab) finds the same ranking: the
	// panel open, the army, the target, the toggle on, the same rows.
	visit(t, ctx, base+armyPath, armyPath)
	if !eventually(ctx, `!!document.querySelector("#army-rank[open]") && (`+onPage+`).join("\t") === `+jsString(strings.Join(want2, "\t"))) {
		t.Errorf("after a reload the ranking is not as it was: open %v, rows %v", eval[bool](t, ctx, `!!document.querySelector("#army-rank[open]")`), eval[[]string](t, ctx, onPage))
	}
	if !eval[bool](t, ctx, `document.querySelector('#rank-toggles button[data-key="`+key+`"]').getAttribute("aria-pressed") === "true"`) {
		t.Errorf("after a reload the %s toggle is off", key)
	}
	// Stored choices that do not read: set aside, said, the page whole.
	eval[bool](t, ctx, `localStorage.setItem("auspex.rank.wh40k10", '{"v":1,"open":1,"toggles":"half=7"}'), true`)
	visit(t, ctx, base+armyPath, armyPath)
	if msg := eval[string](t, ctx, armyMsg); !strings.Contains(msg, "ranking choices could not be read") {
		t.Errorf("corrupt ranking choices: message %q", msg)
	}
	if eval[int](t, ctx, `document.querySelectorAll("#armies .army-entry").length`) != 2 || eval[bool](t, ctx, `!!document.querySelector("#army-rank[open]")`) {
		t.Error("after corrupt ranking choices the armies are not listed, or the panel opened")
	}
	proveOffline(t, ctx)
	assertClean(t, log, base, "ERR_INTERNET_DISCONNECTED", "Failed to load resource")
}
