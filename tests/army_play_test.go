//go:build !wasm

package tests

import (
	"context"
	"encoding/json"
	"math"
	"strings"
	"testing"

	"auspex/engine/army"
	"auspex/engine/rulesets"
)

// The army at the table (issue 50, items 1, 2, 9 and 10), on a phone and a
// tablet: the Army page folds each unit to one line and, opened, shows every
// characteristic of its datasheet; the checklist's reminders follow whose
// turn it is and the setup's steps; an import says where the army went; the
// round trip Army, calculator, Army keeps the page's place.

var tableScreens = []screen{{"390", 390, 844}, {"820", 820, 1180}}

// eachScreen runs f in a fresh browser at each width.
func eachScreen(t *testing.T, f func(t *testing.T, ctx context.Context, log *pageLog, base string)) {
	requireBrowser(t)
	_, base := builtSite(t)
	for _, s := range tableScreens {
		t.Run(s.name, func(t *testing.T) {
			ctx, log := newBrowser(t)
			s.emulate(t, ctx)
			f(t, ctx, log, base)
		})
	}
}

// importArmy imports a test roster on the Army page of path and waits until
// its units are listed.
func importArmy(t *testing.T, ctx context.Context, base, path, file string, units int) {
	t.Helper()
	visit(t, ctx, base+path, path)
	upload(t, ctx, "#army-file", armyRoster(t, file))
	if !eventually(ctx, `document.querySelectorAll("#armies .army-entry .units > li.unit").length === `+itoa(units)) {
		t.Fatalf("the army never listed its %d units; message %q", units, eval[string](t, ctx, armyMsg))
	}
}

// Item 1 and the folded roster: 19 units fit in one line each (the page
// about as tall as the list of names); a unit opened shows each weapon's
// every characteristic as the roster gives it, its own profiles whole, the
// calculator's reading of both, and buttons named with the unit.
func TestBrowserArmyFullProfiles(t *testing.T) {
	sys, r, units := readNative(t, "strike-force-2000.ros")
	eachScreen(t, func(t *testing.T, ctx context.Context, log *pageLog, base string) {
		importArmy(t, ctx, base, armyPath, "strike-force-2000.ros", len(r.Units))
		tall := eval[[]string](t, ctx, `[...document.querySelectorAll("#armies .units > li.unit")].filter(li => li.getBoundingClientRect().height > 64).map(li => li.dataset.unit + " " + Math.round(li.getBoundingClientRect().height) + " px")`)
		if len(tall) > 0 {
			t.Errorf("units not folded to one line: %v", tall)
		}
		list := eval[float64](t, ctx, `document.querySelector("#armies .units").getBoundingClientRect().height`)
		t.Logf("%d units folded: the list %.0f px tall, the page %.0f px", len(r.Units), list, eval[float64](t, ctx, `document.documentElement.scrollHeight`))
		if limit := float64(len(r.Units)) * 64; list > limit {
			t.Errorf("the list of %d units is %.0f px tall (at most %.0f)", len(r.Units), list, limit)
		}

		// The first unit with a weapon and a target profile.
		i := -1
		for k, u := range units {
			if len(u.Attacks) > 0 && u.Target != "" {
				i = k
				break
			}
		}
		if i < 0 {
			t.Fatal("no unit with an attack and a target")
		}
		u, ru := units[i], r.Units[i]
		unit := unitSel(i + 1)
		tap(t, ctx, unit+" > details > summary")
		if !eventually(ctx, `!!document.querySelector(`+jsString(unit+" .attack")+`)`) {
			t.Fatalf("%s did not open", u.Name)
		}
		shown := func(sel string) []string {
			return eval[[]string](t, ctx, `[...document.querySelectorAll(`+jsString(sel)+`)].map(e => e.textContent.replace(/\s+/g, " ").trim())`)
		}
		am := sys.Army.Attacks[0]
		checked := 0
		for _, p := range ru.Profiles {
			isWeapon := strings.EqualFold(p.Type, am.Types[0])
			isOwn := strings.EqualFold(p.Type, sys.Army.Target[0].Type)
			if !isWeapon && !isOwn {
				continue
			}
			sel := unit + ` .profile[data-profile="` + p.Name + `"] .char`
			got := strings.Join(shown(sel), " | ")
			for _, c := range p.Chars {
				if strings.EqualFold(c.Name, am.Keywords) {
					continue
				}
				want := c.Name + " " + strings.TrimSpace(c.Value)
				if !strings.Contains(" | "+got+" ", " | "+want) {
					t.Errorf("%s, %s %s: %q missing from %q", u.Name, p.Type, p.Name, want, got)
				}
			}
			checked++
		}
		if checked == 0 {
			t.Fatalf("%s: no profile checked", u.Name)
		}
		if lines := shown(unit + " .calc-line"); len(lines) < 2 || !strings.HasPrefix(lines[0], "Calculator: ") {
			t.Errorf("%s: the calculator's readings are %q", u.Name, lines)
		}
		named := eval[[]string](t, ctx, `[...document.querySelectorAll(`+jsString(unit+" button")+`)].map(b => b.getAttribute("aria-label") || b.textContent)`)
		for _, n := range named {
			if !strings.Contains(n, u.Name) {
				t.Errorf("the button %q does not name %s", n, u.Name)
			}
		}
		wide := eval[[]string](t, ctx, `[...document.querySelectorAll("#armies *")].filter(e => e.getBoundingClientRect().right > innerWidth + 1).map(e => e.className || e.tagName)`)
		if len(wide) > 0 {
			t.Errorf("wider than the screen: %v", wide)
		}
		screenshot(t, ctx, "army-profiles-"+itoa(int(eval[float64](t, ctx, "innerWidth"))))
		assertClean(t, log, base)
	})
}

