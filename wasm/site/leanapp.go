//go:build !wasm

package site

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// The browser build compiles go-app without its server half. go-app's
// pkg/app builds http.go (the Handler: an HTTP server with its templates)
// and resource.go into the wasm as well; they import net/http, whose package
// initialisation alone links crypto/tls, x509, math/big and text/template
// into every wasm that imports go-app: 350 KB of a 2.3 MB brotli download
// that the browser never runs (measured 2026-11-27: 2,334,460 → 1,985,054
// bytes). So the wasm build uses a copy of the pinned module in which those
// two files are native-only, and goapp/lean.go declares the three names the
// browser half of pkg/app still uses. The native build (server, generator,
// tests) uses the module exactly as go.mod pins it.
const goAppModule = "github.com/maxence-charriere/go-app/v9"

// goAppServerFiles are the files left out of the wasm. nativeOnly refuses
// one that is not as the pinned version writes it, so another version fails
// the build loudly rather than being patched blind.
var goAppServerFiles = map[string]bool{"pkg/app/http.go": true, "pkg/app/resource.go": true}

// goAppEdits change the browser's go-app in place, each old text replaced
// by the new one; every old text must occur exactly once in its file, or the
// build stops naming the edit.
//
// The first: go-app's Compo.mount ends by queuing an update of every
// component it mounts (c.dispatch(nil)), so a page's first frame rendered
// each component twice, the second time to the same result: on the
// calculator that second pass was 16 of its 220 ms of script (CPU profiles
// of six repeat visits of /wh40k10/calc, 2026-11-27: handleComponentUpdates
// 21.9 ms, 5.8 without it). A component that implements OnMount still gets
// the update after it, as go-app does (OnMount may change what it shows),
// unless its OnMount calls PreventUpdate (goapp/prevent_update.go). The
// others: PreventUpdate works in a dispatched function, the first frame is
// handled at once (goapp/first_frame.go), and the batched mount
// (goapp/batch_mount.go).
var goAppEdits = append([]goAppEdit{{
	file: "pkg/app/component.go",
	old: `	c.dispatch(nil)
	return nil
}

func (c *Compo) dismount() {`,
	new: `	return nil // Auspex's build: no second render of a component just mounted (wasm/site/leanapp.go)
}

func (c *Compo) dismount() {`,
}, {
	// Context.PreventUpdate works in a dispatched function too
	// (goapp/prevent_update.go).
	file: "pkg/app/engine.go",
	old: `	case Update:
		d.do()
		e.addComponentUpdate(getComponent(d.Source))`,
	new: `	case Update:
		updating = true // Auspex's build (wasm/site/leanapp.go)
		d.do()
		prevented := updatePrevented
		updating, updatePrevented = false, false
		if !prevented {
			e.addComponentUpdate(getComponent(d.Source))
		}`,
}, {
	file: "pkg/app/engine.go",
	old: `	e.componentUpdates[c] = false
}`,
	new: `	if updating { // Auspex's build (wasm/site/leanapp.go)
		updatePrevented = true
		return
	}
	e.componentUpdates[c] = false
}`,
}, {
	// The first frame at once (goapp/first_frame.go).
	file: "pkg/app/app.go",
	old: `	performNavigate(&disp, Window().URL(), false)
	disp.start(context.Background())`,
	new: `	performNavigate(&disp, Window().URL(), false)
	disp.firstFrame() // Auspex's build (wasm/site/leanapp.go)
	disp.start(context.Background())`,
}, {
	// The batched mount (goapp/batch_mount.go): the outermost mount of a
	// subtree records it and makes it in one call; the element, text and raw
	// mounts inside it record themselves instead of calling the browser.
	file: "pkg/app/node.go",
	old: `	n.setSelf(n)
	return n.mount(d)
}`,
	new: `	n.setSelf(n)
	return batchMount(d, n) // Auspex's build (wasm/site/leanapp.go)
}`,
}, {
	file: "pkg/app/html.go",
	old: `	e.dispatcher = d

	jsElement, err := Window().createElement(e.tag, e.xmlns)`,
	new: `	e.dispatcher = d
	if batching != nil { // Auspex's build (wasm/site/leanapp.go)
		return batching.element(d, e)
	}

	jsElement, err := Window().createElement(e.tag, e.xmlns)`,
}, {
	file: "pkg/app/text.go",
	old: `	t.disp = d
	t.jsvalue = Window().createTextNode(t.value)`,
	new: `	t.disp = d
	if batching != nil { // Auspex's build (wasm/site/leanapp.go)
		batching.text(t)
		return nil
	}
	t.jsvalue = Window().createTextNode(t.value)`,
}, {
	file: "pkg/app/raw.go",
	old: `	r.disp = d

	wrapper, err := Window().createElement("div", "")`,
	new: `	r.disp = d
	if batching != nil { // Auspex's build (wasm/site/leanapp.go)
		batching.raw(r)
		return nil
	}

	wrapper, err := Window().createElement("div", "")`,
}, {
	// A node the batched mount made is taken from the page when first used:
	// every read of it goes through JSValue (jsValueEdit), which resolves it.
	file: "pkg/app/html.go",
	old:  `		e.attributes.Mount(e.jsElement, e.dispatcher.resolveStaticResource)`,
	new:  `		e.attributes.Mount(e.JSValue(), e.dispatcher.resolveStaticResource)`,
}, {
	file: "pkg/app/html.go",
	old: `		e.attributes.Update(
			e.jsElement,`,
	new: `		e.attributes.Update(
			e.JSValue(),`,
}, {
	file: "pkg/app/html.go",
	old:  `	e.jsElement.removeChild(child)`,
	new:  `	e.JSValue().removeChild(child)`,
}},
	jsValueEdit("pkg/app/html.go", "e *htmlElement", "e.jsElement"),
	jsValueEdit("pkg/app/text.go", "t *text", "t.jsvalue"),
	jsValueEdit("pkg/app/raw.go", "r *raw", "r.jsvalue"),
)

