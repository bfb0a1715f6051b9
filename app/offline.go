package app

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// offlineState is what the service worker has done for this version, as the
// page's boot script (wasm/site/boot.go) reports it in window.auspexOffline.
type offlineState struct {
	State  string // "", checking, saving, ready, updating, update-ready, update-failed, failed, unavailable
	Detail string // why, for the failures
}

// watchOffline reads the boot script's report now and whenever it changes.
// The callback stays for the page's life: the page is mounted once.
func watchOffline(ctx app.Context, set func(offlineState)) {
	set(readOffline())
	app.Window().Set("auspexOfflineChanged", app.FuncOf(func(app.Value, []app.Value) any {
		s := readOffline()
		ctx.Dispatch(func(app.Context) { set(s) })
		return nil
	}))
}

// readOffline is what the page's script last said of the offline copy.
func readOffline() offlineState {
	v := app.Window().Get("auspexOffline")
	if !v.Truthy() {
		return offlineState{}
	}
	return offlineState{State: v.Get("state").String(), Detail: v.Get("detail").String()}
}

// offlineMark is the small status in the header: whether this device can open
// Auspex with no network, or what it is doing about it.
func offlineMark(s offlineState) app.UI {
	label := map[string]string{
		"saving":      "Saving for offline…",
		"ready":       "Ready offline",
		"updating":    "Updating…",
		"failed":      "Not saved offline",          // the banner says why; a reload tries again
		"unavailable": "Can't be kept offline here", // the banner says why
	}[s.State]
	if label == "" {
		return nil
	}
	return app.Span().Class("offline-mark " + s.State).Role("status").Text(label)
}

// offlineBanner says what needs the reader: a new version to reload into, or
// why Auspex is not kept for offline use (it goes on working online). A
// failure can be dismissed: the header's mark goes on saying it, and a banner
// on every page of a browser that blocks site data costs a phone's screen.
func offlineBanner(s offlineState, dismiss app.EventHandler) app.UI {
	switch s.State {
	case "update-ready":
		return app.Div().Class("banner update").Role("status").Body(
			app.Span().Text("Update ready: a new version of Auspex is saved."),
			app.Button().Class("btn").Text("Reload").OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() }),
		)
	case "failed", "update-failed", "unavailable":
		return app.Div().Class("banner warn offline-failed").Role("alert").Body(
			app.Span().Text(offlineFailure(s)),
			app.Button().Class("btn").Text("Dismiss").OnClick(dismiss),
		)
	}
	return nil
}

func offlineFailure(s offlineState) string {
	why := s.Detail
	if strings.Contains(why, "Quota") {
		why = "this device's storage is full"
	}
	switch s.State {
	case "unavailable":
		return "Auspex cannot be kept for offline use here: " + why + ". It works while online."
	case "update-failed":
		return "A new version could not be saved (" + why + "); this one stays ready offline."
	}
	return "Auspex could not be saved for offline use (" + why + "). It works while online; reload to try again."
}