// Item 10: a unit opened low on the page, its Shoot, then the Army tab:
// the page is where it was, the unit still open; the calculator's picker
// marks the unit as the attacker, then as the target, each button naming
// its unit.
func TestBrowserArmyRoundTripKeepsPlace(t *testing.T) {
	_, r, units := readNative(t, "strike-force-2000.ros")
	i := -1
	for k := len(units) - 1; k >= 0; k-- {
		if len(units[k].Attacks) > 0 && units[k].Target != "" {
			i = k
			break
		}
	}
	if i < 8 {
		t.Fatalf("no unit low enough in the roster (%d)", i)
	}
	u := units[i]
	eachScreen(t, func(t *testing.T, ctx context.Context, log *pageLog, base string) {
		importArmy(t, ctx, base, armyPath, "strike-force-2000.ros", len(r.Units))
		unit := unitSel(i + 1)
		tap(t, ctx, unit+" > details > summary")
		if !eventually(ctx, `!!document.querySelector(`+jsString(unit+" details[open] button.attack-with")+`)`) {
			t.Fatalf("%s did not open", u.Name)
		}
		at := scrollTo(t, ctx, unit+" button.attack-with")
		if at < 300 {
			t.Fatalf("%s sits at scrollY %v: too high to prove anything", u.Name, at)
		}
		tap(t, ctx, unit+" button.attack-with")
		waitRoute(t, ctx, calcPath)
		tap(t, ctx, "#calc-armies > summary")
		row := `#army-picker li[data-unit="` + u.Name + `"]`
		if !eventually(ctx, `(document.querySelector(`+jsString(row+" .role")+`) || {textContent: ""}).textContent.includes("Attacker: `+u.Attacks[0].Label+`")`) {
			t.Errorf("the picker does not mark %s as the attacker: %q", u.Name, eval[string](t, ctx, `(document.querySelector(`+jsString(row)+`) || {textContent: "(no row)"}).textContent`))
		}
		tap(t, ctx, row+" button.pick-target")
		if !eventually(ctx, `(document.querySelector(`+jsString(row+" .role")+`) || {textContent: ""}).textContent.includes("Target")`) {
			t.Errorf("the picker does not mark %s as the target", u.Name)
		}
		if got := eval[string](t, ctx, `document.querySelector(`+jsString(row+" button.pick-target")+`).getAttribute("aria-pressed")`); got != "true" {
			t.Errorf("the target button is aria-pressed=%q", got)
		}
		unnamed := eval[[]string](t, ctx, `[...document.querySelectorAll("#army-picker li[data-unit]")].flatMap(li => [...li.querySelectorAll("button")].filter(b => !(b.getAttribute("aria-label") || "").includes(li.dataset.unit)).map(b => li.dataset.unit + ": " + b.textContent))`)
		if len(unnamed) > 0 {
			t.Errorf("picker buttons whose name lacks their unit: %v", unnamed)
		}
		screenshot(t, ctx, "army-picker-"+itoa(int(eval[float64](t, ctx, "innerWidth"))))

		tap(t, ctx, `nav.tabs a[href$="/army"]`)
		waitRoute(t, ctx, armyPath)
		if y := settledScroll(t, ctx); math.Abs(y-at) > 3 {
			t.Errorf("back on the Army page at scrollY %v, not where it was left (%v)", y, at)
		}
		if !eval[bool](t, ctx, `!!document.querySelector(`+jsString(unit+" > details[open] button.attack-with")+`)`) {
			t.Errorf("%s is folded again", u.Name)
		}
		role := eval[string](t, ctx, `(document.querySelector(`+jsString(unit+" > details > summary .role")+`) || {textContent: ""}).textContent`)
		if want := "In the calculator: Attacker: " + u.Attacks[0].Label + ", Target"; role != want {
			t.Errorf("the Army page marks %s %q, want %q", u.Name, role, want)
		}
		assertClean(t, log, base)
	})
}

