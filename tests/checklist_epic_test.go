//go:build !wasm

package tests

import (
	"context"
	"testing"
)

// Epic's checklist at the table: a formation entered in the roster keeps its
// Blast markers across reloads, online and offline, and is marked broken
// (its markers cleared) when they reach its units.
func TestBrowserEpicRosterSurvivesReload(t *testing.T) {
	const path = "/epic/checklist"
	_, base := builtSite(t)
	ctx, log := newBrowser(t)
	visit(t, ctx, base+path, path)
	waitController(t, ctx)
	if got := currentStep(t, ctx); got != "forces" {
		t.Fatalf("a new Epic game starts at %q, want forces", got)
	}
	unit := `.roster[data-side="0"] li[data-unit="0"]`
	blast := unit + ` .mark[data-mark="blast"]`
	markers := func(ctx context.Context) string {
		return eval[string](t, ctx, `(document.querySelector(`+jsString(blast+" .mark-value")+`) || {}).textContent || ""`)
	}
	eval[bool](t, ctx, `document.getElementById("roster-name-0").value = "Ork Warband", document.getElementById("roster-count-0").value = "4", true`)
	tap(t, ctx, `.roster[data-side="0"] button.add`)
	if !eventually(ctx, `!!document.querySelector(`+jsString(unit)+`)`) {
		t.Fatal("the formation was not added")
	}
	tap(t, ctx, blast+" button.mark-up")
	tap(t, ctx, blast+" button.mark-up")
	if !eventually(ctx, `document.querySelector(`+jsString(blast+" .mark-value")+`).textContent === "Blast markers 2"`) {
		t.Fatalf("two taps show %q", markers(ctx))
	}
	reload(t, ctx, path)
	if !eventually(ctx, `(document.querySelector(`+jsString(blast+" .mark-value")+`) || {}).textContent === "Blast markers 2"`) {
		t.Fatalf("after a reload the roster shows %q", markers(ctx))
	}

	goOffline(t, ctx)
	reload(t, ctx, path)
	if !eventually(ctx, `(document.querySelector(`+jsString(blast+" .mark-value")+`) || {}).textContent === "Blast markers 2"`) {
		t.Fatalf("offline, after a reload the roster shows %q", markers(ctx))
	}
	tap(t, ctx, blast+" button.mark-up")
	tap(t, ctx, blast+" button.mark-up") // 4 markers on 4 units: broken
	broken := unit + ` button.flag[data-flag="broken"]`
	if !eventually(ctx, `document.querySelector(`+jsString(broken)+`).getAttribute("aria-pressed") === "true"`) {
		t.Fatalf("4 Blast markers on 4 units did not break the formation (markers %q)", markers(ctx))
	}
	if got := markers(ctx); got != "Blast markers 0" {
		t.Errorf("a broken formation keeps %q; breaking removes them", got)
	}
	reload(t, ctx, path)
	if !eventually(ctx, `(document.querySelector(`+jsString(broken)+`) || {getAttribute: () => ""}).getAttribute("aria-pressed") === "true"`) {
		t.Error("offline, the broken mark did not survive a reload")
	}
	screenshot(t, ctx, "checklist-epic")
	proveOffline(t, ctx) // still cut after the reloads
	assertClean(t, log, base)
}
