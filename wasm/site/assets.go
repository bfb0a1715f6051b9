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
	for _, f := range files {
		switch {
		case strings.HasSuffix(f, ".html"):
			if err := fixPage(f, root); err != nil {
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
	return os.WriteFile(path, []byte(page), 0o644)
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
	out, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, out, 0o644)
}
