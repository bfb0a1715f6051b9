//go:build !wasm

package site

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// The browser build may compile a copy of go-app with a few edits, each in a
// group that is optional: a group whose text is not found in the go-app that
// go.mod pins, or whose copy does not compile, is left out with one line on
// the build's log, and the wasm uses go-app as published for it. The build
// never stops over an edit, and `-stock` (./build.sh -stock) builds with none.
// What each group gains, and what to re-check on an upgrade, is in
// wasm/site/README.md. The native build (server, generator, tests) always uses
// the module exactly as go.mod pins it.
const goAppModule = "github.com/maxence-charriere/go-app/v9"

// goAppGroup is one optional change to the browser's go-app.
type goAppGroup struct {
	name string
	// nativeOnly are go-app files given a "!wasm" build line: left out of
	// the wasm.
	nativeOnly []string
	edits      []goAppEdit
	// add are files of goapp/ written into go-app's pkg/app.
	add []string
}

// goAppEdit replaces old by new in one of go-app's files; old must occur
// exactly once.
type goAppEdit struct{ file, old, new string }

// goAppGroups are the edit groups, in the order they are tried.
var goAppGroups = []goAppGroup{{
	// go-app's pkg/app builds http.go (the Handler: an HTTP server with its
	// templates) and resource.go into the wasm as well; they import
	// net/http, whose initialisation links crypto/tls, x509, math/big and
	// text/template into every wasm that imports go-app: about 350 KB of
	// brotli that the browser never runs. goapp/lean.go declares the three
	// names the browser half still uses. The first visit's budget needs it.
	name:       "server-split",
	nativeOnly: []string{"pkg/app/http.go", "pkg/app/resource.go"},
	add:        []string{"lean.go"},
}}

// GoAppGroups names every edit group, in order: what Options.GoApp takes.
func GoAppGroups() []string {
	var names []string
	for _, g := range goAppGroups {
		names = append(names, g.name)
	}
	return names
}

// goAppFor returns the modfile that builds the wasm with go-app edited by
// the groups named in want (nil: every group), or "" for go-app as
// published. Each group that does not apply or does not compile is left
// out with one line on notes saying which and why.
func goAppFor(root string, want []string, notes io.Writer) (string, error) {
	if want == nil {
		want = GoAppGroups()
	}
	for _, w := range want {
		if !slices.Contains(GoAppGroups(), w) {
			return "", fmt.Errorf("site: no go-app edit group %q (there are: %s)", w, strings.Join(GoAppGroups(), ", "))
		}
	}
	if len(want) == 0 {
		return "", nil
	}
	out, err := goCmd(root, "list", "-m", "-f", "{{.Dir}}|{{.Version}}", goAppModule)
	if err != nil {
		return "", err
	}
	src, version, _ := strings.Cut(strings.TrimSpace(out), "|")
	if src == "" {
		return "", fmt.Errorf("site: go-app's module %s is not downloaded (run go mod download)", version)
	}
	var groups []goAppGroup
	for _, g := range goAppGroups {
		if !slices.Contains(want, g.name) {
			continue
		}
		if err := g.applies(src); err != nil {
			fmt.Fprintf(notes, "go-app edit %s left out, stock go-app %s for it: %v\n", g.name, version, err)
			continue
		}
		groups = append(groups, g)
	}
	if len(groups) == 0 {
		return "", nil
	}
	modfile, err := leanGoApp(root, src, version, groups)
	if err != nil {
		return "", err
	}
	if compileGoApp(root, modfile) == nil {
		return modfile, nil
	}
	// Something does not compile: add the groups one at a time, keeping
	// each that compiles with the ones kept before it.
	var kept []goAppGroup
	modfile = ""
	for _, g := range groups {
		try, err := leanGoApp(root, src, version, append(slices.Clip(kept), g))
		if err != nil {
			return "", err
		}
		if err := compileGoApp(root, try); err != nil {
			fmt.Fprintf(notes, "go-app edit %s left out, stock go-app %s for it: the edited copy does not compile: %s\n", g.name, version, firstLine(err.Error()))
			continue
		}
		kept, modfile = append(kept, g), try
	}
	return modfile, nil
}

// applies says why g cannot be applied to the go-app module in src, if so.
func (g goAppGroup) applies(src string) error {
	for _, f := range g.nativeOnly {
		b, err := os.ReadFile(filepath.Join(src, f))
		if err != nil {
			return fmt.Errorf("%s is missing", f)
		}
		if _, err := nativeOnly(f, b); err != nil {
			return err
		}
	}
	for _, e := range g.edits {
		b, err := os.ReadFile(filepath.Join(src, e.file))
		if err != nil {
			return fmt.Errorf("%s is missing", e.file)
		}
		if n := bytes.Count(b, []byte(e.old)); n != 1 {
			return fmt.Errorf("%s has %d copies of the text an edit replaces, not 1", e.file, n)
		}
	}
	return nil
}

// compileGoApp compiles go-app's pkg/app for the browser with modfile: the
// wasm build then finds it in Go's build cache.
func compileGoApp(root, modfile string) error {
	cmd := exec.Command("go", "build", "-modfile="+modfile, "-trimpath", goAppModule+"/pkg/app")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%v: %s", err, bytes.TrimSpace(msg))
	}
	return nil
}

