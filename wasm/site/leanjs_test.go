//go:build !wasm

package site

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// stdSource is the installed Go's source file rel (under src).
func stdSource(t *testing.T, rel string) string {
	t.Helper()
	out, err := goCmd("../..", "env", "GOROOT")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(filepath.Join(strings.TrimSpace(out), "src", filepath.FromSlash(rel)))
	if err != nil {
		t.Fatal(err)
	}
	return string(src)
}

// The patch applies to this Go's syscall/js, each change once, and the
// patched package compiles for the browser.
func TestSyscallJSPatchApplies(t *testing.T) {
	patched, err := patchSyscallJS(stdSource(t, "syscall/js/js.go"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(patched, "releaseArgs(argVals, argRefs)"); n != 3 {
		t.Errorf("the patched js.go releases the arguments of %d calls, want 3 (Call, Invoke, New)", n)
	}
	if !strings.Contains(patched, "finalizeRef(r)") {
		t.Error("the patched Value.Set does not release a string it sets")
	}
	overlay, err := stdOverlay("../..")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "build", "-overlay="+overlay, "syscall/js")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the patched syscall/js does not compile: %v\n%s", err, msg)
	}
}

// Another Go's js.go, where a patched text is missing or doubled, stops the
// build with a message naming the patch, rather than patching blind.
func TestSyscallJSPatchRefusesAnotherGo(t *testing.T) {
	src := strings.Join([]string{syscallJSPatch[0][0], syscallJSPatch[1][0], syscallJSPatch[2][0], syscallJSPatch[3][0]}, "\n")
	for name, s := range map[string]string{
		"missing": src,
		"doubled": src + "\n" + syscallJSPatch[4][0] + "\n" + syscallJSPatch[4][0],
	} {
		_, err := patchSyscallJS(s)
		if err == nil || !strings.Contains(err.Error(), "wasm/site/leanjs.go") {
			t.Errorf("%s: got %v, want an error naming wasm/site/leanjs.go", name, err)
		}
	}
}

// Each edit of go-app applies once to the pinned version's file, and one
// whose text is gone stops the build naming the edit.
func TestGoAppEditsApply(t *testing.T) {
	out, err := goCmd("../..", "list", "-m", "-f", "{{.Dir}}", goAppModule)
	if err != nil {
		t.Fatal(err)
	}
	perFile := map[string]int{}
	for _, e := range goAppEdits {
		perFile[e.file]++
	}
	for _, e := range goAppEdits {
		b, err := os.ReadFile(filepath.Join(strings.TrimSpace(out), e.file))
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		got, err := editGoApp(e.file, b, &n)
		if err != nil || n != perFile[e.file] || !strings.Contains(string(got), e.new) {
			t.Errorf("%s: %d of its %d edits applied (%v)", e.file, n, perFile[e.file], err)
		}
		if _, err := editGoApp(e.file, []byte("package app\n"), &n); err == nil || !strings.Contains(err.Error(), "wasm/site/leanapp.go") {
			t.Errorf("%s: a file without the text gives %v, want an error naming wasm/site/leanapp.go", e.file, err)
		}
	}
}

// Under Node, a program built with the patched syscall/js keeps every
// object it passes when a callback changes the caller's argument slice
// during the call (the release goes by what was stored, not by the slice),
// and strings still arrive as strings.
func TestSyscallJSPatchUnderNode(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not found: the patched syscall/js is not run here (the browser tests run it)")
	}
	overlay, err := stdOverlay("../..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	prog := `package main

import "syscall/js"

func main() {
	obj := js.Global().Get("Object").New()
	var args []any
	fn := js.FuncOf(func(js.Value, []js.Value) any { args[1] = "changed"; return nil })
	args = []any{fn, obj, "a string", "a string"}
	caller := js.Global().Get("Function").New("f", "o", "s", "t", "f(); return typeof o + ' ' + s + ' ' + t")
	got := caller.Invoke(args...).String()
	obj.Set("x", 7) // throws, ending the program, if obj was released
	if got != "object a string a string" || obj.Get("x").Int() != 7 {
		panic("wrong: " + got)
	}
	println("ok")
}
`
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(prog), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module probe\n\ngo 1.26\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	build := exec.Command("go", "build", "-overlay="+overlay, "-o", "probe.wasm", ".")
	build.Dir = dir
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GOFLAGS=", "GOTOOLCHAIN=local")
	if msg, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the probe: %v\n%s", err, msg)
	}
	goroot, err := goCmd("../..", "env", "GOROOT")
	if err != nil {
		t.Fatal(err)
	}
	run := exec.Command(node, filepath.Join(strings.TrimSpace(goroot), "lib", "wasm", "wasm_exec_node.js"), "probe.wasm")
	run.Dir = dir
	out, err := run.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "ok") {
		t.Fatalf("the probe failed: %v\n%s", err, out)
	}
}
