//go:build !wasm

package tests

import (
	"bytes"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	ui "auspex/app"
	"auspex/engine/rulesets"
	"auspex/wasm/site"

	"encoding/json"

	"github.com/chromedp/chromedp"
)

// What the build writes, checked without a browser.

func TestBuildWritesEveryRouteAndFixesTheViewport(t *testing.T) {
	dir, _ := builtSite(t)
	for _, p := range ui.Paths(rulesets.Registry()) {
		name := strings.TrimPrefix(p, "/") + ".html"
		if p == "/" {
			name = "index.html"
		}
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%s: no page: %v", p, err)
			continue
		}
		page := string(b)
		if strings.Contains(page, "user-scalable=0") || strings.Contains(page, "maximum-scale") {
			t.Errorf("%s: the viewport still forbids zoom", p)
		}
		if localAddr.MatchString(page) {
			t.Errorf("%s: the generator's local address leaked into the page", p)
		}
		for _, ext := range []string{".gz", ".br"} {
			if _, err := os.Stat(filepath.Join(dir, name+ext)); err != nil {
				t.Errorf("%s: no %s copy", p, ext)
			}
		}
	}
}

// The service worker pre-caches the shell, the code, the assets and one data
// file per system, never a page per route; nothing it fetches or any page,
// script or stylesheet refers to lives on another origin.
func TestNothingLeavesTheOrigin(t *testing.T) {
	dir, _ := builtSite(t)
	list, err := site.PrecacheList(dir)
	if err != nil {
		t.Fatal(err)
	}
	pages := map[string]bool{}
	for _, p := range ui.Paths(rulesets.Registry()) {
		pages[p] = true
	}
	for _, u := range list {
		if !strings.HasPrefix(u, "/") || strings.HasPrefix(u, "//") {
			t.Errorf("pre-cache entry %q is not on the site's origin", u)
		}
		if pages[u] && u != "/" {
			t.Errorf("page %s is pre-cached: pages are rendered by the app from the data", u)
		}
	}
	if systems := len(rulesets.Registry().All()); len(list) > 15+systems {
		t.Errorf("%d files pre-cached, want at most the shell's 15 and one per system: %v", len(list), list)
	}
	remote := regexp.MustCompile(`(?i)(https?:)?//[a-z0-9.-]+\.[a-z]{2,}[/"']`)
	if !remote.MatchString(`src="https://raw.githubusercontent.com/x.png"`) || !remote.MatchString(`url(//cdn.example.com/f.woff)`) {
		t.Fatal("the remote-URL pattern misses remote URLs")
	}
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch filepath.Ext(p) {
		case ".html", ".js", ".css", ".webmanifest", ".json", ".svg":
		default:
			return nil
		}
		b, _ := os.ReadFile(p)
		text := strings.ReplaceAll(string(b), "http://www.w3.org/2000/svg", "") // a namespace, not a request
		if m := remote.FindString(text); m != "" {
			t.Errorf("%s refers to another origin: %q", p, m)
		}
		return nil
	})
}

func TestManifestAndIcons(t *testing.T) {
	dir, _ := builtSite(t)
	b, err := os.ReadFile(filepath.Join(dir, "manifest.webmanifest"))
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Name, ShortName, ThemeColor, BackgroundColor string
		Icons                                        []struct{ Src, Sizes, Type, Purpose string }
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	var raw map[string]any
	json.Unmarshal(b, &raw)
	for _, k := range []string{"name", "short_name", "theme_color", "background_color", "start_url", "display"} {
		if s, _ := raw[k].(string); s == "" {
			t.Errorf("manifest has no %s", k)
		}
	}
	maskable := false
	for _, ic := range m.Icons {
		maskable = maskable || ic.Purpose == "maskable"
	}
	if !maskable {
		t.Error("manifest has no maskable icon")
	}
	for name, size := range map[string]int{"icon-192.png": 192, "icon-512.png": 512, "icon-maskable-512.png": 512, "apple-touch-icon.png": 180} {
		f, err := os.Open(filepath.Join(dir, "web", name))
		if err != nil {
			t.Errorf("icon %s: %v", name, err)
			continue
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil || cfg.Width != size || cfg.Height != size {
			t.Errorf("icon %s: %dx%d (%v), want %dx%d", name, cfg.Width, cfg.Height, err, size, size)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "web", "icon.svg")); err != nil {
		t.Error("no SVG icon")
	}
}

// The server: content types, precompressed copies, extensionless routes, 404.
func TestServer(t *testing.T) {
	dir, base := builtSite(t)
	get := func(path, enc string) (*http.Response, []byte) {
		req, _ := http.NewRequest("GET", base+path, nil)
		req.Header.Set("Accept-Encoding", enc)
		res, err := http.DefaultTransport.RoundTrip(req) // no transparent decompression
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res, b
	}
	cases := []struct{ path, enc, status, ctype, cenc string }{
		{"/", "br, gzip", "200", "text/html; charset=utf-8", "br"},
		{"/wh40k10/charts", "gzip", "200", "text/html; charset=utf-8", "gzip"},
		{"/wh40k10/charts/", "", "200", "text/html; charset=utf-8", ""},
		{"/web/app.wasm", "gzip;q=0, br", "200", "application/wasm", "br"},
		{"/web/app.wasm", "gzip;q=0", "200", "application/wasm", ""},
		{"/manifest.webmanifest", "", "200", "application/manifest+json", ""},
		{"/app-worker.js", "", "200", "text/javascript; charset=utf-8", ""},
		{"/web/auspex.css", "", "200", "text/css; charset=utf-8", ""},
		{"/web/icon-192.png", "br", "200", "image/png", ""},
		{"/nope", "", "404", "text/html; charset=utf-8", ""},
		{"/index.html.br", "", "404", "text/html; charset=utf-8", ""},
		{"/_headers", "", "404", "text/html; charset=utf-8", ""},
		{"/../../etc/passwd", "", "404", "text/html; charset=utf-8", ""},
	}
	for _, c := range cases {
		res, body := get(c.path, c.enc)
		if got := res.Status[:3]; got != c.status {
			t.Errorf("%s: status %s, want %s", c.path, got, c.status)
		}
		if got := res.Header.Get("Content-Type"); got != c.ctype {
			t.Errorf("%s: Content-Type %q, want %q", c.path, got, c.ctype)
		}
		if got := res.Header.Get("Content-Encoding"); got != c.cenc {
			t.Errorf("%s (Accept-Encoding %q): Content-Encoding %q, want %q", c.path, c.enc, got, c.cenc)
		}
		if c.status == "404" && !bytes.Contains(body, []byte("Epic Armageddon")) {
			t.Errorf("%s: the 404 page does not list the systems", c.path)
		}
		// Every response carries the security headers of the built _headers file.
		csp := res.Header.Get("Content-Security-Policy")
		for _, want := range []string{"default-src 'self'", "script-src 'self' 'wasm-unsafe-eval' 'sha256-", "object-src 'none'", "frame-ancestors 'none'"} {
			if !strings.Contains(csp, want) {
				t.Errorf("%s: Content-Security-Policy %q lacks %q", c.path, csp, want)
			}
		}
		if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "'unsafe-eval'") {
			t.Errorf("%s: the policy allows inline or eval'd script: %q", c.path, csp)
		}
		if res.Header.Get("X-Content-Type-Options") != "nosniff" || res.Header.Get("Referrer-Policy") == "" {
			t.Errorf("%s: nosniff %q, Referrer-Policy %q", c.path, res.Header.Get("X-Content-Type-Options"), res.Header.Get("Referrer-Policy"))
		}
	}
	headers, err := os.ReadFile(filepath.Join(dir, "_headers"))
	if err != nil || !bytes.Contains(headers, []byte("Content-Security-Policy: ")) {
		t.Errorf("the build's _headers file for static hosts: %v %q", err, headers)
	}
}

