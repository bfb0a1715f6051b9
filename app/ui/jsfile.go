package ui

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Downloading and reading files goes through JavaScript; like storage, every
// call is guarded so that a browser refusing it becomes an error, never a panic.

func JSGuard(what string, f func()) (err error) {
	if app.IsServer {
		return errors.New(what + " works only in the browser")
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s failed: %v", what, r)
		}
	}()
	f()
	return nil
}

// DownloadText offers text as a file download: a Blob behind a temporary
// <a download> link, clicked once. The object URL is revoked a little later,
// once the browser has started the download.
func DownloadText(name, mime, text string) error {
	return JSGuard("the download", func() {
		w := app.Window()
		parts := w.Get("Array").New()
		parts.Call("push", text)
		blob := w.Get("Blob").New(parts, map[string]any{"type": mime})
		url := w.Get("URL").Call("createObjectURL", blob).String()
		doc := w.Get("document")
		a := doc.Call("createElement", "a")
		a.Set("href", url)
		a.Set("download", name)
		a.Get("style").Set("display", "none")
		doc.Get("body").Call("appendChild", a)
		a.Call("click")
		a.Call("remove")
		var revoke app.Func
		revoke = app.FuncOf(func(app.Value, []app.Value) any {
			JSGuard("releasing the download", func() { w.Get("URL").Call("revokeObjectURL", url) })
			revoke.Release()
			return nil
		})
		w.Call("setTimeout", revoke, 10000)
	})
}

// ReadFileText reads the first file chosen in an <input type=file> (the
// element fired the event) and calls done with its text or an error, once,
// from JavaScript's event loop. A file over max bytes is refused unread. It
// returns false when no file was chosen. The input is cleared so that picking
// the same file again fires a new change.
func ReadFileText(input app.Value, max int, done func(text string, err error)) (picked bool, err error) {
	err = JSGuard("reading the file", func() {
		files := input.Get("files")
		if files.IsNull() || files.IsUndefined() || files.Length() == 0 {
			return
		}
		picked = true
		file := files.Index(0)
		input.Set("value", "")
		if size := file.Get("size").Int(); size > max {
			done("", fmt.Errorf("the file is too large (%d bytes; at most %d)", size, max))
			return
		}
		var ok, fail app.Func
		var once sync.Once
		settle := func(text string, err error) {
			once.Do(func() {
				ok.Release()
				fail.Release()
				done(text, err)
			})
		}
		ok = app.FuncOf(func(_ app.Value, args []app.Value) any {
			text, err := "", errors.New("the file could not be read")
			if len(args) > 0 && args[0].Type() == app.TypeString {
				text, err = args[0].String(), nil
			}
			settle(text, err)
			return nil
		})
		fail = app.FuncOf(func(_ app.Value, args []app.Value) any {
			msg := "the file could not be read"
			if len(args) > 0 {
				JSGuard("reading the error", func() { msg += ": " + args[0].Call("toString").String() })
			}
			settle("", errors.New(msg))
			return nil
		})
		file.Call("text").Call("then", ok, fail)
	})
	return picked, err
}

// ReplaceAddress puts u in the address bar without a navigation. The entry's
// state stays: it holds where the reader had scrolled, which Back and Forward
// return to (wasm/site/scroll.go). Safari throws when the address is replaced
// too often; that becomes the error, and the address lags until the next change.
//
// It changes only the query of the page the browser is on: when u names
// another path, the reader has moved on (a tap on a link pushes the next
// page's address before go-app takes the old page off, and a write that
// waited for an idle moment can run in between), and nothing is written.
func ReplaceAddress(u string) error {
	return JSGuard("updating the address", func() {
		path, _, _ := strings.Cut(u, "?")
		if here := app.Window().Get("location").Get("pathname").String(); strings.TrimSuffix(here, "/") != strings.TrimSuffix(path, "/") {
			return
		}
		h := app.Window().Get("history")
		h.Call("replaceState", h.Get("state"), "", u)
	})
}
