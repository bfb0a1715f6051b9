//go:build !wasm

package site

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"auspex/app/armies"

	"github.com/tdewolff/minify/v2"
	"github.com/tdewolff/minify/v2/css"
	"github.com/tdewolff/minify/v2/html"
	"github.com/tdewolff/minify/v2/js"
	mjson "github.com/tdewolff/minify/v2/json"
	"github.com/tdewolff/minify/v2/svg"
)

// mediaTypes maps the extensions the site holds to the types served and minified.
var mediaTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".svg":         "image/svg+xml",
	".json":        "application/json",
	".webmanifest": "application/manifest+json",
	".wasm":        "application/wasm",
	".png":         "image/png",
	".txt":         "text/plain; charset=utf-8",
}

func mediaType(name string) string {
	if t, ok := mediaTypes[strings.ToLower(filepath.Ext(name))]; ok {
		return t
	}
	return "application/octet-stream"
}

var minifier = func() *minify.M {
	m := minify.New()
	m.AddFunc("text/css", css.Minify)
	m.Add("text/html", &html.Minifier{KeepDocumentTags: true, KeepEndTags: true, KeepQuotes: true})
	m.AddFunc("image/svg+xml", svg.Minify)
	m.AddFuncRegexp(regexp.MustCompile(`^(application|text)/(x-)?(java|ecma)script$`), js.Minify)
	m.AddFuncRegexp(regexp.MustCompile(`[/+]json$`), mjson.Minify)
	return m
}()

// minifyFile rewrites a text file minified; other files are left alone.
func minifyFile(path string) error {
	mt := strings.TrimSuffix(mediaType(path), "; charset=utf-8")
	switch mt {
	case "text/html", "text/css", "text/javascript", "image/svg+xml", "application/json", "application/manifest+json":
	default:
		return nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	out, err := minifier.Bytes(mt, b)
	if err != nil {
		return fmt.Errorf("site: minifying %s: %w", path, err)
	}
	return os.WriteFile(path, out, 0o644)
}

// copyStatic copies the hand-written assets into dist/web.
func copyStatic(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
}

// The page template's viewport forbids zooming; readers of small print at arm's
// length need it, so it is replaced in every page.
const (
	noZoomViewport = "width=device-width, initial-scale=1, maximum-scale=1, user-scalable=0, viewport-fit=cover"
	zoomViewport   = "width=device-width, initial-scale=1, viewport-fit=cover"
)

// falseBoolAttr is a boolean attribute written as ="false", which HTML reads as true.
var falseBoolAttr = regexp.MustCompile(` (checked|disabled|selected|readonly|required|multiple|hidden|open|autofocus|novalidate)="false"`)

// ogURL matches the generator's throw-away local address in og:url.
var ogURL = regexp.MustCompile(`http://127\.0\.0\.1:\d+`)

// finish post-processes what go-app generated, then minifies and compresses
// every file of the site.
func finish(out, prefix string) error {
	root := rootPath(prefix)
	files, err := listFiles(out)
	if err != nil {
		return err
	}
	if err := writeShell(out); err != nil {
		return err
	}
	files = append(files, filepath.Join(out, filepath.FromSlash(strings.TrimPrefix(shellPath, "/"))))
	for _, f := range files {
		switch {
		case strings.HasSuffix(f, ".html"):
			if err := fixPage(f, root); err != nil {
				return err
			}
		case filepath.Base(f) == "app.js" && filepath.Dir(f) == filepath.Clean(out):
			if err := fixAppJS(f); err != nil {
				return err
			}
		case strings.HasSuffix(f, "manifest.webmanifest"):
			if err := fixManifest(f, root); err != nil {
				return err
			}
		}
		if err := minifyFile(f); err != nil {
			return err
		}
	}
	return compressAll(files)
}

func fixPage(path, root string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	page := string(b)
	if !strings.Contains(page, noZoomViewport) {
		return fmt.Errorf("site: %s: go-app's viewport meta changed; check the zoom override", path)
	}
	page = strings.Replace(page, noZoomViewport, zoomViewport, 1)
	page = ogURL.ReplaceAllString(page, root)
	// go-app writes disabled="false" for an enabled control and checked="false"
	// for an empty box, which HTML reads as disabled and ticked (a box that
	// flipped when the app started). Before the app starts every button looks
	// inactive anyway (auspex.css); after it, the app draws its own.
	page = falseBoolAttr.ReplaceAllString(page, "")
	return os.WriteFile(path, []byte(scriptsFirst(page)), 0o644)
}

// scriptsFirst moves the head's inline scripts (the boot script, the storage
// guard, ...) ahead of its stylesheets, where go-app's template puts them
// last. A script after a stylesheet link waits for that stylesheet, and on a
// repeat visit each stylesheet comes through the service worker: the parser
// stood still until both had arrived, and the boot script could not start
// compiling the wasm until then. None of these scripts reads a style when it
// runs. A page without a stylesheet link is left as it is.
func scriptsFirst(page string) string {
	end := strings.Index(page, "</head>")
	if end < 0 {
		return page
	}
	head := page[:end]
	at := strings.Index(head, `rel="stylesheet"`)
	if at < 0 {
		return page
	}
	at = strings.LastIndex(head[:at], "<link")
	scripts := inlineScript.FindAllString(head[at:], -1)
	rest := inlineScript.ReplaceAllString(head[at:], "")
	return head[:at] + strings.Join(scripts, "") + rest + page[end:]
}

// fixManifest adds what go-app's manifest template lacks: the maskable icon.
func fixManifest(path, root string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("site: reading the generated manifest: %w", err)
	}
	icons, _ := m["icons"].([]any)
	m["icons"] = append(icons, map[string]any{
		"src": root + maskableIcon, "type": "image/png", "sizes": "512x512", "purpose": "maskable",
	})
	m["orientation"] = "any"
	m["share_target"] = shareTarget(root)
	out, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, out, 0o644)
}