// Item 9: a 10th edition roster picked on the 9th edition page is offered
// there; taken, the page says where it went with a link to it and nothing
// of the refusal stays; the link opens the army there, listed and open. An
// import on its own page says so too.
func TestBrowserArmyImportSaysWhere(t *testing.T) {
	_, r, _ := readNative(t, "patrol-10th.ros")
	ten, _ := rulesets.Registry().Get("wh40k10")
	eachScreen(t, func(t *testing.T, ctx context.Context, log *pageLog, base string) {
		const nine = "/wh40k9/army"
		visit(t, ctx, base+nine, nine)
		upload(t, ctx, "#army-file", armyRoster(t, "patrol-10th.ros"))
		tap(t, ctx, "#army-elsewhere")
		if !eventually(ctx, armyMsg+`.includes("Imported \"`+r.Name+`\" into `+ten.Info.Short+`")`) {
			t.Fatalf("after Import it into: %q", eval[string](t, ctx, armyMsg))
		}
		if msg := eval[string](t, ctx, armyMsg); strings.Contains(msg, "Not imported") {
			t.Errorf("the refusal stays: %q", msg)
		}
		if eval[bool](t, ctx, `!!document.querySelector("#army-msg.refused, #army-elsewhere")`) {
			t.Error("the message is still marked refused, or still offers the import")
		}
		link := `#army-msg a.army-went[href$="/wh40k10/army"]`
		if !eventually(ctx, `!!document.querySelector(`+jsString(link)+`)`) {
			t.Fatalf("no link to where the army went: %q", eval[string](t, ctx, `document.getElementById("army-msg").innerHTML`))
		}
		screenshot(t, ctx, "army-import-elsewhere-"+itoa(int(eval[float64](t, ctx, "innerWidth"))))
		tap(t, ctx, link)
		waitRoute(t, ctx, armyPath)
		if !eventually(ctx, `!!document.querySelector(`+jsString(`#armies .army-entry[data-name="`+r.Name+`"] details.army-units[open] li.unit`)+`)`) {
			t.Errorf("the army is not listed open on %s", armyPath)
		}

		upload(t, ctx, "#army-file", armyRoster(t, "patrol-10th.ros"))
		if !eventually(ctx, armyMsg+`.includes("into `+ten.Info.Short+`") && `+armyMsg+`.includes("listed below")`) {
			t.Errorf("an import on its own page says %q", eval[string](t, ctx, armyMsg))
		}
		assertClean(t, log, base)
	})
}

// turnBook is a stored book of one wh40k10 army of invented units whose
// abilities apply in the player's own Shooting phase, in the opponent's,
// before the battle (Scouts), "as if" in a Shooting phase (so in none), and
// an army rule every unit carries.
func turnBook(t *testing.T) string {
	t.Helper()
	oath := army.Rule{Name: "Oath of Moment", Text: "At the start of your Command phase, pick one enemy unit: re-roll Hit rolls against it."}
	unit := func(name string, models int, rules ...army.Rule) army.Unit {
		return army.Unit{Name: name, Models: []army.Model{{Name: name, Count: models}}, Rules: append([]army.Rule{oath}, rules...)}
	}
	var b army.Book
	_, err := b.Put(army.Army{Name: "Tide Wardens", System: "wh40k10", File: "tide.ros", Imported: "2026-12-01",
		Roster: army.Roster{Name: "Tide Wardens", System: "Invented", Units: []army.Unit{
			unit("Vanguard Squad", 5, army.Rule{Name: "Scouts 6\"", Text: "Before the first turn begins, this unit may make a Normal move of up to 6\"."}),
			unit("Ember Guard", 10, army.Rule{Name: "Sure Aim", Text: "In your Shooting phase, after this unit has shot, it may make a Normal move of up to 3\"."}),
			unit("Watch Team", 3,
				army.Rule{Name: "Counter-fire", Text: "In your opponent's Shooting phase, after an enemy unit has shot, this unit may shoot at it."},
				army.Rule{Name: "Opportunist", Text: "When an enemy unit ends a move within 9\" of this unit, it can shoot as if it were your Shooting phase."}),
		}}})
	if err != nil {
		t.Fatal(err)
	}
	lit, _ := json.Marshal(b.Encode())
	return string(lit)
}

