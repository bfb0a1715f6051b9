//go:build !wasm

package tests

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/base64"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"auspex/engine/army"
	"auspex/engine/ruleset"
	"auspex/engine/rulesets"

	"github.com/chromedp/chromedp"
)

// The Army page (app/armies) in the browser: a roster imported through the
// real file input, its units sent to the calculator, a file shared to the
// installed app while offline, and bad files refused without loss.

const armyPath = "/wh40k10/army"

// armyRoster is a test roster of the reader's, as a path.
func armyRoster(t testing.TB, name string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("..", "engine", "army", "testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// readNative reads a roster with the standard library's parsers and maps
// its units with wh40k10's ArmyMap: the answer the browser must reach.
func readNative(t *testing.T, name string) (*ruleset.Ruleset, *army.Roster, []ruleset.ArmyUnit) {
	t.Helper()
	return readAs(t, armyRoster(t, name), "wh40k10")
}

// readAs reads the roster at path natively and maps its units with the
// map of the system it must be read as.
func readAs(t *testing.T, path, id string) (*ruleset.Ruleset, *army.Roster, []ruleset.ArmyUnit) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	r, err := army.Read(data, army.Native())
	if err != nil {
		t.Fatal(err)
	}
	sys, ok := rulesets.Registry().ArmyFor(r.System)
	if !ok || sys.Info.ID != id {
		t.Fatalf("%s is not read as a %s roster", path, id)
	}
	units := make([]ruleset.ArmyUnit, len(r.Units))
	for i, u := range r.Units {
		units[i] = sys.Army.Unit(sys.Calc.Form(), u)
	}
	return sys, r, units
}

// upload sets a file on the page's file input through DevTools
// (DOM.setFileInputFiles), which fires its change event as a pick does.
func upload(t testing.TB, ctx context.Context, sel, path string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles(sel, []string{path})); err != nil {
		t.Fatalf("setting %s on %s: %v", path, sel, err)
	}
}

const armyMsg = `(document.getElementById("army-msg") || {textContent: ""}).textContent`

// unitSel is a unit of the first listed army, by its place (1-based).
func unitSel(i int) string {
	return "#armies .army-entry .units > li.unit:nth-child(" + itoa(i) + ")"
}

func itoa(i int) string { return strconv.Itoa(i) }

const headlineText = `(document.getElementById("headline") || {textContent: ""}).textContent`

// Import the 2,000 point roster through the file input, "Shoot" with one
// unit, go back to the Army page, "Target" another: the calculator's exact
// headline equals the one of the same query typed as a link.
func TestBrowserArmyImportAttack(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	sys, r, units := readNative(t, "strike-force-2000.ros")
	ctx, log := newBrowser(t)
	visit(t, ctx, base+armyPath, armyPath)
	upload(t, ctx, "#army-file", armyRoster(t, "strike-force-2000.ros"))
	if !eventually(ctx, `document.querySelectorAll("#armies .army-entry .units > li.unit").length === `+itoa(len(r.Units))) {
		t.Fatalf("the army never listed its %d units; message %q", len(r.Units), eval[string](t, ctx, armyMsg))
	}
	t.Logf("import of %s (%d units, %g points): %.1f ms from the pick to the army stored", "strike-force-2000.ros", len(r.Units), r.Points,
		eval[float64](t, ctx, `Number(document.documentElement.getAttribute("data-import-ms"))`))
	if msg := eval[string](t, ctx, armyMsg); !strings.Contains(msg, `Imported "`+r.Name+`"`) {
		t.Errorf("message %q", msg)
	}

	// The attacker: the first unit with two or more weapon lines to shoot;
	// the target: the first unit with an invulnerable save that is another.
	att, tgt := -1, -1
	for i, u := range units {
		if att < 0 && len(u.Attacks) > 0 && u.Attacks[0].Label == "Shoot" && len(u.Attacks[0].Weapons) > 1 {
			att = i
		}
		if tgt < 0 && i != att && att >= 0 && strings.Contains(u.Target, "inv=") {
			tgt = i
		}
	}
	if att < 0 || tgt < 0 {
		t.Fatalf("no attacker (%d) or target (%d) in the roster", att, tgt)
	}
	shoot, target := units[att].Attacks[0], units[tgt]
	tap(t, ctx, unitSel(att+1)+" > details > summary") // a unit is one line until opened
	tap(t, ctx, unitSel(att+1)+" .attacks > .attack:nth-child(1) button.attack-with")
	waitRoute(t, ctx, calcPath)
	if !eventually(ctx, `(document.getElementById("calc-army") || {textContent: ""}).textContent.includes(`+jsString(units[att].Name+" (Shoot)")+`)`) {
		t.Fatalf("the calculator does not say which unit attacks: %q", eval[string](t, ctx, `document.getElementById("calc-army").textContent`))
	}
	tap(t, ctx, `nav.tabs a[href$="/army"]`)
	waitRoute(t, ctx, armyPath)
	tap(t, ctx, unitSel(tgt+1)+" > details > summary")
	tap(t, ctx, unitSel(tgt+1)+" button.target")
	waitRoute(t, ctx, calcPath)
	if !eventually(ctx, `document.getElementById("calc-army").textContent.includes(`+jsString("Target: "+target.Name)+`) && document.getElementById("calc-army").textContent.includes(`+jsString(units[att].Name)+`)`) {
		t.Fatalf("the calculator does not name both units: %q", eval[string](t, ctx, `document.getElementById("calc-army").textContent`))
	}
	got := eval[string](t, ctx, headlineText)
	if got == "" {
		t.Fatal("no headline")
	}
	screenshot(t, ctx, "army-attack-calc")

	typed := shoot.Query + "&" + target.Target
	visit(t, ctx, base+calcPath+"?"+typed, calcPath)
	if want := eval[string](t, ctx, headlineText); got != want {
		t.Errorf("from the army: %q\ntyped as %s: %q", got, typed, want)
	}
	t.Logf("%s shoots %s: %s", units[att].Name, target.Name, got)
	_ = sys
	assertClean(t, log, base)
}

