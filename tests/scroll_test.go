//go:build !wasm

package tests

import (
	"context"
	"math"
	"slices"
	"testing"
	"unicode"
	"unicode/utf8"

	"auspex/engine/ruleset"
	"auspex/engine/rulesets"

	"github.com/chromedp/chromedp"
)

// Where a page opens (issue 33): a link opens its page at the top, or at the
// element its #fragment names; Back and Forward return to where the reader
// left a page; a reload stays where it was; a first load starts at the top
// or at its #fragment. The app navigates inside one document, so none of it
// comes from the browser by itself.

// A chart tapped low in the longest chart list opens at its top; Back
// returns to the list where it was.
func TestBrowserScrollNewPageStartsAtTop(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	var sys *ruleset.Ruleset
	for _, s := range rulesets.Registry().All() {
		if sys == nil || len(s.Charts) > len(sys.Charts) {
			sys = s
		}
	}
	list := "/" + sys.Info.ID + "/charts"
	last := sys.Charts[len(sys.Charts)-1].ID
	visit(t, ctx, base+list, list)
	sel := `a.card[data-chart="` + last + `"]`
	at := scrollTo(t, ctx, sel)
	if at < 300 {
		t.Fatalf("the last chart of %s sits at scrollY %v: the list is too short to prove anything", list, at)
	}
	tap(t, ctx, sel)
	waitRoute(t, ctx, list+"/"+last)
	if y := settledScroll(t, ctx); y > 1 {
		t.Errorf("the chart tapped at scrollY %v of %s opened at scrollY %v, not at its top", at, list, y)
	}
	back(t, ctx, list)
	if y := settledScroll(t, ctx); math.Abs(y-at) > 3 {
		t.Errorf("Back returned to %s at scrollY %v, not where the reader left it (%v)", list, y, at)
	}
	assertClean(t, log, base)
}

// Entry #60 of the Epic reference opens at its top; Back returns to the
// index where it was, Forward to the entry where it was.
func TestBrowserScrollBackAndForward(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	sys, _ := rulesets.Registry().Get("epic")
	if len(sys.Entries) < 60 {
		t.Fatalf("epic has %d entries; the test taps the 60th", len(sys.Entries))
	}
	index := "/epic/ref"
	entry := index + "/" + sys.Entries[59].ID
	visit(t, ctx, base+index, index)
	sel := `nav.ref-tree a[href="` + entry + `"]`
	if n := eval[int](t, ctx, `[...document.querySelectorAll("nav.ref-tree a")].findIndex(a => a.matches(`+jsString(sel)+`))`); n != 59 {
		t.Fatalf("%s is link %d of the index, not the 60th", entry, n+1)
	}
	at := scrollTo(t, ctx, sel)
	tap(t, ctx, sel)
	waitRoute(t, ctx, entry)
	if y := settledScroll(t, ctx); y > 1 {
		t.Errorf("entry #60, tapped at scrollY %v of the index, opened at scrollY %v, not at its top", at, y)
	}
	if !eval[bool](t, ctx, `(() => { const r = document.querySelector("main h1").getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight })()`) {
		t.Errorf("entry #60's heading is not in view")
	}
	// Read down the entry (as far as it goes), pausing as a reader does.
	read := eval[float64](t, ctx, `new Promise(done => {
		scrollTo(0, Math.min(400, document.documentElement.scrollHeight - innerHeight));
		setTimeout(() => done(scrollY), 500);
	})`)
	back(t, ctx, index)
	if y := settledScroll(t, ctx); math.Abs(y-at) > 3 {
		t.Errorf("Back returned to the index at scrollY %v, not where the reader left it (%v)", y, at)
	}
	forward(t, ctx, entry)
	if y := settledScroll(t, ctx); math.Abs(y-read) > 3 {
		t.Errorf("Forward returned to entry #60 at scrollY %v, not where the reader left it (%v)", y, read)
	}
	assertClean(t, log, base)
}

