//go:build !wasm

package tests

import (
	"cmp"
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"auspex/engine/rulesets"
	"auspex/wasm/site"

	"github.com/chromedp/cdproto/cdp"
	cdplog "github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// chromium is Debian's browser; ./build.sh test installs it when it is missing.
// AUSPEX_CHROMIUM names another build to run the tests against (an older or
// newer version, to check the DevTools calls still hold).
var chromium = cmp.Or(os.Getenv("AUSPEX_CHROMIUM"), "/usr/bin/chromium")

// screenshots is where browser tests leave pictures for review (the README
// names it); it is not committed.
const screenshots = "screenshots"

var (
	siteOnce sync.Once
	siteDir  string
	siteURL  string
	siteErr  error
)

// builtSite builds dist/ once for the whole test binary and serves it the way
// ./build.sh serve does.
func builtSite(t testing.TB) (dir, url string) {
	t.Helper()
	siteOnce.Do(func() {
		// AUSPEX_TEST_SITE names a site built beforehand (go run ./wasm build
		// -out DIR), for running single tests again without a rebuild.
		if siteDir = os.Getenv("AUSPEX_TEST_SITE"); siteDir == "" {
			if siteDir, siteErr = os.MkdirTemp("", "auspex-dist-"); siteErr != nil {
				return
			}
			if _, siteErr = site.Build(rulesets.Registry(), site.Options{Out: siteDir, Root: ".."}); siteErr != nil {
				return
			}
		}
		h, err := site.FileServer(siteDir)
		if err != nil {
			siteErr = err
			return
		}
		siteURL = httptest.NewServer(h).URL // lives as long as the test binary
	})
	if siteErr != nil {
		t.Fatalf("building the site: %v", siteErr)
	}
	return siteDir, siteURL
}

// requireBrowser fails, never skips, when chromium is missing: browser tests
// are part of the suite. AUSPEX_SKIP_BROWSER=1 is the one explicit way out.
func requireBrowser(t testing.TB) {
	t.Helper()
	if os.Getenv("AUSPEX_SKIP_BROWSER") == "1" {
		t.Skip("AUSPEX_SKIP_BROWSER=1: browser tests not run")
	}
	if _, err := os.Stat(chromium); err != nil {
		t.Fatalf("browser tests need %s (install: apt-get install -y chromium; ./build.sh test does it for you)", chromium)
	}
}

// pageLog records what a tab did that tests assert on.
type pageLog struct {
	mu       sync.Mutex
	errors   []string // console errors, uncaught exceptions, error log entries
	requests []string // every URL the page asked for
}

func (l *pageLog) add(list *[]string, s string) {
	l.mu.Lock()
	*list = append(*list, s)
	l.mu.Unlock()
}

func (l *pageLog) snapshot() (errs, reqs []string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.errors...), append([]string(nil), l.requests...)
}

// newBrowser starts a headless chromium with a fresh profile, phone-sized, and
// a log of its errors and requests.
func newBrowser(t testing.TB) (context.Context, *pageLog) {
	t.Helper()
	return newBrowserIn(t, t.TempDir())
}

// newBrowserIn is newBrowser on a profile directory the test has prepared
// (its Default/Preferences, say).
func newBrowserIn(t testing.TB, profile string) (context.Context, *pageLog) {
	t.Helper()
	requireBrowser(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium),
		chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck, chromedp.Headless, chromedp.NoSandbox,
		chromedp.UserDataDir(profile),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.WindowSize(390, 844),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	ctx, cancelTimeout := context.WithTimeout(ctx, 10*time.Minute) // every entry page is visited: over 150 routes
	t.Cleanup(func() { cancelTimeout(); cancelCtx(); cancelAlloc() })

	log := &pageLog{}
	if err := chromedp.Listen(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeAssert {
				log.add(&log.errors, "console."+string(ev.Type)+": "+consoleText(ev.Args))
			}
		case *runtime.EventExceptionThrown:
			log.add(&log.errors, "exception: "+ev.ExceptionDetails.Text+" "+exceptionText(ev.ExceptionDetails))
		case *cdplog.EventEntryAdded:
			if ev.Entry.Level == cdplog.EntryLevelError {
				log.add(&log.errors, "log: "+ev.Entry.Text+" "+ev.Entry.URL)
			}
		case *network.EventRequestWillBeSent:
			log.add(&log.requests, ev.Request.URL)
		}
	}); err != nil {
		t.Fatal(err)
	}
	err := chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := call(ctx, tg, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		_, err := call(ctx, tg, cdplog.Enable, cdp.Empty{})
		return err
	}), chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch))
	if err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	return ctx, log
}

func consoleText(args []*runtime.RemoteObject) string {
	var parts []string
	for _, a := range args {
		if len(a.Value) > 0 {
			parts = append(parts, string(a.Value))
		} else {
			parts = append(parts, a.Description)
		}
	}
	return strings.Join(parts, " ")
}

func exceptionText(d *runtime.ExceptionDetails) string {
	if d.Exception != nil {
		return d.Exception.Description
	}
	return ""
}

// visit navigates and waits until the wasm has rendered the route: the page
// marks <html data-route> only after the Go component has drawn it.
func visit(t testing.TB, ctx context.Context, url, route string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatalf("navigating to %s: %v", url, err)
	}
	waitRoute(t, ctx, route)
}

func waitRoute(t testing.TB, ctx context.Context, route string) {
	t.Helper()
	js := `document.documentElement.getAttribute("data-route") === ` + jsString(route)
	// Not chromedp.Poll: a navigation that lands while it waits destroys its
	// execution context and fails the poll; eventually retries through it.
	if !eventually(ctx, js) {
		got, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`String(document.documentElement.getAttribute("data-route")) +
			" at " + location.href + "; loader: " + ((document.getElementById("app-wasm-loader") || {}).textContent || "(none)")`))
		t.Fatalf("route %s never rendered by the app within a minute (data-route is %q)", route, got)
	}
}

// eventually evaluates js (awaiting a promise) until it is true, for up to a
// minute, retrying through reloads that destroy the page's execution context.
func eventually(ctx context.Context, js string) bool {
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		if ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js, chromedp.EvalAwaitPromise)); err == nil && ok {
			return true
		}
		time.Sleep(200 * time.Millisecond)
	}
	return false
}

func jsString(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

func eval[T any](t testing.TB, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js, chromedp.EvalAwaitPromise)) // a plain value comes back as it is
	if err != nil {
		t.Fatalf("evaluating %s: %v", js, err)
	}
	return v
}

// fileName turns a route into a file name: /wh40k10/charts is wh40k10-charts.
func fileName(route string) string {
	return strings.ReplaceAll(strings.Trim(route, "/"), "/", "-")
}

func screenshot(t testing.TB, ctx context.Context, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.MkdirAll(screenshots, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(screenshots, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// waitController waits until the service worker controls the page: its
// install has pre-cached everything.
func waitController(t testing.TB, ctx context.Context) {
	t.Helper()
	if !eventually(ctx, `navigator.serviceWorker.controller !== null`) {
		t.Fatalf("the service worker never took control")
	}
}