// shareTarget makes Auspex a target of the system's Share menu for roster
// files: the service worker takes the POST (offline too) and opens the page
// that imports it. Roster apps share a .rosz as a zip or as bytes of no
// named type, a .ros as XML; the extensions cover the rest.
func shareTarget(root string) map[string]any {
	return map[string]any{
		"action": root + armies.ShareAction, "method": "POST", "enctype": "multipart/form-data",
		"params": map[string]any{"files": []any{map[string]any{
			"name": armies.ShareField,
			"accept": []string{".ros", ".rosz", "application/xml", "text/xml", "application/zip",
				"application/x-zip-compressed", "application/octet-stream"},
		}}},
	}
}

// writeShell writes the app shell the service worker answers navigations with
// offline: the home page with its content replaced by a placeholder, so a deep
// link never flashes the home page before the app draws the route.
func writeShell(out string) error {
	b, err := os.ReadFile(filepath.Join(out, "index.html"))
	if err != nil {
		return err
	}
	page := string(b)
	open := strings.Index(page, "<main")
	end := strings.Index(page, "</main>")
	if open < 0 || end < open {
		return fmt.Errorf("site: the home page has no <main> to make the app shell from")
	}
	start := open + strings.Index(page[open:], ">") + 1
	page = page[:start] + `<p class="shell-wait">Opening…</p>` + page[end:]
	dst := filepath.Join(out, filepath.FromSlash(strings.TrimPrefix(shellPath, "/")))
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	return os.WriteFile(dst, []byte(page), 0o644)
}

// appJSHooks are the places in go-app's app.js where the boot script takes
// over: just before the wasm starts (note what the reader did), where a
// failed load would print the raw error (say it plainly, offer a retry), and
// where a refused service worker would only be logged. And
// the start itself waits for the pre-rendered page's first paint: the 2 MiB
// of wasm and pre-cache then download behind a page already shown, instead
// of competing with it (Lighthouse counted them into the largest paint: 12 s
// on its slow 4G where the page showed at 1.2 s).
var appJSHooks = [][2]string{
	// It waits for the browser to report the first contentful paint (which a
	// loaded machine presents well after the frame is drawn), then a frame
	// more; at most 3 s. A hidden tab paints nothing: it starts at once. A
	// visit the service worker controls downloads nothing, so the wait is only
	// for the page's first frame to be drawn: the report came 50-110 ms after
	// it with the CPU 4× slower.
	{"goappInitServiceWorker();\ngoappWatchForUpdate();\ngoappWatchForInstallable();\ngoappInitWebAssembly();\n",
		`(function (start) {
  var done = false, go = function () { if (!done) { done = true; start(); } };
  var next = function () { requestAnimationFrame(function () { setTimeout(go, 0); }); };
  if (document.hidden) return go();
  if (navigator.serviceWorker && navigator.serviceWorker.controller) return next();
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0) {
      new PerformanceObserver(function (list, obs) {
        if (list.getEntriesByName("first-contentful-paint").length) { obs.disconnect(); next(); }
      }).observe({type: "paint", buffered: true});
      setTimeout(go, 3000);
      return;
    }
  } catch (e) {}
  next();
})(function () {
  goappInitServiceWorker();
  goappWatchForUpdate();
  goappWatchForInstallable();
  goappInitWebAssembly();
});
`},
	// A visit the service worker already controls reads the wasm straight
	// from this version's cache and has compiled it by now (auspexInstantiate,
	// in the boot script); otherwise go-app's instantiateStreaming (with its
	// fallback for browsers without one) streams it as before.
	{"await instantiateStreaming(\n      fetchWithProgress(", "await auspexInstantiate(instantiateStreaming, fetchWithProgress, "},
	{", showProgress),\n      go.importObject\n    );", ", showProgress, go.importObject);"},
	{"go.run(wasm.instance);", "if (window.auspexBeforeStart) auspexBeforeStart();\n    go.run(wasm.instance);"},
	{"loaderLabel.innerText = err;", "loaderLabel.innerText = err;\n    if (window.auspexLoadFailed) auspexLoadFailed(err);"},
	// A refused registration (site data blocked) is said on the page, not only
	// in the console: otherwise the mark says "Saving for offline…" forever.
	{`console.error("goapp service worker registration failed", err);`,
		`if (window.auspexWorkerRefused) auspexWorkerRefused(err);
      else console.error("goapp service worker registration failed", err);`},
}

func fixAppJS(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	js := string(b)
	for _, h := range appJSHooks {
		if strings.Count(js, h[0]) != 1 {
			return fmt.Errorf("site: go-app's app.js changed: %q is not there once; check the boot script's hooks", h[0])
		}
		js = strings.Replace(js, h[0], h[1], 1)
	}
	return os.WriteFile(path, []byte(js), 0o644)
}
