//go:build !wasm

package site

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// resolve maps a URL path to a file of the built site the way static hosts
// such as GitHub Pages do: "/" is index.html, "/wh40k10/charts" is
// wh40k10/charts.html, and a trailing slash is ignored.
func resolve(dir, urlPath string) (string, bool) {
	p := path.Clean("/" + urlPath)
	if p == "/" {
		p = "/index"
	}
	for _, cand := range []string{p, p + ".html"} {
		f := filepath.Join(dir, filepath.FromSlash(cand))
		if st, err := os.Stat(f); err == nil && st.Mode().IsRegular() {
			return f, true
		}
	}
	return "", false
}

// FileServer serves a built site: the right content types, the .br or .gz copy
// when the browser accepts it, extensionless page routes, and the site's own
// 404 page (which lists the game systems) for anything else.
func FileServer(dir string) (http.Handler, error) {
	notFound, err := os.ReadFile(filepath.Join(dir, "404.html"))
	if err != nil {
		return nil, fmt.Errorf("site: %s is not a built site (no 404.html): run ./build.sh first", dir)
	}
	security, err := readHeaders(dir)
	if err != nil {
		return nil, err
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		h := w.Header()
		for k, v := range security {
			h[k] = v
		}
		// Names are not content-hashed, so browsers revalidate; the service
		// worker, not the HTTP cache, is what makes the app fast and offline.
		h.Set("Cache-Control", "no-cache")
		f, ok := resolve(dir, r.URL.Path)
		if !ok || strings.HasSuffix(f, ".gz") || strings.HasSuffix(f, ".br") || filepath.Base(f) == headersFile {
			h.Set("Content-Type", mediaTypes[".html"])
			w.WriteHeader(http.StatusNotFound)
			w.Write(notFound)
			return
		}
		h.Set("Content-Type", mediaType(f))
		h.Add("Vary", "Accept-Encoding")
		send := f
		for _, enc := range []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
			if accepts(r.Header.Get("Accept-Encoding"), enc.name) {
				if _, err := os.Stat(f + enc.ext); err == nil {
					h.Set("Content-Encoding", enc.name)
					send = f + enc.ext
					break
				}
			}
		}
		b, err := os.ReadFile(send)
		if err != nil {
			http.Error(w, "cannot read "+r.URL.Path, http.StatusInternalServerError)
			return
		}
		st, _ := os.Stat(f)
		var mod time.Time
		if st != nil {
			mod = st.ModTime()
		}
		http.ServeContent(w, r, "", mod, bytes.NewReader(b))
	}), nil
}

// accepts reports whether an Accept-Encoding header allows the coding: named,
// with no q or a q above zero.
func accepts(header, coding string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), coding) {
			continue
		}
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.TrimSpace(k) == "q" {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		return q > 0
	}
	return false
}

var precacheRE = regexp.MustCompile(`resourcesToCache\s*=\s*(\[[^\]]*\])`)

// PrecacheList reads the URLs the built service worker pre-caches.
func PrecacheList(dir string) ([]string, error) {
	b, err := os.ReadFile(filepath.Join(dir, "app-worker.js"))
	if err != nil {
		return nil, err
	}
	m := precacheRE.FindSubmatch(b)
	if m == nil {
		return nil, fmt.Errorf("site: no pre-cache list in app-worker.js")
	}
	var list []string
	if err := json.Unmarshal(m[1], &list); err != nil {
		return nil, fmt.Errorf("site: reading the pre-cache list: %w", err)
	}
	return list, nil
}
