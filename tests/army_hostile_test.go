//go:build !wasm

package tests

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"auspex/engine/army"
	"auspex/engine/army/armytest"

	"github.com/chromedp/chromedp"
)

// Issue 48 in the browser: the worst files the reader's limits let through
// neither freeze the page nor swell it; the Army page answers taps after an
// import and after a trip to the calculator; two tabs importing at the same
// moment keep every army.

// The worst files (armytest.Worst: a 2 MB zip bomb; one unit of 96,000
// distinct categories, 32,000 profiles, 48,000 rules or 96,000 kinds of
// model, as .ros and .rosz), each picked on a fresh Army page: the page says
// what happened (imported, or not and why), its renderer grows by at most
// 200 MB, and nothing stored is lost. The bomb froze the page for 8-22 s at
// 2-4.5 GB; the categories for 15 s.
//
// Time is the renderer's CPU time, not the clock's: the build machine's two
// cores are shared, and under load the clock ran four to ten times the work.
// The aim is a second. With MaxElements at 250,000 the densest files
// (240,000 selections, profiles or rules in one unit) took 1.0-1.2 s of the
// renderer's CPU (2026-12-02, load 5-10), so the limit went to 100,000 (the
// largest real export has 3,324 elements): then 0.31-0.59 s of CPU, 0.34-1.04
// s by the clock, +27-59 MB (2026-12-02, load 4-6). The test holds each to 4 s, and a
// 10 ms ticker to gaps under 3 s (0.2-2.3 s under load): before, a bomb
// took 8-22 s and froze the page as long, and the merging took minutes.
func TestBrowserArmyHostileFiles(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	dir := t.TempDir()
	worst := armytest.Worst()
	names := make([]string, 0, len(worst))
	for n := range worst {
		names = append(names, n)
	}
	slices.Sort(names)
	pid := chromedp.FromContext(ctx).Browser.Process().Pid
	for _, name := range names {
		path := filepath.Join(dir, "worst-"+name)
		if err := os.WriteFile(path, worst[name], 0o644); err != nil {
			t.Fatal(err)
		}
		// A fresh page holding one army already, which must stay.
		visit(t, ctx, base+armyPath, armyPath)
		eval[bool](t, ctx, `localStorage.removeItem("auspex.armies"), true`)
		visit(t, ctx, base+armyPath, armyPath)
		upload(t, ctx, "#army-file", armyRoster(t, "patrol-10th.ros"))
		if !eventually(ctx, `document.querySelectorAll("#armies .army-entry").length === 1`) {
			t.Fatalf("the patrol was not imported: %q", eval[string](t, ctx, armyMsg))
		}
		before := eval[string](t, ctx, armyMsg)

		// A ticker every 10 ms: its longest gap is how long the page did
		// not answer.
		eval[bool](t, ctx, `(() => {
			window.longestGap = 0;
			let last = performance.now();
			window.ticker = setInterval(() => { const n = performance.now(); window.longestGap = Math.max(window.longestGap, n - last); last = n; }, 10);
			return true;
		})()`)
		base0, cpu0 := rendererRSS(pid), rendererCPU(pid)
		peak := base0
		stop := make(chan struct{})
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				case <-time.After(20 * time.Millisecond):
					peak = max(peak, rendererRSS(pid))
				}
			}
		}()
		start := time.Now()
		upload(t, ctx, "#army-file", path)
		var msg string
		for time.Since(start) < time.Minute {
			msg = eval[string](t, ctx, armyMsg)
			if msg != before && !strings.HasPrefix(msg, "Reading") {
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		took, cpu := time.Since(start), rendererCPU(pid)-cpu0
		close(stop)
		wg.Wait()
		peak = max(peak, rendererRSS(pid))
		grew := float64(peak-base0) / (1 << 20)
		gap := eval[float64](t, ctx, `clearInterval(window.ticker), window.longestGap`)
		t.Logf("%s (%s): %v, renderer CPU %v, +%.0f MB (from %.0f MB), longest gap %.0f ms: %.160s", name, sizeOf(len(worst[name])),
			took.Round(time.Millisecond), cpu, grew, float64(base0)/(1<<20), gap, msg)
		// The renderer's CPU time, not the clock's: the build machine's two
		// cores are shared, and under load the clock's time is several
		// times the work.
		switch {
		case !strings.HasPrefix(msg, "Imported") && !strings.HasPrefix(msg, "Not imported") && !strings.HasPrefix(msg, "Nothing changed"):
			t.Errorf("%s: the page says %q", name, msg)
		case cpu > 4*time.Second:
			t.Errorf("%s: the renderer worked %v from the pick to the answer; want within 4 s", name, cpu)
		case gap > 3000:
			t.Errorf("%s: the page did not answer for %.0f ms while it read the file", name, gap)
		}
		if grew > 200 {
			t.Errorf("%s: the renderer grew by %.0f MB; want at most 200", name, grew)
		}
		if !eventually(ctx, `!!document.querySelector('#armies .army-entry[data-name="Warden Patrol"]')`) {
			t.Errorf("%s: the army imported before is no longer listed", name)
		}
		if got := eval[string](t, ctx, `JSON.parse(localStorage.getItem("auspex.armies")).armies.map(a => a.name).join(",")`); !strings.Contains(got, "Warden Patrol") {
			t.Errorf("%s: stored armies %q lost the patrol", name, got)
		}
	}
	assertClean(t, log, base)
}

