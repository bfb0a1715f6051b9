//go:build !wasm

// Package site builds Auspex's static site (dist/) and serves it. It runs only
// natively: nothing here is linked into the wasm.
package site

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	ui "auspex/app"
	"auspex/engine/ruleset"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Options say what to build and where.
type Options struct {
	Out    string // output directory, emptied first
	Prefix string // sub-path the site is hosted under ("" for the root)
	Root   string // the module's root: where ./wasm and ./static are
	// Wasm, when set, is an app.wasm already built, with its .gz and .br
	// copies, used instead of compiling and compressing another: the wasm does
	// not depend on the prefix, so the tests build it once for two sites.
	Wasm string
	// Main is the package compiled to app.wasm when Wasm is not set; "" is
	// ./wasm (the tests build their floor pages this way too).
	Main string
	// GoApp names the go-app edit groups the wasm is built with (GoAppGroups;
	// leanapp.go): nil is every one, an empty list go-app as published.
	GoApp []string
	// Notes takes the build's one-line notes (an edit group left out, and
	// why); nil is standard error.
	Notes io.Writer
}

// Build compiles the wasm, generates a page for every route, copies and
// minifies the assets, writes compressed copies and reports the sizes.
func Build(reg *ruleset.Registry, o Options) (*Report, error) {
	if o.Out == "" || o.Root == "" {
		return nil, fmt.Errorf("site: Out and Root must be set")
	}
	o.Prefix = strings.Trim(o.Prefix, "/")
	if strings.ContainsAny(o.Prefix, " ?#%\\\"'<>") {
		return nil, fmt.Errorf("site: prefix %q has characters a URL path cannot hold", o.Prefix)
	}
	if err := checkOut(o.Out); err != nil {
		return nil, err
	}
	// The site is built in a folder beside Out and put in its place when
	// complete: a build that fails or is stopped leaves Out as it was, and
	// nothing that stops the next build.
	if err := os.MkdirAll(filepath.Dir(filepath.Clean(o.Out)), 0o755); err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp(filepath.Dir(filepath.Clean(o.Out)), "."+filepath.Base(filepath.Clean(o.Out))+".building-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	rep, err := buildInto(reg, o, tmp)
	if err != nil {
		return nil, err
	}
	if err := emptyOut(o.Out); err != nil {
		return nil, err
	}
	if err := os.Rename(tmp, o.Out); err != nil {
		return nil, err
	}
	return rep, nil
}

// buildInto is Build into the empty folder out.
func buildInto(reg *ruleset.Registry, o Options, out string) (*Report, error) {
	if err := os.Chmod(out, 0o755); err != nil { // MkdirTemp makes it 0700
		return nil, err
	}
	web := filepath.Join(out, "web")
	if err := os.MkdirAll(web, 0o755); err != nil {
		return nil, err
	}
	if o.Wasm == "" && o.Main == "" {
		// The wasm compiles each system's reference index: bring it up to date first.
		if _, err := WriteRefIndexes(reg, o.Root); err != nil {
			return nil, err
		}
	}
	if err := placeWasm(o, filepath.Join(web, "app.wasm")); err != nil {
		return nil, err
	}
	if err := copyStatic(filepath.Join(o.Root, "static"), web); err != nil {
		return nil, err
	}
	if err := writeIcons(web); err != nil {
		return nil, err
	}
	date := buildDate(o.Root)
	ui.Register(reg)
	pages := ui.Paths(reg)
	refs, err := writeRefBundles(reg, web, rootPath(o.Prefix))
	if err != nil {
		return nil, err
	}
	h := handler(o.Prefix, date, refs)
	if h.Version, err = contentHash(web, shellSettings(h)); err != nil {
		return nil, err
	}
	h.RawHeaders[0] = withBuild(bootScript, h.Version, o.Prefix) // hashed above as the template it fills
	if err := app.GenerateStaticWebsite(out, h, pages...); err != nil {
		return nil, fmt.Errorf("site: generating pages: %w", err)
	}
	if err := finish(out, o.Prefix); err != nil {
		return nil, err
	}
	if err := writeHeaders(out); err != nil {
		return nil, err
	}
	return report(out, h, len(pages))
}

// emptyOut clears the output directory, but only one that is empty or holds a
// previous build (checkOut): a mistyped -out must never delete the project.
func emptyOut(dir string) error {
	if err := checkOut(dir); err != nil {
		return err
	}
	return os.RemoveAll(dir)
}

// checkOut refuses an output directory that is neither missing, empty nor a
// previous build.
func checkOut(dir string) error {
	entries, err := os.ReadDir(dir)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		return err
	}
	if len(entries) > 0 {
		if _, err := os.Stat(filepath.Join(dir, "app-worker.js")); err != nil {
			return fmt.Errorf("site: refusing to empty %s: it is not empty and holds no previous build", dir)
		}
	}
	return nil
}

