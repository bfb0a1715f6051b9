//go:build !wasm

package site

import (
	_ "embed"

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

// guardJS is the one path to localStorage (app/store calls it: see
// storage-guard.js). It is inline in every page's head, so it runs before
// go-app's deferred scripts and costs no request: as a script file it held
// the parser until the service worker had answered for it.
//
//go:embed storage-guard.js
var guardJS string

var guardScript = "<script>" + guardJS + "</script>"

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
		RawHeaders:            []string{bootScript, guardScript, scrollScript, armyScript}, // in this order: see scroll.go; the build fills in the first (withBuild)
		CacheableResources:    cache,
		Resources:             res,
		Env:                   app.Environment{"AUSPEX_BUILD_DATE": date},
		ServiceWorkerTemplate: workerTemplate(prefix),
	}
}
