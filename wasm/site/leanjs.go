//go:build !wasm

package site

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// The browser build also compiles syscall/js with one change, through go
// build -overlay: a Go string passed to a JavaScript call (Call, Invoke, New)
// or property set is released as soon as the call returns, instead of by a
// finalizer after the next garbage collection.
//
// Why: syscall/js gives every string it hands to JavaScript a finalizer, and
// the runtime keeps a span's finalizers in a list sorted by address, which
// each new one walks to its end (runtime.addspecial). go-app passes every
// tag, attribute name and value, text and event name as a string: the
// calculator's start hands JavaScript 1,945 of them, and spent 43 ms of its
// 277 ms of script in addspecial alone (CPU profile of a repeat visit of
// /wh40k10/calc, 2026-11-27; 3 ms with this patch). A string argument is used only
// while the call runs, so releasing it right after is exact: the JavaScript
// side counts a value's references, and this takes back the one reference
// stringVal added. Values JavaScript returns keep their finalizers.

// syscallJSPatch is each change as (the text as Go writes it, the text that
// replaces it). Every old text must occur exactly once in the installed Go's
// syscall/js/js.go, or the build stops naming it: another Go version is not
// patched blind.
var syscallJSPatch = [][2]string{
	{`	for i, arg := range args {
		v := ValueOf(arg)
		argValsDst[i] = v
		argRefsDst[i] = v.ref
	}
}`, `	for i, arg := range args { // every other argument first: ValueOf may panic, and no string is stored yet
		if _, ok := arg.(string); !ok {
			v := ValueOf(arg)
			argValsDst[i] = v
			argRefsDst[i] = v.ref
		}
	}
	for i, arg := range args {
		if s, ok := arg.(string); ok {
			argRefsDst[i] = stringVal(s) // released by releaseArgs when the call returns; argValsDst[i] stays zero
		}
	}
}

// releaseArgs releases the strings storeArgs made for a call (Auspex's
// build: wasm/site/leanjs.go). It goes by what storeArgs stored, not by the
// arguments: a Go function the call runs may have changed the caller's slice.
func releaseArgs(argVals []Value, argRefs []ref) {
	for i := range argRefs {
		if argVals[i].ref != argRefs[i] {
			finalizeRef(argRefs[i])
		}
	}
}`},
	{"\tres, ok := valueCall(v.ref, m, argRefs)\n", "\tres, ok := valueCall(v.ref, m, argRefs)\n\treleaseArgs(argVals, argRefs)\n"},
	{"\tres, ok := valueInvoke(v.ref, argRefs)\n", "\tres, ok := valueInvoke(v.ref, argRefs)\n\treleaseArgs(argVals, argRefs)\n"},
	{"\tres, ok := valueNew(v.ref, argRefs)\n", "\tres, ok := valueNew(v.ref, argRefs)\n\treleaseArgs(argVals, argRefs)\n"},
	{`	xv := ValueOf(x)
	valueSet(v.ref, p, xv.ref)
`, `	if s, ok := x.(string); ok { // released as soon as it is set (Auspex's build)
		r := stringVal(s)
		valueSet(v.ref, p, r)
		finalizeRef(r)
		runtime.KeepAlive(v)
		return
	}
	xv := ValueOf(x)
	valueSet(v.ref, p, xv.ref)
`},
}

// patchSyscallJS applies syscallJSPatch to js.go's text.
func patchSyscallJS(src string) (string, error) {
	return applyPatch("syscall/js/js.go", "wasm/site/leanjs.go", src, syscallJSPatch)
}

// applyPatch makes each change of patch in src, the text of the standard
// library's file (named in errors, with the file of this package that holds
// the patch). Every old text must occur exactly once.
func applyPatch(file, holder, src string, patch [][2]string) (string, error) {
	for _, p := range patch {
		if n := strings.Count(src, p[0]); n != 1 {
			first, _, _ := strings.Cut(strings.TrimSpace(p[0]), "\n")
			return "", fmt.Errorf("site: this Go's %s has %d copies of %q where the wasm build's patch expects one; check %s against this Go version", file, n, first, holder)
		}
		src = strings.Replace(src, p[0], p[1], 1)
	}
	return src, nil
}

// stdOverlay writes (once per Go version and patch) the patched files of the
// standard library, syscall/js/js.go (this file) and runtime/symtab.go
// (leanpcln.go), and an overlay file mapping the installed ones to them, for
// go build -overlay.
func stdOverlay(root string) (string, error) {
	out, err := goCmd(root, "env", "GOROOT", "GOVERSION")
	if err != nil {
		return "", err
	}
	goroot, version, _ := strings.Cut(strings.TrimSpace(out), "\n")
	files := []struct {
		rel   string
		patch func(string) (string, error)
	}{
		{"syscall/js/js.go", patchSyscallJS},
		{"runtime/symtab.go", patchFindFunc},
	}
	type patchedFile struct{ orig, text string }
	var done []patchedFile
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00", version)
	for _, f := range files {
		orig := filepath.Join(goroot, "src", filepath.FromSlash(f.rel))
		src, err := os.ReadFile(orig)
		if err != nil {
			return "", fmt.Errorf("site: reading %s for the wasm build: %w", f.rel, err)
		}
		text, err := f.patch(string(src))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s\x00%s\x00", orig, text)
		done = append(done, patchedFile{orig, text})
	}
	dir := filepath.Join(os.TempDir(), "auspex-std-overlay-"+hex.EncodeToString(h.Sum(nil)[:6]))
	overlay := filepath.Join(dir, "overlay.json")
	if _, err := os.Stat(overlay); err == nil {
		return overlay, nil
	}
	replace := map[string]string{}
	for _, f := range done {
		replace[f.orig] = filepath.Join(dir, filepath.Base(f.orig))
	}
	doc, _ := json.Marshal(map[string]map[string]string{"Replace": replace})
	return overlay, placeDir(dir, "overlay.json", func(tmp string) error {
		for _, f := range done {
			if err := os.WriteFile(filepath.Join(tmp, filepath.Base(f.orig)), []byte(f.text), 0o644); err != nil {
				return err
			}
		}
		return os.WriteFile(filepath.Join(tmp, "overlay.json"), doc, 0o644)
	})
}