func sizeOf(n int) string {
	if n >= 1<<20 {
		return strconv.FormatFloat(float64(n)/(1<<20), 'f', 1, 64) + " MB"
	}
	return strconv.Itoa(n>>10) + " KB"
}

// rendererCPU is the CPU time (user and system) the renderer processes
// under the browser process pid have used, from Linux's /proc (in clock
// ticks of 10 ms).
func rendererCPU(pid int) time.Duration {
	total := 0
	for _, k := range renderers(pid) {
		stat, err := os.ReadFile("/proc/" + strconv.Itoa(k) + "/stat")
		if err != nil {
			continue
		}
		f := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
		if len(f) > 12 {
			u, _ := strconv.Atoi(f[11])
			s, _ := strconv.Atoi(f[12])
			total += u + s
		}
	}
	return time.Duration(total) * 10 * time.Millisecond
}

// renderers are the renderer processes under the browser process pid.
func renderers(pid int) []int {
	kids := map[int][]int{}
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces, so read after ')'.
		f := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
		if len(f) > 1 {
			pp, _ := strconv.Atoi(f[1])
			kids[pp] = append(kids[pp], p)
		}
	}
	var out []int
	var walk func(int)
	walk = func(p int) {
		for _, k := range kids[p] {
			if cmd, _ := os.ReadFile("/proc/" + strconv.Itoa(k) + "/cmdline"); strings.Contains(string(cmd), "--type=renderer") {
				out = append(out, k)
			}
			walk(k)
		}
	}
	walk(pid)
	return out
}

// rendererRSS is the resident memory of the renderer processes under the
// browser process pid, in bytes (Linux's /proc).
func rendererRSS(pid int) int {
	total := 0
	for _, k := range renderers(pid) {
		status, _ := os.ReadFile("/proc/" + strconv.Itoa(k) + "/status")
		for _, line := range strings.Split(string(status), "\n") {
			if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
				kb, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(v), " kB"))
				total += kb << 10
			}
		}
	}
	return total
}

// Rename and Delete answer a tap right after an import, and again after
// "Attack with" opened the calculator and the Army tab brought the page back
// with the unit list open: the fold's toggle, echoing an open drawn from Go,
// called ctx.PreventUpdate, and go-app kept that mark, so every later tap
// changed the page's state and drew nothing until the next import.
func TestBrowserArmyTapsAnswer(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	visit(t, ctx, base+armyPath, armyPath)
	upload(t, ctx, "#army-file", armyRoster(t, "patrol-10th.ros"))
	if !eventually(ctx, `!!document.querySelector("#armies .army-entry details.army-units[open] li.unit")`) {
		t.Fatalf("the patrol was not imported with its units open: %q", eval[string](t, ctx, armyMsg))
	}
	time.Sleep(300 * time.Millisecond) // the toggle's echo comes in a later task
	renameAndDelete(t, ctx, "after an import", false)

	tap(t, ctx, unitSel(1)+" > details > summary") // a unit folds to one line (issue 50): open it
	if !eventually(ctx, `!!document.querySelector(`+jsString(unitSel(1)+" details[open] button.attack-with")+`)`) {
		t.Fatal("the first unit did not open")
	}
	tap(t, ctx, unitSel(1)+" .attacks > .attack:nth-child(1) button.attack-with")
	waitRoute(t, ctx, calcPath)
	tap(t, ctx, `nav.tabs a[href$="/army"]`)
	waitRoute(t, ctx, armyPath)
	if !eventually(ctx, `!!document.querySelector("#armies details.army-units[open] li.unit")`) {
		t.Fatal("back from the calculator, the unit list is not open")
	}
	time.Sleep(300 * time.Millisecond)
	renameAndDelete(t, ctx, "back from the calculator", true)
	assertClean(t, log, base)
}