// A link naming an element of another page opens that page at the element;
// Back returns to where the link was.
func TestBrowserScrollLinkToFragment(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	sys, _ := rulesets.Registry().Get("wh40k10")
	glossary := "/wh40k10/ref/glossary"
	id := "letter-" + middleLetter(sys)
	list := "/wh40k10/charts"
	visit(t, ctx, base+list, list)
	// No page links to another page's element today; the link the app would
	// draw is added at the foot of the list.
	eval[bool](t, ctx, `(() => { const a = document.createElement("a");
		a.id = "to-fragment"; a.href = `+jsString(glossary+"#"+id)+`; a.textContent = "Glossary";
		a.style.display = "block"; a.style.padding = "1rem";
		document.querySelector("main").append(a); return true })()`)
	at := scrollTo(t, ctx, "#to-fragment")
	tap(t, ctx, "#to-fragment")
	waitRoute(t, ctx, glossary)
	y := settledScroll(t, ctx)
	if top := eval[float64](t, ctx, `document.getElementById(`+jsString(id)+`).getBoundingClientRect().top`); y < 1 || top < 0 || top > 844/2 {
		t.Errorf("the link to %s#%s opened it at scrollY %v with the element at %vpx from the top of the screen, not in view", glossary, id, y, top)
	}
	back(t, ctx, list)
	if y := settledScroll(t, ctx); math.Abs(y-at) > 3 {
		t.Errorf("Back returned to %s at scrollY %v, not where the reader left it (%v)", list, y, at)
	}
	assertClean(t, log, base)
}

// A reload stays where the reader was, as the browser does; a first load
// (the pre-rendered page, then the app's) starts at the top or at its
// #fragment.
func TestBrowserScrollReloadAndFirstLoad(t *testing.T) {
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	index := "/epic/ref"
	visit(t, ctx, base+index, index)
	// Reloaded at once: what the page noted as it went may not have been
	// written yet.
	eval[bool](t, ctx, `(scrollTo(0, Math.round((document.documentElement.scrollHeight - innerHeight) / 2)), true)`)
	at := settledScroll(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitRoute(t, ctx, index)
	if y := settledScroll(t, ctx); math.Abs(y-at) > 3 {
		t.Errorf("a reload of %s at scrollY %v came back at scrollY %v", index, at, y)
	}
	visit(t, ctx, base+"/epic/charts", "/epic/charts")
	if y := settledScroll(t, ctx); y > 1 {
		t.Errorf("a first load of /epic/charts, from the index at scrollY %v, opened at scrollY %v", at, y)
	}
	sys, _ := rulesets.Registry().Get("epic")
	glossary := "/epic/ref/glossary"
	id := "letter-" + middleLetter(sys)
	visit(t, ctx, base+glossary+"#"+id, glossary)
	settledScroll(t, ctx)
	if top := eval[float64](t, ctx, `document.getElementById(`+jsString(id)+`).getBoundingClientRect().top`); top < 0 || top > 844/2 {
		t.Errorf("a first load of %s#%s has the element at %vpx from the top of the screen, not in view", glossary, id, top)
	}
	assertClean(t, log, base)
}

// middleLetter is the letter heading in the middle of a system's glossary:
// far enough down for a link to it to move the page.
func middleLetter(sys *ruleset.Ruleset) string {
	var letters []string
	for _, term := range sys.Glossary {
		if r, _ := utf8.DecodeRuneInString(term.Term); unicode.IsLetter(r) {
			if l := string(unicode.ToUpper(r)); !slices.Contains(letters, l) {
				letters = append(letters, l)
			}
		}
	}
	slices.Sort(letters)
	return letters[len(letters)/2]
}

// scrollTo brings sel to the middle of the screen, as tap does, and returns
// scrollY once the page is still.
func scrollTo(t *testing.T, ctx context.Context, sel string) float64 {
	t.Helper()
	eval[bool](t, ctx, `(document.querySelector(`+jsString(sel)+`).scrollIntoView({block: "center"}), true)`)
	return settledScroll(t, ctx)
}

// settledScroll is scrollY once it has not moved for five frames: the app
// draws a navigation a frame or two after it starts.
func settledScroll(t *testing.T, ctx context.Context) float64 {
	t.Helper()
	return eval[float64](t, ctx, `new Promise(done => {
		let last = -1, same = 0, frames = 0;
		const check = () => {
			same = scrollY === last ? same + 1 : 0;
			last = scrollY;
			if (same >= 5 || ++frames > 180) return done(scrollY);
			requestAnimationFrame(check);
		};
		requestAnimationFrame(check);
	})`)
}

// back and forward are the browser's buttons; each waits for the app to draw
// the page it goes to.
func back(t *testing.T, ctx context.Context, route string) {
	t.Helper()
	eval[bool](t, ctx, `(history.back(), true)`)
	waitRoute(t, ctx, route)
}

func forward(t *testing.T, ctx context.Context, route string) {
	t.Helper()
	eval[bool](t, ctx, `(history.forward(), true)`)
	waitRoute(t, ctx, route)
}
