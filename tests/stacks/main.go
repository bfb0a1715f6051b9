// Command stacks checks, in the browser, what the runtime finds by code
// address in a wasm built as Auspex's is (site.BuildWasm, which leaves the
// runtime's findfunctab out and patches findfunc to search the function
// table instead): function names in stack traces and for function values,
// a recovered panic's stack, and the collector scanning deep stacks of
// parked goroutines. It puts "ok" or what went wrong in window.auspexStacks
// (TestBrowserWasmStacks).
package main

import (
	"fmt"
	"reflect"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

func main() {
	var problems []string
	for _, check := range []func() string{callers, funcNames, recovered, collected, lookupCost} {
		if p := check(); p != "" {
			problems = append(problems, p)
		}
	}
	msg := "ok"
	if len(problems) > 0 {
		msg = strings.Join(problems, "; ")
	}
	app.Window().Set("auspexStacks", msg)
}

// deep calls f below n frames of itself.
//
//go:noinline
func deep(n int, f func() string) string {
	if n == 0 {
		return f()
	}
	return deep(n-1, f) + ""
}

// callers walks a stack 40 frames deep: every frame is named, in order.
func callers() string {
	got := deep(40, func() string {
		pcs := make([]uintptr, 64)
		frames := runtime.CallersFrames(pcs[:runtime.Callers(1, pcs)])
		var names []string
		for {
			f, more := frames.Next()
			names = append(names, f.Function)
			if !more {
				break
			}
		}
		return strings.Join(names, " ")
	})
	want := "main.callers.func1 " + strings.Repeat("main.deep ", 41) + "main.callers main.main runtime.main"
	if !strings.HasPrefix(got, want) {
		return "Callers: got " + got
	}
	return ""
}

// funcNames looks functions of the runtime, the standard library and this
// program up by their entry.
func funcNames() string {
	for name, f := range map[string]any{
		"runtime.GC": runtime.GC, "fmt.Sprintf": fmt.Sprintf, "strings.Join": strings.Join,
		"main.deep": deep, "main.main": main, "reflect.ValueOf": reflect.ValueOf,
	} {
		if got := runtime.FuncForPC(reflect.ValueOf(f).Pointer()).Name(); got != name {
			return fmt.Sprintf("FuncForPC(%s) is %q", name, got)
		}
	}
	return ""
}

// recovered: a panic's stack, taken in the deferred recover, names the
// function that panicked and the frames below it.
func recovered() (problem string) {
	defer func() {
		recover()
		s := string(debug.Stack())
		if !strings.Contains(s, "main.boom") || strings.Count(s, "main.deep") < 5 {
			problem = "panic stack: " + s
		}
	}()
	deep(5, boom)
	return "boom did not panic"
}

//go:noinline
func boom() string { panic("boom") }

// collected parks 50 goroutines 100 frames deep while the collector runs
// and the main goroutine allocates: each must find its data intact.
func collected() string {
	var wg sync.WaitGroup
	release := make(chan struct{})
	bad := make(chan string, 50)
	for g := range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			deep(100, func() string {
				mine := make([]*int, 64)
				for i := range mine {
					v := g*1000 + i
					mine[i] = &v
				}
				<-release
				for i, p := range mine {
					if *p != g*1000+i {
						bad <- fmt.Sprintf("goroutine %d lost value %d", g, i)
						break
					}
				}
				return ""
			})
		}()
	}
	runtime.Gosched()
	var garbage [][]byte
	for range 3 {
		for range 2000 {
			garbage = append(garbage, make([]byte, 1024))
		}
		garbage = nil
		runtime.GC()
	}
	close(release)
	wg.Wait()
	close(bad)
	for p := range bad {
		return p
	}
	return ""
}

// lookupCost compares finding the function at the lowest address among a
// few of the runtime's with finding main.deep, near the end of the function
// table. The patched findfunc takes about as long for both (a binary
// search); findfunc walking the table from its start, as the unpatched one
// does with the table left out, takes as many steps as functions come first.
func lookupCost() string {
	first := slices.Min([]uintptr{pc(runtime.GC), pc(runtime.Gosched), pc(runtime.NumGoroutine), pc(runtime.KeepAlive), pc(runtime.Callers)})
	last := pc(deep)
	time1, timeN := lookups(first), lookups(last)
	app.Window().Set("auspexStacksCost", fmt.Sprintf("20,000 lookups: %v for the runtime's first function, %v for main.deep", time1, timeN))
	if timeN > 4*time1 {
		return fmt.Sprintf("finding main.deep took %v, %.0f× the runtime's first function (%v): a walk, not a search", timeN, float64(timeN)/float64(time1), time1)
	}
	return ""
}

func pc(f any) uintptr { return reflect.ValueOf(f).Pointer() }

// lookups times 20,000 lookups of the function at pc, the best of three.
func lookups(pc uintptr) time.Duration {
	best := time.Duration(1 << 62)
	for range 3 {
		start := time.Now()
		for range 20000 {
			runtime.FuncForPC(pc).Entry()
		}
		best = min(best, time.Since(start))
	}
	return best
}