// Item 2: with the army added for the first player, Next through setup and
// two player turns: Scouts shows at the step that begins the battle and
// nowhere in a phase; the army rule once, as the army's, in the player's
// own Command phase only; Sure Aim in the player's own Shooting phase,
// Counter-fire in the opponent's, Opportunist in neither.
func TestBrowserChecklistRemindersByTurn(t *testing.T) {
	const path = "/wh40k10/checklist"
	sys, _ := rulesets.Registry().Get("wh40k10")
	eachScreen(t, func(t *testing.T, ctx context.Context, log *pageLog, base string) {
		visit(t, ctx, base+path, path)
		eval[bool](t, ctx, `localStorage.setItem("auspex.armies", `+turnBook(t)+`), true`)
		reload(t, ctx, path)
		side := `.roster[data-side="0"]`
		tap(t, ctx, side+` .add-army summary`)
		tap(t, ctx, side+` button.pick-army[data-army="Tide Wardens"]`)
		if !eventually(ctx, `document.querySelectorAll(`+jsString(side+" li.unit")+`).length === 3`) {
			t.Fatal("the army was not added")
		}
		type stop struct{ step, reminders string }
		var stops []stop
		read := `[...document.querySelectorAll(".now .army-reminders .army-side")].map(g => g.dataset.turn + ": " + [...g.querySelectorAll("li summary")].map(s => s.textContent).join(" | ")).join(" / ")`
		shooting := 0
		for range 60 {
			step := currentStep(t, ctx)
			stops = append(stops, stop{step, eval[string](t, ctx, read)})
			if step == "select-shooter" {
				shooting++
				if shooting == 2 {
					break
				}
			}
			tap(t, ctx, "button.next")
			if !eventually(ctx, `document.querySelector(".checklist").dataset.step !== `+jsString(step)) {
				t.Fatalf("Next did not move on from %s", step)
			}
		}
		if shooting < 2 {
			t.Fatalf("two Shooting phases never reached: %v", stops)
		}
		setup := map[string]bool{}
		for _, st := range sys.Setup {
			setup[st.ID] = true
		}
		var log2 []string
		commands, shootings := 0, 0
		for _, s := range stops {
			log2 = append(log2, s.step+" → "+s.reminders)
			has := func(x string) bool { return strings.Contains(s.reminders, x) }
			switch {
			case s.step == "begin-battle":
				if !has("Vanguard Squad: Scouts 6\"") {
					t.Errorf("Scouts is not reminded at the step that begins the battle: %q", s.reminders)
				}
			case setup[s.step]:
				if has("Scouts") || has("Sure Aim") || has("Counter-fire") {
					t.Errorf("at setup step %s: %q", s.step, s.reminders)
				}
			default:
				if has("Scouts") || has("Opportunist") {
					t.Errorf("at %s: %q", s.step, s.reminders)
				}
			}
			if s.step == "command-step" {
				commands++
				want := commands == 1
				if got := strings.Count(s.reminders, "Oath of Moment"); got != map[bool]int{true: 1, false: 0}[want] {
					t.Errorf("Command phase %d: Oath of Moment shown %d times: %q", commands, got, s.reminders)
				}
				if want && !has("own: Army: Oath of Moment") {
					t.Errorf("the army rule is not named once for the army: %q", s.reminders)
				}
			}
			if s.step == "select-shooter" {
				shootings++
				if shootings == 1 && (s.reminders != "own: Ember Guard: Sure Aim") {
					t.Errorf("the first player's own Shooting phase reminds %q", s.reminders)
				}
				if shootings == 2 && (s.reminders != "opponent: Watch Team: Counter-fire") {
					t.Errorf("the opponent's Shooting phase reminds %q", s.reminders)
				}
			}
		}
		if t.Failed() {
			t.Logf("stops:\n%s", strings.Join(log2, "\n"))
		}
		assertClean(t, log, base)
	})
}
