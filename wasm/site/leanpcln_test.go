//go:build !wasm

package site

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The patch applies to this Go's runtime and the patched runtime compiles
// for the browser.
func TestFindFuncPatchApplies(t *testing.T) {
	src := stdSource(t, "runtime/symtab.go")
	patched, err := patchFindFunc(src)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(patched, "datap.ftab[lo].funcoff") {
		t.Error("the patched findfunc does not search ftab")
	}
	if _, err := patchFindFunc(strings.Replace(src, "findfunctab  uintptr", "findfunctab uintptr", 1)); err == nil {
		t.Error("a moduledata laid out otherwise was patched")
	}
}

// Stripping a wasm the build made leaves its memory exactly as it was
// except for findfunctab, which becomes zero, and makes the module smaller;
// a second strip finds no table to cut (every bucket would be zero, so the
// last one would not name the last function) and says so.
func TestStripFindFuncTab(t *testing.T) {
	out, err := filepath.Abs(filepath.Join(t.TempDir(), "hello.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	if err := linkWasm("../..", "./tests/hello", out); err != nil {
		t.Fatal(err)
	}
	wasm, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	lean, cut, err := stripFindFuncTab(wasm)
	if err != nil {
		t.Fatal(err)
	}
	before, after := memoryOf(t, wasm), memoryOf(t, lean)
	lo, hi, err := findFuncTabRange(before)
	if err != nil {
		t.Fatal(err)
	}
	if int(hi-lo) != cut || cut < 100_000 {
		t.Fatalf("cut %d bytes, the table spans %d", cut, hi-lo)
	}
	if len(after) < int(hi) {
		after = append(after, make([]byte, int(hi)-len(after))...)
	}
	if !bytes.Equal(before[:lo], after[:lo]) || !bytes.Equal(before[hi:], after[hi:len(before)]) {
		t.Error("memory outside findfunctab changed")
	}
	if n := len(after[lo:hi]) - bytes.Count(after[lo:hi], []byte{0}); n != 0 {
		t.Errorf("%d bytes of findfunctab are still set", n)
	}
	if len(lean) > len(wasm)-cut/4 {
		t.Errorf("the module went from %d to %d bytes, for a %d-byte table", len(wasm), len(lean), cut)
	}
	t.Logf("%d bytes to %d; the table was %d bytes of memory", len(wasm), len(lean), cut)
	if _, _, err := stripFindFuncTab(lean); err == nil || !strings.Contains(err.Error(), "not at the last one") {
		t.Errorf("stripping twice: %v", err)
	}
	for name, bad := range map[string][]byte{
		"not wasm":    []byte("\x7fELF...."),
		"cut short":   wasm[:len(wasm)/2],
		"no sections": wasm[:8],
	} {
		if _, _, err := stripFindFuncTab(bad); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

// memoryOf is the memory a module's data section initialises.
func memoryOf(t *testing.T, wasm []byte) []byte {
	t.Helper()
	secs, err := wasmSections(wasm)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range secs {
		if s.id == 11 {
			segs, err := dataSegments(s.body)
			if err != nil {
				t.Fatal(err)
			}
			return memoryImage(segs)
		}
	}
	t.Fatal("no data section")
	return nil
}
