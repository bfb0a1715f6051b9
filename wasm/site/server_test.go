//go:build !wasm

package site

import (
	"os"
	"path/filepath"
	"testing"
)

func TestAccepts(t *testing.T) {
	cases := []struct {
		header, coding string
		want           bool
	}{
		{"gzip, deflate, br", "br", true},
		{"gzip, deflate, br", "gzip", true},
		{"gzip;q=0, br", "gzip", false},
		{"gzip;q=0.5", "gzip", true},
		{"GZIP", "gzip", true},
		{"", "br", false},
		{"brotli", "br", false},
		{"br;q=0.0", "br", false},
	}
	for _, c := range cases {
		if got := accepts(c.header, c.coding); got != c.want {
			t.Errorf("accepts(%q, %q) = %v", c.header, c.coding, got)
		}
	}
}

func TestResolve(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"index.html", "about.html", "wh40k10/charts.html", "web/app.wasm"} {
		os.MkdirAll(filepath.Dir(filepath.Join(dir, f)), 0o755)
		os.WriteFile(filepath.Join(dir, f), []byte("x"), 0o644)
	}
	cases := map[string]string{
		"/": "index.html", "/about": "about.html", "/about/": "about.html",
		"/wh40k10/charts": "wh40k10/charts.html", "/web/app.wasm": "web/app.wasm",
		"/wh40k10": "", "/nope": "", "/../../etc/passwd": "", "/web": "",
	}
	for in, want := range cases {
		got, ok := resolve(dir, in)
		rel, _ := filepath.Rel(dir, got)
		if (want == "") == ok || (ok && filepath.ToSlash(rel) != want) {
			t.Errorf("resolve(%q) = %q, %v; want %q", in, rel, ok, want)
		}
	}
}

// No request path, however odd, resolves to a file outside the site.
func FuzzResolve(f *testing.F) {
	dir := f.TempDir()
	os.MkdirAll(filepath.Join(dir, "site", "web"), 0o755)
	os.WriteFile(filepath.Join(dir, "site", "index.html"), []byte("x"), 0o644)
	os.WriteFile(filepath.Join(dir, "secret.html"), []byte("x"), 0o644)
	root := filepath.Join(dir, "site")
	for _, s := range []string{"/", "/../secret", "/..%2fsecret", "/web/../../secret", "//secret", "/./index", "\\..\\secret"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, p string) {
		got, ok := resolve(root, p)
		if !ok {
			return
		}
		rel, err := filepath.Rel(root, got)
		if err != nil || rel == ".." || len(rel) > 2 && rel[:3] == "../" {
			t.Fatalf("%q resolved outside the site: %s", p, got)
		}
	})
}