// goAppEdit replaces old by new in one of go-app's files.
type goAppEdit struct{ file, old, new string }

// jsValueEdit makes a node type's JSValue take the node's DOM node from its
// batch if it is still pending (goapp/batch_mount.go: resolved).
func jsValueEdit(file, recv, field string) goAppEdit {
	sig := "func (" + recv + ") JSValue() Value {\n\treturn "
	return goAppEdit{file: file, old: sig + field + "\n}", new: sig + "resolved(&" + field + ") // Auspex's build (wasm/site/leanapp.go)\n}"}
}

// editGoApp applies goAppEdits to one of go-app's files, counting them.
func editGoApp(rel string, b []byte, applied *int) ([]byte, error) {
	for _, e := range goAppEdits {
		if e.file != filepath.ToSlash(rel) {
			continue
		}
		if n := bytes.Count(b, []byte(e.old)); n != 1 {
			return nil, fmt.Errorf("site: go-app's %s has %d copies of the text the wasm build's edit replaces, not 1: that go-app is not v9.8.0; check wasm/site/leanapp.go", e.file, n)
		}
		b = bytes.Replace(b, []byte(e.old), []byte(e.new), 1)
		*applied++
	}
	return b, nil
}

// leanGoApp writes (once per module version and patch) go-app's module with
// its server files native-only, and a go.mod beside the project's that
// replaces go-app with it. It returns that go.mod, for go build -modfile.
func leanGoApp(root string) (string, error) {
	out, err := goCmd(root, "list", "-m", "-f", "{{.Dir}}|{{.Version}}", goAppModule)
	if err != nil {
		return "", err
	}
	dir, version, _ := strings.Cut(strings.TrimSpace(out), "|")
	if dir == "" {
		return "", fmt.Errorf("site: go-app's module %s is not downloaded (run go mod download)", version)
	}
	h := sha256.New()
	fmt.Fprint(h, version, goAppEdits)
	if err := fs.WalkDir(goAppFiles, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			b, _ := goAppFiles.ReadFile(p)
			fmt.Fprint(h, p, b)
		}
		return err
	}); err != nil {
		return "", err
	}
	sum := h.Sum(nil)
	lean := filepath.Join(os.TempDir(), "auspex-go-app-wasm-"+hex.EncodeToString(sum[:6]))
	if _, err := os.Stat(filepath.Join(lean, "go.mod")); err != nil {
		if err := writeLeanGoApp(dir, lean); err != nil {
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

// writeLeanGoApp copies the module's go.mod and pkg/ to lean and patches
// the copy.
func writeLeanGoApp(src, lean string) error {
	return placeDir(lean, "go.mod", func(tmp string) error { return fillLeanGoApp(src, tmp) })
}

func fillLeanGoApp(src, tmp string) error {
	applied := 0
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
		if goAppServerFiles[filepath.ToSlash(rel)] {
			if b, err = nativeOnly(rel, b); err != nil {
				return err
			}
		}
		if b, err = editGoApp(rel, b, &applied); err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(tmp, rel), b, 0o644)
	})
	if err != nil {
		return fmt.Errorf("site: copying go-app for the wasm build: %w", err)
	}
	if applied != len(goAppEdits) {
		return fmt.Errorf("site: %d of the wasm build's %d edits of go-app found their file; check wasm/site/leanapp.go", applied, len(goAppEdits))
	}
	files, err := goAppFiles.ReadDir("goapp")
	if err != nil {
		return err
	}
	for _, f := range files {
		b, _ := goAppFiles.ReadFile("goapp/" + f.Name())
		if b, err = wasmOnly(f.Name(), b); err != nil {
			return err
		}
		name := strings.TrimSuffix(f.Name(), ".go") + "_wasm.go"
		if err := os.WriteFile(filepath.Join(tmp, "pkg", "app", name), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// goAppFiles are the files the browser's go-app is built with besides its
// own (goapp/lean.go, goapp/batch_mount.go): Go files of this repository
// (gofmt reads them) that no build of Auspex compiles, because they are in
// go-app's package; wasmOnly turns each one's ignore line into a wasm one.
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
// already has a build line: that go-app is not the one this patch knows.
func nativeOnly(name string, b []byte) ([]byte, error) {
	if bytes.Contains(b, []byte("//go:build")) || !bytes.HasPrefix(b, []byte("package app")) {
		return nil, fmt.Errorf("site: go-app's %s is not as v9.8.0 writes it; check the wasm build's patch (wasm/site/leanapp.go)", name)
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