func firstLine(s string) string {
	// The go command's first line names the package; the error is below.
	lines := strings.Split(s, "\n")
	for _, l := range lines {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") && !strings.HasPrefix(l, "exit status") {
			return l
		}
	}
	return lines[0]
}

// leanGoApp writes (once per module version and set of groups) go-app's
// module edited by groups, and a go.mod beside the project's that replaces
// go-app with it. It returns that go.mod, for go build -modfile.
func leanGoApp(root, src, version string, groups []goAppGroup) (string, error) {
	h := sha256.New()
	fmt.Fprint(h, version, groups)
	for _, g := range groups {
		for _, f := range g.add {
			b, err := goAppFiles.ReadFile("goapp/" + f)
			if err != nil {
				return "", err
			}
			fmt.Fprint(h, f, b)
		}
	}
	sum := h.Sum(nil)
	lean := filepath.Join(os.TempDir(), "auspex-go-app-wasm-"+hex.EncodeToString(sum[:6]))
	if _, err := os.Stat(filepath.Join(lean, "go.mod")); err != nil {
		if err := placeDir(lean, "go.mod", func(tmp string) error { return fillLeanGoApp(src, tmp, groups) }); err != nil {
			return "", err
		}
	}
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return "", err
	}
	gosum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		return "", err
	}
	modfile := filepath.Join(lean, "wasm.mod")
	mod = append(mod, fmt.Sprintf("\nreplace %s => %s\n", goAppModule, lean)...)
	if err := os.WriteFile(modfile, mod, 0o644); err != nil {
		return "", err
	}
	return modfile, os.WriteFile(strings.TrimSuffix(modfile, ".mod")+".sum", gosum, 0o644)
}

// placeDir makes dir by filling a temporary directory beside it and renaming
// that into place, so a build stopped half-way leaves nothing half-written;
// when another build placed dir first (it holds marker), that one stands.
func placeDir(dir, marker string, fill func(tmp string) error) error {
	tmp, err := os.MkdirTemp(filepath.Dir(dir), filepath.Base(dir)+".tmp-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := fill(tmp); err != nil {
		return err
	}
	if err := os.Rename(tmp, dir); err != nil && !errors.Is(err, fs.ErrExist) {
		if _, statErr := os.Stat(filepath.Join(dir, marker)); statErr != nil {
			return err
		}
	}
	return nil
}

// fillLeanGoApp copies the module's go.mod and pkg/ from src to tmp and
// applies groups to the copy.
func fillLeanGoApp(src, tmp string, groups []goAppGroup) error {
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		keep := rel == "." || rel == "go.mod" || rel == "go.sum" || rel == "pkg" || strings.HasPrefix(rel, "pkg"+string(filepath.Separator))
		switch {
		case !keep && d.IsDir():
			return filepath.SkipDir
		case !keep:
			return nil
		case d.IsDir():
			return os.MkdirAll(filepath.Join(tmp, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		slash := filepath.ToSlash(rel)
		for _, g := range groups {
			if slices.Contains(g.nativeOnly, slash) {
				if b, err = nativeOnly(slash, b); err != nil {
					return err
				}
			}
			for _, e := range g.edits {
				if e.file == slash {
					b = bytes.Replace(b, []byte(e.old), []byte(e.new), 1)
				}
			}
		}
		return os.WriteFile(filepath.Join(tmp, rel), b, 0o644)
	})
	if err != nil {
		return fmt.Errorf("site: copying go-app for the wasm build: %w", err)
	}
	for _, g := range groups {
		for _, f := range g.add {
			b, _ := goAppFiles.ReadFile("goapp/" + f)
			if b, err = wasmOnly(f, b); err != nil {
				return err
			}
			name := strings.TrimSuffix(f, ".go") + "_wasm.go"
			if err := os.WriteFile(filepath.Join(tmp, "pkg", "app", name), b, 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}

// goAppFiles are the files the browser's go-app is built with besides its
// own: Go files of this repository (gofmt reads them) that no build of
// Auspex compiles, because they are in go-app's package; wasmOnly turns
// each one's ignore line into a wasm one.
//
//go:embed goapp/*.go
var goAppFiles embed.FS

func wasmOnly(name string, b []byte) ([]byte, error) {
	const ignore, wasm = "//go:build ignore\n", "//go:build wasm\n"
	if !bytes.HasPrefix(b, []byte(ignore)) {
		return nil, fmt.Errorf("site: goapp/%s must start with %s", name, strings.TrimSpace(ignore))
	}
	return append([]byte(wasm), b[len(ignore):]...), nil
}

// nativeOnly marks a go-app server file native-only. It refuses a file that
// already has a build line or another package.
func nativeOnly(name string, b []byte) ([]byte, error) {
	if bytes.Contains(b, []byte("//go:build")) || !bytes.HasPrefix(b, []byte("package app")) {
		return nil, fmt.Errorf("%s already has a build line or does not start with package app", name)
	}
	return append([]byte("//go:build !wasm\n\n"), b...), nil
}

// goCmd runs the go command natively in dir and returns its output.
func goCmd(dir string, args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			return "", fmt.Errorf("site: go %s: %v\n%s", strings.Join(args, " "), err, ee.Stderr)
		}
		return "", fmt.Errorf("site: go %s: %v", strings.Join(args, " "), err)
	}
	return string(out), nil
}