// placeWasm compiles the wasm, or copies the one Options.Wasm names.
func placeWasm(o Options, out string) error {
	if o.Wasm == "" {
		main := o.Main
		if main == "" {
			main = "./wasm"
		}
		notes := o.Notes
		if notes == nil {
			notes = os.Stderr
		}
		return BuildWasm(o.Root, main, out, o.GoApp, notes)
	}
	for _, ext := range []string{"", ".gz", ".br"} {
		b, err := os.ReadFile(o.Wasm + ext)
		if err != nil {
			return fmt.Errorf("site: reusing the wasm: %w", err)
		}
		if err := os.WriteFile(out+ext, b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// BuildWasm compiles the browser build of the main package pkg (relative to
// the module root), stripped and without local paths, with the go-app edit
// groups named in goapp (nil: all; leanapp.go), saying on notes which it
// left out and why.
func BuildWasm(root, pkg, out string, goapp []string, notes io.Writer) error {
	abs, err := filepath.Abs(out)
	if err != nil {
		return err
	}
	modfile, err := goAppFor(root, goapp, notes)
	if err != nil {
		return err
	}
	args := []string{"build", "-trimpath", "-ldflags=-s -w", "-o", abs, pkg}
	if modfile != "" {
		args = append([]string{"build", "-modfile=" + modfile}, args[1:]...)
	}
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("site: building the wasm: %v\n%s", err, msg)
	}
	return nil
}

// buildDate is the date of the last commit, so the same source builds the
// same site; outside a git checkout it is today.
func buildDate(root string) string {
	cmd := exec.Command("git", "log", "-1", "--format=%cs")
	cmd.Dir = root
	if out, err := cmd.Output(); err == nil && len(strings.TrimSpace(string(out))) == 10 {
		return strings.TrimSpace(string(out))
	}
	return time.Now().UTC().Format("2006-01-02")
}

// contentHash is the build's version: a hash of the wasm, every asset and the
// settings of the page shell. Same content, same version: the service worker
// updates exactly when something changed.
func contentHash(web, settings string) (string, error) {
	h := sha256.New()
	io.WriteString(h, settings)
	files, err := listFiles(web)
	if err != nil {
		return "", err
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		rel, _ := filepath.Rel(web, f)
		fmt.Fprintf(h, "%s %d\n", filepath.ToSlash(rel), len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// shellSettings is everything of the go-app handler that shapes the generated
// pages, the manifest and the worker but is not in the wasm or the assets,
// together with the post-processing this package applies to them.
func shellSettings(h *app.Handler) string {
	return fmt.Sprintf("%q %q %q %q %q %v %q %q %q %q %q %q %v %q %q %q %q %q",
		h.Name, h.ShortName, h.Title, h.Description, h.Lang, h.Icon, h.BackgroundColor, h.ThemeColor,
		h.LoadingLabel, h.Styles, h.RawHeaders, h.CacheableResources, h.Env, h.ServiceWorkerTemplate,
		zoomViewport, maskableIcon, h.Resources.Package(), appJSHooks)
}

// listFiles lists the regular files under dir, sorted.
func listFiles(dir string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, p)
		}
		return err
	})
	sort.Strings(files)
	return files, err
}
