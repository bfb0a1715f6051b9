//go:build !wasm

package tests

import (
	"context"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// Input from outside the page, at its worst: corrupt stored state, hostile
// links, fast or odd typing, broken import files. Each case must leave a
// living page (no wasm panic: that logs to the console and kills the page),
// a notice where data was reset, and results that follow the next change.

// openWatched is openCalc with a watch on the Go runtime's own output: a
// wasm panic is printed with console.log ("panic: ..."), which the page log
// does not record as an error. The returned check fails the test on one.
func openWatched(t *testing.T, query string) (ctx context.Context, base string, check func()) {
	t.Helper()
	requireBrowser(t)
	_, base = builtSite(t)
	ctx, log := newBrowser(t)
	check = watchGo(t, ctx, log)
	link := base + calcPath
	if query != "" {
		link += "?" + query
	}
	visit(t, ctx, link, calcPath)
	return ctx, base, check
}

// watchGo watches the Go runtime's own output: a wasm panic is printed with
// console.log ("panic: ..."), which the page log does not record as an error.
// The returned check fails the test on one, or on any console error.
func watchGo(t *testing.T, ctx context.Context, log *pageLog) (check func()) {
	t.Helper()
	var mu sync.Mutex
	var panics []string
	err := chromedp.Listen(ctx, func(ev any) {
		if ev, ok := ev.(*runtime.EventConsoleAPICalled); ok {
			if text := consoleText(ev.Args); strings.Contains(text, "panic:") || strings.Contains(text, "fatal error:") ||
				strings.Contains(text, "exited") {
				mu.Lock()
				panics = append(panics, text)
				mu.Unlock()
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return func() {
		t.Helper()
		mu.Lock()
		defer mu.Unlock()
		if len(panics) > 0 {
			t.Errorf("the Go program died: %.500s", strings.Join(panics, "\n"))
		}
		noConsoleErrors(t, log)
	}
}

// notice is the calculator's notice, or "" when there is none.
func notice(t *testing.T, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `(document.querySelector("#calc-notice") || {textContent: ""}).textContent`)
}

// stillWorks changes the number of attacks and waits for the headline to
// follow: the wasm is alive and recomputing.
func stillWorks(t *testing.T, ctx context.Context, label string) {
	t.Helper()
	if !eventually(ctx, `!!document.querySelector('#headline [data-figure="damage"]')`) {
		t.Errorf("%s: no results (notice %q)", label, notice(t, ctx))
		return
	}
	before := figure(t, ctx, "damage")
	next := "2"
	if eval[string](t, ctx, `document.querySelector("#f-a").value`) == "2" {
		next = "3"
	}
	typeInto(t, ctx, "f-a", next)
	if !eventually(ctx, `document.querySelector('#headline [data-figure="damage"]').textContent !== `+jsString(before)+
		` && document.querySelector("#results").dataset.stale === "false"`) {
		t.Errorf("%s: the page no longer recomputes (damage still %q, notice %q)", label, before, notice(t, ctx))
	}
}

// Corrupt stored state under every key the calculator reads, all at once in
// each round: a notice naming each store that was reset, every store but
// the test seed kept aside under ".corrupt.1", the readable part of the last
// input kept, and a working page; the next load is clean.
func TestBrowserCalcAdversarialStoredState(t *testing.T) {
	ctx, base, check := openWatched(t, "")
	const (
		calcKey     = "auspex.calc.wh40k10"
		rollsKey    = "auspex.rolls.wh40k10"
		profilesKey = "auspex.profiles"
		seedKey     = "auspex.test.seed"
	)
	strict := map[string]bool{rollsKey: true, profilesKey: true, calcKey: true}
	type bad struct {
		value string
		want  []string // in the notice
	}
	for round, stores := range []map[string]bad{{
		calcKey:     {"%zz&models=3", []string{"last calculator input", `"%zz" (invalid URL escape`}},
		rollsKey:    {"{", []string{"roll history could not be read"}},
		profilesKey: {"garbage", []string{"saved profiles could not be read"}},
		seedKey:     {"abc", []string{"test seed", "random seed"}},
	}, {
		calcKey:  {strings.Repeat("x", 1<<20), []string{"last calculator input", "xxxx… = "}},
		rollsKey: {`{"v":99}`, []string{"roll history could not be read", "version 99"}},
		profilesKey: {`{"app":"auspex","type":"profiles","version":1,"profiles":[{"name":"x","system":"nope","kind":"attacker","query":""}]}`,
			[]string{"saved profiles could not be read", `unknown game system "nope"`}},
	}, {
		calcKey: {"models=3&a=D7&s=4&ap=<b>x</b>", []string{"last calculator input", `a = "D7"`, `ap = "<b>x</b>"`}},
		rollsKey: {`{"v":1,"rolls":[{"at":1763800000000,"query":"models=999","stages":[{"id":"hits","label":"Hits","total":1,"percentile":0.5}],"percentile":0.5}]}`,
			[]string{"roll history could not be read", `"models=999"`}},
		profilesKey: {`{"app":"auspex","type":"profiles","version":1,"profiles":[]}trailing`, []string{"saved profiles could not be read", "trailing"}},
	}} {
		eval[bool](t, ctx, `localStorage.clear(), true`)
		for key, b := range stores {
			eval[bool](t, ctx, `localStorage.setItem(`+jsString(key)+`, `+jsString(b.value)+`), true`)
		}
		visit(t, ctx, base+calcPath, calcPath)
		if !eventually(ctx, `!!document.querySelector('#headline [data-figure="damage"]')`) {
			t.Errorf("round %d: no results", round+1)
		}
		got := notice(t, ctx)
		t.Logf("round %d: notice %.600q", round+1, got)
		if len(got) > 3000 {
			t.Errorf("round %d: a notice of %d bytes", round+1, len(got))
		}
		for key, b := range stores {
			for _, w := range b.want {
				if !strings.Contains(got, w) {
					t.Errorf("round %d, %s: the notice lacks %q: %.600s", round+1, key, w, got)
				}
			}
			if strict[key] {
				if kept := eval[string](t, ctx, `String(localStorage.getItem(`+jsString(key+".corrupt.1")+`))`); kept != b.value {
					t.Errorf("round %d, %s: not kept aside under .corrupt.1 (got %.60q)", round+1, key, kept)
				}
			}
		}
		// Every round's stored input has models=3 readable: it is kept.
		if got := eval[string](t, ctx, `document.querySelector("#f-models").value`); got != "3" && stores[calcKey].value[0] != 'x' {
			t.Errorf("round %d: the readable models=3 was lost (models = %q)", round+1, got)
		}
		// The reset stores read cleanly next time: only the bad seed is still there to report.
		eval[bool](t, ctx, `localStorage.removeItem(`+jsString(seedKey)+`), true`)
		visit(t, ctx, base+calcPath, calcPath)
		if n := notice(t, ctx); n != "" {
			t.Errorf("round %d: a notice again after the reset: %.300s", round+1, n)
		}
	}
	stillWorks(t, ctx, "after corrupt state")
	check()
}

// A stored calculator input that cannot be used whole is set aside like every
// stored value (auspex.calc.{id}.corrupt.1, newest first, three at most)
// before the part that could be read replaces it, and the notice says where.
func TestBrowserCalcCorruptInputSetAside(t *testing.T) {
	ctx, base, check := openWatched(t, "")
	const key = "auspex.calc.wh40k10"
	corrupts := []string{"%zz&models=3", "models=3&a=D7", "models=3&ap=<b>x</b>", "models=3&zz=1"}
	for i, corrupt := range corrupts {
		eval[bool](t, ctx, `localStorage.setItem(`+jsString(key)+`, `+jsString(corrupt)+`), true`)
		visit(t, ctx, base+calcPath, calcPath)
		got := notice(t, ctx)
		if !strings.Contains(got, "Your last calculator input") || !strings.Contains(got, "kept a copy of it aside ("+key+".corrupt.1)") {
			t.Errorf("%s: the notice does not say it was set aside: %.400q", corrupt, got)
		}
		for n := 1; n <= 4; n++ {
			want := "null"
			if n <= 3 && i+1-n >= 0 {
				want = corrupts[i+1-n]
			}
			if kept := eval[string](t, ctx, `String(localStorage.getItem(`+jsString(key+".corrupt."+strconv.Itoa(n))+`))`); kept != want {
				t.Errorf("%s: %s.corrupt.%d holds %q, want %q", corrupt, key, n, kept, want)
			}
		}
		if got := eval[string](t, ctx, `String(localStorage.getItem(`+jsString(key)+`))`); got != "models=3" {
			t.Errorf("%s: the readable part did not replace it: %q", corrupt, got)
		}
	}
	// Read cleanly the next time: no notice, nothing more set aside.
	visit(t, ctx, base+calcPath, calcPath)
	if n := notice(t, ctx); n != "" {
		t.Errorf("a notice again after the set-aside: %.300s", n)
	}
	if kept := eval[string](t, ctx, `String(localStorage.getItem(`+jsString(key+".corrupt.1")+`))`); kept != corrupts[len(corrupts)-1] {
		t.Errorf("a clean read set something aside: %q", kept)
	}
	stillWorks(t, ctx, "after the set-aside")
	check()
}

// Hostile or broken links: each falls back field by field with a notice
// naming the values, and the page keeps working.
func TestBrowserCalcAdversarialLinks(t *testing.T) {
	ctx, base, check := openWatched(t, "")
	hundredKB := "models=3&" + strings.Repeat("zz=", 100<<10/3)
	var manyKeys []string
	for i := range 2000 {
		manyKeys = append(manyKeys, "k"+strconv.Itoa(i)+"="+url.QueryEscape("é"))
	}
	for _, c := range []struct {
		query  string
		fields map[string]string // input id -> value shown
		named  []string          // in the notice; nil: no notice
	}{
		// Every bound: inside is kept silently, one past it is named.
		{"models=40&a=5&s=30&ap=-6&d=30&t=30&w=10&n=30", map[string]string{"f-models": "40", "f-a": "5", "f-s": "30", "f-ap": "-6", "f-d": "30", "f-t": "30", "f-w": "10", "f-n": "30"}, nil},
		{"a=60&s=1&ap=6&d=D6%2B24&t=1", map[string]string{"f-a": "60", "f-ap": "6", "f-d": "D6+24"}, nil},
		{"models=41&a=61&s=31&ap=-7&d=31&t=0&w=31&n=0", map[string]string{"f-models": "1", "f-a": "1", "f-s": "4", "f-ap": "0", "f-d": "1", "f-t": "4", "f-w": "1", "f-n": "1"},
			[]string{"models = ", "a = ", "s = ", "ap = ", "d = ", "t = ", "w = ", "n = "}},
		{"ap=7&models=0&sus=7&bs=1&inv=1&dev=2", map[string]string{"f-ap": "0", "f-models": "1"}, []string{"ap = ", "models = ", "sus = ", "bs = ", "inv = ", "dev = "}},
		// Broken percent-encoding, unicode, comparison keys.
		{"models=5&a=%zz&s=6", map[string]string{"f-models": "5", "f-a": "1", "f-s": "6"}, []string{`"a=%zz"`}},
		{"models=%EF%BC%95&d=D%E2%82%86&s=%E2%80%AE4", map[string]string{"f-models": "1", "f-d": "1", "f-s": "4"}, []string{"models = ", "d = ", "s = "}},
		{"compare=2&b.s=9", map[string]string{"f-s": "4"}, []string{"compare = ", "b.s = "}},
		{"s=5&b.s=9", map[string]string{"f-s": "5"}, []string{"b.s = "}},
		{"compare=1&b.zz=1&b.t=5&b.s=6", map[string]string{"f-s": "4"}, []string{"b.zz = ", "b.t = "}},
		// Size: 100 KB of junk keys, and thousands of distinct ones.
		{hundredKB, map[string]string{"f-models": "3"}, []string{"zz = "}},
		{"models=2&" + strings.Join(manyKeys[:500], "&"), map[string]string{"f-models": "2"}, []string{"k0 = ", "more"}},
		{"models=2&" + strings.Join(manyKeys, "&"), map[string]string{"f-models": "1"}, []string{"could not be read", "at most 1000"}},
	} {
		label := c.query
		if len(label) > 60 {
			label = label[:60] + "…"
		}
		visit(t, ctx, base+calcPath+"?"+c.query, calcPath)
		if !eventually(ctx, `!!document.querySelector('#headline [data-figure="damage"]')`) {
			t.Errorf("%s: no results", label)
			continue
		}
		for id, want := range c.fields {
			if got := eval[string](t, ctx, `(document.querySelector("#`+id+`") || {value: "missing"}).value`); got != want {
				t.Errorf("%s: %s = %q, want %q", label, id, got, want)
			}
		}
		got := notice(t, ctx)
		t.Logf("%s: notice %.400q", label, got)
		if c.named == nil && got != "" {
			t.Errorf("%s: a notice for a valid link: %s", label, got)
		}
		for _, w := range c.named {
			if !strings.Contains(got, w) {
				t.Errorf("%s: the notice lacks %q: %.300s", label, w, got)
			}
		}
		if len(got) > 2000 {
			t.Errorf("%s: a notice of %d bytes", label, len(got))
		}
		if s := stale(t, ctx); s != "false" {
			t.Errorf("%s: stale = %s: the fallback input is valid", label, s)
		}
	}
	// The comparison link kept B's valid value and dropped the bad keys.
	visit(t, ctx, base+calcPath+"?compare=1&b.zz=1&b.t=5&b.s=6", calcPath)
	if q := calcQuery(t, ctx); q.Get("compare") != "1" || q.Get("b.s") != "6" || q.Has("b.t") || q.Has("b.zz") {
		t.Errorf("the comparison link became %q", q.Encode())
	}
	stillWorks(t, ctx, "after hostile links")
	check()
}

// A link past the Devastating Wounds bound: the engine's error sits beside
// the field it names (for attacker B too), the results area says what to do
// rather than going blank, and fixing the field brings the results.
func TestBrowserCalcAdversarialDevastatingBound(t *testing.T) {
	ctx, base, check := openWatched(t, "models=40&a=5&sus=1&dev=1&n=20&w=3")
	if !eventually(ctx, `!!document.querySelector("#err-dev")`) {
		t.Fatalf("no error beside Devastating Wounds (results: %q)", eval[string](t, ctx, `(document.querySelector("#results") || {}).textContent || ""`))
	}
	if !eval[bool](t, ctx, `document.querySelector("#err-dev").closest(".field").contains(document.querySelector("#f-dev"))`) {
		t.Error("the error is not beside the Devastating Wounds switch")
	}
	msg := eval[string](t, ctx, `document.querySelector("#results").textContent`)
	if strings.TrimSpace(msg) == "" || !strings.Contains(strings.ToLower(msg), "fix") {
		t.Errorf("the results area should say what to do: %q", msg)
	}
	if eval[bool](t, ctx, `!!document.querySelector('#headline [data-figure="damage"]')`) {
		t.Error("results shown for input the engine refused")
	}
	if summary := eval[string](t, ctx, `document.querySelector('#err-dev').closest("details").querySelector(".group-on").textContent`); !strings.Contains(summary, "1 to fix") {
		t.Errorf("the folded group does not say it holds an error: %q", summary)
	}
	if eval[bool](t, ctx, `!document.querySelector("#roll").disabled`) {
		t.Error("Roll is enabled for input the engine refused")
	}
	// Fewer models: the bound is met and the results come.
	typeInto(t, ctx, "f-models", "4")
	if !eventually(ctx, `!!document.querySelector('#headline [data-figure="damage"]') && !document.querySelector("#err-dev")`) {
		t.Errorf("fixing the input brought no results: %q", eval[string](t, ctx, `document.querySelector("#results").textContent`))
	}

	// The same bound passed by attacker B only, while the form shows A: the
	// error is on B's tab, and that tab says so.
	visit(t, ctx, base+calcPath+"?compare=1&b.models=40&b.a=5&b.sus=1&b.dev=1&n=20&w=3", calcPath)
	if !eventually(ctx, `!!document.querySelector("#edit-b")`) {
		t.Fatal("no comparison shown")
	}
	if eval[bool](t, ctx, `!!document.querySelector("#err-dev")`) {
		t.Error("attacker B's error shown beside A's field")
	}
	if tab := eval[string](t, ctx, `document.querySelector("#edit-b").textContent`); !strings.Contains(tab, "1 to fix") {
		t.Errorf("the Attacker B tab does not say it holds an error: %q", tab)
	}
	tap(t, ctx, "#edit-b")
	if !eventually(ctx, `!!document.querySelector("#err-fb-dev")`) {
		t.Error("no error beside B's Devastating Wounds")
	}
	if tab := eval[string](t, ctx, `document.querySelector("#edit-a").textContent`); strings.Contains(tab, "to fix") {
		t.Errorf("attacker A's tab claims an error: %q", tab)
	}
	typeInto(t, ctx, "fb-models", "4")
	if !eventually(ctx, `!!document.querySelector("#compare [data-diff=damage]") && !document.querySelector("#edit-b").textContent.includes("to fix")`) {
		t.Error("fixing B brought no comparison")
	}
	check()
}

// Typing: a long burst of keys, an emptied field, a lone minus, the -
// stepper at the minimum.
func TestBrowserCalcAdversarialTyping(t *testing.T) {
	ctx, _, check := openWatched(t, "n=3&w=2")
	waitFigure(t, ctx, "damage", "")

	// A burst of keys: the field holds them all, the error says what is allowed.
	burst := strings.Repeat("9", 200)
	typeInto(t, ctx, "f-s", burst)
	if !eventually(ctx, `(document.querySelector("#err-s") || {}).textContent?.includes("1 to 30") || false`) {
		t.Errorf("no bounds error after a burst of keys: %q", eval[string](t, ctx, `(document.querySelector("#err-s") || {}).textContent || ""`))
	}
	if s := stale(t, ctx); s != "true" {
		t.Errorf("stale = %s with a bad Strength", s)
	}
	typeInto(t, ctx, "f-s", "8")
	if !eventually(ctx, `!document.querySelector("#err-s") && document.querySelector("#results").dataset.stale === "false"`) {
		t.Error("fixing Strength did not clear the error")
	}

	// Emptied: the field takes its default, shown as the placeholder, and the
	// results are those of the default.
	withA1 := figure(t, ctx, "damage")
	typeInto(t, ctx, "f-a", "3")
	if !eventually(ctx, `document.querySelector('#headline [data-figure="damage"]').textContent !== `+jsString(withA1)) {
		t.Fatalf("A 3 left the results at %s", withA1)
	}
	withA3 := figure(t, ctx, "damage")
	eval[bool](t, ctx, `(() => { const e = document.querySelector("#f-a"); e.focus(); e.select(); return true })()`)
	if err := chromedp.Do(ctx, chromedp.KeyEvent("\b")); err != nil {
		t.Fatal(err)
	}
	if !eventually(ctx, `document.querySelector("#f-a").value === "" && !document.querySelector("#err-a")`) {
		t.Errorf("an emptied field shows an error or a value: %q", eval[string](t, ctx, `document.querySelector("#f-a").value`))
	}
	// The box is narrow: its placeholder must be the default itself, not a
	// hint cut short.
	if ph := eval[string](t, ctx, `document.querySelector("#f-a").placeholder`); ph != "1" {
		t.Errorf("the emptied Attacks box shows %q, want its default 1", ph)
	}
	if !eventually(ctx, `document.querySelector('#headline [data-figure="damage"]').textContent !== `+jsString(withA3)) {
		t.Errorf("emptying Attacks left the results at %s", withA3)
	}
	if s := stale(t, ctx); s != "false" {
		t.Errorf("stale = %s with an empty (default) field", s)
	}

	// A lone minus in AP: an error beside it, results stale, not a crash.
	typeInto(t, ctx, "f-ap", "-")
	if !eventually(ctx, `!!document.querySelector("#err-ap")`) {
		t.Error("no error for a lone minus in AP")
	}
	typeInto(t, ctx, "f-ap", "-2")
	if !eventually(ctx, `!document.querySelector("#err-ap") && document.querySelector("#results").dataset.stale === "false"`) {
		t.Error("AP -2 did not clear the error")
	}

	// The - stepper at the minimum is off, and a click on it changes nothing.
	typeInto(t, ctx, "f-models", "1")
	less := `document.querySelector('#f-models').parentElement.querySelector('button.step')`
	if !eventually(ctx, less+`.disabled`) {
		t.Error("the - stepper is enabled at the minimum")
	}
	eval[bool](t, ctx, less+`.click(), true`)
	if got := eval[string](t, ctx, `document.querySelector("#f-models").value`); got != "1" {
		t.Errorf("models = %q after - at the minimum", got)
	}
	// + then - from an emptied field counts from the default.
	eval[bool](t, ctx, `(() => { const e = document.querySelector("#f-models"); e.value = ""; e.dispatchEvent(new Event("input", {bubbles: true})); return true })()`)
	more := `document.querySelector('#f-models').parentElement.querySelectorAll('button.step')[1]`
	eval[bool](t, ctx, more+`.click(), true`)
	if !eventually(ctx, `document.querySelector("#f-models").value === "2"`) {
		t.Errorf("+ from an empty field (default 1) gave %q", eval[string](t, ctx, `document.querySelector("#f-models").value`))
	}
	stillWorks(t, ctx, "after typing")
	check()
}

// Import files that are not profiles: each is refused with a message and
// changes nothing; the page works on.
func TestBrowserCalcAdversarialImport(t *testing.T) {
	ctx, _, check := openWatched(t, "")
	eval[bool](t, ctx, `document.querySelector("details.calc-saved").open = true, true`)
	typeInto(t, ctx, "profile-name", "Keeper")
	tap(t, ctx, "#save-attacker")
	if !eventually(ctx, `document.querySelectorAll("#profiles li[data-name]").length === 1`) {
		t.Fatal("the profile was not saved")
	}
	stored := eval[string](t, ctx, `localStorage.getItem("auspex.profiles")`)
	dir := t.TempDir()
	last := ""
	for _, c := range []struct {
		name, body, want string
	}{
		{"not-json.json", "this is not JSON at all", "not a valid profiles file"},
		{"huge.json", `{"app":"auspex","type":"profiles","version":1,"profiles":[],"pad":"` + strings.Repeat("a", 2<<20) + `"}`, "too large"},
		{"array.json", `[{"name":"x"}]`, "should be an object, not a JSON array"},
		{"control.json", `{"app":"auspex","type":"profiles","version":1,"profiles":[{"name":"bad\u0007name","system":"wh40k10","kind":"attacker","query":""}]}`, "control character"},
		{"nul.json", "{\"app\":\"auspex\",\x00}", "invalid character"},
		{"deep.json", strings.Repeat("[", 100000) + strings.Repeat("]", 100000), "levels deep"},
	} {
		file := filepath.Join(dir, c.name)
		if err := os.WriteFile(file, []byte(c.body), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := chromedp.Do(ctx, chromedp.SetUploadFiles("#import", []string{file})); err != nil {
			t.Fatal(err)
		}
		msg := `document.querySelector("#profile-msg").textContent`
		if !eventually(ctx, msg+` !== `+jsString(last)+` && `+msg+`.includes(`+jsString(c.want)+`)`) {
			t.Errorf("%s: message %q, want %q", c.name, eval[string](t, ctx, msg), c.want)
		}
		last = eval[string](t, ctx, msg)
		t.Logf("%s: %.200q", c.name, last)
		if got := eval[string](t, ctx, `localStorage.getItem("auspex.profiles")`); got != stored {
			t.Errorf("%s: the stored profiles changed", c.name)
		}
		if n := eval[int](t, ctx, `document.querySelectorAll("#profiles li[data-name]").length`); n != 1 {
			t.Errorf("%s: %d profiles listed, want the 1 kept", c.name, n)
		}
	}
	stillWorks(t, ctx, "after bad imports")
	check()
}