// renameAndDelete taps Rename (the name box appears), Cancel, Delete (the
// question appears), then Keep, or Delete again when really (the army goes).
func renameAndDelete(t *testing.T, ctx context.Context, when string, really bool) {
	t.Helper()
	tap(t, ctx, "#armies .army-entry button.rename")
	if !eventually(ctx, `!!document.querySelector("#armies .army-entry input.rename-input")`) {
		t.Fatalf("%s: a tap on Rename shows no name box", when)
	}
	tap(t, ctx, "#armies .army-entry button.rename-cancel")
	tap(t, ctx, "#armies .army-entry button.delete")
	if !eventually(ctx, `!!document.querySelector("#armies .army-entry button.delete-yes")`) {
		t.Fatalf("%s: a tap on Delete asks nothing", when)
	}
	if !really {
		tap(t, ctx, "#armies .army-entry button.delete-no")
		if !eventually(ctx, `!document.querySelector("#armies .army-entry button.delete-yes") && !!document.querySelector("#armies .army-entry button.delete")`) {
			t.Fatalf("%s: a tap on Keep does not close the question", when)
		}
		return
	}
	tap(t, ctx, "#armies .army-entry button.delete-yes")
	if !eventually(ctx, `!document.querySelector("#armies .army-entry")`) {
		t.Fatalf("%s: a tap on Delete, confirmed, leaves the army listed", when)
	}
}