// A zip holding two rosters, and a file that is not XML: each refused in
// the reader's words, the army already imported still listed and stored as
// it was.
func TestBrowserArmyBadFileLosesNothing(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	visit(t, ctx, base+armyPath, armyPath)
	upload(t, ctx, "#army-file", armyRoster(t, "patrol-10th.ros"))
	if !eventually(ctx, `!!document.querySelector("#armies .army-entry")`) {
		t.Fatalf("the patrol was not imported: %q", eval[string](t, ctx, armyMsg))
	}
	stored := eval[string](t, ctx, `localStorage.getItem("auspex.armies")`)

	dir := t.TempDir()
	var two bytes.Buffer
	z := zip.NewWriter(&two)
	xml, err := os.ReadFile(armyRoster(t, "patrol-10th.ros"))
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"first.ros", "second.ros"} {
		w, _ := z.Create(n)
		w.Write(xml)
	}
	z.Close()
	files := map[string][]byte{"two-rosters.rosz": two.Bytes(), "shopping-list.ros": []byte("eggs, milk, bread")}
	for name, data := range files {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		_, want := army.Read(data, army.Native())
		if want == nil {
			t.Fatalf("%s reads natively", name)
		}
		upload(t, ctx, "#army-file", path)
		js := `document.querySelector("#army-msg.refused") && ` + armyMsg + `.includes(` + jsString(want.Error()) + `)`
		if !eventually(ctx, js) {
			t.Errorf("%s: the page says %q; want the reader's %q", name, eval[string](t, ctx, armyMsg), want.Error())
		}
		if n := eval[int](t, ctx, `document.querySelectorAll("#armies .army-entry").length`); n != 1 {
			t.Errorf("%s: %d armies listed, want the one imported before", name, n)
		}
		if now := eval[string](t, ctx, `localStorage.getItem("auspex.armies")`); now != stored {
			t.Errorf("%s changed the stored armies", name)
		}
	}
	screenshot(t, ctx, "army-bad-file")
	assertClean(t, log, base)
}

