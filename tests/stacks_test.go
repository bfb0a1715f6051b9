//go:build !wasm

package tests

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"auspex/wasm/site"

	"github.com/chromedp/chromedp"
)

// The browser build leaves the runtime's findfunctab out of the wasm and has
// findfunc search the function table instead (wasm/site/leanpcln.go). A
// program built the same way (tests/stacks) runs in the browser: stack
// traces, function names, a recovered panic's stack and the collector
// scanning deep stacks all still work.
func TestBrowserWasmStacks(t *testing.T) {
	requireBrowser(t)
	dir := t.TempDir()
	if err := site.BuildWasm("..", "./tests/stacks", filepath.Join(dir, "app.wasm")); err != nil {
		t.Fatal(err)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	execJS, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	page := `<!doctype html><title>stacks</title><script src="wasm_exec.js"></script><script>
const go = new Go();
WebAssembly.instantiateStreaming(fetch("app.wasm"), go.importObject)
  .then(r => go.run(r.instance))
  .catch(e => { window.auspexStacks = "could not start: " + e; });
</script>`
	for name, b := range map[string][]byte{"index.html": []byte(page), "wasm_exec.js": execJS} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	defer srv.Close()
	ctx, log := newBrowser(t)
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/")); err != nil {
		t.Fatal(err)
	}
	if !eventually(ctx, `window.auspexStacks !== undefined`) {
		errs, _ := log.snapshot()
		t.Fatalf("the program never reported; the page's errors: %q", errs)
	}
	t.Log(eval[string](t, ctx, `String(window.auspexStacksCost)`))
	if got := eval[string](t, ctx, `String(window.auspexStacks)`); got != "ok" {
		t.Errorf("the wasm's stacks: %s", got)
	}
}
