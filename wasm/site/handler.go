//go:build !wasm

package site

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Theme colours, shared by the manifest and the page's theme-color meta.
const (
	background = "#121417"
	theme      = "#121417"
)

// Icon paths under /web/. writeIcons draws the PNGs; static/icon.svg is by hand.
var icons = app.Icon{
	Default:    "/web/icon-192.png",
	Large:      "/web/icon-512.png",
	SVG:        "/web/icon.svg",
	AppleTouch: "/web/apple-touch-icon.png",
}

const maskableIcon = "/web/icon-maskable-512.png"

// guardScript is the one path to localStorage (app/store calls it); a plain
// script tag, so it runs before go-app's deferred scripts read storage.
const guardScript = "/web/storage-guard.js"

// rootPath is the site's root URL path for a prefix: "" or "/name". Every link,
// pre-cached page and the worker's shell are written under it.
func rootPath(prefix string) string {
	if prefix == "" {
		return ""
	}
	return "/" + prefix
}

// handler configures go-app for an offline-first site: local icons only, a
// fixed version, and a service worker that pre-caches the shell, the code,
// the assets and each system's data (data, added by Build), never a page per
// route: the app renders any route from those.
func handler(prefix, date string, data []string) *app.Handler {
	root := rootPath(prefix)
	res := app.LocalDir("")
	if prefix != "" {
		res = app.CustomProvider("", prefix)
	}
	cache := append([]string{root + "/web/icon.svg", root + maskableIcon, root + shellPath}, data...)
	return &app.Handler{
		Name:                  "Auspex: wargame rules companion",
		ShortName:             "Auspex",
		Title:                 "Auspex",
		Description:           "Rules reference, turn checklist, exact attack calculator and charts for tabletop wargames. Works offline.",
		Lang:                  "en",
		Icon:                  icons,
		BackgroundColor:       background,
		ThemeColor:            theme,
		LoadingLabel:          "Loading Auspex…",
		Styles:                []string{"/web/auspex.css"},
		Scripts:               []string{guardScript},                          // before go-app starts: see static/storage-guard.js
		RawHeaders:            []string{bootScript, scrollScript, armyScript}, // in this order: see scroll.go; Build fills in the first (bootFor)
		CacheableResources:    cache,
		Resources:             res,
		Env:                   app.Environment{"AUSPEX_BUILD_DATE": date},
		ServiceWorkerTemplate: workerTemplate(prefix),
	}
}