// A build for a sub-path (GitHub Pages project sites) prefixes every link,
// asset and pre-cached page, and the app routes under the prefix. It reuses
// the test site's wasm: compiling and compressing it is most of a build.
func TestPrefixBuild(t *testing.T) {
	// go-app's handler writes its Env into the process's environment
	// (GOAPP_ROOT_PREFIX=/auspex here), and links rendered natively read it:
	// put it back for the tests that run after this one.
	t.Setenv("GOAPP_ROOT_PREFIX", os.Getenv("GOAPP_ROOT_PREFIX"))
	built, _ := builtSite(t)
	dir := t.TempDir()
	if _, err := site.Build(rulesets.Registry(), site.Options{Out: dir, Root: "..", Prefix: "auspex",
		Wasm: filepath.Join(built, "web", "app.wasm")}); err != nil {
		t.Fatal(err)
	}
	list, err := site.PrecacheList(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range list {
		if u != "/auspex" && !strings.HasPrefix(u, "/auspex/") {
			t.Errorf("pre-cache entry %q lacks the prefix", u)
		}
	}
	page, _ := os.ReadFile(filepath.Join(dir, "wh40k10", "charts.html"))
	for _, want := range []string{`href="/auspex/wh40k10/sheets"`, `src="/auspex/app.js"`, `href="/auspex/web/auspex.css"`} {
		if !bytes.Contains(page, []byte(want)) {
			t.Errorf("prefixed page lacks %s", want)
		}
	}
	h, err := site.FileServer(dir)
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/auspex/", http.StripPrefix("/auspex", h))
	srv := httptest.NewServer(mux)
	defer srv.Close()

	ctx, log := newBrowser(t)
	visit(t, ctx, srv.URL+"/auspex/wh40k10/charts", "/wh40k10/charts")
	if err := chromedp.Do(ctx, chromedp.Click(`nav.tabs a[href$="/sheets"]`, chromedp.NodeVisible)); err != nil {
		t.Fatal(err)
	}
	waitRoute(t, ctx, "/wh40k10/sheets")
	if got := eval[string](t, ctx, `location.pathname`); got != "/auspex/wh40k10/sheets" {
		t.Errorf("in-app navigation went to %s", got)
	}
	checkPrefixedEntry(t, ctx, srv.URL)
	assertClean(t, log, srv.URL)
}

// localAddr is the test server's own address, which no built page may carry.
var localAddr = regexp.MustCompile(`127\.0\.0\.1:\d+`)

// The benchmarks' floor pages build: tests/sized as the app is (every go-app
// edit group), tests/hello and tests/floor with go-app as published. A floor
// once named app.Handler's fields in its wasm build and stopped compiling,
// which only a benchmark run showed.
func TestFloorPagesBuild(t *testing.T) {
	for main, goapp := range map[string][]string{"./tests/hello": {}, "./tests/sized": nil, "./tests/floor": {}} {
		if err := site.BuildWasm("..", main, filepath.Join(t.TempDir(), "app.wasm"), goapp, os.Stderr); err != nil {
			t.Errorf("%s: %v", main, err)
		}
	}
}
