//go:build !wasm

package site

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Report is what a build measured.
type Report struct {
	Version                 string
	Pages                   int // pre-rendered pages (served online, never pre-cached)
	WasmRaw, WasmGz, WasmBr int64
	// FirstVisit is what a browser downloads on its first visit, brotli-compressed:
	// the service worker and everything it pre-caches (the home page among them).
	FirstVisit int64
	FirstFiles int   // files pre-cached, the worker included
	Data       int64 // of FirstVisit, the systems' data files
}

func (r *Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "built %d pages, version %s\n", r.Pages, r.Version)
	fmt.Fprintf(&b, "app.wasm: %s raw, %s gzip, %s brotli\n", kib(r.WasmRaw), kib(r.WasmGz), kib(r.WasmBr))
	fmt.Fprintf(&b, "first visit: %s over %d files (brotli), %s of it the systems' data; no page is pre-cached\n",
		kib(r.FirstVisit), r.FirstFiles, kib(r.Data))
	return b.String()
}

func kib(n int64) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%.2f MiB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%.1f KiB", float64(n)/1024)
}

func size(path string) int64 {
	st, err := os.Stat(path)
	if err != nil {
		return 0
	}
	return st.Size()
}

// report measures the built site. The pre-cache list is read back from the
// generated service worker, so the figure is what browsers really fetch.
func report(out string, h *app.Handler, pages int) (*Report, error) {
	wasm := filepath.Join(out, "web", "app.wasm")
	r := &Report{Version: h.Version, Pages: pages, WasmRaw: size(wasm), WasmGz: size(wasm + ".gz"), WasmBr: size(wasm + ".br")}
	list, err := PrecacheList(out)
	if err != nil {
		return nil, err
	}
	root := strings.TrimSuffix(h.Resources.Package(), "/")
	for _, p := range append(list, "/app-worker.js") {
		f, ok := resolve(out, strings.TrimPrefix(p, root))
		if !ok {
			return nil, fmt.Errorf("site: the service worker pre-caches %s, which the build lacks", p)
		}
		n := size(f + ".br")
		if n == 0 {
			n = size(f)
		}
		r.FirstVisit += n
		if strings.Contains(p, "/web/ref/") {
			r.Data += n
		}
		r.FirstFiles++
	}
	return r, nil
}