// Share → Auspex while offline: once the worker is ready, the network is
// cut and a roster (.rosz) is posted to the share target as a navigation,
// the way the system's Share menu does. The worker keeps the file and
// opens /army/shared, which imports it into wh40k10 and lands on its Army
// page with the army listed.
func TestBrowserArmyShareTargetOffline(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	_, r, _ := readNative(t, "patrol-10th.ros")
	rosz, err := os.ReadFile(armyRoster(t, "patrol-10th.rosz"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, log := newBrowser(t)
	visit(t, ctx, base+"/wh40k10", "/wh40k10")
	waitController(t, ctx)
	waitReadyOffline(t, ctx)
	goOffline(t, ctx)
	postShare(t, ctx, `Uint8Array.from(atob("`+base64.StdEncoding.EncodeToString(rosz)+`"), (c) => c.charCodeAt(0))`, "patrol-10th.rosz")
	waitRoute(t, ctx, armyPath)
	if !eventually(ctx, `!!document.querySelector(`+jsString(`#armies .army-entry[data-name="`+r.Name+`"]`)+`)`) {
		t.Fatalf("the shared roster is not listed; message %q", eval[string](t, ctx, armyMsg))
	}
	if msg := eval[string](t, ctx, armyMsg); !strings.Contains(msg, `Imported "`+r.Name+`"`) {
		t.Errorf("message %q", msg)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#armies .army-entry .units > li.unit").length`); n != len(r.Units) {
		t.Errorf("%d units listed, want %d", n, len(r.Units))
	}
	proveOffline(t, ctx)
	screenshot(t, ctx, "army-shared-offline")
	assertClean(t, log, base, "/army/share", "ERR_INTERNET_DISCONNECTED", "Failed to load resource")
}

// postShare sends a file to the share target as the system's Share menu
// does: a form posted as a navigation. bytes is a JavaScript expression
// giving the file's Uint8Array.
func postShare(t *testing.T, ctx context.Context, bytes, name string) {
	t.Helper()
	eval[bool](t, ctx, `(() => {
		const bytes = `+bytes+`;
		const form = document.createElement("form");
		form.method = "POST"; form.action = "/army/share"; form.enctype = "multipart/form-data";
		const input = document.createElement("input");
		input.type = "file"; input.name = "roster";
		const dt = new DataTransfer();
		dt.items.add(new File([bytes], `+jsString(name)+`, {type: "application/octet-stream"}));
		input.files = dt.files;
		form.appendChild(input);
		document.body.appendChild(form);
		form.submit();
		return true;
	})()`)
}

// A shared file over army.MaxFile (8 MB) is refused by its size, from the
// Blob, before its bytes reach the wasm: the page says how large it was and
// what it reads, the armies stored before stay, and the worker's copy of
// the file is deleted (a 400 MB share read whole used to stay in the wasm's
// memory until a reload).
func TestBrowserArmyShareTooLarge(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	visit(t, ctx, base+armyPath, armyPath)
	waitController(t, ctx)
	upload(t, ctx, "#army-file", armyRoster(t, "patrol-10th.ros"))
	if !eventually(ctx, `document.querySelectorAll("#armies .army-entry").length === 1`) {
		t.Fatalf("the patrol was not imported: %q", eval[string](t, ctx, armyMsg))
	}
	const size = army.MaxFile + 1<<20 // 9 MB
	postShare(t, ctx, "new Uint8Array("+strconv.Itoa(size)+").fill(80)", "huge list.rosz")
	waitRoute(t, ctx, "/army/shared") // refused there: no system's Army page is opened for it
	if !eventually(ctx, armyMsg+`.startsWith("Not imported")`) {
		t.Fatalf("no refusal; message %q", eval[string](t, ctx, armyMsg))
	}
	msg := eval[string](t, ctx, armyMsg)
	for _, want := range []string{"huge list.rosz", "9.0 MB", "at most 8 MB"} {
		if !strings.Contains(msg, want) {
			t.Errorf("message %q does not say %q", msg, want)
		}
	}
	visit(t, ctx, base+armyPath, armyPath)
	if !eventually(ctx, `!!document.querySelector('#armies .army-entry[data-name="Warden Patrol"]')`) {
		t.Errorf("the army stored before is no longer listed")
	}
	if n := eval[int](t, ctx, `JSON.parse(localStorage.getItem("auspex.armies")).armies.length`); n != 1 {
		t.Errorf("%d armies stored, want the patrol alone", n)
	}
	// The worker's copy is gone: nothing of the file is left to read again.
	if !eventually(ctx, `(async () => { for (const k of await caches.keys()) { const c = await caches.open(k); for (const r of await c.keys()) if (r.url.includes("shared")) return false; } return true; })()`) {
		t.Errorf("the shared file is still in the cache")
	}
	assertClean(t, log, base, "/army/share")
}

// With the Army tab the bottom bar holds six sections: on a 320 px phone
// each is still a 44 px tap target whose word fits inside it.
func TestBrowserArmyTabsFit320(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	screen{"320", 320, 640}.emulate(t, ctx)
	visit(t, ctx, base+armyPath, armyPath)
	// A page taller than the screen, as the Army page is once an army is
	// listed: where scrollbars take room (a desktop browser, headless
	// Chromium) the bar then has 15 px less. Measured once the page has
	// settled: under load the first frame can be laid out before the
	// stylesheet applies.
	eval[bool](t, ctx, `document.body.style.minHeight = "300vh", true`)
	const tabFaults = `[...document.querySelectorAll("nav.tabs a")].flatMap(a => {
		const r = a.getBoundingClientRect(), out = [];
		if (r.width < 44 || r.height < 44) out.push(a.textContent + " is " + Math.round(r.width) + "x" + Math.round(r.height));
		if (a.scrollWidth > a.clientWidth + 1) out.push(a.textContent + " overflows its tab");
		if (r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) out.push(a.textContent + " ends past the screen (" + Math.round(r.right) + "," + Math.round(r.bottom) + " of " + innerWidth + "x" + innerHeight + ")");
		return out;
	})`
	eventually(ctx, tabFaults+`.length === 0`)
	bad := eval[[]string](t, ctx, tabFaults)
	if n := eval[int](t, ctx, `document.querySelectorAll("nav.tabs a").length`); n != 6 {
		t.Errorf("%d tabs, want 6", n)
	}
	if len(bad) > 0 {
		t.Errorf("at 320 px: %s", strings.Join(bad, "; "))
	}
	screenshot(t, ctx, "army-tabs-320")
	assertClean(t, log, base)
}