// Two tabs of one browser (sharing its localStorage) import a roster at the
// same moment, ten rounds: every army either of them said it imported is
// stored, all twenty, or the tab whose army was lost says plainly that it was
// not kept. Before the lock, 11 of 20 were kept and both tabs said "Imported".
func TestBrowserArmyTwoTabsImport(t *testing.T) {
	requireBrowser(t)
	_, base := builtSite(t)
	a, log := newBrowser(t)
	visit(t, a, base+armyPath, armyPath)
	b, cancel := chromedp.NewContext(a) // a second tab of the same browser
	defer cancel()
	if err := chromedp.Do(b, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		t.Fatal(err)
	}
	visit(t, b, base+armyPath, armyPath)

	// Each tab its own roster, so the names show whose army is whose.
	xml, err := os.ReadFile(armyRoster(t, "patrol-10th.ros"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	tabs := map[string]context.Context{"Alpha": a, "Bravo": b}
	files := map[string]string{}
	for name := range tabs {
		files[name] = filepath.Join(dir, name+".ros")
		renamed := strings.Replace(string(xml), `name="Warden Patrol"`, `name="`+name+`"`, 1)
		if renamed == string(xml) {
			t.Fatal("the patrol's roster name was not found to replace")
		}
		if err := os.WriteFile(files[name], []byte(renamed), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	claimed, told := 0, 0
	for round := 1; round <= 10; round++ {
		// Each change of a tab's message counted from here: its last
		// message may come back word for word (a name lost again).
		for _, ctx := range tabs {
			eval[bool](t, ctx, `(() => {
				window.msgChanges = 0;
				let last = `+armyMsg+`;
				if (window.msgWatch) window.msgWatch.disconnect();
				window.msgWatch = new MutationObserver(() => {
					const now = `+armyMsg+`;
					if (now !== last) { window.msgChanges++; last = now; }
				});
				window.msgWatch.observe(document.body, {subtree: true, childList: true, characterData: true});
				return true;
			})()`)
		}
		var wg sync.WaitGroup
		for name, ctx := range tabs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				chromedp.Run(ctx, chromedp.SetUploadFiles("#army-file", []string{files[name]}))
			}()
		}
		wg.Wait()
		for name, ctx := range tabs {
			js := `window.msgChanges > 0 && !` + armyMsg + `.startsWith("Reading")`
			if !eventually(ctx, js) {
				t.Fatalf("round %d: tab %s never says how its import went: %q", round, name, eval[string](t, ctx, armyMsg))
			}
		}
		time.Sleep(500 * time.Millisecond) // each tab hears the other's write
		for name, ctx := range tabs {
			msg := eval[string](t, ctx, armyMsg)
			switch {
			case strings.Contains(msg, "was not kept"):
				told++
			case strings.HasPrefix(msg, "Imported"):
				claimed++
			default:
				t.Errorf("round %d: tab %s says %q", round, name, msg)
			}
		}
	}
	stored := eval[string](t, a, `JSON.parse(localStorage.getItem("auspex.armies")).armies.map(a => a.name).sort().join(",")`)
	n := len(strings.Split(stored, ","))
	t.Logf("%d armies stored, %d imports claimed, %d told they were not kept: %s", n, claimed, told, stored)
	if n != claimed || claimed+told != 20 {
		t.Errorf("%d armies stored; the tabs claimed %d imports and told of %d lost, of 20", n, claimed, told)
	}
	listed := func(ctx context.Context) int {
		return eval[int](t, ctx, `document.querySelectorAll("#armies .army-entry").length`)
	}
	if !eventually(a, `document.querySelectorAll("#armies .army-entry").length === `+strconv.Itoa(n)) || !eventually(b, `document.querySelectorAll("#armies .army-entry").length === `+strconv.Itoa(n)) {
		t.Errorf("the tabs list %d and %d armies; %d are stored", listed(a), listed(b), n)
	}
	assertClean(t, log, base)
}

// A unit named with 200 characters and no space, added to the checklist
// from an army (clipped to 60 there) and typed into its roster, does not
// widen the 390 px page: it was 1,217 px wide.
func TestBrowserChecklistLongUnitNameFits(t *testing.T) {
	requireBrowser(t)
	const path = "/wh40k10/checklist"
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	visit(t, ctx, base+path, path)
	long := strings.Repeat("W", 200)
	var b army.Book
	u := army.Unit{Name: long, Models: []army.Model{{Name: long, Count: 5}},
		Rules: []army.Rule{{Name: strings.Repeat("R", 200), Text: "In your Shooting phase, " + strings.Repeat("x", 300) + "."}}}
	if _, err := b.Put(army.Army{Name: "Long Names", System: "wh40k10", File: "long.ros", Imported: "2026-12-01",
		Roster: army.Roster{Name: "Long Names", System: "Invented", Units: []army.Unit{u}}}); err != nil {
		t.Fatal(err)
	}
	lit, _ := json.Marshal(b.Encode())
	eval[bool](t, ctx, `localStorage.setItem("auspex.armies", `+string(lit)+`), true`)
	reload(t, ctx, path)
	side := `.roster[data-side="0"]`
	tap(t, ctx, side+` .add-army summary`)
	tap(t, ctx, side+` button.pick-army[data-army="Long Names"]`)
	if !eventually(ctx, `!!document.querySelector(`+jsString(side+" li.unit .unit-name")+`)`) {
		t.Fatal("the army's unit was not added")
	}
	eval[bool](t, ctx, `document.getElementById("roster-name-1").value = `+jsString(strings.Repeat("M", 60))+`, true`)
	tap(t, ctx, `.roster[data-side="1"] button.add`)
	if !eventually(ctx, `!!document.querySelector('.roster[data-side="1"] li.unit .unit-name')`) {
		t.Fatal("the typed unit was not added")
	}
	screen{"390", 390, 844}.emulate(t, ctx)
	if w := eval[[]int](t, ctx, pageWidth); w[0] > w[1] {
		t.Errorf("with a long unit name the page is %d px wide on a %d px screen", w[0], w[1])
	}
	screenshot(t, ctx, "checklist-long-unit-name")
	assertClean(t, log, base)
}
